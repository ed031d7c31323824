"""The keyword network on hand-built SERPs (chDB, and a ClickHouse server when CLICKHOUSE_URL names one):
pairs counted by shared top-10 URLs of each keyword's latest SERP, the threshold, the project's rank, and
the clusters of a small known graph."""

from __future__ import annotations

import pytest

from analytics.rankings.keys import SerpScope
from analytics.rankings.keysets import keyword_set
from analytics.rankings.matching import MatchRule
from analytics.research.network import NetworkEdge, clusters, keyword_network
from analytics.schema import runner
from tests.analytics.rankings.builders import SCOPE, day, filler, store


@pytest.fixture
def client(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def shared_pairs(network) -> dict[tuple[str, str], int]:
    names = {node.keyword_id: node.keyword for node in network.nodes}
    return {tuple(sorted((names[e.source], names[e.target]))): e.shared for e in network.edges}


def test_pairs_count_the_urls_their_latest_top_10s_share(client):
    page = [f"https://shop.example/p{i}" for i in range(5)]
    # 咖啡豆 and 咖啡機 share p0-p3 (4 URLs); 咖啡豆 and 手沖 share p0, p4 (2); 咖啡機 and 手沖 share p0 (1).
    store(client, "咖啡豆", 3, [page[0], page[1], page[2], page[3], page[4], *filler(5, "a")])
    store(client, "咖啡機", 3, [*filler(2, "b"), page[3], page[2], page[1], page[0], *filler(4, "b2")])
    store(client, "手沖", 3, [page[4], page[0], *filler(8, "c")])
    # Shared beyond position 10 does not count: 拿鐵 shares p1 and p2 with 咖啡豆 at positions 11 and 12.
    store(client, "拿鐵", 3, [*filler(10, "d"), page[1], page[2]])
    # Only the latest day counts: 美式's older SERP shared everything with 咖啡豆, its latest shares nothing.
    store(client, "美式", 1, [page[0], page[1], page[2], page[3], page[4]])
    store(client, "美式", 2, filler(10, "e"))
    # Another scope's SERP (Japan) of a tracked keyword is not read.
    store(client, "手沖", 3, [page[0], page[1], page[2]], scope=SerpScope("google", "JP", "ja"))

    keywords = keyword_set(["咖啡豆", "咖啡機", "手沖", "拿鐵", "美式", "沒有資料"])
    network = keyword_network(client, SCOPE, keywords, since=day(0), min_shared=1)

    assert sorted(node.keyword for node in network.nodes) == ["咖啡機", "咖啡豆", "手沖", "拿鐵", "美式"]
    assert {node.keyword: node.day for node in network.nodes}["美式"] == day(2)
    assert shared_pairs(network) == {("咖啡機", "咖啡豆"): 4, ("咖啡豆", "手沖"): 2, ("咖啡機", "手沖"): 1}
    assert network.edges[0].shared == 4 and all(e.source < e.target for e in network.edges)

    strong = keyword_network(client, SCOPE, keywords, since=day(0))  # the default threshold: 2 shared
    assert shared_pairs(strong) == {("咖啡機", "咖啡豆"): 4, ("咖啡豆", "手沖"): 2}
    assert shared_pairs(keyword_network(client, SCOPE, keywords, since=day(0), min_shared=3)) == {("咖啡機", "咖啡豆"): 4}
    # Only SERPs from ``since`` on: 美式's latest is day 2.
    assert "美式" not in {n.keyword for n in keyword_network(client, SCOPE, keywords, since=day(3)).nodes}


def test_the_same_url_twice_in_one_top_10_counts_once_and_the_projects_rank_is_read(client):
    store(client, "台北 美食", 4, ["https://food.tw/a", "https://food.tw/a", "https://www.mysite.tw/x",
                                   "https://food.tw/b", *filler(6)])
    store(client, "台北美食", 4, ["https://food.tw/a", "https://food.tw/b", *filler(8, "z")])
    network = keyword_network(client, SCOPE, keyword_set(["台北 美食", "台北美食"]), since=day(0),
                              rule=MatchRule.for_site("https://www.mysite.tw"))
    assert shared_pairs(network) == {("台北 美食", "台北美食"): 2}
    assert {n.keyword: n.rank for n in network.nodes} == {"台北 美食": 3, "台北美食": None}


def test_no_keywords_or_no_serps_is_an_empty_network(client):
    assert keyword_network(client, SCOPE, keyword_set([]), since=day(0)).nodes == []
    empty = keyword_network(client, SCOPE, keyword_set(["無資料"]), since=day(0))
    assert (empty.nodes, empty.edges) == ([], [])


def edge(a: int, b: int, shared: int) -> NetworkEdge:
    return NetworkEdge(min(a, b), max(a, b), shared)


def test_clusters_of_two_dense_groups_joined_by_a_weak_bridge():
    # Two triangles (1-2-3 and 4-5-6, 3 to 5 shared pages each) joined by 3-4 (2 shared); 7 has no edge.
    edges = [edge(1, 2, 5), edge(2, 3, 4), edge(1, 3, 3), edge(4, 5, 5), edge(5, 6, 4), edge(4, 6, 3), edge(3, 4, 2),
             # a third group, larger: 8-9-10-11 in a ring
             edge(8, 9, 3), edge(9, 10, 3), edge(10, 11, 3), edge(8, 11, 3)]
    found = clusters(list(range(1, 12)), edges)
    assert found[7] is None
    groups = {}
    for node, cluster in found.items():
        groups.setdefault(cluster, set()).add(node)
    assert groups == {1: {8, 9, 10, 11}, 2: {1, 2, 3}, 3: {4, 5, 6}, None: {7}}  # numbered: largest first


def test_clusters_are_deterministic_and_equal_sizes_rank_by_volume():
    edges = [edge(1, 2, 2), edge(3, 4, 2)]
    assert clusters([1, 2, 3, 4], edges, {1: 10, 2: 10, 3: 500, 4: None}) == {3: 1, 4: 1, 1: 2, 2: 2}
    assert clusters([1, 2, 3, 4], list(reversed(edges)), {1: 10, 2: 10, 3: 500}) == {1: 2, 2: 2, 3: 1, 4: 1}
    assert clusters([1], []) == {1: None}
