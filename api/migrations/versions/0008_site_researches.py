"""Competitor research history (issue 14): the targets each user researched, per market and day.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-27 13:40:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('site_researches',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=10), nullable=False),
    sa.Column('target', sa.String(length=500), nullable=False),
    sa.Column('country', sa.String(length=2), nullable=False),
    sa.Column('language', sa.String(length=5), nullable=False),
    sa.Column('day', sa.Date(), nullable=False),
    sa.Column('researched_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_site_researches_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_site_researches')),
    sa.UniqueConstraint('user_id', 'kind', 'target', 'country', 'language', 'day',
                        name=op.f('uq_site_researches_user_id_kind_target_country_language_day'))
    )
    with op.batch_alter_table('site_researches', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_site_researches_user_id'), ['user_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('site_researches', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_site_researches_user_id'))
    op.drop_table('site_researches')
