"""The keyword-metrics cache and the SERP store reads of keyword research, on a real store (chDB, and a
ClickHouse server when CLICKHOUSE_URL names one)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from analytics.rankings import ingest
from analytics.research.model import KeywordMetrics
from analytics.research.store import (
    cached_ideas,
    history_latest_metrics,
    latest_metrics,
    latest_serps,
    serp_ideas,
    store_ideas,
    store_metrics,
)
from analytics.schema import runner
from tests.analytics.rankings.builders import SCOPE, at, day, organic

NOV = datetime(2026, 11, 3, 8, tzinfo=UTC)
OCT = datetime(2026, 10, 20, 8, tzinfo=UTC)


@pytest.fixture
def store(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def figures(keyword: str, volume: int, *, source: str = "google_ads", sandbox: bool = False, index: int = 55):
    return KeywordMetrics(keyword, volume=volume, history=((date(2026, 9, 1), volume - 10), (date(2026, 10, 1), volume)),
                          cpc_usd=0.42, cpc_low_usd=0.2, cpc_high_usd=0.64, competition_index=index,
                          competition_label="MEDIUM", source=source, sandbox=sandbox)


def test_the_latest_month_of_each_keyword_is_read_back_whole(store):
    store_metrics(store, "tw", "zh-TW", [figures("台北美食", 1000), figures("ｉＰｈｏｎｅ　１６", 5000)], at=OCT)
    store_metrics(store, "TW", "zh-TW", [figures("台北美食", 1200)], at=NOV)
    store_metrics(store, "JP", "ja", [figures("台北美食", 70)], at=NOV)  # another country: not mixed in

    found = latest_metrics(store, "TW", "zh-TW", ["台北美食", "iPhone 16", "never asked"])

    assert set(found) == {"台北美食", "iPhone 16"}  # by the caller's text; full-width folded to one key
    food = found["台北美食"]
    assert (food.volume, food.month, food.competition, food.competition_index) == (1200, date(2026, 11, 1), 2, 55)
    assert food.trend() == [1190, 1200] and food.cpc_usd == 0.42 and food.source == "google_ads"
    assert found["iPhone 16"].month == date(2026, 10, 1)


def test_this_months_figures_are_the_paid_ones_and_real_figures_replace_sandbox(store):
    store_metrics(store, "TW", "zh-TW", [figures("咖啡", 10)], at=OCT)
    assert latest_metrics(store, "TW", "zh-TW", ["咖啡"], since=NOV.date()) == {}  # last month's: ask again

    store_metrics(store, "TW", "zh-TW", [figures("咖啡", 99, source="sandbox", sandbox=True)], at=NOV)
    assert latest_metrics(store, "TW", "zh-TW", ["咖啡"], since=NOV.date())["咖啡"].sandbox
    assert latest_metrics(store, "TW", "zh-TW", ["咖啡"], since=NOV.date(), sandbox=False) == {}

    store_metrics(store, "TW", "zh-TW", [figures("咖啡", 880)], at=NOV.replace(day=5))
    cached = latest_metrics(store, "TW", "zh-TW", ["咖啡"], since=NOV.date(), sandbox=False)["咖啡"]
    assert (cached.volume, cached.sandbox) == (880, False)
    assert store.command("SELECT count() FROM keyword_metrics FINAL WHERE keyword = '咖啡'") == 2  # one a month


def test_real_figures_of_an_older_month_answer_when_the_newest_are_sandbox(store):
    store_metrics(store, "TW", "zh-TW", [figures("拿鐵", 300), figures("美式", 40)], at=OCT)
    store_metrics(store, "TW", "zh-TW", [figures("拿鐵", 70, source="sandbox", sandbox=True)], at=NOV)
    store_metrics(store, "TW", "zh-TW", [figures("美式", 41, source="sandbox", sandbox=True)], at=NOV)
    store_metrics(store, "TW", "zh-TW", [figures("美式", 45)], at=NOV.replace(day=9))  # replaces the sandbox
    store_metrics(store, "TW", "zh-TW", [figures("美式", 44)], at=OCT.replace(day=25))  # an older month, later

    wanted = ["拿鐵", "美式", "never asked"]
    real = latest_metrics(store, "TW", "zh-TW", wanted, sandbox=False)
    newest = latest_metrics(store, "TW", "zh-TW", wanted)

    assert (real["拿鐵"].volume, real["拿鐵"].month, real["拿鐵"].sandbox) == (300, date(2026, 10, 1), False)
    assert (newest["拿鐵"].volume, newest["拿鐵"].sandbox) == (70, True)
    assert (real["美式"].volume, real["美式"].month) == (newest["美式"].volume, newest["美式"].month) == (45, date(2026, 11, 1))
    for since in (None, OCT.date(), NOV.date()):  # the same answers as from every month's rows
        for sandbox in (True, False):
            assert latest_metrics(store, "TW", "zh-TW", wanted, since=since, sandbox=sandbox) == \
                history_latest_metrics(store, "TW", "zh-TW", wanted, since=since, sandbox=sandbox)


def test_ideas_come_from_the_related_searches_and_questions_of_stored_serps(store):
    def serp(keyword, n, related, questions):
        ingest.ingest_serp(store, SCOPE.key(keyword, day(n)),
                           {"results": organic("a.tw", "b.tw"), "related_searches": related,
                            "people_also_ask": questions}, source="sandbox", fetched_at=at(n), is_sandbox=True)

    serp("台北美食", 0, ["台北美食推薦", "台北美食 2025"], ["台北哪裡好吃？"])
    serp("台北美食推薦", 1, ["台北美食推薦", "信義區美食"], [])
    serp("高雄美食", 1, ["高雄美食推薦"], [])  # another seed's SERP

    ideas = serp_ideas(store, "google", "TW", "zh-TW", "台北美食", since=day(0))

    assert [(i.text, i.kind, i.serps) for i in ideas][:1] == [("台北美食推薦", "related_search", 2)]
    assert {i.text for i in ideas} == {"台北美食推薦", "台北美食 2025", "台北哪裡好吃？", "信義區美食"}
    assert next(i for i in ideas if i.text == "台北哪裡好吃？").kind == "people_also_ask"
    assert serp_ideas(store, "google", "TW", "zh-TW", "台北美食", since=day(2)) == []


def test_the_latest_top_10_of_many_keywords_in_one_read(store):
    ad = {"type": "ad", "position": None, "absolute_position": 1, "page": 1, "url": "https://shop.tw/", "title": "ad",
          "snippet": ""}
    ingest.ingest_serp(store, SCOPE.key("咖啡", day(0)), organic(*[f"s{i}.tw" for i in range(20)]), source="sandbox",
                       fetched_at=at(0), is_sandbox=True)
    ingest.ingest_serp(store, SCOPE.key("咖啡", day(2)), [ad, *organic(*[f"n{i}.tw" for i in range(15)])],
                       source="serpapi", fetched_at=at(2))

    serps = latest_serps(store, SCOPE, ["咖啡", "茶"], since=day(0))

    assert set(serps) == {"咖啡"}
    coffee = serps["咖啡"]
    assert coffee.day == day(2) and not coffee.sandbox
    assert [r.domain for r in coffee.organic] == [f"n{i}.tw" for i in range(10)]
    assert coffee.types == {"ad", "organic"}


def test_a_seeds_idea_list_is_cached_for_its_month(store):
    store_ideas(store, "TW", "zh-TW", "咖啡", ["咖啡", "咖啡 推薦"], source="sandbox", sandbox=True, at=OCT)
    assert cached_ideas(store, "TW", "zh-TW", "咖啡", since=NOV.date()) is None  # last month's
    store_ideas(store, "TW", "zh-TW", "咖啡", ["咖啡", "咖啡豆"], source="google_ads", sandbox=False, at=NOV)
    found = cached_ideas(store, "tw", "zh-TW", "  咖啡 ", since=NOV.date(), sandbox=False)
    assert (found.ideas, found.source, found.sandbox, found.month) == (["咖啡", "咖啡豆"], "google_ads", False,
                                                                       date(2026, 11, 1))
