"""The site audit crawl end to end: a real Scrapy crawl in its child process against fixture sites
served on 127.0.0.1, read back through ``crawl_site`` as its caller (the store, the command line) does."""

from __future__ import annotations

import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from crawler.audit.crawl import SMALL_CRAWL, AuditCrawlOptions, audit_workers, crawl_site, scrapy_settings
from crawler.audit.policy import FetchPolicy
from tests.crawler.audit.sites import Page, gzipped, html, redirect, serving

TEXT = {"Content-Type": "text/plain"}
XML = {"Content-Type": "application/xml"}
ELSEWHERE = "http://elsewhere.test"  # another site, pinned to 127.0.0.1


def crawl(url: str, workdir: Path, *, allow_private: bool = True, request_timeout: float = 2.0,
          **options) -> list[dict]:
    options = {"retries": 0, "timeout": 120.0, **options}
    policy = FetchPolicy(allow_private=allow_private, timeout=request_timeout)
    return list(crawl_site(AuditCrawlOptions(url, policy, **options), workdir))


def pages(records: list[dict]) -> dict[str, dict]:
    found = {}
    for record in records:
        if record["kind"] == "page":
            assert record["summary"]["url"] not in found, f"{record['summary']['url']} recorded twice"
            found[record["summary"]["url"]] = record
    return found


def checks(record: dict) -> set[str]:
    return {finding["check"] for finding in record["findings"]}


def slow(seconds: float):
    def answer(handler: BaseHTTPRequestHandler) -> None:
        time.sleep(seconds)
        Page(html("Slow page")).send(handler)
    return answer


def gzip_bomb(handler: BaseHTTPRequestHandler) -> None:
    """64 MB of spaces in about 64 KB of gzip, served as an ordinary compressed page."""
    Page(BOMB, headers={"Content-Type": "text/html", "Content-Encoding": "gzip"}).send(handler)


BOMB = gzipped(b"<html>" + b" " * (64 * 1024 * 1024))


def calendar(handler: BaseHTTPRequestHandler) -> None:
    """An endless calendar: every month links the next one (and the one before)."""
    month = int(handler.path.rsplit("=", 1)[1].replace("-", ""))
    year, mon = divmod(month, 100)
    later = f"{year + (mon == 12)}-{mon % 12 + 1:02d}"
    earlier = f"{year - (mon == 1)}-{(mon - 2) % 12 + 1:02d}"
    Page(html(f"Events {year}-{mon:02d}", f'<a href="/events?month={later}">next month</a>'
                                          f'<a href="/events?month={earlier}">previous month</a>')).send(handler)


@pytest.fixture(scope="module")
def elsewhere():
    """Another site the fixture links to: one link answers, one is gone, one refuses HEAD."""
    def head_refused(handler: BaseHTTPRequestHandler) -> None:
        Page("", 405 if handler.command == "HEAD" else 200).send(handler)

    with serving({"/ok": Page(html("Fine")), "/no-head": head_refused}) as site:
        yield site


