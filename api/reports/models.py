"""What the report mails leave behind: every delivery attempt (so a period is sent once and a bounce is not
retried) and who receives the monthly report (the weekly report goes to ``report_recipients``)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow

KINDS = ("weekly", "monthly")
STATUSES = ("sent", "bounced", "failed")


class ReportDelivery(Base):
    """One attempt to mail one period's report (``period``: the week's Monday or the month, ``2026-11``) to one
    recipient. ``bounced``: the mail server refused the address; ``failed``: the server could not be used."""

    __tablename__ = "report_deliveries"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(10))
    period: Mapped[str] = mapped_column(String(10))
    recipient: Mapped[str] = mapped_column(String(254))
    status: Mapped[str] = mapped_column(String(10))
    error: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class MonthlyReportRecipient(Base):
    __tablename__ = "monthly_report_recipients"
    __table_args__ = (UniqueConstraint("site_id", "email"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    email: Mapped[str] = mapped_column(String(254))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
