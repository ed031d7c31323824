"""LINE Login v2.1 (https://developers.line.biz/en/reference/line-login/), as far as binding needs it: the
authorization URL, the code exchange, the ID token's verification by LINE's verify endpoint (it checks the
signature, the audience, the expiry and the nonce for us), the friendship with the official account and the
access token's revocation.

Every failure is :class:`LineAuthFailed` (SPEC §8 "LINE authentication failed"); why it failed is logged."""

from __future__ import annotations

import logging
from urllib.parse import urlencode

import httpx

from api.core.config import Settings
from api.core.errors import AppError

log = logging.getLogger(__name__)

TIMEOUT = 20.0
SCOPES = "profile openid"


class LineAuthFailed(AppError):
    status_code = 400
    code = "line.auth_failed"

    def __init__(self, reason: str) -> None:
        super().__init__()
        self.reason = reason
        log.warning("LINE authentication failed: %s", reason)


def authorize_url(settings: Settings, *, redirect_uri: str, state: str, nonce: str) -> str:
    """The consent screen. ``bot_prompt=aggressive`` offers to add the official account as a friend on the
    same screen: LINE delivers pushes only to friends."""
    return f"{settings.line_auth_url}?" + urlencode({
        "response_type": "code", "client_id": settings.line_login_channel_id, "redirect_uri": redirect_uri,
        "state": state, "scope": SCOPES, "nonce": nonce, "bot_prompt": "aggressive"})


def _post(settings: Settings, path: str, form: dict) -> httpx.Response:
    try:
        return httpx.post(f"{settings.line_api_url.rstrip('/')}{path}", data=form, timeout=TIMEOUT)
    except httpx.HTTPError as error:
        raise LineAuthFailed(f"{path}: {error!r}") from None


def _answer(response: httpx.Response, path: str) -> dict:
    if response.status_code != 200:
        try:
            body = response.json()
            detail = f"{body.get('error')}: {body.get('error_description')}"
        except ValueError:
            detail = response.text[:200]
        raise LineAuthFailed(f"{path} answered {response.status_code} {detail}")
    return response.json()


def exchange_code(settings: Settings, *, code: str, redirect_uri: str) -> dict:
    """The token endpoint's answer: access_token, id_token, expires_in, refresh_token, scope, token_type."""
    path = "/oauth2/v2.1/token"
    return _answer(_post(settings, path, {
        "grant_type": "authorization_code", "code": code, "redirect_uri": redirect_uri,
        "client_id": settings.line_login_channel_id, "client_secret": settings.line_login_channel_secret}), path)


def verify_id_token(settings: Settings, *, id_token: str, nonce: str) -> dict:
    """The ID token's claims (sub: the LINE user id, name, picture), checked by LINE against our channel
    and the nonce this binding sent."""
    path = "/oauth2/v2.1/verify"
    claims = _answer(_post(settings, path, {
        "id_token": id_token, "client_id": settings.line_login_channel_id, "nonce": nonce}), path)
    if not claims.get("sub"):
        raise LineAuthFailed("the ID token names no user")
    return claims


def friendship(settings: Settings, access_token: str) -> bool | None:
    """Whether the user has the official account linked to the Login channel as a friend (and has not blocked
    it): LINE accepts pushes to anyone and delivers them only then. None when LINE did not say."""
    try:
        response = httpx.get(f"{settings.line_api_url.rstrip('/')}/friendship/v1/status", timeout=TIMEOUT,
                             headers={"Authorization": f"Bearer {access_token}"})
        if response.status_code == 200:
            return bool(response.json().get("friendFlag"))
        log.warning("LINE did not tell the friendship: %s %s", response.status_code, response.text[:200])
    except (httpx.HTTPError, ValueError):
        log.warning("LINE did not tell the friendship", exc_info=True)
    return None


def revoke(settings: Settings, access_token: str) -> None:
    """Gives the login's access token back; a failure only leaves it to expire (30 days), so it is logged."""
    try:
        response = httpx.post(f"{settings.line_api_url.rstrip('/')}/oauth2/v2.1/revoke", timeout=TIMEOUT, data={
            "access_token": access_token, "client_id": settings.line_login_channel_id,
            "client_secret": settings.line_login_channel_secret})
        if response.status_code != 200:
            log.warning("LINE did not revoke an access token: %s %s", response.status_code, response.text[:200])
    except httpx.HTTPError:
        log.warning("LINE did not revoke an access token", exc_info=True)
