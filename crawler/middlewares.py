"""Downloader middlewares of the ``serp`` spider: proxies, user agents, retries and blocks.

- :class:`ProxyPoolMiddleware` hands requests to the proxies of ``SERP_PROXIES`` in turn and
  skips a proxy for ``SERP_PROXY_COOLDOWN`` seconds after the engine blocked it.
- :class:`DeviceUserAgentMiddleware` sends a desktop or a mobile browser's User-Agent, as the
  request's ``serp_device`` meta says (engines serve their mobile markup by User-Agent).
- :class:`BlockRetryMiddleware` (in place of Scrapy's ``RetryMiddleware``) retries with
  exponential backoff; a block — HTTP 429 or 503, or a redirect to Google's ``/sorry/`` page —
  also puts the proxy that met it on cooldown so the retry leaves through another one. The spider
  does the same for blocks it only sees in the markup (a captcha page served with 200) through
  :func:`retry_blocked`. When the retries run out, the response goes on to the spider, which
  records a failed check — never a rank.

Politeness per engine is the download slot: requests of one engine (through one proxy) share a
slot whose delay and concurrency come from ``SERP_POLITENESS`` (see :func:`download_slots`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from itertools import count
from typing import Any, Self
from urllib.parse import unquote, urlsplit

from scrapy import Request
from scrapy.crawler import Crawler
from scrapy.downloadermiddlewares.retry import RetryMiddleware, get_retry_request
from scrapy.http import Response
from scrapy.utils.asyncio import sleep
from scrapy.utils.response import response_status_message

# Sent with ``proxy`` (the proxy URL, None for a direct request) and ``reason`` when an engine
# blocked a request; the proxy pool cools that proxy down.
proxy_blocked = object()

BLOCK_STATUSES = frozenset({429, 503})

DEFAULT_USER_AGENTS: dict[str, tuple[str, ...]] = {
    "desktop": (
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0",
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:143.0) Gecko/20100101 Firefox/143.0",
    ),
    "mobile": (
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1",
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36",
        "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/141.0.0.0 Mobile/15E148 Safari/604.1",
    ),
}

# Seconds between requests and parallel requests per engine and proxy. Google blocks fastest.
DEFAULT_POLITENESS: dict[str, dict[str, float]] = {
    "google": {"delay": 8.0, "concurrency": 1},
    "yahoo_jp": {"delay": 4.0, "concurrency": 1},
    "yahoo_tw": {"delay": 4.0, "concurrency": 1},
}


def slot_key(engine: str, proxy_index: int | None) -> str:
    """The download slot of an engine's requests through one proxy (``None``: direct)."""
    return engine if proxy_index is None else f"{engine}|proxy{proxy_index}"


def download_slots(politeness: dict[str, dict[str, float]], proxy_count: int) -> dict[str, dict[str, Any]]:
    """Scrapy's ``DOWNLOAD_SLOTS`` for every engine, direct and through each proxy."""
    slots: dict[str, dict[str, Any]] = {}
    for engine, rule in politeness.items():
        for index in [None, *range(proxy_count)]:
            slots[slot_key(engine, index)] = {
                "delay": float(rule["delay"]),
                "concurrency": int(rule["concurrency"]),
                "jitter": 0.5,  # ±50 % around the delay, so requests keep no fixed rhythm
            }
    return slots


def backoff_delay(attempt: int, base: float, cap: float) -> float:
    """Seconds to wait before retry number ``attempt`` (1-based): base, 2·base, 4·base … ≤ cap."""
    if attempt < 1:
        return 0.0
    return min(cap, base * 2 ** (attempt - 1))


def retry_later(request: Request, reason: str, *, crawler: Crawler) -> Request | None:
    """A copy of ``request`` to send again after the backoff delay; ``None`` when retries ran out."""
    settings = crawler.settings
    retry = get_retry_request(
        request,
        spider=crawler.spider,
        reason=reason,
        max_retry_times=request.meta.get("max_retry_times", settings.getint("RETRY_TIMES")),
    )
    if retry is not None:
        retry.meta["serp_backoff"] = backoff_delay(
            retry.meta["retry_times"],
            settings.getfloat("SERP_RETRY_BACKOFF"),
            settings.getfloat("SERP_RETRY_BACKOFF_MAX"),
        )
    return retry


def retry_blocked(request: Request, reason: str, *, crawler: Crawler) -> Request | None:
    """The engine blocked ``request``: cool its proxy down and retry later (through another)."""
    crawler.signals.send_catch_log(proxy_blocked, proxy=request.meta.get("proxy"), reason=reason)
    return retry_later(request, f"blocked: {reason}", crawler=crawler)


