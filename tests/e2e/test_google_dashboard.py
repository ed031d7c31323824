"""Search Console on the dashboard end to end: an owner whose Google account is linked (the grant stored in
the server's database; the consent itself is test_google_*'s) chooses the project's Search Console site in
the project settings, the server checks it at the local Google and syncs, and the dashboard's search traffic
card shows the local Google's numbers with the previous 30 days beside them."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from datetime import date, timedelta

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import unique_email
from tests.e2e.projects_flows import create_site_via_api, operator_user, sign_in_via_api, still_screenshot
from tests.ranklens_server import ROOT, clean_env

pytestmark = pytest.mark.e2e

SITE_URL = "https://www.e2e-beans.tw/"


def store_grant_on_server(data_dir, user_id: int, token: str) -> None:
    """The owner's Search Console grant, written with the server's own settings (its key encrypts it)."""
    script = textwrap.dedent(f"""
        import api.models  # noqa: F401  (every table, for the grant's foreign keys)
        from api.core.db import get_sessionmaker
        from api.google.tokens import store_grant
        with get_sessionmaker()() as db:
            store_grant(db, {user_id}, "webmaster", google_sub="e2e-sub", google_email="owner@gmail.com",
                        scopes="https://www.googleapis.com/auth/webmasters", access_token={token!r},
                        refresh_token="e2e-refresh", expires_in=86400)
            db.commit()
    """)
    subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=clean_env(data_dir), check=True)


def test_the_owner_picks_the_search_console_site_and_the_dashboard_fills(new_context, server_data_dir, google):
    newest = date.today() - timedelta(days=3)
    data = google.data
    # a grant the local Google issued: its sites list (the settings' picker) and the reporting APIs accept it
    token = google.oauth.issue("https://www.googleapis.com/auth/webmasters")["access_token"]
    data.allow(token, SITE_URL)
    data.add_search(SITE_URL, newest, "手沖咖啡", SITE_URL + "pour-over", 120, 2400, 3.0)
    data.add_search(SITE_URL, newest - timedelta(days=5), "咖啡豆", SITE_URL + "beans", 30, 600, 6.0)
    data.add_search(SITE_URL, newest - timedelta(days=35), "手沖咖啡", SITE_URL + "pour-over", 60, 1500, 5.0)

    email = unique_email("google-owner")
    operator_user(server_data_dir, email, plan_id=10, name="Owner")
    context = new_context()
    user = sign_in_via_api(context, email)
    site = create_site_via_api(context, name="豆子日誌", url="https://www.e2e-beans.tw", keywords="手沖咖啡\n咖啡豆")
    store_grant_on_server(server_data_dir, user["id"], token)

    page = context.new_page()
    page.goto(f"/projects/{site['id']}/edit?tab=google")
    settings = page.get_by_test_id("google-settings")
    expect(settings).to_contain_text("Search Console 網站")
    settings.locator("input").first.fill("https://other-site.tw/")
    page.get_by_test_id("gsc-save").click()
    expect(page.get_by_test_id("gsc-error")).to_contain_text("此 Google 帳號沒有該網站的權限")
    settings.locator("input").first.fill(SITE_URL)
    page.get_by_test_id("gsc-save").click()
    expect(page.get_by_text("已儲存：首次同步已開始")).to_be_visible()
    still_screenshot(page, "google-settings")

    page.goto(f"/projects/{site['id']}")
    card = page.get_by_test_id("gsc-card")
    for _ in range(30):  # the first sync runs in the server's worker
        if page.get_by_test_id("gsc-clicks").count():
            break
        page.wait_for_timeout(1000)
        page.reload()
    clicks = page.get_by_test_id("gsc-clicks")
    expect(clicks).to_contain_text("150")
    expect(clicks).to_contain_text("前 30 天：60 · +150%")
    expect(page.get_by_test_id("gsc-impressions")).to_contain_text("3,000")
    expect(page.get_by_test_id("gsc-top")).to_contain_text("手沖咖啡")
    expect(card).to_contain_text(SITE_URL)
    expect(page.get_by_test_id("ga-card")).to_contain_text("選擇專案的 GA4 資源")
    card.scroll_into_view_if_needed()
    still_screenshot(page, "google-dashboard")
