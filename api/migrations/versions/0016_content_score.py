"""The content score's term data per keyword and market (issue 16): cache and lock of its preparation.

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-27 22:30:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0016'
down_revision = '0015'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'content_term_data',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('country', sa.String(length=2), nullable=False),
        sa.Column('language', sa.String(length=20), nullable=False),
        sa.Column('keyword', sa.String(length=200), nullable=False),
        sa.Column('state', sa.String(length=12), nullable=False),
        sa.Column('progress', sa.Integer(), nullable=False),
        sa.Column('data', sa.JSON(), nullable=True),
        sa.Column('sandbox', sa.Boolean(), nullable=False),
        sa.Column('error', sa.String(length=40), nullable=True),
        sa.Column('started_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column('prepared_at', api.core.db.UTCDateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('country', 'language', 'keyword', name='uq_content_term_data_market'),
    )


def downgrade() -> None:
    op.drop_table('content_term_data')
