"""LINE on 127.0.0.1: LINE Login v2.1 and the Messaging API's push, answering the documented request and
response shapes (https://developers.line.biz/en/reference/line-login/ and
https://developers.line.biz/en/reference/messaging-api/#send-push-message).

- ``GET /oauth2/v2.1/authorize``: the consent screen; sends the browser back to ``redirect_uri`` with ``code``
  and ``state``, or ``error=access_denied`` when :attr:`LineServer.refuse_consent` is set.
- ``POST /oauth2/v2.1/token`` (form: grant_type=authorization_code, code, redirect_uri, client_id,
  client_secret): access_token, expires_in, id_token, refresh_token, scope, token_type; 400
  ``{"error": "invalid_grant", "error_description": ...}`` for an unknown, reused or mismatched code.
- ``POST /oauth2/v2.1/verify`` (form: id_token, client_id, nonce): the ID token's claims (iss, sub, aud, exp,
  iat, nonce, amr, name, picture); 400 ``{"error": "invalid_request", "error_description": ...}``
  ("Invalid IdToken.", "Invalid IdToken Audience.", "Invalid IdToken Nonce.", or :attr:`verify_error`).
- ``POST /oauth2/v2.1/revoke`` (form: access_token, client_id, client_secret): 200, empty body.
- ``GET /friendship/v1/status`` (Bearer login access token): ``{"friendFlag": bool}``, whether the user has the
  official account as a friend (:attr:`LineServer.friend`) — LINE delivers pushes only then.
- ``POST /v2/bot/message/push`` (Bearer channel access token; ``{to, messages: [{type: text, text}]}``):
  ``{"sentMessages": [{id, quoteToken}]}``; 401 for another token, 400 with ``details`` for a bad body, or
  :attr:`push_failure` as set (e.g. 429 "You have reached your monthly limit.").

``line_settings(server)`` are the RANKLENS_* variables that point the product at it.
"""

from __future__ import annotations

import base64
import json
import secrets
import time
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any
from urllib.parse import urlencode

from tests.fakes.service import Answer, FakeService, Page, Redirect, Route

CHANNEL_ID = "1650000001"
CHANNEL_SECRET = "line-login-test-secret"
MESSAGING_TOKEN = "line-messaging-test-token"
ISSUER = "https://access.line.me"


@dataclass
class LineAccount:
    user_id: str  # LINE's user id: "U" and 32 hex digits, the same in Login and Messaging of one provider
    name: str
    picture: str | None = None


MONTHLY_LIMIT = (429, {"message": "You have reached your monthly limit."})


