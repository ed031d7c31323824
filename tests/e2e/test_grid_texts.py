"""The console's AG Grids in every language (issue 11): no AG Grid error in the browser console (every
module a grid uses is registered: locale texts, cell styles), the grid's own texts in the interface
language, and an empty movers tab that says the real reason (fewer than 7 days of data).
Screenshots: test-output/screenshots/grid-*."""

from __future__ import annotations

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import PASSWORD, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api, still_screenshot, tracked_coffee_project

pytestmark = pytest.mark.e2e

EMPTY_PAGES = {"en": "No audited pages yet: add a page with its target keyword.", "ja": "診断したページはまだありません。ページと対策キーワードを追加してください。",
               "zh-TW": "尚無健檢頁面：請新增頁面與目標關鍵字。"}
SHORT_HISTORY = {"en": "Fewer than 7 days of ranking data: keywords that moved show here once 7 days are compared",
                 "ja": "順位データが7日分に満たないため、まだ比較できません。7日分そろうと変動したキーワードが表示されます",
                 "zh-TW": "排名資料不足 7 天：累積 7 天後即可比較，並顯示排名變動的關鍵字"}


@pytest.fixture(scope="module")
def ranked_once(server, server_data_dir):
    """An advanced-plan owner whose project was ranked on one day only."""
    email = unique_email("grid-texts")
    operator_user(server_data_dir, email, plan_id=10, name="Grid")
    token = httpx.post(f"{server}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    with httpx.Client(base_url=f"{server}/api", headers={"Authorization": f"Bearer {token}"}, timeout=60) as api:
        site = tracked_coffee_project(api, ["台北 咖啡廳", "手沖 咖啡豆"], "對手烘豆")
    return email, site


@pytest.mark.parametrize("locale", ["ja", "zh-TW", "en"])
def test_grids_speak_the_language_without_ag_grid_errors(new_context, ranked_once, locale):
    email, site = ranked_once
    context = new_context(locale=locale)
    sign_in_via_api(context, email)
    page = context.new_page()
    logged: list[str] = []
    page.on("console", lambda message: logged.append(f"{message.type}: {message.text}")
            if message.type in ("error", "warning") else None)
    page.on("pageerror", lambda error: logged.append(f"pageerror: {error}"))

    # the movers tab is empty because one day of data cannot be compared, and says so
    page.goto(f"/projects/{site['id']}/rankings?tab=most_improved&locale={locale}")
    expect(page.get_by_test_id("grid-empty")).to_have_text(SHORT_HISTORY[locale])
    still_screenshot(page, f"grid-movers-empty-{locale}")

    # the page audit list of a project without audited pages: the grid's no-rows text
    page.goto(f"/projects/{site['id']}/site-audit/pages?locale={locale}")
    expect(page.locator(".ag-overlay-no-rows-wrapper, .ag-overlay-wrapper").first).to_have_text(EMPTY_PAGES[locale])
    still_screenshot(page, f"grid-page-audit-empty-{locale}")

    # the whole grid of the project, cells styled (right-aligned ranks)
    page.goto(f"/projects/{site['id']}/rankings?locale={locale}")
    today = page.get_by_test_id("ranking-grid").locator(".ag-row[row-index='0'] [col-id=today]")
    expect(today).to_have_css("text-align", "right")
    still_screenshot(page, f"grid-rankings-{locale}")
    # the dashboard and the sidebar as a reader of the language sees them (long English and Japanese names)
    page.goto(f"/projects/{site['id']}?locale={locale}")
    page.wait_for_load_state("networkidle")
    still_screenshot(page, f"grid-dashboard-{locale}")
    ag_grid = [line for line in logged if "AG Grid" in line]
    assert ag_grid == [], ag_grid
