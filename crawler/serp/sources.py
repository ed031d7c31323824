"""SERP sources: who fetches a SERP, and the failover between them (USERS.md item 2).

Every source answers ``fetch(key, depth, hint)`` — or ``fetch_many(jobs)`` for a batch — with a
:class:`~crawler.serp.jobs.Fetched`: the merged SERP and the number of pages it took, or an error
and no results. Sources never raise for a failed fetch; a failure is data to record.

- :class:`DirectSource` runs the ``serp`` spider in a child process (proxies, user agents,
  retries, block detection, rendering) against the engines' base URLs.
- :class:`SandboxSource` is the direct source pointed at the sandbox server (its own, started on
  first use, or ``serp_sandbox_url``); its pages carry the sandbox marker, recorded as
  ``Fetched.sandbox``.
- :class:`SerpApiSource`, :class:`SerperSource` and :class:`DataForSeoSource` are HTTP clients of
  those providers (httpx, base URL in settings), mapping their documented JSON through
  ``crawler.parsers.serp_api``. They fetch Google; Yahoo is theirs to add when a provider documents
  Yahoo! JAPAN and Yahoo! Taiwan (they answer ``unsupported`` meanwhile, and the chain moves on).
- :class:`FailoverChain` asks its sources in order and keeps every attempt: which source answered
  and why each one before it failed.
"""

from __future__ import annotations

import math
import threading
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import httpx

from crawler.parsers import serp_api
from crawler.serp.crawl import CrawlConfig, run_jobs
from crawler.serp.depth import DepthHint, Strategy, all_found, next_pages, page_count
from crawler.serp.errors import SerpPageError, SerpPageKind
from crawler.serp.jobs import Fetched, FetchError, FetchErrorKind, SerpJob
from crawler.serp.model import Device, Engine, ParsedSerp, Source
from crawler.serp.requests import COUNTRIES, RESULTS_PER_PAGE, SerpQuery, first_result

SOURCE_NAMES = ("direct", "sandbox", "serpapi", "serper", "dataforseo")


class SerpSource:
    """The interface: ``fetch_many`` answers every job; ``fetch`` is one job."""

    name: ClassVar[str]

    def fetch_many(self, jobs: Sequence[SerpJob]) -> dict[str, Fetched]:
        raise NotImplementedError

    def fetch(self, key: Any, depth: int = 10, hint: DepthHint | None = None,
              strategy: Strategy | str = Strategy.SMART) -> Fetched:
        """One SERP: ``key`` is a :class:`SerpQuery` or anything with its attributes (a ``SerpKey``)."""
        job = SerpJob(uuid.uuid4().hex, SerpQuery.of(key), depth, Strategy(strategy), hint or DepthHint())
        return self.fetch_many([job])[job.id]

    def close(self) -> None:
        """Release what the source holds (connections, a sandbox server)."""


class DirectSource(SerpSource):
    """The ``serp`` spider, in a child process per batch, against ``config.base_urls``."""

    name = "direct"

    def __init__(self, config: CrawlConfig) -> None:
        self.config = config

    def fetch_many(self, jobs: Sequence[SerpJob]) -> dict[str, Fetched]:
        return run_jobs(jobs, self.config, source=self.name)


class SandboxSource(DirectSource):
    """The spider against the sandbox: a running one at ``url``, or its own started on first use."""

    name = "sandbox"

    def __init__(self, config: CrawlConfig, *, url: str | None = None, extra_domains: Iterable[str] = ()) -> None:
        super().__init__(config)
        self.url = url.rstrip("/") if url else None
        self.extra_domains = tuple(extra_domains)
        self._server: Any = None
        self._lock = threading.Lock()

    def base_url(self) -> str:
        with self._lock:
            if self.url is None:
                from crawler.sandbox import SandboxServer

                self._server = SandboxServer(extra_domains=self.extra_domains).start()
                self.url = self._server.url
            return self.url

    def fetch_many(self, jobs: Sequence[SerpJob]) -> dict[str, Fetched]:
        base = self.base_url()
        # The sandbox is local: no proxies, no politeness delay, no browser.
        config = replace(self.config, base_urls={e.value: f"{base}/{e.value}" for e in Engine}, proxies=(),
                         download_delay=0.0, render="off")
        return run_jobs(jobs, config, source=self.name)

    def close(self) -> None:
        with self._lock:
            if self._server is not None:
                self._server.stop()
                self._server, self.url = None, None


