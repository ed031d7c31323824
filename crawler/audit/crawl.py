"""Run the ``site_audit`` spider in a child process and stream its records back.

Twisted's reactor cannot be restarted and chDB lets one process own its directory, so each crawl
is a child process, ``python -m crawler.audit.crawl WORKDIR``, as the SERP crawl is
(:mod:`crawler.serp.crawl`). The parent writes ``WORKDIR/config.json`` (Scrapy settings and the
spider's arguments); the child appends records to ``WORKDIR/records.jsonl`` as it goes
(:mod:`crawler.audit.journal`) and logs to ``WORKDIR/crawl.log``; :func:`crawl_site` tails that file
and yields each record while the child runs, so nothing holds the crawl in memory.

Resuming: a crawl whose child was killed is continued by calling :func:`crawl_site` again with the
same work directory. The child rebuilds its state from the records already written (done URLs,
their links as the frontier, external links and their checks), so no page is lost or fetched twice;
the parent keeps ``WORKDIR/consumed`` (the offset of the records its caller took) and yields only
newer ones. Scrapy's JOBDIR is not used for this: it saves its queue only when a crawl stops
cleanly, and after a kill its dupefilter would skip requests that were queued but never fetched.
"""

from __future__ import annotations

import ipaddress
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from crawler.audit.journal import RECORDS, complete_lines, finished
from crawler.audit.policy import FetchPolicy
from crawler.audit.ssrf import check_url, unsafe_reason

CONSUMED = "consumed"
CHILD_PID = "child.pid"  # the running child, for operators (and tests) to signal
CONFIG = "config.json"
SMALL_CRAWL = 200  # pages: below this a crawl audits its pages in its own process


@dataclass(frozen=True)
class AuditCrawlOptions:
    """What to crawl and how. ``policy`` is how each URL is fetched (address guard, size cap, request
    timeout, redirects, user agent), from the deployment's settings; ``timeout`` bounds the whole
    crawl (seconds); ``hosts`` pins host names to addresses (like /etc/hosts; a pinned host is trusted
    by the address guard); ``audit_workers`` sets the processes auditing pages (see :func:`audit_workers`)."""

    start_url: str
    policy: FetchPolicy
    max_pages: int = 500
    max_depth: int = 20
    render: bool = False
    vitals_sample: int = 0
    keep_facts: bool = False
    check_external: bool = True
    timeout: float = 3600.0
    retries: int = 2
    hosts: Mapping[str, str] = field(default_factory=dict)
    audit_workers: int | None = None  # processes auditing pages; None: by crawl size and cores


def scrapy_settings(options: AuditCrawlOptions, *, local: bool) -> dict[str, Any]:
    """The child's Scrapy settings. A site on the crawler's own network (only reachable when private
    addresses are allowed: tests, a benchmark, an intranet) is crawled flat out; a public site politely,
    its pace set by AutoThrottle from its response times. A response (decompressed) past the policy's
    size cap is "too_large", not read; its redirect limit is the spider's (which follows redirects)."""
    policy = options.policy
    settings = policy.scrapy_settings(options.timeout, margin=15) | {"RETRY_TIMES": options.retries,
                                                                    "CONCURRENT_REQUESTS": 64}
    if local:
        settings |= {"AUTOTHROTTLE_ENABLED": False, "CONCURRENT_REQUESTS_PER_DOMAIN": 32, "DOWNLOAD_DELAY": 0}
    else:
        settings |= {
            "AUTOTHROTTLE_ENABLED": True,
            "AUTOTHROTTLE_START_DELAY": 1.0,
            "AUTOTHROTTLE_MAX_DELAY": 10.0,
            "AUTOTHROTTLE_TARGET_CONCURRENCY": 4.0,
            "CONCURRENT_REQUESTS_PER_DOMAIN": 8,
        }
    if options.render:
        # PLAYWRIGHT_LAUNCH_OPTIONS are the child's: Chromium goes through its guard proxy (see main).
        handler = "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler"
        settings |= {
            "DOWNLOAD_HANDLERS": {"http": handler, "https": handler},
            "PLAYWRIGHT_BROWSER_TYPE": "chromium",
            "PLAYWRIGHT_MAX_PAGES_PER_CONTEXT": 4,
            "PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT": policy.timeout * 1000,
        }
    return settings


def audit_workers(options: AuditCrawlOptions) -> int:
    """Worker processes that audit pages. None for a small crawl (starting them costs more than they
    save); else one core's worth fewer than the machine has, at least one, at most four: the crawl's own
    process (Scrapy, about 3 ms a page) keeps a core, and one worker audits a page in about the same
    time, so on two cores a second worker adds 4% speed (303 against 291 pages/s) for 250 MB.
    The policy's ``audit_workers`` (the deployment's ``RANKLENS_CRAWL_AUDIT_WORKERS``) sets the number for
    a large crawl; the options' ``audit_workers`` for any crawl."""
    if options.audit_workers is not None:
        return options.audit_workers
    if options.max_pages < SMALL_CRAWL:
        return 0
    if options.policy.audit_workers is not None:
        return options.policy.audit_workers
    return max(1, min((os.cpu_count() or 1) - 1, 4))


