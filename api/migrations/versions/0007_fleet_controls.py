"""Crawl operations (issue 14): the fleets' controls (pause, daily budget, schedule) and the record of
every operator change.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-27 13:40:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('fleet_controls',
    sa.Column('fleet', sa.String(length=20), nullable=False),
    sa.Column('paused', sa.Boolean(), nullable=False),
    sa.Column('daily_budget', sa.Integer(), nullable=True),
    sa.Column('every_seconds', sa.Integer(), nullable=True),
    sa.Column('last_dispatch_at', api.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('updated_by', sa.Integer(), nullable=True),
    sa.Column('updated_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['updated_by'], ['users.id'], name=op.f('fk_fleet_controls_updated_by_users'),
                            ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('fleet', name=op.f('pk_fleet_controls'))
    )
    op.create_table('fleet_changes',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('fleet', sa.String(length=20), nullable=False),
    sa.Column('action', sa.String(length=20), nullable=False),
    sa.Column('detail', sa.JSON(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=True),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_fleet_changes_user_id_users'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_fleet_changes'))
    )
    with op.batch_alter_table('fleet_changes', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_fleet_changes_fleet'), ['fleet'], unique=False)
        batch_op.create_index(batch_op.f('ix_fleet_changes_created_at'), ['created_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('fleet_changes', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_fleet_changes_created_at'))
        batch_op.drop_index(batch_op.f('ix_fleet_changes_fleet'))
    op.drop_table('fleet_changes')
    op.drop_table('fleet_controls')
