"""The small SEO tools in headless Chromium against `ranklens up`: the tools index lists all nine; the
keyword-on-page check fetches a page served on 127.0.0.1 under a `.test` name (conftest
`local_sites_settings`) and shows each keyword's counts per place as the API reports them, exports
CSV, and lands in the operation history with a link back to its result; the deduplicate tool folds
Traditional and Simplified Chinese and full-width letters when asked. Screenshots:
test-output/screenshots/tools-*."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.api.tools.test_on_page_rule import PAGE
from tests.crawler.audit.sites import Page, serving
from tests.e2e.helpers import screenshot, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api

pytestmark = pytest.mark.e2e

TOOLS = ["rankCheck", "checker", "onPage", "count", "deduplicate", "diff", "faq", "permutation", "related"]


@pytest.fixture(scope="module")
def food_site():
    with serving({"/food": Page(PAGE)}) as site:
        yield site


@pytest.fixture(scope="module")
def account(server, server_data_dir):
    email = unique_email("tools")
    operator_user(server_data_dir, email, plan_id=3, name="Tools")
    return email


def test_the_on_page_check_and_deduplicate(new_context, account, food_site):
    context = new_context()
    sign_in_via_api(context, account)
    page = context.new_page()
    page.goto("/tool")
    for key in TOOLS:
        expect(page.get_by_test_id(f"tool-{key}")).to_be_visible()
    screenshot(page, "tools-index-nine")

    # the keyword-on-page check: a page of this machine, three keywords (one over the limit first)
    page.get_by_test_id("tool-onPage").click()
    expect(page).to_have_url(re.compile(r"/tool/keyword-on-page-check$"))
    url = f"http://food.ranklens.test:{food_site.port}/food"
    page.get_by_label("網址").fill(url)
    keywords = page.get_by_label("關鍵字（每行一個）")
    keywords.fill("\n".join(f"關鍵字{i}" for i in range(11)))
    expect(page.get_by_text("最多 10 個關鍵字，每行一個")).to_be_visible()
    keywords.fill("台北美食\n牛肉麵\nSEO")
    page.get_by_role("button", name="開始檢測").click()
    rows = page.get_by_test_id("on-page-results").locator("tr.ant-table-row")
    expect(rows).to_have_count(3, timeout=60_000)
    answer = context.request.get("/api/operation_history")
    assert answer.ok
    [check] = [op for op in answer.json()["data"] if op["type"] == "keyword_on_page_check"]
    result = context.request.get(f"/api/tool/keyword-on-page-check/{check['id']}").json()["result"]
    beef = next(row for row in result["keywords"] if row["keyword"] == "牛肉麵")
    cells = rows.nth(1).locator("td")
    expect(cells.nth(0)).to_have_text("牛肉麵")
    for index, place in enumerate(["title", "description", "headings", "body", "alt"], start=1):
        expect(cells.nth(index)).to_have_text(str(beef["counts"][place]))
    expect(cells.nth(6)).to_have_text(f"{beef['density']:.2f}%")
    assert beef["counts"]["body"] == 3
    screenshot(page, "tools-on-page-check")
    with page.expect_download() as download:
        page.get_by_test_id("on-page-export").click()
    lines = download.value.path().read_text(encoding="utf-8-sig").splitlines()
    assert lines[0] == f"網址,{url}" and lines[3].startswith("牛肉麵,0,1,1,3,1,")

    # both the check and its export are in the operation history; the check's row links back to it
    page.goto("/operation-history")
    expect(page.get_by_text("關鍵字頁面檢測匯出")).to_be_visible()
    expect(page.get_by_text(f"{url}：已檢查 3 個關鍵字")).to_be_visible()
    screenshot(page, "tools-on-page-history")
    page.goto(f"/tool/keyword-on-page-check?job={check['id']}")
    expect(page.get_by_test_id("on-page-results").locator("tr.ant-table-row")).to_have_count(3)

    # deduplicate: Traditional and Simplified folded only when asked
    page.goto("/tool/deduplicate")
    page.get_by_label("清單（每行一項）").fill("台灣美食\n台湾美食\nＳＥＯ\nseo\n\n東京 ラーメン")
    page.get_by_role("button", name="移除重複").click()
    expect(page.get_by_test_id("dedupe-output").get_by_role("textbox")).to_have_value("台灣美食\n台湾美食\nＳＥＯ\n東京 ラーメン")
    page.get_by_text("繁體／簡體差異（臺灣 = 台湾）").click()
    page.get_by_role("button", name="移除重複").click()
    expect(page.get_by_test_id("dedupe-output").get_by_role("textbox")).to_have_value("台灣美食\nＳＥＯ\n東京 ラーメン")
    expect(page.get_by_test_id("dedupe-removed")).to_contain_text("2")
    screenshot(page, "tools-deduplicate")
