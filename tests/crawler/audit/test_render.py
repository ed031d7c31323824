"""Rendering in Debian's Chromium (scrapy-playwright) and lab Core Web Vitals measured there."""

from __future__ import annotations

import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from crawler.audit.crawl import AuditCrawlOptions, crawl_site
from tests.crawler.audit.sites import serving

pytestmark = pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="needs /usr/bin/chromium")

# The server sends the head at once and the body after 4.2 s (nothing to paint before: LCP); the
# heading exists only once scripts ran; a block pushed in above the painted text shifts it down (CLS);
# then a script keeps the main thread busy for 700 ms (blocking time).
HEAD = b"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Rendered page of the fixture site</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>"""
BODY = b"""<body style="margin:0"><p style="font-size:20px;line-height:30px">""" + b"Some text. " * 300 + b"""</p>
<script>
document.body.insertAdjacentHTML('afterbegin', '<h1 id="late">Written by a script</h1>');
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
  document.body.insertAdjacentHTML('afterbegin', '<div style="height:500px;background:#eee">Banner</div>');
  setTimeout(() => { const start = Date.now(); while (Date.now() - start < 700) {} }, 200);
}, 100)));
</script></body></html>"""


def slow_body(handler: BaseHTTPRequestHandler) -> None:
    handler.send_response(200)
    handler.send_header("Content-Type", "text/html; charset=utf-8")
    handler.send_header("Content-Length", str(len(HEAD) + len(BODY)))
    handler.end_headers()
    handler.wfile.write(HEAD)
    handler.wfile.flush()
    time.sleep(4.2)
    handler.wfile.write(BODY)


def test_rendered_pages_get_lab_vitals_and_cwv_findings(tmp_path):
    with serving({"/": slow_body}) as site:
        records = list(crawl_site(AuditCrawlOptions(f"{site.url}/", max_pages=1, render=True, vitals_sample=1,
                                                    keep_facts=True, allow_private=True, request_timeout=30,
                                                    retries=0, check_external=False), tmp_path))
    [page] = [r for r in records if r["kind"] == "page"]
    assert page["rendered"] is True
    assert page["summary"]["h1"] == "Written by a script"
    vitals = page["facts"]["vitals"]
    assert vitals["cls"] > 0.25
    assert vitals["lcp_ms"] > 4000
    assert vitals["tbt_ms"] >= 600
    found = {f["check"] for f in page["findings"]}
    assert {"cwv.lcp_poor", "cwv.cls_poor", "cwv.tbt_poor"} <= found
