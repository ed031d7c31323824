"""The admin back office end to end: in Chromium an admin (plan 5) opens the codes screen from the menu, makes a
promo code (the server's words under the field first), stops it, and finds both in the audit log (a buyer then
gets SPEC's words for the stopped code); on the users screen the admin finds a user and extends their trial, views
the console as a user (the banner, the way back) and disables them, and records a refund of a buyer's charge (the
e-invoice voided); on the news screen the admin writes an
announcement in zh-TW and English that an English reader then sees in the ticker; on the plans screen the admin
changes a plan's prices (the server's words first), which /subscribe then offers, and restores them; the revenue
screen shows the server's figures and the billing that needs an operator."""

from __future__ import annotations

import re
from datetime import datetime

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import PASSWORD, csrf_headers, register_via_api, screenshot, unique_email
from tests.e2e.test_crawl_operations import open_from_admin_menu, signed_in
from tests.fakes.ecpay import payment_notice

pytestmark = pytest.mark.e2e


def test_an_admin_makes_and_stops_a_promo_code(new_context, server_data_dir):
    context, page, email = signed_in(new_context, server_data_dir, 5, "Admin")
    open_from_admin_menu(page, "Promo and trial codes", "/admin/codes")

    page.get_by_role("button", name="New code").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Code", exact=True).fill("SPRING 30")  # a space: the server says what a code may be
    dialog.get_by_label("Percent off").fill("30")
    dialog.get_by_label("Use limit").fill("50")
    dialog.get_by_role("button", name="Create").click()
    expect(dialog.get_by_text("A code is 1 to 40 characters without spaces")).to_be_visible()
    dialog.get_by_label("Code", exact=True).fill("SPRING30")
    dialog.get_by_role("button", name="Create").click()
    expect(page.get_by_text("Code SPRING30 created")).to_be_visible()
    row = page.get_by_test_id("codes").get_by_role("row").filter(has_text="SPRING30")
    expect(row).to_contain_text("30% off")
    expect(row).to_contain_text("0 / 50")
    expect(row).to_contain_text("Active")
    screenshot(page, "admin-codes")

    row.get_by_role("button", name="Stop now").click()
    page.get_by_role("tooltip").get_by_role("button", name="Stop now").click()
    expect(row).to_contain_text("Stopped")
    audit = page.get_by_test_id("audit").get_by_role("row").filter(has_text=email)
    expect(audit).to_have_count(2)
    expect(audit.first).to_contain_text("Stopped a code")
    expect(audit.last).to_contain_text("Created a code")
    quoted = context.request.post("/api/billing/quote", data={"plan_id": 10, "payment_type": 2,
                                                              "promo_code": "SPRING30"},
                                  headers={"Accept-Language": "en", **csrf_headers(context)})
    assert quoted.status == 422 and quoted.json()["fields"][0]["message"] == "This trial code is invalid"


def find_user(page, email: str):
    """The users screen's row of ``email``, found with the search as an admin does."""
    users = page.get_by_test_id("users")
    users.get_by_placeholder("E-mail or name").fill(email.split("@")[0])
    users.get_by_role("button", name="Search").click()
    return users.get_by_role("row").filter(has_text=email)


def test_an_admin_finds_a_user_and_extends_the_trial(new_context, server_data_dir):
    trying = unique_email("trying")
    register_via_api(new_context(locale="en"), trying)
    context, page, _ = signed_in(new_context, server_data_dir, 5, "Admin")
    open_from_admin_menu(page, "Users", "/admin/users")
    row = find_user(page, trying)
    expect(row).to_contain_text("7-day free trial")
    expect(page.get_by_test_id("users").get_by_role("row")).to_have_count(2)  # the header and the one user found
    before = context.request.get("/api/admin/users", params={"q": trying}).json()["data"][0]["plan_end"]
    row.get_by_role("button", name="Extend trial").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Days").fill("14")
    dialog.get_by_role("button", name="Extend trial").click()
    expect(page.get_by_text(f"{trying}'s trial extended by 14 days")).to_be_visible()
    after = context.request.get("/api/admin/users", params={"q": trying}).json()["data"][0]["plan_end"]
    assert (datetime.fromisoformat(after) - datetime.fromisoformat(before)).days == 14
    screenshot(page, "admin-users")


