"""Organic keywords, traffic, top pages, competing domains and history on hand-built SERPs."""

from __future__ import annotations

from datetime import date

import pytest

from analytics.links import organic
from analytics.research.model import KeywordMetrics
from analytics.research.store import store_metrics
from analytics.schema import runner
from tests.analytics.rankings.builders import SCOPE, day, filler
from tests.analytics.rankings.builders import organic as results
from tests.analytics.rankings.builders import store as store_serp

RIVAL = organic.rule_for("domain", "rival.tw")


@pytest.fixture
def store(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def volumes(client, **by_keyword: int) -> None:
    store_metrics(client, "TW", "zh-TW", [KeywordMetrics(k, volume=v, source="google_ads")
                                          for k, v in by_keyword.items()], month=date(2025, 3, 1))


@pytest.mark.parametrize(("position", "volume", "traffic"), [
    (1, 1000, 317), (2, 1000, 247), (10, 1000, 31), (11, 1000, 0), (1, 0, 0), (5, None, None)])
def test_traffic_is_the_ctr_of_the_position_times_the_volume(position, volume, traffic):
    assert organic.estimated_traffic(position, volume) == traffic


def test_a_domains_keywords_are_its_best_position_in_each_latest_serp_by_traffic(store):
    store_serp(store, "咖啡", 0, ["a.tw", "https://rival.tw/coffee", "https://blog.rival.tw/beans", *filler(5)])
    store_serp(store, "茶", 0, ["https://www.rival.tw/tea", *filler(9)])
    store_serp(store, "果汁", 0, ["https://rival.tw/juice", *filler(3)])
    store_serp(store, "果汁", 3, [*filler(4), "b.tw"])  # the latest SERP: the rival fell out
    store_serp(store, "牛奶", 2, [*filler(12, "x"), "https://rival.tw/milk"])  # position 13
    volumes(store, 咖啡=1000, 茶=100, 果汁=5000)

    found = organic.organic_keywords(store, RIVAL, "TW", "zh-TW", as_of=day(5))

    assert [(k.keyword, k.position, k.url, k.volume, k.traffic) for k in found] == [
        ("咖啡", 2, "https://rival.tw/coffee", 1000, 247),
        ("茶", 1, "https://www.rival.tw/tea", 100, 32),
        ("牛奶", 13, "https://rival.tw/milk", None, None),
    ]
    assert found[0].day == day(0) and not found[0].sandbox


def test_a_url_prefix_and_a_host_see_only_their_part_of_the_site(store):
    store_serp(store, "咖啡", 0, ["https://rival.tw/blog/a", "https://shop.rival.tw/x", *filler(3)])
    store_serp(store, "茶", 0, ["https://rival.tw/shop/tea", *filler(3)])

    blog = organic.organic_keywords(store, organic.rule_for("prefix", "rival.tw/blog/"), "TW", "zh-TW", as_of=day(1))
    shop = organic.organic_keywords(store, organic.rule_for("host", "shop.rival.tw"), "TW", "zh-TW", as_of=day(1))

    assert [(k.keyword, k.position) for k in blog] == [("咖啡", 1)]
    assert [(k.keyword, k.position) for k in shop] == [("咖啡", 2)]


def test_serps_of_another_market_and_older_than_the_window_are_not_read(store):
    store_serp(store, "咖啡", 0, ["rival.tw"])
    store_serp(store, "茶", 0, ["rival.tw"], scope=type(SCOPE)("google", "JP", "ja"))

    assert [k.keyword for k in organic.organic_keywords(store, RIVAL, "TW", "zh-TW", as_of=day(10))] == ["咖啡"]
    assert organic.organic_keywords(store, RIVAL, "TW", "zh-TW", as_of=day(40)) == []


def test_serp_features_top_pages_and_competing_domains(store):
    snippet = {"type": "featured_snippet", "position": None, "absolute_position": 1, "page": 1,
               "url": "https://rival.tw/coffee", "title": "", "snippet": ""}
    store_serp(store, "咖啡", 0, [snippet, *results("https://rival.tw/coffee", "a.tw", "b.tw")])
    store_serp(store, "咖啡豆", 0, ["https://rival.tw/coffee", "a.tw"])
    store_serp(store, "茶", 0, ["c.tw", "https://rival.tw/tea"])
    volumes(store, 咖啡=1000, 咖啡豆=200, 茶=1000)
    found = organic.organic_keywords(store, RIVAL, "TW", "zh-TW", as_of=day(1))

    assert organic.serp_features(store, "TW", "zh-TW", found) == {"咖啡": ("featured_snippet",)}
    pages = organic.top_pages(found)
    assert [(p.url, p.keywords, p.traffic, p.top_keyword) for p in pages] == [
        ("https://rival.tw/coffee", 2, 317 + 63, "咖啡"), ("https://rival.tw/tea", 1, 247, "茶")]
    competitors = organic.competing_domains(store, RIVAL, "TW", "zh-TW", found)
    assert [(c.domain, c.common_keywords, c.share) for c in competitors] == [
        ("a.tw", 2, 0.6667), ("b.tw", 1, 0.3333), ("c.tw", 1, 0.3333)]


def test_history_counts_each_months_latest_serps(store):
    volumes(store, 咖啡=1000, 茶=100)
    store_serp(store, "咖啡", 0, ["https://rival.tw/"])  # March: 1st
    store_serp(store, "咖啡", 20, ["a.tw", "https://rival.tw/"])  # March's latest: 2nd
    store_serp(store, "茶", 35, ["https://rival.tw/tea"])  # April
    store_serp(store, "咖啡", 36, ["https://rival.tw/"])

    history = organic.organic_history(store, RIVAL, "TW", "zh-TW", as_of=day(40), months=3)

    assert [(m.month, m.keywords, m.traffic) for m in history] == [
        (date(2025, 2, 1), 0, 0), (date(2025, 3, 1), 1, 247), (date(2025, 4, 1), 2, 317 + 32)]


def test_the_keyword_universe_is_the_most_searched_keywords_without_a_fresh_serp(store):
    volumes(store, 咖啡=1000, 茶=5000, 果汁=300, 牛奶=0)
    store_serp(store, "茶", 2, ["a.tw"])

    assert organic.universe_keywords(store, "TW", "zh-TW", limit=5, fetched_since=day(0)) == ["咖啡", "果汁"]
    assert organic.universe_keywords(store, "TW", "zh-TW", limit=1, fetched_since=day(3)) == ["茶"]
    assert organic.universe_markets(store) == [("TW", "zh-TW")]
