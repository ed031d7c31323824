"""Billing mails: the trial ending (three days before, and on the day), each later period's charge (renewed or
declined with ECPay's words), each sent once — a sweep run again, a notice repeated or a task retried mails
nobody twice — and a mail server that is down leaving the mail for the next try."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select

from api.accounts.models import User
from api.billing import mails
from api.core.db import get_sessionmaker
from api.plans.models import Subscription
from api.plans.service import start_subscription
from tests.api.billing.test_invoices import buy, gateway  # noqa: F401  (the fixture)
from tests.api.projects.support import mails_to
from tests.factories import make_user
from tests.fakes import ecpay
from tests.fakes.service import pointed_at
from tests.ranklens_server import free_port


def trial_end(user) -> object:
    with get_sessionmaker()() as db:
        return db.scalar(select(Subscription.end_date).where(Subscription.user_id == user.user_id))


def sweep(moment) -> dict[str, int]:
    with get_sessionmaker()() as db:
        return mails.trial_sweep(db, moment)


def subjects(address: str) -> list[str]:
    return [mail["Subject"] for mail in mails_to(address)]


def test_a_trial_is_mailed_three_days_before_its_end_and_on_the_day(client):
    user = make_user("trial-tw@example.com", plan_id=8, days=7)
    end = trial_end(user)
    assert sweep(end - timedelta(days=4)) == {"trial_ending": 0, "trial_ended": 0}  # too early
    assert sweep(end - timedelta(days=2, hours=20))["trial_ending"] == 1
    assert sweep(end - timedelta(days=2))["trial_ending"] == 0  # once
    assert sweep(end - timedelta(hours=12)) == {"trial_ending": 0, "trial_ended": 0}
    assert sweep(end + timedelta(hours=1))["trial_ended"] == 1
    assert sweep(end + timedelta(hours=2))["trial_ended"] == 0
    day = end.astimezone(mails.timezone_of("TW")).date().isoformat()
    assert subjects("trial-tw@example.com") == [f"您的 RankLens 免費試用將於 {day} 結束", "您的 RankLens 免費試用已結束"]
    text = mails_to("trial-tw@example.com")[0].get_body(preferencelist=("plain",)).get_content()
    assert "7 天免費試用" in text and "/subscribe" in text


def test_a_trial_mail_speaks_the_users_language_and_a_bought_plan_stops_the_ended_one(client):
    japanese = make_user("trial-ja@example.com", plan_id=8, days=7, language="ja")
    buyer = make_user("bought@example.com", plan_id=8, days=7)
    end = trial_end(japanese)
    sweep(end - timedelta(days=2, hours=12))
    with get_sessionmaker()() as db:  # the buyer chose a plan before the trial ended
        start_subscription(db, db.get(User, buyer.user_id), 10, 365, 2)
        db.commit()
    sweep(end + timedelta(hours=3))
    assert [s.startswith("RankLens の無料トライアル") for s in subjects("trial-ja@example.com")] == [True, True]
    assert subjects("bought@example.com") == ["您的 RankLens 免費試用將於 " + (
        end.astimezone(mails.timezone_of("TW")).date().isoformat()) + " 結束"]


def test_a_mail_server_that_is_down_leaves_the_mail_for_the_next_sweep(client, monkeypatch):
    user = make_user("trial-down@example.com", plan_id=8, days=7)
    moment = trial_end(user) - timedelta(days=2, hours=12)
    with pointed_at(monkeypatch, {"RANKLENS_SMTP_HOST": "127.0.0.1", "RANKLENS_SMTP_PORT": str(free_port())}):
        assert sweep(moment)["trial_ending"] == 0  # nothing listens there
    monkeypatch.delenv("RANKLENS_SMTP_HOST")
    with pointed_at(monkeypatch, {}):
        assert sweep(moment)["trial_ending"] == 1
    assert len(subjects("trial-down@example.com")) == 1


def test_each_later_charge_is_mailed_once(client, gateway):  # noqa: F811
    buyer = make_user("renewing@example.com", plan_id=8, days=7)
    trade_no = buy(client, buyer, plan_id=3, payment_type=1)
    assert subjects("renewing@example.com") == []  # the first charge: the buyer is on the success page
    renewed = ecpay.period_notice(trade_no, 1490, 2, yearly=False)
    for _ in range(2):  # ECPay repeats a notice until it hears 1|OK
        client.post("/api/billing/ecpay/period", data=renewed)
    client.post("/api/billing/ecpay/period", data=ecpay.period_notice(trade_no, 1490, 2, paid=False, gwsr="11955871",
                                                                      yearly=False))
    assert subjects("renewing@example.com") == ["RankLens 入門方案 已續約扣款 NT$1,490", "RankLens 入門方案 續約扣款失敗"]
    renewal_text, failure_text = (mail.get_body(preferencelist=("plain",)).get_content()
                                  for mail in mails_to("renewing@example.com"))
    with get_sessionmaker()() as db:
        subscription = db.scalar(select(Subscription).where(Subscription.user_id == buyer.user_id,
                                                            Subscription.status == "subscribing"))
        next_day = subscription.next_payment_date.astimezone(mails.timezone_of("TW")).date().isoformat()
        assert f"下次扣款日為 {next_day}" in renewal_text
        assert "授權失敗，發卡銀行拒絕交易" in failure_text and "/subscribe-record" in failure_text
        payment_ids = [row.key for row in db.scalars(select(mails.BillingMail).order_by(mails.BillingMail.id))]
        assert mails.charge_mail(db, payment_ids[0]) is False  # a retried task mails nobody twice
    assert len(subjects("renewing@example.com")) == 2


def test_beat_sweeps_the_trials_hourly():
    from api.worker.app import BEAT_SCHEDULE, app

    entry = BEAT_SCHEDULE["billing-trial-mails"]
    assert entry["task"] == "billing.mails.trials" and entry["task"] in app.tasks
    assert entry["schedule"].minute == {20} and len(entry["schedule"].hour) == 24
