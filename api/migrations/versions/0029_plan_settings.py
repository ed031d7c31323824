"""Plan settings: an admin's prices, SERP depth and limits over the catalogue's (issue 17's plans screen).

Revision ID: 0029
Revises: 0028
Create Date: 2026-11-29 21:33:14
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0029'
down_revision = '0028'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'plan_settings',
        sa.Column('plan_id', sa.Integer(), autoincrement=False, nullable=False),
        sa.Column('prices', sa.JSON(), nullable=False),
        sa.Column('serp_depth', sa.Integer(), nullable=False),
        sa.Column('limitation', sa.JSON(), nullable=False),
        sa.Column('updated_by_id', sa.Integer(), nullable=True),
        sa.Column('updated_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(['updated_by_id'], ['users.id'], name=op.f('fk_plan_settings_updated_by_id_users'),
                                ondelete='SET NULL'),
        sa.PrimaryKeyConstraint('plan_id', name=op.f('pk_plan_settings')),
    )


def downgrade() -> None:
    op.drop_table('plan_settings')
