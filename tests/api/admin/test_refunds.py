"""Refunds an admin records once the card was refunded at ECPay: the charge's e-invoice voided whole (within its
filing period), credited by an allowance (a part, or after the filing), or never issued; the plan ended when asked
and its renewals stopped at ECPay; a failed e-invoice step kept and tried again; the buyer's record showing it;
mistakes named; every refund audited; admins only."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from api.admin.models import AdminAction
from api.billing import refunds
from api.billing.models import Invoice, Refund
from api.core.db import get_sessionmaker
from tests.api.admin.test_codes import admin, count
from tests.api.billing.test_invoices import buy, gateway  # noqa: F401  (the fixture)
from tests.factories import make_user
from tests.fakes import ecpay


def charges(client, buyer) -> list[dict]:
    answer = client.get("/api/billing/payments", headers=buyer.headers)
    assert answer.status_code == 200, answer.text
    return answer.json()["data"]


def refund(client, boss, payment_id: int, locale: str = "en", **body):
    return client.post(f"/api/admin/billing/payments/{payment_id}/refund", json={"reason": "客戶要求退款", **body},
                       headers={**boss.headers, "Accept-Language": locale})


def provider_invoice(gateway, number: str) -> dict:  # noqa: F811
    return next(found for found in gateway.einvoice.issued.values() if found["InvoiceNo"] == number)


def test_a_full_refund_voids_the_invoice_and_ends_the_plan(client, gateway):  # noqa: F811
    boss, buyer = admin(), make_user("full@example.com", plan_id=8, days=7)
    trade_no = buy(client, buyer)
    [charge] = charges(client, buyer)
    refused = refund(client, boss, charge["id"], amount=39900, end_plan=True)  # ECPay does not know the order
    assert (refused.status_code, refused.json()["code"]) == (502, "billing.gateway_unavailable")
    assert count(Refund) == 0 and charges(client, buyer)[0]["invoice"]["status"] == "issued"  # nothing half done
    gateway.orders[trade_no] = {}  # as when the buyer's browser opened its card page
    done = refund(client, boss, charge["id"], amount=39900, end_plan=True)
    assert done.status_code == 201, done.text
    assert (done.json()["invoice_action"], done.json()["invoice_status"], done.json()["ended_plan"]) == (
        "void", "done", True)
    assert provider_invoice(gateway, charge["invoice"]["number"])["voided"] == "客戶要求退款"
    [after] = charges(client, buyer)
    assert (after["refunded"], after["invoice"]["status"]) == (39900, "voided")
    assert trade_no in gateway.cancelled  # nothing renews it
    assert client.get("/api/me", headers=buyer.headers).json()["subscription"]["plan_id"] is None
    again = refund(client, boss, charge["id"], amount=1)
    assert (again.status_code, again.json()["message"]) == (409, "This charge has been refunded in full")
    audit = client.get("/api/admin/audit", headers=boss.headers).json()["data"][0]
    assert (audit["action"], audit["target"], audit["detail"]["amount"], audit["detail"]["invoice_action"]) == (
        "payment.refund", f"order:{trade_no}", 39900, "void")


def test_parts_of_a_charge_are_credited_by_allowances_and_the_plan_runs_on(client, gateway):  # noqa: F811
    boss, buyer = admin(), make_user("part@example.com", plan_id=8, days=7)
    buy(client, buyer)
    [charge] = charges(client, buyer)
    first = refund(client, boss, charge["id"], amount=9900)
    assert (first.status_code, first.json()["invoice_action"], first.json()["invoice_status"]) == (
        201, "allowance", "done")
    assert first.json()["allowance_number"]
    too_much = refund(client, boss, charge["id"], amount=30001, locale="zh-TW")
    assert (too_much.status_code, too_much.json()["fields"][0]["message"]) == (422, "退款金額應為 NT$1 至 NT$30,000")
    rest = refund(client, boss, charge["id"], amount=30000)
    assert rest.json()["invoice_action"] == "allowance"  # credited already: the invoice is not voided now
    assert provider_invoice(gateway, charge["invoice"]["number"])["allowances"] == [9900, 30000]
    [after] = charges(client, buyer)
    assert (after["refunded"], after["invoice"]["status"]) == (39900, "issued")
    assert client.get("/api/me", headers=buyer.headers).json()["subscription"]["plan_id"] == 10


def test_a_full_refund_after_the_filing_is_an_allowance(client, gateway, monkeypatch):  # noqa: F811
    boss, buyer = admin(), make_user("late@example.com", plan_id=8, days=7)
    buy(client, buyer)
    [charge] = charges(client, buyer)
    monkeypatch.setattr(refunds, "utcnow", lambda: datetime(2099, 1, 1, tzinfo=UTC))
    done = refund(client, boss, charge["id"], amount=39900)
    assert (done.json()["invoice_action"], done.json()["invoice_status"]) == ("allowance", "done")
    assert "voided" not in provider_invoice(gateway, charge["invoice"]["number"])


def test_an_invoice_step_that_failed_is_listed_and_tried_again(client, gateway):  # noqa: F811
    boss, buyer = admin(), make_user("down@example.com", plan_id=8, days=7)
    buy(client, buyer)
    [charge] = charges(client, buyer)
    gateway.einvoice.unanswered = 1
    stored = refund(client, boss, charge["id"], amount=39900)
    assert (stored.status_code, stored.json()["invoice_status"]) == (201, "failed")  # the refund stands
    [listed] = client.get("/api/admin/billing/issues", headers=boss.headers).json()["refunds"]
    assert (listed["email"], listed["amount"], listed["invoice_action"]) == ("down@example.com", 39900, "void")
    assert listed["error"].startswith("/B2CInvoice/Invalid")
    retried = client.post(f"/api/admin/billing/refunds/{listed['id']}/retry", headers=boss.headers)
    assert (retried.status_code, retried.json()["invoice_status"]) == (200, "done")
    assert client.get("/api/admin/billing/issues", headers=boss.headers).json()["refunds"] == []
    settled = client.post(f"/api/admin/billing/refunds/{listed['id']}/retry", headers={**boss.headers,
                                                                                      "Accept-Language": "ja"})
    assert (settled.status_code, settled.json()["message"]) == (409, "この返金の電子インボイスは処理済みです")
    assert charges(client, buyer)[0]["invoice"]["status"] == "voided"


def test_a_charge_refunded_before_its_invoice_is_issued_is_never_invoiced(client, gateway):  # noqa: F811
    boss, buyer = admin(), make_user("early@example.com", plan_id=8, days=7)
    gateway.einvoice.unanswered = 2  # the invoice's first attempt (and its lookup) find the service down
    buy(client, buyer)
    [charge] = charges(client, buyer)
    assert charge["invoice"]["status"] == "pending"
    part = refund(client, boss, charge["id"], amount=100)
    assert (part.status_code, part.json()["code"]) == (409, "billing.refund_invoice_not_issued")
    whole = refund(client, boss, charge["id"], amount=39900)
    assert (whole.json()["invoice_action"], whole.json()["invoice_status"]) == ("cancel", "done")
    assert charges(client, buyer)[0]["invoice"]["status"] == "cancelled"
    with get_sessionmaker()() as db:
        assert db.scalar(select(Invoice.status)) == "cancelled"  # beat's sweep passes it by
    assert gateway.einvoice.issued == {}


@pytest.mark.parametrize(("body", "locale", "fields"), [
    ({"amount": 0, "reason": " "}, "en", [("amount", "A refund is NT$1 to NT$39,900"),
                                           ("reason", "Give the refund's reason (20 characters at most)")]),
    ({"amount": 100, "reason": "理由" * 11}, "zh-CN", [("reason", "请填写退款原因（20 字以内）")]),
])
def test_an_admins_mistakes_are_named_and_nothing_is_stored(client, gateway, body, locale, fields):  # noqa: F811
    boss, buyer = admin(), make_user("oops@example.com", plan_id=8, days=7)
    buy(client, buyer)
    [charge] = charges(client, buyer)
    answer = refund(client, boss, charge["id"], locale=locale, **body)
    assert answer.status_code == 422, answer.text
    assert [(f["field"], f["message"]) for f in answer.json()["fields"]] == fields
    assert count(Refund) == 0 and count(AdminAction) == 0
    assert refund(client, boss, 999999, amount=1).status_code == 404


def test_a_declined_charge_has_nothing_to_refund_and_only_admins_refund(client, gateway):  # noqa: F811
    boss, buyer = admin(), make_user("declined@example.com", plan_id=8, days=7)
    started = client.post("/api/billing/checkout", json={"plan_id": 3, "payment_type": 1}, headers=buyer.headers)
    notice = ecpay.payment_notice(started.json()["trade_no"], 1490, paid=False)
    assert client.post("/api/billing/ecpay/payment", data=notice).text == "1|OK"
    [declined] = charges(client, buyer)
    assert refund(client, boss, declined["id"], amount=1).json()["code"] == "billing.refund_not_charged"
    for path in (f"/api/admin/billing/payments/{declined['id']}/refund", "/api/admin/billing/refunds/1/retry"):
        answer = client.post(path, json={"amount": 1, "reason": "x"}, headers=buyer.headers)
        assert (answer.status_code, answer.json()["code"]) == (403, "permission.denied"), path
    assert count(Refund) == 0
