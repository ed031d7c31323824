"""The ``site_audit`` spider: crawls one site breadth-first and writes a record per URL as it goes.

Order of work: robots.txt first (its rules gate every page, its ``Sitemap:`` lines name sitemaps),
then llms.txt, the sitemaps (indexes and gzip included; ``/sitemap.xml`` is tried too) and the host
probes (http/https × www/bare); then the start URL and the pages it links, breadth-first, within
the depth and page budgets; pages only the sitemaps name come last (their click depth is unknown).
External links are checked once each (HEAD, then GET when HEAD is refused or fails).

The spider keeps its own frontier of URLs (and their depths) and hands Scrapy a small window of requests at
a time, so memory holds URLs, not queued requests, however large the site. Redirects are followed
here, not by Scrapy (at most ``REDIRECT_MAX_TIMES``, the fetch policy's), so each page keeps its chain
and a loop ends as a finding; each hop is a new request and passes the private-address guard
(:mod:`crawler.audit.ssrf`) again. A rendered page's redirects are Chromium's, through the crawl's guard
proxy; a page whose document or a hop of it was refused there is recorded as refused, with its hops.

Hostile sites end as findings: loops (``redirect_loop``), endless URL spaces (session ids and sort
parameters dropped, calendars and query variants capped: ``url_space_capped``), responses over the
size cap (``too_large``, ``decompression_bomb``), slow servers (``timeout``), refused addresses
(``blocked_address: <reason>``).
"""

from __future__ import annotations

import ipaddress
import time
from collections import deque
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urljoin, urlsplit

import scrapy
from protego import Protego
from scrapy import signals
from scrapy.exceptions import (
    DontCloseSpider,
    StopDownload,
)
from scrapy.http import Response, TextResponse
from twisted.python.failure import Failure

from analytics.audits.facts import HostProbe, LinkStatus, Redirect, SitemapFacts, TextFile
from analytics.audits.records import ExternalRecord, SiteRecord
from crawler.audit import render
from crawler.audit.journal import EXTERNALS, RECORDS, JsonLines, ResumeState
from crawler.audit.middlewares import fetch_error
from crawler.audit.pages import Audited, Auditors, Fetched, unfetched
from crawler.audit.sitemaps import MAX_SITEMAPS, parse_sitemap, sitemap_body
from crawler.audit.ssrf import AddressGuard, is_blocked, refusal_error
from crawler.audit.urls import UrlSpaceCaps, crawl_key, http_url, is_internal, origin, url_site_host

REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
MAX_TEXT_FILE = 512 * 1024  # robots.txt and llms.txt kept for the site checks
MAX_EXTERNAL_LINKS = 5000  # distinct external URLs checked per crawl
MAX_EXTERNAL_SOURCES = 50  # source pages kept per external link
MAX_ROBOTS_BLOCKED = 1000  # URLs robots.txt kept us from, listed
PROGRESS_EVERY = 1.0  # seconds between progress records


@dataclass
class _External:
    status: int | None = None
    error: str | None = None
    checked: bool = False
    sources: list[tuple[str, str]] = field(default_factory=list)


def _headers(response: Response) -> tuple[tuple[str, str], ...]:
    return tuple(
        (key.decode("latin-1"), value.decode("latin-1"))
        for key, values in response.headers.items()
        for value in values
    )


def _location(response: Response) -> str | None:
    raw = response.headers.get("Location")
    if not raw:
        return None
    try:
        target = urljoin(response.url, raw.decode("utf-8", "replace").strip()).split("#", 1)[0]
    except ValueError:
        return None
    return target if http_url(target) else None


