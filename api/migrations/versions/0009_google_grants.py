"""Google grants (issue 15): each user's authorization of Analytics, Search Console and Indexing, tokens
encrypted; a project's Search Console property beside its GA4 property (``ga_id``).

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27 18:00:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('google_grants',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('purpose', sa.String(length=20), nullable=False),
    sa.Column('google_sub', sa.String(length=255), nullable=False),
    sa.Column('google_email', sa.String(length=255), nullable=True),
    sa.Column('scopes', sa.Text(), nullable=False),
    sa.Column('access_token', sa.Text(), nullable=False),
    sa.Column('refresh_token', sa.Text(), nullable=True),
    sa.Column('expires_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('status', sa.String(length=10), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('updated_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_google_grants_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_google_grants')),
    sa.UniqueConstraint('user_id', 'purpose', name=op.f('uq_google_grants_user_id_purpose'))
    )
    with op.batch_alter_table('google_grants', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_google_grants_user_id'), ['user_id'], unique=False)
    with op.batch_alter_table('sites', schema=None) as batch_op:
        batch_op.add_column(sa.Column('gsc_site_url', sa.String(length=300), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('sites', schema=None) as batch_op:
        batch_op.drop_column('gsc_site_url')
    with op.batch_alter_table('google_grants', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_google_grants_user_id'))
    op.drop_table('google_grants')
