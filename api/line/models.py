"""A user's bound LINE account: where rank-drop alerts and the weekly summary are pushed (SPEC §2, §4)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow


class LineBinding(Base):
    """One per user. No LINE token is kept: binding needs the user id only (the push uses the channel's
    token), so the login's access token is revoked right after it was verified."""
    __tablename__ = "line_bindings"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), unique=True)
    line_user_id: Mapped[str] = mapped_column(String(64))  # the ID token's ``sub``: U + 32 hex digits
    display_name: Mapped[str | None] = mapped_column(String(255))
    picture_url: Mapped[str | None] = mapped_column(Text)
    bound_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    # the official account was the user's friend when binding (None: LINE did not say): LINE delivers
    # pushes only to its friends, and the profile asks the others to add it
    friend: Mapped[bool | None] = mapped_column()
    # the last push and, when LINE refused it, why (status and LINE's message): shown on the profile
    last_push_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    last_push_error: Mapped[str | None] = mapped_column(Text)
