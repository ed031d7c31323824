"""See tests/fakes/google/__init__.py: this module's part of the local Google — sign-in and consent, tokens,
keys, and the two lists a grant is checked against (GA4 accounts, Search Console sites).

Shapes as documented by Google:
- consent screen and redirect: https://developers.google.com/identity/protocols/oauth2/web-server#handlingresponse
  (``?code=…&state=…&scope=…``, or ``?error=access_denied&state=…`` when the user refuses);
- token endpoint: https://developers.google.com/identity/protocols/oauth2/web-server#exchange-authorization-code
  and #offline (refresh; ``{"error": "invalid_grant", "error_description": "Token has been expired or revoked."}``);
- revocation: https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke (200, or 400
  ``invalid_token``);
- OpenID Connect: https://developers.google.com/identity/openid-connect/openid-connect (discovery document,
  JWKS, RS256 ID tokens with iss, aud, azp, sub, email, email_verified, nonce, iat, exp);
- GA4 Admin API: https://developers.google.com/analytics/devguides/config/admin/v1/rest/v1beta/accountSummaries/list
  (``pageSize``, ``pageToken`` → ``accountSummaries``, ``nextPageToken``);
- Search Console: https://developers.google.com/webmaster-tools/v1/sites/list (``siteEntry``, left out when empty);
- API errors: https://cloud.google.com/apis/design/errors (``{"error": {"code", "message", "status"}}``).

Tests set ``account`` (who consents), ``refuse`` (the user presses Cancel), ``summaries`` and ``sites``, and
``failures`` (a route name → the answer given instead, once).
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any
from urllib.parse import urlencode

from joserfc import jwt
from joserfc.jwk import RSAKey

from tests.fakes.service import Answer, Page, Received, Redirect, Route

CLIENT_ID = "ranklens-test.apps.googleusercontent.com"
CLIENT_SECRET = "ranklens-test-secret"
KEY_ID = "local-google-1"
TOKEN_LIFETIME = 3599  # Google's access tokens: an hour, less a second

ANALYTICS_SCOPES = ("https://www.googleapis.com/auth/analytics.readonly",
                    "https://www.googleapis.com/auth/analytics.edit")
WEBMASTER_SCOPES = ("https://www.googleapis.com/auth/webmasters",
                    "https://www.googleapis.com/auth/webmasters.readonly")


@lru_cache
def signing_key() -> RSAKey:
    """One RSA key per test run (generating one takes a moment)."""
    return RSAKey.generate_key(2048, parameters={"kid": KEY_ID, "use": "sig", "alg": "RS256"}, private=True)


@dataclass
class GoogleAccount:
    sub: str = "108339046203913445812"
    email: str = "marketer@gmail.com"
    email_verified: bool = True
    name: str = "Mei Chen"


@dataclass
class Grant:
    account: GoogleAccount
    scope: str
    access_tokens: set[str] = field(default_factory=set)
    refresh_token: str = ""
    revoked: bool = False


def api_error(code: int, status: str, message: str) -> Answer:
    return code, {"error": {"code": code, "message": message, "status": status}}


class OAuthFake:
    def __init__(self, server: Any) -> None:
        self.server = server
        self.account = GoogleAccount()
        self.refuse = False  # the consent screen answers error=access_denied
        # Scopes the user leaves unticked on the consent screen (granular consent).
        self.unticked: set[str] = set()
        self.summaries: list[dict] = []  # GA4 accountSummaries entries
        self.sites: list[dict] = []  # Search Console siteEntry entries
        self.failures: dict[str, Answer] = {}  # route name → answer given once instead
        self.codes: dict[str, dict] = {}
        self.grants: list[Grant] = []

    def routes(self) -> list[Route]:
        return [
            ("GET", r"/o/oauth2/v2/auth", self.consent),
            ("POST", r"/token", self.token),
            ("POST", r"/revoke", self.revoke),
            ("GET", r"/\.well-known/openid-configuration", self.discovery),
            ("GET", r"/oauth2/v3/certs", self.keys),
            ("GET", r"/v1beta/accountSummaries", self.account_summaries),
            ("GET", r"/webmasters/v3/sites", self.site_list),
        ]

    def _failure(self, name: str) -> Answer | None:
        return self.failures.pop(name, None)

    # ---- for tests and the other parts ----------------------------------------------------------

    def issue(self, scope: str, account: GoogleAccount | None = None, nonce: str | None = None) -> dict:
        """A token endpoint answer for a fresh grant of ``scope`` (tests storing a grant without consent)."""
        grant = Grant(account or self.account, scope, refresh_token="1//" + secrets.token_urlsafe(24))
        self.grants.append(grant)
        return self._answer(grant, nonce=nonce, with_refresh=True)

    def grant_of(self, token: str) -> Grant | None:
        for grant in self.grants:
            if token in grant.access_tokens or token == grant.refresh_token:
                return grant
        return None

    def expire_access_tokens(self) -> None:
        """Every access token issued so far stops working (refresh tokens still do)."""
        for grant in self.grants:
            grant.access_tokens.clear()

    def revoke_all(self) -> None:
        """The user removed RankLens at myaccount.google.com: every token stops working."""
        for grant in self.grants:
            grant.revoked = True

    def authorized(self, request: Received, scopes: tuple[str, ...]) -> Answer | GoogleAccount:
        """The account behind the request's bearer token, or Google's 401/403 answer."""
        token = (request.headers.get("Authorization") or "").removeprefix("Bearer ").strip()
        grant = self.grant_of(token)
        if grant is None or grant.revoked or token not in grant.access_tokens:
            return api_error(401, "UNAUTHENTICATED", "Request had invalid authentication credentials. Expected "
                                                     "OAuth 2 access token, login cookie or other valid "
                                                     "authentication credential.")
        if not set(scopes) & set(grant.scope.split()):
            return api_error(403, "PERMISSION_DENIED", "Request had insufficient authentication scopes.")
        return grant.account

    # ---- OAuth 2.0 and OpenID Connect -----------------------------------------------------------

    def _answer(self, grant: Grant, *, nonce: str | None = None, with_refresh: bool) -> dict:
        access = "ya29." + secrets.token_urlsafe(32)
        grant.access_tokens.add(access)
        answer = {"access_token": access, "expires_in": TOKEN_LIFETIME, "scope": grant.scope, "token_type": "Bearer"}
        if with_refresh:
            answer["refresh_token"] = grant.refresh_token
        if "openid" in grant.scope.split():
            answer["id_token"] = self.id_token(grant.account, nonce=nonce)
        return answer

    def id_token(self, account: GoogleAccount, *, nonce: str | None = None, audience: str = CLIENT_ID,
                 issuer: str | None = None, lifetime: int = 3600, key: RSAKey | None = None) -> str:
        now = int(time.time())
        claims = {"iss": issuer or self.server.url, "azp": audience, "aud": audience, "sub": account.sub,
                  "email": account.email, "email_verified": account.email_verified, "name": account.name,
                  "iat": now, "exp": now + lifetime}
        if nonce is not None:
            claims["nonce"] = nonce
        key = key or signing_key()
        return jwt.encode({"alg": "RS256", "kid": key.kid, "typ": "JWT"}, claims, key)

    def consent(self, request: Received, match: Any) -> Answer:
        params = request.params
        if params.get("client_id") != CLIENT_ID:
            return Page("<h1>Error 401: invalid_client</h1><p>The OAuth client was not found.</p>", 401)
        redirect_uri = params.get("redirect_uri") or ""
        if not redirect_uri.startswith(("http://", "https://")) or params.get("response_type") != "code":
            return Page("<h1>Error 400: invalid_request</h1>", 400)
        back: dict[str, str] = {}
        if params.get("state") is not None:
            back["state"] = params["state"]
        if self.refuse:
            return Redirect(f"{redirect_uri}{'&' if '?' in redirect_uri else '?'}{urlencode({'error': 'access_denied', **back})}")
        scope = " ".join(s for s in (params.get("scope") or "").split() if s not in self.unticked)
        code = "4/" + secrets.token_urlsafe(24)
        self.codes[code] = {"redirect_uri": redirect_uri, "scope": scope, "nonce": params.get("nonce"),
                            "account": self.account}
        query = urlencode({"code": code, "scope": scope, **back})
        return Redirect(f"{redirect_uri}{'&' if '?' in redirect_uri else '?'}{query}")

    def token(self, request: Received, match: Any) -> Answer:
        if failure := self._failure("token"):
            return failure
        form = request.body or {}
        if form.get("client_id") != CLIENT_ID or form.get("client_secret") != CLIENT_SECRET:
            return 401, {"error": "invalid_client", "error_description": "The OAuth client was not found."}
        kind = form.get("grant_type")
        if kind == "authorization_code":
            issued = self.codes.pop(form.get("code") or "", None)  # a code works once
            if issued is None:
                return 400, {"error": "invalid_grant", "error_description": "Malformed auth code."}
            if issued["redirect_uri"] != form.get("redirect_uri"):
                return 400, {"error": "redirect_uri_mismatch", "error_description": "Bad Request"}
            grant = Grant(issued["account"], issued["scope"], refresh_token="1//" + secrets.token_urlsafe(24))
            self.grants.append(grant)
            return 200, self._answer(grant, nonce=issued["nonce"], with_refresh=True)
        if kind == "refresh_token":
            grant = self.grant_of(form.get("refresh_token") or "")
            if grant is None or grant.revoked or grant.refresh_token != form.get("refresh_token"):
                return 400, {"error": "invalid_grant", "error_description": "Token has been expired or revoked."}
            return 200, self._answer(grant, with_refresh=False)
        return 400, {"error": "unsupported_grant_type", "error_description": f"Invalid grant_type: {kind}"}

    def revoke(self, request: Received, match: Any) -> Answer:
        if failure := self._failure("revoke"):
            return failure
        token = (request.body or {}).get("token") or request.params.get("token") or ""
        grant = self.grant_of(token)
        if grant is None or grant.revoked:
            return 400, {"error": "invalid_token", "error_description": "Token expired or revoked"}
        grant.revoked = True  # revoking either token ends the whole grant
        return 200, {}

    def discovery(self, request: Received, match: Any) -> Answer:
        url = self.server.url
        return 200, {
            "issuer": url, "authorization_endpoint": f"{url}/o/oauth2/v2/auth", "token_endpoint": f"{url}/token",
            "revocation_endpoint": f"{url}/revoke", "jwks_uri": f"{url}/oauth2/v3/certs",
            "response_types_supported": ["code", "token", "id_token", "code id_token"],
            "subject_types_supported": ["public"], "id_token_signing_alg_values_supported": ["RS256"],
            "scopes_supported": ["openid", "email", "profile"],
            "claims_supported": ["aud", "email", "email_verified", "exp", "iat", "iss", "name", "sub"],
        }

    def keys(self, request: Received, match: Any) -> Answer:
        return 200, {"keys": [signing_key().as_dict(private=False)]}

    # ---- the lists a grant is checked against ---------------------------------------------------

    def account_summaries(self, request: Received, match: Any) -> Answer:
        if failure := self._failure("accountSummaries"):
            return failure
        account = self.authorized(request, ANALYTICS_SCOPES)
        if not isinstance(account, GoogleAccount):
            return account
        size = min(int(request.params.get("pageSize") or 50), 200)
        start = int(request.params.get("pageToken") or 0)
        page = self.summaries[start:start + size]
        answer: dict = {"accountSummaries": page} if page else {}
        if start + size < len(self.summaries):
            answer["nextPageToken"] = str(start + size)
        return 200, answer

    def site_list(self, request: Received, match: Any) -> Answer:
        if failure := self._failure("sites"):
            return failure
        account = self.authorized(request, WEBMASTER_SCOPES)
        if not isinstance(account, GoogleAccount):
            return account
        return 200, {"siteEntry": self.sites} if self.sites else {}


def account_summary(number: int, name: str, properties: list[tuple[int, str]]) -> dict:
    """One ``accountSummaries`` entry as the Admin API writes it."""
    return {"name": f"accountSummaries/{number}", "account": f"accounts/{number}", "displayName": name,
            "propertySummaries": [{"property": f"properties/{p}", "displayName": label,
                                   "propertyType": "PROPERTY_TYPE_ORDINARY", "parent": f"accounts/{number}"}
                                  for p, label in properties]}
