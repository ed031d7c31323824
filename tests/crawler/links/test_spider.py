"""The links spider's callbacks on responses built here (no network), and how fetch errors are counted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from protego import Protego
from scrapy import Request
from scrapy.http import HtmlResponse, Response

from crawler.audit.ssrf import AddressGuard
from crawler.spiders.links import LinksSpider, error_kind

HOST = "a.test"


def spider(tmp_path: Path, *urls: str) -> LinksSpider:
    made = LinksSpider(workdir=str(tmp_path), guard=AddressGuard(allow_private=False),
                       urls=[{"url": url, "host": HOST} for url in urls])
    made.parsers[HOST] = Protego.parse("User-agent: RankLensBot\nDisallow: /private/")
    return made


def records(tmp_path: Path) -> list[dict]:
    return [json.loads(line) for line in (tmp_path / "records.jsonl").read_text().splitlines()]


def respond(url: str, status: int = 200, body: bytes = b"", headers: dict | None = None) -> Response:
    request = Request(url, meta={"links_host": HOST, "links_url": url})
    kind = HtmlResponse if status == 200 else Response
    extra = {"encoding": "utf-8"} if kind is HtmlResponse else {}
    return kind(url, status=status, body=body, headers=headers or {"Content-Type": "text/html"}, request=request,
                **extra)


def test_page_links_and_the_hosts_next_allowed_url(tmp_path: Path) -> None:
    crawl = spider(tmp_path, "http://a.test/private/x", "http://a.test/next")
    body = b'<nav><a href="/home">home</a></nav><a rel="ugc" href="https://b.test/">b</a>'
    follows = list(crawl.on_page(respond("http://a.test/", body=body)))
    assert [request.url for request in follows] == ["http://a.test/next"]  # /private/ skipped: robots.txt
    page, blocked = records(tmp_path)
    assert page["links"] == [["http://a.test/home", "home", [], "navigation"], ["https://b.test/", "b", ["ugc"],
                                                                                   "content"]]
    assert page["signature"] and not page["nofollow"] and page["error"] is None
    assert (blocked["url"], blocked["error"], blocked["fetched"]) == ("http://a.test/private/x", "robots", False)


def test_meta_robots_nofollow_is_recorded(tmp_path: Path) -> None:
    crawl = spider(tmp_path)
    body = b'<meta name="robots" content="noindex, nofollow"><a href="https://b.test/">b</a>'
    list(crawl.on_page(respond("http://a.test/", body=body)))
    page = records(tmp_path)[0]
    assert page["nofollow"] and page["links"]  # links recorded (they exist), not followed (run_lease)


def test_redirect_handed_back_and_status_kinds(tmp_path: Path) -> None:
    crawl = spider(tmp_path)
    list(crawl.on_page(respond("http://a.test/old", 301, headers={"Location": "/new"})))
    list(crawl.on_page(respond("http://a.test/gone", 404)))
    list(crawl.on_page(respond("http://a.test/down", 503)))
    moved, gone, down = records(tmp_path)
    assert (moved["location"], moved["error"], moved["links"]) == ("http://a.test/new", None, [])
    assert (gone["error"], down["error"]) == ("http_4xx", "http_5xx")


@pytest.mark.parametrize(("error", "kind"), [
    (None, None), ("timeout", "timeout"), ("dns", "dns"), ("blocked_address: loopback", "blocked_address"),
    ("too_large", "too_large"), ("decompression_bomb", "too_large"), ("tls: bad certificate", "tls"),
    ("connection_refused", "connection"), ("data_loss", "connection"), ("ValueError: odd", "other"),
])
def test_error_kinds(error: str | None, kind: str | None) -> None:
    assert error_kind(error) == kind
