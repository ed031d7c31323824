"""The keyword suggestions screen in headless Chromium against `ranklens up` (sandbox figures, no provider
credentials): the sidebar entry, the seed's validation, a search showing every idea with the API's own
figures and the allowance used, the volume and intent filters, a word group, row selection, the CSV
export of the rows shown and the Excel one's mailed message. Screenshots: test-output/screenshots/suggestions-*."""

from __future__ import annotations

import csv
import io
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import csrf_headers, screenshot, unique_email
from tests.e2e.projects_flows import button, create_site_via_api, operator_user, sign_in_via_api

pytestmark = pytest.mark.e2e

SEED = "咖啡豆"
# the ranking grid's keyword cells, in row order
GRID_KEYWORDS = """() => [...document.querySelectorAll('[data-testid=ranking-grid] .ag-row[row-index]')]
  .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
  .map(row => row.querySelector('[col-id=text]')?.textContent.trim()).filter(Boolean)"""


@pytest.fixture(scope="module")
def account(server, server_data_dir):
    email = unique_email("suggest")
    operator_user(server_data_dir, email, plan_id=3, name="Suggest")  # basic: 300 keyword searches a month
    return email


def cell(page, keyword: str, column: str):
    return page.locator(f'[data-testid=suggestions-grid] .ag-row[row-id="{keyword}"] [col-id="{column}"]')


def shown(page, count: int, total: int):
    expect(page.get_by_test_id("suggestions-shown")).to_have_text(f"顯示 {count:,} / {total:,} 個")


