"""/subscribe-record's data: every charge with its e-invoice, the renewal that can be cancelled, and the receipt of
a successful charge with the figures a buyer's accountant checks (list price, discount, total, the 5% tax inside
it, the service period, the e-invoice's number)."""

from __future__ import annotations

from datetime import datetime

import pytest

from api.billing.receipts import tax_included
from api.core.db import get_sessionmaker
from api.plans import codes
from tests.api.billing.test_invoices import COMPANY, buy, gateway  # noqa: F401  (the fixture)
from tests.factories import make_user
from tests.fakes import ecpay
from tests.fakes.service import pointed_at


def charges(client, user, locale="zh-TW") -> dict:
    response = client.get("/api/billing/payments", headers={**user.headers, "Accept-Language": locale})
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize(("total", "tax"), [(31920, 1520), (39900, 1900), (1490, 71), (1, 0)])
def test_the_tax_inside_a_total(total, tax):
    assert tax_included(total) == tax


def test_the_record_lists_every_charge_and_the_renewal(client, gateway):  # noqa: F811
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    trade_no = buy(client, buyer, plan_id=3, payment_type=1)
    gateway.orders[trade_no] = {}  # the buyer reached the card page: ECPay knows the contract
    client.post("/api/billing/ecpay/period", data=ecpay.period_notice(trade_no, 1490, 2, yearly=False))
    client.post("/api/billing/ecpay/period", data=ecpay.period_notice(trade_no, 1490, 2, paid=False, gwsr="11955871",
                                                                      yearly=False))
    record = charges(client, buyer, locale="en")
    shown = [(c["period"], c["succeeded"], c["amount"], c["invoice"] and c["invoice"]["status"], c["message"])
             for c in record["data"]]
    assert shown == [(2, False, 1490, None, "授權失敗，發卡銀行拒絕交易"), (2, True, 1490, "issued", None),
                     (1, True, 1490, "issued", None)]
    assert {c["plan_name"] for c in record["data"]} == {"Basic"}
    renewal = record["renewal"]
    assert (renewal["trade_no"], renewal["amount"], renewal["payment_type"]) == (trade_no, 1490, 1)
    assert renewal["next_charge_at"] is not None
    assert client.post(f"/api/billing/orders/{trade_no}/cancel", headers=buyer.headers).status_code == 200
    assert charges(client, buyer)["renewal"] is None
    assert charges(client, make_user("other@example.com"))["data"] == []  # a buyer's alone


def test_a_receipt_states_what_was_paid_for(client, gateway, monkeypatch):  # noqa: F811
    with get_sessionmaker()() as db:
        codes.create(db, codes.NewCode("LAUNCH20", discount_percent=20))
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    trade_no = buy(client, buyer, COMPANY, promo_code="LAUNCH20")
    [charge] = charges(client, buyer)["data"]
    seller = {"RANKLENS_SELLER_NAME": "排名透鏡股份有限公司", "RANKLENS_SELLER_UNIFORM_NUMBER": "24536806"}
    with pointed_at(monkeypatch, seller):
        response = client.get(f"/api/billing/payments/{charge['id']}/receipt", headers=buyer.headers)
    assert response.status_code == 200, response.text
    got = response.json()
    assert got["number"] == f"{trade_no}-1"
    assert (got["list_amount"], got["discount"], got["amount"], got["tax"]) == (39900, 7980, 31920, 1520)
    assert (got["plan_name"], got["payment_type"], got["period"]) == ("進階方案", 2, 1)
    start, end = datetime.fromisoformat(got["service_start"]), datetime.fromisoformat(got["service_end"])
    assert (end.year - start.year, end.month, end.day) == (1, start.month, start.day)
    assert got["seller"] == {"name": "排名透鏡股份有限公司", "uniform_number": "24536806", "address": ""}
    assert (got["buyer"]["email"], got["buyer"]["invoice"]["uniform_number"]) == ("buyer@example.com", "22099131")
    [issued] = [found for relate, found in gateway.einvoice.issued.items() if relate.startswith(trade_no)]
    assert (got["invoice"]["status"], got["invoice"]["number"]) == ("issued", issued["InvoiceNo"])
    assert got["reference"] == "2611291530123456"  # ECPay's TradeNo


def test_no_receipt_for_a_declined_charge_or_for_someone_else(client, gateway):  # noqa: F811
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    started = client.post("/api/billing/checkout", json={"plan_id": 10, "payment_type": 2}, headers=buyer.headers)
    trade_no = started.json()["trade_no"]
    client.post("/api/billing/ecpay/payment", data=ecpay.payment_notice(trade_no, 39900, paid=False))
    [declined] = charges(client, buyer)["data"]
    answer = client.get(f"/api/billing/payments/{declined['id']}/receipt", headers=buyer.headers)
    assert (answer.status_code, answer.json()["code"]) == (404, "resource.not_found")
    paid = buy(client, buyer)
    [charge] = [c for c in charges(client, buyer)["data"] if c["trade_no"] == paid]
    stranger = make_user("stranger@example.com")
    for path in ("receipt", "receipt.pdf"):
        answer = client.get(f"/api/billing/payments/{charge['id']}/{path}", headers=stranger.headers)
        assert (answer.status_code, answer.json()["code"]) == (404, "resource.not_found")
