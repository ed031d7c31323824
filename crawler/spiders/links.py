"""The ``links`` spider: fetches one leased batch of the link crawl's frontier and writes a record per URL.

The frontier (:mod:`crawler.links.frontier`) decides what to fetch and when; this spider only fetches the batch
politely and reports (:mod:`crawler.links.crawl` runs it in a child process):

- robots.txt per host, parsed with Protego (the parser Scrapy's ``ROBOTSTXT_PARSER`` uses). It is read here, not
  by Scrapy's robots middleware, because the frontier keeps each host's robots.txt for a day and hands it to the
  next batch: a host is asked for it once a day, not once per batch process. A 4xx robots.txt allows everything;
  a 5xx or an unreachable one allows nothing this time (``robots_unreachable``, retried later), as Google does.
- one request at a time per host (the next one starts when the last ended), at least the host's crawl-delay apart
  (Scrapy's download slot delay, the host's own slot); after a timeout the host's other URLs wait for a later
  batch (the frontier backs the host off).
- every request passes the private-address guard (:mod:`crawler.audit.middlewares`), redirect hops included:
  a page's redirect is not followed here but handed back as a URL for the frontier (which dedups it and limits
  the chain); robots.txt redirects are followed by Scrapy (at most ``REDIRECT_MAX_TIMES``).
- a response past ``DOWNLOAD_MAXSIZE`` is cancelled and recorded as ``too_large``.
- the batch grows: links to the batch's own hosts that the frontier never saw are fetched in the same batch (the
  lease holds those hosts alone). The parent reads each page record, asks the frontier
  (:meth:`crawler.links.frontier.Frontier.grow`) and answers in ``more.jsonl``: the URLs added, and how many page
  records it has read; the spider ends when every page it wrote was answered and nothing is left.

Records (``records.jsonl``, one JSON line each, :mod:`crawler.audit.journal`):
``{"kind": "page", "url", "final_url", "status", "error", "links": [[target, anchor, [rel…], placement]…],
"location", "signature", "nofollow", "at"}`` per leased URL, ``{"kind": "host", "host", "robots", "robots_fetched",
"delay", "last_fetch"}`` per host, and ``{"kind": "done", "reason"}`` last.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections import deque
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urljoin, urlsplit

import scrapy
from protego import Protego
from scrapy import signals
from scrapy.exceptions import DontCloseSpider
from scrapy.http import Response, TextResponse
from twisted.python.failure import Failure

from crawler.audit.journal import RECORDS, JsonLines, complete_lines
from crawler.audit.middlewares import fetch_error
from crawler.audit.ssrf import AddressGuard
from crawler.links.extract import extract_links
from crawler.links.frontier import DELAY_MARGIN

MORE = "more.jsonl"  # the parent's answers: URLs the batch grew by ({"u": [...]}) and pages it read ({"ack": n})
POLL = 0.05  # seconds between two reads of MORE
MAX_ROBOTS = 512 * 1024  # Google reads the first 500 KiB of a robots.txt
_NOFOLLOW_META = re.compile(
    rb"<meta[^>]+name\s*=\s*[\"']?(?:robots|ranklensbot)[\"']?[^>]*content\s*=\s*[\"'][^\"']*nofollow", re.IGNORECASE)


def error_kind(error: str | None) -> str | None:
    """A fetch error (:func:`crawler.audit.middlewares.fetch_error`) as the fleet counts it."""
    if error is None:
        return None
    head = error.split(":", 1)[0]
    if head in ("timeout", "dns", "blocked_address", "too_large", "tls"):
        return head
    if head == "decompression_bomb":
        return "too_large"
    if head in ("connection_refused", "connection", "data_loss"):
        return "connection"
    return "other"


def _status_kind(status: int) -> str | None:
    if status >= 500:
        return "http_5xx"
    if status >= 400:
        return "http_4xx"
    return None


class LinksSpider(scrapy.Spider):
    name = "links"
    custom_settings: ClassVar[dict[str, Any]] = {
        "ROBOTSTXT_OBEY": False,  # read by the spider, from the frontier's copy when it has one (see above)
        "HTTPERROR_ALLOW_ALL": True,
        "COOKIES_ENABLED": False,
        "METAREFRESH_ENABLED": False,
        "RETRY_ENABLED": False,  # the frontier retries, later and with backoff
        "DUPEFILTER_CLASS": "scrapy.dupefilters.BaseDupeFilter",  # the frontier dedups
        "DOWNLOADER_MIDDLEWARES": {"crawler.audit.middlewares.AddressGuardMiddleware": 50},
        "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
        "RANDOMIZE_DOWNLOAD_DELAY": False,
        "AUTOTHROTTLE_ENABLED": False,
        "DEPTH_LIMIT": 0,
        "CONCURRENT_ITEMS": 1,
        "DNSCACHE_ENABLED": True,
    }

    def __init__(self, workdir: str, guard: AddressGuard, urls: list[dict[str, Any]],
                 robots: dict[str, str | None] | None = None, delays: dict[str, float] | None = None,
                 user_agent: str = "RankLensBot", min_delay: float = 1.0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.guard = guard
        self.agent = user_agent.split("/", 1)[0]
        self.min_delay = min_delay
        self.records = JsonLines(Path(workdir) / RECORDS)
        self.queues: dict[str, deque[str]] = {}
        for url in urls:
            self.queues.setdefault(url["host"], deque()).append(url["url"])
        self.known_robots = dict(robots or {})
        self.delays = dict(delays or {})
        self.parsers: dict[str, Protego | None] = {}
        self.fetched_robots: dict[str, str] = {}
        self.last_fetch: dict[str, float] = {}
        self.more = Path(workdir) / MORE
        self.more_offset = 0
        self.written = 0  # page records written
        self.answered = 0  # page records the parent has read
        self.busy: set[str] = set()  # hosts with a page request in flight
        self.given_up: set[str] = set()  # hosts that timed out in this batch
        self.poller: Any = None

    @classmethod
    def from_crawler(cls, crawler, *args: Any, **kwargs: Any):
        spider = super().from_crawler(crawler, *args, **kwargs)
        crawler.signals.connect(spider.closed_, signal=signals.spider_closed)
        crawler.signals.connect(spider.idle, signal=signals.spider_idle)
        crawler.signals.connect(spider.opened, signal=signals.spider_opened)
        return spider

    def opened(self, spider: Any) -> None:
        from twisted.internet import task  # here: importing it early would install the default reactor

        self.poller = task.LoopingCall(self._poll)
        self.poller.start(POLL, now=False)

    def _poll(self) -> None:
        """Take the parent's answers: new URLs of held hosts join their queues (an idle host starts again)."""
        for end, line in complete_lines(self.more, self.more_offset):
            self.more_offset = end
            answer = json.loads(line)
            if "ack" in answer:
                self.answered = answer["ack"]
            for url in answer.get("u", ()):
                if url["host"] in self.given_up:
                    continue
                self.queues.setdefault(url["host"], deque()).append(url["url"])
                if url["host"] not in self.busy and url["host"] in self.parsers:
                    for request in self._next(url["host"]):
                        self.crawler.engine.crawl(request)

    def idle(self) -> None:
        """Nothing in flight: wait while the parent has page records to answer (they may grow the batch)."""
        self._poll()
        if self.answered < self.written or self.busy:
            raise DontCloseSpider

    async def start(self) -> AsyncIterator[scrapy.Request]:
        for host in list(self.queues):
            if host in self.known_robots:
                for request in self._robots_read(host, self.known_robots[host] or ""):
                    yield request
            else:
                url = f"{urlsplit(self.queues[host][0]).scheme}://{host}/robots.txt"
                yield scrapy.Request(url, callback=self.on_robots, errback=self.on_robots_error, dont_filter=True,
                                     meta={"links_host": host, "download_slot": host})

    # -- robots.txt ------------------------------------------------------------------------------------

    def on_robots(self, response: Response) -> Iterator[scrapy.Request]:
        host = response.meta["links_host"]
        if response.status >= 500:
            yield from self._unreachable(host, "robots_unreachable")
            return
        text = ""
        if response.status == 200:
            text = response.body[:MAX_ROBOTS].decode("utf-8", "replace")
        self.fetched_robots[host] = text
        yield from self._robots_read(host, text)

    def on_robots_error(self, failure: Failure) -> Iterator[scrapy.Request]:
        kind = error_kind(fetch_error(failure))
        yield from self._unreachable(failure.request.meta["links_host"],
                                     "robots_unreachable" if kind in ("timeout", "connection", "other") else kind)

    def _unreachable(self, host: str, kind: str) -> Iterator[scrapy.Request]:
        while self.queues[host]:
            self._page(self.queues[host].popleft(), error=kind, fetched=False)
        return iter(())

    def _robots_read(self, host: str, text: str) -> Iterator[scrapy.Request]:
        parser = Protego.parse(text) if text.strip() else None
        self.parsers[host] = parser
        delay = parser.crawl_delay(self.agent) if parser is not None else None
        if delay is not None:
            self.delays[host] = float(delay)
        self._slot_delay(host, max(self.min_delay, self.delays.get(host, 0.0)))
        yield from self._next(host)

    def _slot_delay(self, host: str, delay: float) -> None:
        downloader = self.crawler.engine.downloader
        delay += DELAY_MARGIN
        downloader.per_slot_settings[host] = {"concurrency": 1, "delay": delay}
        slot = downloader.slots.get(host)
        if slot is not None:
            slot.delay = delay

    # -- pages -----------------------------------------------------------------------------------------

    def _next(self, host: str) -> Iterator[scrapy.Request]:
        """The host's next allowed URL (robots.txt-disallowed ones are recorded on the way)."""
        queue = self.queues.setdefault(host, deque())
        parser = self.parsers.get(host)
        self.busy.discard(host)
        while queue:
            url = queue.popleft()
            if parser is not None and not parser.can_fetch(url, self.agent):
                self._page(url, error="robots", fetched=False)
                continue
            self.busy.add(host)
            yield scrapy.Request(url, callback=self.on_page, errback=self.on_page_error, dont_filter=True,
                                 meta={"links_host": host, "links_url": url, "download_slot": host,
                                       "dont_redirect": True})
            return

    def on_page(self, response: Response) -> Iterator[scrapy.Request]:
        meta = response.meta
        host, url = meta["links_host"], meta["links_url"]
        self.last_fetch[host] = time.time()
        status = response.status
        location = None
        if 300 <= status < 400 and response.headers.get("Location"):
            raw = response.headers["Location"].decode("utf-8", "replace").strip()
            location = urljoin(response.url, raw)
        links: list[list[Any]] = []
        nofollow = False
        if status == 200 and isinstance(response, TextResponse) and b"html" in (
                response.headers.get("Content-Type") or b"text/html").lower():
            found = extract_links(response.url, response.body, encoding=response.encoding)
            links = [[link.target_url, link.anchor, list(link.rel), link.placement] for link in found]
            nofollow = bool(_NOFOLLOW_META.search(response.body[:65536])) or b"nofollow" in (
                response.headers.get("X-Robots-Tag") or b"").lower()
        signature = hashlib.blake2b("\n".join(sorted(link[0] for link in links)).encode(),
                                    digest_size=8).hexdigest() if status == 200 else None
        self._page(url, status=status, final_url=response.url, error=_status_kind(status), links=links,
                   location=location, signature=signature, nofollow=nofollow)
        yield from self._next(host)

    def on_page_error(self, failure: Failure) -> Iterator[scrapy.Request]:
        meta = failure.request.meta
        host, url = meta["links_host"], meta["links_url"]
        kind = error_kind(fetch_error(failure))
        self._page(url, error=kind, fetched=kind not in ("blocked_address", "dns"))
        if kind == "timeout":
            self.busy.discard(host)
            self.given_up.add(host)  # with the URLs the batch grows by later: no result, queued again
            self.queues[host].clear()
            return  # a slow host's other URLs wait for a later batch (no result: the frontier queues them again)
        self.last_fetch[host] = time.time()
        yield from self._next(host)

    def _page(self, url: str, *, status: int | None = None, final_url: str | None = None, error: str | None = None,
              links: list | None = None, location: str | None = None, signature: str | None = None,
              nofollow: bool = False, fetched: bool = True) -> None:
        self.written += 1
        self.records.write({"kind": "page", "url": url, "final_url": final_url, "status": status, "error": error,
                            "links": links or [], "location": location, "signature": signature,
                            "nofollow": nofollow, "fetched": fetched, "at": datetime.now(UTC).isoformat()})

    def closed_(self, spider: Any, reason: str) -> None:
        if self.poller is not None and self.poller.running:
            self.poller.stop()
        for host in self.queues:
            self.records.write({"kind": "host", "host": host, "robots": self.fetched_robots.get(host),
                                "robots_fetched": host in self.fetched_robots, "delay": self.delays.get(host),
                                "last_fetch": self.last_fetch.get(host)})
        self.records.write({"kind": "done", "reason": reason})
        self.records.close()
