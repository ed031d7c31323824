"""A keyword's term data per market, prepared once from its top 10 and shared by every writer.

Why PostgreSQL (SQLite embedded) and not ClickHouse: a row is both the cache and the lock. The unique
(country, language, keyword) key lets exactly one request start the preparation (the others find the
row preparing), the task writes its progress and then the data in place, and the score reads one row by
its key on every keystroke batch. That is transactional work on a few thousand small rows; ClickHouse
has no unique key to claim a keyword with, and a per-keystroke point read is what it is worst at.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow


class ContentTermData(Base):
    """``state``: preparing (``progress`` 0-100), then ready (``data`` holds
    :meth:`analytics.writers.terms.TermData.to_dict`) or no_serp (``error``: why no SERP could be had).
    A new preparation keeps the previous ``data`` until it has the new one."""

    __tablename__ = "content_term_data"
    __table_args__ = (UniqueConstraint("country", "language", "keyword", name="uq_content_term_data_market"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    country: Mapped[str] = mapped_column(String(2))
    language: Mapped[str] = mapped_column(String(20))
    keyword: Mapped[str] = mapped_column(String(200))  # analytics.rankings.keys.normalize_keyword
    state: Mapped[str] = mapped_column(String(12), default="preparing")
    progress: Mapped[int] = mapped_column(default=0)
    data: Mapped[dict | None] = mapped_column(JSON)
    sandbox: Mapped[bool] = mapped_column(default=False)  # the SERP came from the sandbox source
    error: Mapped[str | None] = mapped_column(String(40))
    started_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    prepared_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
