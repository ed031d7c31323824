"""Saved keyword lists end to end in Chromium, against `ranklens up`: the sidebar's keyword planning group
opens the lists screen; a user creates a list, adds three keywords (one twice) and refreshes their figures.
Sending a list to a project ends the suggestions flow (test_keyword_suggestions.py). Screenshots: test-output/screenshots/keyword-lists-*."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import unique_email
from tests.e2e.projects_flows import button, operator_user, sign_in_via_api, still_screenshot

pytestmark = pytest.mark.e2e

KEYWORDS = ["手沖咖啡 推薦", "咖啡豆 價格", "冷萃咖啡 做法"]


def test_a_list_takes_three_keywords_once_each_and_their_figures(new_context, server_data_dir):
    email = unique_email("lists")
    operator_user(server_data_dir, email, plan_id=10, name="Lists")
    context = new_context()
    sign_in_via_api(context, email)
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
