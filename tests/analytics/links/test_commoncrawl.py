"""Common Crawl's host graph and WAT files, read from small files in the real formats
(tests/fixtures/commoncrawl, written by its make_fixtures.py) and stored."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from analytics.links.commoncrawl import host_edges, host_from_reversed, read_vertices, wat_pages
from analytics.links.model import Outlink
from analytics.links.queries import LinkTarget, backlinks, link_summary
from analytics.links.store import record_host_edges, record_pages
from analytics.schema import runner

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "commoncrawl"
RELEASE = datetime(2026, 10, 1, tzinfo=UTC)


def test_vertices_are_reversed_hosts_indexed_by_id():
    assert host_from_reversed("com.example.www") == "www.example.com"
    assert read_vertices(FIXTURES / "host-vertices.txt.gz")[:3] == ["www.example.com", "blog.example.com", "news.org"]


def test_host_graph_edges_stream_as_host_edges():
    edges = list(host_edges(FIXTURES / "host-vertices.txt.gz", FIXTURES / "host-edges.txt", seen_at=RELEASE))
    assert len(edges) == 8
    assert (edges[0].source_host, edges[0].target_host, edges[0].source) == ("www.example.com", "news.org",
                                                                             "commoncrawl")


def test_wat_records_give_each_responses_outlinks():
    pages = list(wat_pages(FIXTURES / "sample.warc.wat.gz"))
    assert [p.source_url for p in pages] == ["https://news.org/2026/10/story", "https://blog.example.com/post"]
    story = pages[0]
    assert story.fetched_at == datetime(2026, 10, 5, 12, tzinfo=UTC) and story.source == "commoncrawl"
    assert story.links == (Outlink("https://www.example.com/", "Example 官方網站"),
                           Outlink("https://news.org/about", "about us"),
                           Outlink("https://shop.com.tw/item?id=1", "商品", ("nofollow", "sponsored")),
                           Outlink("mailto:editor@news.org", "mail"),
                           Outlink("http://台灣.例子/", ""))
    assert pages[1].links[1] == Outlink("https://news.org/", "ニュース", ("ugc",))


@pytest.fixture
def store(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def test_imported_into_the_store(store):
    assert record_host_edges(store, host_edges(FIXTURES / "host-vertices.txt.gz", FIXTURES / "host-edges.txt",
                                               seen_at=RELEASE)) == 6  # a self loop and blog→www dropped
    assert record_pages(store, wat_pages(FIXTURES / "sample.warc.wat.gz")) == 4
    summary = link_summary(store, LinkTarget.parse("example.com"))
    assert (summary.backlinks, summary.sources) == (1, ("commoncrawl",))
    assert backlinks(store, LinkTarget.parse("台灣.例子")).rows[0].source_url == "https://news.org/2026/10/story"
