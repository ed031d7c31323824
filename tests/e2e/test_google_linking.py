"""Google end to end against the local Google (the `google` fixture): linking Search Console from the
profile through the consent popup, and signing up with Google."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import csrf_headers, register_via_api, screenshot, unique_email
from tests.fakes.google.oauth import GoogleAccount

pytestmark = pytest.mark.e2e


def test_link_search_console_from_the_profile(new_context, google):
    google.oauth.account = GoogleAccount(sub="e2e-link-1", email="seo.lead@gmail.com")
    context = new_context(locale="en")
    register_via_api(context, unique_email("glink"), language="en")
    assert context.request.post("/api/me/profile", data={"industry": "food"}, headers=csrf_headers(context)).ok
    page = context.new_page()
    page.goto("/profile")
    row = page.get_by_test_id("google-webmaster")
    expect(row.get_by_text("Not authorized")).to_be_visible()
    expect(page.get_by_text("switched off Universal Analytics (GA3) in 2024")).to_be_visible()
    with page.expect_popup() as popup:
        row.get_by_role("button", name="Authorize").click()
    popup.value.wait_for_event("close")
    expect(row.get_by_text("Authorized", exact=True)).to_be_visible()
    expect(row.get_by_text("seo.lead@gmail.com")).to_be_visible()
    expect(page.get_by_text("Google Search Console is authorized")).to_be_visible()
    expect(page.get_by_test_id("google-analytics").get_by_text("Not authorized")).to_be_visible()
    screenshot(page, "google-search-console-linked")
    consent = [r for r in google.received if r.path == "/o/oauth2/v2/auth"][-1]
    assert consent.params["scope"] == "openid email https://www.googleapis.com/auth/webmasters"
    states = context.request.get("/api/google_apps").json()
    assert states["webmaster"] == {"state": "authorized", "google_email": "seo.lead@gmail.com"}


def test_sign_up_with_google(new_context, google):
    address = unique_email("gsignup")
    google.oauth.account = GoogleAccount(sub=f"e2e-{address}", email=address)
    context = new_context(locale="en")
    page = context.new_page()
    page.goto("/auth?mode=register&locale=en")
    expect(page.get_by_role("button", name="Sign in with Google")).to_be_visible()
    screenshot(page, "google-sign-in-button")
    with page.expect_popup() as popup:
        page.get_by_role("button", name="Sign in with Google").click()
    popup.value.wait_for_event("close")
    # a new account goes on to the first profile form, as after an e-mail sign-up
    expect(page).to_have_url(re.compile(r"/auth/profile"))
    expect(page.get_by_text("Tell us about you")).to_be_visible()
    screenshot(page, "google-sign-up")
    me = context.request.get("/api/me").json()
    assert me["email"] == address and me["google_linked"] and me["email_verified"]
    assert me["subscription"]["plan_id"] == 8
