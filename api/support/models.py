"""Requests sent from the console's contact form ("取得專人 SEO 服務")."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow


class ContactRequest(Base):
    """One request for a consultant, kept as sent; the rows also pace how often one sender may write."""

    __tablename__ = "contact_requests"
    __table_args__ = (Index("ix_contact_requests_ip_created_at", "ip", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    ip: Mapped[str | None] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(100))
    email: Mapped[str] = mapped_column(String(254))
    phone: Mapped[str | None] = mapped_column(String(30))
    company: Mapped[str | None] = mapped_column(String(100))
    website: Mapped[str | None] = mapped_column(String(300))
    message: Mapped[str] = mapped_column(Text)
    locale: Mapped[str] = mapped_column(String(5))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
