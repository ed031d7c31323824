"""What the console's rank tools read beyond the grid: a gap row says whether its keyword is pinned
(the keyword gap screen pins and unpins there), and the shared report's header carries the project's
dashboard figures, the same as the owner's dashboard; the keyword drawer reads the day's whole stored SERP
with ours and the competitors' rows marked, and the ranking URL of every day of the history."""

from __future__ import annotations

import pytest

from tests.api.projects.test_access import World, build_world
from tests.api.rankings.test_access_and_share import shared, unlock  # noqa: F401  (fixture)
from tests.api.rankings.test_dashboard_api import project  # noqa: F401  (fixture)
from tests.api.rankings.test_reports_gap_tools import END


@pytest.fixture
def world(client, analytics) -> World:
    """The shared report's world, with this test's own analytics store (no first check run: tasks are not eager)."""
    return build_world(client)


def test_gap_rows_say_which_keywords_are_pinned(client, analytics, project):  # noqa: F811
    owner, site = project
    base = f"/api/sites/{site['id']}/keyword_gap"
    rows = client.get(base, params={"group": "all", **END}, headers=owner.headers).json()["data"]
    assert {r["pinned"] for r in rows} == {False}
    pinned = rows[1]["keyword_id"]
    assert client.patch(f"/api/keywords/{pinned}", json={"pinned": True}, headers=owner.headers).status_code == 200
    rows = client.get(base, params={"group": "all", **END}, headers=owner.headers).json()["data"]
    assert [r["keyword_id"] for r in rows if r["pinned"]] == [pinned]


def test_the_shared_report_header_has_the_dashboard_figures(client, shared):  # noqa: F811
    share_uuid, shared_world = shared
    assert unlock(client, share_uuid).status_code == 204
    body = client.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid}).json()
    owner = shared_world.actors["owner"]
    dashboard = client.get(f"/api/sites/{shared_world.ids['site_id']}",
                           params={"append": "google_statistics,important_keywords"}, headers=owner.headers).json()
    assert body["google_statistics"] == dashboard["google_statistics"]
    assert body["important_keywords"] == dashboard["important_keywords"]
    assert body["google_statistics"]["today"]["on_first_page_count"] == 1  # 球鞋 at 4 on the latest day
    wrong = unlock(client, share_uuid, "nope", "ja")
    assert (wrong.status_code, wrong.json()["message"]) == (403, "共有レポートのパスワードが正しくありません")


def test_a_cjk_share_password_unlocks_as_typed(client, shared):  # noqa: F811
    share_uuid, shared_world = shared
    owner, site_id = shared_world.actors["owner"], shared_world.ids["site_id"]
    assert client.delete(f"/api/sites/{site_id}/share", headers=owner.headers).status_code == 204
    share_uuid = client.post(f"/api/sites/{site_id}/share", json={"share_password": "咖啡分享 100%"},
                             headers=owner.headers).json()["share_uuid"]
    bad = unlock(client, share_uuid, "咖啡分享", "zh-TW")
    assert (bad.status_code, bad.json()["message"]) == (403, "分享報告密碼錯誤")
    assert unlock(client, share_uuid, "咖啡分享 100%").status_code == 204
    ok = client.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid})
    assert ok.status_code == 200, ok.text


def keyword_id_of(client, owner, site, term: str) -> int:
    rows = client.get(f"/api/sites/{site['id']}/keywords", params={"per_page": 50}, headers=owner.headers).json()
    return next(row["id"] for row in rows["data"] if row["text"] == term)


def test_the_day_serp_is_the_whole_stored_page_with_our_and_rival_rows(client, analytics, project):  # noqa: F811
    owner, site = project
    keyword_id = keyword_id_of(client, owner, site, "籃球鞋")
    rival_id = client.get(f"/api/sites/{site['id']}/competitors", headers=owner.headers).json()["data"][0]["id"]
    serp = client.get(f"/api/keywords/{keyword_id}/serp", headers=owner.headers).json()
    assert (serp["date"], serp["term"], serp["source"], serp["sandbox"]) == (END["end"], "籃球鞋", "sandbox", True)
    rows = serp["results"]
    assert [r["position"] for r in rows] == list(range(1, 51))  # all 5 pages, not only the top 10
    marked = [(r["position"], r["site"], r["competitor_id"], r["url"], r["title"], r["type"])
              for r in rows if r["site"]]
    assert marked == [(4, "competitor", rival_id, "https://rival.tw/", "result 4", "organic"),
                      (25, "project", None, "https://www.mysite.com.tw/shoes", "result 25", "organic")]
    earlier = client.get(f"/api/keywords/{keyword_id}/serp", params={"end": "2025-03-02"}, headers=owner.headers)
    assert [r["position"] for r in earlier.json()["results"] if r["site"] == "project"] == [5]
    empty = client.get(f"/api/keywords/{keyword_id}/serp", params={"end": "2024-01-01"}, headers=owner.headers)
    assert (empty.json()["date"], empty.json()["results"]) == (None, [])


def test_the_keyword_history_has_the_ranking_url_of_every_day(client, analytics, project):  # noqa: F811
    owner, site = project
    keyword_id = keyword_id_of(client, owner, site, "慢跑鞋")
    history = client.get(f"/api/keywords/{keyword_id}/rankings", params={"period": "7", **END},
                         headers=owner.headers).json()
    ours = next(s for s in history["series"] if s["site"] == "project")
    assert [(p["label"], p["url"]) for p in ours["points"]] == [("15", "https://www.mysite.com.tw/shoes")] * 6 + [
        ("12", "https://www.mysite.com.tw/shoes")]
