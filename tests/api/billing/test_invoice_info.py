"""Who the e-invoice is for: each kind's format rule, the uniform number's check digit, and the checkout refusing
what cannot be invoiced with SPEC-style messages in the buyer's language."""

from __future__ import annotations

import pytest

from api.billing.invoice_info import InvoiceInfo, normalized, problems, uniform_number_valid
from tests.factories import make_user


@pytest.mark.parametrize(("number", "valid"), [
    ("22099131", True), ("04541302", True), ("96979933", True),  # real companies' numbers
    ("10458570", True),  # the sum divides by 5 only: valid since the 2023 rule
    ("12345678", False), ("2209913", False), ("2209913A", False), ("22099132", False),
])
def test_uniform_numbers_by_the_check_digit_rule(number, valid):
    assert uniform_number_valid(number) is valid


def test_a_seven_in_the_seventh_place_may_count_either_way():
    # the 7th digit's product 28 counts 10 (2 + 8) or, by the rule's exception, 1 more: 29 fails alone, 30 passes
    assert uniform_number_valid("10458770")
    assert not uniform_number_valid("10458772")  # 31, and 32: neither


@pytest.mark.parametrize(("info", "fields"), [
    (InvoiceInfo("member"), []),
    (InvoiceInfo("mobile", carrier="/ABC+123"), []),
    (InvoiceInfo("mobile", carrier="ABC1234"), ["invoice.carrier"]),
    (InvoiceInfo("mobile", carrier="/ABC12"), ["invoice.carrier"]),
    (InvoiceInfo("certificate", carrier="AB12345678901234"), []),
    (InvoiceInfo("certificate", carrier="A123456789012345"), ["invoice.carrier"]),
    (InvoiceInfo("donation", donation_code="168"), []),
    (InvoiceInfo("donation", donation_code="12"), ["invoice.donation_code"]),
    (InvoiceInfo("company", uniform_number="22099131", company_title="台灣積體電路製造股份有限公司",
                 company_address="新竹科學園區力行六路8號"), []),
    (InvoiceInfo("company", uniform_number="12345678", company_title=""),
     ["invoice.uniform_number", "invoice.company_title", "invoice.company_address"]),
    (InvoiceInfo("company", uniform_number="22099131", company_title="股" * 61, company_address="路" * 101),
     ["invoice.company_title", "invoice.company_address"]),
])
def test_each_kind_has_its_rule(info, fields):
    assert [problem.field for problem in problems(normalized(info))] == fields


def test_a_barcode_typed_in_small_letters_is_taken_in_capitals():
    assert normalized(InvoiceInfo("mobile", carrier=" /abc+123 ", donation_code="168")) == InvoiceInfo(
        "mobile", carrier="/ABC+123")


@pytest.mark.parametrize(("locale", "message"), [
    ("zh-TW", "統一編號不正確"), ("en", "This uniform business number is not valid"), ("ja", "統一編号が正しくありません")])
def test_checkout_refuses_an_invoice_it_cannot_issue(client, locale, message):
    buyer = make_user("company@example.com")
    body = {"plan_id": 10, "payment_type": 2,
            "invoice": {"kind": "company", "uniform_number": "12345678", "company_title": "小明美妝有限公司",
                        "company_address": "臺北市中正區重慶南路一段122號"}}
    response = client.post("/api/billing/checkout", json=body, headers={**buyer.headers, "Accept-Language": locale})
    assert response.status_code == 422
    assert [(f["field"], f["message"]) for f in response.json()["fields"]] == [("invoice.uniform_number", message)]


def test_the_order_keeps_who_to_invoice(client):
    buyer = make_user("company@example.com")
    body = {"plan_id": 3, "payment_type": 1,
            "invoice": {"kind": "company", "uniform_number": " 22099131", "company_title": "台積電 ",
                        "company_address": " 新竹科學園區力行六路8號", "carrier": "/X"}}
    started = client.post("/api/billing/checkout", json=body, headers=buyer.headers)
    assert started.status_code == 201, started.text
    order = client.get(f"/api/billing/orders/{started.json()['trade_no']}", headers=buyer.headers).json()
    assert order["invoice"] == {"kind": "company", "carrier": "", "donation_code": "", "uniform_number": "22099131",
                                "company_title": "台積電", "company_address": "新竹科學園區力行六路8號"}
