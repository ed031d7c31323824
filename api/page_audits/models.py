"""Page evaluations (SPEC §3 "Page audit"): one page of a project audited against a target keyword."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow


class PageEvaluation(Base):
    """SPEC §4: auditing (``auditing``), then evaluated (``success_audited``) or failed (``error``).

    ``result`` holds what the report shows: the advice, the keywords, the duplicates, the page facts
    and the SERP the keywords came from (see ``api.page_audits.audit``).
    """

    __tablename__ = "page_evaluations"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    url: Mapped[str] = mapped_column(String(2000))
    title: Mapped[str | None] = mapped_column(Text)
    description: Mapped[str | None] = mapped_column(Text)
    target_keyword: Mapped[str] = mapped_column(String(200), default="")  # "" for a page imported without one
    score: Mapped[int | None] = mapped_column()
    auditing: Mapped[bool] = mapped_column(default=True)
    success_audited: Mapped[bool] = mapped_column(default=False)
    error: Mapped[str | None] = mapped_column(String(60))  # a message code of api/page_audits/messages.json
    result: Mapped[dict] = mapped_column(JSON, default=dict)
    # The job that audits it now (or last did): its ``job`` event tells the console the audit ended.
    operation_id: Mapped[int | None] = mapped_column(ForeignKey("operations.id", ondelete="SET NULL"))
    audited_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)
