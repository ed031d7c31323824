"""What a user granted RankLens at Google: one grant per (user, purpose), its tokens encrypted at rest."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow

# SPEC §4: only these purposes are accepted (others are ignored).
PURPOSES = ("analytics", "webmaster", "indexing")


class GoogleGrant(Base):
    __tablename__ = "google_grants"
    __table_args__ = (UniqueConstraint("user_id", "purpose"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    purpose: Mapped[str] = mapped_column(String(20))  # analytics | webmaster | indexing
    google_sub: Mapped[str] = mapped_column(String(255))  # the Google account (ID token's ``sub``)
    google_email: Mapped[str | None] = mapped_column(String(255))
    scopes: Mapped[str] = mapped_column(Text, default="")  # granted scopes, space-separated
    access_token: Mapped[str] = mapped_column(Text)  # encrypted (api.google.tokens)
    refresh_token: Mapped[str | None] = mapped_column(Text)  # encrypted
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # active | expired (refresh refused: re-authorize) ; a revoked grant is deleted
    status: Mapped[str] = mapped_column(String(10), default="active")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)