def test_suggestions_filter_group_select_and_export(new_context, account):
    context = new_context()
    sign_in_via_api(context, account)
    site = create_site_via_api(context, name="咖啡豆商店", url="https://www.bean-shop.tw")  # where the ideas go at the end
    page = context.new_page()
    page.goto("/")
    page.get_by_role("menuitem", name="關鍵字規劃").click()
    page.get_by_role("menuitem", name="關鍵字建議").click()
    expect(page).to_have_url(re.compile(r"/keyword-planning/suggestions$"))
    expect(page.get_by_role("heading", name="關鍵字建議")).to_be_visible()
    expect(page.get_by_test_id("suggestions-allowance")).to_have_text("本月關鍵字搜尋：已用 0 次，剩餘 300 次")
    screenshot(page, "suggestions-empty")

    # SPEC §5's texts before anything is asked: required, forbidden characters
    page.get_by_test_id("suggestions-submit").click()
    expect(page.get_by_text("此欄位為必填")).to_be_visible()
    page.get_by_label("種子關鍵字").fill("咖啡<豆>")
    page.get_by_test_id("suggestions-submit").click()
    expect(page.get_by_text("關鍵字不可包含 < >：咖啡<豆>")).to_be_visible()

    page.get_by_label("種子關鍵字").fill(SEED)
    page.get_by_test_id("suggestions-submit").click()
    expect(cell(page, SEED, "volume")).to_be_visible(timeout=30_000)
    expect(page.get_by_test_id("suggestions-allowance")).to_have_text("本月關鍵字搜尋：已用 1 次，剩餘 299 次")
    expect(page.get_by_test_id("sandbox-tag").first).to_be_visible()

    # the figures on screen are the API's (the same search again: this month's cached figures)
    answer = context.request.post("/api/research/suggestions", data={"seed": SEED, "country": "TW", "language": "zh-TW"},
                                  headers=csrf_headers(context))
    assert answer.ok, answer.text()
    ideas = answer.json()["ideas"]
    total = len(ideas)
    assert total > 100
    expect(page.get_by_test_id("suggestions-found")).to_have_text(f"「{SEED}」的 {total:,} 個關鍵字建議")
    shown(page, total, total)
    for idea in ideas[:3]:
        metrics = idea["metrics"]
        expect(cell(page, idea["keyword"], "volume")).to_have_text(f"{metrics['volume']:,}")
        expect(cell(page, idea["keyword"], "cpc")).to_have_text(f"${metrics['cpc_usd']:.2f}")
        level = metrics["competition"]
        expect(cell(page, idea["keyword"], "competition")).to_contain_text(f"{level} · ")
        expect(cell(page, idea["keyword"], "intent")).to_contain_text(idea["intent"]["primary_label"])
        expect(cell(page, idea["keyword"], "source")).to_have_text(idea["origin_label"])
    expect(cell(page, SEED, "trend").locator("svg path")).to_have_count(1)
    screenshot(page, "suggestions-results")

    # volume range, then intent
    volumes = sorted(i["metrics"]["volume"] for i in ideas)
    floor = volumes[len(volumes) // 2]
    page.get_by_label("最低搜尋量").fill(str(floor))
    wide = [i for i in ideas if i["metrics"]["volume"] >= floor]
    shown(page, len(wide), total)
    page.get_by_test_id("intent-filter").click()
    page.locator(".ant-select-item-option", has_text="交易型").click()
    page.keyboard.press("Escape")
    buying = [i for i in wide if "transactional" in i["intent"]["intents"]]
    assert 0 < len(buying) < len(wide)
    shown(page, len(buying), total)
    screenshot(page, "suggestions-filtered")

    # a word group: its count, and clicking it keeps the ideas holding that word (jieba's words)
    page.get_by_role("button", name="清除篩選").click()
    shown(page, total, total)
    holding = [i for i in ideas if "推薦" in i["words"]]
    group = page.get_by_test_id("suggestions-groups").locator('[data-group="推薦"]')
    expect(group).to_contain_text(str(len(holding)))
    group.click()
    shown(page, len(holding), total)

    # select three rows: the toolbar counts them
    picked = [idea["keyword"] for idea in holding[:3]]
    for keyword in picked:
        page.locator(f'.ag-row[row-id="{keyword}"] .ag-selection-checkbox input').first.check()
    expect(page.get_by_test_id("suggestions-selected")).to_have_text("已選取 3 個")
    screenshot(page, "suggestions-group")

    # the CSV holds the rows shown, with the API's figures
    with page.expect_download() as download:
        page.get_by_test_id("suggestions-export-csv").click()
    assert download.value.suggested_filename == f"keyword-suggestions-TW-zh-TW-{SEED}-sandbox.csv"
    text = download.value.path().read_text(encoding="utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert sorted(r["關鍵字"] for r in rows) == sorted(i["keyword"] for i in holding)
    by_keyword = {i["keyword"]: i for i in holding}
    for row in rows:
        metrics = by_keyword[row["關鍵字"]]["metrics"]
        assert int(row["搜尋量"]) == metrics["volume"] and float(row["CPC（USD）"]) == metrics["cpc_usd"]
        assert int(row["競爭程度 0-4"]) == metrics["competition"]
        assert len(row["12 個月趨勢"].split()) == 12
    # the Excel export is mailed: the server says where (tests/api/research/test_suggestions_export.py reads it)
    page.get_by_test_id("suggestions-export-excel").click()
    expect(page.get_by_text(f"Excel 檔案將寄至 {account}")).to_be_visible()

    # the three go to a new saved list ...
    button(page, "加入清單").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("將 3 個關鍵字加入清單")
    dialog.get_by_text("新清單", exact=True).click()
    dialog.get_by_label("新清單名稱").fill("咖啡豆點子")
    button(dialog, "確定").click()
    expect(page.get_by_text("已加入「咖啡豆點子」3 個，0 個已在清單中")).to_be_visible()

    # ... the list goes to a project, and the project's ranking grid tracks them
    menu = page.get_by_role("navigation", name="主選單")
    menu.get_by_role("link", name="關鍵字清單").click()
    page.get_by_role("row").filter(has_text="咖啡豆點子").get_by_role("link", name="咖啡豆點子").click()
    expect(page.get_by_test_id("list-count")).to_contain_text("3 / ")
    button(page, "加入專案追蹤").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("combobox", name="選擇專案").click()
    page.get_by_title("咖啡豆商店").click()
    button(dialog, "加入追蹤").click()
    expect(dialog).to_contain_text("「咖啡豆商店」已新增追蹤 3 個關鍵字，0 個原本已在追蹤")
    dialog.get_by_role("link", name="查看排名").click()
    expect(page).to_have_url(re.compile(rf"/projects/{site['id']}/rankings$"))
    page.wait_for_function(f"n => ({GRID_KEYWORDS})().length === n", arg=len(picked))
    assert sorted(page.evaluate(GRID_KEYWORDS)) == sorted(picked)
    screenshot(page, "suggestions-tracked")
