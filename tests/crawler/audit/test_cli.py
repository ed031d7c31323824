"""``ranklens audit`` as a user runs it: a subprocess against a fixture site, its JSON read back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.crawler.audit.sites import Page, html, serving

KEYWORD = "台北美食"
ROUTES = {
    "/": Page(html("Home", '<a href="/guide">台北美食指南</a><a href="/nowhere">broken</a><a href="/untitled">x</a>',
                   lang="zh-Hant-TW")),
    "/guide": Page(html("台北美食指南：在地人推薦的二十家小吃",
                        "<p>" + "台北美食很多，這份台北美食清單整理夜市與老店。" * 6 + "</p>", lang="zh-Hant-TW")),
    "/untitled": Page("<!DOCTYPE html><html lang=en><body><p>No title here.</p></body></html>"),
}


RANKLENS = Path(sys.executable).parent / "ranklens"  # the venv's command: uv may not be on the PATH


def ranklens_audit(*args: str, allow_private: bool = True) -> subprocess.CompletedProcess:
    env = {**os.environ, "RANKLENS_CRAWL_ALLOW_PRIVATE": "1" if allow_private else "0"}
    return subprocess.run([str(RANKLENS), "audit", *args], check=False, capture_output=True, text=True, env=env,
                          timeout=180)


def test_audit_prints_pages_findings_site_findings_and_health_then_one_page_with_a_keyword():
    with serving(ROUTES) as site:
        result = ranklens_audit(f"{site.url}/", "--format", "json")
        one = ranklens_audit(f"{site.url}/guide", "--max-pages", "1", "--keyword", KEYWORD, "--format", "json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    pages = {page["url"]: page for page in report["pages"]}
    assert set(pages) == {f"{site.url}/", f"{site.url}/guide", f"{site.url}/untitled", f"{site.url}/nowhere"}
    assert pages[f"{site.url}/nowhere"]["status_code"] == 404
    assert pages[f"{site.url}/nowhere"]["score"] is None
    assert next(f["check"] for f in pages[f"{site.url}/nowhere"]["findings"]) == "status.4xx"
    finding = next(f for f in pages[f"{site.url}/"]["findings"] if f["check"] == "title.too_short")
    assert finding["severity"] == "warning" and finding["category"] == "search-appearance"
    assert finding["items"][0]["url"] == f"{site.url}/"
    assert "title.missing" in {f["check"] for f in pages[f"{site.url}/untitled"]["findings"]}
    broken = next(f for f in report["site_findings"] if f["check"] == "links.broken_internal")
    assert broken["items"] == [{"url": f"{site.url}/", "evidence": {"href": f"{site.url}/nowhere", "status": 404,
                                                                     "text": "broken"}}]
    assert isinstance(report["health_score"], int) and 0 <= report["health_score"] < 100

    # --max-pages 1 audits the one page; the keyword is in its content 12 times (5 wanted): an extra item
    # passed raises its score.
    assert one.returncode == 0, one.stderr
    [scored] = json.loads(one.stdout)["pages"]
    assert scored["url"] == f"{site.url}/guide"
    assert scored["score"] > pages[f"{site.url}/guide"]["score"]


def test_a_private_address_is_refused_with_a_message():
    result = ranklens_audit("http://127.0.0.1:9/", allow_private=False)
    assert result.returncode != 0
    assert "refused" in result.stderr and "loopback" in result.stderr