class ApiFailure(Exception):
    """A SERP API call that gave no page; carries the error to record."""

    def __init__(self, kind: FetchErrorKind, detail: str) -> None:
        super().__init__(detail)
        self.error = FetchError(kind, detail)


def _status_error(provider: str, response: httpx.Response) -> ApiFailure:
    """The error of a non-2xx answer of a SERP API, by its status and message."""
    try:
        body = response.json()
        message = str(body.get("error") or body.get("message") or body.get("status_message") or "")
    except (ValueError, AttributeError):
        message = response.text[:200]
    detail = f"{provider}: HTTP {response.status_code}" + (f" ({message})" if message else "")
    if response.status_code in (401, 403):
        return ApiFailure(FetchErrorKind.AUTH, detail)
    if response.status_code in (402, 429) or "credit" in message.lower():
        return ApiFailure(FetchErrorKind.QUOTA, detail)
    return ApiFailure(FetchErrorKind.API, detail)


def _on_page(parsed: ParsedSerp, page: int) -> ParsedSerp:
    """``parsed`` as result page ``page`` (the number the client asked for, whatever the payload says)."""
    if parsed.pages == (page,) and all(r.page == page for r in parsed.results):
        return parsed
    return replace(parsed, pages=(page,), results=tuple(replace(r, page=page) for r in parsed.results))


class ApiSource(SerpSource):
    """An HTTP SERP API: one job after another, each answered or failed on its own."""

    provider: ClassVar[str]

    def __init__(self, base_url: str, *, timeout: float = 120.0) -> None:
        self.base_url = base_url.rstrip("/")
        self.client = httpx.Client(timeout=timeout, headers={"Accept": "application/json"})

    def close(self) -> None:
        self.client.close()

    def fetch_many(self, jobs: Sequence[SerpJob]) -> dict[str, Fetched]:
        return {job.id: self._fetch_job(job) for job in jobs}

    def _fetch_job(self, job: SerpJob) -> Fetched:
        query = job.query
        if query.engine is not Engine.GOOGLE or not self.supports(query):
            reason = f"{self.provider} fetches Google only" if query.engine is not Engine.GOOGLE \
                else f"{self.provider} has no {query.device.value} results"
            return Fetched(self.name, error=FetchError(FetchErrorKind.UNSUPPORTED, reason))
        try:
            return self.fetch_pages(job)
        except (ApiFailure, httpx.HTTPError) as exc:
            return Fetched(self.name, error=self.failure(exc))

    def failure(self, exc: ApiFailure | httpx.HTTPError) -> FetchError:
        if isinstance(exc, ApiFailure):
            return exc.error
        if isinstance(exc, httpx.TimeoutException):
            return FetchError(FetchErrorKind.NETWORK, f"{self.provider}: timeout ({exc})")
        return FetchError(FetchErrorKind.NETWORK, f"{self.provider}: {exc}")

    def supports(self, query: SerpQuery) -> bool:
        return True

    def fetch_pages(self, job: SerpJob) -> Fetched:
        """Page after page, as the depth strategy asks (one request a page of 10 since 2025-09)."""
        pages: dict[int, ParsedSerp] = {}
        while True:
            found = all_found((r.host for p in pages.values() for r in p.organic), job.hint)
            batch = next_pages(depth=job.depth, fetched=len(pages), found=found, strategy=job.strategy, hint=job.hint)
            if not batch:
                break
            ended = False
            for page in batch:
                try:
                    pages[page] = _on_page(self.fetch_page(job.query, page), page)
                except (ApiFailure, httpx.HTTPError) as exc:
                    return Fetched(self.name, error=self.failure(exc), pages_fetched=len(pages))
                except SerpPageError as error:
                    if error.kind is SerpPageKind.EMPTY and page > 1:
                        ended = True  # the engine has nothing after the previous page
                        break
                    return Fetched(self.name, error=FetchError.of_page(error), pages_fetched=len(pages))
            if ended:
                break
        merged = ParsedSerp.merge_pages([pages[p] for p in sorted(pages)])
        return Fetched(self.name, parsed=merged, pages_fetched=len(pages), ended=ended)

    def fetch_page(self, query: SerpQuery, page: int) -> ParsedSerp:
        raise NotImplementedError

    def _json(self, response: httpx.Response) -> Any:
        if response.status_code >= 400:
            raise _status_error(self.provider, response)
        try:
            return response.json()
        except ValueError:
            raise ApiFailure(FetchErrorKind.API, f"{self.provider}: the answer is not JSON") from None


