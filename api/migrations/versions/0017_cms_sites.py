"""WordPress sites connected for one-click posting and the posts sent to them (issue 16).

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-27 23:00:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0017'
down_revision = '0016'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('cms_sites',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('type', sa.String(length=20), nullable=False),
    sa.Column('name', sa.String(length=100), nullable=False),
    sa.Column('url', sa.Text(), nullable=False),
    sa.Column('url_key', sa.String(length=600), nullable=False),
    sa.Column('api_url', sa.String(length=600), nullable=False),
    sa.Column('username', sa.String(length=60), nullable=False),
    sa.Column('password', sa.Text(), nullable=False),
    sa.Column('wp_user_name', sa.String(length=255), nullable=True),
    sa.Column('verified_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_cms_sites_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_cms_sites')),
    sa.UniqueConstraint('user_id', 'api_url', name=op.f('uq_cms_sites_user_id_api_url')),
    sa.UniqueConstraint('user_id', 'url_key', name=op.f('uq_cms_sites_user_id_url_key'))
    )
    op.create_index(op.f('ix_cms_sites_user_id'), 'cms_sites', ['user_id'], unique=False)
    op.create_table('cms_posts',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('cms_site_id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('remote_id', sa.Integer(), nullable=False),
    sa.Column('link', sa.Text(), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('title', sa.Text(), nullable=False),
    sa.Column('source_kind', sa.String(length=20), nullable=True),
    sa.Column('source_id', sa.Integer(), nullable=True),
    sa.Column('answer', sa.JSON(), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['cms_site_id'], ['cms_sites.id'], name=op.f('fk_cms_posts_cms_site_id_cms_sites'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_cms_posts_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_cms_posts'))
    )
    op.create_index(op.f('ix_cms_posts_cms_site_id'), 'cms_posts', ['cms_site_id'], unique=False)
    op.create_index('ix_cms_posts_user_id_source', 'cms_posts', ['user_id', 'source_kind', 'source_id'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_cms_posts_user_id_source', table_name='cms_posts')
    op.drop_index(op.f('ix_cms_posts_cms_site_id'), table_name='cms_posts')
    op.drop_table('cms_posts')
    op.drop_index(op.f('ix_cms_sites_user_id'), table_name='cms_sites')
    op.drop_table('cms_sites')
