"""The crawl's records survive the trip through JSON unchanged."""

import json

from analytics.audits.catalogue import Finding
from analytics.audits.facts import (
    LinkEdge,
    LinkStatus,
    PageFacts,
    PageSummary,
    Redirect,
    SitemapFacts,
    TextFile,
)
from analytics.audits.records import ExternalRecord, PageRecord, SiteRecord, from_json, to_json


def _round_trip(record):
    return from_json(json.loads(json.dumps(to_json(record), ensure_ascii=False)))


def test_page_record_round_trips_with_nested_facts():
    summary = PageSummary(
        url="https://例え.jp/a", final_url="https://例え.jp/b", status=200, robots_blocked=False, indexable=True,
        noindex=False, canonical=None, title="日本語のタイトル", description=None, h1="見出し",
        hreflangs=(("ja", "https://例え.jp/b"), ("x-default", "https://例え.jp/")), html_lang="ja",
        content_hash="abc", simhash=2**63 + 5, word_count=120, depth=1, in_sitemap=True, blocked_by=None,
    )
    record = PageRecord(
        summary=summary,
        findings=(Finding("title.too_short", "https://例え.jp/a", {"length": 8, "unit": "characters"}),),
        score=72,
        links=(LinkEdge("https://例え.jp/b", "https://例え.jp/c", "次へ", nofollow=True),),
        redirects=(Redirect("https://例え.jp/a", 301, "https://例え.jp/b"),),
        facts=PageFacts(url="https://例え.jp/a", base_url="https://例え.jp/", titles=("日本語のタイトル",),
                        headings=((1, "見出し"),)),
    )
    assert _round_trip(record) == record


def test_external_and_site_records_round_trip_and_progress_stays_a_dict():
    external = ExternalRecord(LinkStatus("https://other.example/x", None, "dns"), (("https://a.example/", "讀更多"),))
    site = SiteRecord(
        root_url="https://a.example/", robots_txt=TextFile("https://a.example/robots.txt", 200, "User-agent: *"),
        sitemaps=(SitemapFacts("https://a.example/sitemap.xml", 404, declared=False),),
        sitemap_urls=("https://a.example/",),
    )
    assert _round_trip(external) == external
    assert _round_trip(site) == site
    assert from_json({"kind": "progress", "crawled": 3, "queued": 9}) == {"kind": "progress", "crawled": 3, "queued": 9}
