"""Sign-in and share-password failures are counted by the rate limiter (api/core/ratelimit.py): their table goes.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-26 11:40:00.000000
"""

import sqlalchemy as sa
from alembic import op

import api.core.db

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("login_failures", schema=None) as batch_op:
        batch_op.drop_index("ix_login_failures_key_at")
    op.drop_table("login_failures")


def downgrade() -> None:
    # Empty again: the counts lived in the limiter meanwhile, and a throttle starting afresh is harmless.
    op.create_table(
        "login_failures",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=300), nullable=False),
        sa.Column("at", api.core.db.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_failures")),
    )
    with op.batch_alter_table("login_failures", schema=None) as batch_op:
        batch_op.create_index("ix_login_failures_key_at", ["key", "at"], unique=False)