def test_an_admin_views_the_console_as_a_user_then_disables_them(new_context, server_data_dir):
    viewed = unique_email("viewed")
    register_via_api(new_context(locale="en"), viewed)
    context, page, admin_email = signed_in(new_context, server_data_dir, 5, "Admin")
    open_from_admin_menu(page, "Users", "/admin/users")
    find_user(page, viewed).get_by_role("button", name="Payments").click()
    drawer = page.get_by_role("dialog").filter(has_text=f"Payments of {viewed}")
    expect(drawer.get_by_test_id("user-payments")).to_contain_text("No payments yet")
    expect(drawer.get_by_role("columnheader").first).to_be_visible()
    drawer.get_by_role("button", name="Close").click()
    find_user(page, viewed).get_by_role("button", name="View as").click()
    banner = page.get_by_test_id("view-as-banner")
    expect(banner).to_contain_text(f"You are viewing as {viewed} (opened by {admin_email}, until")
    assert context.request.get("/api/me").json()["email"] == viewed
    screenshot(page, "admin-view-as")
    banner.get_by_role("button", name="Back to admin").click()
    expect(page).to_have_url(re.compile(r"/admin/users$"))
    expect(page.get_by_test_id("view-as-banner")).to_have_count(0)
    assert context.request.get("/api/me").json()["email"] == admin_email

    row = find_user(page, viewed)
    row.get_by_role("button", name="Disable").click()
    page.get_by_role("tooltip").get_by_role("button", name="Disable").click()
    expect(page.get_by_text(f"{viewed} disabled")).to_be_visible()
    expect(row).to_contain_text("Disabled")
    expect(row.get_by_role("button", name="View as")).to_have_count(0)
    refused = new_context(locale="en").request.post("/api/login", data={"email": viewed, "password": PASSWORD})
    assert (refused.status, refused.json()["code"]) == (403, "auth.account_disabled")


def test_an_admin_writes_an_announcement_that_readers_see_in_their_language(new_context, server_data_dir):
    context, page, _ = signed_in(new_context, server_data_dir, 5, "Admin")
    open_from_admin_menu(page, "News ticker", "/admin/news")
    page.get_by_role("button", name="New announcement").click()
    dialog = page.get_by_role("dialog")
    dialog.locator("#content").fill("排名報告每日更新")
    dialog.locator("#btn_text").fill("了解方案")
    dialog.get_by_role("tab", name="English").click()
    dialog.locator("#translations_en_content").fill("Rank reports now update daily")
    dialog.locator("#translations_en_btn_text").fill("See plans")
    dialog.locator("#btn_url").fill("javascript:alert(1)")
    dialog.get_by_role("button", name="Save").click()
    expect(dialog).to_contain_text("Enter a path of this site starting with / or an http(s):// address")
    dialog.locator("#btn_url").fill("/subscribe")
    dialog.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Announcement added")).to_be_visible()
    row = page.get_by_test_id("news").get_by_role("row").filter(has_text="排名報告每日更新")
    expect(row).to_contain_text("Shown")
    expect(row).to_contain_text("繁體中文、English")
    screenshot(page, "admin-news")

    reader = new_context(locale="en")
    register_via_api(reader, unique_email("reader"))
    reader_page = reader.new_page()
    reader_page.goto("/?locale=en")
    ticker = reader_page.get_by_role("region", name="News")
    expect(ticker).to_contain_text("Rank reports now update daily")
    expect(ticker.get_by_role("link", name="See plans")).to_have_attribute("href", "/subscribe")

    row.get_by_role("button", name="Delete").click()  # the worker's later tests see no ticker
    page.get_by_role("tooltip").get_by_role("button", name="Delete").click()
    expect(page.get_by_text("Announcement deleted")).to_be_visible()
    assert context.request.get("/api/news_tickers").json()["data"] == []


def test_an_admin_reads_the_revenue_figures(new_context, server_data_dir):
    context, page, _ = signed_in(new_context, server_data_dir, 5, "Admin")
    open_from_admin_menu(page, "Revenue", "/admin/revenue")
    figures = context.request.get("/api/admin/revenue", params={"months": 12}).json()
    expect(page.get_by_test_id("revenue-mrr")).to_contain_text(f"NT${figures['mrr']:,}")
    expect(page.get_by_test_id("revenue-customers")).to_contain_text(str(figures["customers"]))
    rows = page.get_by_test_id("revenue-months").get_by_role("row")
    expect(rows).to_have_count(13)  # the header and twelve months, the running one first
    latest = figures["months"][-1]
    expect(rows.nth(1)).to_contain_text(latest["month"])
    expect(rows.nth(1)).to_contain_text(f"NT${latest['revenue']:,}")
    issues = context.request.get("/api/admin/billing/issues").json()
    expect(page.get_by_test_id("billing-issues").get_by_role("row")).to_have_count(3 + sum(  # headers, rows or "none"
        max(len(issues[kind]), 1) for kind in ("refunds", "invoices", "replaced_charges")))
    screenshot(page, "admin-revenue")