@pytest.fixture(scope="module")
def hostile(elsewhere, tmp_path_factory):
    """One crawl of a site with every hostile case, shared by the tests that read it."""
    links = "".join(f'<a href="{href}">{text}</a>' for href, text in [
        ("/about", "About us"), ("/r1", "Moved twice"), ("/loop-a", "Loop"), ("/missing", "Missing"),
        ("/error", "Server error"), ("/private/data", "Private"), ("/events?month=2024-01", "Events"),
        ("/list?sort=price", "By price"), ("/list?sort=name", "By name"), ("/list;jsessionid=ABC123", "List"),
        ("/huge", "Huge"), ("/bomb", "Bomb"), ("/slow", "Slow"), ("/broken-html", "Broken"),
        (f"{ELSEWHERE}:{elsewhere.port}/ok", "Fine elsewhere"), (f"{ELSEWHERE}:{elsewhere.port}/gone", "Gone elsewhere"),
        (f"{ELSEWHERE}:{elsewhere.port}/no-head", "No HEAD"), ("/about#team", "Team"),
    ])
    sitemap_index = ('<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
                     '<sitemap><loc>{root}/sitemap-pages.xml.gz</loc></sitemap></sitemapindex>')
    sitemap = ('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
               '<url><loc>{root}/</loc></url><url><loc>{root}/about</loc></url>'
               '<url><loc>{root}/orphan</loc></url></urlset>')
    routes = {
        "/": Page(html("Home of the hostile fixture site", links)),
        "/about": Page(html("About the hostile fixture site", '<a href="/">Home</a>')),
        "/orphan": Page(html("A page only the sitemap names")),
        "/r1": redirect("/r2"), "/r2": redirect("/about", 302),
        "/loop-a": redirect("/loop-b"), "/loop-b": redirect("/loop-a"),
        "/error": Page(html("Oops"), 500),
        "/private/data": Page(html("Private")),
        "/events": calendar,
        "/list": Page(html("A list", '<a href="/list?sort=date">By date</a>')),
        "/huge": Page(b"<html><body>" + b"x" * (11 * 1024 * 1024)),
        "/bomb": gzip_bomb,
        "/slow": slow(4),
        "/broken-html": Page(b"<html><head><title>Broken</title><body><p><div><a href='/about'>About<table><tr><td>"
                             b"\xff\xfe<<<>>></b></i></html></p><script>"),
        "/robots.txt": Page("User-agent: *\nDisallow: /private/\nSitemap: {root}/sitemap_index.xml\n", headers=TEXT),
    }
    with serving(routes) as site:
        root = site.url
        routes["/robots.txt"].body = routes["/robots.txt"].body.replace("{root}", root)
        routes["/sitemap_index.xml"] = Page(sitemap_index.replace("{root}", root), headers=XML)
        routes["/sitemap-pages.xml.gz"] = Page(gzipped(sitemap.replace("{root}", root).encode()),
                                               headers={"Content-Type": "application/gzip"})
        started = time.monotonic()
        records = crawl(f"{root}/", tmp_path_factory.mktemp("hostile"), request_timeout=1.5,
                        hosts={"elsewhere.test": "127.0.0.1"})
        yield site, records, time.monotonic() - started


def test_the_crawl_ends_and_every_reachable_page_is_recorded_once(hostile):
    site, records, seconds = hostile
    root = site.url
    found = pages(records)
    assert records[-1] == {"kind": "done", "reason": "finished", "error": None}
    assert seconds < 90  # a hung fetch would take the 120 s crawl timeout
    assert {f"{root}/", f"{root}/about", f"{root}/orphan", f"{root}/r1", f"{root}/missing", f"{root}/error"} <= set(found)
    assert found[f"{root}/"]["summary"]["depth"] == 0 and found[f"{root}/about"]["summary"]["depth"] == 1
    # The fragment link is the same page: /about is fetched as itself and as the end of /r1's chain.
    assert site.fetched("/about") == 2 and not any("#" in url for url in found)


def test_robots_txt_is_obeyed_and_what_it_blocks_is_reported(hostile):
    site, records, _ = hostile
    blocked = pages(records)[f"{site.url}/private/data"]
    assert blocked["summary"]["robots_blocked"] is True
    assert "indexability.robots_blocked" in checks(blocked)
    assert site.fetched("/private/data") == 0
    site_record = next(r for r in records if r["kind"] == "site")
    assert site_record["robots_blocked"] == [f"{site.url}/private/data"]
    assert site_record["robots_txt"]["status"] == 200 and "Disallow: /private/" in site_record["robots_txt"]["body"]


def test_sitemap_index_and_gzipped_sitemap_are_read(hostile):
    site, records, _ = hostile
    site_record = next(r for r in records if r["kind"] == "site")
    by_url = {sitemap["url"]: sitemap for sitemap in site_record["sitemaps"]}
    assert by_url[f"{site.url}/sitemap_index.xml"]["status"] == 200
    assert by_url[f"{site.url}/sitemap-pages.xml.gz"]["url_count"] == 3
    assert by_url[f"{site.url}/sitemap.xml"] == {"url": f"{site.url}/sitemap.xml", "status": 404, "url_count": 0,
                                                 "error": None, "declared": False}
    assert set(site_record["sitemap_urls"]) == {f"{site.url}/", f"{site.url}/about", f"{site.url}/orphan"}
    found = pages(records)
    orphan = found[f"{site.url}/orphan"]["summary"]
    assert orphan["in_sitemap"] is True and orphan["depth"] is None  # no link leads there
    assert found[f"{site.url}/about"]["summary"]["in_sitemap"] is True


def test_redirects_are_recorded_as_chains_and_loops_end_as_findings(hostile):
    site, records, _ = hostile
    found = pages(records)
    chain = found[f"{site.url}/r1"]
    assert [(hop["url"], hop["status"]) for hop in chain["redirects"]] == [(f"{site.url}/r1", 301), (f"{site.url}/r2", 302)]
    assert chain["summary"]["final_url"] == f"{site.url}/about" and chain["summary"]["status"] == 200
    assert "redirect.chain" in checks(chain)
    loop = found[f"{site.url}/loop-a"]
    assert loop["fetch_error"] == "redirect_loop" and "redirect.loop" in checks(loop)
    assert site.fetched("/loop-a") == 1 and site.fetched("/loop-b") == 1


