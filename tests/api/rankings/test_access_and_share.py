"""Tenant isolation on every project-scoped rankings route (a stranger gets 404, a member below the
route's role 403, and nothing changes), and the public shared report: its password is given once for a
signed viewer cookie, which the report's reads are checked with."""

from __future__ import annotations

import shutil
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from api.core import password_shares as sharing
from api.core.db import get_sessionmaker
from api.core.security import hash_password
from api.core.store import get_client
from api.history.models import Operation
from api.projects.models import Site
from api.rankings.models import KeywordGapExclusion, RankingSettings
from api.rankings.routes import router
from tests.analytics.rankings.builders import day, store
from tests.api.projects.support import error
from tests.api.projects.test_access import RANK, Route, SavedWorld, World, build_world, call
from tests.api.rankings.conftest import analytics_store, backdate
from tests.api.rankings.test_dashboard_api import serp
from tests.conftest import restore_rows, table_rows

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
# answer to the share's viewer cookie (tested below).
OTHER_ROUTES = {("POST", "/tool/rank-check"), ("GET", "/tool/rank-check/{operation_id}"), ("GET", "/shared_report"),
                ("GET", "/shared_report/site"), ("POST", "/shared_report/unlock")}


def snapshot() -> dict:
    with get_sessionmaker()() as db:
        return {model.__tablename__: sorted(tuple(row) for row in db.execute(select(*model.__table__.c)))
                for model in (RankingSettings, KeywordGapExclusion, Operation)}


@dataclass(frozen=True)
class RankedWorld(SavedWorld):
    store: Path  # the analytics store's directory (the first check's SERPs), closed


@pytest.fixture(scope="module")
def saved_worlds() -> dict[str, RankedWorld]:
    """The world of each database, by its URL, as the first test here built it."""
    return {}


@pytest.fixture
def world(client, eager, monkeypatch, tmp_path, migrated, saved_worlds) -> Iterator[World]:
    """The access table's world with its own analytics store, built once per database (its first rank check
    runs a crawl process: ~3 s), then given to each test as the build left it: its rows put back and a copy
    of its analytics store, so what one test writes never reaches another."""
    saved = saved_worlds.get(migrated)
    if saved is None:
        with analytics_store(monkeypatch, tmp_path / "built"):
            built = build_world(client)
        saved = saved_worlds[migrated] = RankedWorld(built, table_rows(), tmp_path / "built" / "chdb")
    else:
        restore_rows(saved.rows)
    shutil.copytree(saved.store, tmp_path / "chdb", symlinks=True)  # the store's links are relative
    with analytics_store(monkeypatch, tmp_path):  # the copy is migrated already: nothing to apply
        yield saved.world


@pytest.mark.parametrize("route", ROUTES, ids=str)
def test_route_access(client, world, route):
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
def shared(client, world):
    owner, site_id = world.actors["owner"], world.ids["site_id"]
    backdate(site_id)
    for n in range(3):
        store(get_client(), "球鞋", n, serp(n + 2, rival=1))
    share = client.post(f"/api/sites/{site_id}/share", json={"share_password": "open-sesame"}, headers=owner.headers)
    return share.json()["share_uuid"], world


def unlock(client, share_uuid: str, password: str = "open-sesame", locale: str = "en"):
    return client.post("/api/shared_report/unlock", json={"share_uuid": share_uuid, "password": password},
                       headers={"Accept-Language": locale})


