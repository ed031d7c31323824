"""The project dashboard and the ranking performance grid through the API: the same numbers as the
analytics queries on the same SERPs, failed checks shown as failed, sandbox data labelled."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from analytics.rankings import queries, scoring
from analytics.rankings.matching import MatchRule
from analytics.rankings.queries import TrackedKeyword
from tests.analytics.rankings.builders import SCOPE, day, fail, filler, store
from tests.api.projects.support import error, new_site
from tests.api.rankings.conftest import backdate
from tests.factories import make_user

RULE = MatchRule.parse("domain", "mysite.com.tw")
RIVAL = MatchRule.parse("domain", "rival.tw")
# keyword: (position on days 0-6, position on day 7); None = not found. "壞掉" fails on day 7.
MOVES = {"球鞋": (3, 1), "慢跑鞋": (15, 12), "籃球鞋": (5, 25), "登山鞋": (None, 40), "拖鞋": (2, 2)}
KEYWORDS = [*MOVES, "壞掉"]


def serp(position, rival=None, depth=50):
    sites = filler(depth)
    if rival:
        sites[rival - 1] = "rival.tw"
    if position:
        sites[position - 1] = "https://www.mysite.com.tw/shoes"
    return sites


@pytest.fixture
def project(client, analytics):
    owner = make_user(plan_id=10)
    site = new_site(client, owner, keywords="\n".join(KEYWORDS), competitors=[{"url": "rival.tw"}])
    backdate(site["id"])
    for n in range(8):
        for keyword, (before, after) in MOVES.items():
            store_day = after if n == 7 else before
            store(analytics, keyword, n, serp(store_day, rival=4), source="sandbox" if n == 7 else "serpapi")
        if n < 7:
            store(analytics, "壞掉", n, serp(9))
    fail(analytics, "壞掉", 7, error="captcha")
    return owner, site


def tracked():
    return [TrackedKeyword(k, day(0)) for k in KEYWORDS]


def test_with_depth_10_keywords_not_found_are_not_in_top_10_and_the_average_covers_the_found(client, analytics):
    owner = make_user(plan_id=8)  # a trial: depth 10
    site = new_site(client, owner, keywords="球鞋\n慢跑鞋\n籃球鞋\n壞掉")
    backdate(site["id"])
    store(analytics, "球鞋", 0, serp(3, depth=10))
    store(analytics, "慢跑鞋", 0, serp(None, depth=10))  # known only as ">10"
    store(analytics, "籃球鞋", 0, serp(None, depth=10))
    fail(analytics, "壞掉", 0)
    response = client.get(f"/api/sites/{site['id']}", params={"append": "google_statistics"}, headers=owner.headers)
    today = response.json()["google_statistics"]["today"]
    assert today == {"on_first_page_count": 1, "on_second_page_count": 0, "on_third_page_count": 0,
                     "after_third_page_count": 0, "not_found_count": 2, "not_found_depth": 10, "no_data_count": 1,
                     "found_count": 1, "checked_count": 3, "average_position": 3.0}
    # the shared report reads the same figures
    share = client.post(f"/api/sites/{site['id']}/share", json={"share_password": "open-sesame"},
                        headers=owner.headers)
    share_uuid = share.json()["share_uuid"]
    client.post("/api/shared_report/unlock", json={"share_uuid": share_uuid, "password": "open-sesame"})
    shared = client.get("/api/shared_report/site", headers={"X-Share-UUID": share_uuid}).json()
    assert shared["google_statistics"]["today"] == today


def test_dashboard_sections_equal_the_analytics_dashboard(client, analytics, project):
    owner, site = project
    response = client.get(f"/api/sites/{site['id']}", params={"append": "google_statistics,important_keywords"},
                          headers=owner.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    board = queries.dashboard(analytics, SCOPE, tracked(), RULE, day(7))
    stats = body["google_statistics"]
    assert stats["today"] == {**vars(board.buckets), "no_data_count": 1}
    assert (stats["today"]["on_first_page_count"], stats["today"]["after_third_page_count"]) == (2, 1)
    assert (stats["date"], stats["engine"], stats["failed_count"], stats["sandbox"], stats["sources"]) == (
        day(7).isoformat(), "google", 1, True, ["sandbox"])
    important = body["important_keywords"]
    assert important["best_top3"] == [{"term": k.term, "position": k.position, "diff_tag": k.diff_tag.value,
                                       "diff": k.diff} for k in board.best_top3]
    assert important["ranking_change_top3"] == [
        {"term": k.term, "todayPosition": k.position, "diff_tag": k.diff_tag.value, "diff": k.diff}
        for k in board.ranking_change_top3]
    assert [k["term"] for k in important["ranking_change_top3"]] == ["登山鞋", "籃球鞋", "慢跑鞋"]
    # without append, nothing is computed
    plain = client.get(f"/api/sites/{site['id']}", headers=owner.headers).json()
    assert plain["google_statistics"] is None and plain["important_keywords"] is None


def grid(client, who, site, **params):
    response = client.get(f"/api/sites/{site['id']}/keywords", params=params, headers=who.headers)
    assert response.status_code == 200, response.text
    return response.json()


def test_the_grid_has_each_keywords_positions_and_failed_checks_as_failed(client, analytics, project):
    owner, site = project
    body = grid(client, owner, site, period="7")
    rows = {row["text"]: row["ranking"] for row in body["data"]}
    expected = {p.term: p for p in queries.keyword_positions(analytics, SCOPE, tracked(), RULE, day(7))}
    for term, ranking in rows.items():
        p = expected[term]
        assert (ranking["today"]["position"], ranking["yesterday"]["position"], ranking["week_ago"]["position"],
                ranking["initial"]["position"], ranking["diff_tag"], ranking["diff"]) == (
            p.today.position, p.yesterday.position, p.week_ago.position, p.initial.position, p.comparison.tag.value,
            p.comparison.diff), term
    assert rows["籃球鞋"]["trend"] == "regression" and rows["籃球鞋"]["needs_optimization"] is True
    assert rows["球鞋"]["url"] == "https://www.mysite.com.tw/shoes" and rows["球鞋"]["trend"] == "progress"
    assert rows["登山鞋"]["week_ago"]["label"] == ">50"
    broken = rows["壞掉"]
    assert (broken["today"], broken["check"]) == ({"position": None, "label": None, "url": None},
                                                  {"state": "failed", "attempts": 1, "source": "google_direct",
                                                   "error": "captcha", "sandbox": False})
    assert broken["yesterday"]["position"] == 9  # the day before is still shown
    assert rows["球鞋"]["check"]["state"] == "ok" and rows["球鞋"]["sandbox"] is True
    assert [h["position"] for h in rows["球鞋"]["history"]] == [3] * 6 + [1]
    assert body["meta"]["total"] == 6


@pytest.mark.parametrize(("tab", "order"), [
    ("best", scoring.best), ("most_improved", scoring.most_improved), ("worst_decline", scoring.worst_decline)])
def test_movers_tabs_page_in_the_scoring_order(client, analytics, project, tab, order):
    owner, site = project
    whole = [m.term for m in order(queries.keyword_positions(analytics, SCOPE, tracked(), RULE, day(7)))]
    first = grid(client, owner, site, tab=tab, per_page=2)
    second = grid(client, owner, site, tab=tab, per_page=2, page=2)
    assert [r["text"] for r in first["data"] + second["data"]] == whole[:4]
    assert first["meta"]["total"] == len(whole) and first["meta"]["last_page"] == (len(whole) + 1) // 2


def test_an_empty_movers_tab_says_why(client, analytics):
    """Before any check every movers tab is empty "not checked yet"; with checks on fewer than 7 days no
    keyword has a comparison, so the improved and declined tabs say so rather than "no keywords"; with
    7 days they hold the movers (issue 11)."""
    owner = make_user(plan_id=10)
    site = new_site(client, owner, keywords="球鞋\n拖鞋")
    backdate(site["id"])
    for tab in ("best", "most_improved", "worst_decline"):
        body = grid(client, owner, site, tab=tab)
        assert (body["meta"]["total"], body["empty_reason"]) == (0, "not_checked"), tab

    for n in range(3):
        store(analytics, "球鞋", n, serp(5 - n))
        store(analytics, "拖鞋", n, serp(2 + n))
    for tab in ("most_improved", "worst_decline"):
        body = grid(client, owner, site, tab=tab)
        assert (body["meta"]["total"], body["empty_reason"]) == (0, "short_history"), tab
    assert grid(client, owner, site, tab="best")["empty_reason"] is None
    assert grid(client, owner, site, tab="all")["empty_reason"] is None
    # the filters leave nothing: the console says so itself
    assert grid(client, owner, site, tab="most_improved", **{"filter[text]": "沒有"})["empty_reason"] is None


def test_movers_tabs_with_a_week_of_data_give_no_empty_reason(client, analytics, project):
    owner, site = project
    assert grid(client, owner, site, tab="most_improved")["empty_reason"] is None
    assert grid(client, owner, site, tab="worst_decline")["meta"]["total"] > 0


def test_sorting_pinning_and_competitor_comparison(client, analytics, project):
    owner, site = project
    by_position = grid(client, owner, site, sort="position")
    assert [r["text"] for r in by_position["data"]] == ["球鞋", "拖鞋", "慢跑鞋", "籃球鞋", "登山鞋", "壞掉"]
    by_text = grid(client, owner, site, sort="-text")
    assert [r["text"] for r in by_text["data"]] == sorted(KEYWORDS, reverse=True)
    keyword_id = next(r["id"] for r in by_text["data"] if r["text"] == "拖鞋")
    client.patch(f"/api/keywords/{keyword_id}", json={"pinned": True}, headers=owner.headers)
    assert [r["text"] for r in grid(client, owner, site, tab="pinned")["data"]] == ["拖鞋"]
    rows = grid(client, owner, site, tab="competitors", **{"filter[text]": "球鞋"})["data"]
    assert {r["text"] for r in rows} == {"球鞋", "籃球鞋"}
    (rival,) = rows[0]["ranking"]["competitors"]
    assert (rival["domain"], rival["today"]["position"], rival["diff_tag"]) == ("rival.tw", 4, "same")
    assert grid(client, owner, site)["data"][0]["ranking"]["competitors"] is None


def test_the_pinned_tab_by_position_follows_pinning(client, analytics, project):
    """The keyword set a filtered grid reads is kept per process: pinning must change which one it is."""
    owner, site = project
    ids = {r["text"]: r["id"] for r in grid(client, owner, site)["data"]}

    def pinned_by_position() -> list[str]:
        return [r["text"] for r in grid(client, owner, site, tab="pinned", sort="position")["data"]]

    client.patch(f"/api/keywords/{ids['慢跑鞋']}", json={"pinned": True}, headers=owner.headers)
    assert pinned_by_position() == ["慢跑鞋"]
    client.patch(f"/api/keywords/{ids['球鞋']}", json={"pinned": True}, headers=owner.headers)
    assert pinned_by_position() == ["球鞋", "慢跑鞋"]
    client.patch(f"/api/keywords/{ids['慢跑鞋']}", json={"pinned": False}, headers=owner.headers)
    assert pinned_by_position() == ["球鞋"]


def test_an_engine_the_project_does_not_track_is_refused(client, analytics, project):
    owner, site = project
    for locale, text in (("en", "This project does not track this search engine or device"),
                         ("zh-TW", "此專案未追蹤此搜尋引擎或裝置")):
        response = client.get(f"/api/sites/{site['id']}/keywords", params={"engine": "yahoo_tw"},
                              headers={**owner.headers, "Accept-Language": locale})
        body = error(response, 422, "validation.failed")
        assert body["fields"] == [{"field": "engine", "code": "rankings.not_tracked", "message": text}]


def test_a_date_range_longer_than_a_year_is_refused(client, analytics, project):
    """Found by the API fuzzer: start=0001-01-01 made every read of a range build a row per day since then
    (gigabytes of memory). A range is at most the "all" period's year, as "all" already was."""
    owner, site = project
    keyword_id = grid(client, owner, site)["data"][0]["id"]
    end = date(2026, 11, 20)
    year = {"start": (end - timedelta(days=365)).isoformat(), "end": end.isoformat()}
    longer = {**year, "start": (end - timedelta(days=366)).isoformat()}
    for path in (f"/api/keywords/{keyword_id}/rankings", f"/api/sites/{site['id']}/visibility",
                 f"/api/sites/{site['id']}/keywords"):
        assert client.get(path, params=year, headers=owner.headers).status_code == 200, path
        body = error(client.get(path, params=longer, headers={**owner.headers, "Accept-Language": "en"}),
                     422, "validation.failed")
        assert body["fields"] == [{"field": "start", "code": "rankings.range_too_long",
                                   "message": "The date range can be at most 366 days"}], path


def test_a_project_without_any_check_shows_empty_figures(client, analytics):
    owner = make_user(plan_id=10)
    site = new_site(client, owner, keywords="新字")
    body = client.get(f"/api/sites/{site['id']}", params={"append": "google_statistics,important_keywords"},
                      headers=owner.headers).json()
    assert body["google_statistics"]["today"]["on_first_page_count"] == 0
    assert body["google_statistics"]["date"] is None and body["important_keywords"]["best_top3"] == []
    (row,) = grid(client, owner, site)["data"]
    assert row["ranking"]["check"]["state"] == "pending" and row["ranking"]["today"]["label"] is None
