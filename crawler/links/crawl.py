"""One worker's turn of the link crawl: lease a batch, crawl it in a child process, ingest, complete.

Twisted's reactor cannot be restarted, so each batch is a child process (``python -m crawler.links.crawl WORKDIR PARENT_PID``)
running the ``links`` spider over the batch in ``WORKDIR/config.json``; it appends records to
``WORKDIR/records.jsonl`` (:mod:`crawler.audit.journal`) which :func:`crawl_batch` tails. The child dies with its
parent (``PR_SET_PDEATHSIG``): a worker killed mid-batch leaves no orphan fetching on, and its lease expires in
the frontier, which gives the URLs to another worker.

:func:`run_lease` is what a Celery task (:mod:`api.links.tasks`), the tests' worker processes and the benchmark
call: the pages go to ``ingest`` (the link store's ``record_pages``, or a spool) as
:class:`~analytics.links.model.PageLinks`, the outcomes back to the frontier.
"""

from __future__ import annotations

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from analytics.links.model import Outlink, PageLinks
from crawler.audit.crawl import CONFIG, child_setup
from crawler.audit.journal import RECORDS, JsonLines, complete_lines
from crawler.audit.policy import FetchPolicy
from crawler.links.extract import clean_url
from crawler.links.frontier import (
    DEFAULT_DELAY,
    LEASE_TTL,
    FetchResult,
    Frontier,
    HostReport,
    Lease,
    LeasedUrl,
)

MORE = "more.jsonl"  # crawler.spiders.links.MORE (the child reads it; importing the spider would load Scrapy)
INGEST_CHUNK = 500  # pages handed to ingest at once
EXTEND_EVERY = 60.0  # seconds between lease extensions while a batch runs (a third of a shorter lease's TTL)
GONE = frozenset({404, 410})  # a page that is gone links nowhere now: its links are lost


@dataclass(frozen=True)
class LinkCrawlOptions:
    """How batches are fetched: the fetch policy (guard, size cap, timeout, redirects, user agent), host pins
    (trusted, like /etc/hosts), the least delay between two fetches of one host, the batch's size and its
    time limit (seconds), and the concurrent requests of one batch process. ``grow_to``: see
    :meth:`~crawler.links.frontier.Frontier.grow`."""

    policy: FetchPolicy
    hosts: Mapping[str, str] = field(default_factory=dict)
    min_delay: float = DEFAULT_DELAY
    max_hosts: int = 64
    per_host: int = 8
    grow_to: int = 100  # URLs per host a batch may hold with those its pages link (Frontier.grow)
    timeout: float = 600.0
    concurrency: int = 64


@dataclass(frozen=True)
class BatchOutcome:
    lease_id: str
    urls: int
    fetched: int
    pages: int  # PageLinks ingested
    errors: dict[str, int]
    completed: bool  # False: the lease had expired (another worker has its URLs)


def scrapy_settings(options: LinkCrawlOptions) -> dict[str, Any]:
    return options.policy.scrapy_settings(options.timeout, margin=10) | {
        "DOWNLOAD_DELAY": options.min_delay, "CONCURRENT_REQUESTS": options.concurrency}


def _die_with_parent(parent: int) -> None:
    """In the child, first thing: SIGKILL when the parent dies (Linux prctl PR_SET_PDEATHSIG; set here rather
    than in a ``preexec_fn``, which is unsafe in the threaded worker), or now if it died already."""
    try:
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)
    except (OSError, AttributeError):
        return  # not Linux: the batch's time limit ends it
    if os.getppid() != parent:
        os._exit(1)


def crawl_batch(lease: Lease, options: LinkCrawlOptions, workdir: Path,
                tick: Callable[[], None] | None = None) -> Iterator[dict[str, Any]]:
    """Crawl the lease's URLs in a child process; yield each record as it is written (the last is ``done``).
    ``tick`` is called about once a second while the child runs (the caller extends its lease there)."""
    workdir.mkdir(parents=True, exist_ok=True)
    config = {"settings": scrapy_settings(options), "policy": asdict(options.policy), "hosts": dict(options.hosts),
              "spider": {"urls": [asdict(url) for url in lease.urls], "robots": lease.robots,
                         "delays": lease.delays, "min_delay": options.min_delay}}
    (workdir / CONFIG).write_text(json.dumps(config, ensure_ascii=False), encoding="utf-8")
    with (workdir / "stderr.log").open("ab") as stderr:
        process = subprocess.Popen([sys.executable, "-m", "crawler.links.crawl", str(workdir), str(os.getpid())],
                                   stdout=subprocess.DEVNULL, stderr=stderr)
    records, offset, done = workdir / RECORDS, 0, False
    deadline = time.monotonic() + options.timeout + 30
    last_tick = time.monotonic()
    try:
        while True:
            running = process.poll() is None
            got = False
            for end, line in complete_lines(records, offset):
                got, offset = True, end
                record = json.loads(line)
                done = done or record["kind"] == "done"
                yield record
            if not running:
                break
            if time.monotonic() > deadline:
                break
            if tick is not None and time.monotonic() - last_tick > 1.0:
                last_tick = time.monotonic()
                tick()
            if not got:
                time.sleep(0.05)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
    if not done:
        yield {"kind": "done", "reason": f"exited with {process.returncode}"}


