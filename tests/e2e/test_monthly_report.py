"""The monthly report page in Chromium: the owner of a paid project opens /projects/:id/monthly_report, sees
the last full month against the month before (no Google property linked yet: the sections say why), adds a
monthly-report e-mail (SPEC §8's text), "send me a test" delivers the mail to the server's outbox, and
"Download PDF" saves the page printed by the server's Chromium (its first page rendered to PNG to look at)."""

from __future__ import annotations

import email
import time
from datetime import UTC, date, datetime, timedelta
from email import policy

import pypdfium2 as pdfium
import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import SCREENSHOTS, screenshot, unique_email
from tests.e2e.projects_flows import create_site_via_api, operator_user, sign_in_via_api

pytestmark = pytest.mark.e2e


def last_month_in_taipei() -> tuple[date, date]:
    first = (datetime.now(UTC) + timedelta(hours=8)).date().replace(day=1)
    end = first - timedelta(days=1)
    return end.replace(day=1), end


def test_the_monthly_report_page_renders_and_send_me_a_test_delivers(server_data_dir, new_context):
    address = unique_email("monthly")
    operator_user(server_data_dir, address, plan_id=10, name="Monthly")
    context = new_context(locale="en")
    sign_in_via_api(context, address)
    site = create_site_via_api(context, name="Monthly shop", url="https://www.monthly-shop.tw")
    page = context.new_page()
    page.goto(f"/projects/{site['id']}/monthly_report?locale=en")

    start, end = last_month_in_taipei()
    report = page.get_by_test_id("monthly-report")
    expect(report).to_contain_text(f"{start.isoformat()} to {end.isoformat()}")
    expect(report).to_contain_text("no Search Console property linked")
    expect(report).to_contain_text("no Google Analytics 4 property linked")

    emails = page.get_by_test_id("monthly-emails")
    emails.get_by_label("E-mail").fill("boss@example.com")
    emails.get_by_role("button", name="Add").click()
    expect(page.get_by_text("The monthly report email was added")).to_be_visible()
    expect(emails).to_contain_text("boss@example.com")

    before = set((server_data_dir / "outbox").glob("*.eml")) if (server_data_dir / "outbox").exists() else set()
    page.get_by_role("button", name="Send me a test monthly report").click()
    expect(page.get_by_text(f"Test mail sent to {address}")).to_be_visible()
    screenshot(page, "monthly-report")
    deadline = time.monotonic() + 10
    while not (sent := [p for p in (server_data_dir / "outbox").glob(f"*-{address.replace('@', '_at_')}.eml")
                        if p not in before]):
        assert time.monotonic() < deadline, "no test mail in the outbox"
        time.sleep(0.2)
    mail = email.message_from_bytes(sent[0].read_bytes(), policy=policy.default)
    # the mail is in the account's language (zh-TW for an operator-made account), whatever the page's
    assert mail["Subject"] == f"[測試] Monthly shop {start.year} 年 {start.month} 月 月報"
    text = mail.get_body(preferencelist=("plain",)).get_content()
    assert f"{start.isoformat()} 至 {end.isoformat()}" in text
    assert f"/projects/{site['id']}/monthly_report?month={start.strftime('%Y-%m')}" in text

    with page.expect_download(timeout=120_000) as download:
        page.get_by_test_id("pdf-download").click()
    assert download.value.suggested_filename == f"monthly-report-{site['id']}-{start.strftime('%Y-%m')}.pdf"
    first = pdfium.PdfDocument(download.value.path().read_bytes())[0]
    assert f"{start.isoformat()} to {end.isoformat()}" in first.get_textpage().get_text_range()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    first.render(scale=100 / 72).to_pil().save(SCREENSHOTS / "monthly-report-pdf-page-1.png")
