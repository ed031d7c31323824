"""The latest checked day is kept as where the next search starts: the columns it was validated with go.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-26 02:26:07.664238
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("latest_checked_days", schema=None) as batch_op:
        batch_op.drop_column("stamp")
        batch_op.drop_column("keywords")
        batch_op.drop_column("today")


def downgrade() -> None:
    op.execute("DELETE FROM latest_checked_days")  # a cache: found again on the next read
    with op.batch_alter_table("latest_checked_days", schema=None) as batch_op:
        batch_op.add_column(sa.Column("today", sa.DATE(), nullable=False))
        batch_op.add_column(sa.Column("keywords", sa.INTEGER(), nullable=False))
        batch_op.add_column(sa.Column("stamp", sa.VARCHAR(length=64), nullable=False))
