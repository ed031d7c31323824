"""The e-invoice of each successful charge, with its retries (issue 17).

Revision ID: 0022
Revises: 0021
Create Date: 2026-11-29 09:58:57.645565
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0022'
down_revision = '0021'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('billing_invoices',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('payment_id', sa.Integer(), nullable=False),
    sa.Column('relate_number', sa.String(length=30), nullable=False),
    sa.Column('status', sa.String(length=20), nullable=False),
    sa.Column('number', sa.String(length=10), nullable=True),
    sa.Column('random_number', sa.String(length=4), nullable=True),
    sa.Column('issued_at', api.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('next_attempt_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('last_error', sa.String(length=200), nullable=True),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['payment_id'], ['billing_payments.id'], name=op.f('fk_billing_invoices_payment_id_billing_payments'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_billing_invoices')),
    sa.UniqueConstraint('payment_id', name=op.f('uq_billing_invoices_payment_id')),
    sa.UniqueConstraint('relate_number', name=op.f('uq_billing_invoices_relate_number'))
    )
    with op.batch_alter_table('billing_invoices', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_billing_invoices_next_attempt_at'), ['next_attempt_at'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('billing_invoices', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_billing_invoices_next_attempt_at'))

    op.drop_table('billing_invoices')
