"""SERP leases name their holder, so that a task delivered again after its worker died takes its own back (issue 18).

Revision ID: 0031
Revises: 0030
Create Date: 2026-11-30 01:30:00
"""
import sqlalchemy as sa
from alembic import op

revision = '0031'
down_revision = '0030'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('serp_leases', schema=None) as batch_op:
        batch_op.add_column(sa.Column('holder', sa.String(length=64), nullable=True))
        batch_op.create_index(batch_op.f('ix_serp_leases_holder'), ['holder'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('serp_leases', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_serp_leases_holder'))
        batch_op.drop_column('holder')