class LineServer(FakeService):
    def __init__(self) -> None:
        # no picture: the console would load it from LINE's CDN, and the tests stay offline
        self.account = LineAccount("U" + "4af4980629" * 3 + "ab", "林美玲")
        self.refuse_consent = False
        self.friend = True  # the user added the official account (and has not blocked it)
        self.verify_error: str | None = None  # error_description the verify endpoint answers, when set
        self.push_failure: tuple[int, dict] | None = None  # the push endpoint's answer, when set
        self.codes: dict[str, dict] = {}  # authorization code → what it was issued for
        self.id_tokens: dict[str, dict] = {}  # ID token → its claims
        self.access_tokens: set[str] = set()
        self.revoked: list[str] = []
        self.pushed: list[dict] = []  # every accepted push body
        super().__init__(SimpleNamespace(routes=self.line_routes))

    def line_routes(self) -> list[Route]:
        return [
            ("GET", r"/oauth2/v2.1/authorize", self.authorize),
            ("POST", r"/oauth2/v2.1/token", self.token),
            ("POST", r"/oauth2/v2.1/verify", self.verify),
            ("POST", r"/oauth2/v2.1/revoke", self.revoke),
            ("GET", r"/friendship/v1/status", self.friendship),
            ("POST", r"/v2/bot/message/push", self.push),
        ]

    def texts_to(self, user_id: str) -> list[str]:
        return [m["text"] for body in self.pushed if body["to"] == user_id for m in body["messages"]]

    def authorize(self, request: Any, match: Any) -> Answer:
        params = request.params
        if params.get("response_type") != "code" or params.get("client_id") != CHANNEL_ID \
                or "openid" not in params.get("scope", "").split() or not params.get("redirect_uri"):
            return Page("<h1>400 Bad Request</h1><p>Invalid request.</p>", status=400)
        back = {"state": params.get("state", "")}
        if self.refuse_consent:
            back = {"error": "access_denied", "error_description": "The resource owner denied the request.", **back}
        else:
            code = secrets.token_urlsafe(12)
            self.codes[code] = {"redirect_uri": params["redirect_uri"], "nonce": params.get("nonce"),
                                "account": self.account}
            back = {"code": code, **back}
        return Redirect(f"{params['redirect_uri']}?{urlencode(back)}")

    def token(self, request: Any, match: Any) -> Answer:
        form = request.body or {}
        if form.get("client_id") != CHANNEL_ID or form.get("client_secret") != CHANNEL_SECRET:
            return 400, {"error": "invalid_client", "error_description": "invalid client"}
        issued = self.codes.pop(form.get("code", ""), None)  # a code is good once
        if form.get("grant_type") != "authorization_code" or issued is None \
                or issued["redirect_uri"] != form.get("redirect_uri"):
            return 400, {"error": "invalid_grant", "error_description": "invalid authorization code"}
        account: LineAccount = issued["account"]
        now = int(time.time())
        claims = {"iss": ISSUER, "sub": account.user_id, "aud": CHANNEL_ID, "exp": now + 3600, "iat": now,
                  "amr": ["linesso"], "name": account.name}
        if account.picture:  # LINE leaves the claim out for a user without a profile picture
            claims["picture"] = account.picture
        if issued["nonce"]:
            claims["nonce"] = issued["nonce"]
        id_token = self._id_token(claims)
        self.id_tokens[id_token] = claims
        access_token = secrets.token_urlsafe(24)
        self.access_tokens.add(access_token)
        return 200, {"access_token": access_token, "expires_in": 2592000, "id_token": id_token,
                     "refresh_token": secrets.token_urlsafe(16), "scope": "profile openid", "token_type": "Bearer"}

    def verify(self, request: Any, match: Any) -> Answer:
        form = request.body or {}
        claims = self.id_tokens.get(form.get("id_token", ""))
        if self.verify_error:
            return self._invalid(self.verify_error)
        if claims is None:
            return self._invalid("Invalid IdToken.")
        if form.get("client_id") != claims["aud"]:
            return self._invalid("Invalid IdToken Audience.")
        if form.get("nonce") and form["nonce"] != claims.get("nonce"):
            return self._invalid("Invalid IdToken Nonce.")
        return 200, claims

    def revoke(self, request: Any, match: Any) -> Answer:
        form = request.body or {}
        if form.get("client_id") != CHANNEL_ID or form.get("client_secret") != CHANNEL_SECRET:
            return 400, {"error": "invalid_client", "error_description": "invalid client"}
        self.access_tokens.discard(form.get("access_token"))
        self.revoked.append(form.get("access_token", ""))
        return Page("")

    def friendship(self, request: Any, match: Any) -> Answer:
        scheme, _, token = (request.headers.get("Authorization") or "").partition(" ")
        if scheme != "Bearer" or token not in self.access_tokens:
            return 401, {"message": "invalid token"}
        return 200, {"friendFlag": self.friend}

    def push(self, request: Any, match: Any) -> Answer:
        if request.headers.get("Authorization") != f"Bearer {MESSAGING_TOKEN}":
            return 401, {"message": "Authentication failed. Confirm that the access token in the authorization "
                                    "header is valid."}
        if self.push_failure:
            return self.push_failure
        body = request.body or {}
        details = [{"message": "May not be empty", "property": f"messages[{i}].text"}
                   for i, message in enumerate(body.get("messages") or []) if not message.get("text")]
        if not body.get("to"):
            details.append({"message": "May not be empty", "property": "to"})
        if not body.get("messages") or len(body["messages"]) > 5:
            details.append({"message": "Size must be between 1 and 5", "property": "messages"})
        if details:
            return 400, {"message": f"The request body has {len(details)} error(s)", "details": details}
        self.pushed.append(body)
        return 200, {"sentMessages": [{"id": str(461230966842064000 + len(self.pushed)),
                                       "quoteToken": secrets.token_urlsafe(16)} for _ in body["messages"]]}

    @staticmethod
    def _invalid(description: str) -> Answer:
        return 400, {"error": "invalid_request", "error_description": description}

    @staticmethod
    def _id_token(claims: dict) -> str:
        """JWT-shaped (the product never reads it: LINE's verify endpoint does)."""
        def part(value: dict) -> str:
            return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()
        return f"{part({'typ': 'JWT', 'alg': 'HS256'})}.{part(claims)}.{secrets.token_urlsafe(32)}"


def line_settings(server: LineServer) -> dict[str, str]:
    return {
        "RANKLENS_LINE_LOGIN_CHANNEL_ID": CHANNEL_ID, "RANKLENS_LINE_LOGIN_CHANNEL_SECRET": CHANNEL_SECRET,
        "RANKLENS_LINE_MESSAGING_ACCESS_TOKEN": MESSAGING_TOKEN,
        "RANKLENS_LINE_AUTH_URL": f"{server.url}/oauth2/v2.1/authorize", "RANKLENS_LINE_API_URL": server.url,
    }
