"""Google OAuth tokens at rest and in use: encrypted in ``google_grants`` (:mod:`api.core.secrets`), refreshed
shortly before they expire, and the reasons a grant cannot be used as the stable error codes of SPEC §4/§8.

Every caller of a Google API asks :func:`access_token` for the user's grant of a purpose; it answers a token
that is good for at least :data:`REFRESH_MARGIN`, refreshing it with the refresh token through Google's token
endpoint (``grant_type=refresh_token``) when needed. A refresh Google refuses (``invalid_grant``: the user
revoked access, the token aged out) leaves the grant ``expired``: the user must authorize again, and every
caller gets :class:`GoogleAuthFailed` with ``google.token_expired``.
"""

from __future__ import annotations

from datetime import datetime, timedelta

import httpx
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core import secrets
from api.core.config import Settings, get_settings
from api.core.db import utcnow
from api.core.errors import AppError
from api.google.models import GoogleGrant

REFRESH_MARGIN = timedelta(minutes=5)
TIMEOUT = 20.0


class GoogleAuthFailed(AppError):
    """A purpose cannot be used for this user. Codes (api/google/messages.json): ``google.not_authorized``
    (never linked, or revoked), ``google.token_expired`` (refresh refused: re-authorize),
    ``google.unavailable`` (Google's token endpoint failed or is not configured)."""
    status_code = 409
    code = "google.not_authorized"

    def __init__(self, code: str, purpose: str) -> None:
        super().__init__(code, purpose=purpose)
        self.purpose = purpose


def decrypt(value: str, settings: Settings | None = None) -> str:
    """The stored token in clear; :class:`GoogleAuthFailed` (``google.token_expired``) when the key changed."""
    try:
        return secrets.decrypt(value, settings)
    except secrets.SecretUnreadable:
        raise GoogleAuthFailed("google.token_expired", "") from None


def store_grant(db: Session, user_id: int, purpose: str, *, google_sub: str, google_email: str | None,
                scopes: str, access_token: str, refresh_token: str | None, expires_in: int) -> GoogleGrant:
    """Creates or replaces the user's grant of ``purpose`` (a new consent keeps the old refresh token when
    Google sends none). Flushed, not committed."""
    grant = db.scalar(select(GoogleGrant).where(GoogleGrant.user_id == user_id, GoogleGrant.purpose == purpose))
    if grant is None:
        grant = GoogleGrant(user_id=user_id, purpose=purpose)
        db.add(grant)
    grant.google_sub, grant.google_email, grant.scopes = google_sub, google_email, scopes
    grant.access_token = secrets.encrypt(access_token)
    if refresh_token:
        grant.refresh_token = secrets.encrypt(refresh_token)
    grant.expires_at = utcnow() + timedelta(seconds=expires_in)
    grant.status = "active"
    db.flush()
    return grant


def grant_of(db: Session, user_id: int, purpose: str) -> GoogleGrant | None:
    return db.scalar(select(GoogleGrant).where(GoogleGrant.user_id == user_id, GoogleGrant.purpose == purpose))


def configured(settings: Settings) -> bool:
    """The operator set up an OAuth client: sign-in with Google and linking are on."""
    return bool(settings.google_client_id and settings.google_client_secret)


def token_endpoint(settings: Settings, grant: dict[str, str], purpose: str = "") -> dict:
    """Google's token endpoint's JSON answer to ``grant`` (a code or a refresh), the operator's client
    authenticating. Raises :class:`GoogleAuthFailed`: ``google.unavailable`` when the client is not configured,
    Google cannot be reached or answers no token (a proxy's or an outage's page); a refusal (400/401) is raised
    with Google's ``error`` as the code's detail by the caller (:func:`refused`)."""
    if not configured(settings):
        raise GoogleAuthFailed("google.unavailable", purpose)
    try:
        answer = httpx.post(settings.google_token_url, timeout=TIMEOUT, data={
            **grant, "client_id": settings.google_client_id, "client_secret": settings.google_client_secret})
    except httpx.HTTPError:
        raise GoogleAuthFailed("google.unavailable", purpose) from None
    try:
        body = answer.json()
    except ValueError:
        body = None
    if answer.status_code in (400, 401):
        raise TokenRefused(body.get("error", "") if isinstance(body, dict) else "", answer.text[:300])
    if answer.status_code != 200 or not isinstance(body, dict) or "access_token" not in body:
        raise GoogleAuthFailed("google.unavailable", purpose)
    return body


class TokenRefused(Exception):
    """Google's token endpoint refused the grant (``error``: invalid_grant, invalid_client, …)."""

    def __init__(self, error: str, text: str) -> None:
        super().__init__(text)
        self.error = error


def refresh(settings: Settings, refresh_token: str) -> dict:
    """Google's answer to a refresh (``access_token``, ``expires_in``, maybe ``scope``). Raises
    :class:`GoogleAuthFailed`: ``google.token_expired`` on ``invalid_grant``, else ``google.unavailable``."""
    try:
        return token_endpoint(settings, {"grant_type": "refresh_token", "refresh_token": refresh_token})
    except TokenRefused as refused:
        raise GoogleAuthFailed("google.token_expired" if refused.error == "invalid_grant" else "google.unavailable",
                               "") from None


def access_token(db: Session, user_id: int, purpose: str, *, now: datetime | None = None) -> str:
    """A usable access token of the user's ``purpose`` grant, refreshed (and stored, committed) when it expires
    within :data:`REFRESH_MARGIN`. Raises :class:`GoogleAuthFailed`."""
    grant = grant_of(db, user_id, purpose)
    if grant is None:
        raise GoogleAuthFailed("google.not_authorized", purpose)
    if grant.status != "active":
        raise GoogleAuthFailed("google.token_expired", purpose)
    if grant.expires_at - REFRESH_MARGIN > (now or utcnow()):
        return decrypt(grant.access_token)
    if grant.refresh_token is None:
        raise GoogleAuthFailed("google.token_expired", purpose)
    settings = get_settings()
    try:
        answer = refresh(settings, decrypt(grant.refresh_token))
    except GoogleAuthFailed as failed:
        if failed.code == "google.token_expired":
            grant.status = "expired"
            db.commit()
        raise GoogleAuthFailed(failed.code, purpose) from None
    grant.access_token = secrets.encrypt(answer["access_token"], settings)
    grant.expires_at = utcnow() + timedelta(seconds=int(answer.get("expires_in", 3600)))
    if answer.get("refresh_token"):
        grant.refresh_token = secrets.encrypt(answer["refresh_token"], settings)
    db.commit()
    return answer["access_token"]
