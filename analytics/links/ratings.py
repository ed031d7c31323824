"""Domain rating and URL rating: PageRank over the link graph, scaled logarithmically to 0-100.

**Graph.** Domain rating runs over registrable domains (``blog.example.com`` and ``www.example.com`` are one node,
``example.com``): an edge A → B exists when some page of A has a live dofollow link to B (``link_edges``) or a
host of A links to a host of B in the host graph (``link_host_edges``, which states no rel). URL rating runs
the same way over pages (URL keys), from live dofollow page links. The store keeps external links only, so
the page graph has no internal links: a URL rating measures what other sites give a page.

**Link farms damped, self and same-site links dropped.** Edges are distinct pairs of nodes: a hundred hosts or
ten thousand pages of one domain linking to another domain are one edge of the domain graph, and a node's
PageRank is split evenly over the distinct nodes it links to, not over its links. Links inside a registrable
domain never reach the store, and self loops are dropped here.

**PageRank.** Power iteration with damping d = 0.85 over N nodes, out-degree out(v):

    PR(v) = (1 - d) / N + d · ( Σ_{u → v} PR(u) / out(u)  +  Σ_{u dangling} PR(u) / N )

Dangling nodes (no outgoing edge) spread their rank over every node, as igraph's PRPACK does, so the ranks
sum to 1. Iteration stops when the L1 change is below ``tol`` (default 1e-10) or after ``max_iter`` rounds;
one round is a gather and a ``numpy.bincount`` over the edges (numpy alone: no sparse matrix library).

**Scale.** As the field does (Ahrefs' DR, Moz's DA: the log of PageRank, relative to the weakest node,
normalised so the strongest is 100):

    rating(v) = 100 · ln(PR(v) / PR_min) / ln(PR_max / PR_min)

so a node nobody links to gets 0, the top node 100, and each step up the scale needs a constant factor more
PageRank. When every node has the same PageRank (a cycle) every rating is 0: nobody stands out.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

import numpy as np
from clickhouse_connect.driver.client import Client

from analytics.hosts import InvalidHost, host_of
from analytics.rankings.matching import url_key

DAMPING = 0.85
TOL = 1e-10
MAX_ITER = 200
INSERT_BATCH = 500_000
COLUMNS = ["kind", "key", "day", "rating", "pagerank", "computed_at"]


@dataclass(frozen=True)
class Ranks:
    pagerank: np.ndarray  # float64, sums to 1
    iterations: int


def pagerank(sources: np.ndarray, targets: np.ndarray, n: int, *, damping: float = DAMPING, tol: float = TOL,
             max_iter: int = MAX_ITER) -> Ranks:
    """PageRank of nodes ``0..n-1`` over the edges ``sources[i] → targets[i]`` (repeated edges count once,
    self loops are dropped: see the module docstring)."""
    if n == 0:
        return Ranks(np.zeros(0), 0)
    sources = np.asarray(sources, dtype=np.int64)
    targets = np.asarray(targets, dtype=np.int64)
    keep = sources != targets
    pairs = np.unique(sources[keep] * n + targets[keep])
    sources, targets = (pairs // n).astype(np.int32), (pairs % n).astype(np.int32)
    del pairs, keep
    out = np.bincount(sources, minlength=n).astype(np.float64)
    dangling = out == 0
    share = np.divide(damping, out, out=np.zeros(n), where=~dangling)  # d / out(u)
    rank = np.full(n, 1.0 / n)
    iterations = 0
    for iterations in range(1, max_iter + 1):
        spread = np.bincount(targets, weights=(rank * share)[sources], minlength=n)
        spread += (1.0 - damping + damping * rank[dangling].sum()) / n
        change = np.abs(spread - rank).sum()
        rank = spread
        if change < tol:
            break
    return Ranks(rank / rank.sum(), iterations)


def scale(ranks: np.ndarray) -> np.ndarray:
    """0-100 ratings of PageRanks (the module docstring's formula)."""
    if ranks.size == 0:
        return ranks
    low, high = ranks.min(), ranks.max()
    if high <= low * (1 + 1e-12):
        return np.zeros_like(ranks)
    return 100.0 * np.log(ranks / low) / np.log(high / low)


@dataclass(frozen=True)
class RatingRun:
    day: date
    domains: int
    domain_edges: int
    urls: int
    url_edges: int
    seconds: float


# Live dofollow page links, as pairs of node names; the host graph adds its domain pairs.
_DOMAIN_EDGES = ("SELECT source_domain AS s, target_domain AS t FROM link_edges FINAL "
                 "WHERE lost_at IS NULL AND dofollow UNION ALL "
                 "SELECT source_domain, target_domain FROM link_host_edges")
_URL_EDGES = "SELECT source_url_key AS s, target_url_key AS t FROM link_edges FINAL WHERE lost_at IS NULL AND dofollow"
# Every node a rating is given to: the ends of every live link (a domain with nofollow links only is rated 0).
_DOMAIN_NODES = ("SELECT source_domain AS v FROM link_edges FINAL WHERE lost_at IS NULL UNION ALL "
                 "SELECT target_domain FROM link_edges FINAL WHERE lost_at IS NULL UNION ALL "
                 "SELECT source_domain FROM link_host_edges UNION ALL SELECT target_domain FROM link_host_edges")
_URL_NODES = ("SELECT source_url_key AS v FROM link_edges FINAL WHERE lost_at IS NULL UNION ALL "
              "SELECT target_url_key FROM link_edges FINAL WHERE lost_at IS NULL")


def _column(table, index: int) -> np.ndarray:
    return table.column(index).to_numpy()


def _graph(client: Client, nodes_sql: str, edges_sql: str) -> tuple[list[str], np.ndarray, np.ndarray]:
    """Node names (sorted by their 64-bit hash) and the edges as node indices. Names travel once; edges travel
    as hashes, mapped to indices by a binary search, so a graph of 50M edges never becomes Python objects."""
    nodes = client.query_arrow(f"SELECT cityHash64(v) AS h, any(v) FROM ({nodes_sql}) GROUP BY h ORDER BY h")
    hashes = _column(nodes, 0)
    names = nodes.column(1).to_pylist()
    edges = client.query_arrow(f"SELECT DISTINCT cityHash64(s), cityHash64(t) FROM ({edges_sql})")
    return names, np.searchsorted(hashes, _column(edges, 0)), np.searchsorted(hashes, _column(edges, 1))


def _rate(client: Client, kind: str, nodes_sql: str, edges_sql: str, day: date, at: datetime) -> tuple[int, int]:
    names, sources, targets = _graph(client, nodes_sql, edges_sql)
    ranks = pagerank(sources, targets, len(names)).pagerank
    ratings = scale(ranks)
    for start in range(0, len(names), INSERT_BATCH):
        stop = start + INSERT_BATCH
        count = len(names[start:stop])
        client.insert("link_ratings", [[kind] * count, names[start:stop], [day] * count, ratings[start:stop].tolist(),
                                       ranks[start:stop].tolist(), [at] * count],
                      column_names=COLUMNS, column_oriented=True)
    return len(names), len(sources)


def compute_ratings(client: Client, *, day: date | None = None) -> RatingRun:
    """The daily job: domain and URL ratings of the whole store, stored as ``day``'s (default today, UTC; run
    again the same day, it replaces that day's rows)."""
    started = time.perf_counter()
    at = datetime.now(UTC)
    day = day or at.date()
    domains, domain_edges = _rate(client, "domain", _DOMAIN_NODES, _DOMAIN_EDGES, day, at)
    urls, url_edges = _rate(client, "url", _URL_NODES, _URL_EDGES, day, at)
    return RatingRun(day, domains, domain_edges, urls, url_edges, time.perf_counter() - started)


def _latest(client: Client, kind: str, keys: dict[str, str]) -> dict[str, float]:
    if not keys:
        return {}
    result = client.query("SELECT key, argMax(rating, day) FROM link_ratings FINAL "
                          "WHERE kind = {kind:String} AND key IN {keys:Array(String)} GROUP BY key",
                          parameters={"kind": kind, "keys": sorted(set(keys.values()))})
    found = dict(result.result_rows)
    return {text: float(found[key]) for text, key in keys.items() if key in found}


def _keys(values: Sequence[str], normal) -> dict[str, str]:
    keys = {}
    for value in values:
        try:
            keys[value] = normal(value)
        except InvalidHost:
            continue
    return keys


def domain_ratings(client: Client, domains: Sequence[str]) -> dict[str, float]:
    """The latest domain rating of each registrable domain (by the caller's text; IDNs in either form);
    domains never rated are absent."""
    return _latest(client, "domain", _keys(domains, host_of))


def url_ratings(client: Client, urls: Sequence[str]) -> dict[str, float]:
    """The latest URL rating of each URL (by the caller's text, compared by URL key); unrated ones are absent."""
    return _latest(client, "url", _keys(urls, url_key))


def rating_history(client: Client, domain: str, *, months: int = 12,
                   today: date | None = None) -> list[tuple[date, float]]:
    """The domain's rating on each day it was computed within the last ``months`` months, oldest first."""
    try:
        key = host_of(domain)
    except InvalidHost:
        return []
    since = (today or datetime.now(UTC).date()) - timedelta(days=round(months * 30.44))
    result = client.query("SELECT day, rating FROM link_ratings FINAL WHERE kind = 'domain' AND key = {key:String} "
                          "AND day >= {since:Date} ORDER BY day", parameters={"key": key, "since": since})
    return [(day, float(rating)) for day, rating in result.result_rows]
