"""Benchmark (not a test): domain rating's PageRank against igraph's on a random scale-free host graph.

Makes ``--edges`` edges over ``--hosts`` nodes (sources uniform, targets drawn with weights falling as a power
of their rank, ``--exponent``, as in-links do on the web), deduplicated and without self loops, so both
PageRanks read the same simple graph. In the same run, each in its own forked child (so that one's memory does
not count in the other's peak):

- ours: :func:`analytics.links.ratings.pagerank` (numpy power iteration, L1 tolerance 1e-10) and the 0-100 scale;
- igraph: ``Graph(n, edges, directed=True)`` and ``Graph.pagerank(damping=0.85)`` (PRPACK), the construction
  timed apart from the PageRank.

It prints wall and CPU seconds and the child's peak resident memory above what it had at the fork (ru_maxrss),
the ratio of times, the largest difference between the two PageRanks, and the issue's targets (within 2× of
igraph's time, ≤ 4 GB). ``--store`` also times the whole daily job (:func:`analytics.links.ratings.compute_ratings`:
the graph read from chDB's ``link_host_edges``, ranked and the ratings written) on the same graph.

    uv run python bench/domain_rating.py                                     # small: 20,000 hosts, 200,000 edges
    uv run python bench/domain_rating.py --hosts 1000000 --edges 50000000    # the issue's full run
"""

from __future__ import annotations

import argparse
import multiprocessing
import resource
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import machine

from analytics.links.ratings import distinct_pairs, pagerank, scale

TARGET = (2.0, 4 * 1024**3)  # (our time / igraph's at most, our peak bytes at most)


def graph(hosts: int, edges: int, exponent: float, seed: int = 14) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, hosts + 1) ** exponent
    order = rng.permutation(hosts)  # popularity unrelated to the id
    sources = rng.integers(0, hosts, edges, dtype=np.int64)
    targets = order[rng.choice(hosts, edges, p=weights / weights.sum())]
    pairs = distinct_pairs(sources, targets, hosts)
    return (pairs // hosts).astype(np.int32), (pairs % hosts).astype(np.int32)


def _peak_bytes(start_kib: int) -> int:
    return (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - start_kib) * 1024


def _rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _ours(sources, targets, hosts, out) -> None:
    start = _rss_kib()
    wall, cpu = time.perf_counter(), time.process_time()
    ranks = pagerank(sources, targets, hosts)
    scale(ranks.pagerank)
    out.put({"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu, "peak": _peak_bytes(start),
             "iterations": ranks.iterations, "ranks": ranks.pagerank})


def _igraph(sources, targets, hosts, out) -> None:
    import igraph

    start = _rss_kib()
    wall, cpu = time.perf_counter(), time.process_time()
    built = igraph.Graph(n=hosts, edges=np.column_stack((sources, targets)), directed=True)
    build_wall = time.perf_counter() - wall
    wall, cpu_rank = time.perf_counter(), time.process_time()
    ranks = np.array(built.pagerank(damping=0.85, directed=True))
    out.put({"build": build_wall, "wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu_rank,
             "cpu_all": time.process_time() - cpu, "peak": _peak_bytes(start), "ranks": ranks})


def in_child(target, *args) -> dict:
    context = multiprocessing.get_context("fork")
    out = context.Queue()
    child = context.Process(target=target, args=(*args, out))
    child.start()
    answer = out.get()
    child.join()
    return answer


def store_run(sources: np.ndarray, targets: np.ndarray) -> None:
    """The daily job on chDB: host edges h{n}.example{n % 7}.com → …, one registrable domain a host."""
    from analytics.client import connect
    from analytics.links import ratings
    from analytics.schema import runner

    with tempfile.TemporaryDirectory(prefix="ranklens-bench-") as directory:
        client = connect(f"chdb://{directory}/chdb")
        runner.apply(client)
        started = time.perf_counter()
        client.command(
            "INSERT INTO link_host_edges SELECT concat('com.', d, '.') AS target_host_rev, "
            "s AS source_host, 'commoncrawl', d AS target_host, d AS target_domain, s AS source_domain, false, "
            "toDateTime64('2026-11-01', 3, 'UTC'), toDateTime64('2026-11-01', 3, 'UTC') FROM ("
            "SELECT concat('h', toString(src), '.com') AS s, concat('h', toString(dst), '.com') AS d "
            "FROM (SELECT arrayJoin(arrayZip({sources:Array(UInt32)}, {targets:Array(UInt32)})) AS p, "
            "p.1 AS src, p.2 AS dst))",
            parameters={"sources": sources.tolist(), "targets": targets.tolist()})
        print(f"store: {len(sources):,} host edges written in {time.perf_counter() - started:.1f} s")
        started, used = time.perf_counter(), time.process_time()
        run = ratings.compute_ratings(client, day=datetime.now(UTC).date())
        print(f"store: compute_ratings {run.domains:,} domains, {run.domain_edges:,} edges in "
              f"{time.perf_counter() - started:.1f} s wall, {time.process_time() - used:.1f} s CPU")
        client.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hosts", type=int, default=20_000)
    parser.add_argument("--edges", type=int, default=200_000)
    parser.add_argument("--exponent", type=float, default=0.9, help="in-link popularity falls as rank^-exponent")
    parser.add_argument("--store", action="store_true", help="also time compute_ratings over chDB")
    args = parser.parse_args(argv)

    print(f"machine: {machine()}")
    started = time.perf_counter()
    sources, targets = graph(args.hosts, args.edges, args.exponent)
    print(f"graph: {args.hosts:,} hosts, {len(sources):,} distinct edges (of {args.edges:,} drawn), "
          f"made in {time.perf_counter() - started:.1f} s")
    ours = in_child(_ours, sources, targets, args.hosts)
    theirs = in_child(_igraph, sources, targets, args.hosts)
    difference = float(np.abs(ours["ranks"] - theirs["ranks"]).max())
    print(f"\n{'':28} {'wall':>9} {'CPU':>9} {'peak RSS':>10}")
    print(f"{'ours (numpy, ' + str(ours['iterations']) + ' iterations)':28} {ours['wall']:8.2f}s {ours['cpu']:8.2f}s "
          f"{ours['peak'] / 1024**2:8.0f}MB")
    print(f"{'igraph pagerank (PRPACK)':28} {theirs['wall']:8.2f}s {theirs['cpu']:8.2f}s "
          f"{theirs['peak'] / 1024**2:8.0f}MB   (+ {theirs['build']:.2f} s to build the Graph)")
    ratio = ours["wall"] / theirs["wall"]
    met = ratio <= TARGET[0] and ours["peak"] <= TARGET[1]
    print(f"\nours / igraph time: {ratio:.2f}× (with igraph's build: {ours['wall'] / (theirs['wall'] + theirs['build']):.2f}×); "
          f"largest PageRank difference {difference:.1e}; target (≤ {TARGET[0]:.0f}× igraph, ≤ 4 GB): "
          f"{'met' if met else 'NOT met'}")
    if args.store:
        store_run(sources, targets)
    print(f"after: {machine()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
