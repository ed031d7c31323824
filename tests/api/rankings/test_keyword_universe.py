"""The keyword universe: the most searched keywords of the research store are fetched through the rank
checks' path within a daily budget, and their SERPs feed competitor research's organic keywords."""

from __future__ import annotations

from analytics.links import organic
from analytics.research.model import KeywordMetrics
from analytics.research.store import store_metrics
from api.core import config
from api.core.db import get_sessionmaker
from api.rankings import tasks, universe
from api.rankings.scheduling import local_day
from tests.api.rankings.test_pipeline import late_tonight


def test_the_most_searched_keywords_are_fetched_once_within_the_budget(client, analytics, sandbox, monkeypatch):
    monkeypatch.setenv("RANKLENS_KEYWORD_UNIVERSE_DAILY", "2")
    config.get_settings.cache_clear()
    store_metrics(analytics, "TW", "zh-TW", [KeywordMetrics(k, volume=v, source="sandbox", sandbox=True)
                                             for k, v in {"咖啡": 9000, "茶": 5000, "果汁": 100}.items()])
    now = late_tonight()
    with get_sessionmaker()() as db:
        runs = universe.dispatch(db, now)
        assert [sorted(c.key.keyword for c in batch) for batch in runs] == [["咖啡", "茶"]]
        assert universe.dispatch(db, now) == []  # leased: a second dispatcher takes nothing
    assert tasks.fetch.run([c.to_dict() for c in runs[0]]) == {"ok": 2, "failed": 0, "sandbox": True}

    with get_sessionmaker()() as db:  # fetched today: the budget moves on to the next keyword
        assert [c.key.keyword for batch in universe.dispatch(db, now) for c in batch] == ["果汁"]
    # the site first in the stored SERP of 咖啡 (the sandbox's ranking changes by day) ranks for it
    leader = analytics.query("SELECT domain FROM serp_results FINAL WHERE keyword = '咖啡' AND position = 1").result_rows[0][0]
    found = organic.organic_keywords(analytics, organic.rule_for("domain", leader), "TW", "zh-TW",
                                     as_of=local_day("TW", now))
    coffee = next(k for k in found if k.keyword == "咖啡")
    assert (coffee.position, coffee.volume, coffee.traffic, coffee.sandbox) == (1, 9000, 2856, True)
