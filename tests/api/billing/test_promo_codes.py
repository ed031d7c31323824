"""Promo codes at checkout: the discount on the confirm step and on every period's charge, the codes that do
not apply (SPEC §5's words), one use per buyer, a declined card giving its use back, and the last use of a
code wanted by two buyers at once."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from sqlalchemy import select

from api.accounts.models import User
from api.billing import service
from api.billing.invoice_info import InvoiceInfo
from api.billing.models import Order
from api.core.db import get_sessionmaker, utcnow
from api.core.errors import ValidationFailed
from api.plans import codes
from api.plans.models import PromoCode
from tests.api.billing.test_checkout import ADVANCED, MONTHLY, YEARLY, notify, order_of
from tests.factories import make_user
from tests.fakes import ecpay

BASIC, ENTERPRISE = 3, 7


@pytest.fixture
def trial(client):
    return make_user("buyer@example.com", plan_id=8, days=7)


def add_code(**fields) -> PromoCode:
    with get_sessionmaker()() as db:
        return codes.create(db, codes.NewCode(**fields))


def used(code: str) -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(PromoCode.used_count).where(PromoCode.code == code))


def quote(client, user, code: str, plan_id=ADVANCED, payment_type=YEARLY, locale="zh-TW"):
    return client.post("/api/billing/quote", json={"plan_id": plan_id, "payment_type": payment_type,
                                                   "promo_code": code},
                       headers={**user.headers, "Accept-Language": locale})


def checkout(client, user, code: str, plan_id=ADVANCED, payment_type=YEARLY):
    return client.post("/api/billing/checkout", json={"plan_id": plan_id, "payment_type": payment_type,
                                                      "promo_code": code}, headers=user.headers)


def field_message(response) -> tuple[int, str, str]:
    (problem,) = response.json()["fields"]
    return response.status_code, problem["field"], problem["message"]


def test_a_percentage_off_is_charged_every_period(client, trial):
    add_code(code="LAUNCH20", discount_percent=20, plan_id=ADVANCED, payment_type=YEARLY)
    shown = quote(client, trial, " launch20 ")  # as typed: case and spaces do not matter
    assert shown.status_code == 200, shown.text
    assert shown.json() == {"list_amount": 39900, "discount": 7980, "amount": 31920, "currency": "TWD",
                            "promo_code": "LAUNCH20", "credit_days": 0, "over_limits": []}
    started = checkout(client, trial, "launch20")
    assert started.status_code == 201, started.text
    form = started.json()["fields"]
    assert (form["TotalAmount"], form["PeriodAmount"]) == ("31920", "31920")  # ECPay charges it each period
    trade_no = started.json()["trade_no"]
    assert notify(client, "payment", ecpay.payment_notice(trade_no, 31920)).text == "1|OK"
    paid = order_of(client, trial, trade_no)
    assert (paid["status"], paid["list_amount"], paid["discount"], paid["amount"]) == ("paid", 39900, 7980, 31920)
    assert used("LAUNCH20") == 1


def test_a_fixed_amount_off_and_no_code(client, trial):
    add_code(code="NT500", discount_amount=500)
    assert quote(client, trial, "NT500", plan_id=BASIC, payment_type=MONTHLY).json()["amount"] == 1490 - 500
    assert quote(client, trial, "").json() == {"list_amount": 39900, "discount": 0, "amount": 39900,
                                               "currency": "TWD", "promo_code": None, "credit_days": 0, "over_limits": []}


@pytest.mark.parametrize(("make", "typed", "locale", "message"), [
    (None, "NOSUCHCODE", "zh-TW", "此試用序號無效"),
    (None, "NOSUCHCODE", "en", "This trial code is invalid"),
    ({"code": "OLD", "discount_percent": 10, "expires_at": utcnow() - timedelta(days=1)}, "OLD", "en",
     "This trial code is invalid"),
    ({"code": "SOON", "discount_percent": 10, "starts_at": utcnow() + timedelta(days=1)}, "SOON", "ja",
     "このトライアルコードは無効です"),
    ({"code": "TRY14", "kind": "trial", "plan_id": ADVANCED, "days": 14}, "TRY14", "en",
     "This trial code is invalid"),  # a trial code is redeemed on the profile, not at checkout
    ({"code": "BASICONLY", "discount_percent": 10, "plan_id": BASIC}, "BASICONLY", "zh-TW",
     "此優惠碼不適用於所選方案或繳費方式"),
    ({"code": "MONTHLYONLY", "discount_percent": 10, "payment_type": MONTHLY}, "MONTHLYONLY", "zh-CN",
     "此优惠码不适用于所选方案或缴费方式"),
    ({"code": "TOOBIG", "discount_amount": 39900}, "TOOBIG", "en",
     "This promo code does not apply to this plan or payment period"),  # nothing left to charge
])
def test_a_code_that_does_not_apply_is_refused_in_the_users_language(client, trial, make, typed, locale, message):
    if make:
        add_code(**make)
    for answer in (quote(client, trial, typed, locale=locale),
                   client.post("/api/billing/checkout", json={"plan_id": ADVANCED, "payment_type": YEARLY,
                                                              "promo_code": typed},
                               headers={**trial.headers, "Accept-Language": locale})):
        assert field_message(answer) == (422, "promo_code", message)
    with get_sessionmaker()() as db:
        assert db.scalar(select(Order.id)) is None  # no order half made


def test_a_used_up_code_is_invalid_and_a_buyer_uses_a_code_once(client, trial):
    add_code(code="ONCE", discount_percent=10, max_uses=1)
    started = checkout(client, trial, "ONCE").json()
    # the same buyer back from an abandoned card page: the hold moves, no second use is taken
    again = checkout(client, trial, "ONCE")
    assert again.status_code == 201 and used("ONCE") == 1
    other = make_user("other@example.com")
    assert field_message(checkout(client, other, "ONCE")) == (422, "promo_code", "此試用序號無效")
    notify(client, "payment", ecpay.payment_notice(started["trade_no"], 35910))
    add_code(code="TWICE", discount_percent=10, max_uses=5)
    first = checkout(client, trial, "TWICE", plan_id=ENTERPRISE).json()["trade_no"]  # moving up: allowed
    notify(client, "payment", ecpay.payment_notice(first, 89910, trade="2611291530999999"))
    assert field_message(quote(client, trial, "TWICE")) == (422, "promo_code", "你已使用過此優惠碼")
    assert quote(client, other, "TWICE").status_code == 200


def test_a_declined_card_gives_the_use_back(client, trial):
    add_code(code="LAST", discount_percent=10, max_uses=1)
    trade_no = checkout(client, trial, "LAST").json()["trade_no"]
    assert used("LAST") == 1
    notify(client, "payment", ecpay.payment_notice(trade_no, 35910, paid=False))
    assert order_of(client, trial, trade_no)["status"] == "failed" and used("LAST") == 0
    assert checkout(client, make_user("other@example.com"), "LAST").status_code == 201


def test_two_buyers_at_once_for_the_last_use_one_wins(client, settings):
    add_code(code="FLASH", discount_percent=30, max_uses=1)
    buyers = [make_user(f"buyer{n}@example.com") for n in range(2)]
    start = threading.Barrier(2)
    outcomes: list[str] = []

    def buy(buyer) -> None:
        with get_sessionmaker()() as db:
            user = db.get(User, buyer.user_id)
            start.wait()
            try:
                service.start_checkout(db, user, ADVANCED, YEARLY, InvoiceInfo(), "FLASH", "zh-TW", settings)
                outcomes.append("order")
            except ValidationFailed as error:
                outcomes.append(error.fields[0].code)

    threads = [threading.Thread(target=buy, args=(buyer,)) for buyer in buyers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["order", "plan.trial_code_invalid"]
    assert used("FLASH") == 1
    with get_sessionmaker()() as db:
        assert len(db.scalars(select(Order.id)).all()) == 1


@pytest.mark.parametrize(("fields", "problem"), [
    ({"code": "BOTH", "discount_percent": 10, "discount_amount": 100}, ("discount_percent", "plan.code.one_discount")),
    ({"code": "NONE"}, ("discount_percent", "plan.code.one_discount")),
    ({"code": "FREE", "discount_percent": 100}, ("discount_percent", "plan.code.percent")),
    ({"code": "HAS SPACE", "discount_amount": 100}, ("code", "plan.code.format")),
    ({"code": "TRIAL", "kind": "trial", "plan_id": 99}, ("plan_id", "plan.code.plan")),
    ({"code": "BACKWARDS", "discount_amount": 100, "starts_at": utcnow(), "expires_at": utcnow() - timedelta(1)},
     ("expires_at", "plan.code.window")),
])
def test_an_operator_cannot_create_a_code_that_makes_no_sense(client, fields, problem):
    with pytest.raises(ValidationFailed) as refused:
        add_code(**fields)
    assert [(f.field, f.code) for f in refused.value.fields] == [problem]


def test_codes_are_unique_whatever_their_case(client):
    add_code(code="Summer", discount_percent=10)
    with pytest.raises(ValidationFailed) as refused:
        add_code(code="SUMMER", discount_amount=100)
    assert [(f.field, f.code) for f in refused.value.fields] == [("code", "plan.code.taken")]
