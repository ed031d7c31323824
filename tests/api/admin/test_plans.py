"""The plan catalogue edited without a deploy: an admin's prices reach /subscribe and checkout at once, SERP depth the
rank checks, limits new subscriptions (and running ones when applied to them); mistakes named under their fields with
nothing stored; every edit audited with what it changed; admins only."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from api.admin.models import AdminAction
from api.plans.catalogue import UNLIMITED
from api.plans.models import PlanSetting, Subscription
from api.projects.models import Site
from api.rankings import pipeline
from tests.api.admin.test_codes import admin, count
from tests.api.projects.support import new_site
from tests.factories import make_user

ADVANCED = {"prices": {"1": 4290, "2": 42900}, "serp_depth": 60,
            "limitation": {"keywords_limitation": 2000, "writer_limitation": UNLIMITED}}


def me_limit(client, who, key: str) -> int:
    return client.get("/api/me", headers=who.headers).json()["subscription"]["limitation"][key]


def test_only_admins_see_or_edit_plans(client):
    for caller in (make_user("owner@example.com", plan_id=10), None):
        headers = caller.headers if caller else {}
        expected = (403, "permission.denied") if caller else (401, "auth.unauthenticated")
        for method, path, body in (("GET", "/api/admin/plans", None), ("PUT", "/api/admin/plans/10", ADVANCED)):
            answer = client.request(method, path, json=body, headers=headers)
            assert (answer.status_code, answer.json()["code"]) == expected, f"{method} {path}"
    assert count(PlanSetting) == 0 and count(AdminAction) == 0


def test_a_new_price_depth_and_limit_reach_buyers_at_once_and_subscribers_keep_theirs(client, db_session):
    boss = admin()
    subscriber = make_user("subscriber@example.com", plan_id=10, days=30)
    saved = client.put("/api/admin/plans/10", json=ADVANCED, headers=boss.headers)
    assert saved.status_code == 200, saved.text
    assert (saved.json()["prices"], saved.json()["serp_depth"], saved.json()["subscriptions_updated"]) == (
        {"1": 4290, "2": 42900}, 60, 0)
    offered = {plan["id"]: plan for plan in client.get("/api/plans").json()["data"]}[10]
    assert [price["amount"] for price in offered["prices"]] == [4290, 42900]
    assert (offered["serp_depth"], offered["limitation"]["keywords_limitation"]) == (60, 2000)
    assert offered["limitation"]["sites_limitation"] == 10  # what the edit left alone stands
    buyer = make_user("buyer@example.com")
    quote = client.post("/api/billing/quote", json={"plan_id": 10, "payment_type": 2, "promo_code": ""},
                        headers=buyer.headers).json()
    assert (quote["list_amount"], quote["amount"]) == (42900, 42900)
    # the running subscription keeps what it started with; a new one takes the plan as it stands
    assert me_limit(client, subscriber, "keywords_limitation") == 1500
    newcomer = make_user("newcomer@example.com", plan_id=10, days=30)
    assert me_limit(client, newcomer, "keywords_limitation") == 2000
    # the daily rank checks of the plan's projects read 60 results now
    site = new_site(client, newcomer, keywords=["台北 咖啡"])
    project = pipeline.project_of(db_session, db_session.get(Site, site["id"]))
    assert project.depth == 60
    listed = {plan["id"]: plan for plan in client.get("/api/admin/plans", headers=boss.headers).json()["data"]}
    assert (listed[10]["updated_by"], listed[10]["subscribers"], listed[10]["defaults"]["serp_depth"]) == (
        "admin@example.com", 2, 50)
    assert [plan_id for plan_id in listed][:3] == [3, 10, 7]  # those on sale first
    audit = client.get("/api/admin/audit", headers=boss.headers).json()["data"][0]
    assert (audit["action"], audit["target"], audit["admin_email"]) == ("plan.update", "plan:10", "admin@example.com")
    assert audit["detail"]["changes"] == {
        "prices.1": [3990, 4290], "prices.2": [39900, 42900], "serp_depth": [50, 60],
        "limitation.keywords_limitation": [1500, 2000], "limitation.writer_limitation": [200, UNLIMITED]}


def test_applied_to_subscribers_the_new_limits_reach_running_plans_of_that_plan_only(client, db_session):
    boss = admin()
    subscriber = make_user("subscriber@example.com", plan_id=3, days=30)
    other = make_user("other@example.com", plan_id=10, days=30)
    gone = make_user("gone@example.com", plan_id=3, days=30)
    ended = db_session.scalar(select(Subscription).where(Subscription.user_id == gone.user_id))
    ended.status = "ended"
    db_session.commit()
    body = {"prices": {"1": 1490, "2": 14900}, "serp_depth": 30, "limitation": {"sites_limitation": 5},
            "apply_to_subscribers": True}
    saved = client.put("/api/admin/plans/3", json=body, headers=boss.headers)
    assert saved.status_code == 200 and saved.json()["subscriptions_updated"] == 1
    assert saved.json()["subscribers"] == 1  # the ended contract is history
    assert (me_limit(client, subscriber, "sites_limitation"), me_limit(client, other, "sites_limitation")) == (5, 10)
    db_session.refresh(ended)
    assert ended.limitation["sites_limitation"] == 3
    audit = client.get("/api/admin/audit", headers=boss.headers).json()["data"][0]["detail"]
    assert audit == {"changes": {"limitation.sites_limitation": [3, 5]}, "apply_to_subscribers": True,
                     "subscriptions_updated": 1}


def test_restoring_the_catalogues_values_leaves_no_setting(client):
    boss = admin()
    assert client.put("/api/admin/plans/10", json=ADVANCED, headers=boss.headers).status_code == 200
    defaults = client.get("/api/admin/plans", headers=boss.headers).json()["data"][1]["defaults"]
    restored = client.put("/api/admin/plans/10", json=defaults, headers=boss.headers)
    assert restored.status_code == 200 and restored.json()["updated_by"] is None
    assert count(PlanSetting) == 0
    offered = {plan["id"]: plan for plan in client.get("/api/plans").json()["data"]}[10]
    assert ([price["amount"] for price in offered["prices"]], offered["serp_depth"]) == ([3990, 39900], 50)


def test_a_trial_plans_limits_change_without_prices(client):
    boss = admin()
    saved = client.put("/api/admin/plans/8", json={"serp_depth": 20, "limitation": {"keywords_limitation": 50}},
                       headers=boss.headers)
    assert saved.status_code == 200, saved.text
    assert me_limit(client, make_user("trial@example.com"), "keywords_limitation") == 50


@pytest.mark.parametrize(("plan_id", "body", "locale", "fields"), [
    (10, {"prices": {"1": 0, "2": 39900}, "serp_depth": 55}, "en",
     [("prices.1", "A price is a whole NT$1 to NT$1,000,000"), ("serp_depth", "SERP depth is 10 to 100 in steps of 10")]),
    (10, {"prices": {"1": 3990, "2": 399000}, "serp_depth": 50}, "zh-TW", [("prices.2", "年繳價格不可高於月繳價格的 12 倍")]),
    (10, {"prices": {"2": 39900}, "serp_depth": 50, "limitation": {"keywords_limitation": -1, "rockets_limitation": 1}},
     "ja", [("prices.1", "価格は NT$1〜NT$1,000,000 の整数です"), ("limitation.keywords_limitation", "上限は 0 以上の整数です"),
            ("limitation.rockets_limitation", "そのような上限はありません")]),
    (8, {"prices": {"1": 100, "2": 1000}, "serp_depth": 10}, "zh-CN", [("prices", "此方案未公开销售，没有价格")]),
])
def test_an_operators_mistakes_are_named_and_nothing_changes(client, plan_id, body, locale, fields):
    boss = admin()
    answer = client.put(f"/api/admin/plans/{plan_id}", json=body, headers={**boss.headers, "Accept-Language": locale})
    assert answer.status_code == 422, answer.text
    assert [(f["field"], f["message"]) for f in answer.json()["fields"]] == fields
    assert count(PlanSetting) == 0 and count(AdminAction) == 0
    assert client.put("/api/admin/plans/99", json={"serp_depth": 10}, headers=boss.headers).status_code == 404
