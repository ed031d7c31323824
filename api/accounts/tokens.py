"""Personal API tokens (/tokens): named, optionally expiring, stored as SHA-256 digests, shown once."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import ApiToken, User
from api.core.db import utcnow
from api.core.errors import Conflict, FieldError, NotFound, ValidationFailed
from api.core.security import API_TOKEN_PREFIX, new_token, token_digest
from api.plans.service import require

NAME_MAX = 100


class TokenNameExists(Conflict):
    code = "token.name_exists"


def token_view(token: ApiToken) -> dict:
    now = utcnow()
    return {
        "id": token.id, "name": token.name, "prefix": token.prefix, "created_at": token.created_at,
        "expires_at": token.expires_at, "expired": token.expires_at is not None and token.expires_at <= now,
        "last_used_at": token.last_used_at,
    }


def list_tokens(db: Session, user: User) -> list[ApiToken]:
    return list(db.scalars(select(ApiToken).where(ApiToken.user_id == user.id).order_by(ApiToken.id.desc())))


def create_token(db: Session, user: User, name: str | None, expires_at: datetime | None) -> tuple[ApiToken, str]:
    """Creates a token (counted against the plan's ``api_tokens``); returns it and its only plaintext copy.

    ``expires_at`` None means unlimited; a naive datetime is taken as UTC.
    """
    name = (name or "").strip()
    errors = []
    if not name:
        errors.append(FieldError("name", "validation.required"))
    elif len(name) > NAME_MAX:
        errors.append(FieldError("name", "validation.too_long"))
    if expires_at is not None:
        expires_at = expires_at if expires_at.tzinfo else expires_at.replace(tzinfo=UTC)
        if expires_at <= utcnow():
            errors.append(FieldError("expires_at", "validation.future_date"))
    if errors:
        raise ValidationFailed(errors)
    if db.scalar(select(ApiToken.id).where(ApiToken.user_id == user.id, ApiToken.name == name)) is not None:
        raise TokenNameExists(fields=[FieldError("name", "token.name_exists")])
    require(db, user, "api_tokens")
    plaintext = new_token(API_TOKEN_PREFIX)
    token = ApiToken(user_id=user.id, name=name, token_hash=token_digest(plaintext),
                     prefix=plaintext[:len(API_TOKEN_PREFIX) + 4], expires_at=expires_at)
    db.add(token)
    db.commit()
    return token, plaintext


def revoke_token(db: Session, user: User, token_id: int) -> None:
    """Deletes one of the user's tokens; someone else's token is reported as not found."""
    token = db.get(ApiToken, token_id)
    if token is None or token.user_id != user.id:
        raise NotFound()
    db.delete(token)
    db.commit()
