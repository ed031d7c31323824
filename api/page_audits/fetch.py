"""Fetching the top results for a target keyword: a plain HTTP GET per page, behind the address guard.

Why not the audit crawler: a crawl is a Scrapy child process made for one site; the keyword method
needs only the text of up to ten pages on ten other sites, once. Here each page is one guarded GET
(redirects followed by hand, every hop checked by :class:`crawler.audit.ssrf.AddressGuard` and
connected to the address the guard approved, so a second DNS answer cannot point it inward), a
size cap and a timeout, a few pages at a time; the HTML is read by ``crawler.audit.extract.extract_page``
like the crawler's. A page that fails is left out: the keyword method then reads that result's SERP
title and snippet instead.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpx

from analytics.audits.facts import PageFacts, Redirect
from crawler.audit.extract import extract_page
from crawler.audit.ssrf import AddressGuard, UnsafeAddress, allow_private_default

USER_AGENT = "RankLensBot/1.0 (+https://ranklens.app/bot)"
MAX_BYTES = 3 * 1024 * 1024
MAX_REDIRECTS = 5
TIMEOUT_SECONDS = 10.0
PARALLEL = 5


@dataclass(frozen=True)
class FetchFailure:
    url: str
    reason: str  # blocked_address, timeout, network, too_many_redirects, too_large


def _pinned(url: str, address: str) -> tuple[str, dict[str, str], dict[str, str]]:
    """``url`` aimed at ``address``, with the Host header and TLS name of the original host."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    netloc = f"[{address}]" if ":" in address else address
    if parts.port:
        netloc += f":{parts.port}"
    headers = {"Host": parts.netloc.rsplit("@", 1)[-1]}
    extensions = {"sni_hostname": host} if parts.scheme == "https" else {}
    return urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, "")), headers, extensions


def fetch_page(url: str, *, guard: AddressGuard | None = None, client: httpx.Client | None = None) -> PageFacts | FetchFailure:
    """One page's facts, or why it could not be fetched."""
    guard = guard or AddressGuard(allow_private=allow_private_default())
    own = client is None
    client = client or httpx.Client(timeout=TIMEOUT_SECONDS, follow_redirects=False)
    redirects: list[Redirect] = []
    current = url
    try:
        for _ in range(MAX_REDIRECTS + 1):
            try:
                address = guard.check_url(current)
            except UnsafeAddress:
                return FetchFailure(url, "blocked_address")
            target, headers, extensions = _pinned(current, address)
            started = time.monotonic()
            request = client.build_request("GET", target, headers={**headers, "User-Agent": USER_AGENT,
                                                                   "Accept": "text/html,*/*;q=0.5"},
                                           extensions=extensions)
            response = client.send(request, stream=True)
            try:
                ttfb = (time.monotonic() - started) * 1000
                location = response.headers.get("location")
                if response.is_redirect and location:
                    following = urljoin(current, location)
                    redirects.append(Redirect(current, response.status_code, following))
                    current = following
                    continue
                body = bytearray()
                for chunk in response.iter_bytes():
                    body += chunk
                    if len(body) > MAX_BYTES:
                        return FetchFailure(url, "too_large")
                return extract_page(url, bytes(body), status=response.status_code,
                                    headers=tuple(response.headers.multi_items()), final_url=current,
                                    redirects=tuple(redirects), ttfb_ms=ttfb)
            finally:
                response.close()
        return FetchFailure(url, "too_many_redirects")
    except httpx.TimeoutException:
        return FetchFailure(url, "timeout")
    except httpx.HTTPError:
        return FetchFailure(url, "network")
    finally:
        if own:
            client.close()


def fetch_pages(urls: Sequence[str], *, allow_private: bool | None = None) -> list[PageFacts | FetchFailure]:
    """Every URL's facts or failure, in order, :data:`PARALLEL` at a time."""
    guard = AddressGuard(allow_private=allow_private_default() if allow_private is None else allow_private)
    with httpx.Client(timeout=TIMEOUT_SECONDS, follow_redirects=False) as client, \
            ThreadPoolExecutor(PARALLEL) as pool:
        return list(pool.map(lambda url: fetch_page(url, guard=guard, client=client), urls))
