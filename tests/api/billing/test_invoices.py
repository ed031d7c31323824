"""The e-invoice of every charge, issued through ECPay's e-invoice API (a local stand-in that seals and checks
``Data`` from the documented steps, tests/fakes/ecpay_einvoice.py) by the Celery task the payment notice
sends: for each kind of buyer, the request ECPay receives and the number the buyer then sees; the service
down (the charge kept, the invoice retried by beat's sweep, the buyer told it is on its way), an answer lost
on the way (no second invoice), a refusal, a later period's invoice, two workers on one invoice."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select

from api.billing import einvoice, invoicing, tasks
from api.billing.models import Invoice
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow
from tests.api.rankings.conftest import run_tasks_eagerly
from tests.factories import make_user
from tests.fakes import ecpay, ecpay_einvoice
from tests.fakes.service import pointed_at

COMPANY = {"kind": "company", "uniform_number": "22099131", "company_title": "小明美妝有限公司",
           "company_address": "臺北市中正區重慶南路一段122號"}


@pytest.fixture
def gateway(client, monkeypatch):
    """ECPay's test environment on 127.0.0.1, the product pointed at it, tasks run where they are sent."""
    with ecpay.EcpayServer() as server, pointed_at(monkeypatch, ecpay.ecpay_settings(server)):
        run_tasks_eagerly(monkeypatch)
        yield server


def buy(client, user, invoice: dict | None = None, *, plan_id: int = 10, payment_type: int = 2,
        promo_code: str = "") -> str:
    """A checkout and ECPay's notice of its first charge, paid; the order's trade number."""
    body = {"plan_id": plan_id, "payment_type": payment_type, "promo_code": promo_code,
            **({"invoice": invoice} if invoice else {})}
    started = client.post("/api/billing/checkout", json=body, headers=user.headers)
    assert started.status_code == 201, started.text
    trade_no = started.json()["trade_no"]
    amount = int(started.json()["fields"]["TotalAmount"])
    assert client.post("/api/billing/ecpay/payment", data=ecpay.payment_notice(trade_no, amount)).text == "1|OK"
    return trade_no


def invoices_of(client, user, trade_no: str) -> list[dict]:
    response = client.get(f"/api/billing/orders/{trade_no}", headers=user.headers)
    assert response.status_code == 200, response.text
    return response.json()["invoices"]


def test_data_is_sealed_as_ecpay_documents():
    config = invoicing.invoice_config(get_settings())
    data = {"MerchantID": "2000132", "RelateNumber": "RL2611291530ABCDEFGHN1", "CustomerName": "王小明 & 陳",
            "ItemName": "RankLens 進階方案（年繳）", "SalesAmount": 39900}
    assert ecpay_einvoice.unseal(einvoice.encrypt(data, config)) == data
    assert einvoice.decrypt(ecpay_einvoice.seal(data), config) == data


@pytest.mark.parametrize(("invoice", "sent"), [
    (None, {"CarrierType": "1", "CarrierNum": "", "Print": "0", "Donation": "0", "CustomerIdentifier": ""}),
    ({"kind": "mobile", "carrier": "/abc+123"}, {"CarrierType": "3", "CarrierNum": "/ABC+123", "Print": "0"}),
    ({"kind": "certificate", "carrier": "AB12345678901234"}, {"CarrierType": "2", "CarrierNum": "AB12345678901234"}),
    ({"kind": "donation", "donation_code": "168001"}, {"Donation": "1", "LoveCode": "168001", "CarrierType": ""}),
    (COMPANY, {"CustomerIdentifier": "22099131", "CustomerName": "小明美妝有限公司", "Print": "1", "CarrierType": "",
               "CustomerAddr": "臺北市中正區重慶南路一段122號"}),
])
def test_each_buyer_gets_the_invoice_of_the_charge(client, gateway, invoice, sent):
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    trade_no = buy(client, buyer, invoice)

    [(path, request)] = gateway.einvoice.calls
    assert path == "/B2CInvoice/Issue"
    assert {name: request[name] for name in sent} == sent
    assert (request["CustomerEmail"], request["SalesAmount"], request["TaxType"], request["InvType"]) == (
        "buyer@example.com", 39900, "1", "07")
    assert request["Items"] == [{"ItemSeq": 1, "ItemName": "RankLens 進階方案（年繳）", "ItemCount": 1, "ItemWord": "式",
                                 "ItemPrice": 39900, "ItemTaxType": "1", "ItemAmount": 39900, "ItemRemark": ""}]
    [issued] = invoices_of(client, buyer, trade_no)
    assert (issued["period"], issued["status"], issued["number"]) == (1, "issued", "AB10000001")
    assert issued["random_number"] == gateway.einvoice.issued[request["RelateNumber"]]["RandomNumber"]


