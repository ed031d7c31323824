"""Benchmark (not a test): the link store on chDB against the same answers from PostgreSQL.

Generates ``--edges`` links straight into ``link_edges`` with one ``INSERT … SELECT`` (what a bulk import or a
merged crawl spool costs the store: edges/s), plus the Python way in (:func:`analytics.links.store.record_pages`,
pages of 10 links, on ``--python-edges`` of them: edges/s of the path the crawler and the WAT import take). One
domain, ``hot.com`` (its www and blog hosts), gets 1% of the links (1M of 100M, the issue's figure) from about a
third as many referring domains; the rest point at ``--edges``/50 other domains. One link in five is nofollow, one
in twenty lost, first seen over two years.

The same rows are copied into a PostgreSQL table laid out as a row store would keep links (one row per source
and target URL, primary key on the target's reversed host, target URL and source URL, ``COLLATE "C"`` so the
host prefix is a B-tree range) with a covering index for the counts, and the same answers are computed on both:

- ``summary``: :func:`analytics.links.queries.link_summary` (backlinks, dofollow, referring domains and hosts,
  lost, new and lost in 30 days, sources);
- ``referring domains``: the first page (100) of :func:`~analytics.links.queries.referring_domains` and its total;
- ``backlinks``: the first page (100) of live :func:`~analytics.links.queries.backlinks` and its total.

Each answer is checked equal on both stores, then timed over ``--runs`` runs after a warm-up: p50 and p95 (bench/
machine.py's rule), chDB's CPU p50 (it runs in this process), and the ratio of the p95s; the issue's target is
p95 ≤ 50 ms and ≥ 20× PostgreSQL's at 100M edges. Run it alone: at full size it is heavy.

    uv run python bench/link_store.py                      # small: 200,000 edges
    uv run python bench/link_store.py --edges 100000000    # the issue's full run (about 30 GB of disk)
    uv run python bench/link_store.py --edges 10000000 --hot 1000000   # the issue's 1M-backlink domain, 10M edges
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import machine
from machine import p95 as machine_p95

from analytics.client import connect
from analytics.links import queries
from analytics.links.model import Outlink, PageLinks
from analytics.links.store import record_pages
from analytics.rankings.matching import REVERSED_HOST_SQL
from analytics.schema import runner

HOT = "hot.com"
NOW = datetime(2026, 11, 27, tzinfo=UTC)
TARGET = (50.0, 20.0)  # (p95 ms at most, PostgreSQL p95 / chDB p95 at least)


def generate(client, edges: int, hot: int) -> None:
    """``edges`` links in one INSERT … SELECT, ``hot`` of them into hot.com; hosts and keys computed as the store
    computes them."""
    hot = max(1, min(hot, edges))
    client.command(f"""
        INSERT INTO link_edges
        SELECT {REVERSED_HOST_SQL.replace('host', 'target_host')} AS target_host_rev,
               concat(target_host, '/p', toString(cityHash64('tp', i) % 50)) AS target_url_key,
               concat(source_host, '/post/', toString(i)) AS source_url_key,
               concat('https://', target_url_key) AS target_url, target_host, target_domain,
               concat('https://', source_url_key) AS source_url, source_host, source_domain,
               concat('anchor ', toString(cityHash64('a', i) % 200)) AS anchor,
               if(i % 5 = 0, ['nofollow'], []) AS rel, i % 5 != 0 AS dofollow,
               ['content', 'navigation', 'footer', 'image'][1 + i % 4] AS placement,
               toDateTime64('{NOW:%Y-%m-%d}', 3, 'UTC') - toIntervalSecond(cityHash64('f', i) % (730 * 86400))
                   AS first_seen,
               first_seen + toIntervalSecond(cityHash64('l', i) % (60 * 86400)) AS last_seen,
               if(i % 20 = 0, last_seen + toIntervalDay(7), NULL) AS lost_at,
               'crawler' AS source, false AS is_sandbox, last_seen AS observed_at
        FROM (
            SELECT number AS i, number < {hot} AS is_hot,
                   if(is_hot, '{HOT}', concat('t', toString(cityHash64('t', i) % {max(1, edges // 50)}), '.com'))
                       AS target_domain,
                   concat(['www.', 'blog.'][1 + i % 2], target_domain) AS target_host,
                   if(is_hot, concat('r', toString(cityHash64('r', i) % {max(1, hot // 3)}), '.net'),
                      concat('s', toString(cityHash64('s', i) % {max(1, edges // 10)}), '.org')) AS source_domain,
                   concat(['www.', 'news.', 'blog.'][1 + cityHash64('h', i) % 3], source_domain) AS source_host
            FROM numbers({edges}))
        SETTINGS max_insert_threads = 2""")
    client.command("OPTIMIZE TABLE link_edges FINAL")


def python_ingest(client, edges: int) -> float:
    """edges/s of record_pages on pages of 10 links (new pages: the lost-detection lookup finds none)."""
    at = NOW - timedelta(days=1)
    pages = [PageLinks(f"https://py{n % 997}.net/page/{n}", at,
                       tuple(Outlink(f"https://www.t{(n * 10 + k) % 5000}.com/x{k}", f"anchor {k}") for k in range(10)))
             for n in range(max(1, edges // 10))]
    started = time.perf_counter()
    stored = record_pages(client, pages)
    return stored / (time.perf_counter() - started)


PG_TABLE = """
CREATE UNLOGGED TABLE {s}.link_edges (
    target_host_rev text COLLATE "C" NOT NULL, target_url_key text COLLATE "C" NOT NULL,
    source_url_key text COLLATE "C" NOT NULL, target_url text NOT NULL, target_host text NOT NULL,
    target_domain text NOT NULL, source_url text NOT NULL, source_host text COLLATE "C" NOT NULL,
    source_domain text COLLATE "C" NOT NULL, anchor text NOT NULL, rel text[] NOT NULL, dofollow boolean NOT NULL,
    placement text NOT NULL, first_seen timestamptz NOT NULL, last_seen timestamptz NOT NULL, lost_at timestamptz,
    source text NOT NULL, is_sandbox boolean NOT NULL, observed_at timestamptz NOT NULL)
"""
# The primary key is the link (as the store's sort key), a prefix of the target's reversed host a range of it;
# the covering indexes answer each question from an index alone: the counts (every link), the referring-domain
# groups (live links, in domain order within each host) and the backlinks page's order (live links).
PG_INDEXES = """
ALTER TABLE {s}.link_edges ADD PRIMARY KEY (target_host_rev, target_url_key, source_url_key);
CREATE INDEX ON {s}.link_edges (target_host_rev) INCLUDE (source_domain, source_host, dofollow, lost_at, first_seen,
                                                          last_seen, is_sandbox, source);
CREATE INDEX ON {s}.link_edges (target_host_rev, source_domain) INCLUDE (dofollow, first_seen, last_seen)
    WHERE lost_at IS NULL;
CREATE INDEX ON {s}.link_edges (target_host_rev) INCLUDE (first_seen, source_url_key, target_url_key)
    WHERE lost_at IS NULL;
VACUUM (ANALYZE) {s}.link_edges
"""
PG_SETTINGS = {"work_mem": "256MB", "random_page_cost": "1.1", "effective_cache_size": "4GB", "jit": "off"}


def load_postgres(client, pg: psycopg.Connection, schema: str) -> None:
    info = pg.info
    dsn = {"host": f"{info.host}:{info.port}", "db": info.dbname, "user": info.user, "password": info.password or ""}
    pg.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
    pg.execute(f"CREATE SCHEMA {schema}")
    pg.execute(PG_TABLE.format(s=schema))
    args = ", ".join("'" + v.replace("'", "\\'") + "'" for v in (dsn["host"], dsn["db"], "link_edges", dsn["user"],
                                                               dsn["password"], schema))
    client.command(f"INSERT INTO FUNCTION postgresql({args}) SELECT * FROM link_edges FINAL")
    for statement in PG_INDEXES.format(s=schema).strip().split(";\n"):
        pg.execute(statement)
    for name, value in PG_SETTINGS.items():
        pg.execute("SELECT set_config(%s, %s, false)", (name, value))


class Postgres:
    """The same answers from the row store."""

    def __init__(self, pg: psycopg.Connection, schema: str):
        self.pg, self.s = pg, schema
        self.where = "target_host_rev LIKE %(prefix)s"
        self.params = {"prefix": "com.hot.%", "since": NOW - timedelta(days=30)}

    def summary(self) -> queries.LinkSummary:
        row = self.pg.execute(
            f"SELECT count(*) FILTER (WHERE lost_at IS NULL), count(*) FILTER (WHERE lost_at IS NULL AND dofollow), "
            f"count(DISTINCT source_domain) FILTER (WHERE lost_at IS NULL), "
            f"count(DISTINCT source_host) FILTER (WHERE lost_at IS NULL), count(lost_at), "
            f"count(*) FILTER (WHERE first_seen >= %(since)s), count(*) FILTER (WHERE lost_at >= %(since)s), "
            f"array_agg(DISTINCT source ORDER BY source), bool_or(is_sandbox) "
            f"FROM {self.s}.link_edges WHERE {self.where}", self.params).fetchone()
        return queries.LinkSummary(*row[:7], sources=tuple(row[7]), sandbox=bool(row[8]))

    def referring_domains(self) -> tuple[list, int]:
        live = f"FROM {self.s}.link_edges WHERE {self.where} AND lost_at IS NULL"
        total = self.pg.execute(f"SELECT count(DISTINCT source_domain) {live}", self.params).fetchone()[0]
        rows = self.pg.execute(
            f"SELECT source_domain, count(*) AS n, count(*) FILTER (WHERE dofollow), min(first_seen), max(last_seen) "
            f"{live} GROUP BY source_domain ORDER BY n DESC, source_domain LIMIT 100", self.params).fetchall()
        return [tuple(row) for row in rows], total

    def backlinks(self) -> tuple[list, int]:
        live = f"FROM {self.s}.link_edges WHERE {self.where} AND lost_at IS NULL"
        total = self.pg.execute(f"SELECT count(*) {live}", self.params).fetchone()[0]
        rows = self.pg.execute(f"SELECT source_url, target_url, anchor, first_seen {live} "
                               f"ORDER BY first_seen DESC, source_url_key, target_url_key LIMIT 100",
                               self.params).fetchall()
        return [tuple(row) for row in rows], total


def chdb_referring(client, target) -> tuple[list, int]:
    page = queries.referring_domains(client, target)
    return [(r.domain, r.backlinks, r.dofollow_backlinks, r.first_seen, r.last_seen) for r in page.rows], page.total


def chdb_backlinks(client, target) -> tuple[list, int]:
    page = queries.backlinks(client, target, lost=False)
    return [(r.source_url, r.target_url, r.anchor, r.first_seen) for r in page.rows], page.total


@dataclass
class Case:
    name: str
    ours: Callable[[], object]
    peer: Callable[[], object]


def timed(fn: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds of each run (CPU of this process: all of chDB's, which runs in it,
    and only the client's share of PostgreSQL's)."""
    fn()  # warm-up
    wall, cpu = [], []
    for _ in range(runs):
        started, used = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - used) * 1000)
    return wall, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edges", type=int, default=200_000, help="links generated (100000000 for the full run)")
    parser.add_argument("--hot", type=int, default=None,
                        help="links into hot.com (default 1%% of --edges; 1000000 is the issue's domain)")
    parser.add_argument("--python-edges", type=int, default=20_000, help="links stored through record_pages")
    parser.add_argument("--runs", type=int, default=20, help="timed runs per query, on each store")
    parser.add_argument("--postgres", default="host=127.0.0.1 port=5432 dbname=test user=postgres")
    parser.add_argument("--schema", default="ranklens_bench_links")
    args = parser.parse_args(argv)

    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="ranklens-bench-") as directory, \
            psycopg.connect(args.postgres, autocommit=True) as pg:
        client = connect(f"chdb://{directory}/chdb")
        runner.apply(client)
        started = time.perf_counter()
        generate(client, args.edges, args.hot or args.edges // 100)
        seconds = time.perf_counter() - started
        print(f"chDB bulk ingest: {args.edges:,} edges in {seconds:.1f} s = {args.edges / seconds:,.0f} edges/s "
              f"(INSERT … SELECT and a final merge)")
        target = queries.LinkTarget.parse(HOT)
        started = time.perf_counter()
        load_postgres(client, pg, args.schema)
        print(f"PostgreSQL: same rows copied and indexed in {time.perf_counter() - started:.1f} s")
        try:
            report(client, target, Postgres(pg, args.schema), args)
        finally:
            pg.execute(f"DROP SCHEMA IF EXISTS {args.schema} CASCADE")
        rate = python_ingest(client, args.python_edges)
        print(f"\nrecord_pages (Python path, pages of 10 links): {rate:,.0f} edges/s over {args.python_edges:,} edges")
        client.close()
    print(f"after: {machine()}")
    return 0


def report(client, target, peer: Postgres, args) -> None:
    summary = queries.link_summary(client, target, at=NOW)
    print(f"{HOT}: {summary.backlinks:,} live backlinks ({summary.lost_backlinks:,} lost) from "
          f"{summary.referring_domains:,} referring domains")
    cases = [
        Case("summary (counts)", lambda: queries.link_summary(client, target, at=NOW), peer.summary),
        Case("referring domains (page 1 + total)", lambda: chdb_referring(client, target), peer.referring_domains),
        Case("backlinks (page 1 + total)", lambda: chdb_backlinks(client, target), peer.backlinks),
    ]
    print(f"\n{'query':36} {'chDB p50':>10} {'chDB p95':>10} {'chDB CPU':>10} {'PG p50':>10} {'PG p95':>10} "
          f"{'PG/chDB':>8}  target")
    met = True
    for case in cases:
        ours, theirs = case.ours(), case.peer()
        if ours != theirs:
            raise SystemExit(f"{case.name}: answers differ\n chDB: {str(ours)[:500]}\n PG:   {str(theirs)[:500]}")
        fast, cpu = timed(case.ours, args.runs)
        slow, _ = timed(case.peer, args.runs)
        p95, peer95 = machine_p95(fast), machine_p95(slow)
        ok = p95 <= TARGET[0] and peer95 / p95 >= TARGET[1]
        met &= ok
        print(f"{case.name:36} {statistics.median(fast):8.1f}ms {p95:8.1f}ms {statistics.median(cpu):8.1f}ms "
              f"{statistics.median(slow):8.1f}ms {peer95:8.1f}ms {peer95 / p95:7.1f}×  {'met' if ok else 'NOT met'}")
    print(f"\nanswers identical on both stores; every target: {'met' if met else 'NOT met'} "
          f"(targets are for the full run: p95 ≤ {TARGET[0]:.0f} ms, ≥ {TARGET[1]:.0f}× PostgreSQL)")


if __name__ == "__main__":
    sys.exit(main())
