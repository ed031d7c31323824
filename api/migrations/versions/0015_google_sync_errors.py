"""Why a project's last Google sync could not read each source (issue 15), kept on the project: the
dashboard's state survives restarts and is the same for every process.

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-27 21:00:00
"""
import sqlalchemy as sa
from alembic import op

revision = '0015'
down_revision = '0014'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('sites', schema=None) as batch_op:
        batch_op.add_column(sa.Column('gsc_sync_error', sa.String(length=40), nullable=True))
        batch_op.add_column(sa.Column('ga_sync_error', sa.String(length=40), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('sites', schema=None) as batch_op:
        batch_op.drop_column('ga_sync_error')
        batch_op.drop_column('gsc_sync_error')
