"""Guarded HTTP for the page audit (the audited page, the top results for its keyword, and its links) and for
every other request to a host a user named (:func:`request`: an API client such as WordPress's, api/cms).

Why not the audit crawler: a site crawl is a Scrapy child process made for one site; the page audit
needs one page, up to ten pages on ten other sites, and the status of the page's links, once. Here
each is a plain request: redirects followed by hand, every hop checked by
:class:`crawler.audit.ssrf.AddressGuard` and connected to the address the guard approved (so a second
DNS answer cannot point it inward), the size cap, timeout, redirect limit and user agent of the fetch
policy the site crawl uses too (``Settings.fetch_policy``), a few at a time. HTML is read by
``crawler.audit.extract.extract_page``, as the crawler reads it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TypeVar
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpx

from analytics.audits.facts import LinkStatus, PageFacts, Redirect
from api.core.config import get_settings
from crawler.audit.extract import extract_page
from crawler.audit.policy import FetchPolicy
from crawler.audit.ssrf import AddressGuard, UnsafeAddress

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


@dataclass(frozen=True)
class _Fetcher:
    policy: FetchPolicy
    guard: AddressGuard
    client: httpx.Client


def _pinned(url: str, address: str, user_agent: str,
            extra: Mapping[str, str] | None = None) -> tuple[str, dict[str, str], dict[str, str]]:
    """``url`` aimed at ``address``, with the Host header and TLS name of the original host (``extra``: the
    caller's headers, over the defaults)."""
    parts = urlsplit(url)
    netloc = f"[{address}]" if ":" in address else address
    if parts.port:
        netloc += f":{parts.port}"
    headers = {"Host": parts.netloc.rsplit("@", 1)[-1], "User-Agent": user_agent, "Accept": "text/html,*/*;q=0.5",
               **(extra or {})}
    extensions = {"sni_hostname": parts.hostname or ""} if parts.scheme == "https" else {}
    return urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, "")), headers, extensions


@contextmanager
def _open(url: str, method: str, fetcher: _Fetcher, headers: Mapping[str, str] | None = None,
          content: bytes | None = None, follow: bool = True) -> Iterator[_Opened]:
    """The response at the end of ``url``'s redirects (streaming; ``follow`` False: the first response, a
    redirect too); raises :class:`_Failed`. ``headers`` and ``content`` go with the first request only: a
    redirect is followed with a plain GET of the same kind (HEAD stays HEAD), as browsers do."""
    redirects: list[Redirect] = []
    current = url
    client = fetcher.client
    try:
        for _ in range(fetcher.policy.max_redirects + 1):
            try:
                address = fetcher.guard.check_url(current)
            except UnsafeAddress:
                raise _Failed("blocked_address") from None
            first = not redirects
            target, sent, extensions = _pinned(current, address, fetcher.policy.user_agent, headers if first else None)
            started = time.monotonic()
            response = client.send(client.build_request(method, target, headers=sent, content=content if first else None,
                                                        extensions=extensions), stream=True)
            try:
                location = response.headers.get("location")
                if follow and response.is_redirect and location:
                    following = urljoin(current, location)
                    redirects.append(Redirect(current, response.status_code, following))
                    current = following
                    method = "HEAD" if method == "HEAD" else "GET"
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


def _body(opened: _Opened, policy: FetchPolicy) -> bytes:
    """The response's body; raises :class:`_Failed` ("too_large") past the policy's size cap."""
    body = bytearray()
    for chunk in opened.response.iter_bytes():
        body += chunk
        if len(body) > policy.max_bytes:
            raise _Failed("too_large")
    return bytes(body)


def _page(url: str, fetcher: _Fetcher) -> PageFacts | FetchFailure:
    try:
        with _open(url, "GET", fetcher) as opened:
            body = _body(opened, fetcher.policy)
            return extract_page(url, body, status=opened.response.status_code,
                                headers=tuple(opened.response.headers.multi_items()), final_url=opened.final_url,
                                redirects=opened.redirects, ttfb_ms=opened.ttfb_ms)
    except _Failed as failed:
        return FetchFailure(url, failed.reason)


def _link(url: str, fetcher: _Fetcher) -> LinkStatus:
    """HEAD, then GET when the server refuses HEAD (405, 501), as the site crawl checks links."""
    try:
        with _open(url, "HEAD", fetcher) as opened:
            status = opened.response.status_code
        if status in (405, 501):
            with _open(url, "GET", fetcher) as opened:
                status = opened.response.status_code
        return LinkStatus(url, status)
    except _Failed as failed:
        return LinkStatus(url, None, failed.reason)


def _each(urls: Sequence[str], work: Callable[[str, _Fetcher], T], policy: FetchPolicy | None) -> list[T]:
    policy = policy or get_settings().fetch_policy()
    with (httpx.Client(timeout=policy.timeout, follow_redirects=False) as client,
          ThreadPoolExecutor(PARALLEL) as pool):
        fetcher = _Fetcher(policy, policy.guard(), client)
        return list(pool.map(lambda url: work(url, fetcher), urls))


def fetch_pages(urls: Sequence[str], *, policy: FetchPolicy | None = None) -> list[PageFacts | FetchFailure]:
    """Every URL's facts or why it could not be fetched, in order (``policy`` None: the deployment's)."""
    return _each(urls, _page, policy)


def fetch_page(url: str, *, policy: FetchPolicy | None = None) -> PageFacts | FetchFailure:
    return fetch_pages([url], policy=policy)[0]


@dataclass(frozen=True)
class Answer:
    """A response read whole: what an API client needs of it."""

    status: int
    headers: httpx.Headers
    body: bytes
    final_url: str  # after the redirects followed


def request(method: str, url: str, *, headers: Mapping[str, str] | None = None, content: bytes | None = None,
            follow: bool = True, policy: FetchPolicy | None = None) -> Answer | FetchFailure:
    """One request of an API client to a host a user named (a WordPress site), through the same guard, size
    cap and timeout as every page fetch; ``follow`` False answers a redirect as it is (an authenticated call
    must not follow one to another host)."""
    policy = policy or get_settings().fetch_policy()
    with httpx.Client(timeout=policy.timeout, follow_redirects=False) as client:
        fetcher = _Fetcher(policy, policy.guard(), client)
        try:
            with _open(url, method, fetcher, headers, content, follow) as opened:
                return Answer(opened.response.status_code, opened.response.headers, _body(opened, policy),
                              opened.final_url)
        except _Failed as failed:
            return FetchFailure(url, failed.reason)


def fetch_text(url: str, *, policy: FetchPolicy | None = None) -> tuple[int, str] | FetchFailure:
    """A plain file's status and text (a verification file a user hosts), through the same guard."""
    answer = request("GET", url, policy=policy)
    return answer if isinstance(answer, FetchFailure) else (answer.status, answer.body.decode("utf-8", "replace"))


def check_links(urls: Sequence[str], *, policy: FetchPolicy | None = None) -> list[LinkStatus]:
    """Each link's status, or the error that kept it from answering, in order."""
    return _each(urls, _link, policy)
