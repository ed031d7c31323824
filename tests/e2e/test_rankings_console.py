"""The rank tracking console end to end, against `ranklens up` with its in-process sandbox SERP source:
a project ranked through the manual update shows the dashboard buckets and top 3 the API reports; the
ranking grid shows the API's rows per tab and filter, opens a keyword's chart, and its CSV export holds
the grid's rows; adding a keyword with a forbidden character shows SPEC's message before submitting;
the screens render in Japanese and Simplified Chinese. Screenshots: test-output/screenshots/rankings-*."""

from __future__ import annotations

import csv
import io
import re

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import PASSWORD, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api, still_screenshot, tracked_coffee_project

pytestmark = pytest.mark.e2e

KEYWORDS = ["台北 咖啡廳", "信義區 美食", "無線耳機 推薦", "日月潭 住宿", "筆電 推薦", "手沖 咖啡豆", "咖啡 外帶"]
BUCKETS = ("on_first_page_count", "on_second_page_count", "on_third_page_count", "after_third_page_count",
           "not_found_count")

# the grid's rows as shown: keyword and today's cell of each rendered row, in row order
GRID_ROWS = """() => {
  const rows = new Map()
  for (const cell of document.querySelectorAll('[data-testid=ranking-grid] .ag-row[row-index] [col-id]')) {
    const index = Number(cell.closest('.ag-row').getAttribute('row-index'))
    const row = rows.get(index) ?? {}
    row[cell.getAttribute('col-id')] = cell.textContent.trim()
    rows.set(index, row)
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => [row.text, row.today])
}"""


