"""GET /api/research/network: the keyword network graph of a project, for the enterprise plan only (SPEC §6),
from hand-built SERPs stored in the project's scope and cached volumes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from analytics.rankings import ingest
from analytics.rankings.keys import SerpScope
from analytics.research.model import KeywordMetrics
from analytics.research.store import store_metrics
from api.research.network import MAX_NODES
from tests.analytics.rankings.builders import filler, organic
from tests.api.projects.support import error, field_errors, join, new_site
from tests.factories import make_user

TW = SerpScope("google", "TW", "zh-TW")
ENTERPRISE = 7
SITE = "www.mysite.com.tw"


def store_serp(store, keyword: str, sites: list[str], days_ago: int = 1, scope: SerpScope = TW) -> None:
    at = datetime.now(UTC) - timedelta(days=days_ago)
    ingest.ingest_serp(store, scope.key(keyword, at.date()), organic(*sites), source="sandbox", fetched_at=at,
                       is_sandbox=True)


def volumes(store, **by_keyword: int) -> None:
    store_metrics(store, "TW", "zh-TW", [KeywordMetrics(k, volume=v, history=(), cpc_usd=None, cpc_low_usd=None,
                                                        cpc_high_usd=None, competition_index=None,
                                                        competition_label="", source="sandbox", sandbox=True)
                                         for k, v in by_keyword.items()])


def network(client, who, site_id, **params):
    return client.get("/api/research/network", params={"site_id": site_id, **params}, headers=who.headers)


PAGES = [f"https://coffee.example/{i}" for i in range(6)]


@pytest.fixture
def coffee(client, research):
    """An enterprise user's project tracking five keywords: 咖啡豆, 咖啡機 and 手沖 share pages (4 and 3 and
    2), 茶葉 and 烏龍茶 share 2; 沒資料 has no SERP."""
    owner = make_user(plan_id=ENTERPRISE)
    site = new_site(client, owner, url=f"https://{SITE}", keywords="咖啡豆\n咖啡機\n手沖\n茶葉\n烏龍茶\n沒資料")
    store_serp(research, "咖啡豆", [*PAGES[:4], f"https://{SITE}/beans", *filler(5, "a")])
    store_serp(research, "咖啡機", [*PAGES[:4], *filler(6, "b")])
    store_serp(research, "咖啡機", filler(10, "old"), days_ago=3)  # an older day: not read
    store_serp(research, "手沖", [PAGES[0], PAGES[1], PAGES[2], *filler(7, "c")])
    store_serp(research, "茶葉", ["https://tea.example/1", "https://tea.example/2", PAGES[5], *filler(7, "d")])
    store_serp(research, "烏龍茶", ["https://tea.example/2", "https://tea.example/1", *filler(8, "e")])
    volumes(research, 咖啡豆=5000, 咖啡機=2400, 茶葉=880)
    return owner, site


def test_nodes_edges_and_clusters_of_a_projects_keywords(client, coffee):
    owner, site = coffee
    response = network(client, owner, site["id"])
    assert response.status_code == 200, response.text
    body = response.json()
    nodes = {n["keyword"]: n for n in body["nodes"]}
    assert set(nodes) == {"咖啡豆", "咖啡機", "手沖", "茶葉", "烏龍茶"}
    assert (body["keywords"], body["with_serp"], body["truncated"], body["min_shared"]) == (6, 5, False, 2)
    assert [nodes[k]["volume"] for k in ("咖啡豆", "咖啡機", "手沖", "茶葉")] == [5000, 2400, None, 880]
    assert nodes["咖啡豆"]["rank"] == 5 and nodes["咖啡機"]["rank"] is None
    keyword_of = {n["id"]: n["keyword"] for n in body["nodes"]}
    edges = {tuple(sorted((keyword_of[e["source"]], keyword_of[e["target"]]))): e["shared"] for e in body["edges"]}
    assert edges == {("咖啡機", "咖啡豆"): 4, ("咖啡豆", "手沖"): 3, ("咖啡機", "手沖"): 3, ("烏龍茶", "茶葉"): 2}
    # the coffee group is the larger cluster: number 1
    assert {k: nodes[k]["cluster"] for k in nodes} == {"咖啡豆": 1, "咖啡機": 1, "手沖": 1, "茶葉": 2, "烏龍茶": 2}
    assert body["clusters"] == [{"id": 1, "size": 3, "volume": 7400}, {"id": 2, "size": 2, "volume": 880}]
    ids = {k["text"]: k["id"] for k in client.get(f"/api/sites/{site['id']}/keywords",
                                                  headers=owner.headers).json()["data"]}
    assert nodes["咖啡豆"]["id"] == ids["咖啡豆"]  # the tracked keyword's id, for "add to list"

    stricter = network(client, owner, site["id"], min_shared=3).json()
    assert len(stricter["edges"]) == 3 and {n["keyword"]: n["cluster"] for n in stricter["nodes"]}["茶葉"] is None
    assert stricter["clusters"] == [{"id": 1, "size": 3, "volume": 7400}]


def test_a_member_sees_the_graph_and_a_stranger_gets_404(client, coffee):
    owner, site = coffee
    member = make_user("member@example.com", plan_id=ENTERPRISE)
    join(client, owner, site["id"], member)
    assert len(network(client, member, site["id"]).json()["nodes"]) == 5
    stranger = make_user("stranger@example.com", plan_id=ENTERPRISE)
    error(network(client, stranger, site["id"]), 404, "resource.not_found")
    error(network(client, stranger, 999_999), 404, "resource.not_found")


@pytest.mark.parametrize(("plan_id", "locale", "text"), [
    (8, "zh-TW", "目前方案不支援此功能，請聯繫客服"),
    (3, "en", "Your plan does not support this feature; contact support"),
    (10, "ja", "現在のプランではこの機能をご利用いただけません。サポートにお問い合わせください"),
    (5, "zh-CN", "当前方案不支持此功能，请联系客服"),
])
def test_other_plans_are_refused_with_403_on_their_own_project(client, research, plan_id, locale, text):
    user = make_user(plan_id=plan_id)
    site = new_site(client, user, keywords="咖啡豆")
    response = client.get("/api/research/network", params={"site_id": site["id"]},
                          headers={**user.headers, "Accept-Language": locale})
    assert error(response, 403, "plan.feature_unavailable")["message"] == text
    access = client.get("/api/me", headers=user.headers).json()["subscription"]["features"]["keyword_network_graph"]
    assert access["included"] is False and access["upgrade"]["id"] == ENTERPRISE


def test_a_project_without_serps_is_an_empty_graph_and_bad_thresholds_are_422(client, research):
    owner = make_user(plan_id=ENTERPRISE)
    site = new_site(client, owner, keywords="咖啡豆\n手沖")
    body = network(client, owner, site["id"]).json()
    assert (body["nodes"], body["edges"], body["clusters"], body["keywords"]) == ([], [], [], 2)
    for bad in (0, 11, "x"):
        assert "min_shared" in field_errors(network(client, owner, site["id"], min_shared=bad))
    assert "site_id" in field_errors(client.get("/api/research/network", headers=owner.headers))


def test_more_keywords_than_can_be_drawn_keep_the_highest_volumes(client, research, monkeypatch):
    monkeypatch.setattr("api.research.network.MAX_NODES", 2)
    owner = make_user(plan_id=ENTERPRISE)
    site = new_site(client, owner, keywords="甲\n乙\n丙")
    for keyword in ("甲", "乙", "丙"):
        store_serp(research, keyword, PAGES[:3])
    volumes(research, 甲=10, 乙=300, 丙=20)
    body = network(client, owner, site["id"]).json()
    assert (body["with_serp"], body["max_nodes"], body["truncated"]) == (3, 2, True)
    assert [n["keyword"] for n in body["nodes"]] == ["乙", "丙"] and len(body["edges"]) == 1
    assert MAX_NODES == 2_000
