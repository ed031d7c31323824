"""Buying a plan by card end to end: /subscribe → the order confirmed → ECPay's hosted card page (the local
test environment, tests/fakes/ecpay.py) → the notice server to server → /subscribe/success, the plan and its
limits in force, the charge's e-invoice issued by the worker; and a declined card."""

from __future__ import annotations

import re

import pypdfium2 as pdfium
import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import SCREENSHOTS, screenshot
from tests.e2e.test_shell_layout import signed_in_page
from tests.e2e.test_subscribe import window_screenshot
from tests.ranklens_server import clean_env, ranklens

pytestmark = pytest.mark.e2e


def pay(page, card: str) -> None:
    """On the gateway's card page: the card, its expiry and CVV, then pay."""
    expect(page.get_by_role("heading", name="綠界科技 ECPay")).to_be_visible()
    page.get_by_label("信用卡卡號").fill(card)
    page.get_by_label("有效月年").fill("1230")
    page.get_by_label("背面末三碼").fill("222")
    page.get_by_role("button", name="確認付款").click()


def test_a_trial_user_buys_advanced_yearly_by_card_with_a_promo_code(new_context, ecpay, server_data_dir):
    # the operator's code: 20% off advanced yearly, every period
    ranklens("codes", "add", "LAUNCH20", "--percent", "20", "--plan", "10", "--period", "yearly",
             env=clean_env(server_data_dir))
    context, page = signed_in_page(new_context, country="TW", language="zh-TW")
    page.goto("/subscribe")
    page.locator("[data-plan=advanced]").get_by_role("button", name="選擇此方案").click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_text("發票資訊與訂單確認")).to_be_visible()
    expect(dialog.get_by_text("NT$39,900", exact=True)).to_be_visible()
    expect(dialog.get_by_text("每年自動扣款 NT$39,900，可隨時取消，於當期結束後停止")).to_be_visible()
    # a company invoice: the uniform number's check digit is the server's to judge, its words under the field
    dialog.get_by_text("公司（統一編號）").click()
    dialog.get_by_role("textbox", name="統一編號").fill("12345678")
    dialog.get_by_label("發票抬頭").fill("小明美妝有限公司")
    dialog.get_by_label("發票寄送地址").fill("臺北市中正區重慶南路一段122號")
    dialog.get_by_role("button", name="前往刷卡付款").click()
    expect(dialog.get_by_text("統一編號不正確")).to_be_visible()
    window_screenshot(page, "subscribe-checkout-invoice-error")
    dialog.get_by_role("textbox", name="統一編號").fill("22099131")
    expect(dialog.get_by_text("統一編號不正確")).to_be_hidden()
    # a promo code: an unknown one in SPEC's words, then the operator's, typed as a user would
    promo = dialog.get_by_label("優惠碼")
    promo.fill("NOPE")
    dialog.get_by_role("button", name="套用").click()
    expect(dialog.get_by_text("此試用序號無效")).to_be_visible()
    promo.fill("launch20")
    dialog.get_by_role("button", name="前往刷卡付款").click()  # typed, not applied: applied first, not paid
    expect(dialog.locator("[data-discount]")).to_have_text("−NT$7,980")
    expect(dialog.locator("[data-total]")).to_have_text("NT$31,920")
    expect(dialog.get_by_text("每年自動扣款 NT$31,920，可隨時取消，於當期結束後停止")).to_be_visible()
    expect(dialog.get_by_text("此試用序號無效")).to_be_hidden()
    window_screenshot(page, "subscribe-checkout-confirm")
    dialog.get_by_role("button", name="前往刷卡付款").click()

    expect(page.get_by_text("每年扣款 NT$31920")).to_be_visible()
    assert page.url.startswith(ecpay.url)  # the card is typed on the gateway's page, not ours
    pay(page, "4311-9522-2222-2222")

    expect(page).to_have_url(re.compile(r"/subscribe/success\?order=RL\w+$"))
    expect(page.get_by_text("付款成功，進階方案已啟用")).to_be_visible()
    expect(page.get_by_text(re.compile(r"已付款 NT\$31,920"))).to_be_visible()
    # the charge's e-invoice, issued by the worker through ECPay's e-invoice API to the company, on the page
    trade_no = page.url.rsplit("=", 1)[1]
    expect(page.locator("[data-invoice=issued]")).to_be_visible(timeout=20_000)  # the page asks every 10 s
    [invoice] = [found for relate, found in ecpay.einvoice.issued.items() if relate.startswith(trade_no)]
    number, random_number = invoice["InvoiceNo"], invoice["RandomNumber"]
    expect(page.get_by_text(f"電子發票 {number[:2]}-{number[2:]}（隨機碼 {random_number}）已開立")).to_be_visible()
    assert (invoice["request"]["CustomerIdentifier"], invoice["request"]["CustomerAddr"], invoice["request"]["Print"],
            invoice["request"]["SalesAmount"]) == ("22099131", "臺北市中正區重慶南路一段122號", "1", 31920)
    screenshot(page, "subscribe-paid")
    url, notice, answer = ecpay.notices[-1]
    assert url.endswith("/api/billing/ecpay/payment") and notice["RtnCode"] == "1" and answer == "1|OK"
    invoiced_to = context.request.get(f"/api/billing/orders/{trade_no}").json()["invoice"]
    assert (invoiced_to["kind"], invoiced_to["uniform_number"], invoiced_to["company_title"]) == (
        "company", "22099131", "小明美妝有限公司")
    subscription = context.request.get("/api/me").json()["subscription"]
    assert subscription["plan_id"] == 10 and subscription["payment_type"] == 2
    assert subscription["limitation"]["keywords_limitation"] == 1500

    page.get_by_role("button", name="開始使用").click()
    page.goto("/subscribe")
    expect(page.locator("[data-plan=advanced]").get_by_text("目前方案")).to_be_visible()
    expect(page.get_by_text("您目前使用「進階方案」")).to_be_visible()

    # the subscription record: the charge with its e-invoice and receipt, the renewal that can be cancelled
    page.goto("/subscribe-record")
    expect(page.locator(f"[data-invoice-number={number}]")).to_have_text(f"{number[:2]}-{number[2:]}")
    expect(page.get_by_test_id("renewal")).to_contain_text("NT$31,920")
    screenshot(page, "subscribe-record")
    page.get_by_role("link", name="檢視／列印").click()
    receipt = page.get_by_test_id("receipt")
    expect(receipt).to_contain_text(f"收據編號 {trade_no}-1")
    expect(receipt).to_contain_text("小明美妝有限公司 · 統一編號 22099131")
    expect(receipt.locator("[data-total]")).to_have_text("NT$31,920")
    expect(receipt).to_contain_text("−NT$7,980")
    expect(receipt).to_contain_text("NT$1,520")  # the 5% business tax inside the total
    expect(receipt).to_contain_text(f"{number[:2]}-{number[2:]}（隨機碼 {random_number}）")
    screenshot(page, "subscribe-receipt")
    with page.expect_download(timeout=120_000) as download:
        page.get_by_test_id("pdf-download").click()
    assert download.value.suggested_filename == f"receipt-{trade_no}-1.pdf"
    printed = pdfium.PdfDocument(download.value.path().read_bytes())[0]
    text = printed.get_textpage().get_text_range()
    assert f"{trade_no}-1" in text and "NT$31,920" in text and "列印" not in text  # the toolbar is not printed
    printed.render(scale=100 / 72).to_pil().save(SCREENSHOTS / "subscribe-receipt-pdf.png")
    page.get_by_role("link", name="返回訂閱紀錄").click()
    page.get_by_role("button", name="取消自動續約").click()
    page.get_by_role("button", name="取消續約").click()
    expect(page.get_by_text("已取消自動續約，方案使用到")).to_be_visible()
    expect(page.get_by_text("目前沒有自動續約的方案")).to_be_visible()
    assert ecpay.cancelled == [trade_no]


def test_a_declined_card_keeps_the_trial_and_says_why(new_context, ecpay):
    context, page = signed_in_page(new_context, country="TW", language="zh-TW")
    page.goto("/subscribe")
    page.get_by_text("月繳", exact=True).click()
    page.locator("[data-plan=basic]").get_by_role("button", name="選擇此方案").click()
    expect(page.get_by_role("dialog").get_by_text("每月自動扣款 NT$1,490，可隨時取消，於當期結束後停止")).to_be_visible()
    page.get_by_role("dialog").get_by_role("button", name="前往刷卡付款").click()
    pay(page, "4000-0000-0000-0002")
    expect(page.get_by_text("付款未成功")).to_be_visible()
    expect(page.get_by_text("付款失敗，請查詢發卡銀行")).to_be_visible()
    screenshot(page, "subscribe-declined")
    assert context.request.get("/api/me").json()["subscription"]["plan_id"] == 8
