"""SEO writer documents (issue 16): documents with their saved versions, and each user's categories for them.

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-27 22:20:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0018'
down_revision = '0017'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('seo_writer_categories',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=50), nullable=False),
    sa.Column('name_key', sa.String(length=150), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_seo_writer_categories_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_seo_writer_categories')),
    sa.UniqueConstraint('user_id', 'name_key', name=op.f('uq_seo_writer_categories_user_id_name_key'))
    )
    with op.batch_alter_table('seo_writer_categories', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_seo_writer_categories_user_id'), ['user_id'], unique=False)

    op.create_table('seo_writer_templates',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('creator_id', sa.Integer(), nullable=False),
    sa.Column('site_id', sa.Integer(), nullable=True),
    sa.Column('keyword', sa.String(length=200), nullable=False),
    sa.Column('title', sa.String(length=200), nullable=False),
    sa.Column('description', sa.String(length=1000), nullable=False),
    sa.Column('content_html', sa.Text(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['creator_id'], ['users.id'], name=op.f('fk_seo_writer_templates_creator_id_users'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['site_id'], ['sites.id'], name=op.f('fk_seo_writer_templates_site_id_sites'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_seo_writer_templates'))
    )
    with op.batch_alter_table('seo_writer_templates', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_seo_writer_templates_creator_id'), ['creator_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_seo_writer_templates_site_id'), ['site_id'], unique=False)

    op.create_table('seo_writer_category_links',
    sa.Column('template_id', sa.Integer(), nullable=False),
    sa.Column('category_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['category_id'], ['seo_writer_categories.id'], name=op.f('fk_seo_writer_category_links_category_id_seo_writer_categories'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['template_id'], ['seo_writer_templates.id'], name=op.f('fk_seo_writer_category_links_template_id_seo_writer_templates'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('template_id', 'category_id', name=op.f('pk_seo_writer_category_links'))
    )
    with op.batch_alter_table('seo_writer_category_links', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_seo_writer_category_links_category_id'), ['category_id'], unique=False)

    op.create_table('seo_writer_versions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('template_id', sa.Integer(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('saved_by', sa.Integer(), nullable=True),
    sa.Column('restored_from', sa.Integer(), nullable=True),
    sa.Column('keyword', sa.String(length=200), nullable=False),
    sa.Column('title', sa.String(length=200), nullable=False),
    sa.Column('description', sa.String(length=1000), nullable=False),
    sa.Column('content_html', sa.Text(), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('saved_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['saved_by'], ['users.id'], name=op.f('fk_seo_writer_versions_saved_by_users'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['template_id'], ['seo_writer_templates.id'], name=op.f('fk_seo_writer_versions_template_id_seo_writer_templates'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_seo_writer_versions')),
    sa.UniqueConstraint('template_id', 'version', name=op.f('uq_seo_writer_versions_template_id_version'))
    )
    with op.batch_alter_table('seo_writer_versions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_seo_writer_versions_template_id'), ['template_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('seo_writer_versions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_seo_writer_versions_template_id'))

    op.drop_table('seo_writer_versions')
    with op.batch_alter_table('seo_writer_category_links', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_seo_writer_category_links_category_id'))

    op.drop_table('seo_writer_category_links')
    with op.batch_alter_table('seo_writer_templates', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_seo_writer_templates_site_id'))
        batch_op.drop_index(batch_op.f('ix_seo_writer_templates_creator_id'))

    op.drop_table('seo_writer_templates')
    with op.batch_alter_table('seo_writer_categories', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_seo_writer_categories_user_id'))

    op.drop_table('seo_writer_categories')
