"""Run the ``serp`` spider in a child process and read its answers back.

Twisted's reactor cannot be restarted, so every crawl is a new process:
``python -m crawler.serp.crawl WORKDIR``. The parent writes ``WORKDIR/jobs.jsonl`` (one
:class:`~crawler.serp.jobs.SerpJob` a line) and ``WORKDIR/config.json`` (Scrapy settings and the
spider's arguments); the child appends one JSON line per finished job to ``WORKDIR/results.jsonl``
as it goes (so a crawl that is stopped keeps what it finished) and logs to ``WORKDIR/crawl.log``.
The child never opens the analytics store: chDB lets one process own its directory, and the
parent hands the answers to whoever stores them.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crawler.middlewares import DEFAULT_POLITENESS, download_slots
from crawler.serp.jobs import Fetched, FetchError, FetchErrorKind, SerpJob


@dataclass(frozen=True)
class CrawlConfig:
    """How the direct source crawls: where each engine is, through which proxies, how politely.

    ``download_delay`` replaces every engine's delay (``None`` keeps ``DEFAULT_POLITENESS``);
    ``render`` is ``off``, ``auto`` (Chromium only for pages the plain fetch could not read) or
    ``always``; ``timeout`` bounds the whole child process in seconds.
    """

    base_urls: dict[str, str] = field(default_factory=dict)
    proxies: tuple[str, ...] = ()
    proxy_cooldown: float = 600.0
    retry_times: int = 3
    retry_backoff: float = 2.0
    retry_backoff_max: float = 60.0
    download_delay: float | None = None
    render: str = "auto"
    timeout: float = 900.0
    log_level: str = "INFO"

    def politeness(self) -> dict[str, dict[str, float]]:
        return {
            engine: {
                "delay": rule["delay"] if self.download_delay is None else self.download_delay,
                "concurrency": rule["concurrency"],
            }
            for engine, rule in DEFAULT_POLITENESS.items()
        }

    def scrapy_settings(self) -> dict[str, Any]:
        settings: dict[str, Any] = {
            "SERP_PROXIES": list(self.proxies),
            "SERP_PROXY_COOLDOWN": self.proxy_cooldown,
            "RETRY_TIMES": self.retry_times,
            "SERP_RETRY_BACKOFF": self.retry_backoff,
            "SERP_RETRY_BACKOFF_MAX": self.retry_backoff_max,
            "DOWNLOAD_SLOTS": download_slots(self.politeness(), len(self.proxies)),
            "LOG_LEVEL": self.log_level,
            # Let a crawl that overruns stop by itself, keeping what it finished, before the parent kills it.
            "CLOSESPIDER_TIMEOUT": max(self.timeout - 15, 1),
            "TELNETCONSOLE_ENABLED": False,
        }
        if self.render != "off":
            handler = "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler"
            settings |= {
                "DOWNLOAD_HANDLERS": {"http": handler, "https": handler},
                "PLAYWRIGHT_BROWSER_TYPE": "chromium",
                "PLAYWRIGHT_LAUNCH_OPTIONS": CHROMIUM_LAUNCH_OPTIONS,
            }
        return settings


# Debian's Chromium, as checked on this machine (DESIGN.md).
CHROMIUM_LAUNCH_OPTIONS = {
    "executable_path": "/usr/bin/chromium",
    "args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--no-first-run"],
}


def _tail(path: Path, lines: int = 15) -> str:
    try:
        return "\n".join(path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def run_jobs(jobs: Sequence[SerpJob], config: CrawlConfig, *, source: str) -> dict[str, Fetched]:
    """Fetch ``jobs`` with the spider in a child process; an answer for every job, as ``source``."""
    if not jobs:
        return {}
    with tempfile.TemporaryDirectory(prefix="ranklens-serp-") as folder:
        workdir = Path(folder)
        (workdir / "jobs.jsonl").write_text(
            "".join(json.dumps(job.to_dict(), ensure_ascii=False) + "\n" for job in jobs), encoding="utf-8"
        )
        (workdir / "config.json").write_text(
            json.dumps({"settings": config.scrapy_settings(), "base_urls": config.base_urls, "render": config.render}),
            encoding="utf-8",
        )
        problem = ""
        process = subprocess.Popen(
            [sys.executable, "-m", "crawler.serp.crawl", str(workdir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
        )
        try:
            _, stderr = process.communicate(timeout=config.timeout)
            if process.returncode:
                problem = f"crawl process exited with {process.returncode}: " + (
                    _tail(workdir / "crawl.log") or stderr.decode("utf-8", "replace")[-2000:]
                )
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            problem = f"crawl process timed out after {config.timeout:g} s"
        answers: dict[str, Fetched] = {}
        results = workdir / "results.jsonl"
        if results.exists():
            for line in results.read_text(encoding="utf-8").splitlines():
                row = json.loads(line)
                answers[row["job_id"]] = Fetched.from_dict({**row["fetched"], "source": source})
    missing = FetchError(FetchErrorKind.CRAWLER, problem or "the crawl ended without answering this job")
    return {job.id: answers.get(job.id) or Fetched(source=source, error=missing) for job in jobs}


class JsonLinesWriter:
    """The child's output: each job's answer is written and flushed as soon as the spider yields it."""

    def __init__(self, path: Path) -> None:
        self.file = path.open("a", encoding="utf-8")

    def write(self, item: Any, **_: Any) -> None:
        self.file.write(json.dumps({"job_id": item.job_id, "fetched": item.fetched}, ensure_ascii=False) + "\n")
        self.file.flush()

    def close(self, **_: Any) -> None:
        self.file.close()


def main(argv: Sequence[str] | None = None) -> int:
    """The child: crawl the jobs of WORKDIR and write their answers there."""
    from scrapy import signals
    from scrapy.crawler import CrawlerProcess
    from scrapy.settings import Settings

    from crawler.spiders.serp import SerpSpider

    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m crawler.serp.crawl WORKDIR", file=sys.stderr)
        return 2
    workdir = Path(args[0])
    config = json.loads((workdir / "config.json").read_text(encoding="utf-8"))
    jobs = [SerpJob.from_dict(json.loads(line))
            for line in (workdir / "jobs.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    writer = JsonLinesWriter(workdir / "results.jsonl")

    settings = Settings()
    settings.setmodule("crawler.settings", priority="project")
    settings.setdict(config["settings"], priority="cmdline")
    settings.set("LOG_FILE", str(workdir / "crawl.log"), priority="cmdline")
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(SerpSpider)
    crawler.signals.connect(writer.write, signal=signals.item_scraped)
    crawler.signals.connect(writer.close, signal=signals.spider_closed)
    process.crawl(crawler, jobs=jobs, base_urls=config["base_urls"], render=config["render"])
    process.start()
    return 0


if __name__ == "__main__":
    sys.exit(main())
