"""Builders for test data that go through the real models (and the real plan rules)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from sqlalchemy.orm import Session

from api.accounts.models import User, UserSession
from api.core.db import get_sessionmaker, utcnow
from api.core.security import SESSION_PREFIX, hash_password, new_token, token_digest
from api.plans.service import start_subscription

# argon2 is slow on purpose; tests build many users with the same few passwords.
_password_hash = lru_cache(hash_password)


@dataclass
class SignedIn:
    user_id: int
    email: str
    token: str

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


def make_user(email: str = "owner@example.com", password: str = "Secret-pass-1", plan_id: int = 8,
              days: int | None = 7, language: str = "zh-TW", verified: bool = True,
              db: Session | None = None) -> SignedIn:
    """A user with a subscription and a live session, signed in by bearer token."""
    own = db is None
    db = db or get_sessionmaker()()
    try:
        user = User(email=email, password_hash=_password_hash(password), language=language,
                    referral_code=new_token("")[:10].upper(), email_verified_at=utcnow() if verified else None,
                    profile_completed_at=utcnow(), name=email.split("@")[0], country="TW", industry="other")
        db.add(user)
        db.flush()
        start_subscription(db, user, plan_id, days)
        token = new_token(SESSION_PREFIX)
        db.add(UserSession(user_id=user.id, token_hash=token_digest(token)))
        db.commit()
        return SignedIn(user.id, email, token)
    finally:
        if own:
            db.close()