class SerpApiSource(ApiSource):
    """SerpApi's Google Search API: ``GET /search.json?engine=google&q=…&api_key=…``, 10 results a
    page (``start`` = offset); the country from ``gl``, the language from ``hl``, a city from
    ``location``, and ``device`` desktop or mobile."""

    name = "serpapi"
    provider = "SerpApi"

    def __init__(self, api_key: str, base_url: str = "https://serpapi.com", **kwargs: Any) -> None:
        super().__init__(base_url, **kwargs)
        self.api_key = api_key

    def params(self, query: SerpQuery, page: int) -> dict[str, str]:
        params = {
            "engine": "google",
            "q": query.keyword,
            "google_domain": "google.com",
            "gl": query.country.lower(),
            "hl": query.language.lower(),
            "device": query.device.value,
            "num": str(RESULTS_PER_PAGE),
        }
        if query.location:
            params["location"] = query.location
        offset = first_result(page) - 1
        if offset:
            params["start"] = str(offset)
        return params

    def fetch_page(self, query: SerpQuery, page: int) -> ParsedSerp:
        response = self.client.get(f"{self.base_url}/search.json", params={**self.params(query, page), "api_key": self.api_key})
        return serp_api.from_payload(Source.SERPAPI, self._json(response), engine=query.engine, device=query.device)


class SerperSource(ApiSource):
    """Serper.dev: ``POST /search`` with ``{"q", "gl", "hl", "location", "num", "page"}`` and the key in
    ``X-API-KEY``. Serper documents no device parameter, so it answers desktop SERPs only (a mobile
    SERP is ``unsupported`` rather than desktop results stored as mobile)."""

    name = "serper"
    provider = "Serper"

    def __init__(self, api_key: str, base_url: str = "https://google.serper.dev", **kwargs: Any) -> None:
        super().__init__(base_url, **kwargs)
        self.api_key = api_key

    def supports(self, query: SerpQuery) -> bool:
        return query.device is Device.DESKTOP

    def body(self, query: SerpQuery, page: int) -> dict[str, Any]:
        body: dict[str, Any] = {"q": query.keyword, "gl": query.country.lower(), "hl": query.language.lower(),
                                "num": RESULTS_PER_PAGE, "page": page}
        if query.location:
            body["location"] = query.location
        return body

    def fetch_page(self, query: SerpQuery, page: int) -> ParsedSerp:
        response = self.client.post(f"{self.base_url}/search", json=self.body(query, page),
                                    headers={"X-API-KEY": self.api_key})
        return serp_api.from_payload(Source.SERPER, self._json(response), engine=query.engine, device=query.device)


# DataForSEO's Google languages carry a region only for Chinese; other tags go by their base.
_DATAFORSEO_LANGUAGES = {"zh-TW": "zh-TW", "zh-HK": "zh-TW", "zh-CN": "zh-CN", "zh-SG": "zh-CN"}


