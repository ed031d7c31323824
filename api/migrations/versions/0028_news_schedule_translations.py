"""News ticker: texts in other languages and a schedule (issue 17's admin screen).

Revision ID: 0028
Revises: 0027
Create Date: 2026-11-29 18:12:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0028'
down_revision = '0027'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('news_tickers', schema=None) as batch_op:
        batch_op.add_column(sa.Column('translations', sa.JSON(), server_default=sa.text("'{}'"), nullable=False))
        batch_op.add_column(sa.Column('starts_at', api.core.db.UTCDateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('ends_at', api.core.db.UTCDateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('news_tickers', schema=None) as batch_op:
        batch_op.drop_column('ends_at')
        batch_op.drop_column('starts_at')
        batch_op.drop_column('translations')
