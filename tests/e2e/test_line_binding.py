"""Binding LINE from the profile end to end: the card sends the browser to the local LINE's consent
screen, LINE sends it back to /line/callback, the card then shows the account; unbinding asks first; a
refused consent ends in "LINE authentication failed"."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import csrf_headers, register_via_api, screenshot, unique_email
from tests.fakes.line import LineServer

pytestmark = pytest.mark.e2e


def signed_in_page(new_context, locale: str = "en"):
    context = new_context(locale=locale)
    register_via_api(context, unique_email("line"), language=locale)
    assert context.request.post("/api/me/profile", data={"industry": "food"}, headers=csrf_headers(context)).ok
    return context.new_page()


def test_binding_and_unbinding_line_from_the_profile(new_context, line: LineServer):
    page = signed_in_page(new_context)
    page.goto("/profile")
    # the first screen of a fresh session waits on several reads: more than the default 5 s on a loaded machine
    expect(page.get_by_text("Bind your LINE account to receive rank-drop alerts")).to_be_visible(timeout=20_000)

    page.get_by_role("button", name="Bind LINE").click()

    expect(page).to_have_url(re.compile(r"/line/callback\?code="))
    expect(page.get_by_text("LINE bound")).to_be_visible()
    expect(page.get_by_text(f"Alerts will be sent to {line.account.name} in LINE.")).to_be_visible()
    screenshot(page, "line-bound")
    page.get_by_role("button", name="Back to profile").click()
    expect(page.get_by_text(line.account.name)).to_be_visible()
    expect(page.get_by_text(re.compile(r"Bound on \d{4}/\d{2}/\d{2}"))).to_be_visible()
    screenshot(page, "line-card-bound")

    page.get_by_role("button", name="Unbind").click()
    expect(page.get_by_text("Unbind LINE?")).to_be_visible()
    page.get_by_role("button", name="Unbind").last.click()
    expect(page.get_by_text("LINE unbound")).to_be_visible()
    expect(page.get_by_role("button", name="Bind LINE")).to_be_visible()


def test_a_refused_consent_says_line_authentication_failed(new_context, line: LineServer):
    page = signed_in_page(new_context, locale="zh-TW")
    page.goto("/profile")
    line.refuse_consent = True
    try:
        page.get_by_role("button", name="綁定 LINE").click()
        expect(page).to_have_url(re.compile(r"/line/callback\?error=access_denied"))
        expect(page.get_by_text("LINE 驗證失敗")).to_be_visible()
        screenshot(page, "line-refused")
    finally:
        line.refuse_consent = False
    page.get_by_role("button", name="返回個人資料").click()
    expect(page.get_by_role("button", name="綁定 LINE")).to_be_visible()
