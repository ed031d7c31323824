"""The site checker's transactional data: one row per site check (its state, progress, budget and the
overview figures it ended with) and the public page checker's jobs. Pages, findings and links of site
checks live in the analytics store (analytics.audits.store), keyed by the site check's id."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow

STATES = ("pending", "in_progress", "completed", "failed")  # SPEC §4


class SiteCheck(Base):
    """A crawl of a project's site and its checks.

    ``max_pages`` is the budget taken from the plan when the check started (SPEC §9); what the crawl
    did not use is given back when it ends. ``counts`` holds the overview figures computed once the
    check completed (URLs and findings per severity, findings per category and check, the comparison
    with the previous completed check). ``workdir`` is where the crawl keeps its records and state,
    so that a worker killed mid-crawl resumes it. ``error`` is a message code (site_check.*).
    """

    __tablename__ = "site_checks"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    url: Mapped[str] = mapped_column(String(300))
    state: Mapped[str] = mapped_column(String(20), default="pending")
    pages_crawled: Mapped[int] = mapped_column(default=0)
    pages_queued: Mapped[int] = mapped_column(default=0)
    max_pages: Mapped[int]
    render: Mapped[bool] = mapped_column(default=False)
    health_score: Mapped[int | None]
    counts: Mapped[dict] = mapped_column(JSON, default=dict)
    operation_id: Mapped[int | None] = mapped_column(ForeignKey("operations.id", ondelete="SET NULL"))
    workdir: Mapped[str | None] = mapped_column(String(500))
    error: Mapped[str | None] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


CHECKER_STATES = ("queued", "running", "done", "failed")


class CheckerJob(Base):
    """One run of the public page checker (/tool/checker): a page crawled and audited by a worker.

    ``id`` is a random token: for a signed-out caller it is the only proof that the job is theirs.
    ``caller`` is whose job it is for pacing (``user:{id}`` or ``ip:{address}``). ``result`` holds the
    page's figures and its findings grouped by check; their texts are added in the reader's language.
    ``error`` is a message code (site_check.*).
    """

    __tablename__ = "checker_jobs"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    caller: Mapped[str] = mapped_column(String(80))
    url: Mapped[str] = mapped_column(Text)
    state: Mapped[str] = mapped_column(String(20), default="queued")
    progress: Mapped[int] = mapped_column(default=0)
    result: Mapped[dict | None] = mapped_column(JSON)
    error: Mapped[str | None] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
