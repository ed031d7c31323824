"""Index submissions (issue 15): every sitemap, URL inspection, Indexing API notice and IndexNow post with its answer;
each project's IndexNow key; the day's use of Google's daily quotas.

Revision ID: 0012
Revises: 0009
Create Date: 2026-11-27 18:30:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0012'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('index_submissions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('site_id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=True),
    sa.Column('kind', sa.String(length=12), nullable=False),
    sa.Column('url', sa.Text(), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('answer', sa.JSON(), nullable=False),
    sa.Column('error_code', sa.String(length=60), nullable=True),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['site_id'], ['sites.id'], name=op.f('fk_index_submissions_site_id_sites'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_index_submissions_user_id_users'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_index_submissions'))
    )
    with op.batch_alter_table('index_submissions', schema=None) as batch_op:
        batch_op.create_index('ix_index_submissions_site_id_created_at', ['site_id', 'created_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_index_submissions_user_id'), ['user_id'], unique=False)
    op.create_table('indexnow_keys',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('site_id', sa.Integer(), nullable=False),
    sa.Column('key', sa.String(length=128), nullable=False),
    sa.Column('verified_at', api.core.db.UTCDateTime(timezone=True), nullable=True),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['site_id'], ['sites.id'], name=op.f('fk_indexnow_keys_site_id_sites'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_indexnow_keys')),
    sa.UniqueConstraint('site_id', name=op.f('uq_indexnow_keys_site_id'))
    )
    op.create_table('index_quota_uses',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('scope', sa.String(length=320), nullable=False),
    sa.Column('day', sa.Date(), nullable=False),
    sa.Column('used', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_index_quota_uses')),
    sa.UniqueConstraint('scope', 'day', name=op.f('uq_index_quota_uses_scope_day'))
    )


def downgrade() -> None:
    op.drop_table('index_quota_uses')
    op.drop_table('indexnow_keys')
    with op.batch_alter_table('index_submissions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_index_submissions_user_id'))
        batch_op.drop_index('ix_index_submissions_site_id_created_at')
    op.drop_table('index_submissions')
