"""Saved keyword lists end to end in Chromium, against `ranklens up`: the sidebar's keyword planning group
opens the lists screen; a user creates a list, adds three keywords, refreshes their figures, sends the list to a project, and sees
the three in that project's ranking grid. Screenshots: test-output/screenshots/keyword-lists-*."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import unique_email
from tests.e2e.projects_flows import button, create_site_via_api, operator_user, sign_in_via_api, still_screenshot

pytestmark = pytest.mark.e2e

KEYWORDS = ["手沖咖啡 推薦", "咖啡豆 價格", "冷萃咖啡 做法"]
# the ranking grid's keyword cells, in row order
GRID_KEYWORDS = """() => [...document.querySelectorAll('[data-testid=ranking-grid] .ag-row[row-index]')]
  .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
  .map(row => row.querySelector('[col-id=text]')?.textContent.trim()).filter(Boolean)"""


def test_a_list_of_three_keywords_sent_to_a_project_shows_in_its_ranking_grid(new_context, server_data_dir):
    email = unique_email("lists")
    operator_user(server_data_dir, email, plan_id=10, name="Lists")
    context = new_context()
    sign_in_via_api(context, email)
    site = create_site_via_api(context, name="咖啡日誌", url="https://www.bean-journal.tw")
    page = context.new_page()

    page.goto("/")
    menu = page.get_by_role("navigation", name="主選單")
    menu.get_by_text("關鍵字規劃").click()
    menu.get_by_role("link", name="關鍵字清單").click()
    expect(page).to_have_url(re.compile(r"/keyword-planning/keywords-lists$"))
    expect(page.get_by_text("尚未建立關鍵字清單")).to_be_visible()
    expect(page.get_by_test_id("lists-usage")).to_have_text("已使用 0 / 50 個清單")  # the advanced plan's

    button(page, "新增清單").first.click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("清單名稱").fill("咖啡主題")
    button(dialog, "建立").click()
    expect(page.get_by_text("已建立清單「咖啡主題」")).to_be_visible()
    row = page.get_by_role("row").filter(has_text="咖啡主題")
    expect(row).to_contain_text("0")
    still_screenshot(page, "keyword-lists-index")
    row.get_by_role("link", name="咖啡主題").click()

    page.get_by_label("加入關鍵字").fill("\n".join([*KEYWORDS, KEYWORDS[0]]))
    button(page, "加入").click()
    expect(page.get_by_text("已加入 3 個，1 個已在清單中")).to_be_visible()
    expect(page.get_by_test_id("list-count")).to_have_text("3 / 1,000 個關鍵字")
    for keyword in KEYWORDS:
        expect(page.get_by_role("row").filter(has_text=keyword)).to_be_visible()
    expect(page.get_by_text("尚未取得數據，請按「更新數據」。")).to_be_visible()

    # the figures come from the research store (the sandbox here, labelled so)
    button(page, "更新數據").click()
    expect(page.get_by_text("已更新 3 個關鍵字的數據")).to_be_visible()
    priced = page.get_by_role("row").filter(has_text="咖啡豆 價格")
    expect(priced).to_contain_text("示範資料")
    expect(priced).to_contain_text("交易型")
    expect(page.get_by_text("尚未取得數據，請按「更新數據」。")).to_have_count(0)
    still_screenshot(page, "keyword-lists-detail")

    button(page, "加入專案追蹤").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("在專案中追蹤 3 個關鍵字")
    dialog.get_by_role("combobox", name="選擇專案").click()
    page.get_by_title("咖啡日誌").click()
    button(dialog, "加入追蹤").click()
    expect(dialog).to_contain_text("「咖啡日誌」已新增追蹤 3 個關鍵字，0 個原本已在追蹤")
    still_screenshot(page, "keyword-lists-sent")
    dialog.get_by_role("link", name="查看排名").click()

    expect(page).to_have_url(re.compile(rf"/projects/{site['id']}/rankings$"))
    page.wait_for_function(f"n => ({GRID_KEYWORDS})().length === n", arg=len(KEYWORDS))
    assert sorted(page.evaluate(GRID_KEYWORDS)) == sorted(KEYWORDS)
    expect(page.get_by_test_id("grid-total")).to_have_text(f"共 {len(KEYWORDS)} 個關鍵字")
    still_screenshot(page, "keyword-lists-project-grid")
