"""GET /plans (what /subscribe offers) and GET /subscriptions (the subscription record)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select

from api.accounts.models import User
from api.core.db import utcnow
from api.plans.catalogue import UNLIMITED
from api.plans.models import Subscription
from api.plans.service import start_subscription
from tests.factories import make_user


def test_visitors_see_basic_advanced_and_enterprise_with_nt_prices(client):
    response = client.get("/api/plans?locale=en")
    assert response.status_code == 200
    body = response.json()
    assert [(p["id"], p["key"], p["name"]) for p in body["data"]] == [
        (3, "basic", "Basic"), (10, "advanced", "Advanced"), (7, "enterprise", "Enterprise")]
    assert [p["prices"] for p in body["data"]] == [
        [{"payment_type": 1, "amount": 1_490, "months": 1}, {"payment_type": 2, "amount": 14_900, "months": 12}],
        [{"payment_type": 1, "amount": 3_990, "months": 1}, {"payment_type": 2, "amount": 39_900, "months": 12}],
        [{"payment_type": 1, "amount": 9_990, "months": 1}, {"payment_type": 2, "amount": 99_900, "months": 12}],
    ]
    assert {p["currency"] for p in body["data"]} == {"TWD"}
    assert body["current_plan_id"] is None and body["current_payment_type"] is None


@pytest.mark.parametrize(("locale", "names"), [
    ("zh-TW", ["入門方案", "進階方案", "企業方案"]), ("ja", ["ベーシック", "アドバンス", "エンタープライズ"]),
    ("zh-CN", ["入门方案", "进阶方案", "企业方案"]),
])
def test_names_follow_the_language(client, locale, names):
    assert [p["name"] for p in client.get(f"/api/plans?locale={locale}").json()["data"]] == names


def test_limitations_and_gated_features_per_plan(client):
    basic, advanced, enterprise = client.get("/api/plans").json()["data"]
    assert (basic["limitation"]["sites_limitation"], advanced["limitation"]["sites_limitation"],
            enterprise["limitation"]["sites_limitation"]) == (3, 10, 50)
    assert (basic["limitation"]["keyword_gap_limitation"], advanced["limitation"]["keyword_gap_limitation"]) == (15, 60)
    assert enterprise["limitation"]["ranking_update_limitation"] == UNLIMITED
    assert [p["serp_depth"] for p in (basic, advanced, enterprise)] == [30, 50, 100]
    # SPEC §6: batch audit and the ranking report from advanced up, the writer share link on enterprise only
    assert [p["features"]["batch_audit"] for p in (basic, advanced, enterprise)] == [False, True, True]
    assert [p["features"]["ranking_report"] for p in (basic, advanced, enterprise)] == [False, True, True]
    assert [p["features"]["writer_share"] for p in (basic, advanced, enterprise)] == [False, False, True]
    assert all(p["features"]["yahoo_ranking"] for p in (basic, advanced, enterprise))


def test_a_signed_in_user_learns_their_plan_and_payment_type(client, db_session):
    trial = make_user("trial@example.com")
    assert client.get("/api/plans", headers=trial.headers).json()["current_plan_id"] == 8
    payer = make_user("payer@example.com", plan_id=10, days=30)
    user = db_session.get(User, payer.user_id)
    start_subscription(db_session, user, 10, 365, payment_type=2)
    db_session.commit()
    body = client.get("/api/plans", headers=payer.headers).json()
    assert (body["current_plan_id"], body["current_payment_type"]) == (10, 2)


def test_the_subscription_record_lists_contracts_newest_first(client, db_session):
    member = make_user("record@example.com")  # a 7-day trial
    user = db_session.get(User, member.user_id)
    start_subscription(db_session, user, 3, 30, payment_type=1)
    db_session.commit()

    response = client.get("/api/subscriptions?locale=en", headers=member.headers)
    assert response.status_code == 200
    records = response.json()["data"]
    assert [(r["plan_id"], r["plan_name"], r["payment_type"], r["status"]) for r in records] == [
        (3, "Basic", 1, "subscribing"), (8, "7-day free trial", None, "ended")]
    assert records[0]["end_date"] > records[0]["start_date"]
    assert client.get("/api/subscriptions?locale=ja", headers=member.headers).json()["data"][1]["plan_name"] == (
        "7日間無料トライアル")


def test_a_contract_past_its_end_date_shows_as_ended(client, db_session):
    member = make_user("lapsed@example.com")
    sub = db_session.scalar(select(Subscription).where(Subscription.user_id == member.user_id))
    sub.end_date = utcnow() - timedelta(days=1)
    db_session.commit()
    [record] = client.get("/api/subscriptions", headers=member.headers).json()["data"]
    assert record["status"] == "ended"
    assert client.get("/api/plans", headers=member.headers).json()["current_plan_id"] is None


def test_the_record_is_private(client):
    make_user("someone@example.com")
    response = client.get("/api/subscriptions?locale=en")
    assert response.status_code == 401
    assert response.json() == {"code": "auth.unauthenticated", "message": "Please sign in first"}
    other = make_user("other@example.com")
    assert [r["plan_id"] for r in client.get("/api/subscriptions", headers=other.headers).json()["data"]] == [8]