def test_error_statuses_are_findings(hostile):
    site, records, _ = hostile
    found = pages(records)
    assert "status.4xx" in checks(found[f"{site.url}/missing"])
    assert found[f"{site.url}/error"]["summary"]["status"] == 500 and "status.5xx" in checks(found[f"{site.url}/error"])


def test_external_links_are_checked_once_with_their_sources(hostile, elsewhere):
    site, records, _ = hostile
    externals = {r["link"]["url"]: r for r in records if r["kind"] == "external"}
    other = f"{ELSEWHERE}:{elsewhere.port}"
    assert set(externals) == {f"{other}/ok", f"{other}/gone", f"{other}/no-head"}
    assert externals[f"{other}/ok"]["link"]["status"] == 200
    assert externals[f"{other}/gone"]["link"]["status"] == 404
    assert externals[f"{other}/gone"]["sources"] == [[f"{site.url}/", "Gone elsewhere"]]
    # HEAD refused with 405: asked again with GET, which answers.
    assert externals[f"{other}/no-head"]["link"]["status"] == 200
    assert ("HEAD", "/no-head") in elsewhere.requests and ("GET", "/no-head") in elsewhere.requests
    assert sum(1 for method, path in elsewhere.requests if path == "/ok") == 1


def test_endless_url_spaces_are_bounded(hostile):
    site, records, _ = hostile
    found = pages(records)
    months = [url for url in found if "/events?" in url]
    assert 10 <= len(months) <= 32
    assert any(found[url]["fetch_error"] == "url_space_capped" for url in months)
    # Sort parameters and session ids do not make new pages: the list is fetched once.
    assert sum(1 for url in found if "/list" in url) == 1
    assert site.fetched("/list?sort=name") + site.fetched("/list?sort=date") + site.fetched("/list;jsessionid=ABC123") == 0


def test_huge_pages_bombs_and_slow_servers_end_as_findings(hostile):
    site, records, _ = hostile
    found = pages(records)
    for path, error in (("/huge", "too_large"), ("/bomb", "decompression_bomb"), ("/slow", "timeout")):
        record = found[f"{site.url}{path}"]
        assert record["fetch_error"] == error, path
        assert "status.fetch_failed" in checks(record)


def test_malformed_html_is_read(hostile):
    site, records, _ = hostile
    record = pages(records)[f"{site.url}/broken-html"]
    assert record["summary"]["status"] == 200 and record["fetch_error"] is None
    assert record["summary"]["title"] == "Broken"
    assert any(edge["target"] == f"{site.url}/about" for edge in record["links"])


def test_progress_and_done_records(hostile):
    _, records, _ = hostile
    progress = [r for r in records if r["kind"] == "progress"]
    assert progress and progress[-1]["queued"] == 0
    assert progress[-1]["crawled"] == sum(1 for r in records if r["kind"] == "page"
                                          and not r["summary"]["robots_blocked"] and r["fetch_error"] != "url_space_capped")


def chain_site(pages_count: int) -> dict[str, Page]:
    """Pages in a row, each linking the next and two more: /p0 -> /p1 -> …"""
    return {
        "/": Page(html("Chain start", '<a href="/p0">first</a>')),
        **{f"/p{n}": Page(html(f"Chain page {n}", "".join(f'<a href="/p{n + k}">next {k}</a>' for k in (1, 2, 3))))
           for n in range(pages_count)},
    }


def test_page_budget(tmp_path):
    with serving(chain_site(50)) as site:
        records = crawl(f"{site.url}/", tmp_path, max_pages=5)
    found = pages(records)
    assert len(found) == 5
    assert records[-1]["reason"] == "max_pages"
    assert len([r for r in site.requests if r[1].startswith("/p") or r[1] == "/"]) == 5


def test_depth_budget(tmp_path):
    with serving(chain_site(50)) as site:
        records = crawl(f"{site.url}/", tmp_path, max_depth=2)
    depths = {record["summary"]["url"].rsplit("/", 1)[1]: record["summary"]["depth"] for record in pages(records).values()}
    assert depths == {"": 0, "p0": 1, "p1": 2, "p2": 2, "p3": 2}
    assert records[-1]["reason"] == "finished"


def test_one_page(tmp_path):
    with serving(chain_site(5)) as site:
        records = crawl(f"{site.url}/p0", tmp_path, max_pages=1, check_external=False)
    assert list(pages(records)) == [f"{site.url}/p0"]


