"""LINE bindings (issue 15): each user's bound LINE account and the last push's outcome.

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-27 18:00:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0014'
down_revision = '0013'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('line_bindings',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('line_user_id', sa.String(length=64), nullable=False),
    sa.Column('display_name', sa.String(length=255), nullable=True),
    sa.Column('picture_url', sa.Text(), nullable=True),
    sa.Column('bound_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('friend', sa.Boolean(), nullable=True),
    sa.Column('last_push_at', api.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('last_push_error', sa.Text(), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_line_bindings_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_line_bindings')),
    sa.UniqueConstraint('user_id', name=op.f('uq_line_bindings_user_id'))
    )


def downgrade() -> None:
    op.drop_table('line_bindings')
