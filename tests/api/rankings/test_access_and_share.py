"""Tenant isolation on every project-scoped rankings route (a stranger gets 404, a member below the
route's role 403, and nothing changes), and the public shared report read with the share headers."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from api.core.db import get_sessionmaker
from api.history.models import Operation
from api.rankings.models import KeywordGapExclusion, RankingSettings
from api.rankings.routes import router
from tests.analytics.rankings.builders import day, store
from tests.api.projects.support import error
from tests.api.projects.test_access import RANK, Route, call, world  # noqa: F401  (the fixture)
from tests.api.rankings.conftest import backdate
from tests.api.rankings.test_dashboard_api import serp

KEYWORD_IDS = {"keyword_ids": ["keyword_id"]}
ROUTES = [
    Route("GET", "/sites/{site_id}/ranking_update", "viewer"),
    Route("POST", "/sites/{site_id}/ranking_update", "manager"),
    Route("GET", "/keywords/{keyword_id}/rankings", "viewer"),
    Route("GET", "/sites/{site_id}/visibility", "viewer"),
    Route("GET", "/sites/{site_id}/drop_alerts", "viewer"),
    Route("GET", "/sites/{site_id}/ranking_settings", "viewer"),
    Route("PUT", "/sites/{site_id}/ranking_settings", "manager", {"drop_alert_threshold": 5}),
    Route("GET", "/sites/{site_id}/keyword_gap/stats", "viewer"),
    Route("GET", "/sites/{site_id}/keyword_gap", "viewer"),
    Route("POST", "/sites/{site_id}/keyword_gap/exclusions", "manager", KEYWORD_IDS),
    Route("DELETE", "/sites/{site_id}/keyword_gap/exclusions", "manager", KEYWORD_IDS),
    Route("GET", "/sites/{site_id}/serp_competitors", "viewer"),
    Route("GET", "/sites/{site_id}/serp_trend?keyword_ids={keyword_id}", "viewer"),
    Route("GET", "/keywords/{keyword_id}/serp_trend", "viewer"),
    Route("GET", "/keywords/{keyword_id}/serp", "viewer"),
    Route("GET", "/sites/{site_id}/ranking_report.csv", "viewer"),
    Route("POST", "/sites/{site_id}/ranking_report", "viewer", {}),
]
# Routes that are not about one of the caller's projects: the tool is the user's own, shared reports
# answer to the share headers (tested below).
OTHER_ROUTES = {("POST", "/tool/rank-check"), ("GET", "/tool/rank-check/{operation_id}"), ("GET", "/shared_report"),
                ("GET", "/shared_report/site")}


def snapshot() -> dict:
    with get_sessionmaker()() as db:
        return {model.__tablename__: sorted(tuple(row) for row in db.execute(select(*model.__table__.c)))
                for model in (RankingSettings, KeywordGapExclusion, Operation)}


@pytest.mark.parametrize("route", ROUTES, ids=str)
def test_route_access(client, analytics, eager, world, route):  # noqa: F811
    before = snapshot()
    for actor in ("stranger", "viewer", "manager"):
        if RANK[actor] >= RANK[route.role]:
            continue
        response = call(client, route, world, world.actors[actor])
        expected = (404, "resource.not_found") if actor == "stranger" else (403, "permission.denied")
        assert (response.status_code, response.json()["code"]) == expected, f"{actor}: {response.text}"
        assert snapshot() == before, f"{actor} changed something with {route}"
    response = call(client, route, world, world.actors[route.role])
    assert response.status_code in (200, 202), f"{route.role}: {response.text}"


def test_every_rankings_route_is_in_a_table():
    declared = {(method, route.path) for route in router.routes for method in route.methods}
    assert declared - OTHER_ROUTES == {(r.method, r.path.split("?")[0]) for r in ROUTES}


@pytest.fixture
def shared(client, analytics, world):  # noqa: F811
    owner, site_id = world.actors["owner"], world.ids["site_id"]
    backdate(site_id)
    for n in range(3):
        store(analytics, "球鞋", n, serp(n + 2, rival=1))
    share = client.post(f"/api/sites/{site_id}/share", json={"share_password": "open-sesame"}, headers=owner.headers)
    return share.json()["share_uuid"], world


def test_a_shared_report_is_read_with_the_share_headers(client, shared):
    share_uuid, shared_world = shared
    headers = {"X-Share-UUID": share_uuid, "X-Share-Password": "open-sesame"}
    keyword = f"/api/keywords/{shared_world.ids['keyword_id']}/rankings"
    body = client.get(keyword, params={"start": day(0).isoformat(), "end": day(2).isoformat()}, headers=headers)
    assert body.status_code == 200, body.text
    project, rival = body.json()["series"]
    assert [p["position"] for p in project["points"]] == [2, 3, 4]
    assert (rival["domain"], [p["position"] for p in rival["points"]]) == ("rival.tw", [1, 1, 1])
    assert body.json()["checks"][0]["state"] == "ok" and body.json()["sandbox"] is True
    grid = client.get("/api/shared_report", params={"end": day(2).isoformat()}, headers=headers).json()
    assert {row["text"]: row["ranking"]["today"]["position"] for row in grid["data"]} == {"球鞋": 4, "慢跑鞋": None}
    assert client.get("/api/shared_report/site", headers=headers).json()["url"] == "https://www.mysite.com.tw"
    # without headers or session: sign in first; another project's keyword with these headers: not found
    assert error(client.get(keyword), 401, "auth.unauthenticated")
    other = shared_world.ids["keyword_id"] + 2  # the stranger's project has no keywords: ids beyond are nobody's
    assert client.get(f"/api/keywords/{other}/rankings", headers=headers).status_code == 404


def test_a_wrong_share_password_is_refused_then_throttled(client, shared):
    share_uuid, shared_world = shared
    keyword = f"/api/keywords/{shared_world.ids['keyword_id']}/rankings"
    for attempt, locale, text in ((1, "en", "Wrong shared-report password"), (2, "zh-TW", "分享報告密碼錯誤"),
                                  (3, "ja", "共有レポートのパスワードが正しくありません"), (4, "en", None), (5, "en", None)):
        response = client.get(keyword, headers={"X-Share-UUID": share_uuid, "X-Share-Password": "guess",
                                                "Accept-Language": locale})
        body = error(response, 403, "rankings.share_password_wrong")
        assert text is None or body["message"] == text, attempt
    response = client.get(keyword, headers={"X-Share-UUID": share_uuid, "X-Share-Password": "open-sesame",
                                            "Accept-Language": "en"})
    assert error(response, 429, "rankings.share_too_many_attempts")["message"].startswith("Too many wrong passwords")
    cancelled = client.delete(f"/api/sites/{shared_world.ids['site_id']}/share", headers=shared_world.actors["owner"].headers)
    assert cancelled.status_code == 204
    assert client.get("/api/shared_report", headers={"X-Share-UUID": share_uuid,
                                                     "X-Share-Password": "open-sesame"}).status_code == 404
