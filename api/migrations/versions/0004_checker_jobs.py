"""The public page checker runs as a job: its jobs' table; its uses' table goes (pacing is the rate limiter's).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-26 11:40:00.000000
"""

import sqlalchemy as sa
from alembic import op

import api.core.db

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "checker_jobs",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("caller", sa.String(length=80), nullable=False),
        sa.Column("url", sa.Text(), nullable=False),
        sa.Column("state", sa.String(length=20), nullable=False),
        sa.Column("progress", sa.Integer(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=True),
        sa.Column("error", sa.String(length=100), nullable=True),
        sa.Column("created_at", api.core.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("started_at", api.core.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("finished_at", api.core.db.UTCDateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_checker_jobs_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_checker_jobs")),
    )
    with op.batch_alter_table("checker_jobs", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_checker_jobs_created_at"), ["created_at"], unique=False)
        batch_op.create_index(batch_op.f("ix_checker_jobs_user_id"), ["user_id"], unique=False)

    with op.batch_alter_table("checker_uses", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_checker_uses_user_id"))
        batch_op.drop_index(batch_op.f("ix_checker_uses_ip"))
        batch_op.drop_index(batch_op.f("ix_checker_uses_created_at"))
    op.drop_table("checker_uses")


def downgrade() -> None:
    # The uses start empty again: pacing counts restart, as they do when the limiter's memory restarts.
    op.create_table(
        "checker_uses",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("ip", sa.String(length=45), nullable=True),
        sa.Column("url", sa.String(length=300), nullable=False),
        sa.Column("created_at", api.core.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_checker_uses_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_checker_uses")),
    )
    with op.batch_alter_table("checker_uses", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_checker_uses_created_at"), ["created_at"], unique=False)
        batch_op.create_index(batch_op.f("ix_checker_uses_ip"), ["ip"], unique=False)
        batch_op.create_index(batch_op.f("ix_checker_uses_user_id"), ["user_id"], unique=False)

    with op.batch_alter_table("checker_jobs", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_checker_jobs_user_id"))
        batch_op.drop_index(batch_op.f("ix_checker_jobs_created_at"))
    op.drop_table("checker_jobs")
