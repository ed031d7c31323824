"""Refunds: money given back on a charge and what it did to the e-invoice (issue 17).

Revision ID: 0030
Revises: 0029
Create Date: 2026-11-29 22:10:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0030'
down_revision = '0029'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'billing_refunds',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('payment_id', sa.Integer(), nullable=False),
        sa.Column('amount', sa.Integer(), nullable=False),
        sa.Column('reason', sa.String(length=20), nullable=False),
        sa.Column('ended_plan', sa.Boolean(), nullable=False),
        sa.Column('invoice_action', sa.String(length=20), nullable=False),
        sa.Column('invoice_status', sa.String(length=20), nullable=False),
        sa.Column('allowance_number', sa.String(length=20), nullable=True),
        sa.Column('error', sa.String(length=200), nullable=True),
        sa.Column('admin_id', sa.Integer(), nullable=True),
        sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(['admin_id'], ['users.id'], name=op.f('fk_billing_refunds_admin_id_users'),
                                ondelete='SET NULL'),
        sa.ForeignKeyConstraint(['payment_id'], ['billing_payments.id'],
                                name=op.f('fk_billing_refunds_payment_id_billing_payments'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_billing_refunds')),
    )
    with op.batch_alter_table('billing_refunds', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_billing_refunds_payment_id'), ['payment_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('billing_refunds', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_billing_refunds_payment_id'))
    op.drop_table('billing_refunds')
