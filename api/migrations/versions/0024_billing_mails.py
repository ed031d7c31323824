"""Billing mails, each sent once: the trial ending and ended, a later period renewed or declined (issue 17).

Revision ID: 0024
Revises: 0023
Create Date: 2026-11-29 14:13:41.157389
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0024'
down_revision = '0023'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('billing_mails',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=20), nullable=False),
    sa.Column('key', sa.Integer(), nullable=False),
    sa.Column('sent_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_billing_mails_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_billing_mails')),
    sa.UniqueConstraint('kind', 'key', name=op.f('uq_billing_mails_kind_key'))
    )
    with op.batch_alter_table('billing_mails', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_billing_mails_user_id'), ['user_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('billing_mails', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_billing_mails_user_id'))

    op.drop_table('billing_mails')