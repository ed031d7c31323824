"""AI articles and their generations (issue 16, the AI writer).

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-27 22:30:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0019'
down_revision = '0018'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('ai_articles',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('creator_id', sa.Integer(), nullable=False),
    sa.Column('template', sa.String(length=20), nullable=False),
    sa.Column('language', sa.String(length=5), nullable=False),
    sa.Column('keyword', sa.String(length=200), nullable=False),
    sa.Column('product', sa.String(length=100), nullable=True),
    sa.Column('category', sa.String(length=100), nullable=True),
    sa.Column('product_name', sa.String(length=100), nullable=True),
    sa.Column('persona', sa.String(length=100), nullable=True),
    sa.Column('features', sa.Text(), nullable=True),
    sa.Column('title_options', sa.JSON(), nullable=False),
    sa.Column('title_word', sa.String(length=50), nullable=True),
    sa.Column('title', sa.String(length=200), nullable=True),
    sa.Column('title_optimize_count', sa.SmallInteger(), nullable=False),
    sa.Column('description', sa.Text(), nullable=True),
    sa.Column('sections', sa.JSON(), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['creator_id'], ['users.id'], name=op.f('fk_ai_articles_creator_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_ai_articles'))
    )
    with op.batch_alter_table('ai_articles', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_ai_articles_creator_id'), ['creator_id'], unique=False)

    op.create_table('ai_generations',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('article_id', sa.Integer(), nullable=False),
    sa.Column('step', sa.String(length=20), nullable=False),
    sa.Column('section', sa.SmallInteger(), nullable=True),
    sa.Column('prompt_version', sa.String(length=20), nullable=False),
    sa.Column('model', sa.String(length=200), nullable=False),
    sa.Column('output', sa.Text(), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['article_id'], ['ai_articles.id'], name=op.f('fk_ai_generations_article_id_ai_articles'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_ai_generations'))
    )
    with op.batch_alter_table('ai_generations', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_ai_generations_article_id'), ['article_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('ai_generations', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_ai_generations_article_id'))

    op.drop_table('ai_generations')
    with op.batch_alter_table('ai_articles', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_ai_articles_creator_id'))

    op.drop_table('ai_articles')
