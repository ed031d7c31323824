"""The admin back office's audit log: every change an admin makes through it, with the admin's identity."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow


class AdminAction(Base):
    """One admin action: who (kept by address too, should the account go), what, on which record, and the
    values it set. Written in the same transaction as the change, so a change is never unrecorded."""

    __tablename__ = "admin_actions"

    id: Mapped[int] = mapped_column(primary_key=True)
    admin_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    admin_email: Mapped[str] = mapped_column(String(254))
    action: Mapped[str] = mapped_column(String(40))  # code.create | code.expire | …
    target: Mapped[str] = mapped_column(String(100))  # e.g. "code:LAUNCH20"
    detail: Mapped[dict] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
