"""The e-mailed links end to end: verifying the address and resetting the password from the outbox."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import PASSWORD, csrf_headers, mailed_link, register_via_api, screenshot, unique_email

pytestmark = pytest.mark.e2e


def test_verification_link_verifies_the_address(new_context, server_data_dir):
    email = unique_email("verify")
    context = new_context()
    register_via_api(context, email)
    assert context.request.post(
        "/api/me/profile", data={"industry": "food"}, headers=csrf_headers(context)
    ).ok
    page = context.new_page()
    page.goto("/")
    expect(page.get_by_text("電子郵件尚未驗證")).to_be_visible()

    page.goto(mailed_link(server_data_dir, email, "verify_email"))
    expect(page.get_by_text("電子郵件驗證成功")).to_be_visible()
    expect(page.get_by_text(f"{email} 已完成驗證，感謝您！")).to_be_visible()
    screenshot(page, "verify-email-done")
    page.get_by_role("button", name="進入 RankLens").click()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_role("navigation", name="主選單")).to_be_visible()
    expect(page.get_by_text("電子郵件尚未驗證")).to_be_hidden()


def test_password_reset_link_sets_a_new_password(new_context, server_data_dir):
    email = unique_email("reset")
    first = new_context(locale="en")
    register_via_api(first, email, language="en")
    assert first.request.post("/api/me/profile", data={"industry": "pets"}, headers=csrf_headers(first)).ok

    page = new_context(locale="en").new_page()
    page.goto("/auth/email?locale=en")
    page.get_by_label("E-mail").fill(email)
    page.get_by_role("button", name="Send the reset link").click()
    expect(page.get_by_text("Check your inbox")).to_be_visible()

    page.goto(mailed_link(server_data_dir, email, "reset_password"))
    new_password = PASSWORD + "-new"
    page.get_by_label("New password", exact=True).fill(new_password)
    page.get_by_label("Confirm the new password").fill(new_password)
    page.get_by_role("button", name="Update the password").click()
    expect(page.get_by_text("Your password was changed")).to_be_visible()
    screenshot(page, "reset-password-done-en")

    # the old password no longer works; the new one signs in and goes on to `to`
    page.goto("/auth?mode=login&to=/privacy-policy")
    page.get_by_label("E-mail").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").last.click()
    expect(page.get_by_text("Email or password is incorrect!")).to_be_visible()
    page.get_by_label("Password").fill(new_password)
    page.get_by_role("button", name="Sign in").last.click()
    expect(page).to_have_url(re.compile(r"/privacy-policy$"))
    expect(page.get_by_role("heading", name="Privacy Policy", level=1)).to_be_visible()
