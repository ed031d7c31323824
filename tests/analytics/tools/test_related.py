"""Related keywords from the stored SERPs: the seed's own related searches and questions first, then
those of stored keywords that contain the seed, counted across SERPs; other countries and the seed
itself left out."""

from __future__ import annotations

import pytest

from analytics.rankings import ingest
from analytics.rankings.keys import SerpScope
from analytics.schema import runner
from analytics.tools.related import related_keywords
from crawler.serp.model import ParsedSerp, ResultType, SerpResult
from tests.analytics.rankings.builders import SCOPE, at, day


@pytest.fixture
def client(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def serp(related=(), questions=()) -> ParsedSerp:
    results = [SerpResult(ResultType.ORGANIC, 1, 1, "https://food.example.tw/", "food")]
    results += [SerpResult(ResultType.PEOPLE_ALSO_ASK, 2, title=q) for q in questions]
    results += [SerpResult(ResultType.RELATED_SEARCHES, 3, title=r) for r in related]
    return ParsedSerp("google", "desktop", results)


def store(client, keyword, n, scope=SCOPE, sandbox=False, **features):
    ingest.ingest_serp(client, scope.key(keyword, day(n)), serp(**features), source="sandbox" if sandbox else "serpapi",
                       fetched_at=at(n), is_sandbox=sandbox)


def test_the_seed_s_own_suggestions_come_first_then_those_of_keywords_containing_it(client):
    store(client, "台北美食", 0, related=["台北美食推薦", "台北美食 2026", "台北美食"], questions=["台北美食哪裡好吃？"])
    store(client, "台北美食", 1, related=["台北美食推薦", "信義區 美食"])
    store(client, "台北美食推薦", 1, related=["台北美食推薦 ptt", "台北美食推薦"])
    store(client, "高雄 美食", 1, related=["高雄 美食 推薦"])
    store(client, "台北美食", 1, scope=SerpScope("google", "JP", "ja"), related=["台北 グルメ"])

    found = related_keywords(client, "台北美食", "TW", "zh-TW")
    assert [(r.text, r.kind, r.direct, r.serps) for r in found] == [
        ("台北美食推薦", "related_search", True, 3),  # the seed's SERPs of two days, and 台北美食推薦's
        ("台北美食哪裡好吃？", "people_also_ask", True, 1),  # ties: the best place on its SERP first
        ("信義區 美食", "related_search", True, 1),
        ("台北美食 2026", "related_search", True, 1),
        ("台北美食推薦 ptt", "related_search", False, 1),
    ]
    assert found[0].last_seen == day(1)
    assert not any(r.sandbox for r in found)
    assert [r.text for r in related_keywords(client, "台北美食", "JP", "ja")] == ["台北 グルメ"]


def test_the_seed_is_looked_up_as_keywords_are_stored(client):
    store(client, "iphone 16", 0, related=["iphone 16 pro"])
    assert [r.text for r in related_keywords(client, "  ｉＰｈｏｎｅ　１６ ", "TW", "zh-TW")] == ["iphone 16 pro"]
    assert related_keywords(client, "   ", "TW", "zh-TW") == []
    assert related_keywords(client, "沒有人查過", "TW", "zh-TW") == []


def test_a_suggestion_seen_only_on_sandbox_serps_is_labelled_sandbox(client):
    store(client, "台北美食", 0, sandbox=True, related=["台北美食推薦", "台北美食 2026"])
    store(client, "台北美食", 1, related=["台北美食推薦"])
    found = {r.text: r.sandbox for r in related_keywords(client, "台北美食", "TW", "zh-TW")}
    assert found == {"台北美食推薦": False, "台北美食 2026": True}
