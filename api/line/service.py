"""Binding a LINE account to a RankLens user (SPEC §2 profile external services, §4 bound or unbound).

The console asks :func:`start_binding` for LINE's consent URL (its ``state`` signed, naming the user, the
ID token nonce and the redirect URI, good for 10 minutes), sends the browser there, and posts what LINE sent
back to its callback page to :func:`bind`: the state must be this user's, then the code is exchanged, the ID
token verified by LINE, whether the user has the official account as a friend asked, the login's access
token revoked (nothing but the LINE user id is needed) and the binding stored. Whatever fails, the user
hears "LINE authentication failed" (``line.auth_failed``)."""

from __future__ import annotations

import secrets

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.config import Settings, get_settings
from api.core.db import utcnow
from api.core.errors import AppError
from api.core.security import LinkExpired, LinkInvalid, read_link, sign_link
from api.line import login
from api.line.login import LineAuthFailed
from api.line.models import LineBinding

STATE_PURPOSE = "line.bind"
STATE_MAX_AGE = 600  # seconds from the consent URL to the callback


class LineNotConfigured(AppError):
    status_code = 409
    code = "line.not_configured"


def login_configured(settings: Settings) -> bool:
    return bool(settings.line_login_channel_id and settings.line_login_channel_secret)


def _configured_settings() -> Settings:
    settings = get_settings()
    if not login_configured(settings):
        raise LineNotConfigured()
    return settings


def binding_of(db: Session, user_id: int) -> LineBinding | None:
    return db.scalar(select(LineBinding).where(LineBinding.user_id == user_id))


def status(db: Session, user: User) -> dict:
    binding = binding_of(db, user.id)
    return {
        "configured": login_configured(get_settings()), "bound": binding is not None,
        "display_name": binding.display_name if binding else None,
        "picture_url": binding.picture_url if binding else None,
        "bound_at": binding.bound_at if binding else None,
        "friend": binding.friend if binding else None,
        "last_push_at": binding.last_push_at if binding else None,
        "last_push_failed": bool(binding and binding.last_push_error),
    }


def start_binding(user: User, redirect_uri: str) -> str:
    settings = _configured_settings()
    nonce = secrets.token_urlsafe(16)
    state = sign_link(STATE_PURPOSE, {"user": user.id, "nonce": nonce, "redirect_uri": redirect_uri})
    return login.authorize_url(settings, redirect_uri=redirect_uri, state=state, nonce=nonce)


def _read_state(user: User, state: str, redirect_uri: str) -> dict:
    try:
        payload = read_link(STATE_PURPOSE, state, STATE_MAX_AGE)
    except LinkExpired:
        raise LineAuthFailed("the state expired") from None
    except LinkInvalid:
        raise LineAuthFailed("the state is not ours") from None
    if payload.get("user") != user.id:
        raise LineAuthFailed("the state was issued to another user")
    if payload.get("redirect_uri") != redirect_uri:
        raise LineAuthFailed("the redirect URI differs from the consent's")
    return payload


def bind(db: Session, user: User, *, code: str | None, state: str, redirect_uri: str,
         error: str | None = None) -> LineBinding:
    """Binds (or rebinds) the LINE account that consented; commits. Raises :class:`LineAuthFailed`."""
    settings = _configured_settings()
    payload = _read_state(user, state, redirect_uri)
    if error or not code:  # consent refused (error=access_denied) or the callback carried no code
        raise LineAuthFailed(f"LINE sent back {error or 'no code'}")
    tokens = login.exchange_code(settings, code=code, redirect_uri=redirect_uri)
    claims = login.verify_id_token(settings, id_token=tokens.get("id_token", ""), nonce=payload["nonce"])
    friend = login.friendship(settings, tokens["access_token"])
    login.revoke(settings, tokens["access_token"])
    binding = binding_of(db, user.id) or LineBinding(user_id=user.id)
    binding.line_user_id = claims["sub"]
    binding.display_name, binding.picture_url, binding.friend = claims.get("name"), claims.get("picture"), friend
    binding.bound_at, binding.last_push_at, binding.last_push_error = utcnow(), None, None
    db.add(binding)
    db.commit()
    return binding


def unbind(db: Session, user: User) -> None:
    """Forgets the binding (nothing is pushed any more); unbinding an unbound user changes nothing."""
    binding = binding_of(db, user.id)
    if binding is not None:
        db.delete(binding)
        db.commit()