class ProxyPool:
    """Round-robin over proxies, skipping those cooling down after a block.

    When every proxy is cooling down, the one whose cooldown ends first is used: a crawl slows
    down and keeps going rather than stopping.
    """

    def __init__(self, proxies: Iterable[str], cooldown: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.proxies = list(dict.fromkeys(p.strip() for p in proxies if p.strip()))
        self.cooldown = cooldown
        self.clock = clock
        self._until = dict.fromkeys(self.proxies, 0.0)
        self._turn = count()

    def __len__(self) -> int:
        return len(self.proxies)

    def index(self, proxy: str) -> int:
        return self.proxies.index(proxy)

    def next(self) -> str | None:
        if not self.proxies:
            return None
        now = self.clock()
        start = next(self._turn)
        for offset in range(len(self.proxies)):
            proxy = self.proxies[(start + offset) % len(self.proxies)]
            if self._until[proxy] <= now:
                return proxy
        return min(self.proxies, key=lambda p: self._until[p])

    def block(self, proxy: str | None) -> None:
        if proxy in self._until:
            self._until[proxy] = self.clock() + self.cooldown

    def cooling(self) -> list[str]:
        now = self.clock()
        return [p for p in self.proxies if self._until[p] > now]


def playwright_proxy(proxy: str) -> dict[str, str]:
    """A proxy URL as Playwright's context option: server plus separate credentials."""
    parts = urlsplit(proxy)
    server = f"{parts.scheme}://{parts.hostname}" + (f":{parts.port}" if parts.port else "")
    option = {"server": server}
    if parts.username:
        option["username"] = unquote(parts.username)
        option["password"] = unquote(parts.password or "")
    return option


class ProxyPoolMiddleware:
    """Sets each request's proxy (``meta["proxy"]``, or a Playwright context for rendered pages)
    and its download slot; cools a proxy down when :data:`proxy_blocked` names it."""

    def __init__(self, pool: ProxyPool) -> None:
        self.pool = pool

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        pool = ProxyPool(crawler.settings.getlist("SERP_PROXIES"), crawler.settings.getfloat("SERP_PROXY_COOLDOWN"))
        middleware = cls(pool)
        crawler.signals.connect(middleware.blocked, signal=proxy_blocked)
        return middleware

    def blocked(self, proxy: str | None, reason: str) -> None:
        self.pool.block(proxy)

    def process_request(self, request: Request) -> None:
        engine = request.meta.get("serp_engine")
        proxy = self.pool.next()
        if proxy is None:
            if engine:
                request.meta["download_slot"] = slot_key(engine, None)
            return
        index = self.pool.index(proxy)
        if request.meta.get("playwright"):
            request.meta["playwright_context"] = f"proxy{index}"
            request.meta["playwright_context_kwargs"] = {"proxy": playwright_proxy(proxy)}
        else:
            request.meta["proxy"] = proxy
        request.meta["serp_proxy"] = proxy
        if engine:
            request.meta["download_slot"] = slot_key(engine, index)


class DeviceUserAgentMiddleware:
    """A desktop or mobile browser's User-Agent for each request, in turn from ``SERP_USER_AGENTS``."""

    def __init__(self, agents: dict[str, list[str]]) -> None:
        self.agents = agents
        self._turn = count()

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        configured = crawler.settings.getdict("SERP_USER_AGENTS") or {}
        agents = {device: list(configured.get(device) or default) for device, default in DEFAULT_USER_AGENTS.items()}
        return cls(agents)

    def process_request(self, request: Request) -> None:
        device = request.meta.get("serp_device")
        if device in self.agents:
            choices = self.agents[device]
            request.headers["User-Agent"] = choices[next(self._turn) % len(choices)]


def is_sorry_redirect(response: Response) -> bool:
    """Google's block: a redirect to ``/sorry/`` (its captcha) instead of the result page."""
    if response.status not in (301, 302, 303, 307, 308):
        return False
    location = response.headers.get("Location", b"").decode("latin-1")
    return "/sorry/" in urlsplit(location).path


class BlockRetryMiddleware(RetryMiddleware):
    """Scrapy's retries with exponential backoff, and blocks retried through another proxy."""

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        middleware = super().from_crawler(crawler)
        crawler.signals.connect(middleware._count_block, signal=proxy_blocked)
        return middleware

    def _count_block(self, proxy: str | None, reason: str) -> None:
        if self.crawler.stats is not None:
            self.crawler.stats.inc_value(f"serp/blocked/{reason}")

    async def process_request(self, request: Request) -> None:
        delay = request.meta.pop("serp_backoff", 0)
        if delay:
            await sleep(delay)

    def process_response(self, request: Request, response: Response) -> Request | Response:
        if request.meta.get("dont_retry", False):
            return response
        if response.status in BLOCK_STATUSES or is_sorry_redirect(response):
            reason = "sorry" if is_sorry_redirect(response) else str(response.status)
            return retry_blocked(request, reason, crawler=self.crawler) or response
        if response.status in self.retry_http_codes:
            return self._retry(request, response_status_message(response.status)) or response
        return response

    def _retry(self, request: Request, reason: str | Exception | type[Exception]) -> Request | None:
        return retry_later(request, str(reason), crawler=self.crawler)


DOWNLOADER_MIDDLEWARES = {
    "scrapy.downloadermiddlewares.retry.RetryMiddleware": None,
    "crawler.middlewares.DeviceUserAgentMiddleware": 510,
    # Above RedirectMiddleware (600) so it sees Google's redirect to /sorry/ before it is followed.
    "crawler.middlewares.BlockRetryMiddleware": 650,
    # Below HttpProxyMiddleware (750), which turns meta["proxy"] into the connection and credentials.
    "crawler.middlewares.ProxyPoolMiddleware": 740,
}
