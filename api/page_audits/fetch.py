"""Guarded HTTP for the page audit: the audited page, the top results for its keyword, and its links.

Why not the audit crawler: a site crawl is a Scrapy child process made for one site; the page audit
needs one page, up to ten pages on ten other sites, and the status of the page's links, once. Here
each is a plain request: redirects followed by hand, every hop checked by
:class:`crawler.audit.ssrf.AddressGuard` and connected to the address the guard approved (so a second
DNS answer cannot point it inward), a size cap and a timeout, a few at a time. HTML is read by
``crawler.audit.extract.extract_page``, as the crawler reads it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TypeVar
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpx

from analytics.audits.facts import LinkStatus, PageFacts, Redirect
from crawler.audit.extract import extract_page
from crawler.audit.ssrf import AddressGuard, UnsafeAddress, allow_private_default

USER_AGENT = "RankLensBot/1.0 (+https://ranklens.app/bot)"
MAX_BYTES = 3 * 1024 * 1024
MAX_REDIRECTS = 5
TIMEOUT_SECONDS = 10.0
PARALLEL = 5
MAX_LINKS = 100  # links of the audited page checked, in page order

T = TypeVar("T")


@dataclass(frozen=True)
class FetchFailure:
    url: str
    reason: str  # blocked_address, timeout, network, too_many_redirects, too_large


class _Failed(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class _Opened:
    response: httpx.Response
    final_url: str
    redirects: tuple[Redirect, ...]
    ttfb_ms: float


def _pinned(url: str, address: str) -> tuple[str, dict[str, str], dict[str, str]]:
    """``url`` aimed at ``address``, with the Host header and TLS name of the original host."""
    parts = urlsplit(url)
    netloc = f"[{address}]" if ":" in address else address
    if parts.port:
        netloc += f":{parts.port}"
    headers = {"Host": parts.netloc.rsplit("@", 1)[-1], "User-Agent": USER_AGENT, "Accept": "text/html,*/*;q=0.5"}
    extensions = {"sni_hostname": parts.hostname or ""} if parts.scheme == "https" else {}
    return urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, "")), headers, extensions


@contextmanager
def _open(url: str, method: str, guard: AddressGuard, client: httpx.Client) -> Iterator[_Opened]:
    """The response at the end of ``url``'s redirects (streaming); raises :class:`_Failed`."""
    redirects: list[Redirect] = []
    current = url
    try:
        for _ in range(MAX_REDIRECTS + 1):
            try:
                address = guard.check_url(current)
            except UnsafeAddress:
                raise _Failed("blocked_address") from None
            target, headers, extensions = _pinned(current, address)
            started = time.monotonic()
            response = client.send(client.build_request(method, target, headers=headers, extensions=extensions),
                                   stream=True)
            try:
                location = response.headers.get("location")
                if response.is_redirect and location:
                    following = urljoin(current, location)
                    redirects.append(Redirect(current, response.status_code, following))
                    current = following
                    continue
                yield _Opened(response, current, tuple(redirects), (time.monotonic() - started) * 1000)
                return
            finally:
                response.close()
    except httpx.TimeoutException:
        raise _Failed("timeout") from None
    except httpx.HTTPError:
        raise _Failed("network") from None
    raise _Failed("too_many_redirects")


def _page(url: str, guard: AddressGuard, client: httpx.Client) -> PageFacts | FetchFailure:
    try:
        with _open(url, "GET", guard, client) as opened:
            body = bytearray()
            for chunk in opened.response.iter_bytes():
                body += chunk
                if len(body) > MAX_BYTES:
                    return FetchFailure(url, "too_large")
            return extract_page(url, bytes(body), status=opened.response.status_code,
                                headers=tuple(opened.response.headers.multi_items()), final_url=opened.final_url,
                                redirects=opened.redirects, ttfb_ms=opened.ttfb_ms)
    except _Failed as failed:
        return FetchFailure(url, failed.reason)


def _link(url: str, guard: AddressGuard, client: httpx.Client) -> LinkStatus:
    """HEAD, then GET when the server refuses HEAD (405, 501), as the site crawl checks links."""
    try:
        with _open(url, "HEAD", guard, client) as opened:
            status = opened.response.status_code
        if status in (405, 501):
            with _open(url, "GET", guard, client) as opened:
                status = opened.response.status_code
        return LinkStatus(url, status)
    except _Failed as failed:
        return LinkStatus(url, None, failed.reason)


def _each(urls: Sequence[str], work: Callable[[str, AddressGuard, httpx.Client], T],
          allow_private: bool | None) -> list[T]:
    guard = AddressGuard(allow_private=allow_private_default() if allow_private is None else allow_private)
    with (httpx.Client(timeout=TIMEOUT_SECONDS, follow_redirects=False) as client,
          ThreadPoolExecutor(PARALLEL) as pool):
        return list(pool.map(lambda url: work(url, guard, client), urls))


def fetch_pages(urls: Sequence[str], *, allow_private: bool | None = None) -> list[PageFacts | FetchFailure]:
    """Every URL's facts or why it could not be fetched, in order (``allow_private`` None: the env switch)."""
    return _each(urls, _page, allow_private)


def fetch_page(url: str, *, allow_private: bool | None = None) -> PageFacts | FetchFailure:
    return fetch_pages([url], allow_private=allow_private)[0]


def check_links(urls: Sequence[str], *, allow_private: bool | None = None) -> list[LinkStatus]:
    """Each link's status, or the error that kept it from answering, in order."""
    return _each(urls, _link, allow_private)
