"""The link store's reads on hand-built links: the counts a user sees on the research screen."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from analytics.hosts import InvalidHost
from analytics.links.model import Outlink, PageLinks
from analytics.links.queries import (
    LinkDay,
    LinkMonth,
    LinkTarget,
    anchors,
    backlinks,
    link_history,
    link_summary,
    new_and_lost,
    referring_domains,
)
from analytics.links.store import record_pages
from analytics.schema import runner

T0 = datetime(2026, 9, 1, 8, tzinfo=UTC)
T1 = datetime(2026, 11, 20, 8, tzinfo=UTC)
T2 = datetime(2026, 11, 21, 8, tzinfo=UTC)
NOW = datetime(2026, 11, 25, 12, tzinfo=UTC)
EXAMPLE = LinkTarget("domain", "example.com")


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    from analytics.client import close_client, connect

    close_client()
    client = connect(f"chdb://{tmp_path_factory.mktemp('links') / 'chdb'}")
    runner.apply(client)
    record_pages(client, [
        PageLinks("https://a.com/1", T0, (Outlink("https://www.example.com/", "Example"),
                                          Outlink("https://blog.example.com/post", "blog", rel=("nofollow",)))),
        PageLinks("https://a.com/2", T0, (Outlink("https://example.com/blog/x", "Example"),)),
        PageLinks("https://c.net/q", T0, (Outlink("https://www.example.com/", "gone"),)),
        PageLinks("https://c.net/q", T1, ()),
        PageLinks("https://news.b.org/p", T1, (Outlink("https://www.example.com/blog/y", "新聞", rel=("ugc",)),
                                               Outlink("https://example2.com/", "not ours")), source="commoncrawl"),
        PageLinks("https://e.org/", T2, (Outlink("https://example.com/", "例え", placement="footer"),)),
        PageLinks("https://d.jp/", T0, (Outlink("https://例子.台灣/", "例子"),)),
    ])
    client.insert("link_ratings", [["domain", "b.org", date(2026, 11, 24), 50.0, 0.1, NOW],
                                   ["domain", "a.com", date(2026, 11, 23), 10.0, 0.1, NOW],
                                   ["domain", "a.com", date(2026, 11, 24), 20.0, 0.1, NOW],
                                   ["url", "a.com/2", date(2026, 11, 24), 30.0, 0.1, NOW]],
                  column_names=["kind", "key", "day", "rating", "pagerank", "computed_at"])
    yield client
    client.close()


@pytest.mark.parametrize(("text", "expected"), [
    ("example.com", LinkTarget("domain", "example.com")),
    ("https://www.Example.com/", LinkTarget("domain", "example.com")),
    ("example.com/blog", LinkTarget("prefix", "example.com/blog")),
    ("http://例子.台灣/頁", LinkTarget("prefix", "xn--fsqu00a.xn--kpry57d/%E9%A0%81")),
    ("例子.台灣", LinkTarget("domain", "xn--fsqu00a.xn--kpry57d")),
])
def test_what_a_user_types_becomes_a_target(text, expected):
    assert LinkTarget.parse(text) == expected


@pytest.mark.parametrize("text", ["", "   ", "http://", "not a host!"])
def test_unusable_targets_are_refused(text):
    with pytest.raises(InvalidHost):
        LinkTarget.parse(text)


def test_summary_counts_live_links_domains_and_changes(store):
    summary = link_summary(store, EXAMPLE, at=NOW)
    assert (summary.backlinks, summary.dofollow_backlinks, summary.referring_domains, summary.referring_hosts,
            summary.lost_backlinks, summary.new_backlinks_30d, summary.lost_backlinks_30d) == (5, 3, 3, 3, 1, 2, 1)
    assert summary.sources == ("commoncrawl", "crawler") and not summary.sandbox


def test_host_prefix_and_idn_targets(store):
    assert link_summary(store, LinkTarget.of("host", "www.example.com"), at=NOW).backlinks == 2
    assert link_summary(store, LinkTarget.parse("example.com/blog"), at=NOW).backlinks == 2  # with and without www
    assert link_summary(store, LinkTarget.parse("www.example.com/blog/y"), at=NOW).backlinks == 1
    assert link_summary(store, LinkTarget.parse("例子.台灣"), at=NOW).backlinks == 1
    assert link_summary(store, LinkTarget.parse("nobody-links-here.com"), at=NOW).backlinks == 0


def test_backlinks_strongest_sources_first_with_the_lost_filter(store):
    page = backlinks(store, EXAMPLE)
    assert page.total == 6
    assert [(r.source_url, r.target_url) for r in page.rows] == [
        ("https://news.b.org/p", "https://www.example.com/blog/y"),
        ("https://a.com/2", "https://example.com/blog/x"),
        ("https://a.com/1", "https://blog.example.com/post"),
        ("https://a.com/1", "https://www.example.com/"),
        ("https://e.org/", "https://example.com/"),
        ("https://c.net/q", "https://www.example.com/"),
    ]
    first = page.rows[0]
    assert (first.source_domain_rating, first.source_url_rating, first.rel, first.anchor, first.source) == (
        50.0, None, ("ugc",), "新聞", "commoncrawl")
    assert page.rows[1].source_url_rating == 30.0 and page.rows[1].source_domain_rating == 20.0
    assert page.rows[4].placement == "footer" and page.rows[4].source_domain_rating is None
    lost = backlinks(store, EXAMPLE, lost=True)
    assert lost.total == 1 and (lost.rows[0].lost_at, lost.rows[0].last_seen, lost.rows[0].first_seen) == (T1, T0, T0)
    live = backlinks(store, EXAMPLE, lost=False, offset=1, limit=2)
    assert live.total == 5 and [r.source_url for r in live.rows] == ["https://a.com/2", "https://a.com/1"]


def test_referring_domains_and_anchors(store):
    domains = referring_domains(store, EXAMPLE)
    assert domains.total == 3
    assert [(r.domain, r.domain_rating, r.backlinks, r.dofollow_backlinks) for r in domains.rows] == [
        ("b.org", 50.0, 1, 0), ("a.com", 20.0, 3, 2), ("e.org", None, 1, 1)]
    assert (domains.rows[1].first_seen, domains.rows[1].last_seen) == (T0, T0)
    found = anchors(store, EXAMPLE)
    assert found.total == 4
    assert [(r.anchor, r.backlinks, r.referring_domains) for r in found.rows] == [
        ("Example", 2, 1), ("blog", 1, 1), ("例え", 1, 1), ("新聞", 1, 1)]


def test_history_by_month_and_new_and_lost_by_day(store):
    assert link_history(store, EXAMPLE, months=4, at=NOW) == [
        LinkMonth(date(2026, 8, 1), 0, 0), LinkMonth(date(2026, 9, 1), 4, 2), LinkMonth(date(2026, 10, 1), 4, 2),
        LinkMonth(date(2026, 11, 1), 5, 3)]
    days = new_and_lost(store, EXAMPLE, days=7, at=NOW)
    assert [d.day for d in days] == [date(2026, 11, n) for n in range(19, 26)]
    assert [d for d in days if d.new or d.lost] == [LinkDay(date(2026, 11, 20), 1, 1), LinkDay(date(2026, 11, 21), 1, 0)]
