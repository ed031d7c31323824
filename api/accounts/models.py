"""Users, their browser sessions and personal API tokens."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from api.core.db import Base, UTCDateTime, utcnow


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(254), unique=True)
    # Null for accounts that only ever signed in with Google.
    password_hash: Mapped[str | None] = mapped_column(String(255))
    # Google sign-in (a later issue): the stable "sub" claim of the ID token.
    google_sub: Mapped[str | None] = mapped_column(String(255), unique=True)
    name: Mapped[str | None] = mapped_column(String(100))
    title: Mapped[str | None] = mapped_column(String(40))  # position option key
    phone: Mapped[str | None] = mapped_column(String(30))
    country: Mapped[str | None] = mapped_column(String(2))
    industry: Mapped[str | None] = mapped_column(String(40))
    role: Mapped[str] = mapped_column(String(20), default="user")
    language: Mapped[str] = mapped_column(String(5), default="zh-TW")
    email_verified_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    verification_sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    password_reset_sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Bumped on every password change so earlier reset links stop working.
    password_changed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    profile_completed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    trial_code: Mapped[str | None] = mapped_column(String(40))
    # The code this user hands out to others, and the one they signed up with.
    referral_code: Mapped[str] = mapped_column(String(16), unique=True)
    referred_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    industry_type: Mapped[str | None] = mapped_column(String(40))
    signup_screen: Mapped[str | None] = mapped_column(String(20))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    # Set by an admin (api/admin/service.py): no sign-in, no session or token counts, until enabled again.
    disabled_at: Mapped[datetime | None] = mapped_column(UTCDateTime())

    sessions: Mapped[list[UserSession]] = relationship(back_populates="user", cascade="all, delete-orphan",
                                                       foreign_keys="UserSession.user_id")


class UserSession(Base):
    """A signed-in browser or API login. Only one stays active per user."""

    __tablename__ = "user_sessions"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    last_seen_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    end_reason: Mapped[str | None] = mapped_column(String(20))  # logout | replaced | disabled
    # An admin's view as this user (admin/get_user_token): who opened it, and when it stops counting.
    impersonator_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    ip: Mapped[str | None] = mapped_column(String(64))
    user_agent: Mapped[str | None] = mapped_column(String(300))

    user: Mapped[User] = relationship(back_populates="sessions", foreign_keys=[user_id])


class ApiToken(Base):
    """Personal access token for scripts; only its hash is stored, shown once at creation."""

    __tablename__ = "api_tokens"
    __table_args__ = (UniqueConstraint("user_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(100))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    prefix: Mapped[str] = mapped_column(String(12))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())  # None: unlimited
    last_used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
