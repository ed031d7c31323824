"""Project invitations: members join through a signed link mailed to their address.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26 11:26:15.674054
"""

import sqlalchemy as sa
from alembic import op

import api.core.db

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "site_invitations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("site_id", sa.Integer(), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("role", sa.String(length=10), nullable=False),
        sa.Column("inviter_id", sa.Integer(), nullable=False),
        sa.Column("nonce_digest", sa.String(length=64), nullable=False),
        sa.Column("created_at", api.core.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("expires_at", api.core.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("accepted_at", api.core.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", api.core.db.UTCDateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["inviter_id"], ["users.id"], name=op.f("fk_site_invitations_inviter_id_users"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["site_id"], ["sites.id"], name=op.f("fk_site_invitations_site_id_sites"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_site_invitations")),
        sa.UniqueConstraint("site_id", "email", name=op.f("uq_site_invitations_site_id_email")),
    )
    with op.batch_alter_table("site_invitations", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_site_invitations_inviter_id"), ["inviter_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("site_invitations", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_site_invitations_inviter_id"))
    op.drop_table("site_invitations")
