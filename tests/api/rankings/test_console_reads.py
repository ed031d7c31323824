"""What the console's rank tools read beyond the grid: a gap row says whether its keyword is pinned
(the keyword gap screen pins and unpins there), and the shared report's header carries the project's
dashboard figures, the same as the owner's dashboard."""

from __future__ import annotations

from urllib.parse import quote

from tests.api.projects.test_access import world  # noqa: F401  (fixture)
from tests.api.rankings.test_access_and_share import shared  # noqa: F401  (fixture)
from tests.api.rankings.test_dashboard_api import project  # noqa: F401  (fixture)
from tests.api.rankings.test_reports_gap_tools import END


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
    headers = {"X-Share-UUID": share_uuid, "X-Share-Password": "open-sesame"}
    body = client.get("/api/shared_report/site", headers=headers).json()
    owner = shared_world.actors["owner"]
    dashboard = client.get(f"/api/sites/{shared_world.ids['site_id']}",
                           params={"append": "google_statistics,important_keywords"}, headers=owner.headers).json()
    assert body["google_statistics"] == dashboard["google_statistics"]
    assert body["important_keywords"] == dashboard["important_keywords"]
    assert body["google_statistics"]["today"]["on_first_page_count"] == 1  # 球鞋 at 4 on the latest day
    wrong = client.get("/api/shared_report/site", headers={**headers, "X-Share-Password": "nope",
                                                            "Accept-Language": "ja"})
    assert (wrong.status_code, wrong.json()["message"]) == (403, "共有レポートのパスワードが正しくありません")


def test_a_cjk_share_password_travels_percent_encoded(client, shared):  # noqa: F811
    share_uuid, shared_world = shared
    owner, site_id = shared_world.actors["owner"], shared_world.ids["site_id"]
    assert client.delete(f"/api/sites/{site_id}/share", headers=owner.headers).status_code == 204
    share_uuid = client.post(f"/api/sites/{site_id}/share", json={"share_password": "咖啡分享 100%"},
                             headers=owner.headers).json()["share_uuid"]
    encoded = quote("咖啡分享 100%", safe="")
    ok = client.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid, "X-Share-Password": encoded})
    assert ok.status_code == 200, ok.text
    bad = client.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid, "X-Share-Password": "%FF%FE",
                                                          "Accept-Language": "zh-TW"})
    assert (bad.status_code, bad.json()["message"]) == (403, "分享報告密碼錯誤")
