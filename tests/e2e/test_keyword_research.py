"""Keyword research in headless Chromium against `ranklens up` (sandbox figures, no provider credentials):
the sidebar's keyword planning group lists the research screen; researching a tracked keyword shows the
figures the API reports, its stored top 10 and the project in it; clicking a related keyword loads that
keyword's overview (the URL holds it); the project's ranking grid then shows the researched keyword's
search volume, and a dash for the keyword nobody researched. Screenshots: test-output/screenshots/research-*."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import PASSWORD, screenshot, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api, tracked_coffee_project

pytestmark = pytest.mark.e2e

RESEARCHED, UNRESEARCHED = "台北 咖啡廳", "日月潭 住宿"

# keyword → search volume cell of each rendered grid row
GRID_VOLUMES = """() => {
  const rows = new Map()
  for (const cell of document.querySelectorAll('[data-testid=ranking-grid] .ag-row[row-index] [col-id]')) {
    const index = cell.closest('.ag-row').getAttribute('row-index')
    const row = rows.get(index) ?? {}
    row[cell.getAttribute('col-id')] = cell.textContent.trim()
    rows.set(index, row)
  }
  return Object.fromEntries([...rows.values()].filter((row) => row.text).map((row) => [row.text, row.search_volume]))
}"""


@pytest.fixture(scope="module")
def tracked(server, server_data_dir):
    """An advanced-plan owner whose project's keywords were ranked once from the sandbox (their SERPs, with
    related searches and questions, are stored)."""
    email = unique_email("research")
    operator_user(server_data_dir, email, plan_id=10, name="Research")
    session = httpx.post(f"{server}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    token = httpx.post(f"{server}/api/tokens", json={"name": "e2e", "expires_at": None},
                       headers={"Authorization": f"Bearer {session}"}).json()["token"]
    api = httpx.Client(base_url=f"{server}/api", headers={"Authorization": f"Bearer {token}"}, timeout=60)
    site = tracked_coffee_project(api, [RESEARCHED, UNRESEARCHED], "對手烘豆")
    yield email, site, api
    api.close()


def query_of(url: str) -> dict[str, list[str]]:
    return parse_qs(urlsplit(url).query)


def overview(api, keyword: str) -> dict:
    response = api.post("/research/overview", json={"keyword": keyword, "country": "TW", "language": "zh-TW"})
    assert response.status_code == 200, response.text
    return response.json()


def test_research_a_keyword_follow_a_related_one_and_see_the_volume_in_the_grid(new_context, tracked):
    email, site, api = tracked
    context = new_context()
    sign_in_via_api(context, email)
    page = context.new_page()
    page.goto("/keyword-planning/research")
    expect(page.get_by_role("menuitem", name="關鍵字研究")).to_be_visible()
    expect(page.get_by_text("輸入關鍵字，查看它的搜尋量")).to_be_visible()  # the start state, not a blank

    page.get_by_label("關鍵字").first.fill(RESEARCHED)
    page.get_by_role("button", name="研究").click()
    page.wait_for_url(lambda url: query_of(url).get("keyword") == [RESEARCHED])
    assert query_of(page.url) == {"keyword": [RESEARCHED], "country": ["TW"], "language": ["zh-TW"]}
    expect(page.get_by_test_id("research-keyword")).to_have_text(RESEARCHED)
    # the same figures the API answers (the sandbox's, cached for the month: asking again changes nothing)
    answer = overview(api, RESEARCHED)
    metrics = answer["metrics"]
    expect(page.get_by_test_id("research-volume")).to_contain_text(f"{metrics['volume']:,}")
    expect(page.get_by_test_id("research-cpc")).to_contain_text(f"${metrics['cpc_usd']:.2f}")
    expect(page.get_by_test_id("research-competition")).to_contain_text(f"{metrics['competition']} / 4")
    expect(page.get_by_test_id("research-difficulty-score")).to_contain_text(str(answer["difficulty"]["score"]))
    expect(page.get_by_text("示範資料（沙盒）：尚未連接關鍵字數據來源。")).to_be_visible()
    expect(page.get_by_test_id("research-history").locator("svg.recharts-surface")).to_be_visible()
    # the stored top 10, each result with its type, and the project when it ranks in it
    rows = page.get_by_test_id("research-serp").locator("tr.ant-table-row")
    expect(rows).to_have_count(len([r for r in answer["serp"]["results"] if r["url"]]))
    first = answer["serp"]["results"][0]
    expect(rows.first).to_contain_text(first["title"] or first["domain"])
    assert answer["related"], "the sandbox SERP shows related searches"
    for project in answer["projects"]:
        link = page.get_by_test_id("research-projects").get_by_role("link", name="查看排名")
        expect(link).to_have_attribute("href", f"/projects/{project['id']}/rankings")
    screenshot(page, "research-overview")

    # a related keyword's click researches it: its own overview, in the URL
    related = answer["related"][0]
    page.get_by_test_id("research-related").get_by_text(related, exact=True).click()
    expect(page.get_by_test_id("research-keyword")).to_have_text(related)
    assert query_of(page.url)["keyword"] == [related]
    expect(page.get_by_test_id("research-volume")).to_contain_text(f"{overview(api, related)['metrics']['volume']:,}")
    screenshot(page, "research-related-overview")

    # the ranking grid: the researched keyword's volume; a dash for the one nobody researched
    page.goto(f"/projects/{site['id']}/rankings")
    expect(page.get_by_role("columnheader", name="搜尋量")).to_be_visible()
    expected = {RESEARCHED: f"{metrics['volume']:,}", UNRESEARCHED: "—"}
    # the figure columns sit right of the ranks: scrolled into view (AG Grid renders only the visible columns)
    expect(page.get_by_test_id("ranking-grid").locator(".ag-row[row-index]")).to_have_count(2)
    page.get_by_test_id("ranking-grid").locator(".ag-body-horizontal-scroll-viewport").evaluate(
        "(bar) => { bar.scrollLeft = bar.scrollWidth }")
    page.wait_for_function(f"() => ({GRID_VOLUMES})()['{RESEARCHED}'] === '{expected[RESEARCHED]}'", timeout=20_000)
    volumes = page.evaluate(GRID_VOLUMES)
    assert {k: volumes[k] for k in expected} == expected
    screenshot(page, "research-rankings-volume")