def test_an_internationalized_site_is_crawled_past_its_home_page(tmp_path):
    with serving(chain_site(3)) as site:
        url = f"http://牛肉麵.tw:{site.port}/"
        records = crawl(url, tmp_path, allow_private=False, hosts={"牛肉麵.tw": "127.0.0.1"})
    assert {"", "p0", "p1", "p2"} <= {url.rsplit("/", 1)[1] for url in pages(records)}


def test_the_fetch_policy_sets_the_crawls_size_cap_timeout_redirect_limit_and_agent(tmp_path):
    agents = []

    def agent(handler: BaseHTTPRequestHandler) -> None:
        agents.append(handler.headers["User-Agent"])
        Page(html("Home", '<a href="/r1">chain</a><a href="/big">big</a>')).send(handler)

    policy = FetchPolicy(allow_private=True, max_bytes=4000, timeout=5.0, max_redirects=1, user_agent="PolicyBot/2.0")
    routes = {"/": agent, "/r1": redirect("/r2"), "/r2": redirect("/"), "/big": Page(html("Big", "x" * 8000))}
    with serving(routes) as site:
        records = list(crawl_site(AuditCrawlOptions(f"{site.url}/", policy, retries=0, check_external=False), tmp_path))
    found = pages(records)
    assert found[f"{site.url}/big"]["fetch_error"] == "too_large"
    assert found[f"{site.url}/r1"]["fetch_error"] == "redirect_loop"  # a second hop is past the limit
    assert agents == ["PolicyBot/2.0"]
    settings = scrapy_settings(AuditCrawlOptions(f"{site.url}/", policy, render=True), local=True)
    assert (settings["DOWNLOAD_TIMEOUT"], settings["PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT"]) == (5.0, 5000.0)


def test_one_page_spelled_several_ways_is_fetched_once_and_counted_in_its_sitemap(tmp_path):
    # The menu links the product raw and with its facets in two orders; the sitemap lists it percent-encoded
    # (as sitemap generators do). One request reaches the server, one page is reported, and it is in the sitemap.
    encoded = "/%E5%95%86%E5%93%81"
    links = ('<a href="/商品?size=m&color=red">M</a><a href="/商品?color=red&size=m">red</a>'
             f'<a href="{encoded.lower()}?size=m&color=red">again</a>')
    routes = {"/": Page(html("Shop", links)), encoded: Page(html("Product"))}
    with serving(routes) as site:
        sitemap = ('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
                   f"<url><loc>{site.url}{encoded}?color=red&amp;size=m</loc></url></urlset>")
        routes["/sitemap.xml"] = Page(sitemap, headers=XML)
        records = crawl(f"{site.url}/", tmp_path, check_external=False)
        product_requests = [path for _, path in site.requests if path.lower().startswith(encoded.lower())]
    found = pages(records)
    assert [url for url in found if url != f"{site.url}/"] == [f"{site.url}/商品?size=m&color=red"]
    assert found[f"{site.url}/商品?size=m&color=red"]["summary"]["in_sitemap"] is True
    assert len(product_requests) == 1


def test_audit_workers_come_from_the_deployment_settings(monkeypatch):
    """RANKLENS_CRAWL_AUDIT_WORKERS reaches a large crawl through the settings' fetch policy (the crawler
    reads no environment itself); a small crawl still starts none, and the crawl's own option wins."""
    from api.core.config import Settings

    monkeypatch.setenv("RANKLENS_CRAWL_AUDIT_WORKERS", "3")
    policy = Settings().fetch_policy()
    assert audit_workers(AuditCrawlOptions("http://a.example/", policy, max_pages=SMALL_CRAWL)) == 3
    assert audit_workers(AuditCrawlOptions("http://a.example/", policy, max_pages=SMALL_CRAWL - 1)) == 0
    assert audit_workers(AuditCrawlOptions("http://a.example/", policy, max_pages=SMALL_CRAWL,
                                           audit_workers=1)) == 1
    monkeypatch.delenv("RANKLENS_CRAWL_AUDIT_WORKERS")
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    default = Settings().fetch_policy()
    assert audit_workers(AuditCrawlOptions("http://a.example/", default, max_pages=SMALL_CRAWL)) == 1
    # The number is the policy's, handed over, not read from the crawler's environment.
    assert audit_workers(AuditCrawlOptions("http://a.example/", FetchPolicy(audit_workers=2),
                                           max_pages=SMALL_CRAWL)) == 2
