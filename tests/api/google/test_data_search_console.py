"""Search Console on the dashboard, against the local Google: linking checks the account's permission, the
sync copies the days (16 months first, then the missing days and Google's last 3 again), the metrics compare
the last 30 days with the 30 before, tracked keywords get their clicks, and Google's refusals become states."""

from __future__ import annotations

from datetime import timedelta

import pytest

from api.core.db import get_sessionmaker
from api.google import sync
from api.google.tasks import sync_all
from api.google.tokens import grant_of
from tests.api.google.data_support import NEWEST, SITE_URL, YESTERDAY, day, grant, world  # noqa: F401
from tests.api.projects.support import error


def figures(google):
    """Current period (days 0-29): 手沖咖啡 30 clicks / 300 impressions at 2 and 4, 咖啡豆 12 / 400 at 8, plus 8
    anonymized clicks; the period before (days 30-59): 手沖咖啡 10 / 100 at 5."""
    data = google.data
    data.add_search(SITE_URL, day(0), "手沖咖啡", "https://www.mysite.com.tw/a", 20, 100, 2.0)
    data.add_search(SITE_URL, day(29), "手沖咖啡", "https://www.mysite.com.tw/b", 10, 200, 4.0)
    data.add_search(SITE_URL, day(3), "咖啡豆", "https://www.mysite.com.tw/c", 12, 400, 8.0)
    data.add_hidden(SITE_URL, day(3), 8, 100)
    data.add_search(SITE_URL, day(30), "手沖咖啡", "https://www.mysite.com.tw/a", 10, 100, 5.0)


def test_linking_a_site_the_account_cannot_read_is_403_with_the_spec_text(client, world):  # noqa: F811
    response = client.post(f"/api/sites/{world.site['id']}/site_webmaster", json={"siteUrl": "https://other.tw/"},
                           headers={**world.owner.headers, "Accept-Language": "en"})
    assert error(response, 403, "google.no_permission")["message"] == "No website permissions for this Google account"
    assert world.get(client, "site_webmaster_metrics").json()["state"] == "not_linked"


def test_linking_syncs_16_months_and_the_dashboard_compares_30_days(client, world):  # noqa: F811
    figures(world.google)
    linked = world.post(client, "site_webmaster", {"siteUrl": SITE_URL})
    assert linked.status_code == 200, linked.text
    assert linked.json()["gsc_site_url"] == SITE_URL
    first = world.google.data.calls("searchAnalytics")
    assert {(c.body["startDate"], c.body["endDate"]) for c in first} == {
        ((YESTERDAY - timedelta(days=486)).isoformat(), YESTERDAY.isoformat())}
    assert {tuple(c.body["dimensions"]) for c in first} == {("date",), ("date", "query", "page")}
    assert all(c.headers["Authorization"] == "Bearer tok-web" for c in first)

    body = world.get(client, "site_webmaster_metrics").json()
    assert body["state"] == "ok"
    assert body["period"]["current"] == {"start": day(29).isoformat(), "end": NEWEST.isoformat()}
    current, last = body["siteData"]["current"], body["siteData"]["last"]
    assert (current["clicks"], current["impressions"]) == (50, 800)  # 20 + 10 + 12 + 8 anonymized
    assert current["ctr"] == pytest.approx(50 / 800)
    assert (last["clicks"], last["impressions"], last["position"]) == (10, 100, 5.0)
    assert [(k["query"], k["clicks"], k["impressions"]) for k in body["topClickKeywords"]] == [
        ("手沖咖啡", 30, 300), ("咖啡豆", 12, 400)]
    assert body["topClickKeywords"][0]["position"] == pytest.approx((2 * 100 + 4 * 200) / 300)
    assert [(d["key"], d["clicks"]) for d in body["siteDailyData"]] == [
        (day(29).isoformat(), 10), (day(3).isoformat(), 20), (day(0).isoformat(), 20)]
    assert [d["key"] for d in body["lastDailyData"]] == [day(30).isoformat()]

    keywords = client.get(f"/api/sites/{world.site['id']}/keywords", headers=world.owner.headers).json()["data"]
    search = {k["text"]: k["ranking"]["search"] for k in keywords}
    assert search == {"手沖咖啡": {"clicks": 30, "impressions": 300}, "咖啡豆": {"clicks": 12, "impressions": 400},
                      "拿鐵": None}


