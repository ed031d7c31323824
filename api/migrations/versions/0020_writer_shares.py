"""SEO writer share links with their co-edited documents, and who a co-edited version was saved as
(issue 16).

Revision ID: 0020
Revises: 0019
Create Date: 2026-11-28 03:30:00
"""
import sqlalchemy as sa
from alembic import op

import api.core.db

revision = '0020'
down_revision = '0019'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('seo_writer_shares',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('template_id', sa.Integer(), nullable=False),
    sa.Column('uuid', sa.String(length=36), nullable=False),
    sa.Column('editor_name', sa.String(length=50), nullable=False),
    sa.Column('password_hash', sa.String(length=255), nullable=False),
    sa.Column('expires_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.Column('state', sa.LargeBinary(), nullable=False),
    sa.Column('created_by', sa.Integer(), nullable=False),
    sa.Column('created_at', api.core.db.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['created_by'], ['users.id'], name=op.f('fk_seo_writer_shares_created_by_users'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['template_id'], ['seo_writer_templates.id'], name=op.f('fk_seo_writer_shares_template_id_seo_writer_templates'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_seo_writer_shares')),
    sa.UniqueConstraint('template_id', name=op.f('uq_seo_writer_shares_template_id')),
    sa.UniqueConstraint('uuid', name=op.f('uq_seo_writer_shares_uuid'))
    )
    with op.batch_alter_table('seo_writer_versions', schema=None) as batch_op:
        batch_op.add_column(sa.Column('saved_as', sa.String(length=200), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('seo_writer_versions', schema=None) as batch_op:
        batch_op.drop_column('saved_as')
    op.drop_table('seo_writer_shares')
