"""A crawl whose child process is killed (SIGKILL, as a dying worker's would be) resumes when
``crawl_site`` is called again with its work directory: no page lost, none recorded twice."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

from crawler.audit.crawl import CHILD_PID, AuditCrawlOptions, crawl_site
from crawler.audit.journal import RECORDS, complete_lines
from crawler.audit.policy import FetchPolicy
from tests.crawler.audit.sites import Page, html, serving

PAGES = 120


def page(handler: BaseHTTPRequestHandler) -> None:
    """/p{n} links the next five pages; each answer takes a while, so the crawl can be caught mid-way."""
    n = int(handler.path.removeprefix("/p") or 0)
    time.sleep(0.15)
    links = "".join(f'<a href="/p{m}">page {m}</a>' for m in range(n + 1, min(n + 6, PAGES)))
    Page(html(f"Resumable page {n}", links)).send(handler)


def test_a_killed_crawl_resumes_without_losing_or_repeating_pages(tmp_path):
    routes = {f"/p{n}": page for n in range(PAGES)}
    with serving(routes) as site:
        options = AuditCrawlOptions(f"{site.url}/p0", FetchPolicy(allow_private=True), max_pages=1000, max_depth=50, retries=0,
                                    check_external=False, audit_workers=1)
        first, killed, orphans = [], False, []
        for record in crawl_site(options, tmp_path):
            first.append(record)
            if not killed and sum(1 for r in first if r["kind"] == "page") == 25:
                child = int((tmp_path / CHILD_PID).read_text())
                orphans = _workers_of(child)
                os.kill(child, signal.SIGKILL)
                killed = True
        # The killed crawl's audit worker does not outlive it (it would hold its dictionaries for good).
        assert orphans
        deadline = time.monotonic() + 10
        while any(Path(f"/proc/{pid}").exists() for pid in orphans) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not any(Path(f"/proc/{pid}").exists() for pid in orphans)
        assert first[-1]["kind"] == "done" and first[-1]["reason"] == "error"
        crawled_first = [r["summary"]["url"] for r in first if r["kind"] == "page"]
        assert 25 <= len(crawled_first) < PAGES

        second = list(crawl_site(options, tmp_path))
        assert second[-1] == {"kind": "done", "reason": "finished", "error": None}
        crawled_second = [r["summary"]["url"] for r in second if r["kind"] == "page"]
        # Once done, calling again yields nothing new and starts nothing.
        served = len(site.requests)
        assert list(crawl_site(options, tmp_path)) == []
        assert len(site.requests) == served

    everything = crawled_first + crawled_second
    assert len(everything) == len(set(everything)) == PAGES
    assert set(everything) == {f"{site.url}/p{n}" for n in range(PAGES)}
    depths = {r["summary"]["url"]: r["summary"]["depth"] for r in first + second if r["kind"] == "page"}
    assert depths[f"{site.url}/p{PAGES - 1}"] == (PAGES - 2) // 5 + 1
    progress = [r for r in second if r["kind"] == "progress"]
    assert progress[-1]["crawled"] == PAGES


def _workers_of(pid: int) -> list[int]:
    """The audit worker processes (multiprocessing's spawned children) of the crawl's process."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                parent = int(Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[1])
                command = Path(f"/proc/{entry}/cmdline").read_text()
            except OSError:
                continue
            if parent == pid and "spawn_main" in command:
                found.append(int(entry))
    return found


def test_a_killed_audit_worker_is_replaced_and_no_page_is_lost(tmp_path):
    with serving({f"/p{n}": page for n in range(PAGES)}) as site:
        options = AuditCrawlOptions(f"{site.url}/p0", FetchPolicy(allow_private=True), max_pages=1000, max_depth=50, retries=0,
                                    check_external=False, audit_workers=1)
        records, killed = [], []
        for record in crawl_site(options, tmp_path):
            records.append(record)
            if not killed and sum(1 for r in records if r["kind"] == "page") == 25:
                killed = _workers_of(int((tmp_path / CHILD_PID).read_text()))
                for worker in killed:
                    os.kill(worker, signal.SIGKILL)
    assert killed
    assert records[-1] == {"kind": "done", "reason": "finished", "error": None}
    crawled = [r for r in records if r["kind"] == "page"]
    assert len({r["summary"]["url"] for r in crawled}) == len(crawled) == PAGES
    assert all(r["summary"]["status"] == 200 and r["fetch_error"] is None for r in crawled)


def test_a_crawl_left_running_by_a_dead_parent_is_stopped_before_resuming(tmp_path):
    """The worker that ran crawl_site died (os._exit, no cleanup): its child crawl ran on alone. The next
    crawl_site on the same work directory stops it, so two crawls never append to the same records."""
    with serving({f"/p{n}": page for n in range(PAGES)}) as site:
        parent = subprocess.run([sys.executable, "-c", f"""
import os
from pathlib import Path
from crawler.audit.crawl import AuditCrawlOptions, crawl_site
from crawler.audit.policy import FetchPolicy
options = AuditCrawlOptions("{site.url}/p0", FetchPolicy(allow_private=True), max_pages=1000, max_depth=50, retries=0,
                            check_external=False, audit_workers=0)
for record in crawl_site(options, Path("{tmp_path}")):
    if record["kind"] == "page":
        os._exit(9)
"""], check=False, timeout=120)
        assert parent.returncode == 9
        orphan = int((tmp_path / CHILD_PID).read_text())
        assert Path(f"/proc/{orphan}").exists()
        options = AuditCrawlOptions(f"{site.url}/p0", FetchPolicy(allow_private=True), max_pages=1000, max_depth=50, retries=0,
                                    check_external=False, audit_workers=0)
        records = list(crawl_site(options, tmp_path))
        assert not Path(f"/proc/{orphan}").exists()
    assert records[-1]["reason"] == "finished"
    everything = [line for _, line in complete_lines(tmp_path / RECORDS) if line.startswith('{"kind":"page"')]
    urls = [json.loads(line)["summary"]["url"] for line in everything]
    assert len(urls) == len(set(urls)) == PAGES