def test_a_shared_report_is_unlocked_once_then_read_with_its_viewer_cookie(client, shared, monkeypatch):
    share_uuid, shared_world = shared
    checks, verify = [], sharing.verify_password
    monkeypatch.setattr(sharing, "verify_password", lambda *args: checks.append(args) or verify(*args))
    headers = {"X-Share-UUID": share_uuid}
    keyword = f"/api/keywords/{shared_world.ids['keyword_id']}/rankings"
    locked = client.get("/api/shared_report/site", headers={**headers, "Accept-Language": "en"})
    assert error(locked, 401, "rankings.share_locked")["message"] == "Enter the shared report's password"
    assert error(client.get(keyword, headers=headers), 401, "rankings.share_locked")

    unlocked = unlock(client, share_uuid)
    assert unlocked.status_code == 204, unlocked.text
    cookie = unlocked.headers["set-cookie"]
    assert cookie.startswith(f"share_{share_uuid}=")
    for attribute in ("HttpOnly", "Max-Age=43200", "Path=/api", "SameSite=lax"):
        assert attribute in cookie
    assert "Secure" not in cookie  # settings.cookie_secure is off: plain-HTTP embedded use

    body = client.get(keyword, params={"start": day(0).isoformat(), "end": day(2).isoformat()}, headers=headers)
    assert body.status_code == 200, body.text
    project, rival = body.json()["series"]
    assert [p["position"] for p in project["points"]] == [2, 3, 4]
    assert (rival["domain"], [p["position"] for p in rival["points"]]) == ("rival.tw", [1, 1, 1])
    assert body.json()["checks"][0]["state"] == "ok" and body.json()["sandbox"] is True
    grid = client.get("/api/shared_report", params={"end": day(2).isoformat()}, headers=headers).json()
    assert {row["text"]: row["ranking"]["today"]["position"] for row in grid["data"]} == {"球鞋": 4, "慢跑鞋": None}
    assert client.get("/api/shared_report/site", headers=headers).json()["url"] == "https://www.mysite.com.tw"
    assert len(checks) == 1  # the password was checked once, at the unlock, not on every read
    # without the share header or a session: sign in first; another project's keyword: not found
    assert error(client.get(keyword), 401, "auth.unauthenticated")
    other = shared_world.ids["keyword_id"] + 2  # the stranger's project has no keywords: ids beyond are nobody's
    assert client.get(f"/api/keywords/{other}/rankings", headers=headers).status_code == 404


def test_a_viewer_cookie_reads_only_its_share_and_only_while_the_password_stands(client, shared):
    share_uuid, shared_world = shared
    owner, site_id = shared_world.actors["owner"], shared_world.ids["site_id"]
    assert unlock(client, share_uuid).status_code == 204
    token = client.cookies.get(f"share_{share_uuid}")
    client.cookies.clear()
    # a forged or foreign cookie unlocks nothing
    for value in ("forged", token[:-2] + "xx"):
        client.cookies.set(f"share_{share_uuid}", value, path="/api")
        assert error(client.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid}), 401,
                     "rankings.share_locked")
    # a new share password (even the same text: the hash is salted) revokes every earlier viewer cookie
    client.cookies.set(f"share_{share_uuid}", token, path="/api")
    assert client.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid}).status_code == 200
    with get_sessionmaker()() as db:
        db.execute(update(Site).where(Site.id == site_id).values(share_password_hash=hash_password("open-sesame")))
        db.commit()
    assert error(client.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid}), 401,
                 "rankings.share_locked")
    # made again, the share has a new uuid: the old cookie's token does not name it
    assert client.delete(f"/api/sites/{site_id}/share", headers=owner.headers).status_code == 204
    assert client.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid}).status_code == 404
    again = client.post(f"/api/sites/{site_id}/share", json={"share_password": "open-sesame"}, headers=owner.headers)
    new_uuid = again.json()["share_uuid"]
    client.cookies.set(f"share_{new_uuid}", token, path="/api")
    assert error(client.get("/api/shared_report/site", headers={"X-Share-UUID": new_uuid}), 401,
                 "rankings.share_locked")


def test_wrong_passwords_are_refused_then_throttled_for_that_client_only(app, client, shared):
    share_uuid, shared_world = shared
    for attempt, locale, text in ((1, "en", "Wrong shared-report password"), (2, "zh-TW", "分享報告密碼錯誤"),
                                  (3, "ja", "共有レポートのパスワードが正しくありません"), (4, "en", None), (5, "en", None)):
        body = error(unlock(client, share_uuid, "guess", locale), 403, "rankings.share_password_wrong")
        assert text is None or body["message"] == text, attempt
    blocked = unlock(client, share_uuid)
    assert error(blocked, 429, "rankings.share_too_many_attempts")["message"] == (
        "Too many wrong passwords, try again in 15 minutes")
    # the stranger's guesses do not lock the report's real viewers out
    with TestClient(app, client=("203.0.113.8", 40000)) as viewer:
        assert unlock(viewer, share_uuid).status_code == 204
        assert viewer.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid}).status_code == 200
    cancelled = client.delete(f"/api/sites/{shared_world.ids['site_id']}/share", headers=shared_world.actors["owner"].headers)
    assert cancelled.status_code == 204
    assert error(unlock(client, share_uuid), 404, "resource.not_found")


def test_parallel_guesses_cannot_pass_the_limit(client, settings, shared):
    share_uuid, _ = shared
    guesses = 3 * settings.share_max_failures
    with ThreadPoolExecutor(guesses) as pool:
        answers = Counter(pool.map(lambda n: unlock(client, share_uuid, f"guess-{n}").status_code, range(guesses)))
    assert answers == {403: settings.share_max_failures, 429: guesses - settings.share_max_failures}
