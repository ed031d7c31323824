"""Report mails (issue 15): every delivery of a weekly or monthly report, and the monthly report's recipients.

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-27 18:20:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0013'
down_revision = '0012'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('report_deliveries',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('site_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=10), nullable=False),
    sa.Column('period', sa.String(length=10), nullable=False),
    sa.Column('recipient', sa.String(length=254), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('error', sa.Text(), nullable=True),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['site_id'], ['sites.id'], name=op.f('fk_report_deliveries_site_id_sites'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_report_deliveries'))
    )
    with op.batch_alter_table('report_deliveries', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_report_deliveries_site_id'), ['site_id'], unique=False)
    op.create_table('monthly_report_recipients',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('site_id', sa.Integer(), nullable=False),
    sa.Column('email', sa.String(length=254), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['site_id'], ['sites.id'], name=op.f('fk_monthly_report_recipients_site_id_sites'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_monthly_report_recipients')),
    sa.UniqueConstraint('site_id', 'email', name=op.f('uq_monthly_report_recipients_site_id_email'))
    )
    with op.batch_alter_table('monthly_report_recipients', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_monthly_report_recipients_site_id'), ['site_id'], unique=False)


def downgrade() -> None:
    op.drop_table('monthly_report_recipients')
    op.drop_table('report_deliveries')