def _page_links(record: dict[str, Any]) -> PageLinks | None:
    """The page as the link store takes it: a page fetched whole, or one now gone (its links are lost)."""
    status = record.get("status")
    if status != 200 and status not in GONE:
        return None
    source = clean_url(record.get("final_url") or record["url"]) or record["url"]
    links = tuple(Outlink(target, anchor, tuple(rel), placement)
                  for target, anchor, rel, placement in record.get("links", ()))
    return PageLinks(source, datetime.fromisoformat(record["at"]), links)


def run_lease(frontier: Frontier, worker: str, options: LinkCrawlOptions, workroot: Path,
              ingest: Callable[[Sequence[PageLinks]], Any], *, ttl: float = LEASE_TTL) -> BatchOutcome | None:
    """Lease a batch, crawl it, hand its pages to ``ingest`` and its outcomes to the frontier; None when there
    is nothing to do (paused, budget spent, nothing due)."""
    lease = frontier.lease(worker, max_hosts=options.max_hosts, per_host=options.per_host, ttl=ttl)
    if lease is None:
        return None
    workdir = Path(workroot) / f"links-{lease.id}"
    results: list[FetchResult] = []
    reports: list[HostReport] = []
    pages: list[PageLinks] = []
    ingested = 0
    last_extend = time.monotonic()

    def tick() -> None:
        nonlocal last_extend
        if time.monotonic() - last_extend > min(EXTEND_EVERY, ttl / 3):
            last_extend = time.monotonic()
            frontier.extend(lease, ttl)

    by_url = {url.url: url for url in lease.urls}
    answered = 0
    more: JsonLines | None = None
    try:
        for record in crawl_batch(lease, options, workdir, tick):
            if record["kind"] == "page":
                # Links to the batch's own hosts, never seen: fetched in this batch (answered in more.jsonl).
                answered += 1
                found = by_url.get(record["url"])
                grown: list[LeasedUrl] = []
                if found is not None and record["links"] and not record.get("nofollow"):
                    lease, grown = frontier.grow(lease, found, [link[0] for link in record["links"]],
                                                 cap=options.grow_to)
                    by_url.update((url.url, url) for url in grown)
                more = more or JsonLines(workdir / MORE)
                more.write({"u": [asdict(url) for url in grown], "ack": answered})
                results.append(FetchResult(
                    record["url"], record["status"], record["error"],
                    links=() if record.get("nofollow") else [link[0] for link in record["links"]],
                    location=record.get("location"), signature=record.get("signature"),
                    fetched=record.get("fetched", True)))
                page = _page_links(record)
                if page is not None:
                    pages.append(page)
                if len(pages) >= INGEST_CHUNK:
                    ingest(pages)
                    ingested, pages = ingested + len(pages), []
            elif record["kind"] == "host":
                reports.append(HostReport(record["host"], record["robots"], record["robots_fetched"],
                                          record["delay"], record["last_fetch"]))
        if pages:
            ingest(pages)
            ingested += len(pages)
        completed = frontier.complete(lease, results, reports)
    finally:
        if more is not None:
            more.close()
        shutil.rmtree(workdir, ignore_errors=True)
    errors: dict[str, int] = {}
    for result in results:
        if result.error:
            errors[result.error] = errors.get(result.error, 0) + 1
    return BatchOutcome(lease.id, len(lease.urls), sum(1 for r in results if r.status is not None), ingested,
                        errors, completed)


def main(argv: Sequence[str] | None = None) -> int:
    """The child: crawl the batch WORKDIR/config.json names, appending records to WORKDIR/records.jsonl."""
    from scrapy.crawler import CrawlerProcess

    from crawler.spiders.links import LinksSpider

    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) not in (1, 2):
        print("usage: python -m crawler.links.crawl WORKDIR [PARENT_PID]", file=sys.stderr)
        return 2
    if len(args) == 2:
        _die_with_parent(int(args[1]))
    workdir = Path(args[0])
    config, settings, policy = child_setup(workdir)
    process = CrawlerProcess(settings)
    process.crawl(LinksSpider, workdir=str(workdir), guard=policy.guard(config["hosts"]),
                  user_agent=policy.user_agent, **config["spider"])
    process.start()
    return 0


if __name__ == "__main__":
    os.environ.setdefault("SCRAPY_SETTINGS_MODULE", "crawler.settings")
    sys.exit(main())
