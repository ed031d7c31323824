"""The link store's writes on a real store (chDB, and a ClickHouse server when CLICKHOUSE_URL names one):
external links only, first/last seen, lost on a re-fetch, idempotent."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from analytics.links.model import HostEdge, Outlink, PageLinks
from analytics.links.store import record_host_edges, record_pages
from analytics.schema import runner

T0 = datetime(2026, 9, 1, 8, tzinfo=UTC)


@pytest.fixture
def store(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def page(url: str, *targets: str | Outlink, at: datetime = T0, source: str = "crawler") -> PageLinks:
    links = tuple(t if isinstance(t, Outlink) else Outlink(t, anchor=f"to {t}") for t in targets)
    return PageLinks(url, at, links, source=source)


def edges(client) -> dict[tuple[str, str], tuple]:
    rows = client.query("SELECT source_url_key, target_url_key, first_seen, last_seen, lost_at, anchor, rel, "
                        "dofollow, source_domain, target_domain, target_host_rev, is_sandbox FROM link_edges FINAL "
                        "ORDER BY source_url_key, target_url_key").result_rows
    return {(r[0], r[1]): tuple(aware(v) for v in r[2:]) for r in rows}


def aware(value):
    return value.replace(tzinfo=UTC) if isinstance(value, datetime) and value.tzinfo is None else value


def test_only_external_web_links_are_kept(store):
    written = record_pages(store, [page(
        "https://blog.example.com/post", "https://www.example.com/", "https://other.com.tw/a",
        "mailto:me@other.com", "javascript:void(0)", "/relative", "https://例子.台灣/頁",
        Outlink("https://other.com.tw/a", anchor="second link to the same target"),
        Outlink("http://ads.test/x", anchor="ad", rel=("sponsored", "nofollow")))])
    assert written == 3
    found = edges(store)
    assert set(found) == {("blog.example.com/post", "other.com.tw/a"),
                          ("blog.example.com/post", "xn--fsqu00a.xn--kpry57d/%E9%A0%81"),
                          ("blog.example.com/post", "ads.test/x")}
    other = found[("blog.example.com/post", "other.com.tw/a")]
    assert other[3] == "to https://other.com.tw/a"  # the first link to a target is the one kept
    assert (other[6], other[7], other[8]) == ("example.com", "other.com.tw", "tw.com.other.")
    ad = found[("blog.example.com/post", "ads.test/x")]
    assert (ad[4], ad[5]) == (["nofollow", "sponsored"], False)


def test_a_refetch_keeps_first_seen_and_marks_links_gone_as_lost(store):
    record_pages(store, [page("https://a.com/p", "https://x.com/1", "https://y.com/1")])
    later = T0 + timedelta(days=10)
    record_pages(store, [page("https://a.com/p", "https://x.com/1", "https://z.com/1", at=later)])
    found = edges(store)
    x, y, z = (found[("a.com/p", f"{h}.com/1")] for h in "xyz")
    assert (x[0], x[1], x[2]) == (T0, later, None)
    assert (y[0], y[1], y[2]) == (T0, T0, later)  # last seen at the fetch that still had it
    assert (z[0], z[1], z[2]) == (later, later, None)
    # a third fetch without y does not lose it again; a page now linking nowhere loses everything
    last = later + timedelta(days=5)
    record_pages(store, [page("https://a.com/p", at=last)])
    found = edges(store)
    assert found[("a.com/p", "y.com/1")][2] == later
    assert found[("a.com/p", "x.com/1")][1:3] == (later, last)


def test_recording_twice_and_stale_fetches_change_nothing(store):
    first = [page("https://a.com/p", "https://x.com/1"), page("https://b.com/", "https://x.com/2", source="sandbox")]
    record_pages(store, first)
    record_pages(store, [page("https://a.com/p", "https://y.com/1", at=T0 + timedelta(days=1))])
    before = edges(store)
    record_pages(store, first)  # an older fetch arriving late: ignored for a.com/p, same rows for b.com
    record_pages(store, [page("https://a.com/p", "https://y.com/1", at=T0 + timedelta(days=1))])
    assert edges(store) == before
    assert store.command("SELECT count() FROM link_edges FINAL") == 3
    assert before[("b.com/", "x.com/2")][-1] is True


def test_two_fetches_of_one_page_in_one_batch_compare_with_each_other(store):
    record_pages(store, [page("https://a.com/p", "https://y.com/1", at=T0 + timedelta(days=2)),
                         page("https://a.com/p", "https://x.com/1", at=T0)])
    found = edges(store)
    assert found[("a.com/p", "x.com/1")][2] == T0 + timedelta(days=2)
    assert found[("a.com/p", "y.com/1")][2] is None


def test_host_edges_keep_first_and_last_sighting_and_skip_same_site(store):
    later = T0 + timedelta(days=30)
    batch = [HostEdge("www.a.com", "B.org", T0), HostEdge("blog.a.com", "www.a.com", T0),
             HostEdge("www.a.com", "b.org", later), HostEdge("not a host", "b.org", T0)]
    assert record_host_edges(store, batch) == 2
    record_host_edges(store, batch)
    rows = store.query("SELECT source_host, target_host, min(first_seen), max(last_seen), any(source_domain) "
                       "FROM link_host_edges GROUP BY source_host, target_host").result_rows
    assert [tuple(aware(v) for v in row) for row in rows] == [("www.a.com", "b.org", T0, later, "a.com")]
