"""Disabled users and admins' views as users: users.disabled_at, and on a session the admin who opened it as the
user and when it stops counting (issue 17).

Revision ID: 0027
Revises: 0026
Create Date: 2026-11-29 17:32:45.750946
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0027'
down_revision = '0026'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('user_sessions', schema=None) as batch_op:
        batch_op.add_column(sa.Column('impersonator_id', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('expires_at', api.core.db.UTCDateTime(timezone=True), nullable=True))
        batch_op.create_foreign_key(batch_op.f('fk_user_sessions_impersonator_id_users'), 'users', ['impersonator_id'], ['id'], ondelete='CASCADE')

    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.add_column(sa.Column('disabled_at', api.core.db.UTCDateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.drop_column('disabled_at')

    with op.batch_alter_table('user_sessions', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('fk_user_sessions_impersonator_id_users'), type_='foreignkey')
        batch_op.drop_column('expires_at')
        batch_op.drop_column('impersonator_id')
