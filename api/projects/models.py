"""Projects (sites) with members and their invitations, keywords, tag categories, competitors and report
recipients."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Column, ForeignKey, String, Table, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from api.core.db import Base, UTCDateTime, utcnow

keyword_category_links = Table(
    "keyword_category_links",
    Base.metadata,
    Column("keyword_id", ForeignKey("keywords.id", ondelete="CASCADE"), primary_key=True),
    Column("category_id", ForeignKey("keyword_categories.id", ondelete="CASCADE"), primary_key=True),
)


class Site(Base):
    __tablename__ = "sites"
    __table_args__ = (UniqueConstraint("creator_id", "url"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    url: Mapped[str] = mapped_column(String(300))  # normalised, no trailing slash
    domain: Mapped[str] = mapped_column(String(256))
    ga_id: Mapped[str | None] = mapped_column(String(100))  # the linked GA4 property ("properties/123")
    gsc_site_url: Mapped[str | None] = mapped_column(String(300))  # the linked Search Console property
    # Why the last Google sync of each source could not read (api/google/sync.py); None after a good run.
    gsc_sync_error: Mapped[str | None] = mapped_column(String(40))
    ga_sync_error: Mapped[str | None] = mapped_column(String(40))
    country: Mapped[str] = mapped_column(String(2), default="TW")
    language: Mapped[str] = mapped_column(String(5), default="zh-TW")
    creator_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    yahoo_enabled: Mapped[bool] = mapped_column(default=False)
    track_desktop: Mapped[bool] = mapped_column(default=True)
    track_mobile: Mapped[bool] = mapped_column(default=False)
    share_uuid: Mapped[str | None] = mapped_column(String(36), unique=True)
    share_password_hash: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)

    members: Mapped[list[SiteMember]] = relationship(cascade="all, delete-orphan", passive_deletes=True)
    keywords: Mapped[list[Keyword]] = relationship(cascade="all, delete-orphan", passive_deletes=True)
    competitors: Mapped[list[Competitor]] = relationship(cascade="all, delete-orphan", passive_deletes=True)
    categories: Mapped[list[KeywordCategory]] = relationship(cascade="all, delete-orphan", passive_deletes=True)
    recipients: Mapped[list[ReportRecipient]] = relationship(cascade="all, delete-orphan", passive_deletes=True)


class SiteMember(Base):
    __tablename__ = "site_members"
    __table_args__ = (UniqueConstraint("site_id", "user_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    role: Mapped[str] = mapped_column(String(10))  # owner | manager | viewer
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class SiteInvitation(Base):
    """An invitation mailed to an address; whoever signs in with that address joins with ``role``.

    One row per project and address: inviting again refreshes it (new nonce, so earlier links stop
    working). The link carries the nonce; only its digest is stored. Pending means neither accepted nor
    revoked; an expired pending row stays listed so the owner can see it lapsed.
    """

    __tablename__ = "site_invitations"
    __table_args__ = (UniqueConstraint("site_id", "email"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    # The unique (site_id, email) index also serves lookups by project.
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    email: Mapped[str] = mapped_column(String(254))  # normalised (lower case)
    role: Mapped[str] = mapped_column(String(10))  # manager | viewer
    inviter_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    nonce_digest: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    accepted_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class Keyword(Base):
    __tablename__ = "keywords"
    __table_args__ = (UniqueConstraint("site_id", "text"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    text: Mapped[str] = mapped_column(String(200))
    pinned: Mapped[bool] = mapped_column(default=False)
    target_url: Mapped[str | None] = mapped_column(String(500))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)

    categories: Mapped[list[KeywordCategory]] = relationship(
        secondary=keyword_category_links, back_populates="keywords"
    )


class KeywordCategory(Base):
    """A tag on keywords; its keyword count is computed, never stored."""

    __tablename__ = "keyword_categories"
    __table_args__ = (UniqueConstraint("site_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(50))

    keywords: Mapped[list[Keyword]] = relationship(
        secondary=keyword_category_links, back_populates="categories", passive_deletes=True
    )


class Competitor(Base):
    __tablename__ = "competitors"
    __table_args__ = (UniqueConstraint("site_id", "domain"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(100))
    url: Mapped[str] = mapped_column(String(300))
    domain: Mapped[str] = mapped_column(String(256))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class ReportRecipient(Base):
    __tablename__ = "report_recipients"
    __table_args__ = (UniqueConstraint("site_id", "email"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    email: Mapped[str] = mapped_column(String(254))
