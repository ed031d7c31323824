"""Rendering in Debian's Chromium (scrapy-playwright) and lab Core Web Vitals measured there."""

from __future__ import annotations

import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from crawler.audit.crawl import AuditCrawlOptions, crawl_site
from crawler.audit.policy import FetchPolicy
from tests.crawler.audit.sites import Page, html, public_hosts, redirect, serving

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
        records = list(crawl_site(AuditCrawlOptions(f"{site.url}/", FetchPolicy(allow_private=True, timeout=30),
                                                    max_pages=1, render=True, vitals_sample=1, keep_facts=True,
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


# example.com's address: never dialled, the tests map it to a server on 127.0.0.1 (sites.public_hosts).
PUBLIC = "93.184.216.34"


def rendered(url: str, workdir: Path, **options) -> dict[str, dict]:
    records = list(crawl_site(AuditCrawlOptions(url, FetchPolicy(timeout=10), render=True, retries=0,
                                                check_external=False, **options), workdir))
    assert records[-1]["reason"] in ("finished", "max_pages"), records[-1]
    return {r["summary"]["url"].split("/", 3)[3]: r for r in records if r["kind"] == "page"}


def test_rendered_pages_reach_no_private_address(tmp_path, monkeypatch):
    """shop.example is pinned to the fixture server (a host the operator vouched for); what its pages send
    Chromium to — redirect hops (http and https), frames, images, fetches, websockets — passes the
    crawl's address guard, and a page whose document was refused is recorded as refused, with why."""
    public_hosts(monkeypatch, resolve={}, dial={})  # and nothing else resolves or is dialled
    with serving({}) as secret, serving({}) as site:
        inside = f"127.0.0.1:{secret.port}"
        secret.routes.update({"/secret": Page(html("Internal admin")), "/latest/meta-data/": Page("credentials")})
        site.routes.update({
            "/": Page(html("Shop home", "".join(f'<a href="/{path}">{path}</a>' for path in (
                "to-loopback", "to-https-loopback", "to-localhost", "to-metadata", "to-link-local", "embeds")))),
            "/to-loopback": redirect(f"http://{inside}/secret", 302),
            "/to-https-loopback": redirect(f"https://{inside}/secret", 302),
            "/to-localhost": redirect(f"http://localhost:{secret.port}/secret"),
            "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/", 302),
            "/to-link-local": redirect("http://169.254.10.1/", 302),
            "/embeds": Page(html("Embeds", f'<img src="http://{inside}/pixel.png"><iframe src="http://{inside}/secret">'
                                           f'</iframe><script>fetch("http://{inside}/api").catch(() => 0);'
                                           f'new WebSocket("ws://{inside}/ws");</script>')),
        })
        found = rendered(f"http://shop.example:{site.port}/", tmp_path, hosts={"shop.example": "127.0.0.1"})
    assert (secret.connections, secret.requests) == (0, [])
    assert found[""]["summary"]["status"] == 200 and found[""]["rendered"] is True
    assert found["embeds"]["summary"]["title"] == "Embeds"
    for path, reason, target in (("to-loopback", "loopback", f"http://{inside}/secret"),
                                 ("to-https-loopback", "loopback", f"https://{inside}/secret"),
                                 ("to-localhost", "loopback", f"http://localhost:{secret.port}/secret"),
                                 ("to-metadata", "metadata", "http://169.254.169.254/latest/meta-data/"),
                                 ("to-link-local", "link_local", "http://169.254.10.1/")):
        record = found[path]
        assert record["fetch_error"] == f"blocked_address: {reason}", path
        assert record["summary"]["status"] is None and not record["summary"]["title"] and not record["text"], path
        assert [(hop["status"], hop["location"]) for hop in record["redirects"]] == [
            (301 if path == "to-localhost" else 302, target)], path
        [failed] = [f for f in record["findings"] if f["check"] == "status.fetch_failed"]
        assert failed["evidence"] == {"error": f"blocked_address: {reason}"}, path


def test_a_rebinding_host_is_rendered_from_the_address_approved_first(tmp_path, monkeypatch):
    """rebind.example answers a public address first and 127.0.0.1 after: Chromium gets the page from the
    address the guard approved (mapped to the public server), never from a second lookup."""
    with serving({"/": Page(html("Internal admin"))}) as secret, serving({"/": Page(html("Public shop"))}) as shop:
        public_hosts(monkeypatch, resolve={"rebind.example": [PUBLIC, "127.0.0.1"]},
                     dial={f"{PUBLIC}:{secret.port}": f"127.0.0.1:{shop.port}"})
        found = rendered(f"http://rebind.example:{secret.port}/", tmp_path, max_pages=1)
    assert (secret.connections, secret.requests) == (0, [])
    assert found[""]["rendered"] is True
    assert (found[""]["summary"]["status"], found[""]["summary"]["title"]) == (200, "Public shop")
