"""The keyword network: which keywords one page can win together, read from the stored SERPs.

Two keywords are linked when their latest stored top 10s share pages: the edge's weight is the number of
URLs (``url_key``: scheme-less, canonical host, path and query) found in both. Each keyword's SERP is its
latest stored day's latest fetch in ``serp_lists`` (one row per fetch holding its organic list, best
position first). The pairs are counted in ClickHouse from one read of those lists: each URL's keywords,
then every pair of them, summed per pair (:func:`keyword_network`).

Clusters (:func:`clusters`) are found by weighted label propagation, made deterministic: every keyword
starts with its own label; in rounds, each keyword (heaviest first: by the sum of its edges' weights,
then by id) takes the label its neighbours hold with the greatest total weight (a tie kept when its own
label is among the best, else the smallest label); it stops when a round changes nothing, or after
:data:`MAX_ROUNDS`. Keywords linked by many shared pages end with one label; a weak bridge between two
dense groups does not merge them, as connected components would. Keywords without an edge belong to no
cluster (None). Clusters are numbered from 1, the largest first (then the larger summed volume, then
the smallest keyword id).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from clickhouse_connect.driver.client import Client

from analytics.rankings.keys import SCOPE_ID_FILTER, SerpScope
from analytics.rankings.keysets import KeywordSet
from analytics.rankings.matching import MatchRule
from analytics.rankings.queries import BY_DAY, TOP_10, list_match

DEFAULT_MIN_SHARED = 2
MAX_ROUNDS = 50


@dataclass(frozen=True)
class NetworkNode:
    """A keyword with a stored SERP: its keyword id (``halfMD5`` of the normalized text), the caller's
    text, the day of its latest SERP and the project's organic position in it (None: not found in the
    fetched depth)."""

    keyword_id: int
    keyword: str
    day: date
    rank: int | None


@dataclass(frozen=True)
class NetworkEdge:
    """Two keywords (ids, ``source < target``) whose latest top 10s share ``shared`` URLs."""

    source: int
    target: int
    shared: int


@dataclass(frozen=True)
class Network:
    nodes: list[NetworkNode]
    edges: list[NetworkEdge]


def _latest_lists(keywords: KeywordSet, rule: MatchRule | None) -> tuple[str, dict[str, object]]:
    """A subquery with one row per keyword having a stored SERP from ``{since:Date}`` on: ``keyword_id``
    and ``f`` = (its latest day, the distinct URL keys of its top 10, the rule's position or NULL)."""
    rank, params = ("NULL", {}) if rule is None else list_match(rule, "site")
    if rule is not None:
        rank = f"if(({rank} AS site_at) > 0, positions[site_at], NULL)"
    return f"""
        SELECT keyword_id, argMax(tuple(day, arrayDistinct(arrayFilter((k, p) -> p <= {TOP_10}, url_keys, positions)),
                                        {rank}), (day, fetched_at)) AS f
        FROM serp_lists WHERE {SCOPE_ID_FILTER} AND {keywords.ids_in()} AND day >= {{since:Date}}
        GROUP BY keyword_id""", params


def keyword_network(client: Client, scope: SerpScope, keywords: KeywordSet, *, since: date,
                    min_shared: int = DEFAULT_MIN_SHARED, rule: MatchRule | None = None) -> Network:
    """The keywords of ``keywords`` with a stored SERP in ``scope`` from ``since`` on (their latest one),
    with ``rule``'s position in it when given, and the pairs of them whose top 10s share at least
    ``min_shared`` URLs (the most shared first)."""
    if not keywords:
        return Network([], [])
    latest, params = _latest_lists(keywords, rule)
    params = {**scope.params(), **keywords.params(), **params, "since": since}
    rows = client.query(f"SELECT keyword_id, f.1, f.3 FROM ({latest}) {BY_DAY}", parameters=params).result_rows
    nodes = [NetworkNode(id_, keywords.text(id_), day, rank) for id_, day, rank in rows]
    nodes.sort(key=lambda node: node.keyword_id)
    # Each URL's keywords (sorted ids, distinct: a keyword's URLs are), then every pair of them: a URL
    # shared by n keywords adds one to each of its n(n-1)/2 pairs.
    result = client.query(
        f"""
        SELECT pair.1 AS source, pair.2 AS target, count() AS shared FROM (
            SELECT arraySort(groupArray(keyword_id)) AS ids
            FROM (SELECT keyword_id, arrayJoin(f.2) AS url FROM ({latest}))
            GROUP BY url HAVING length(ids) > 1)
        ARRAY JOIN arrayFlatten(arrayMap((x, i) -> arrayMap(y -> (x, y), arraySlice(ids, i + 1)),
                                         ids, arrayEnumerate(ids))) AS pair
        GROUP BY source, target HAVING shared >= {{min_shared:UInt32}}
        ORDER BY shared DESC, source, target {BY_DAY}
        """, parameters={**params, "min_shared": min_shared})
    return Network(nodes, [NetworkEdge(source, target, shared) for source, target, shared in result.result_rows])


def clusters(nodes: Sequence[int], edges: Sequence[NetworkEdge],
             volumes: Mapping[int, int | None] | None = None) -> dict[int, int | None]:
    """Each node's cluster (1, 2, …; None for a node without edges) by weighted label propagation (see the
    module's docstring); ``volumes`` only orders clusters of equal size."""
    neighbours: dict[int, dict[int, int]] = defaultdict(dict)
    for edge in edges:
        if edge.source == edge.target:
            continue
        neighbours[edge.source][edge.target] = neighbours[edge.source].get(edge.target, 0) + edge.shared
        neighbours[edge.target][edge.source] = neighbours[edge.target].get(edge.source, 0) + edge.shared
    label = {node: node for node in neighbours}
    order = sorted(neighbours, key=lambda node: (-sum(neighbours[node].values()), node))
    for _ in range(MAX_ROUNDS):
        changed = False
        for node in order:
            weights: dict[int, int] = defaultdict(int)
            for other, weight in neighbours[node].items():
                weights[label[other]] += weight
            best = max(weights.values())
            tied = [candidate for candidate, weight in weights.items() if weight == best]
            chosen = label[node] if label[node] in tied else min(tied)
            if chosen != label[node]:
                label[node] = chosen
                changed = True
        if not changed:
            break
    members: dict[int, list[int]] = defaultdict(list)
    for node, found in label.items():
        members[found].append(node)
    volumes = volumes or {}
    ranked = sorted(members.values(), key=lambda group: (-len(group), -sum(volumes.get(n) or 0 for n in group),
                                                         min(group)))
    numbered = {node: number for number, group in enumerate(ranked, start=1) for node in group}
    return {node: numbered.get(node) for node in nodes}
