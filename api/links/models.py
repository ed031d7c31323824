"""A user's competitor research history: each target researched, per market and day (SPEC §6 counts one
``competitor_research`` use per new row). Research results are global data; the history is the user's own."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Date, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow

TARGET_MAX_LENGTH = 500


class SiteResearch(Base):
    __tablename__ = "site_researches"
    __table_args__ = (UniqueConstraint("user_id", "kind", "target", "country", "language", "day"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(10))  # domain | host | prefix (analytics.links.queries.LinkTarget)
    target: Mapped[str] = mapped_column(String(TARGET_MAX_LENGTH))  # the normal form (punycode hosts)
    country: Mapped[str] = mapped_column(String(2))
    language: Mapped[str] = mapped_column(String(5))
    day: Mapped[date] = mapped_column(Date())  # UTC day the use was counted for
    researched_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)  # latest look that day
