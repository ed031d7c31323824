"""Referral rewards: a referred user's first paid charge earns the referrer 30 days — on the plan they have, or
waiting for the next one they pay for — once per referred user, with a mail; a declined card or an unreferred
buyer earns nothing."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select, update

from api.accounts.models import User
from api.core.db import get_sessionmaker, utcnow
from api.plans.models import Subscription
from api.rankings.scheduling import timezone_of
from tests.api.billing.test_invoices import buy, gateway  # noqa: F401  (the fixture)
from tests.api.projects.support import mails_to
from tests.factories import make_user
from tests.fakes import ecpay

BASIC, ADVANCED, YEARLY = 3, 10, 2


def referred_by(user, referrer) -> None:
    with get_sessionmaker()() as db:
        db.execute(update(User).where(User.id == user.user_id).values(referred_by_id=referrer.user_id))
        db.commit()


def end_of(user):
    with get_sessionmaker()() as db:
        return db.scalar(select(Subscription.end_date).where(Subscription.user_id == user.user_id,
                                                             Subscription.status == "subscribing"))


def referrals(client, user) -> dict:
    answer = client.get("/api/billing/referrals", headers=user.headers)
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_a_referred_buyer_earns_the_referrer_thirty_days_once(client, gateway):  # noqa: F811
    referrer = make_user("referrer@example.com", plan_id=8, days=7)
    buy(client, referrer, plan_id=BASIC, payment_type=YEARLY)
    before = end_of(referrer)
    friend = make_user("friend@example.com", plan_id=8, days=7)
    referred_by(friend, referrer)
    buy(client, friend, plan_id=BASIC, payment_type=YEARLY)
    assert end_of(referrer) - before == timedelta(days=30)
    buy(client, friend, plan_id=ADVANCED, payment_type=YEARLY)  # a later purchase earns nothing more
    assert end_of(referrer) - before == timedelta(days=30)
    shown = referrals(client, referrer)
    assert (shown["reward_days"], shown["rewarded"], shown["days_applied"], shown["days_waiting"]) == (30, 1, 30, 0)
    [mail] = mails_to("referrer@example.com")
    assert mail["Subject"] == "您推薦的朋友已訂閱 RankLens：獲得 30 天"
    new_end = end_of(referrer).astimezone(timezone_of("TW")).date().isoformat()
    assert f"新的到期日為 {new_end}" in mail.get_body(preferencelist=("plain",)).get_content()
    assert referrals(client, friend)["rewarded"] == 0  # the friend referred nobody


def test_a_referrer_without_a_plan_gets_the_days_with_the_next_one(client, gateway):  # noqa: F811
    referrer = make_user("lapsed@example.com", plan_id=8, days=7)
    with get_sessionmaker()() as db:  # the trial ran out
        db.execute(update(Subscription).where(Subscription.user_id == referrer.user_id)
                   .values(end_date=utcnow() - timedelta(days=1)))
        db.commit()
    friend = make_user("friend2@example.com", plan_id=8, days=7)
    referred_by(friend, referrer)
    buy(client, friend, plan_id=BASIC, payment_type=YEARLY)
    assert referrals(client, referrer)["days_waiting"] == 30
    assert "下次付款時加入" in mails_to("lapsed@example.com")[0].get_body(preferencelist=("plain",)).get_content()
    buy(client, referrer, plan_id=BASIC, payment_type=YEARLY)
    days = (end_of(referrer) - utcnow()) / timedelta(days=1)
    assert 365 + 29 < days <= 365 + 30  # a year (2027 has 365 days) and the reward
    shown = referrals(client, referrer)
    assert (shown["days_applied"], shown["days_waiting"]) == (30, 0)


def test_a_declined_card_or_an_unreferred_buyer_earns_nothing(client, gateway):  # noqa: F811
    referrer = make_user("nobody-paid@example.com", plan_id=8, days=7)
    friend = make_user("declined@example.com", plan_id=8, days=7)
    referred_by(friend, referrer)
    started = client.post("/api/billing/checkout", json={"plan_id": BASIC, "payment_type": YEARLY},
                          headers=friend.headers).json()
    client.post("/api/billing/ecpay/payment", data=ecpay.payment_notice(started["trade_no"], 14900, paid=False))
    buy(client, make_user("alone@example.com", plan_id=8, days=7), plan_id=BASIC, payment_type=YEARLY)
    assert referrals(client, referrer)["rewarded"] == 0
    assert mails_to("nobody-paid@example.com") == []
