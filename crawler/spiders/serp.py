"""The ``serp`` spider: fetches result pages of Google, Yahoo! JAPAN and Yahoo! Taiwan for a list
of jobs and yields one merged SERP — or one failure — per job.

Requests and callbacks only: URLs come from ``crawler.serp.requests``, the page batches from
``crawler.serp.depth``, reading the pages from ``crawler.parsers``; proxies, user agents, retries
and blocks are the middlewares' (``crawler.middlewares``). The spider knows nothing of projects,
users or SERP APIs. It runs in a child process started by ``crawler.serp.crawl`` (Twisted's
reactor cannot be restarted), and ``SerpFetchItem`` rows are what that process hands back.

Per job: the first batch of pages, then further batches until the depth strategy is satisfied,
the depth is exhausted or the engine has no further page. Any page that cannot be read fails the
whole job (a SERP with a hole would report "not in the top N" for sites it never saw): a captcha,
consent or unusual-traffic page is retried through another proxy first; a page the plain fetch
could not read is fetched again in Chromium when rendering is ``auto`` (and that engine's later
pages go to Chromium directly).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

import scrapy
from scrapy.http import Response
from scrapy.spidermiddlewares.httperror import HttpError
from twisted.python.failure import Failure

from crawler.middlewares import BLOCK_STATUSES, DOWNLOADER_MIDDLEWARES, retry_blocked
from crawler.parsers import parse_html
from crawler.sandbox import MARKER_HEADER, MARKER_NAME
from crawler.serp.depth import all_found, next_pages
from crawler.serp.errors import SerpPageError, SerpPageKind
from crawler.serp.jobs import Fetched, FetchError, FetchErrorKind, SerpJob
from crawler.serp.model import ParsedSerp
from crawler.serp.requests import page_request

RENDER_MODES = ("off", "auto", "always")


@dataclass
class SerpFetchItem:
    """What the spider yields for each job: ``fetched`` is ``Fetched.to_dict()`` (source left to the
    runner, which knows which source it is)."""

    job_id: str
    fetched: dict[str, Any]


@dataclass
class _JobState:
    job: SerpJob
    pages: dict[int, ParsedSerp] = field(default_factory=dict)
    pending: set[int] = field(default_factory=set)
    last_page: int | None = None  # the engine had nothing after this page
    sandbox: bool = False
    done: bool = False

    def in_hand(self) -> int:
        """Pages 1 … n fetched without a gap."""
        count = 0
        while count + 1 in self.pages:
            count += 1
        return count


def is_sandbox(response: Response) -> bool:
    """The page came from the RankLens sandbox (its header or its meta marker)."""
    if response.headers.get(MARKER_HEADER):
        return True
    return f'name="{MARKER_NAME}"' in response.text[:4096] if hasattr(response, "text") else False


class SerpSpider(scrapy.Spider):
    name = "serp"
    custom_settings: ClassVar[dict[str, Any]] = {
        # Result pages are what a rank tracker reads; the engines' robots.txt disallow /search.
        "ROBOTSTXT_OBEY": False,
        # Politeness is fixed per engine (download slots), not tuned by latency.
        "AUTOTHROTTLE_ENABLED": False,
        # Each request stands alone, as a signed-out searcher's: no personalised results.
        "COOKIES_ENABLED": False,
        "DOWNLOADER_MIDDLEWARES": DOWNLOADER_MIDDLEWARES,
        # Blocks that outlast the retries reach the callback and become failed checks.
        "HTTPERROR_ALLOWED_CODES": sorted(BLOCK_STATUSES),
        "RETRY_TIMES": 3,
        "SERP_RETRY_BACKOFF": 2.0,
        "SERP_RETRY_BACKOFF_MAX": 60.0,
        "SERP_PROXIES": [],
        "SERP_PROXY_COOLDOWN": 600.0,
    }

    def __init__(self, jobs: list[SerpJob], base_urls: dict[str, str] | None = None, render: str = "off",
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if render not in RENDER_MODES:
            raise ValueError(f"render is one of {', '.join(RENDER_MODES)}, not {render!r}")
        self.jobs = list(jobs)
        self.base_urls = dict(base_urls or {})
        self.render = render
        self.states = {job.id: _JobState(job) for job in self.jobs}
        # Engines that served a page only a browser could read: their later pages go to Chromium directly.
        self.rendered_engines: set[str] = set()

    async def start(self) -> AsyncIterator[scrapy.Request]:
        for state in self.states.values():
            for request in self._next_batch(state):
                yield request

    # -- requests ----------------------------------------------------------------------------------

    def _request(self, job: SerpJob, page: int, *, render: bool = False) -> scrapy.Request:
        query = job.query
        built = page_request(query, page, base_url=self.base_urls.get(query.engine.value))
        meta: dict[str, Any] = {
            "serp_job": job.id,
            "serp_page": page,
            "serp_engine": query.engine.value,
            "serp_device": query.device.value,
            "download_slot": query.engine.value,
        }
        if render or self.render == "always" or query.engine.value in self.rendered_engines:
            meta["playwright"] = True
        return scrapy.Request(built.url, headers=built.headers, meta=meta, callback=self.parse_page,
                              errback=self.page_failed, dont_filter=True)

    def _next_batch(self, state: _JobState) -> Iterator[scrapy.Request | SerpFetchItem]:
        job = state.job
        fetched = state.in_hand()
        found = all_found((r.host for p in range(1, fetched + 1) for r in state.pages[p].organic), job.hint)
        pages = () if state.last_page is not None else next_pages(
            depth=job.depth, fetched=fetched, found=found, strategy=job.strategy, hint=job.hint
        )
        if not pages:
            yield self._finish(state, ParsedSerp.merge_pages([state.pages[p] for p in range(1, fetched + 1)]))
            return
        for page in pages:
            state.pending.add(page)
            yield self._request(job, page)

    # -- callbacks ---------------------------------------------------------------------------------

    def parse_page(self, response: Response) -> Iterator[scrapy.Request | SerpFetchItem]:
        state = self.states[response.meta["serp_job"]]
        if state.done:
            return
        page = response.meta["serp_page"]
        state.sandbox = state.sandbox or is_sandbox(response)
        if response.status in BLOCK_STATUSES:
            yield self._fail(state, FetchError(FetchErrorKind.BLOCKED, f"HTTP {response.status} on page {page}"))
            return
        try:
            parsed = parse_html(state.job.query.engine, response.text, device=state.job.query.device, page=page)
        except SerpPageError as error:
            yield from self._unreadable(state, response, error)
            return
        state.pages[page] = parsed
        state.pending.discard(page)
        if not state.pending:
            yield from self._next_batch(state)

    def _unreadable(self, state: _JobState, response: Response, error: SerpPageError) -> Iterator[Any]:
        page = response.meta["serp_page"]
        if error.blocked:
            retry = retry_blocked(response.request, error.kind.value, crawler=self.crawler)
            if retry is not None:
                yield retry
                return
        elif error.kind is SerpPageKind.EMPTY and page > 1:
            # The engine has no page ``page``: the SERP ends on the page before.
            state.last_page = min(page - 1, state.last_page or page)
            state.pending.discard(page)
            for later in [p for p in state.pages if p > state.last_page]:
                del state.pages[later]
            if not state.pending:
                yield from self._next_batch(state)
            return
        elif error.kind is SerpPageKind.UNRECOGNISED and self.render == "auto" and not response.meta.get("playwright"):
            self.crawler.stats.inc_value("serp/rendered_retry")
            self.rendered_engines.add(state.job.query.engine.value)
            yield self._request(state.job, page, render=True)
            return
        detail = f"{error.detail} on page {page}" if error.detail else f"page {page}"
        yield self._fail(state, FetchError(FetchErrorKind(error.kind.value), detail))

    def page_failed(self, failure: Failure) -> Iterator[SerpFetchItem]:
        request = failure.request
        state = self.states[request.meta["serp_job"]]
        if state.done:
            return
        page = request.meta["serp_page"]
        if failure.check(HttpError):
            status = failure.value.response.status
            yield self._fail(state, FetchError(FetchErrorKind.HTTP, f"HTTP {status} on page {page}"))
        else:
            yield self._fail(state, FetchError(FetchErrorKind.NETWORK, f"{failure.getErrorMessage()} on page {page}"))

    # -- results -----------------------------------------------------------------------------------

    def _finish(self, state: _JobState, parsed: ParsedSerp) -> SerpFetchItem:
        state.done = True
        fetched = Fetched(source="", parsed=parsed, pages_fetched=len(parsed.pages), sandbox=state.sandbox,
                          ended=state.last_page is not None)
        return SerpFetchItem(state.job.id, fetched.to_dict())

    def _fail(self, state: _JobState, error: FetchError) -> SerpFetchItem:
        state.done = True
        self.crawler.stats.inc_value(f"serp/failed/{error.kind.value}")
        fetched = Fetched(source="", error=error, pages_fetched=len(state.pages), sandbox=state.sandbox)
        return SerpFetchItem(state.job.id, fetched.to_dict())
