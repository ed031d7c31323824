"""The keyword network graph end to end: `ranklens up` ranks a project's keywords through the Serper client
against a local stand-in answering Serper's documented payload with hand-built top 10s (keywords of one
topic share four pages), research overviews cache their sandbox volumes, and in Chromium the enterprise
user sees the graph drawn with WebGL (as many nodes as the API answers) and lists a cluster's keywords;
an advanced-plan user has no menu entry and is refused on the URL."""

from __future__ import annotations

import time

import httpx
import pytest
from playwright.sync_api import expect

from tests.crawler.sources.providers import Answer, ProviderServer, Received
from tests.e2e.conftest import run_server
from tests.e2e.helpers import PASSWORD, screenshot, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api

pytestmark = pytest.mark.e2e

COFFEE = ["手沖咖啡 入門", "手沖咖啡 器材", "咖啡豆 推薦", "咖啡豆 保存"]
TEA = ["烏龍茶 推薦", "烏龍茶 功效", "高山茶 價格"]
ALONE = "台北 停車"
KEYWORDS = [*COFFEE, *TEA, ALONE]
SITE = "www.graph-beans.tw"
SERP_RANKING = "SERP 排名"


def top10(keyword: str) -> list[str]:
    """Four pages of the keyword's topic (shared by its topic's keywords), then six of its own."""
    topic = "coffee" if keyword in COFFEE else "tea" if keyword in TEA else None
    shared = [f"https://{topic}-guide.example/page-{i}" for i in range(4)] if topic else []
    own = [f"https://own{i}.example/{KEYWORDS.index(keyword)}/{i}" for i in range(10 - len(shared))]
    if keyword == COFFEE[2]:
        own[0] = f"https://{SITE}/beans"  # the project ranks 5th for 咖啡豆 推薦
    return [*shared, *own]


def serper(request: Received) -> Answer:
    """Serper's POST /search: page 1 holds the keyword's top 10, later pages are empty."""
    if request.headers.get("X-API-KEY") != "serper-key":
        return 403, {"message": "Unauthorized.", "statusCode": 403}
    body = request.body
    page = int(body.get("page") or 1)
    urls = top10(body["q"]) if page == 1 else []
    return 200, {"searchParameters": {**body, "type": "search", "engine": "google"},
                 "organic": [{"title": f"{body['q']} {i}", "link": url, "snippet": "", "position": i}
                             for i, url in enumerate(urls, start=1)],
                 "credits": 1}


@pytest.fixture(scope="module")
def graph_server(tmp_path_factory):
    """A server of this test's own whose SERP source is the local Serper stand-in."""
    data_dir = tmp_path_factory.mktemp("keyword-graph") / "data"
    with ProviderServer(serper) as provider:
        settings = {"RANKLENS_SERP_SOURCES": "serper", "RANKLENS_SERPER_KEY": "serper-key",
                    "RANKLENS_SERPER_URL": provider.url}
        for base_url in run_server(data_dir, settings):
            yield base_url, data_dir


