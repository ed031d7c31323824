"""Rank figures are kept until new SERPs arrive (api/rankings/figures.py): a screen read twice asks the analytics
store once, and a SERP or a failed check stored in between shows on the very next read of every screen."""

from __future__ import annotations

import os

import pytest
import redis

from analytics.rankings.keys import SerpScope
from api.rankings import figures
from tests.analytics.rankings.builders import fail, filler, store
from tests.api.projects.support import new_site
from tests.api.rankings.conftest import backdate
from tests.factories import make_user

REDIS_URL = os.environ.get("RANKLENS_TEST_REDIS_URL")


def serp(position: int | None) -> list[str]:
    sites = filler(30)
    if position:
        sites[position - 1] = "https://www.mysite.com.tw/shoes"
    return sites


def screens(client, owner, site_id: int, keyword_id: int) -> dict:
    """What the dashboard, the grid and the keyword's history show of the project's ranks."""
    headers = owner.headers
    board = client.get(f"/api/sites/{site_id}", params={"append": "google_statistics,important_keywords"},
                       headers=headers).json()
    visibility = client.get(f"/api/sites/{site_id}/visibility", params={"period": "7"}, headers=headers).json()
    grid = client.get(f"/api/sites/{site_id}/keywords", headers=headers).json()["data"]
    history = client.get(f"/api/keywords/{keyword_id}/rankings", params={"period": "7"}, headers=headers).json()
    return {
        "first page": board["google_statistics"]["today"]["on_first_page_count"],
        "failed": board["google_statistics"]["failed_count"],
        "best": [k["term"] for k in board["important_keywords"]["best_top3"]],
        "visibility": [p["score"] for p in visibility["data"]][-1],
        "grid": {row["text"]: (row["ranking"]["today"]["position"], row["ranking"]["check"]["state"]) for row in grid},
        "history": [p["position"] for p in history["series"][0]["points"]][-1],
    }


def test_a_serp_or_a_failed_check_stored_between_two_reads_shows_on_the_second(client, analytics, monkeypatch):
    owner = make_user(plan_id=10)
    site = new_site(client, owner, keywords="球鞋\n慢跑鞋")
    backdate(site["id"])
    store(analytics, "球鞋", 0, serp(15))
    keyword_id = {row["text"]: row["id"] for row in
                  client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]}["球鞋"]
    before = screens(client, owner, site["id"], keyword_id)
    assert before == {"first page": 0, "failed": 0, "best": ["球鞋"], "visibility": 0.0,
                      "grid": {"球鞋": (15, "ok"), "慢跑鞋": (None, "pending")}, "history": 15}

    asked: list[tuple] = []  # the analytics reads from here on: a second read of the same screens asks none
    remembered = figures.remembered
    monkeypatch.setattr(figures, "remembered", lambda scope, question, compute: remembered(
        scope, question, lambda: (asked.append(question), compute())[1]))
    assert screens(client, owner, site["id"], keyword_id) == before
    assert asked == []

    store(analytics, "球鞋", 0, serp(2), hour=5)  # a later fetch of the same day
    fail(analytics, "慢跑鞋", 0)
    after = screens(client, owner, site["id"], keyword_id)
    assert after["first page"] == 1 and after["failed"] == 1 and after["visibility"] > 0
    assert after["grid"] == {"球鞋": (2, "ok"), "慢跑鞋": (None, "failed")}
    assert after["history"] == 2
    assert asked  # the figures were computed again, not served from before


def test_another_users_project_tracking_the_same_keywords_written_otherwise_shows_its_own_text(client, analytics):
    lower_owner, upper_owner = make_user(plan_id=10), make_user("other@example.com", plan_id=10)
    lower = new_site(client, lower_owner, keywords="nike air")
    upper = new_site(client, upper_owner, keywords="Nike Air")  # the same site, rule and keyword once normalized
    for made in (lower, upper):
        backdate(made["id"])
    store(analytics, "nike air", 0, serp(1))

    def best(owner, site_id: int) -> list[str]:
        answer = client.get(f"/api/sites/{site_id}", params={"append": "important_keywords"}, headers=owner.headers)
        return [k["term"] for k in answer.json()["important_keywords"]["best_top3"]]

    assert best(lower_owner, lower["id"]) == ["nike air"]
    assert best(upper_owner, upper["id"]) == ["Nike Air"]


SCOPE = SerpScope("google", "TW", "zh-TW")
OTHER = SerpScope("google", "JP", "ja")


@pytest.mark.skipif(not REDIS_URL, reason="RANKLENS_TEST_REDIS_URL is not set")
def test_in_cluster_mode_a_worker_storing_serps_changes_the_generation_every_api_process_reads():
    api, worker = figures._RedisGenerations(REDIS_URL), figures._RedisGenerations(REDIS_URL)  # two processes
    scope, other = figures._scope_key(SCOPE), figures._scope_key(OTHER)
    first, other_first = api.current(scope), api.current(other)
    assert worker.current(scope) == first and api.current(scope) == first
    worker.advance([scope])
    second = api.current(scope)
    assert second != first and api.current(other) == other_first  # only the scope stored
    redis.Redis.from_url(REDIS_URL).flushdb()  # Redis restarted without its data
    assert api.current(scope) not in {first, second} and api.current(scope) == worker.current(scope)


def test_in_embedded_mode_storing_a_scope_changes_its_generation_only():
    generations = figures._MemoryGenerations()
    scope, other = figures._scope_key(SCOPE), figures._scope_key(OTHER)
    first, other_first = generations.current(scope), generations.current(other)
    assert generations.current(scope) == first
    generations.advance([scope])
    assert generations.current(scope) != first and generations.current(other) == other_first


def test_a_batch_stored_while_redis_is_away_goes_on_and_figures_are_computed_again_within_a_minute(monkeypatch,
                                                                                                   settings, caplog):
    figures._RedisGenerations("redis://127.0.0.1:1/0").advance([figures._scope_key(SCOPE)])  # nobody listens there
    assert "Redis did not answer" in caplog.text
    clock = [1000.0]
    monkeypatch.setattr(figures.time, "monotonic", lambda: clock[0])
    computed: list[int] = []
    question = ("test figure", id(computed))

    def figure() -> int:
        return figures.remembered(SCOPE, question, lambda: computed.append(len(computed)) or len(computed))

    assert figure() == figure() == 1
    clock[0] += figures.KEPT_SECONDS + 1
    assert figure() == 2
