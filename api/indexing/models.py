"""Index submissions (issue 15): every sitemap, inspection, Indexing API notice and IndexNow post with Google's (or
IndexNow's) answer; each project's IndexNow key; the day's use of Google's daily quotas."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import JSON, Date, ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow

KINDS = ("sitemap", "inspection", "indexing", "indexnow")


class IndexSubmission(Base):
    __tablename__ = "index_submissions"
    __table_args__ = (Index("ix_index_submissions_site_id_created_at", "site_id", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    kind: Mapped[str] = mapped_column(String(12))  # KINDS
    url: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(10))  # ok | failed | refused (not sent: a rule of ours said no)
    answer: Mapped[dict] = mapped_column(JSON, default=dict)  # the answer's summary (verdict, notifyTime, HTTP status)
    error_code: Mapped[str | None] = mapped_column(String(60))  # api/indexing/messages.json, when not ok
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class IndexNowKey(Base):
    """The key a project's site hosts at ``https://{host}/{key}.txt``; used only once that file was found."""

    __tablename__ = "indexnow_keys"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), unique=True)
    key: Mapped[str] = mapped_column(String(128))
    verified_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class QuotaUse(Base):
    """Requests spent of one of Google's daily quotas on one (Pacific) day: ``scope`` names the quota and, for
    URL Inspection, the Search Console property (``inspection:https://www.example.com/``)."""

    __tablename__ = "index_quota_uses"
    __table_args__ = (UniqueConstraint("scope", "day"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    scope: Mapped[str] = mapped_column(String(320))
    day: Mapped[date] = mapped_column(Date)
    used: Mapped[int] = mapped_column(default=0)
