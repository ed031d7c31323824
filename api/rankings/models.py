"""Rank tracking's transactional data. Ranks themselves live in the analytics store (analytics/rankings):
here are only a project's settings for them, its keyword-gap exclusions, the drop alerts already sent, the
latest checked day of each project's scope (a cache), and the leases that keep one SERP from being fetched
twice at once."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Date, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow

DEFAULT_DROP_ALERT_THRESHOLD = 10  # SPEC §9: a drop of over 10 places needs optimization


class RankingSettings(Base):
    """A project's rank-tracking settings; a project without a row has the defaults."""

    __tablename__ = "ranking_settings"

    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), primary_key=True)
    drop_alert_threshold: Mapped[int] = mapped_column(default=DEFAULT_DROP_ALERT_THRESHOLD)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)


class KeywordGapExclusion(Base):
    """A keyword the project left out of its keyword gap (SPEC §4: the "exclude" tab)."""

    __tablename__ = "keyword_gap_exclusions"

    keyword_id: Mapped[int] = mapped_column(ForeignKey("keywords.id", ondelete="CASCADE"), primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class DropAlertNotice(Base):
    """A keyword's drop was notified on its project's local ``day``: one notice per keyword and day, however
    many checks (engines, devices, retries) see the drop. The primary key makes a second notice fail."""

    __tablename__ = "drop_alert_notices"

    keyword_id: Mapped[int] = mapped_column(ForeignKey("keywords.id", ondelete="CASCADE"), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class LatestCheckedDay(Base):
    """The latest day with a successful check among a project's keywords in one engine and device, as last
    found: the next search for it starts there (:func:`api.rankings.service.latest_checked_day`)."""

    __tablename__ = "latest_checked_days"

    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), primary_key=True)
    engine: Mapped[str] = mapped_column(String(16), primary_key=True)
    device: Mapped[str] = mapped_column(String(8), primary_key=True)
    day: Mapped[date | None] = mapped_column(Date)


class SerpLease(Base):
    """A SERP key being fetched, until ``until``: the daily dispatcher and a manual update never fetch
    the same SERP at once. A lease that outlives a crashed worker simply expires."""

    __tablename__ = "serp_leases"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)  # sha256 of the SERP key
    until: Mapped[datetime] = mapped_column(UTCDateTime(), index=True)
    # who leased it, when that can come again: a task delivered a second time (its worker died) takes its own back
    holder: Mapped[str | None] = mapped_column(String(64), index=True)