class SiteAuditSpider(scrapy.Spider):
    name = "site_audit"
    custom_settings: ClassVar[dict[str, Any]] = {
        # robots.txt is read and applied by the spider, which reports the URLs it blocks.
        "ROBOTSTXT_OBEY": False,
        # Redirects are followed by the spider, which records each chain and catches loops.
        "REDIRECT_ENABLED": False,
        "METAREFRESH_ENABLED": False,
        "COOKIES_ENABLED": False,
        # 4xx and 5xx pages are findings, not errors.
        "HTTPERROR_ALLOW_ALL": True,
        # URLs are deduplicated by the spider (crawl_key), which also rebuilds them on resume.
        "DUPEFILTER_CLASS": "scrapy.dupefilters.BaseDupeFilter",
        "DOWNLOADER_MIDDLEWARES": {"crawler.audit.middlewares.AddressGuardMiddleware": 50},
        "DEPTH_LIMIT": 0,
        # Callbacks yield requests only: Scrapy's default (100) starts 100 tasks per callback for nothing.
        "CONCURRENT_ITEMS": 1,
        "DNSCACHE_ENABLED": True,
    }

    def __init__(self, start_url: str, workdir: str, guard: AddressGuard, max_pages: int = 500,
                 max_depth: int = 20, render: bool = False, vitals_sample: int = 0, keep_facts: bool = False,
                 check_external: bool = True, user_agent: str = "RankLensBot", window: int = 32,
                 workers: int = 0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.start_url = start_url
        self.guard = guard  # the crawl's address guard (the middleware's and the guard proxy's)
        self.root = origin(start_url)
        self.hosts = frozenset({url_site_host(start_url)})
        self.max_pages = max_pages
        self.max_depth = max_depth
        self.render = render
        self.vitals_sample = vitals_sample
        self.keep_facts = keep_facts
        self.check_external = check_external
        self.agent = user_agent.split("/", 1)[0]
        self.window = window
        workdir_path = Path(workdir)
        self.records = JsonLines(workdir_path / RECORDS)
        self.externals_log = JsonLines(workdir_path / EXTERNALS)

        self.seen: set[str] = set()
        self.frontier: deque[str] = deque()
        # Click depth of each URL queued or in flight: lowered when a shallower page links it meanwhile
        # (pages answer out of order, so the first link found is not always the shortest path).
        self.pending: dict[str, int | None] = {}
        self.sitemap_only: deque[str] = deque()
        self.sitemap_keys: set[str] = set()
        self.sitemap_urls: list[str] = []
        self.sitemaps: list[SitemapFacts] = []
        self.sitemaps_pending = 0
        self.sitemaps_requested: set[str] = set()
        self.robots: Protego | None = None
        self.robots_txt: TextFile | None = None
        self.llms_txt: TextFile | None = None
        self.probes: list[HostProbe] = []
        self.robots_blocked: list[str] = []
        self.caps = UrlSpaceCaps()
        self.capped: set[str] = set()  # URL spaces whose cap was reached (recorded once each)
        self.externals: dict[str, _External] = {}
        self.templates_rendered: dict[str, int] = {}
        self.crawled = 0  # page requests issued (each counts against max_pages)
        self.inflight = 0
        self.linked_inflight = 0  # pages in flight that were reached through links
        self.pages_started = False
        self.budget_hit = False
        self.last_progress = 0.0
        self.resume = ResumeState(workdir_path)  # empty on a first run
        self.auditors = Auditors(workers)

    @classmethod
    def from_crawler(cls, crawler, *args: Any, **kwargs: Any):
        spider = super().from_crawler(crawler, *args, **kwargs)
        crawler.signals.connect(spider.idle, signal=signals.spider_idle)
        crawler.signals.connect(spider.closed_, signal=signals.spider_closed)
        crawler.signals.connect(spider.headers_received, signal=signals.headers_received)
        return spider

    # -- start -------------------------------------------------------------------------------------

    async def start(self) -> AsyncIterator[scrapy.Request]:
        for request in self._restore():
            yield request
        yield self._request(f"{self.root}/robots.txt", "robots")

    def _restore(self) -> Iterator[scrapy.Request]:
        """Pick up where a killed run stopped: done URLs are seen (their unvisited links become the
        frontier once robots.txt is read), external links keep their sources and checks."""
        for page in self.resume.done_pages():
            self.seen.add(crawl_key(page["url"]))
            over = self.caps.admit(page["url"])
            if over is not None and page["fetch_error"] == "url_space_capped":
                self.capped.add(over)
            if page["depth"] == 0 and page["final_url"]:
                self.hosts = self.hosts | {url_site_host(page["final_url"])}
            if page["robots_blocked"]:
                if len(self.robots_blocked) < MAX_ROBOTS_BLOCKED:
                    self.robots_blocked.append(page["url"])
            elif page["fetch_error"] != "url_space_capped":
                self.crawled += 1
        sources = []
        for entry in self.resume.externals():
            if "c" in entry:
                self.externals[entry["c"]] = _External(entry["status"], entry["error"], checked=True)
            else:
                sources.append(entry)
        for entry in sources:
            yield from self._note_externals(entry["p"], entry["l"], log=False)

    def _request(self, url: str, kind: str, method: str = "GET", **meta: Any) -> scrapy.Request:
        return scrapy.Request(
            url, method=method, callback=self.on_response, errback=self.on_error, dont_filter=True,
            meta={"audit_kind": kind, "audit_url": url, **meta},
            priority=-1000 if kind == "external" else 0,
        )

    # -- downloads ---------------------------------------------------------------------------------

    def headers_received(self, headers: Any, body_length: int, request: scrapy.Request, spider: Any) -> None:
        """Link checks and host probes need the status line only."""
        if request.meta.get("audit_kind") in ("external", "probe"):
            raise StopDownload(fail=False)

    async def on_response(self, response: Response) -> AsyncIterator[scrapy.Request]:
        meta = response.meta
        kind = meta["audit_kind"]
        follows: Iterable[scrapy.Request] | AsyncIterator[scrapy.Request]
        target = _location(response) if response.status in REDIRECT_STATUSES and kind != "probe" else None
        if target is not None:
            follows = self._redirect(response, target)
        elif kind == "page":
            async for follow in self._on_page_response(response):
                yield follow
            return
        else:
            follows = getattr(self, f"_on_{kind}")(response, None)
        for follow in follows:
            yield follow

    def on_error(self, failure: Failure) -> Iterator[scrapy.Request]:
        request = failure.request
        error, hops = fetch_error(failure), ()
        navigation = request.meta.get("audit_navigation")
        if navigation is not None:  # rendered: Chromium's hops, and the guard proxy's refusal (a CONNECT's)
            hops = navigation.hops()
            if reason := navigation.refused(self.guard):
                error = refusal_error(reason)
        yield from getattr(self, f"_on_{request.meta['audit_kind']}")(None, error, request=request, hops=hops)

    def _redirect(self, response: Response, target: str) -> Iterator[scrapy.Request]:
        meta = response.meta
        hops = (*meta.get("audit_hops", ()), Redirect(response.url, response.status, target))
        visited = {crawl_key(hop.url) for hop in hops}
        if crawl_key(target) in visited or len(hops) > self.crawler.settings.getint("REDIRECT_MAX_TIMES"):
            yield from getattr(self, f"_on_{meta['audit_kind']}")(
                None, "redirect_loop", request=response.request, hops=hops, loop=True)
            return
        method = "GET" if response.status == 303 else response.request.method
        # A new request, not a copy: Scrapy's own meta (latency, slot, retries) is the last hop's.
        carried = {key: value for key, value in meta.items() if key.startswith(("audit_", "playwright"))}
        yield scrapy.Request(target, method=method, callback=self.on_response, errback=self.on_error,
                             dont_filter=True, meta={**carried, "audit_hops": hops},
                             priority=response.request.priority)

    # -- site files --------------------------------------------------------------------------------

    def _text_file(self, response: Response | None, request: scrapy.Request) -> TextFile:
        url = request.meta["audit_url"]
        if response is None:
            return TextFile(url, None)
        body = response.body[:MAX_TEXT_FILE].decode("utf-8", "replace")
        content_type = response.headers.get("Content-Type", b"").decode("latin-1") or None
        return TextFile(url, response.status, body, content_type)

    def _on_robots(self, response: Response | None, error: str | None, *, request: scrapy.Request | None = None,
                   hops: tuple = (), loop: bool = False) -> Iterator[scrapy.Request]:
        self.robots_txt = self._text_file(response, request or response.request)
        declared: list[str] = []
        if response is not None and response.status == 200:
            self.robots = Protego.parse(self.robots_txt.body)
            declared = [url for url in self.robots.sitemaps if http_url(url)]
        yield self._request(f"{self.root}/llms.txt", "llms")
        yield from self._probes()
        guessed = f"{self.root}/sitemap.xml"
        for url in dict.fromkeys([*declared, guessed]):
            yield from self._sitemap_request(url, declared=url != guessed or url in declared)
        yield from self._maybe_start_pages()

    def _on_llms(self, response: Response | None, error: str | None, *, request: scrapy.Request | None = None,
                 hops: tuple = (), loop: bool = False) -> Iterator[scrapy.Request]:
        self.llms_txt = self._text_file(response, request or response.request)
        return iter(())

    def _probes(self) -> Iterator[scrapy.Request]:
        parts = urlsplit(self.start_url)
        host = parts.hostname or ""
        try:
            ipaddress.ip_address(host)
            return  # an address has no www. variant, and is not the site's public face
        except ValueError:
            pass
        bare = host.removeprefix("www.")
        port = f":{parts.port}" if parts.port else ""
        for scheme in ("http", "https"):
            for name in (bare, f"www.{bare}"):
                url = f"{scheme}://{name}{port}/"
                if crawl_key(url) != crawl_key(f"{self.root}/"):
                    yield self._request(url, "probe")

    def _on_probe(self, response: Response | None, error: str | None, *, request: scrapy.Request | None = None,
                  hops: tuple = (), loop: bool = False) -> Iterator[scrapy.Request]:
        url = (request or response.request).meta["audit_url"]
        location = None if response is None else _location(response)
        self.probes.append(HostProbe(url, None if response is None else response.status, location))
        return iter(())

    def _sitemap_request(self, url: str, *, declared: bool) -> Iterator[scrapy.Request]:
        key = crawl_key(url)
        if key in self.sitemaps_requested or len(self.sitemaps_requested) >= MAX_SITEMAPS:
            return
        self.sitemaps_requested.add(key)
        self.sitemaps_pending += 1
        yield self._request(url, "sitemap", audit_declared=declared)

    def _on_sitemap(self, response: Response | None, error: str | None, *, request: scrapy.Request | None = None,
                    hops: tuple = (), loop: bool = False) -> Iterator[scrapy.Request]:
        request = request or response.request
        url, declared = request.meta["audit_url"], request.meta["audit_declared"]
        self.sitemaps_pending -= 1
        status = None if response is None else response.status
        if response is None or status != 200:
            self.sitemaps.append(SitemapFacts(url, status, error=error, declared=declared))
        else:
            try:
                parsed = parse_sitemap(sitemap_body(response.body, self.crawler.settings.getint("DOWNLOAD_MAXSIZE")))
            except ValueError as problem:
                self.sitemaps.append(SitemapFacts(url, status, error=str(problem), declared=declared))
            else:
                if parsed.kind == "sitemapindex":
                    self.sitemaps.append(SitemapFacts(url, status, 0, parsed.error, declared))
                    for child in parsed.locs:
                        if http_url(child):
                            yield from self._sitemap_request(child, declared=True)
                else:
                    self.sitemaps.append(SitemapFacts(url, status, len(parsed.locs), parsed.error, declared))
                    for loc in parsed.locs:
                        self._sitemap_url(loc)
        yield from self._maybe_start_pages()

    def _sitemap_url(self, url: str) -> None:
        if not http_url(url) or not is_internal(url, self.hosts):
            return
        key = crawl_key(url)
        if key not in self.sitemap_keys:
            self.sitemap_keys.add(key)
            self.sitemap_urls.append(url)
            self.sitemap_only.append(url)

    # -- pages -------------------------------------------------------------------------------------

    def _maybe_start_pages(self) -> Iterator[scrapy.Request]:
        """Pages start once the sitemaps are read, so each page knows whether a sitemap lists it."""
        if self.pages_started or self.sitemaps_pending:
            return
        self.pages_started = True
        self._enqueue(self.start_url, 0)
        for page in self.resume.done_pages():
            depth = page["depth"]
            for target in page["links"]:
                self._enqueue(target, None if depth is None else depth + 1)
        yield from self._refill()

    def _allowed(self, url: str) -> bool:
        return self.robots is None or self.robots.can_fetch(url, self.agent)

    def _enqueue(self, url: str, depth: int | None) -> None:
        key = crawl_key(url)
        if key in self.seen:
            if key in self.pending and depth is not None:
                known = self.pending[key]
                if known is None or depth < known:
                    self.pending[key] = depth
            return
        if depth is not None and depth > self.max_depth:
            return
        self.seen.add(key)
        if self._admitted(url, key, depth):
            self.pending[key] = depth
            self.frontier.append(url)

    def _admitted(self, url: str, key: str, depth: int | None) -> bool:
        """robots.txt allows the URL and its URL space is not full; else it is recorded as such (a URL
        space once, at the first URL past its cap)."""
        if not self._allowed(url):
            if len(self.robots_blocked) < MAX_ROBOTS_BLOCKED:
                self.robots_blocked.append(url)
                self._write(unfetched(url, robots_blocked=True, depth=depth, in_sitemap=key in self.sitemap_keys,
                                      hosts=self.hosts))
            return False
        pattern = self.caps.admit(url)
        if pattern is not None:
            if pattern not in self.capped:
                self.capped.add(pattern)
                self._write(unfetched(url, error="url_space_capped", depth=depth,
                                      in_sitemap=key in self.sitemap_keys, hosts=self.hosts))
            return False
        return True

    def _refill(self) -> Iterator[scrapy.Request]:
        """Keep a window of page requests in flight, in frontier order (breadth-first)."""
        while self.inflight < self.window:
            if self.crawled >= self.max_pages:
                self.budget_hit = self.budget_hit or bool(self.frontier or self.sitemap_only)
                return
            if self.frontier:
                url = self.frontier.popleft()
                depth = self.pending[crawl_key(url)]
            elif self.sitemap_only and not self.linked_inflight:
                # Only once the links are exhausted: a page they reach gets its click depth.
                url, depth = self.sitemap_only.popleft(), None
                key = crawl_key(url)
                if key in self.seen:
                    continue
                self.seen.add(key)
                if not self._admitted(url, key, None):
                    continue
                self.pending[key] = None
            else:
                return
            self.crawled += 1
            self.inflight += 1
            self.linked_inflight += depth is not None
            yield self._page_request(url, depth)

    def _page_request(self, url: str, depth: int | None) -> scrapy.Request:
        request = self._request(url, "page", audit_depth=depth)
        if self.render:
            request.meta.update(render.render_meta(self._take_vitals_sample(url)))
        return request

    def _take_vitals_sample(self, url: str) -> bool:
        template = render.template_of(url)
        taken = self.templates_rendered.get(template, 0)
        if taken >= self.vitals_sample:
            return False
        self.templates_rendered[template] = taken + 1
        return True

    def _on_page(self, response: Response | None, error: str | None, *, request: scrapy.Request | None = None,
                 hops: tuple = (), loop: bool = False) -> Iterator[scrapy.Request]:
        """A page that failed (or looped, or was refused): recorded here, at once."""
        request = request or response.request
        url = request.meta["audit_url"]
        depth = self._page_left(request)
        audited = unfetched(url, error=error, depth=depth, in_sitemap=crawl_key(url) in self.sitemap_keys,
                            redirects=hops or tuple(request.meta.get("audit_hops", ())), redirect_loop=loop,
                            hosts=self.hosts, keep_facts=self.keep_facts)
        yield from self._page_done(url, depth, audited)

    async def _on_page_response(self, response: Response) -> AsyncIterator[scrapy.Request]:
        """A page downloaded: audited (in a worker process on a large crawl), recorded, its links followed."""
        request = response.request
        navigation = request.meta.get("audit_navigation")
        reason = navigation and navigation.refused(self.guard)
        if reason:  # rendered, and the document or a hop of it was refused: the proxy's answer is no page
            for follow in self._on_page(None, refusal_error(reason), request=request, hops=navigation.hops()):
                yield follow
            return
        url = request.meta["audit_url"]
        depth = self._page_left(request)
        hops = tuple(request.meta.get("audit_hops", ())) or (navigation.hops() if navigation else ())
        if depth == 0 and hops:
            # The start URL redirected (to https, to www.): its target host is the site too.
            self.hosts = self.hosts | {url_site_host(response.url)}
        latency = response.meta.get("download_latency")
        fetched = Fetched(
            url=url, body=response.body, status=response.status, headers=_headers(response),
            final_url=response.url if hops else None, redirects=hops,
            ttfb_ms=None if latency is None else round(latency * 1000, 1), depth=depth,
            in_sitemap=crawl_key(url) in self.sitemap_keys,
            encoding=response.encoding if isinstance(response, TextResponse) else None,
            rendered=bool(response.meta.get("playwright")), vitals=render.vitals_from(response.meta),
        )
        audited = await self.auditors.audit(fetched, self.hosts, self.keep_facts)
        for follow in self._page_done(url, depth, audited):
            yield follow

    def _page_left(self, request: scrapy.Request) -> int | None:
        """Count the page out of flight; its click depth (the shallowest link found meanwhile)."""
        meta = request.meta
        self.inflight -= 1
        self.linked_inflight -= meta["audit_depth"] is not None
        return self.pending.pop(crawl_key(meta["audit_url"]), meta["audit_depth"])

    def _page_done(self, url: str, depth: int | None, audited: Audited) -> Iterator[scrapy.Request]:
        self.records.write_line(audited.line)
        next_depth = None if depth is None else depth + 1
        for target in audited.internal:
            self._enqueue(target, next_depth)
        if audited.external and self.check_external:
            yield from self._note_externals(url, audited.external)
        self._progress()
        yield from self._refill()

    # -- external links ----------------------------------------------------------------------------

    def _note_externals(self, source: str, links: Iterable[Sequence[str]], *,
                        log: bool = True) -> Iterator[scrapy.Request]:
        """Remember which page links where; check each external URL not checked yet, once."""
        noted = []
        for url, text in links:
            entry = self.externals.get(url)
            if entry is None:
                if len(self.externals) >= MAX_EXTERNAL_LINKS:
                    continue
                entry = self.externals[url] = _External()
                yield self._request(url, "external", method="HEAD")
            if len(entry.sources) < MAX_EXTERNAL_SOURCES:
                entry.sources.append((source, text))
                noted.append([url, text])
        if log and noted:
            self.externals_log.write({"p": source, "l": noted})

    def _on_external(self, response: Response | None, error: str | None, *, request: scrapy.Request | None = None,
                     hops: tuple = (), loop: bool = False) -> Iterator[scrapy.Request]:
        request = request or response.request
        url = request.meta["audit_url"]
        status = None if response is None else response.status
        # HEAD is refused or mishandled by many servers: ask again with GET (headers only) before judging.
        refused = error == "dns" or is_blocked(error)
        if request.method == "HEAD" and (status is None or status >= 400) and not refused:
            yield self._request(url, "external")
            return
        entry = self.externals.setdefault(url, _External())
        entry.status, entry.error, entry.checked = status, error, True
        self.externals_log.write({"c": url, "status": status, "error": error})

    # -- idle, progress, end -----------------------------------------------------------------------

    def idle(self) -> None:
        """Scrapy ran out of requests: hand it the next window, or let the spider close."""
        requests = list(self._refill())
        for request in requests:
            self.crawler.engine.crawl(request)
        if requests or self.inflight:
            raise DontCloseSpider

    def _write(self, audited: Audited) -> None:
        self.records.write_line(audited.line)

    def _progress(self, force: bool = False) -> None:
        now = time.monotonic()
        if force or now - self.last_progress >= PROGRESS_EVERY:
            self.last_progress = now
            self.records.write({"kind": "progress", "crawled": self.crawled,
                                "queued": len(self.frontier) + len(self.sitemap_only) + self.inflight})

    def closed_(self, spider: Any, reason: str) -> None:
        for url, entry in self.externals.items():
            if entry.checked:
                self.records.record(ExternalRecord(LinkStatus(url, entry.status, entry.error),
                                                   tuple(entry.sources or ())))
        self.records.record(SiteRecord(
            root_url=f"{self.root}/", robots_txt=self.robots_txt, llms_txt=self.llms_txt,
            sitemaps=tuple(self.sitemaps), sitemap_urls=tuple(self.sitemap_urls),
            robots_blocked=tuple(self.robots_blocked), host_probes=tuple(self.probes),
        ))
        self._progress(force=True)
        outcome = {"finished": "max_pages" if self.budget_hit else "finished",
                   "closespider_timeout": "timeout", "shutdown": "cancelled"}.get(reason, "error")
        self.records.write({"kind": "done", "reason": outcome, "error": None if outcome != "error" else reason})
        self.records.close()
        self.externals_log.close()
        self.auditors.close()
