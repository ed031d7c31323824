"""What in billing needs an operator: a refused e-invoice (listed with the provider's words, issued again to
corrected information, audited) and a replaced contract's charge (listed with ECPay's reference to refund it by);
admins only."""

from __future__ import annotations

from sqlalchemy import select

from api.admin.models import AdminAction
from api.billing.models import Invoice
from api.core.db import get_sessionmaker
from tests.api.admin.test_codes import admin
from tests.api.billing.test_invoices import buy, gateway, invoices_of  # noqa: F401  (the fixture)
from tests.factories import make_user
from tests.fakes import ecpay

NO_SUCH_CHARITY = {"kind": "donation", "donation_code": "1234567"}  # of the right form, held by no charity


def issues(client, boss) -> dict:
    answer = client.get("/api/admin/billing/issues", headers=boss.headers)
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_a_refused_invoice_is_corrected_and_issued_again(client, gateway):  # noqa: F811
    boss = admin()
    buyer = make_user("giving@example.com", plan_id=8, days=7)
    trade_no = buy(client, buyer, NO_SUCH_CHARITY)
    [refused] = issues(client, boss)["invoices"]
    assert (refused["email"], refused["trade_no"], refused["amount"], refused["error"]) == (
        "giving@example.com", trade_no, 39900, "5000003 捐贈碼不存在")
    assert refused["invoice"]["donation_code"] == "1234567"
    path = f"/api/admin/billing/invoices/{refused['id']}/reissue"

    wrong = client.post(path, json={"invoice": {"kind": "mobile", "carrier": "abc"}},
                        headers={**boss.headers, "Accept-Language": "en"})
    assert (wrong.status_code, [f["field"] for f in wrong.json()["fields"]]) == (422, ["invoice.carrier"])
    assert invoices_of(client, buyer, trade_no)[0]["status"] == "refused"  # nothing changed

    assert client.post(path, json={"invoice": {"kind": "member"}}, headers=boss.headers).status_code == 202
    [issued] = invoices_of(client, buyer, trade_no)
    assert issued["status"] == "issued" and issued["number"]
    assert gateway.einvoice.calls[-1][1]["Donation"] == "0"  # to the member's carrier now, not a donation
    assert issues(client, boss)["invoices"] == []
    again = client.post(path, json={}, headers={**boss.headers, "Accept-Language": "en"})
    assert (again.status_code, again.json()["message"]) == (
        409, "This e-invoice was not refused; there is nothing to issue again")
    with get_sessionmaker()() as db:
        [(action, target, detail)] = db.execute(select(AdminAction.action, AdminAction.target, AdminAction.detail))
        assert db.scalar(select(Invoice.last_error)) is None
    assert (action, target, detail["invoice"]["kind"], detail["invoice_was"]["kind"]) == (
        "invoice.reissue", f"order:{trade_no}", "member", "donation")


def test_a_replaced_contracts_charge_is_listed_to_refund(client, gateway):  # noqa: F811
    boss = admin()
    buyer = make_user("moving@example.com", plan_id=8, days=7)
    old = buy(client, buyer, plan_id=3, payment_type=2)
    gateway.orders[old] = {}
    buy(client, buyer, plan_id=10, payment_type=2)
    late = ecpay.period_notice(old, 14900, 2, gwsr="11955999")
    assert client.post("/api/billing/ecpay/period", data=late).text == "1|OK"
    [charge] = issues(client, boss)["replaced_charges"]
    assert (charge["email"], charge["trade_no"], charge["amount"], charge["reference"]) == (
        "moving@example.com", old, 14900, "11955999")


def test_only_admins_see_or_reissue(client):
    user = make_user("owner@example.com", plan_id=10)
    for method, path in (("GET", "/api/admin/billing/issues"), ("POST", "/api/admin/billing/invoices/1/reissue")):
        answer = client.request(method, path, json={} if method == "POST" else None, headers=user.headers)
        assert (answer.status_code, answer.json()["code"]) == (403, "permission.denied"), path