@pytest.fixture(scope="module")
def ranked(server, server_data_dir):
    """An advanced-plan owner whose project's keywords were ranked once from the sandbox."""
    email = unique_email("console-ranks")
    operator_user(server_data_dir, email, plan_id=10, name="Console")
    session = httpx.post(f"{server}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    # an API token outlives the session, which ends when the browser signs in
    token = httpx.post(f"{server}/api/tokens", json={"name": "e2e", "expires_at": None},
                       headers={"Authorization": f"Bearer {session}"}).json()["token"]
    api = httpx.Client(base_url=f"{server}/api", headers={"Authorization": f"Bearer {token}"}, timeout=60)
    site = tracked_coffee_project(api, KEYWORDS, "對手烘豆")
    yield email, site, api
    api.close()


def signed_in(new_context, email: str, locale: str = "zh-TW"):
    context = new_context(locale=locale)
    sign_in_via_api(context, email)
    return context.new_page()


def grid_rows(page) -> list[list[str]]:
    return page.evaluate(GRID_ROWS)


def wait_for_grid(page, expected_count: int) -> list[list[str]]:
    page.wait_for_function(f"n => ({GRID_ROWS})().filter(r => r[0]).length === n", arg=expected_count)
    return grid_rows(page)


def wait_for_keywords(page, keywords: list[str]) -> None:
    page.wait_for_function(f"k => JSON.stringify(({GRID_ROWS})().map(r => r[0])) === JSON.stringify(k)", arg=keywords)


def test_the_dashboard_shows_the_buckets_and_top_3_the_api_reports(new_context, ranked):
    email, site, api = ranked
    body = api.get(f"/sites/{site['id']}", params={"append": "google_statistics,important_keywords"}).json()
    page = signed_in(new_context, email)
    page.goto(f"/projects/{site['id']}")
    expect(page.get_by_text("關鍵字追蹤表現")).to_be_visible()
    for name in BUCKETS:
        expect(page.get_by_test_id(f"bucket-{name}")).to_contain_text(str(body["google_statistics"]["today"][name]))
    best = page.get_by_test_id("best-top3").locator("li")
    expect(best).to_have_count(len(body["important_keywords"]["best_top3"]))
    for row, item in zip(best.all(), body["important_keywords"]["best_top3"], strict=True):
        expect(row).to_contain_text(item["term"])
        expect(row).to_contain_text(f"第 {item['position']} 名")
    changes = page.get_by_test_id("change-top3").locator("li")
    expect(changes).to_have_count(len(body["important_keywords"]["ranking_change_top3"]))
    expect(page.get_by_test_id("sandbox-tag")).to_have_text("沙盒資料")
    expect(page.get_by_text("網站競爭力與權威度")).to_be_visible()
    expect(page.get_by_text("選擇 Search Console 網站")).to_be_visible()  # not linked: the way to choose it
    expect(page.get_by_test_id("visibility-chart")).to_be_visible()
    still_screenshot(page, "rankings-dashboard")


def test_the_grid_tabs_filters_chart_and_csv_follow_the_api(new_context, ranked):
    email, site, api = ranked
    base = f"/sites/{site['id']}/keywords"
    page = signed_in(new_context, email)
    page.goto(f"/projects/{site['id']}/rankings")

    response = api.get(base, params={"per_page": 100})
    assert response.status_code == 200, response.text
    expected = [[k["text"], k["ranking"]["today"]["label"] or "—"] for k in response.json()["data"]]
    assert wait_for_grid(page, len(KEYWORDS)) == expected
    expect(page.get_by_test_id("grid-total")).to_have_text(f"共 {len(KEYWORDS)} 個關鍵字")
    still_screenshot(page, "rankings-grid")

    # the best tab: the API's order
    page.get_by_role("tab", name="表現最佳").click()
    expect(page).to_have_url(re.compile(r"tab=best"))
    best = [k["text"] for k in api.get(base, params={"tab": "best", "per_page": 100}).json()["data"]]
    wait_for_keywords(page, best)

    # pinned: pin one keyword in the grid, the pinned tab holds it alone
    page.get_by_role("tab", name="全部關鍵字").click()
    wait_for_grid(page, len(KEYWORDS))
    page.locator(".ag-row[row-index='2'] [col-id=pin] button").click()
    page.get_by_role("tab", name="已釘選").click()
    assert wait_for_grid(page, 1)[0][0] == expected[2][0]
    expect(page).to_have_url(re.compile(r"tab=pinned"))

    # quick filter (kept in the URL): only the keywords containing 咖啡
    page.get_by_role("tab", name="全部關鍵字").click()
    page.get_by_test_id("quick-filter").locator("input").fill("咖啡")
    coffee = [row for row in expected if "咖啡" in row[0]]
    assert wait_for_grid(page, len(coffee)) == coffee
    expect(page).to_have_url(re.compile(r"q=%E5%92%96%E5%95%A1"))
    page.reload()
    assert wait_for_grid(page, len(coffee)) == coffee

    # a ranked keyword's chart and the day's whole SERP, our row marked at the grid's position
    ranked_text, ranked_today = next((text, today) for text, today in coffee if today.isdigit())
    page.get_by_text(ranked_text, exact=True).click()
    drawer = page.locator(".ant-drawer-body")
    expect(drawer.get_by_test_id("keyword-chart")).to_be_visible()
    expect(drawer.locator(".recharts-line")).to_have_count(2)  # the project and its competitor
    keyword_id = next(k["id"] for k in response.json()["data"] if k["text"] == ranked_text)
    serp = api.get(f"/keywords/{keyword_id}/serp").json()
    assert len(serp["results"]) > 10  # the stored page, beyond the top 10
    serp_rows = drawer.get_by_test_id("day-serp").locator("tr.ant-table-row")
    expect(serp_rows).to_have_count(len(serp["results"]))
    ours = serp_rows.filter(has_text="您的網站")
    expect(ours).to_have_count(len([r for r in serp["results"] if r["site"] == "project"]))
    assert ranked_today in [cell.strip() for cell in ours.locator("td:first-child").all_inner_texts()]
    still_screenshot(page, "rankings-keyword-drawer")
    page.keyboard.press("Escape")

    # CSV export: the file's rows are the grid's rows (all keywords, by id)
    page.get_by_test_id("quick-filter").locator("input").fill("")
    wait_for_grid(page, len(KEYWORDS))
    page.get_by_test_id("export-menu").hover()
    with page.expect_download() as download:
        page.get_by_text("下載 CSV").click()
    text = download.value.path().read_text(encoding="utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))[1:]
    assert [[row[0], row[1] or "—"] for row in rows] == grid_rows(page)


def test_adding_a_keyword_with_a_forbidden_character_shows_the_spec_message(new_context, ranked):
    email, site, _ = ranked
    page = signed_in(new_context, email)
    page.goto(f"/projects/{site['id']}/keywords")
    page.get_by_test_id("add-keywords").fill("咖啡 <推薦>\n手沖")
    expect(page.get_by_test_id("add-keywords-error")).to_have_text("關鍵字不可包含 < >：咖啡 <推薦>")
    expect(page.get_by_role("button", name=re.compile("新增 2 個關鍵字"))).to_be_disabled()
    still_screenshot(page, "rankings-keywords-forbidden")


@pytest.mark.parametrize(("locale", "dashboard", "grid_header"), [
    ("ja", "キーワード追跡パフォーマンス", "ランクイン URL"),
    ("zh-CN", "关键词追踪表现", "排名网址"),
])
def test_the_dashboard_and_grid_in_japanese_and_simplified_chinese(new_context, ranked, locale, dashboard, grid_header):
    email, site, _ = ranked
    page = signed_in(new_context, email, locale=locale)
    page.goto(f"/projects/{site['id']}?locale={locale}")
    expect(page.get_by_text(dashboard)).to_be_visible()
    still_screenshot(page, f"rankings-dashboard-{locale}")
    page.goto(f"/projects/{site['id']}/rankings?locale={locale}")
    expect(page.locator(".ag-header-cell-text", has_text=grid_header)).to_be_visible()
    wait_for_grid(page, len(KEYWORDS))
    still_screenshot(page, f"rankings-grid-{locale}")


def test_every_screen_showing_sandbox_ranks_carries_the_sandbox_label(new_context, ranked):
    """The ranks came from the sandbox: the grid, the keyword drawer, the competitors page and the SERP
    trend tab say so with the dashboard's label (they showed made-up positions unlabelled)."""
    email, site, api = ranked
    page = signed_in(new_context, email)
    page.goto(f"/projects/{site['id']}/rankings")
    wait_for_grid(page, len(KEYWORDS))
    expect(page.get_by_test_id("sandbox-tag")).to_have_text("沙盒資料")
    still_screenshot(page, "sandbox-grid")

    page.get_by_text(KEYWORDS[0], exact=True).click()
    drawer = page.locator(".ant-drawer")
    expect(drawer.get_by_test_id("day-serp")).to_be_visible()
    expect(drawer.get_by_test_id("sandbox-tag")).to_have_text("沙盒資料")
    still_screenshot(page, "sandbox-drawer")

    page.goto(f"/projects/{site['id']}/competitors")
    expect(page.locator(".ag-row[row-index='0']")).to_be_visible()
    expect(page.get_by_test_id("sandbox-tag")).to_have_text("沙盒資料")
    still_screenshot(page, "sandbox-competitors")

    keyword = api.get(f"/sites/{site['id']}/keywords", params={"per_page": 1}).json()["data"][0]
    page.goto(f"/projects/serp-analysis?site={site['id']}&kw={keyword['id']}")
    expect(page.locator(".ant-card-head-title", has_text=keyword["text"])).to_be_visible()
    expect(page.get_by_test_id("sandbox-tag")).to_have_text("沙盒資料")
    still_screenshot(page, "sandbox-serp-trend")
