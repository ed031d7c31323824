"""The rank tools in headless Chromium against `ranklens up` with its in-process sandbox SERP source:
the shared report opens with the right password (once: an HttpOnly viewer cookie then reads it) and
refuses a wrong one with SPEC's message; the
keyword gap's tabs show the API's counts; the real-time rank check returns a row per keyword; the SERP
competitors screen renders in Japanese with the API's figures."""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import PASSWORD, screenshot, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api, tracked_coffee_project

pytestmark = pytest.mark.e2e

KEYWORDS = ["台北 咖啡廳", "信義區 美食", "無線耳機 推薦", "日月潭 住宿", "筆電 推薦"]
SHARE_PASSWORD = "咖啡分享-2026"


@pytest.fixture(scope="module")
def ranked(server, server_data_dir):
    """An advanced-plan owner with a project ranked once from the sandbox, shared with a password."""
    email = unique_email("tools")
    operator_user(server_data_dir, email, plan_id=10, name="Tools")
    token = httpx.post(f"{server}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    api = httpx.Client(base_url=f"{server}/api", headers={"Authorization": f"Bearer {token}"}, timeout=60)
    site = tracked_coffee_project(api, KEYWORDS, "對手")
    base = f"/sites/{site['id']}"
    share = api.post(f"{base}/share", json={"share_password": SHARE_PASSWORD}).json()
    api.close()  # the browser signs in next: one session per account, so the tests read through it
    return {"email": email, "site": site, "share_uuid": share["share_uuid"]}


def read(context, path: str, **params) -> dict:
    """The API's answer, read with the browser context's session."""
    response = context.request.get(f"/api{path}", params=params)
    assert response.ok, response.text()
    return response.json()


def test_the_shared_report_opens_with_the_password_and_refuses_a_wrong_one(new_context, ranked):
    context = new_context()
    page = context.new_page()
    page.goto(f"/share/{ranked['share_uuid']}")
    password = page.get_by_label("分享密碼")
    password.fill("not-the-password")
    page.get_by_role("button", name="檢視報告").click()
    expect(page.get_by_text("分享報告密碼錯誤")).to_be_visible()
    screenshot(page, "rank-tools-share-wrong-password")

    password.fill(SHARE_PASSWORD)
    page.get_by_role("button", name="檢視報告").click()
    expect(page.get_by_role("heading", name="咖啡日誌 排名報告")).to_be_visible()
    # the API reads with the viewer cookie the unlock gave this browser: the share header names which
    headers = {"X-Share-UUID": ranked["share_uuid"]}
    buckets = context.request.get("/api/shared_report/site", headers=headers).json()["google_statistics"]["today"]
    for field in ("on_first_page_count", "on_second_page_count", "on_third_page_count", "after_third_page_count",
                  "not_found_count"):
        expect(page.get_by_test_id(f"bucket-{field}")).to_contain_text(str(buckets[field]))
    grid = context.request.get("/api/shared_report", headers=headers).json()["data"]
    rows = page.locator(".ant-table-tbody tr.ant-table-row")
    expect(rows).to_have_count(len(KEYWORDS))
    first = grid[0]
    expect(rows.first).to_contain_text(first["text"])
    expect(rows.first.locator("td").nth(1)).to_have_text(first["ranking"]["today"]["label"] or "—")
    ranked_keyword = next(row["text"] for row in grid if row["ranking"]["today"]["position"] is not None)
    page.get_by_role("button", name=ranked_keyword).click()
    expect(page.locator(".ant-drawer .recharts-surface").first).to_be_visible()
    screenshot(page, "rank-tools-share-report")

    # the viewer cookie is remembered: the page opens again without asking; the password itself is
    # kept nowhere in the browser, and the cookie is out of scripts' reach
    page.goto(f"/share/{ranked['share_uuid']}")
    expect(page.get_by_role("heading", name="咖啡日誌 排名報告")).to_be_visible()
    assert SHARE_PASSWORD not in page.evaluate("() => JSON.stringify(window.localStorage)")
    [viewer] = [c for c in context.cookies() if c["name"] == f"share_{ranked['share_uuid']}"]
    assert viewer["httpOnly"] and viewer["sameSite"] == "Lax" and viewer["path"] == "/api"
    assert "share_" not in page.evaluate("() => document.cookie")
    # another browser has no cookie: it is asked for the password
    other = new_context().new_page()
    other.goto(f"/share/{ranked['share_uuid']}")
    expect(other.get_by_label("分享密碼")).to_be_visible()
    screenshot(other, "rank-tools-share-locked")


def test_the_keyword_gap_tabs_show_the_api_counts(new_context, ranked):
    context = new_context()
    sign_in_via_api(context, ranked["email"])
    page = context.new_page()
    page.goto(f"/projects/{ranked['site']['id']}/keyword-gap")
    stats = read(context, f"/sites/{ranked['site']['id']}/keyword_gap/stats")
    for tab in ("common", "lead", "behind", "missing", "unique", "all", "exclude"):
        expect(page.get_by_test_id(f"gap-tab-{tab}")).to_contain_text(str(stats[tab]))
    page.get_by_test_id("gap-tab-all").click()
    expect(page.locator(".ant-table-tbody tr.ant-table-row")).to_have_count(stats["all"])
    screenshot(page, "rank-tools-keyword-gap")

    # the competitors screen puts our rank and the rival's side by side; settings show the share link
    page.goto(f"/projects/{ranked['site']['id']}/competitors")
    grid = page.get_by_test_id("competitor-grid")
    for keyword in KEYWORDS:
        expect(grid.get_by_text(keyword, exact=True)).to_be_visible()
    expect(grid.get_by_role("columnheader", name="rival-roasters.tw")).to_be_visible()
    screenshot(page, "rank-tools-competitors")
    page.goto(f"/projects/{ranked['site']['id']}/edit")
    expect(page.get_by_test_id("share-link")).to_contain_text(f"/share/{ranked['share_uuid']}")
    expect(page.get_by_text("若要更改密碼，請先取消分享")).to_be_visible()
    screenshot(page, "rank-tools-share-control")


def test_the_rank_check_returns_a_row_per_keyword(new_context, ranked):
    context = new_context()
    sign_in_via_api(context, ranked["email"])
    page = context.new_page()
    page.goto("/")
    # the sidebar's SEO tools entry leads to the tools index, and its card to the rank check
    page.locator(".ant-layout-sider").get_by_text("SEO 小工具").click()
    expect(page).to_have_url(re.compile(r"/tool$"))
    screenshot(page, "tools-index")
    page.get_by_test_id("tool-rankCheck").click()
    expect(page).to_have_url(re.compile(r"/tool/rank-check$"))
    keywords = page.get_by_label("關鍵字（每行一個）")
    keywords.fill("\n".join(f"關鍵字{i}" for i in range(11)))
    expect(page.get_by_text("最多 10 個關鍵字，每行一個")).to_be_visible()
    keywords.fill("台北 咖啡廳\n筆電 推薦")
    page.get_by_label("網域").fill("bean-journal.tw")
    page.get_by_role("button", name="查詢排名").click()
    rows = page.get_by_test_id("rank-check-results").locator("tr.ant-table-row")
    expect(rows).to_have_count(2, timeout=60_000)
    expect(rows.nth(0)).to_contain_text("台北 咖啡廳")
    expect(rows.nth(1)).to_contain_text("筆電 推薦")
    screenshot(page, "rank-tools-rank-check")


def test_serp_competitors_render_in_japanese(new_context, ranked):
    context = new_context(locale="ja")
    sign_in_via_api(context, ranked["email"])
    page = context.new_page()
    site_id = ranked["site"]["id"]
    page.goto(f"/keyword-planning/serp-competitors?locale=ja&site={site_id}")
    found = read(context, f"/sites/{site_id}/serp_competitors", interval="7d")["data"]
    expect(page.get_by_role("tab", name="SERP競合")).to_have_attribute("aria-selected", "true")
    first = page.locator(".ant-table-tbody tr.ant-table-row").first
    expect(first).to_contain_text(found[0]["domain"])
    expect(first).to_contain_text(f'{found[0]["average_position"]:.2f}')
    expect(page.get_by_role("columnheader", name="平均順位")).to_be_visible()
    screenshot(page, "rank-tools-serp-competitors-ja")
    page.get_by_role("tab", name="SERP順位推移").click()
    page.get_by_label("比較するキーワード").click()
    page.get_by_title(KEYWORDS[3]).click()
    page.keyboard.press("Escape")
    expect(page.locator(".recharts-surface").first).to_be_visible()
    expect(page).to_have_url(re.compile(r"kw=\d+"))
    screenshot(page, "rank-tools-serp-trend-ja")