class DataForSeoSource(ApiSource):
    """DataForSEO v3 ``POST /v3/serp/google/organic/live/advanced`` with HTTP basic auth: one task
    asks for the whole depth (it pages and bills per 10 results itself), so the smart strategy's
    stop-early does not apply here."""

    name = "dataforseo"
    provider = "DataForSEO"
    PATH = "/v3/serp/google/organic/live/advanced"

    def __init__(self, login: str, password: str, base_url: str = "https://api.dataforseo.com", **kwargs: Any) -> None:
        super().__init__(base_url, **kwargs)
        self.auth = httpx.BasicAuth(login, password)

    def task(self, query: SerpQuery, depth: int) -> dict[str, Any]:
        task: dict[str, Any] = {
            "keyword": query.keyword,
            "language_code": _DATAFORSEO_LANGUAGES.get(query.language, query.language.split("-")[0]),
            "device": query.device.value,
            "os": "windows" if query.device is Device.DESKTOP else "android",
            "depth": page_count(depth) * RESULTS_PER_PAGE,
        }
        if query.location:
            task["location_name"] = query.location
        else:
            task["location_code"] = COUNTRIES[query.country].dataforseo_location_code
        return task

    def fetch_pages(self, job: SerpJob) -> Fetched:
        response = self.client.post(f"{self.base_url}{self.PATH}", json=[self.task(job.query, job.depth)], auth=self.auth)
        payload = self._json(response)
        code = payload.get("status_code") if isinstance(payload, dict) else None
        tasks = payload.get("tasks") if isinstance(payload, dict) else None
        task_code = tasks[0].get("status_code") if tasks and isinstance(tasks[0], dict) else None
        for status in (code, task_code):
            if isinstance(status, int) and status // 100 in (401, 403):
                raise ApiFailure(FetchErrorKind.AUTH, f"DataForSEO: {status}")
            if isinstance(status, int) and status // 100 in (402, 429):
                raise ApiFailure(FetchErrorKind.QUOTA, f"DataForSEO: {status}")
        try:
            parsed = serp_api.from_payload(Source.DATAFORSEO, payload, engine=job.query.engine, device=job.query.device)
        except SerpPageError as error:
            return Fetched(self.name, error=FetchError.of_page(error))
        pages = math.ceil(max(len(parsed.organic), 1) / RESULTS_PER_PAGE)
        # Asked for the whole depth at once: fewer pages than that is all the engine has.
        return Fetched(self.name, parsed=parsed, pages_fetched=min(pages, page_count(job.depth)),
                       ended=pages < page_count(job.depth))


@dataclass(frozen=True, slots=True)
class ChainAnswer:
    """The outcome of one job through a chain: the final answer and every attempt, in order."""

    fetched: Fetched
    attempts: tuple[Fetched, ...]

    @property
    def answered_by(self) -> str | None:
        return self.fetched.source if self.fetched.ok else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "answered_by": self.answered_by,
            "attempts": [
                {"source": a.source, "ok": a.ok, "error": a.error.to_dict() if a.error else None,
                 "pages_fetched": a.pages_fetched, "sandbox": a.sandbox}
                for a in self.attempts
            ],
        }


