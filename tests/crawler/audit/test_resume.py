"""A crawl whose child process is killed (SIGKILL, as a dying worker's would be) resumes when
``crawl_site`` is called again with its work directory: no page lost, none recorded twice."""

from __future__ import annotations

import os
import signal
import time
from http.server import BaseHTTPRequestHandler

from crawler.audit.crawl import CHILD_PID, AuditCrawlOptions, crawl_site
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
        options = AuditCrawlOptions(f"{site.url}/p0", max_pages=1000, max_depth=50, allow_private=True, retries=0,
                                    check_external=False)
        first = []
        for record in crawl_site(options, tmp_path):
            first.append(record)
            if sum(1 for r in first if r["kind"] == "page") == 25:
                os.kill(int((tmp_path / CHILD_PID).read_text()), signal.SIGKILL)
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