def test_the_service_down_keeps_the_charge_and_beat_issues_the_invoice_later(client, gateway):
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    gateway.einvoice.unanswered = 2
    trade_no = buy(client, buyer)

    order = client.get(f"/api/billing/orders/{trade_no}", headers=buyer.headers).json()
    assert (order["status"], order["plan_active"]) == ("paid", True)  # the charge stands
    assert [(i["status"], i["number"]) for i in order["invoices"]] == [("pending", None)]
    # beat's sweep before the retry is due does nothing; once due, the service (still down) is tried again
    soon, later = utcnow() + timedelta(seconds=30), utcnow() + timedelta(minutes=2)
    assert tasks.sweep_invoices.delay(soon.isoformat()).get(disable_sync_subtasks=False) == {"invoices": 0}
    assert tasks.sweep_invoices.delay(later.isoformat()).get(disable_sync_subtasks=False) == {"invoices": 1}
    assert invoices_of(client, buyer, trade_no)[0]["status"] == "pending"
    with get_sessionmaker()() as db:
        waiting = db.scalar(select(Invoice))
        assert waiting.attempts == 2 and "503" in waiting.last_error
        assert waiting.next_attempt_at - later == invoicing.RETRY_DELAYS[1]  # waits grow
    assert tasks.sweep_invoices.delay((later + timedelta(minutes=6)).isoformat()).get(
        disable_sync_subtasks=False) == {"invoices": 1}
    [issued] = invoices_of(client, buyer, trade_no)
    assert (issued["status"], issued["number"]) == ("issued", "AB10000001")


def test_an_answer_lost_on_the_way_does_not_invoice_the_charge_twice(client, gateway):
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    gateway.einvoice.lose_answers = 1
    trade_no = buy(client, buyer)
    assert invoices_of(client, buyer, trade_no)[0]["status"] == "pending"

    tasks.sweep_invoices.delay((utcnow() + timedelta(minutes=2)).isoformat()).get(disable_sync_subtasks=False)
    assert [path for path, _ in gateway.einvoice.calls] == ["/B2CInvoice/Issue", "/B2CInvoice/GetIssue"]
    assert len(gateway.einvoice.issued) == 1
    assert [(i["status"], i["number"]) for i in invoices_of(client, buyer, trade_no)] == [("issued", "AB10000001")]


def test_a_refused_invoice_is_kept_for_an_operator_and_not_retried(client, gateway):
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    # a donation code of the right form that no charity holds: ECPay turns the invoice down
    trade_no = buy(client, buyer, {"kind": "donation", "donation_code": "1234567"})

    order = client.get(f"/api/billing/orders/{trade_no}", headers=buyer.headers).json()
    assert (order["status"], [i["status"] for i in order["invoices"]]) == ("paid", ["refused"])
    with get_sessionmaker()() as db:
        assert db.scalar(select(Invoice.last_error)) == "5000003 捐贈碼不存在"
    assert tasks.sweep_invoices.delay((utcnow() + timedelta(days=1)).isoformat()).get(
        disable_sync_subtasks=False) == {"invoices": 0}
    assert len(gateway.einvoice.calls) == 1


def test_each_later_period_gets_its_own_invoice(client, gateway):
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    trade_no = buy(client, buyer, plan_id=3, payment_type=1)
    notice = ecpay.period_notice(trade_no, 1490, 2, yearly=False)
    assert client.post("/api/billing/ecpay/period", data=notice).text == "1|OK"
    assert client.post("/api/billing/ecpay/period", data=notice).text == "1|OK"  # repeated: one invoice
    declined = ecpay.period_notice(trade_no, 1490, 2, paid=False, gwsr="11955871", yearly=False)
    assert client.post("/api/billing/ecpay/period", data=declined).text == "1|OK"  # no charge, no invoice

    assert [(i["period"], i["number"]) for i in invoices_of(client, buyer, trade_no)] == [
        (1, "AB10000001"), (2, "AB10000002")]
    assert [request["SalesAmount"] for _, request in gateway.einvoice.calls] == [1490, 1490]


def test_one_invoice_is_issued_by_one_worker(client, gateway, monkeypatch):
    buyer = make_user("buyer@example.com", plan_id=8, days=7)
    monkeypatch.setattr(tasks.issue_invoice, "delay", lambda *args: None)  # the broker lost the message
    trade_no = buy(client, buyer)
    with get_sessionmaker()() as db:
        invoice_id = db.scalar(select(Invoice.id))
        claimed_elsewhere = invoicing._claim(db, invoice_id, utcnow())  # another worker holds it
        assert claimed_elsewhere
        assert invoicing.issue(db, invoice_id, get_settings()) == "skipped"
        # that worker died holding it: once its deadline passes, the sweep's worker issues it
        assert invoicing.issue(db, invoice_id, get_settings(), utcnow() + invoicing.CLAIM_DEADLINE) == "issued"
    assert invoices_of(client, buyer, trade_no)[0]["number"] == "AB10000001"
    assert len(gateway.einvoice.calls) == 1
