"""Competitor site research in headless Chromium against `ranklens up` (sandbox SERPs and the sandbox web's
links, no credentials): research a project's competitor from the sidebar's entry → the overview's figures,
the backlinks grid (labelled sandbox) and the organic keywords the competitor ranks for in the project's
stored SERPs show → the CSV export downloads those rows. Screenshots: test-output/screenshots/site-research-*."""

from __future__ import annotations

import csv
import io
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import PASSWORD, register_via_api, screenshot, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api, tracked_coffee_project

pytestmark = pytest.mark.e2e

COMPETITOR = "rival-roasters.tw"
KEYWORDS = ["台北 咖啡廳", "手沖咖啡 推薦", "咖啡豆 推薦"]


@pytest.fixture(scope="module")
def tracked(server, server_data_dir):
    """An advanced-plan owner whose project (competitor rival-roasters.tw) was ranked once from the sandbox."""
    email = unique_email("site-research")
    operator_user(server_data_dir, email, plan_id=10, name="Research")
    session = httpx.post(f"{server}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    token = httpx.post(f"{server}/api/tokens", json={"name": "e2e", "expires_at": None},
                       headers={"Authorization": f"Bearer {session}"}).json()["token"]
    api = httpx.Client(base_url=f"{server}/api", headers={"Authorization": f"Bearer {token}"}, timeout=60)
    site = tracked_coffee_project(api, KEYWORDS, "對手烘豆")
    for keyword in KEYWORDS:  # their volumes, cached by keyword research: traffic estimates need them
        assert api.post("/research/overview", json={"keyword": keyword}).status_code == 200
    yield email, site, api
    api.close()


def test_research_a_competitor_see_backlinks_and_organic_keywords_and_export_csv(new_context, tracked):
    email, site, api = tracked
    context = new_context()
    sign_in_via_api(context, email)
    page = context.new_page()
    page.goto(f"/projects/{site['id']}")
    page.get_by_role("menuitem", name="網站研究").click()
    page.get_by_role("menuitem", name="競爭對手研究").click()
    page.wait_for_url(lambda url: urlsplit(url).path == "/sites/research")
    expect(page.get_by_text("輸入競爭對手的網域")).to_be_visible()

    page.get_by_test_id("site-research-target").fill(COMPETITOR)
    page.get_by_role("button", name="研究").click()
    page.wait_for_url(lambda url: parse_qs(urlsplit(url).query).get("target") == [COMPETITOR])
    expect(page.get_by_test_id("site-research-display")).to_have_text(COMPETITOR)
    expect(page.get_by_test_id("site-research-sandbox")).to_be_visible()  # the sandbox web's links, labelled

    # the figures the API reports (asking again the same day counts nothing more)
    answer = api.get("/sites/research/overview", params={"target": COMPETITOR}).json()
    expect(page.get_by_test_id("site-research-backlinks")).to_contain_text(f"{int(answer['backlinks']['value']):,}")
    expect(page.get_by_test_id("site-research-organic_keywords")).to_contain_text(
        str(int(answer["organic_keywords"]["value"])))
    assert answer["backlinks"]["value"] > 0 and answer["organic_keywords"]["value"] > 0

    backlinks = page.get_by_test_id("site-research-grid-backlinks")
    expect(backlinks.locator(".ag-row[row-index='0'] [col-id=source_url]")).to_contain_text("http")
    expect(backlinks.get_by_test_id("site-research-total")).not_to_have_text("共 0 筆")
    screenshot(page, "site-research-backlinks")

    page.get_by_test_id("site-research-tab-organic-keywords").click()
    organic = page.get_by_test_id("site-research-grid-organic-keywords")
    expect(organic.locator(".ag-row[row-index='0'] [col-id=keyword]")).not_to_be_empty()
    shown = organic.locator(".ag-row [col-id=keyword]").all_text_contents()
    # the SERP store is shared: other flows' keywords the competitor ranks for may be listed beside the project's
    listed = api.get("/sites/research/organic-keywords", params={"target": COMPETITOR}).json()["data"]
    assert set(shown) == {row["keyword"] for row in listed} and set(shown) & set(KEYWORDS)
    expect(organic.locator(".ag-row[row-index='0'] [col-id=volume]")).not_to_have_text("—")
    assert parse_qs(urlsplit(page.url).query)["tab"] == ["organic-keywords"]
    screenshot(page, "site-research-organic")

    with page.expect_download() as download:
        organic.get_by_test_id("site-research-csv").click()
    rows = list(csv.reader(io.StringIO(download.value.path().read_text(encoding="utf-8-sig"))))
    assert rows[0][:3] == ["關鍵字", "排名", "搜尋量"]
    assert sorted(row[0] for row in rows[1:]) == sorted(shown)
    assert download.value.suggested_filename.startswith(f"organic-keywords-{COMPETITOR}-TW-zh-TW-")


def test_the_dashboard_authority_card_shows_the_project_and_its_competitor(new_context, tracked):
    email, site, api = tracked
    context = new_context()
    sign_in_via_api(context, email)
    page = context.new_page()
    page.goto(f"/projects/{site['id']}")
    metrics = api.get(f"/sites/{site['id']}/metrics").json()
    assert metrics["evaluated"] and [s["name"] for s in metrics["sites"]] == ["咖啡日誌", "對手烘豆"]
    card = page.get_by_test_id("authority-card")
    expect(card).to_contain_text(f"{metrics['externalPagesToRootDomain']:,}")
    expect(card.get_by_test_id("authority-competitors")).to_contain_text("對手烘豆")
    expect(page.get_by_text("收集此網站的反向連結資料後", exact=False)).to_have_count(0)
    screenshot(page, "site-research-dashboard-authority")


def test_a_trial_sees_organic_keywords_and_the_plans_refusal_for_backlinks(new_context, tracked):
    context = new_context()
    register_via_api(context, unique_email("site-research-trial"))
    page = context.new_page()
    page.goto(f"/sites/research?target={COMPETITOR}&tab=backlinks")
    expect(page.get_by_test_id("site-research-locked")).to_contain_text("目前方案不支援此功能，請聯繫客服")
    expect(page.get_by_test_id("site-research-backlinks")).to_contain_text("需付費方案")
    expect(page.get_by_role("link", name="升級方案").first).to_be_visible()
    page.get_by_test_id("site-research-tab-organic-keywords").click()
    expect(page.get_by_test_id("site-research-grid-organic-keywords").locator(".ag-row[row-index='0'] [col-id=keyword]")
           ).not_to_be_empty()
    screenshot(page, "site-research-trial")