class FailoverChain:
    """Sources asked in order; a job goes to the next source when one fails (except when the engine
    said nothing matched, which every source would repeat)."""

    def __init__(self, sources: Sequence[SerpSource]) -> None:
        if not sources:
            raise ValueError("a chain needs at least one source")
        self.sources = list(sources)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.sources]

    @property
    def sandbox_only(self) -> bool:
        return self.names == ["sandbox"]

    def fetch_many(self, jobs: Sequence[SerpJob]) -> dict[str, ChainAnswer]:
        attempts: dict[str, list[Fetched]] = {job.id: [] for job in jobs}
        remaining = list(jobs)
        for source in self.sources:
            if not remaining:
                break
            try:
                answers = source.fetch_many(remaining)
            except Exception as exc:  # noqa: BLE001 - a broken source must not stop the others: recorded per job
                error = FetchError(FetchErrorKind.CRAWLER if isinstance(source, DirectSource) else FetchErrorKind.API,
                                   f"{source.name}: {type(exc).__name__}: {exc}")
                answers = {job.id: Fetched(source.name, error=error) for job in remaining}
            for job in remaining:
                attempts[job.id].append(answers[job.id])
            remaining = [j for j in remaining if not answers[j.id].ok and answers[j.id].error.try_next_source]
        return {job.id: ChainAnswer(attempts[job.id][-1], tuple(attempts[job.id])) for job in jobs}

    def fetch(self, key: Any, depth: int = 10, hint: DepthHint | None = None,
              strategy: Strategy | str = Strategy.SMART) -> ChainAnswer:
        job = SerpJob(uuid.uuid4().hex, SerpQuery.of(key), depth, Strategy(strategy), hint or DepthHint())
        return self.fetch_many([job])[job.id]

    def close(self) -> None:
        for source in self.sources:
            source.close()


def crawl_config(settings: Any) -> CrawlConfig:
    """The direct source's crawl settings from the application settings (``api.core.config``)."""
    return CrawlConfig(
        base_urls={"google": settings.serp_google_url, "yahoo_jp": settings.serp_yahoo_jp_url,
                   "yahoo_tw": settings.serp_yahoo_tw_url},
        proxies=tuple(settings.serp_proxies),
        proxy_cooldown=settings.serp_proxy_cooldown_seconds,
        retry_times=settings.serp_retry_times,
        download_delay=settings.serp_download_delay,
        render=settings.serp_render,
        timeout=settings.serp_crawl_timeout_seconds,
    )


def source_names(settings: Any) -> list[str]:
    """The configured order, or the automatic one: every SERP API with credentials, then direct
    when proxies are set; the sandbox alone when nothing real is configured."""
    if settings.serp_sources:
        return [name.strip().lower() for name in settings.serp_sources]
    names = [name for name, configured in (
        ("serpapi", settings.serpapi_key),
        ("serper", settings.serper_key),
        ("dataforseo", settings.dataforseo_login and settings.dataforseo_password),
        ("direct", settings.serp_proxies),
    ) if configured]
    return names or ["sandbox"]


def build_source(name: str, settings: Any) -> SerpSource:
    """One source by name, configured from the application settings."""
    timeout = settings.serp_api_timeout_seconds
    if name == "direct":
        return DirectSource(crawl_config(settings))
    if name == "sandbox":
        return SandboxSource(crawl_config(settings), url=settings.serp_sandbox_url,
                             extra_domains=settings.serp_sandbox_domains)
    if name == "serpapi":
        if not settings.serpapi_key:
            raise ValueError("the serpapi source needs RANKLENS_SERPAPI_KEY")
        return SerpApiSource(settings.serpapi_key, settings.serpapi_url, timeout=timeout)
    if name == "serper":
        if not settings.serper_key:
            raise ValueError("the serper source needs RANKLENS_SERPER_KEY")
        return SerperSource(settings.serper_key, settings.serper_url, timeout=timeout)
    if name == "dataforseo":
        if not (settings.dataforseo_login and settings.dataforseo_password):
            raise ValueError("the dataforseo source needs RANKLENS_DATAFORSEO_LOGIN and RANKLENS_DATAFORSEO_PASSWORD")
        return DataForSeoSource(settings.dataforseo_login, settings.dataforseo_password, settings.dataforseo_url,
                                timeout=timeout)
    raise ValueError(f"unknown SERP source {name!r}; sources are {', '.join(SOURCE_NAMES)}")


def chain_from_settings(settings: Any) -> FailoverChain:
    """The failover chain the application settings describe (see :func:`source_names`)."""
    return FailoverChain([build_source(name, settings) for name in source_names(settings)])