def api_client(server: str, email: str) -> httpx.Client:
    token = httpx.post(f"{server}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    return httpx.Client(base_url=f"{server}/api", headers={"Authorization": f"Bearer {token}"}, timeout=60)


def signed_in(browser, server: str, email: str):
    """A browser context signed in as ``email`` and its page on the projects overview."""
    context = browser.new_context(base_url=server, locale="zh-TW", viewport={"width": 1440, "height": 900})
    context.set_default_timeout(20_000)
    sign_in_via_api(context, email)
    page = context.new_page()
    page.goto("/")
    return context, page


def test_the_enterprise_user_sees_the_graph_and_lists_a_cluster_and_others_are_refused(graph_server, browser):
    server, data_dir = graph_server
    email = unique_email("graph")
    operator_user(data_dir, email, plan_id=7, name="Enterprise")
    api = api_client(server, email)
    site = api.post("/sites", json={"name": "豆子圖", "url": f"https://{SITE}", "country": "TW", "language": "zh-TW",
                                    "keywords": "\n".join(KEYWORDS)}).json()
    base = f"/sites/{site['id']}/ranking_update"
    assert api.post(base).status_code == 202
    deadline = time.monotonic() + 240
    while (status := api.get(base).json())["updating"]:
        assert time.monotonic() < deadline, status
        time.sleep(1)
    assert status["operation"]["detail"]["ok"] == len(KEYWORDS), status
    for keyword in KEYWORDS:  # each overview caches the keyword's (sandbox) volume
        assert api.post("/research/overview", json={"keyword": keyword, "country": "TW",
                                                    "language": "zh-TW"}).status_code == 200
    network = api.get("/research/network", params={"site_id": site["id"]}).json()
    api.close()
    assert len(network["nodes"]) == len(KEYWORDS) and len(network["edges"]) == 6 + 3
    assert [(c["id"], c["size"]) for c in network["clusters"]] == [(1, 4), (2, 3)]
    assert all(n["volume"] is not None for n in network["nodes"])

    context, page = signed_in(browser, server, email)
    nav = page.get_by_role("navigation", name="主選單")
    nav.get_by_text("關鍵字規劃", exact=True).click()
    nav.get_by_role("link", name="關鍵字網路圖").click()
    expect(page).to_have_url(f"{server}/keyword-planning/keyword-network-graph")
    stage = page.get_by_test_id("keyword-graph")
    expect(stage).to_have_attribute("data-painted", "true")
    expect(stage).to_have_attribute("data-layout", "done")
    assert stage.locator("canvas").count() > 0  # sigma's WebGL layers
    expect(stage).to_have_attribute("data-nodes", str(len(network["nodes"])))
    expect(stage).to_have_attribute("data-edges", str(len(network["edges"])))
    expect(page.get_by_test_id("graph-summary")).to_have_text("8 個關鍵字 · 9 條連結 · 2 個群組")
    legend = page.get_by_test_id("graph-legend")
    expect(legend).to_contain_text("1 個未相連的關鍵字")
    screenshot(page, "keyword-graph-zh-TW")

    legend.get_by_role("button", name="群組 1").click()
    panel = page.get_by_test_id("cluster-panel")
    expect(panel).to_contain_text("4 個關鍵字")
    rows = panel.locator("tbody tr.ant-table-row")
    expect(rows).to_have_count(4)
    assert sorted(rows.locator("td:nth-child(2)").all_inner_texts()) == sorted(COFFEE)
    ranked = panel.locator("tr", has_text="咖啡豆 推薦")
    expect(ranked.locator("td").last).to_have_text("5")
    panel.locator("tbody tr.ant-table-row").first.locator("input[type=checkbox]").check()
    expect(page.get_by_test_id("selected-keywords")).to_contain_text("已選 1 個關鍵字")
    screenshot(page, "keyword-graph-cluster-zh-TW")

    # English: the same graph, the other cluster
    page.goto("/keyword-planning/keyword-network-graph?locale=en")
    expect(page.get_by_test_id("graph-summary")).to_have_text("8 keywords · 9 links · 2 clusters")
    page.get_by_test_id("graph-legend").get_by_role("button", name="Cluster 2").click()
    expect(page.get_by_test_id("cluster-panel").locator("tbody tr.ant-table-row")).to_have_count(3)
    context.close()

    other = unique_email("graph-advanced")
    operator_user(data_dir, other, plan_id=10, name="Advanced")
    context, page = signed_in(browser, server, other)
    nav = page.get_by_role("navigation", name="主選單")
    nav.get_by_text("關鍵字規劃", exact=True).click()
    expect(nav.get_by_role("link", name=SERP_RANKING)).to_be_visible()  # the group is open
    expect(nav.get_by_role("link", name="關鍵字網路圖")).to_have_count(0)
    page.goto("/keyword-planning/keyword-network-graph")
    expect(page.get_by_text("目前方案不支援此功能，請聯繫客服")).to_be_visible()
    expect(page.get_by_test_id("keyword-graph")).to_have_count(0)
    refused = context.request.get(f"/api/research/network?site_id={site['id']}")
    assert refused.status == 403 and refused.json()["code"] == "plan.feature_unavailable"
    screenshot(page, "keyword-graph-refused-zh-TW")
    context.close()
