"""Buying a plan by card through ECPay's periodic payment: the signed checkout form, the notices of the first
charge and of later periods (signed here from ECPay's documented algorithm, tests/fakes/ecpay.py), forged,
repeated and declined ones, and what the user then has: the plan, its limits, the order's state."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from sqlalchemy import func, select

from api.billing import service
from api.billing.models import GatewayNotice, Order, Payment
from api.core.db import get_sessionmaker
from api.plans.models import Subscription
from tests.factories import make_user
from tests.fakes import ecpay
from tests.fakes.service import pointed_at
from tests.ranklens_server import free_port

ADVANCED, YEARLY, MONTHLY = 10, 2, 1


@pytest.fixture
def trial(client):
    return make_user("buyer@example.com", plan_id=8, days=7)


def checkout(client, user, plan_id=ADVANCED, payment_type=YEARLY, locale="zh-TW") -> dict:
    response = client.post("/api/billing/checkout", json={"plan_id": plan_id, "payment_type": payment_type},
                           headers={**user.headers, "Accept-Language": locale})
    assert response.status_code == 201, response.text
    return response.json()


def notify(client, path: str, fields: dict[str, str]):
    return client.post(f"/api/billing/ecpay/{path}", data=fields)


def me(client, user) -> dict:
    return client.get("/api/me", headers=user.headers).json()["subscription"]


def order_of(client, user, trade_no: str) -> dict:
    response = client.get(f"/api/billing/orders/{trade_no}", headers=user.headers)
    assert response.status_code == 200, response.text
    return response.json()


def test_ecpay_signature_matches_the_documented_example():
    from api.billing.ecpay import check_mac_value

    # the example of ECPay's 檢查碼機制 page, and its published result
    fields = {"ChoosePayment": "ALL", "EncryptType": "1", "ItemName": "Apple iphone 15", "MerchantID": "3002607",
              "MerchantTradeDate": "2023/03/12 15:30:23", "MerchantTradeNo": "ecpay20230312153023",
              "PaymentType": "aio", "ReturnURL": "https://www.ecpay.com.tw/receive.php", "TotalAmount": "30000",
              "TradeDesc": "促銷方案"}
    expected = "6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840"
    assert check_mac_value(fields, ecpay.HASH_KEY, ecpay.HASH_IV) == expected == ecpay.mac(fields)
    # a value with the characters the .NET encoding keeps, changes or spells differently
    odd = {**fields, "ItemName": "A~B (x)*! 進階.方案_-"}
    assert check_mac_value(odd, ecpay.HASH_KEY, ecpay.HASH_IV) == ecpay.mac(odd)


def test_checkout_gives_the_signed_card_page_form(client, trial, settings):
    started = checkout(client, trial)
    form = started["fields"]
    assert started["action"] == "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5"
    assert started["sandbox"] is True
    assert form["CheckMacValue"] == ecpay.mac(form)
    assert form["MerchantTradeNo"] == started["trade_no"] and len(started["trade_no"]) <= 20
    assert (form["ChoosePayment"], form["TotalAmount"], form["PeriodAmount"]) == ("Credit", "39900", "39900")
    assert (form["PeriodType"], form["Frequency"], form["ExecTimes"]) == ("Y", "1", "9")
    public = settings.public_url.rstrip("/")
    assert form["ReturnURL"] == f"{public}/api/billing/ecpay/payment"
    assert form["PeriodReturnURL"] == f"{public}/api/billing/ecpay/period"
    assert form["ItemName"] == "RankLens 進階方案"
    assert not any("card" in name.lower() for name in form)  # the gateway's page asks for the card
    monthly = checkout(client, trial, plan_id=3, payment_type=MONTHLY, locale="ja")["fields"]
    assert (monthly["TotalAmount"], monthly["PeriodType"], monthly["ExecTimes"], monthly["Language"]) == (
        "1490", "M", "99", "JPN")
    assert order_of(client, trial, started["trade_no"])["status"] == "pending"
    assert me(client, trial)["plan_id"] == 8  # nothing paid yet


@pytest.mark.parametrize(("body", "field", "message"), [
    ({"plan_id": 8, "payment_type": 1}, "plan_id", "此方案無法線上購買"),
    ({"plan_id": 5, "payment_type": 2}, "plan_id", "此方案無法線上購買"),
])
def test_checkout_refuses_what_is_not_on_sale(client, trial, body, field, message):
    response = client.post("/api/billing/checkout", json=body, headers=trial.headers)
    assert response.status_code == 422
    assert [(f["field"], f["message"]) for f in response.json()["fields"]] == [(field, message)]
    assert client.post("/api/billing/checkout", json={"plan_id": 3, "payment_type": 3},
                       headers=trial.headers).status_code == 422


def test_the_notice_makes_the_plan_paid_once(client, trial, db_session):
    trade_no = checkout(client, trial)["trade_no"]
    notice = ecpay.payment_notice(trade_no, 39900)
    answer = notify(client, "payment", notice)
    assert (answer.status_code, answer.text) == (200, "1|OK")
    paid = order_of(client, trial, trade_no)
    assert (paid["status"], paid["plan_active"], paid["amount"]) == ("paid", True, 39900)
    subscription = me(client, trial)
    assert subscription["plan_id"] == ADVANCED and subscription["payment_type"] == YEARLY
    assert subscription["limitation"]["keywords_limitation"] == 1500  # the limits follow at once
    # ECPay repeats a notice until it hears 1|OK: a repeat changes nothing
    assert notify(client, "payment", notice).text == "1|OK"
    assert db_session.scalar(select(func.count()).select_from(Payment)) == 1
    assert db_session.scalar(select(func.count()).where(Order.subscription_id.is_not(None))) == 1
    outcomes = db_session.scalars(select(GatewayNotice.outcome).order_by(GatewayNotice.id)).all()
    assert outcomes == ["applied", "duplicate"]


def test_the_browser_coming_back_decides_nothing(client, trial):
    trade_no = checkout(client, trial)["trade_no"]
    back = client.post("/api/billing/ecpay/result", data={"MerchantTradeNo": trade_no, "RtnCode": "1"},
                       follow_redirects=False)
    assert (back.status_code, back.headers["location"]) == (303, f"/subscribe/success?order={trade_no}")
    assert order_of(client, trial, trade_no)["status"] == "pending"
    assert me(client, trial)["plan_id"] == 8


def test_forged_and_stray_notices_are_refused_and_recorded(client, trial, db_session):
    trade_no = checkout(client, trial)["trade_no"]
    forged = ecpay.signed({k: v for k, v in ecpay.payment_notice(trade_no, 39900).items() if k != "CheckMacValue"},
                          key="someone-elses-key")
    tampered = {**ecpay.payment_notice(trade_no, 39900), "TradeAmt": "1"}
    for fields in (forged, tampered, ecpay.payment_notice("RLNOSUCHORDER0000001", 39900)):
        answer = notify(client, "payment", fields)
        assert answer.status_code == 400 and answer.json()["code"] == "billing.notice_refused"
    assert order_of(client, trial, trade_no)["status"] == "pending"
    assert me(client, trial)["plan_id"] == 8
    recorded = db_session.execute(select(GatewayNotice.outcome, GatewayNotice.trade_no).order_by(GatewayNotice.id)).all()
    assert [outcome for outcome, _ in recorded] == ["bad_signature", "bad_signature", "unknown_order"]
    assert "CheckMacValue" not in db_session.scalars(select(GatewayNotice.fields)).first()


def test_a_declined_card_leaves_the_plan_and_says_why(client, trial):
    trade_no = checkout(client, trial)["trade_no"]
    assert notify(client, "payment", ecpay.payment_notice(trade_no, 39900, paid=False)).text == "1|OK"
    declined = order_of(client, trial, trade_no)
    assert (declined["status"], declined["message"], declined["plan_active"]) == (
        "failed", "付款失敗，請查詢發卡銀行", False)
    assert me(client, trial)["plan_id"] == 8


def test_each_period_charged_runs_the_plan_one_period_more(client, trial, db_session):
    trade_no = checkout(client, trial)["trade_no"]
    notify(client, "payment", ecpay.payment_notice(trade_no, 39900))
    first_end = db_session.scalar(select(Subscription.end_date).join(Order, Order.subscription_id == Subscription.id))
    renewal = ecpay.period_notice(trade_no, 39900, times=2)
    assert notify(client, "period", renewal).text == "1|OK"
    assert notify(client, "period", renewal).text == "1|OK"  # repeated: one year more, not two
    db_session.expire_all()
    second_end = db_session.scalar(select(Subscription.end_date).join(Order, Order.subscription_id == Subscription.id))
    assert timedelta(days=365) <= second_end - first_end <= timedelta(days=366)
    declined = ecpay.period_notice(trade_no, 39900, times=2, paid=False, gwsr="11955871")
    assert notify(client, "period", declined).text == "1|OK"
    assert order_of(client, trial, trade_no)["message"] == "授權失敗，發卡銀行拒絕交易"
    db_session.expire_all()
    assert db_session.scalar(select(Subscription.end_date).join(Order, Order.subscription_id == Subscription.id)) == second_end
    periods = db_session.execute(select(Payment.period, Payment.succeeded).order_by(Payment.id)).all()
    assert periods == [(1, True), (2, True), (2, False)]


def test_two_copies_of_a_notice_at_once_store_one_payment(client, trial, settings):
    trade_no = checkout(client, trial)["trade_no"]
    notice = ecpay.payment_notice(trade_no, 39900)
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def deliver() -> None:
        with get_sessionmaker()() as db:
            start.wait()
            try:
                service.receive_payment(db, dict(notice), settings, "127.0.0.1")
            except BaseException as error:  # noqa: BLE001  (the test reports it below)
                errors.append(error)

    threads = [threading.Thread(target=deliver) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []  # the second copy is a duplicate, not an error
    with get_sessionmaker()() as db:
        assert db.scalar(select(func.count()).select_from(Payment)) == 1
        assert db.scalar(select(func.count()).where(Order.subscription_id.is_not(None))) == 1
        assert db.scalar(select(Order.status)) == "paid"


@pytest.fixture
def gateway(monkeypatch, settings):
    with ecpay.EcpayServer() as server, pointed_at(monkeypatch, ecpay.ecpay_settings(server)):
        yield server


def test_cancelling_stops_the_renewals_and_keeps_the_period(client, trial, gateway):
    started = checkout(client, trial)
    gateway.orders[started["trade_no"]] = started["fields"]  # the buyer reached the card page
    notify(client, "payment", ecpay.payment_notice(started["trade_no"], 39900))
    cancelled = client.post(f"/api/billing/orders/{started['trade_no']}/cancel", headers=trial.headers)
    assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled"
    assert gateway.cancelled == [started["trade_no"]]
    subscription = me(client, trial)
    assert subscription["plan_id"] == ADVANCED and subscription["next_payment_date"] is None
    again = client.post(f"/api/billing/orders/{started['trade_no']}/cancel", headers=trial.headers)
    assert (again.status_code, again.json()["message"]) == (409, "此訂單沒有需要取消的續約")


def test_a_gateway_that_does_not_answer_cancels_nothing(client, trial, monkeypatch, settings):
    trade_no = checkout(client, trial)["trade_no"]
    notify(client, "payment", ecpay.payment_notice(trade_no, 39900))
    with pointed_at(monkeypatch, {"RANKLENS_ECPAY_URL": f"http://127.0.0.1:{free_port()}"}):
        answer = client.post(f"/api/billing/orders/{trade_no}/cancel", headers=trial.headers)
    assert (answer.status_code, answer.json()["code"]) == (502, "billing.gateway_unavailable")
    assert order_of(client, trial, trade_no)["status"] == "paid"


def test_an_order_is_its_buyers_alone(client, trial):
    trade_no = checkout(client, trial)["trade_no"]
    other = make_user("other@example.com")
    assert client.get(f"/api/billing/orders/{trade_no}", headers=other.headers).status_code == 404
    assert client.post(f"/api/billing/orders/{trade_no}/cancel", headers=other.headers).status_code == 404
