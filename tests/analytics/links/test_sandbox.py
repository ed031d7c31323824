"""The sandbox web as a link source: deterministic, plausible, labelled, written once per domain."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from analytics.links.model import Outlink, PageLinks
from analytics.links.queries import LinkTarget, anchors, backlinks, link_summary
from analytics.links.ratings import domain_ratings
from analytics.links.sandbox import ensure_sandbox_links, sandbox_pages
from analytics.links.store import PAGE_BATCH, record_pages
from analytics.schema import runner

TODAY = date(2026, 11, 27)


@pytest.fixture
def store(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def test_the_same_domain_gives_the_same_web_and_another_domain_another():
    assert sandbox_pages("example.com", today=TODAY) == sandbox_pages("example.com", today=TODAY)
    assert sandbox_pages("example.com", today=TODAY) != sandbox_pages("example.org", today=TODAY)


@pytest.mark.parametrize("domain", ["example.com", "shop.example.com.tw", "xn--fsqu00a.xn--kpry57d", "a.jp"])
def test_the_web_is_plausible(domain):
    pages = sandbox_pages(domain, today=TODAY)
    into = [(p, link) for p in pages for link in p.links if domain in link.target_url]
    sites = {p.source_url.split("/")[2] for p, _ in into}
    assert 8 <= len(sites) <= 400 and 10 <= len(into) <= 5_000
    assert all(site.endswith((".example", ".test")) for site in sites)
    assert all(p.source == "sandbox" for p in pages)
    assert {link.placement for _, link in into} == {"content", "navigation", "footer", "image"}
    assert {link.rel for _, link in into} >= {(), ("nofollow",)}
    days = [(TODAY - p.fetched_at.date()).days for p, _ in into]
    assert min(days) >= 0 and max(days) <= 366


def test_written_once_labelled_and_rated(store):
    assert ensure_sandbox_links(store, "https://Example.com/", today=TODAY)
    assert not ensure_sandbox_links(store, "example.com", today=TODAY)
    target = LinkTarget.parse("example.com")
    summary = link_summary(store, target)
    assert summary.sandbox and summary.sources == ("sandbox",)
    assert summary.backlinks > 0 and summary.lost_backlinks > 0 and summary.referring_domains >= 8
    languages = "".join(row.anchor for row in anchors(store, target, limit=1000).rows)
    assert any("\u4e00" <= ch <= "\u9fff" for ch in languages) and any("\u3040" <= ch <= "\u30ff" for ch in languages)
    assert domain_ratings(store, ["example.com"]) == {"example.com": 100.0}
    assert backlinks(store, target).rows[0].source_domain_rating > 0


def test_a_domain_with_real_links_gets_no_sandbox(store):
    record_pages(store, [PageLinks("https://a.com/", datetime(2026, 11, 1, tzinfo=UTC), (Outlink("https://real.com.tw/"),))])
    assert not ensure_sandbox_links(store, "real.com.tw", today=TODAY)



def test_the_links_land_in_one_insert(store, monkeypatch):
    """A screen reading the domain while the sandbox writes it sees no links or all of them: one insert of edges,
    even for a web larger than the store's batch of pages (news.jp's has 2,204 fetches)."""
    assert len(sandbox_pages("news.jp", today=TODAY)) > PAGE_BATCH
    inserts: list[int] = []
    insert = store.insert

    def counted(table, rows, **kwargs):
        if table == "link_edges":
            inserts.append(len(rows))
        return insert(table, rows, **kwargs)

    monkeypatch.setattr(store, "insert", counted)
    assert ensure_sandbox_links(store, "news.jp", today=TODAY)
    assert len(inserts) == 1
