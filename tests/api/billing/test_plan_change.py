"""Buying a plan while a paid contract runs: the plan-card rule on the server (a monthly contract moves up only at
renewal; the same plan and period is not bought twice), the unused days credited on the new plan, and the old
contract's renewals stopped at ECPay — retried while ECPay does not answer."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select

from api.billing import service, tasks
from api.billing.models import GatewayNotice, Order
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow
from api.plans.models import Subscription
from tests.api.billing.test_invoices import buy, gateway  # noqa: F401  (the fixture)
from tests.api.projects.support import mails_to, new_site
from tests.factories import make_user
from tests.fakes import ecpay
from tests.fakes.service import pointed_at
from tests.ranklens_server import free_port

BASIC, ADVANCED, MONTHLY, YEARLY = 3, 10, 1, 2


def quote(client, user, plan_id, payment_type):
    return client.post("/api/billing/quote", json={"plan_id": plan_id, "payment_type": payment_type},
                       headers=user.headers)


def current(user) -> Subscription:
    with get_sessionmaker()() as db:
        return db.scalar(select(Subscription).where(Subscription.user_id == user.user_id,
                                                    Subscription.status == "subscribing"))


def status_of(trade_no: str) -> str:
    with get_sessionmaker()() as db:
        return db.scalar(select(Order.status).where(Order.trade_no == trade_no))


def test_moving_up_a_yearly_contract_credits_its_unused_days_and_stops_its_renewals(client, gateway):  # noqa: F811
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    old = buy(client, buyer, plan_id=BASIC, payment_type=YEARLY)
    gateway.orders[old] = {}  # the buyer went through ECPay's card page
    offer = quote(client, buyer, ADVANCED, YEARLY)
    assert offer.status_code == 200, offer.text
    # a year of basic (NT$14,900) left, worth 136 days of advanced (NT$39,900 a year)
    assert offer.json()["credit_days"] == 136
    started = client.post("/api/billing/checkout", json={"plan_id": ADVANCED, "payment_type": YEARLY},
                          headers=buyer.headers).json()
    notice = ecpay.payment_notice(started["trade_no"], 39900, trade="2611291530654321")
    assert client.post("/api/billing/ecpay/payment", data=notice).text == "1|OK"
    now = current(buyer)
    assert now.plan_id == ADVANCED
    days = (now.end_date - utcnow()) / timedelta(days=1)
    assert 365 + 135 < days <= 365 + 136 + 1  # a year (2027 has 365 days) and the credit
    assert gateway.cancelled == [old] and status_of(old) == "cancelled"  # no second charge of the basic plan
    assert status_of(started["trade_no"]) == "paid"


@pytest.mark.parametrize(("plan_id", "payment_type", "status", "message"), [
    (BASIC, MONTHLY, 409, "您已訂閱此方案與繳費方式"),
    (ADVANCED, MONTHLY, 409, "月繳方案需於續約時才能升級至更高方案"),
    (ADVANCED, YEARLY, 409, "月繳方案需於續約時才能升級至更高方案"),
    (BASIC, YEARLY, 200, None),  # its own plan, yearly: allowed
])
def test_the_plan_card_rule_on_the_server(client, gateway, plan_id, payment_type, status, message):  # noqa: F811
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    buy(client, buyer, plan_id=BASIC, payment_type=MONTHLY)
    for answer in (quote(client, buyer, plan_id, payment_type),
                   client.post("/api/billing/checkout", json={"plan_id": plan_id, "payment_type": payment_type},
                               headers=buyer.headers)):
        assert answer.status_code in ((status,) if status == 409 else (200, 201)), answer.text
        if message:
            assert answer.json()["message"] == message


def test_a_trial_has_nothing_to_credit(client, gateway):  # noqa: F811
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    assert quote(client, buyer, ADVANCED, YEARLY).json()["credit_days"] == 0


def test_a_replaced_contract_is_stopped_once_ecpay_answers(client, gateway, monkeypatch):  # noqa: F811
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    old = buy(client, buyer, plan_id=BASIC, payment_type=YEARLY)
    gateway.orders[old] = {}
    with get_sessionmaker()() as db:
        order_id = db.scalar(select(Order.id).where(Order.trade_no == old))
        down = {"RANKLENS_ECPAY_URL": f"http://127.0.0.1:{free_port()}"}
        with pointed_at(monkeypatch, down), pytest.raises(service.ecpay.GatewayError):  # the task retries on this
            service.stop_replaced(db, order_id, get_settings())
        db.rollback()
        assert status_of(old) == "paid"
    with get_sessionmaker()() as db, pointed_at(monkeypatch, ecpay.ecpay_settings(gateway)):  # ECPay back
        assert service.stop_replaced(db, order_id, get_settings()) is True
        assert service.stop_replaced(db, order_id, get_settings()) is False  # a retry after success: nothing
    assert status_of(old) == "cancelled" and gateway.cancelled == [old]


def test_a_charge_of_a_replaced_contract_is_kept_for_a_refund_and_extends_nothing(client, gateway):  # noqa: F811
    buyer = make_user("replaced@example.com", plan_id=8, days=7)
    old = buy(client, buyer, plan_id=BASIC, payment_type=YEARLY)
    gateway.orders[old] = {}
    new = buy(client, buyer, plan_id=ADVANCED, payment_type=YEARLY)
    before = current(buyer)
    # ECPay charged the old contract before our cancellation reached it
    late = ecpay.period_notice(old, 14900, 2)
    assert client.post("/api/billing/ecpay/period", data=late).text == "1|OK"
    after = current(buyer)
    assert (after.id, after.plan_id, after.end_date) == (before.id, ADVANCED, before.end_date)
    with get_sessionmaker()() as db:
        outcome = db.scalar(select(GatewayNotice.outcome).where(GatewayNotice.trade_no == old, GatewayNotice.kind == "period"))
        assert outcome == "replaced"  # an operator's list of refunds
    assert mails_to("replaced@example.com") == []  # no "renewed" mail for a plan the buyer left
    assert status_of(new) == "paid"


def test_a_lost_stop_is_swept_up(client, gateway, monkeypatch):  # noqa: F811
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    old = buy(client, buyer, plan_id=BASIC, payment_type=YEARLY)
    gateway.orders[old] = {}
    with monkeypatch.context() as lost:
        lost.setattr(tasks.stop_renewal, "delay", lambda *args: None)  # the broker dropped the stop
        buy(client, buyer, plan_id=ADVANCED, payment_type=YEARLY)
    assert status_of(old) == "paid" and gateway.cancelled == []
    assert tasks.sweep_replaced() == {"orders": 1}  # beat's hourly sweep; the stop runs here (eager)
    assert status_of(old) == "cancelled" and gateway.cancelled == [old]
    assert tasks.sweep_replaced() == {"orders": 0}


def test_a_move_down_past_the_new_plans_limits_waits_until_the_buyer_chose_what_to_keep(client, gateway):  # noqa: F811
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    buy(client, buyer, plan_id=ADVANCED, payment_type=YEARLY)
    sites = [new_site(client, buyer, name=f"站 {n}", url=f"https://shop{n}.example.tw") for n in range(4)]
    crowded = new_site(client, buyer, name="熱鬧的站", url="https://busy.example.tw",
                       competitors=[{"url": f"rival{n}.tw"} for n in range(4)])
    offer = quote(client, buyer, BASIC, YEARLY).json()
    assert [(o["feature"], o["usage"], o["limit"], o["site_name"]) for o in offer["over_limits"]] == [
        ("sites", 5, 3, None), ("competitors", 4, 3, "熱鬧的站")]
    refused = client.post("/api/billing/checkout", json={"plan_id": BASIC, "payment_type": YEARLY},
                          headers={**buyer.headers, "Accept-Language": "en"})
    assert (refused.status_code, refused.json()["message"]) == (
        409, "You have more than this plan allows; choose what to keep and remove the rest before buying it")
    # the buyer keeps three projects and three of the busy one's competitors
    for site in sites[:2]:
        assert client.delete(f"/api/sites/{site['id']}", headers=buyer.headers).status_code < 300
    rivals = client.get(f"/api/sites/{crowded['id']}/competitors", headers=buyer.headers).json()["data"]
    assert client.delete(f"/api/competitors/{rivals[0]['id']}", headers=buyer.headers).status_code < 300
    assert quote(client, buyer, BASIC, YEARLY).json()["over_limits"] == []
    buy(client, buyer, plan_id=BASIC, payment_type=YEARLY)
    assert current(buyer).plan_id == BASIC
