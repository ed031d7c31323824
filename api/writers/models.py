"""SEO writer documents (SPEC §3 "SEO writer template": target keyword, category, creator, last update,
title, description, content) with their saved versions, and the user's own categories (tags) for them.

A document is its creator's; one placed in a project is also that project's members' to read (viewers) and
edit (managers and the owner), and only its creator deletes it (SPEC §6). ``version`` counts the saves: an
edit names the version it was made on, so that two windows never overwrite each other unseen (SQLAlchemy's
version counter makes the check and the write one statement). Categories belong to the user who made them;
the links say which of a user's categories a document carries.
"""

from __future__ import annotations

from datetime import datetime
from typing import ClassVar

from sqlalchemy import Column, ForeignKey, LargeBinary, String, Table, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow

KEYWORD_MAX_LENGTH = 200  # as a tracked keyword (api.projects.validation.KEYWORD_MAX_LENGTH)
TITLE_MAX_LENGTH = 200
DESCRIPTION_MAX_LENGTH = 1000
CATEGORY_NAME_MAX_LENGTH = 50
EDITOR_NAME_MAX_LENGTH = 50
SAVED_AS_MAX_LENGTH = 200
KEY_ROOM = 3  # case folding lengthens a text at most threefold (api.research.models.KEY_ROOM)

template_category_links = Table(
    "seo_writer_category_links",
    Base.metadata,
    Column("template_id", ForeignKey("seo_writer_templates.id", ondelete="CASCADE"), primary_key=True),
    Column("category_id", ForeignKey("seo_writer_categories.id", ondelete="CASCADE"), primary_key=True,
           index=True),
)


class WriterTemplate(Base):
    __tablename__ = "seo_writer_templates"

    id: Mapped[int] = mapped_column(primary_key=True)
    creator_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    # The project it is written for; a deleted project leaves the document to its creator alone.
    site_id: Mapped[int | None] = mapped_column(ForeignKey("sites.id", ondelete="SET NULL"), index=True)
    keyword: Mapped[str] = mapped_column(String(KEYWORD_MAX_LENGTH), default="")
    title: Mapped[str] = mapped_column(String(TITLE_MAX_LENGTH), default="")
    description: Mapped[str] = mapped_column(String(DESCRIPTION_MAX_LENGTH), default="")
    content_html: Mapped[str] = mapped_column(Text, default="")  # sanitised (api.writers.sanitize)
    version: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)

    __mapper_args__: ClassVar[dict] = {"version_id_col": version}


class WriterTemplateVersion(Base):
    """A saved state of a document. Saves by one editor within a few minutes share one entry (it follows
    the latest of them), so the history holds points a writer recognises, not every keystroke batch."""

    __tablename__ = "seo_writer_versions"
    __table_args__ = (UniqueConstraint("template_id", "version"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    template_id: Mapped[int] = mapped_column(ForeignKey("seo_writer_templates.id", ondelete="CASCADE"), index=True)
    version: Mapped[int]  # the document's version this entry holds
    saved_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # a co-edited state is saved by the server from the shared document: the names of those editing it
    saved_as: Mapped[str | None] = mapped_column(String(SAVED_AS_MAX_LENGTH))
    restored_from: Mapped[int | None]  # the version a restore brought back
    keyword: Mapped[str] = mapped_column(String(KEYWORD_MAX_LENGTH))
    title: Mapped[str] = mapped_column(String(TITLE_MAX_LENGTH))
    description: Mapped[str] = mapped_column(String(DESCRIPTION_MAX_LENGTH))
    content_html: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)  # the first save it holds
    saved_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)  # the last


class WriterCategory(Base):
    """SPEC §3 "SEO writer template category": a user's tag for documents."""

    __tablename__ = "seo_writer_categories"
    __table_args__ = (UniqueConstraint("user_id", "name_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(CATEGORY_NAME_MAX_LENGTH))
    name_key: Mapped[str] = mapped_column(String(KEY_ROOM * CATEGORY_NAME_MAX_LENGTH))  # casefolded
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class WriterShare(Base):
    """SPEC §3 "Share link (co-editing)": one active link a document, with the name its guest edits under,
    a password and an expiry. While it exists the document's text lives in ``state`` (a Yjs document:
    api.writers.ydoc) and the server writes the template's fields from it; revoking deletes the row."""

    __tablename__ = "seo_writer_shares"

    id: Mapped[int] = mapped_column(primary_key=True)
    template_id: Mapped[int] = mapped_column(ForeignKey("seo_writer_templates.id", ondelete="CASCADE"), unique=True)
    uuid: Mapped[str] = mapped_column(String(36), unique=True)
    editor_name: Mapped[str] = mapped_column(String(EDITOR_NAME_MAX_LENGTH))
    password_hash: Mapped[str] = mapped_column(String(255))
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    state: Mapped[bytes] = mapped_column(LargeBinary)  # the Yjs document, as one merged update
    created_by: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
