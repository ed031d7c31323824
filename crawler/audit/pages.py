"""One crawled URL to its record: facts → page checks → page score → summary, as the page is fetched.

Plain functions over what the download gave (no Scrapy here), so the crawl's hot path is exactly
extraction plus checks, and tests and the page audit can call them directly.

Extraction and checks are nearly all of a crawl's CPU time (the tokenizers above all), so a large
crawl runs them in worker processes (:class:`Auditors`) while the crawl's own process keeps
downloading; a worker hands back the record already serialized, and the links the crawl goes on with.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace

from analytics.audits import text as textlib
from analytics.audits.catalogue import audit_page
from analytics.audits.facts import LabVitals, LinkEdge, PageFacts, Redirect, Timings
from analytics.audits.records import TEXT_LIMIT, PageRecord, to_json
from analytics.audits.scoring import Keywords, page_score
from analytics.audits.signals import summarize
from crawler.audit.extract import extract_page
from crawler.audit.journal import dumps
from crawler.audit.urls import http_url, is_internal

NO_KEYWORDS = Keywords()
HTML_TYPES = ("text/html", "application/xhtml+xml")


@dataclass(frozen=True)
class Audited:
    """A page's record (``line`` is its JSON line), and the links the crawl goes on with: internal
    targets in page order, once each; external (url, text) for the link checker."""

    record: PageRecord | None
    line: str
    internal: tuple[str, ...] = ()
    external: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Fetched:
    """A downloaded response, as the auditor needs it (picklable: it may go to a worker process)."""

    url: str
    body: bytes
    status: int
    headers: tuple[tuple[str, str], ...]
    final_url: str | None = None
    redirects: tuple[Redirect, ...] = ()
    ttfb_ms: float | None = None
    depth: int | None = None
    in_sitemap: bool = False
    encoding: str | None = None
    rendered: bool = False
    vitals: LabVitals | None = None

    def content_type(self) -> str:
        for name, value in self.headers:
            if name.lower() == "content-type":
                return value.split(";")[0].strip().lower()
        return ""


def page_links(page: PageFacts, hosts: frozenset[str]) -> tuple[tuple[LinkEdge, ...], tuple[tuple[str, str], ...]]:
    """The page's followable links split into internal edges (one per target and anchor text) and
    external (url, text) pairs (one per URL)."""
    source = page.url
    internal: dict[tuple[str, str], LinkEdge] = {}
    external: dict[str, str] = {}
    for link in page.links:
        url = link.url
        if not url or not http_url(url):
            continue
        url = url.split("#", 1)[0]
        text = " ".join(link.text.split())
        if is_internal(url, hosts):
            internal.setdefault((url, text), LinkEdge(source, url, text, link.nofollow))
        else:
            external.setdefault(url, text)
    return tuple(internal.values()), tuple(external.items())


def audit(page: PageFacts, hosts: frozenset[str], *, keep_facts: bool = False, rendered: bool = False,
          keywords: Keywords = NO_KEYWORDS) -> Audited:
    """The record of a fetched (or failed) URL, with its links."""
    findings = tuple(audit_page(page))
    fetched = page.ok and page.is_html
    edges, external = page_links(page, hosts) if fetched else ((), ())
    record = PageRecord(
        summary=summarize(page),
        findings=findings,
        score=page_score(page, keywords).score if fetched else None,
        links=edges,
        redirects=page.redirects,
        fetch_error=page.fetch_error,
        content_type=page.content_type,
        ttfb_ms=page.timings.ttfb_ms,
        size_bytes=page.size_bytes,
        images=len(page.images),
        external_links=len(external),
        rendered=rendered,
        text=page.text[:TEXT_LIMIT],
        facts=page if keep_facts else None,
    )
    internal = tuple(dict.fromkeys(edge.target for edge in edges))
    return Audited(record, dumps(to_json(record)), internal, external)


def audit_fetched(fetched: Fetched, hosts: frozenset[str], keep_facts: bool = False) -> Audited:
    """A downloaded URL audited: an HTML page of the site is read; a download, an image or a
    redirect off the site is recorded with its status and headers only."""
    offsite = not is_internal(fetched.final_url or fetched.url, hosts)
    content_type = fetched.content_type()
    if offsite or (content_type and content_type not in HTML_TYPES):
        page = PageFacts(url=fetched.url, final_url=fetched.final_url, status=fetched.status,
                         redirects=fetched.redirects, depth=fetched.depth, in_sitemap=fetched.in_sitemap,
                         timings=Timings(fetched.ttfb_ms), size_bytes=len(fetched.body), headers=fetched.headers)
    else:
        page = extract_page(fetched.url, fetched.body, status=fetched.status, headers=fetched.headers,
                            final_url=fetched.final_url, redirects=fetched.redirects, ttfb_ms=fetched.ttfb_ms,
                            download_ms=None, depth=fetched.depth, in_sitemap=fetched.in_sitemap,
                            encoding=fetched.encoding)
        if fetched.vitals is not None:
            page = replace(page, vitals=fetched.vitals)
    return audit(page, hosts, keep_facts=keep_facts, rendered=fetched.rendered)


def unfetched(url: str, *, error: str | None = None, robots_blocked: bool = False, depth: int | None = None,
              in_sitemap: bool = False, redirects: Iterable[Redirect] = (), redirect_loop: bool = False,
              hosts: frozenset[str] = frozenset(), keep_facts: bool = False) -> Audited:
    """The record of a URL without a page to read: blocked by robots.txt, failed, refused, looping."""
    page = PageFacts(url=url, fetch_error=error, robots_blocked=robots_blocked, depth=depth,
                     in_sitemap=in_sitemap, redirects=tuple(redirects), redirect_loop=redirect_loop)
    return audit(page, hosts, keep_facts=keep_facts)


def _warm(crawl_pid: int) -> None:
    """Load the tokenizers' dictionaries in a new worker before its first page, and end the worker with
    the crawl's process: a worker waits on a queue whose write end it holds itself, so a killed crawl
    would otherwise leave it running (and its dictionaries' 250 MB) for good."""
    threading.Thread(target=_exit_with, args=(crawl_pid,), name="exit-with-crawl", daemon=True).start()
    textlib.tokens("台北的美食與夜市", "zh")
    textlib.tokens("東京のラーメン屋さん", "ja")


def _exit_with(crawl_pid: int) -> None:
    while os.getppid() == crawl_pid:
        time.sleep(1)
    os._exit(0)


def _audit_in_worker(fetched: Fetched, hosts: frozenset[str], keep_facts: bool) -> Audited:
    return replace(audit_fetched(fetched, hosts, keep_facts), record=None)  # the line is the record


class Auditors:
    """Where pages are audited: in this process (``workers`` 0), or in a pool of worker processes.

    Workers are started (spawned: the crawl's process runs threads and an event loop, which a fork
    would copy half-way) and warmed up when the pool is made, while the crawl reads robots.txt.
    """

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.pool = self._start() if workers > 0 else None

    def _start(self) -> ProcessPoolExecutor:
        pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"), initializer=_warm,
                                   initargs=(os.getpid(),))
        for _ in range(self.workers):
            pool.submit(int)  # each submission starts a worker while none is idle
        return pool

    async def audit(self, fetched: Fetched, hosts: frozenset[str], keep_facts: bool) -> Audited:
        """The page audited; from a worker, its record comes back as the JSON line only (``record`` None).

        A page whose audit raised is recorded with ``fetch_error="audit_failed: …"`` rather than lost;
        a worker that died (killed, out of memory) is replaced and the page audited here.
        """
        try:
            if self.pool is None:
                return audit_fetched(fetched, hosts, keep_facts)
            pool = self.pool
            try:
                return await asyncio.wrap_future(pool.submit(_audit_in_worker, fetched, hosts, keep_facts))
            except BrokenProcessPool:
                if self.pool is pool:  # the first page to learn of it replaces the pool
                    pool.shutdown(wait=False, cancel_futures=True)
                    self.pool = self._start()
                return audit_fetched(fetched, hosts, keep_facts)
        except Exception as exc:  # noqa: BLE001 - one page's markup must not stop the crawl
            return unfetched(fetched.url, error=f"audit_failed: {type(exc).__name__}: {exc}"[:200],
                             depth=fetched.depth, in_sitemap=fetched.in_sitemap, redirects=fetched.redirects,
                             hosts=hosts, keep_facts=keep_facts)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