def test_the_daily_sync_fetches_the_missing_days_and_googles_last_3_again(client, world):  # noqa: F811
    figures(world.google)
    world.post(client, "site_webmaster", {"siteUrl": SITE_URL})
    world.google.data.add_search(SITE_URL, NEWEST, "拿鐵", "https://www.mysite.com.tw/d", 5, 50, 3.0)  # revised
    before = len(world.google.data.calls("searchAnalytics"))
    assert sync_all.delay().get(disable_sync_subtasks=False) == 1
    again = world.google.data.calls("searchAnalytics")[before:]
    assert {(c.body["startDate"], c.body["endDate"]) for c in again} == {
        ((YESTERDAY - timedelta(days=2)).isoformat(), YESTERDAY.isoformat())}
    body = world.get(client, "site_webmaster_metrics").json()
    assert body["siteData"]["current"]["clicks"] == 55
    assert body["topClickKeywords"][-1]["query"] == "拿鐵"


def test_quota_keeps_the_cached_figures_and_says_so(client, world):  # noqa: F811
    figures(world.google)
    world.post(client, "site_webmaster", {"siteUrl": SITE_URL})
    world.google.data.fail(SITE_URL, 429)
    with get_sessionmaker()() as db:
        assert sync.sync_site(db, world.site["id"]) == {"search": "google.quota_exceeded"}
    body = world.get(client, "site_webmaster_metrics").json()
    assert body["state"] == "google.quota_exceeded"
    assert body["siteData"]["current"]["clicks"] == 50

    del world.google.data.failures[SITE_URL]  # the next day's run succeeds: the state clears
    with get_sessionmaker()() as db:
        sync.sync_site(db, world.site["id"])
    assert world.get(client, "site_webmaster_metrics").json()["state"] == "ok"


def test_lost_permission_and_an_expired_token_empty_the_stats(client, world):  # noqa: F811
    figures(world.google)
    world.post(client, "site_webmaster", {"siteUrl": SITE_URL})
    world.google.data.readers[SITE_URL].clear()  # the owner lost access to the property at Google
    with get_sessionmaker()() as db:
        assert sync.sync_site(db, world.site["id"]) == {"search": "google.no_permission"}
    body = world.get(client, "site_webmaster_metrics").json()
    assert (body["state"], body["siteData"]["current"], body["topClickKeywords"]) == ("google.no_permission", None, [])
    keywords = client.get(f"/api/sites/{world.site['id']}/keywords", headers=world.owner.headers).json()["data"]
    assert all(k["ranking"]["search"] is None for k in keywords)

    grant(world.owner.user_id, "webmaster", "tok-web", expired=True)
    body = world.get(client, "site_webmaster_metrics").json()
    assert (body["state"], body["siteData"]["current"]) == ("google.token_expired", None)
    with get_sessionmaker()() as db:
        assert sync.sync_site(db, world.site["id"]) == {"search": "google.token_expired"}
        assert grant_of(db, world.owner.user_id, "webmaster").status == "expired"


def test_linking_without_a_grant_says_not_authorized(client, world):  # noqa: F811
    with get_sessionmaker()() as db:
        db.delete(grant_of(db, world.owner.user_id, "webmaster"))
        db.commit()
    error(world.post(client, "site_webmaster", {"siteUrl": SITE_URL}), 409, "google.not_authorized")
    assert world.get(client, "site_webmaster_metrics").json()["state"] == "not_linked"


def test_more_rows_than_one_answer_holds_are_read_page_by_page(client, world):  # noqa: F811
    for n in range(25_001):  # Search Console answers at most 25,000 rows a query
        world.google.data.add_search(SITE_URL, day(1), f"咖啡 {n}", "https://www.mysite.com.tw/", 1, 2, 10.0)
    world.post(client, "site_webmaster", {"siteUrl": SITE_URL})
    pages = [c.body["startRow"] for c in world.google.data.calls("searchAnalytics") if len(c.body["dimensions"]) == 3]
    assert pages == [0, 25_000]
    body = world.get(client, "site_webmaster_metrics").json()
    assert body["siteData"]["current"]["clicks"] == 25_001
    assert len(body["topClickKeywords"]) == 20


def test_a_new_property_shows_only_its_own_queries(client, world):  # noqa: F811
    figures(world.google)
    world.post(client, "site_webmaster", {"siteUrl": SITE_URL})
    other = "sc-domain:mysite.com.tw"
    world.google.data.allow("tok-web", other)
    world.google.data.add_search(other, day(1), "拿鐵", "https://shop.mysite.com.tw/latte", 7, 70, 3.0)

    assert world.post(client, "site_webmaster", {"siteUrl": other}).status_code == 200
    body = world.get(client, "site_webmaster_metrics").json()
    assert [(k["query"], k["clicks"]) for k in body["topClickKeywords"]] == [("拿鐵", 7)]
    assert (body["siteData"]["current"]["clicks"], body["siteData"]["last"]) == (7, None)
