"""WordPress sites a user connected (SPEC §3 "CMS plugin site": type, name, url, website API) and the posts
sent to them (SPEC §4 post status), each with WordPress's answer."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow

SITE_TYPES = ("wordpress",)
SOURCE_KINDS = ("seo_writer", "ai_writer")


class CmsSite(Base):
    __tablename__ = "cms_sites"
    # one entry per site and user: the typed URL's key (scheme and a trailing slash aside) and the API it leads to
    __table_args__ = (UniqueConstraint("user_id", "url_key"), UniqueConstraint("user_id", "api_url"))

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    type: Mapped[str] = mapped_column(String(20), default="wordpress")  # SITE_TYPES
    name: Mapped[str] = mapped_column(String(100))
    url: Mapped[str] = mapped_column(Text)  # as the URL rule writes it (api.projects.validation.parse_url)
    url_key: Mapped[str] = mapped_column(String(600))
    api_url: Mapped[str] = mapped_column(String(600))  # the REST API's root found on save: …/wp-json/ or …/?rest_route=/
    username: Mapped[str] = mapped_column(String(60))
    password: Mapped[str] = mapped_column(Text)  # the application password, encrypted (api.core.secrets)
    wp_user_name: Mapped[str | None] = mapped_column(String(255))  # whom WordPress said the password is for
    verified_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class CmsPost(Base):
    """One post WordPress accepted: where it lives and in what state it was left."""

    __tablename__ = "cms_posts"
    __table_args__ = (Index("ix_cms_posts_user_id_source", "user_id", "source_kind", "source_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    cms_site_id: Mapped[int] = mapped_column(ForeignKey("cms_sites.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    remote_id: Mapped[int] = mapped_column()  # the post's id on the site
    link: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(10))  # publish | draft | future, as WordPress answered
    title: Mapped[str] = mapped_column(Text)
    source_kind: Mapped[str | None] = mapped_column(String(20))  # SOURCE_KINDS: the document posted
    source_id: Mapped[int | None] = mapped_column()
    answer: Mapped[dict] = mapped_column(JSON, default=dict)  # WordPress's answer: id, status, link, slug, date_gmt
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
