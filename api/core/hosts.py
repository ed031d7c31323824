"""Trusted hosts: a request whose Host header names a host this deployment does not serve is refused.

A foreign Host header is how DNS rebinding reaches a server on a private network, and anything built
from it (a link, an origin) would point wherever the caller likes. Starlette's TrustedHostMiddleware
answers in plain text; this one answers in the API's error body.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from api.core.config import Settings, host_name
from api.core.errors import error_body, request_locale

HOST_NOT_ALLOWED = "request.host_not_allowed"
# Load balancers probe by address; the health answer holds nothing built from the request.
_OPEN_PATHS = ("/api/health",)


def host_allowed(host: str, trusted: list[str]) -> bool:
    """Whether ``host`` (a Host header) is one of ``trusted`` ("*" any, "*.example.com" its subdomains)."""
    name = host_name(host)
    return bool(name) and any(
        pattern == "*" or name == pattern or (pattern.startswith("*.") and name.endswith(pattern[1:]))
        for pattern in trusted)


class TrustedHosts:
    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.trusted = settings.trusted_hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"] not in _OPEN_PATHS:
            request = Request(scope)
            if not host_allowed(request.headers.get("host", ""), self.trusted):
                response = JSONResponse(error_body(HOST_NOT_ALLOWED, request_locale(request)), status_code=400)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)