def _write_config(options: AuditCrawlOptions, workdir: Path, *, local: bool) -> None:
    spider = {key: value for key, value in asdict(options).items()
              if key in ("start_url", "max_pages", "max_depth", "render", "vitals_sample", "keep_facts",
                         "check_external")}
    window = 48 if local else 16
    config = {"settings": scrapy_settings(options, local=local), "policy": asdict(options.policy),
              "hosts": dict(options.hosts),
              "spider": {**spider, "window": window, "workers": audit_workers(options)}}
    (workdir / CONFIG).write_text(json.dumps(config, ensure_ascii=False), encoding="utf-8")


def _consumed(workdir: Path) -> int:
    try:
        return int((workdir / CONSUMED).read_text())
    except (OSError, ValueError):
        return 0


def _save_consumed(workdir: Path, offset: int) -> None:
    path = workdir / CONSUMED
    path.with_suffix(".tmp").write_text(str(offset))
    path.with_suffix(".tmp").replace(path)


def _stop_orphan(workdir: Path) -> None:
    """A child left running by a parent that died (it runs in a session of its own) would append to the
    same records as the new one: stop it first."""
    try:
        pid = int((workdir / CHILD_PID).read_text())
        command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except (OSError, ValueError):
        return
    if b"crawler.audit.crawl" in command and str(workdir).encode() in command:
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + 10
        while Path(f"/proc/{pid}").exists() and time.monotonic() < deadline:
            time.sleep(0.05)


def crawl_site(options: AuditCrawlOptions, workdir: Path) -> Iterator[dict[str, Any]]:
    """Crawl ``options.start_url`` in a child process; yield each record (a dict) as it is written.

    Raises :class:`~crawler.audit.ssrf.UnsafeAddress` before anything starts when the start URL's
    host is a private address (and those are not allowed) or does not resolve. The last record is
    ``{"kind": "done", "reason": …, "error": …}``. Called again with the same ``workdir`` after the
    child was killed, it resumes the crawl and yields only records not yielded before; once a crawl
    is done, it yields what is left and starts nothing.
    """
    address = check_url(options.start_url, allow_private=options.policy.allow_private, pins=options.hosts)
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    offset = _consumed(workdir)
    records = workdir / RECORDS
    if finished(workdir):
        for end, line in complete_lines(records, offset):
            yield json.loads(line)
            _save_consumed(workdir, end)
        return
    _stop_orphan(workdir)
    _write_config(options, workdir, local=unsafe_reason(ipaddress.ip_address(address)) is not None)
    with (workdir / "stderr.log").open("ab") as stderr:
        process = subprocess.Popen(
            [sys.executable, "-m", "crawler.audit.crawl", str(workdir)],
            stdout=subprocess.DEVNULL, stderr=stderr, start_new_session=True,
        )
    (workdir / CHILD_PID).write_text(str(process.pid))
    deadline = time.monotonic() + options.timeout
    done = False
    try:
        while True:
            running = process.poll() is None
            got = False
            for end, line in complete_lines(records, offset):
                got = True
                record = json.loads(line)
                done = done or record.get("kind") == "done"
                yield record
                offset = end
            if got:
                _save_consumed(workdir, offset)
            if not running:
                break
            if time.monotonic() > deadline:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                yield {"kind": "done", "reason": "timeout", "error": f"crawl timed out after {options.timeout:g} s"}
                return
            if not got:
                time.sleep(0.05)
    finally:
        if process.poll() is None:
            # The caller stopped reading: stop the child, leaving the crawl resumable.
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    if not done:
        from crawler.serp.crawl import _tail

        problem = _tail(workdir / "crawl.log") or _tail(workdir / "stderr.log")
        yield {"kind": "done", "reason": "error",
               "error": f"crawl process exited with {process.returncode}: {problem}"}


def child_setup(workdir: Path) -> tuple[dict[str, Any], Any, FetchPolicy]:
    """What a crawl child (a site audit's or a link batch's) starts from: WORKDIR/config.json, Scrapy's settings
    (the project's, then the config's, logging into WORKDIR/crawl.log) and the fetch policy."""
    from scrapy.settings import Settings

    config = json.loads((workdir / CONFIG).read_text(encoding="utf-8"))
    settings = Settings()
    settings.setmodule("crawler.settings", priority="project")
    settings.setdict(config["settings"], priority="cmdline")
    settings.set("LOG_FILE", str(workdir / "crawl.log"), priority="cmdline")
    return config, settings, FetchPolicy(**config["policy"])


def main(argv: Sequence[str] | None = None) -> int:
    """The child: crawl as WORKDIR/config.json says, appending records to WORKDIR/records.jsonl.

    One address guard serves the whole crawl: Scrapy's requests (the spider's middleware) and, when
    rendering, Chromium's, through the guard proxy started here — so each host is looked up once and
    everything connects to the address that was approved."""
    from scrapy.crawler import CrawlerProcess

    from crawler.audit.guard_proxy import GuardProxy
    from crawler.audit.render import launch_options
    from crawler.spiders.site_audit import SiteAuditSpider

    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m crawler.audit.crawl WORKDIR", file=sys.stderr)
        return 2
    workdir = Path(args[0])
    config, settings, policy = child_setup(workdir)
    guard = policy.guard(config["hosts"])
    if config["spider"]["render"]:
        proxy = GuardProxy(guard, timeout=policy.timeout)
        settings.set("PLAYWRIGHT_LAUNCH_OPTIONS", launch_options(proxy.start()), priority="cmdline")
    process = CrawlerProcess(settings)
    process.crawl(SiteAuditSpider, workdir=str(workdir), guard=guard, user_agent=policy.user_agent,
                  **config["spider"])
    process.start()
    return 0


if __name__ == "__main__":
    sys.exit(main())
