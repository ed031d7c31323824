"""Index submission end to end: in Chromium a paid user whose Search Console is linked (a grant stored in the
server's own database, encrypted with the server's key) opens the project's Google indexing tab, submits the
sitemap and sees Search Console list it, inspects two URLs and reads each one's verdict, coverage and last crawl
with the day's quota left, then finds all three in the history — every answer from the local Google."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import unique_email
from tests.e2e.projects_flows import create_site_via_api, operator_user, sign_in_via_api, still_screenshot
from tests.fakes.google.indexing import TOKEN, Inspection
from tests.ranklens_server import ROOT, clean_env

pytestmark = pytest.mark.e2e

PROPERTY = "https://www.noodle-house.tw/"

# Run with the server's settings (its data directory, so its database and its secret key: the token must decrypt
# there), as the Search Console link of the profile would store it.
LINK_SEARCH_CONSOLE = """
import sys
from sqlalchemy import select
from api.accounts.models import User
from api.core.db import get_sessionmaker
from api.google.tokens import store_grant
from api.projects.models import Site

email, token, site_id, property_url = sys.argv[1:]
with get_sessionmaker()() as db:
    user = db.scalar(select(User).where(User.email == email))
    store_grant(db, user.id, "webmaster", google_sub="e2e-sub", google_email="owner@gmail.com",
                scopes="https://www.googleapis.com/auth/webmasters", access_token=token, refresh_token="refresh",
                expires_in=3600)
    db.get(Site, int(site_id)).gsc_site_url = property_url
    db.commit()
"""


def link_search_console(data_dir: Path, email: str, site_id: int) -> None:
    subprocess.run([sys.executable, "-c", LINK_SEARCH_CONSOLE, email, TOKEN, str(site_id), PROPERTY], cwd=ROOT,
                   env=clean_env(data_dir), check=True, capture_output=True)


def test_a_paid_user_submits_a_sitemap_and_inspects_urls(new_context, server_data_dir, google):
    email = unique_email("indexing")
    operator_user(server_data_dir, email, plan_id=3, name="Noodles")
    context = new_context(locale="en")
    sign_in_via_api(context, email)
    site = create_site_via_api(context, name="麵館", url="https://www.noodle-house.tw")
    link_search_console(server_data_dir, email, site["id"])
    google.indexing.sites[TOKEN] = [PROPERTY]
    google.indexing.pages[f"{PROPERTY}menu"] = Inspection(lastCrawlTime="2026-11-20T08:15:00Z")

    page = context.new_page()
    page.goto(f"/projects/{site['id']}?locale=en")
    page.get_by_role("tab", name="Google indexing").click()
    expect(page.get_by_text(f"Search Console property: {PROPERTY}")).to_be_visible()
    expect(page.get_by_label("Sitemap URL")).to_have_value(f"{PROPERTY}sitemap.xml")
    page.get_by_role("button", name="Submit sitemap").click()
    expect(page.get_by_text("Sitemap submitted to Google")).to_be_visible()
    sitemaps = page.get_by_test_id("sitemaps")
    expect(sitemaps).to_contain_text(f"{PROPERTY}sitemap.xml")
    expect(sitemaps).to_contain_text("Pending")
    still_screenshot(page, "google-indexing-sitemaps")

    page.get_by_test_id("indexing-tab-inspection").click()
    expect(page.get_by_test_id("quota-left")).to_have_text("URL inspections: 2,000 of 2,000 left today")
    page.get_by_placeholder("One URL of the property per line").fill(f"{PROPERTY}menu\n{PROPERTY}new-dish\n")
    page.get_by_role("button", name="Inspect").click()
    results = page.get_by_test_id("inspection-results")
    menu = results.get_by_role("row").filter(has_text=f"{PROPERTY}menu")
    expect(menu).to_contain_text("PASS")
    expect(menu).to_contain_text("Submitted and indexed")
    expect(menu).to_contain_text("2026/11/")
    expect(results.get_by_role("row").filter(has_text="new-dish")).to_contain_text("URL is unknown to Google")
    expect(page.get_by_test_id("quota-left")).to_have_text("URL inspections: 1,998 of 2,000 left today")
    still_screenshot(page, "google-indexing-inspection")

    page.get_by_test_id("indexing-tab-history").click()
    history = page.get_by_test_id("history")
    expect(history.get_by_role("row").filter(has_text=email)).to_have_count(3)
    expect(history.get_by_role("row").filter(has_text="sitemap.xml")).to_contain_text("HTTP 200")
    still_screenshot(page, "google-indexing-history")
    inspected = [r.body["inspectionUrl"] for r in google.received if r.path == "/v1/urlInspection/index:inspect"]
    assert sorted(inspected) == [f"{PROPERTY}menu", f"{PROPERTY}new-dish"]
