"""Promo codes at checkout: a code's discount, scope and window; an order's price before and after it (issue 17).

Revision ID: 0023
Revises: 0022
Create Date: 2026-11-29 13:44:33.797372
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0023'
down_revision = '0022'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('billing_orders', schema=None) as batch_op:
        batch_op.add_column(sa.Column('list_amount', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('discount', sa.Integer(), server_default='0', nullable=False))
        batch_op.add_column(sa.Column('promo_code_id', sa.Integer(), nullable=True))
        batch_op.create_foreign_key(batch_op.f('fk_billing_orders_promo_code_id_promo_codes'), 'promo_codes',
                                    ['promo_code_id'], ['id'], ondelete='SET NULL')
    op.execute("UPDATE billing_orders SET list_amount = amount")  # orders so far had no discount
    with op.batch_alter_table('billing_orders', schema=None) as batch_op:
        batch_op.alter_column('list_amount', existing_type=sa.Integer(), nullable=False)

    with op.batch_alter_table('promo_codes', schema=None) as batch_op:
        batch_op.add_column(sa.Column('discount_percent', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('discount_amount', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('payment_type', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('starts_at', api.core.db.UTCDateTime(timezone=True), nullable=True))
        batch_op.alter_column('plan_id', existing_type=sa.INTEGER(), nullable=True)


def downgrade() -> None:
    op.execute("DELETE FROM promo_codes WHERE plan_id IS NULL")  # promo codes for any plan cannot be kept
    with op.batch_alter_table('promo_codes', schema=None) as batch_op:
        batch_op.alter_column('plan_id', existing_type=sa.INTEGER(), nullable=False)
        batch_op.drop_column('starts_at')
        batch_op.drop_column('payment_type')
        batch_op.drop_column('discount_amount')
        batch_op.drop_column('discount_percent')

    with op.batch_alter_table('billing_orders', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('fk_billing_orders_promo_code_id_promo_codes'), type_='foreignkey')
        batch_op.drop_column('promo_code_id')
        batch_op.drop_column('discount')
        batch_op.drop_column('list_amount')
