"""Card orders (each with the subscription it pays for), their payments and the gateway's notices (issue 17).

Revision ID: 0021
Revises: 0020
Create Date: 2026-11-29 05:20:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0021'
down_revision = '0020'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('billing_gateway_notices',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('gateway', sa.String(length=20), nullable=False),
    sa.Column('kind', sa.String(length=20), nullable=False),
    sa.Column('trade_no', sa.String(length=40), nullable=True),
    sa.Column('outcome', sa.String(length=30), nullable=False),
    sa.Column('fields', sa.JSON(), nullable=False),
    sa.Column('client', sa.String(length=64), nullable=True),
    sa.Column('received_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_billing_gateway_notices'))
    )
    with op.batch_alter_table('billing_gateway_notices', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_billing_gateway_notices_trade_no'), ['trade_no'], unique=False)

    op.create_table('billing_orders',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('trade_no', sa.String(length=20), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('plan_id', sa.Integer(), nullable=False),
    sa.Column('payment_type', sa.Integer(), nullable=False),
    sa.Column('amount', sa.Integer(), nullable=False),
    sa.Column('gateway', sa.String(length=20), nullable=False),
    sa.Column('status', sa.String(length=20), nullable=False),
    sa.Column('gateway_trade_no', sa.String(length=40), nullable=True),
    sa.Column('subscription_id', sa.Integer(), nullable=True),
    sa.Column('message', sa.String(length=200), nullable=True),
    sa.Column('invoice', sa.JSON(), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('paid_at', api.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('cancelled_at', api.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['subscription_id'], ['subscriptions.id'], name=op.f('fk_billing_orders_subscription_id_subscriptions'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_billing_orders_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_billing_orders')),
    sa.UniqueConstraint('trade_no', name=op.f('uq_billing_orders_trade_no'))
    )
    with op.batch_alter_table('billing_orders', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_billing_orders_user_id'), ['user_id'], unique=False)

    op.create_table('billing_payments',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('order_id', sa.Integer(), nullable=False),
    sa.Column('period', sa.Integer(), nullable=False),
    sa.Column('reference', sa.String(length=60), nullable=False),
    sa.Column('amount', sa.Integer(), nullable=False),
    sa.Column('succeeded', sa.Boolean(), nullable=False),
    sa.Column('message', sa.String(length=200), nullable=True),
    sa.Column('charged_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['order_id'], ['billing_orders.id'], name=op.f('fk_billing_payments_order_id_billing_orders'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_billing_payments')),
    sa.UniqueConstraint('order_id', 'reference', name=op.f('uq_billing_payments_order_id_reference'))
    )
    with op.batch_alter_table('billing_payments', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_billing_payments_order_id'), ['order_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('billing_payments', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_billing_payments_order_id'))

    op.drop_table('billing_payments')
    with op.batch_alter_table('billing_orders', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_billing_orders_user_id'))

    op.drop_table('billing_orders')
    with op.batch_alter_table('billing_gateway_notices', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_billing_gateway_notices_trade_no'))

    op.drop_table('billing_gateway_notices')
