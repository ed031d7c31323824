"""The downloader middleware of every crawl of strangers' URLs (the site audit, the link crawl): every request
passes the private-address guard; and :func:`fetch_error`, how those crawls name a failed download.

Kept apart from :mod:`crawler.audit.ssrf` so the process that starts a crawl (and checks its start
URL there) does not load Scrapy.
"""

from __future__ import annotations

import asyncio
from typing import Self
from urllib.parse import urlsplit

from scrapy import Request
from scrapy.crawler import Crawler
from scrapy.exceptions import (
    CannotResolveHostError,
    DownloadCancelledError,
    DownloadConnectionRefusedError,
    DownloadTimeoutError,
    IgnoreRequest,
    ResponseDataLossError,
)
from twisted.internet.error import ConnectError, DNSLookupError
from twisted.internet.error import TimeoutError as TwistedTimeoutError
from twisted.python.failure import Failure

from crawler.audit.ssrf import AddressGuard, UnsafeAddress, refusal_error


class BlockedAddress(IgnoreRequest):
    """A request refused by the guard; the spider records the URL with the ``fetch_error`` of
    :func:`crawler.audit.ssrf.refusal_error` (``blocked_address: <reason>``)."""

    def __init__(self, problem: UnsafeAddress) -> None:
        super().__init__(str(problem))
        self.problem = problem


class AddressGuardMiddleware:
    """Downloader middleware: every request (each redirect hop is a new request) passes the guard:
    the spider's ``guard``, the crawl's one (Chromium's guard proxy asks it too)."""

    def __init__(self, guard: AddressGuard) -> None:
        self.guard = guard

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler.spider.guard)

    async def process_request(self, request: Request) -> None:
        host = urlsplit(request.url).hostname or ""
        if not self.guard.known(host):
            # The lookup blocks: off the event loop's thread.
            await asyncio.to_thread(self.guard.decide, host)
        try:
            address = self.guard.check_url(request.url)
        except UnsafeAddress as problem:
            raise BlockedAddress(problem) from None
        _pin(host, address)


def _pin(host: str, address: str) -> None:
    """Connect to the checked address: Scrapy's resolver answers from this cache before asking DNS."""
    from scrapy.resolver import dnscache

    if dnscache.get(host) != address:
        dnscache[host] = address


def fetch_error(failure: Failure) -> str:
    """A failed download as ``PageFacts.fetch_error`` names it."""
    exc = failure.value
    if isinstance(exc, BlockedAddress):
        return refusal_error(exc.problem.reason)
    if isinstance(exc, IgnoreRequest) and "decompression" in str(exc):
        return "decompression_bomb"
    if isinstance(exc, DownloadCancelledError) or "max size" in str(exc):
        return "too_large"
    if isinstance(exc, (DownloadTimeoutError, TwistedTimeoutError)):
        return "timeout"
    if isinstance(exc, (CannotResolveHostError, DNSLookupError)):
        return "dns"
    if isinstance(exc, DownloadConnectionRefusedError):
        return "connection_refused"
    if "ssl" in type(exc).__name__.lower() or "tls" in str(exc).lower() or "certificate" in str(exc).lower():
        return f"tls: {exc}"[:200]
    if isinstance(exc, ResponseDataLossError):
        return "data_loss"
    if isinstance(exc, ConnectError):
        return "connection"
    return f"{type(exc).__name__}: {exc}"[:200]
