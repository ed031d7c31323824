"""PageRank on small graphs with known answers and against igraph on a random graph; the 0-100 scale; the
daily run over a store and the reads of its ratings."""

from __future__ import annotations

from datetime import UTC, date, datetime

import igraph
import numpy as np
import pytest

from analytics.links.model import HostEdge, Outlink, PageLinks
from analytics.links.ratings import (
    compute_ratings,
    domain_ratings,
    pagerank,
    rating_history,
    scale,
    url_ratings,
)
from analytics.links.store import record_host_edges, record_pages
from analytics.schema import runner

T0 = datetime(2026, 11, 1, tzinfo=UTC)


def google_matrix_answer(edges: list[tuple[int, int]], n: int, d: float = 0.85) -> np.ndarray:
    """PageRank solved exactly (dense linear system) for a simple graph: the definition, not the iteration."""
    m = np.zeros((n, n))
    out = np.zeros(n)
    for s, _ in edges:
        out[s] += 1
    for s, t in edges:
        m[t, s] = 1 / out[s]
    m[:, out == 0] = 1 / n
    return np.linalg.solve(np.eye(n) - d * m, np.full(n, (1 - d) / n))


def test_a_cycle_is_uniform_and_rates_nobody_above_anyone():
    ranks = pagerank(np.arange(6), (np.arange(6) + 1) % 6, 6).pagerank
    assert ranks == pytest.approx(np.full(6, 1 / 6), abs=1e-12)
    assert list(scale(ranks)) == [0.0] * 6


def test_a_star_puts_its_centre_on_top():
    edges = [(leaf, 0) for leaf in range(1, 5)]
    ranks = pagerank(*zip(*edges, strict=True), 5).pagerank
    assert ranks == pytest.approx(google_matrix_answer(edges, 5), abs=1e-9)
    assert list(scale(ranks)) == pytest.approx([100, 0, 0, 0, 0])


def test_a_dangling_node_spreads_its_rank_over_all():
    ranks = pagerank(np.array([0]), np.array([1]), 2).pagerank
    assert ranks == pytest.approx([0.5 / 1.425, 1 - 0.5 / 1.425], abs=1e-10)
    assert ranks.sum() == pytest.approx(1)


def test_repeated_edges_count_once_and_self_loops_are_dropped():
    plain = pagerank(np.array([0, 1, 2]), np.array([1, 2, 0]), 3).pagerank
    noisy = pagerank(np.array([0, 0, 0, 1, 2, 2]), np.array([1, 1, 0, 2, 0, 2]), 3).pagerank
    assert noisy == pytest.approx(plain, abs=1e-12)


def test_the_scale_is_logarithmic_from_the_weakest_to_the_strongest():
    assert list(scale(np.array([1e-6, 1e-5, 1e-4]))) == pytest.approx([0, 50, 100])


def test_pagerank_matches_igraph_on_a_random_graph():
    graph = igraph.Graph.Erdos_Renyi(n=400, m=2500, directed=True, loops=False)
    graph.add_vertices(20)  # isolated nodes: dangling and never linked
    sources, targets = np.array(graph.get_edgelist()).T
    ours = pagerank(sources, targets, graph.vcount()).pagerank
    theirs = np.array(graph.pagerank(damping=0.85, directed=True))
    assert np.abs(ours - theirs).max() < 1e-6
    assert ours == pytest.approx(google_matrix_answer(graph.get_edgelist(), graph.vcount()), abs=1e-9)


@pytest.fixture
def store(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def links(source: str, *targets: str, rel: tuple[str, ...] = ()) -> PageLinks:
    return PageLinks(source, T0, tuple(Outlink(t, rel=rel) for t in targets))


def test_the_daily_run_rates_domains_and_urls(store):
    record_pages(store, [
        # one farm of 30 hosts: a single edge of the domain graph
        *(links(f"https://h{n}.farm.com/", "https://x.com/") for n in range(30)),
        # three independent sites
        *(links(f"https://{site}.org/", "https://y.com/") for site in ("a", "b", "c")),
        links("https://y.com/", "https://例子.台灣/"),
        links("https://nofollow.net/", "https://z.com/", rel=("nofollow",)),
    ])
    record_host_edges(store, [HostEdge("www.d.org", "y.com", T0)])
    run = compute_ratings(store, day=date(2026, 11, 1))
    assert (run.domains, run.domain_edges) == (10, 6)
    ratings = domain_ratings(store, ["x.com", "y.com", "例子.台灣", "z.com", "farm.com", "never.seen", "bad host!"])
    assert set(ratings) == {"x.com", "y.com", "例子.台灣", "z.com", "farm.com"}
    assert ratings["z.com"] == 0 and ratings["farm.com"] == 0  # nofollow counts for nothing; nobody links to farm
    assert ratings["例子.台灣"] == 100 and ratings["y.com"] > ratings["x.com"] > 0
    assert domain_ratings(store, ["https://www.y.com/page", "blog.x.com"]) == {
        "https://www.y.com/page": ratings["y.com"], "blog.x.com": ratings["x.com"]}  # their registrable domains

    urls = url_ratings(store, ["https://y.com/", "http://x.com", "https://a.org/", "https://nowhere.com/"])
    assert set(urls) == {"https://y.com/", "http://x.com", "https://a.org/"} and urls["https://a.org/"] == 0

    record_pages(store, [links("https://e.org/", "https://x.com/")])
    compute_ratings(store, day=date(2026, 11, 2))
    compute_ratings(store, day=date(2026, 11, 2))  # run twice a day: one row that day
    history = rating_history(store, "x.com", today=date(2026, 11, 2))
    assert [day for day, _ in history] == [date(2026, 11, 1), date(2026, 11, 2)]
    assert history[1][1] == domain_ratings(store, ["x.com"])["x.com"] and history[1][1] > history[0][1]


def test_the_latest_rating_of_each_key_is_kept_by_hash_for_the_link_reads(store):
    def insert(key: str, day: date, rating: float) -> None:
        store.insert("link_ratings", [["domain", key, day, rating, 0.1, T0]],
                     column_names=["kind", "key", "day", "rating", "pagerank", "computed_at"])

    insert("a.org", date(2026, 11, 2), 40.0)
    insert("a.org", date(2026, 11, 1), 10.0)  # an older day written later does not win
    insert("b.org", date(2026, 11, 2), 20.0)
    insert("b.org", date(2026, 11, 2), 30.0)  # the same day again replaces it
    rows = store.query("SELECT key, key_id = cityHash64(key), rating FROM link_rating_latest FINAL "
                       "WHERE kind = 'domain' ORDER BY key").result_rows
    assert rows == [("a.org", True, 40.0), ("b.org", True, 30.0)]
