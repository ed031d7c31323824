"""Referral rewards: the days a referred user's first payment earns their referrer (issue 17).

Revision ID: 0026
Revises: 0025
Create Date: 2026-11-29 15:10:10.805937
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0026'
down_revision = '0025'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('billing_referral_rewards',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('referrer_id', sa.Integer(), nullable=False),
    sa.Column('referred_id', sa.Integer(), nullable=False),
    sa.Column('payment_id', sa.Integer(), nullable=True),
    sa.Column('days', sa.Integer(), nullable=False),
    sa.Column('applied_at', api.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['payment_id'], ['billing_payments.id'], name=op.f('fk_billing_referral_rewards_payment_id_billing_payments'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['referred_id'], ['users.id'], name=op.f('fk_billing_referral_rewards_referred_id_users'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['referrer_id'], ['users.id'], name=op.f('fk_billing_referral_rewards_referrer_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_billing_referral_rewards')),
    sa.UniqueConstraint('referred_id', name=op.f('uq_billing_referral_rewards_referred_id'))
    )
    with op.batch_alter_table('billing_referral_rewards', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_billing_referral_rewards_referrer_id'), ['referrer_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('billing_referral_rewards', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_billing_referral_rewards_referrer_id'))

    op.drop_table('billing_referral_rewards')