def test_an_admin_changes_a_plans_prices_which_subscribe_offers_then_restores_them(new_context, server_data_dir):
    context, page, email = signed_in(new_context, server_data_dir, 5, "Admin")
    open_from_admin_menu(page, "Plans and limits", "/admin/plans")
    row = page.get_by_test_id("plans").get_by_role("row").filter(has_text="Enterprise")
    expect(row).to_contain_text("NT$9,990")
    row.get_by_role("button", name="Edit").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Monthly price").fill("8990")
    dialog.get_by_label("Yearly price").fill("200000")  # more than twelve months: the server says so
    dialog.get_by_role("button", name="Save").click()
    expect(dialog.get_by_text("The yearly price cannot exceed twelve monthly prices")).to_be_visible()
    dialog.get_by_label("Yearly price").fill("89900")
    screenshot(page, "admin-plan-edit")
    dialog.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Saved; 0 subscriptions' limits updated")).to_be_visible()
    expect(row).to_contain_text("NT$8,990")
    expect(row).to_contain_text("2 changes")
    offered = {plan["key"]: plan for plan in context.request.get("/api/plans").json()["data"]}["enterprise"]
    assert [price["amount"] for price in offered["prices"]] == [8990, 89900]
    page.goto("/subscribe")
    expect(page.get_by_text("NT$89,900").first).to_be_visible()
    screenshot(page, "admin-plan-offered")

    page.goto("/admin/plans")  # the worker's later tests see the catalogue's prices again
    row.get_by_role("button", name="Edit").click()
    dialog.get_by_role("button", name="Restore defaults").click()
    dialog.get_by_role("button", name="Save").click()
    expect(row).to_contain_text("NT$9,990")
    expect(row).not_to_contain_text("changes")
    audit = context.request.get("/api/admin/audit").json()["data"]
    assert [(a["action"], a["admin_email"]) for a in audit[:2]] == [("plan.update", email)] * 2


def test_an_admin_records_a_refund_and_the_charges_e_invoice_is_voided(new_context, server_data_dir):
    buyer = unique_email("refunded")
    paying = new_context(locale="en")
    register_via_api(paying, buyer)
    started = paying.request.post("/api/billing/checkout", data={"plan_id": 3, "payment_type": 1},
                                  headers=csrf_headers(paying))
    assert started.status == 201, started.text()
    noticed = paying.request.post("/api/billing/ecpay/payment", form=payment_notice(started.json()["trade_no"], 1490))
    assert noticed.text() == "1|OK"

    _, page, _ = signed_in(new_context, server_data_dir, 5, "Admin")
    open_from_admin_menu(page, "Users", "/admin/users")
    find_user(page, buyer).get_by_role("button", name="Payments").click()
    charge = page.get_by_test_id("user-payments").get_by_role("row").filter(has_text="NT$1,490")
    expect(charge.locator("[data-invoice-number]")).to_be_visible(timeout=20_000)  # the worker issued it
    charge.get_by_role("button", name="Refund").click()
    dialog = page.get_by_role("dialog").filter(has_text="Record a refund")
    dialog.get_by_role("button", name="Record refund").click()  # no reason: the server asks for one
    expect(dialog.get_by_text("Give the refund's reason (20 characters at most)")).to_be_visible()
    dialog.get_by_label("Reason").fill("重複扣款")
    screenshot(page, "admin-refund")
    dialog.get_by_role("button", name="Record refund").click()
    expect(page.get_by_text("Refund recorded; the e-invoice is voided")).to_be_visible()
    expect(charge).to_contain_text("Refunded NT$1,490")
    expect(charge).to_contain_text("Voided (refunded)")
    expect(charge.get_by_role("button", name="Refund")).to_have_count(0)
    [mine] = paying.request.get("/api/billing/payments").json()["data"]
    assert (mine["refunded"], mine["invoice"]["status"]) == (1490, "voided")
