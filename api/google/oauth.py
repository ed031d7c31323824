"""Google's OAuth 2.0 and OpenID Connect, as a client: the consent URL, the code exchange, the ID token's
verification against the keys Google's discovery document names, and revocation.

Docs: https://developers.google.com/identity/protocols/oauth2/web-server (consent, exchange, revoke) and
https://developers.google.com/identity/openid-connect/openid-connect#validatinganidtoken (ID tokens).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from urllib.parse import urlencode

import httpx
from joserfc import jwt
from joserfc.errors import JoseError
from joserfc.jwk import KeySet
from joserfc.jwt import JWTClaimsRegistry

from api.core.config import Settings
from api.google.tokens import TIMEOUT, GoogleAuthFailed, TokenRefused, token_endpoint

log = logging.getLogger(__name__)

# SPEC §9: read-only for analytics, read and write for webmaster, the indexing scope for indexing. "openid
# email" names the Google account a grant belongs to (the ID token's sub and e-mail).
PURPOSE_SCOPES = {
    "analytics": "https://www.googleapis.com/auth/analytics.readonly",
    "webmaster": "https://www.googleapis.com/auth/webmasters",
    "indexing": "https://www.googleapis.com/auth/indexing",
}
IDENTITY_SCOPE = "openid email"
SIGN_IN_SCOPE = "openid email profile"
# Google writes its issuer with or without the scheme (the OpenID guide says to accept both).
_SCHEMELESS = {"https://accounts.google.com": "accounts.google.com"}
KEYS_TTL = 3600.0


def consent_url(settings: Settings, *, redirect_uri: str, scope: str, state: str, nonce: str | None = None,
                offline: bool = True) -> str:
    """Google's consent screen asking for ``scope``. ``offline``: a grant kept for later (``prompt=consent``
    so every consent answers a refresh token); else a sign-in, where the user only picks the account."""
    params = {"client_id": settings.google_client_id, "redirect_uri": redirect_uri, "response_type": "code",
              "scope": scope, "state": state}
    params.update({"access_type": "offline", "prompt": "consent"} if offline else {"prompt": "select_account"})
    if nonce:
        params["nonce"] = nonce
    return f"{settings.google_auth_url}?{urlencode(params)}"


@dataclass(frozen=True)
class Exchange:
    """The token endpoint's answer to a code."""
    access_token: str
    refresh_token: str | None
    expires_in: int
    scope: str
    id_token: str | None


def exchange_code(settings: Settings, code: str, redirect_uri: str, purpose: str = "") -> Exchange:
    """Trades the consent's code for tokens. ``google.authorization_failed`` when Google refuses the code
    (used, expired, another redirect URI), ``google.unavailable`` when it cannot be reached."""
    try:
        body = token_endpoint(settings, {"grant_type": "authorization_code", "code": code,
                                         "redirect_uri": redirect_uri}, purpose)
    except TokenRefused as refused:
        log.info("Google refused a code: %s", refused)
        raise GoogleAuthFailed("google.authorization_failed", purpose) from None
    return Exchange(body["access_token"], body.get("refresh_token"), int(body.get("expires_in", 3600)),
                    body.get("scope", ""), body.get("id_token"))


_keys: dict[str, tuple[float, KeySet]] = {}


def _key_set(settings: Settings, *, fresh: bool = False) -> KeySet:
    """The issuer's signing keys (discovery document → jwks_uri), kept an hour; ``fresh`` after Google
    rotated them (an ID token with a key id we do not know)."""
    cached = _keys.get(settings.google_issuer)
    if cached and not fresh and cached[0] > time.monotonic():
        return cached[1]
    try:
        discovery = httpx.get(f"{settings.google_issuer.rstrip('/')}/.well-known/openid-configuration",
                              timeout=TIMEOUT)
        discovery.raise_for_status()
        keys = httpx.get(discovery.json()["jwks_uri"], timeout=TIMEOUT)
        keys.raise_for_status()
        key_set = KeySet.import_key_set(keys.json())
    except (httpx.HTTPError, KeyError, ValueError, JoseError):
        raise GoogleAuthFailed("google.unavailable", "") from None
    _keys[settings.google_issuer] = (time.monotonic() + KEYS_TTL, key_set)
    return key_set


def verify_id_token(settings: Settings, id_token: str | None, *, nonce: str | None = None,
                    purpose: str = "") -> dict:
    """The claims of a Google ID token whose signature (RS256, the issuer's keys), issuer, audience (our
    client id), expiry and — when given — nonce are right; else ``google.id_token_invalid``."""
    if not id_token:
        raise GoogleAuthFailed("google.id_token_invalid", purpose)
    try:
        try:
            token = jwt.decode(id_token, _key_set(settings), algorithms=["RS256"])
        except JoseError:  # perhaps a key Google added since we fetched the set
            token = jwt.decode(id_token, _key_set(settings, fresh=True), algorithms=["RS256"])
        issuers = [settings.google_issuer, _SCHEMELESS.get(settings.google_issuer, settings.google_issuer)]
        claims = {"iss": {"essential": True, "values": issuers},
                  "aud": {"essential": True, "value": settings.google_client_id},
                  "exp": {"essential": True}, "sub": {"essential": True}}
        if nonce is not None:
            claims["nonce"] = {"essential": True, "value": nonce}
        JWTClaimsRegistry(leeway=60, **claims).validate(token.claims)
    except (JoseError, ValueError):
        raise GoogleAuthFailed("google.id_token_invalid", purpose) from None
    return token.claims


def revoke(settings: Settings, token: str) -> bool:
    """Asks Google to end the grant behind ``token``; False (logged) when it could not. An already revoked
    token is an end reached too."""
    try:
        answer = httpx.post(settings.google_revoke_url, data={"token": token}, timeout=TIMEOUT)
    except httpx.HTTPError as exc:
        log.warning("Google revocation failed: %s", exc)
        return False
    if answer.status_code == 200 or (answer.status_code == 400 and "invalid_token" in answer.text):
        return True
    log.warning("Google revocation answered %s: %s", answer.status_code, answer.text[:300])
    return False
