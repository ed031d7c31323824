"""Saved keyword lists (issue 13), and their plan limits on the contracts already running.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-27 10:10:25.283621
"""
import json

import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('keyword_lists',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=50), nullable=False),
    sa.Column('name_key', sa.String(length=150), nullable=False),
    sa.Column('country', sa.String(length=2), nullable=False),
    sa.Column('language', sa.String(length=5), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_keyword_lists_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_keyword_lists')),
    sa.UniqueConstraint('user_id', 'name_key', name=op.f('uq_keyword_lists_user_id_name_key'))
    )
    with op.batch_alter_table('keyword_lists', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_keyword_lists_user_id'), ['user_id'], unique=False)

    op.create_table('keyword_list_items',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('list_id', sa.Integer(), nullable=False),
    sa.Column('keyword', sa.String(length=200), nullable=False),
    sa.Column('keyword_key', sa.String(length=600), nullable=False),
    sa.Column('added_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('volume', sa.BigInteger(), nullable=True),
    sa.Column('cpc_usd', sa.Double(), nullable=True),
    sa.Column('competition', sa.SmallInteger(), nullable=True),
    sa.Column('difficulty', sa.SmallInteger(), nullable=True),
    sa.Column('intent', sa.String(length=20), nullable=True),
    sa.Column('metrics_month', sa.Date(), nullable=True),
    sa.Column('metrics_source', sa.String(length=30), nullable=True),
    sa.Column('sandbox', sa.Boolean(), nullable=False),
    sa.Column('refreshed_at', api.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['list_id'], ['keyword_lists.id'], name=op.f('fk_keyword_list_items_list_id_keyword_lists'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_keyword_list_items')),
    sa.UniqueConstraint('list_id', 'keyword_key', name=op.f('uq_keyword_list_items_list_id_keyword_key'))
    )
    with op.batch_alter_table('keyword_list_items', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_keyword_list_items_list_id'), ['list_id'], unique=False)

    _backfill_limits()


# A contract keeps a snapshot of its plan's limitation (api/plans/models.py); the ones signed before
# lists existed get the catalogue's list limits for their plan (numbers as api/plans/catalogue.py has
# them today, copied so that this revision never changes with the catalogue).
_TRIAL, _BASIC, _ADVANCED, _ENTERPRISE, _UNLIMITED = (3, 200), (10, 1_000), (50, 1_000), (200, 1_000), (
    99_999_999_999, 99_999_999_999)
_LIST_LIMITS = {1: _UNLIMITED, 5: _UNLIMITED, 2: _TRIAL, 8: _TRIAL, 3: _BASIC, 10: _ADVANCED, 7: _ENTERPRISE,
                12: _ENTERPRISE, 13: _ENTERPRISE, 14: _ENTERPRISE, 15: _ENTERPRISE}


def _backfill_limits() -> None:
    conn = op.get_bind()
    subscriptions = sa.table("subscriptions", sa.column("id", sa.Integer), sa.column("plan_id", sa.Integer),
                             sa.column("limitation", sa.JSON))
    for sub_id, plan_id, limitation in conn.execute(sa.select(subscriptions.c.id, subscriptions.c.plan_id,
                                                              subscriptions.c.limitation)).all():
        values = json.loads(limitation) if isinstance(limitation, str) else dict(limitation or {})
        lists, items = _LIST_LIMITS.get(plan_id, _TRIAL)
        values.setdefault("keyword_lists_limitation", lists)
        values.setdefault("keyword_list_items_limitation", items)
        conn.execute(subscriptions.update().where(subscriptions.c.id == sub_id).values(limitation=values))


def downgrade() -> None:
    with op.batch_alter_table('keyword_list_items', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_keyword_list_items_list_id'))

    op.drop_table('keyword_list_items')
    with op.batch_alter_table('keyword_lists', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_keyword_lists_user_id'))

    op.drop_table('keyword_lists')
