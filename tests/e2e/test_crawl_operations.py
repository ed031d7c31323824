"""Crawl operations end to end: in Chromium an admin (plan 5, SPEC §6) opens the operations screen from the
menu, sees the SERP and audits fleets, pauses the SERP fleet and sees it paused (the server agrees); a normal
user has no menu entry and gets the 403 page on the URL."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import screenshot, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api

pytestmark = pytest.mark.e2e


def signed_in(new_context, server_data_dir, plan_id: int, name: str):
    email = unique_email(name.lower())
    operator_user(server_data_dir, email, plan_id=plan_id, name=name)
    context = new_context(locale="en")
    sign_in_via_api(context, email)
    return context, context.new_page(), email


def open_from_admin_menu(page, link: str, path: str) -> None:
    """Opens an admin screen as an admin does: the main menu's Administration group, then its entry."""
    page.goto("/?locale=en")
    nav = page.get_by_role("navigation", name="Main menu")
    nav.get_by_text("Administration", exact=True).click()
    nav.get_by_role("link", name=link).click()
    expect(page).to_have_url(re.compile(f"{re.escape(path)}$"))


def test_an_admin_pauses_the_serp_fleet_and_others_are_refused(new_context, server_data_dir):
    context, page, email = signed_in(new_context, server_data_dir, 5, "Admin")
    open_from_admin_menu(page, "Crawl operations", "/operations")
    serp, audits = page.get_by_test_id("fleet-serp"), page.get_by_test_id("fleet-audits")
    expect(serp).to_contain_text("Rank checks (SERP)")
    expect(audits).to_contain_text("Site audits")
    expect(serp).to_contain_text("Every 10 minutes")
    expect(serp.get_by_test_id("fleet-state")).not_to_have_text("Paused")
    serp.get_by_role("button", name="Pause").click()
    expect(serp.get_by_test_id("fleet-state")).to_have_text("Paused")
    expect(serp.get_by_role("button", name="Resume")).to_be_visible()
    expect(page.get_by_role("row").filter(has_text=email).filter(has_text="serp").first).to_contain_text("Paused")
    listed = context.request.get("/api/operations/fleets").json()["data"]
    assert next(f for f in listed if f["name"] == "serp")["paused"] is True
    serp.get_by_label("Daily budget").fill("0")
    serp.get_by_role("button", name="Save").click()
    expect(serp).to_contain_text("Enter a whole number from 1 to 100,000,000")
    screenshot(page, "crawl-operations")
    serp.get_by_role("button", name="Resume").click()  # the shared server's other tests dispatch rank checks
    expect(serp.get_by_test_id("fleet-state")).not_to_have_text("Paused")

    _, other, _ = signed_in(new_context, server_data_dir, 10, "Advanced")
    other.goto("/?locale=en")
    nav = other.get_by_role("navigation", name="Main menu")
    expect(nav.get_by_text("Keyword planning", exact=True)).to_be_visible()
    expect(nav.get_by_text("Administration", exact=True)).to_have_count(0)
    other.goto("/operations?locale=en")
    expect(other.get_by_text("Access denied")).to_be_visible()
    expect(other.get_by_test_id("fleet-serp")).to_have_count(0)
    assert other.request.get("/api/operations/fleets").status == 403
