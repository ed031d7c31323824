"""Benchmark (not a test): Locust users against cluster mode and against `ranklens up`, on loopback.

1. Each target runs on fresh stores. Cluster mode: `ranklens migrate`, two `ranklens api`, a worker on
   serp+default and one on crawl+reports (two pool processes each), `ranklens beat`, the SERP sandbox, on
   PostgreSQL and Redis (RANKLENS_TEST_POSTGRES_URL / RANKLENS_TEST_REDIS_URL, as the tests use them) and a
   ClickHouse HTTP endpoint — the chDB-backed stand-in of tests/fakes/clickhouse_http.py, one engine that runs
   one query at a time, so the cluster's analytics figures here are a floor, not a ClickHouse server's (README
   "Cluster mode" says what the stand-in does not prove). Embedded: `ranklens up` on a fresh data directory.
2. One owner: a project tracking ``--keywords`` keywords with ``--days`` days of SERPs ending today (``--depth``
   results each; bench/rankings_queries.py's generator, written straight into the analytics store), and a small
   project on a local fixture site, ranked and checked once.
3. Locust (bench/locustfile.py) at each of ``--users`` concurrent users for ``--seconds`` after they have all
   started (statistics reset then), each thinking 0.5-2 s between actions: the dashboard, the grid paged and
   filtered, a keyword's history, the site-check overview, ranking updates and site checks started.
   Printed per level: requests/s, p50/p95/p99 (Locust's percentile rule, the same for both targets) of all
   requests and of the dashboard and the grid, failures, and the CPU seconds the servers and Locust used.
4. Capacity: the worker CPU seconds one SERP costs (a ranking update of ``--serp-keywords`` new keywords against
   the sandbox), from which the keywords a 2-core worker ranks a day follow.

Targets on a 2-core machine: no failures; dashboard and grid p95 ≤ 500 ms at 50 users. Locust runs on the same
two cores as the servers, so the figures are what one 2-core machine serves with its load generator beside it.

    uv run --group bench python bench/load.py
    uv run --group bench python bench/load.py --keywords 5000 --days 8 --users 25 --seconds 15 --modes embedded
"""

from __future__ import annotations

import argparse
import csv
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
# the cluster's stores, where the tests keep theirs (before tests.cluster reads them)
os.environ.setdefault("RANKLENS_TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test")
os.environ.setdefault("RANKLENS_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")

from console_grid import insert_keywords
from console_screens import PER_PAGE, screen_reads
from machine import cpu_seconds, machine, tree_pids
from rankings_queries import generate

from tests.cluster.conftest import ranking_updated, running_cluster, signed_in, site_check_ended
from tests.crawler.audit.sites import serving as serving_site
from tests.e2e.test_site_audit_console import fixture_routes
from tests.ranklens_server import clean_env, ranklens, serving

EMAIL = "load@example.com"
TARGET_P95_MS = 500
TARGET_USERS = 50
LOCUSTFILE = ROOT / "bench" / "locustfile.py"


@dataclass
class Target:
    name: str
    bases: list[str]  # API base URLs, .../api
    env: dict[str, str]
    database_url: str
    analytics_url: str  # what clickhouse-connect opens: chdb:///… or http://…/ranklens


# ------------------------------------------------------------------------------------------------ targets


@contextmanager
def embedded(tmp: Path, keywords: int, days: int, depth: int) -> Iterator[Target]:
    data_dir = (tmp / "embedded").resolve()
    env = clean_env(data_dir, RANKLENS_CRAWL_ALLOW_PRIVATE="1")
    ranklens("migrate", env=env)
    fill(f"chdb://{data_dir / 'chdb'}", keywords, days, depth)  # before the server owns chDB
    with serving(data_dir, env, tmp / "embedded.log") as base:
        yield Target("ranklens up", [f"{base}/api"], env, f"sqlite:///{data_dir / 'ranklens.sqlite3'}",
                     f"chdb://{data_dir / 'chdb'}")


@contextmanager
def cluster(tmp: Path, keywords: int, days: int, depth: int) -> Iterator[Target]:
    (tmp / "cluster").mkdir()
    with running_cluster(tmp / "cluster") as running:
        url = running.env["RANKLENS_CLICKHOUSE_URL"]
        fill(url, keywords, days, depth)
        yield Target("cluster", running.bases, running.env, running.database_url, url)


def fill(analytics_url: str, keywords: int, days: int, depth: int) -> None:
    from analytics.client import close_client, connect

    started = time.perf_counter()
    client = connect(analytics_url)
    generate(client, keywords, days, depth, first_day=date.today() - timedelta(days=days - 1))
    client.close()
    close_client()
    print(f"  analytics: {keywords:,} keywords × {days} days × {depth} results in {time.perf_counter() - started:.0f} s")


@dataclass
class Setup:
    token: str
    grid_site: int
    first_keyword: int
    small_site: int
    check: int


def set_up(target: Target, keywords: int, site_url: str) -> Setup:
    (api,) = signed_in(target.bases[:1], target.env, EMAIL, timeout=120)
    small = api.post("/sites", json={"name": "咖啡日誌", "url": site_url, "country": "TW", "language": "zh-TW",
                                     "keywords": "台北 咖啡\n手沖 咖啡\n咖啡豆 推薦", "competitors": []})
    assert small.status_code == 201, small.text
    grid = api.post("/sites", json={"name": "十萬關鍵字", "url": "https://www.site.tw", "country": "TW",
                                    "language": "zh-TW", "keywords": "", "competitors": []})
    assert grid.status_code == 201, grid.text
    # tracked for longer than the store has SERPs; past the plan's limit: the owner can add no project after this
    first_keyword = insert_keywords(target.database_url, grid.json()["id"], keywords,
                                    datetime.now(UTC) - timedelta(days=400))
    started = api.post(f"/sites/{small.json()['id']}/site_checks", json={"max_pages": 10})
    assert started.status_code == 202, started.text
    check = site_check_ended(api, started.json()["id"], timeout=300)
    assert check["state"] == "completed", check
    token = api.headers["Authorization"].removeprefix("Bearer ")
    api.close()
    return Setup(token, grid.json()["id"], first_keyword, small.json()["id"], check["id"])


# ------------------------------------------------------------------------------------------------ measuring


def servers_cpu_seconds() -> float:
    """User and system CPU of every process this one started (servers, workers, their crawls), now."""
    return cpu_seconds(tree_pids(os.getpid())[1:])


@dataclass
class Level:
    users: int
    rps: float
    requests: int
    failures: int
    percentiles: dict[str, tuple[float, float, float]]  # name -> p50, p95, p99 ms ("all" for every request)
    server_cpu: float
    locust_cpu: float
    failure_lines: list[str]


def run_level(target: Target, setup: Setup, keywords: int, users: int, seconds: int, out: Path) -> Level:
    prefix = out / f"{target.name.replace(' ', '-')}-{users}"
    env = {**os.environ, "LOAD_HOSTS": ",".join(base.removesuffix("/api") for base in target.bases),
           "LOAD_TOKEN": setup.token, "LOAD_GRID_SITE": str(setup.grid_site),
           "LOAD_GRID_KEYWORDS": f"{setup.first_keyword},{keywords}", "LOAD_SMALL_SITE": str(setup.small_site),
           "LOAD_CHECK": str(setup.check)}
    ramp = max(users // 5, 1)  # all started within about five seconds
    before_servers, before_children = servers_cpu_seconds(), resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "locust", "-f", str(LOCUSTFILE), "--headless", "--only-summary",
                    "--users", str(users), "--spawn-rate", str(ramp), "--run-time", f"{seconds + 6}s",
                    "--reset-stats", "--csv", str(prefix), "--loglevel", "WARNING", "--stop-timeout", "5"],
                   env=env, check=False, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after_children = resource.getrusage(resource.RUSAGE_CHILDREN)
    server_cpu = servers_cpu_seconds() - before_servers
    locust_cpu = (after_children.ru_utime + after_children.ru_stime) - (before_children.ru_utime + before_children.ru_stime)
    rows = {row["Name"]: row for row in csv.DictReader(prefix.with_name(prefix.name + "_stats.csv").open())}
    total = rows["Aggregated"]
    percentiles = {("all" if name == "Aggregated" else name): (float(row["50%"]), float(row["95%"]), float(row["99%"]))
                   for name, row in rows.items() if int(row["Request Count"])}
    failures_file = prefix.with_name(prefix.name + "_failures.csv")
    failure_lines = [f"{row['Name']}: {row['Error']} ×{row['Occurrences']}"
                     for row in csv.DictReader(failures_file.open())] if failures_file.exists() else []
    return Level(users, float(total["Requests/s"]), int(total["Request Count"]), int(total["Failure Count"]),
                 percentiles, server_cpu, locust_cpu, failure_lines)


def alone(target: Target, setup: Setup, keywords: int, runs: int = 5) -> dict[str, float]:
    """One user, nothing else asked: each screen's requests timed ``runs`` times in a row; the median ms."""
    api = httpx.Client(base_url=target.bases[0], headers={"Authorization": f"Bearer {setup.token}"}, timeout=120)
    screens = screen_reads(setup.grid_site, setup.check, page=500 % max(keywords // PER_PAGE, 1) + 1,
                           keyword_id=setup.first_keyword + keywords // 2, text="keyword 4242")
    medians = {}
    for name, calls in screens.items():
        times = []
        for _ in range(runs + 1):
            started = time.perf_counter()
            for path, params in calls:
                assert api.get(path, params=params).status_code == 200, path
            times.append((time.perf_counter() - started) * 1000)
        medians[name] = statistics.median(times[1:])  # the first warms the caches
    api.close()
    return medians


def serp_cost(target: Target, count: int) -> tuple[int, float, float]:
    """Another owner's new project of ``count`` keywords, ranked from the sandbox: SERPs, server CPU s and wall s."""
    (api,) = signed_in(target.bases[:1], target.env, "cost@example.com", timeout=120)
    before, started = servers_cpu_seconds(), time.perf_counter()
    made = api.post("/sites", json={"name": "排名成本", "url": "https://cost.example.tw", "country": "TW",
                                    "language": "zh-TW", "competitors": [],
                                    "keywords": "\n".join(f"成本 關鍵字 {k}" for k in range(count))})
    assert made.status_code == 201, made.text
    update = ranking_updated(api, made.json()["id"], timeout=1800)
    wall, cpu = time.perf_counter() - started, servers_cpu_seconds() - before
    api.close()
    assert update["operation"]["status"] == "completed", update
    return count, cpu, wall


# ------------------------------------------------------------------------------------------------ report


def report(target: Target, single: dict[str, float], levels: list[Level], cost: tuple[int, float, float],
           seconds: int) -> None:
    print(f"\n{target.name} ({len(target.bases)} API process{'es' if len(target.bases) > 1 else ''}):")
    print("  one user alone, median ms: " + ", ".join(f"{name} {ms:.0f}" for name, ms in single.items()))
    print(f"  Locust, {seconds} s per level after all users started:")
    print(f"  {'users':>5} {'req/s':>7} {'requests':>8} {'failed':>6}   {'all p50/p95/p99 ms':>20}   "
          f"{'dashboard p95':>13} {'grid page p95':>13} {'grid filter p95':>15} {'history p95':>11}   "
          f"{'server CPU s':>12} {'Locust CPU s':>12}")
    for level in levels:
        p95 = {name: f"{values[1]:.0f}" for name, values in level.percentiles.items()}
        print(f"  {level.users:>5} {level.rps:>7.1f} {level.requests:>8} {level.failures:>6}   "
              f"{'/'.join(f'{v:.0f}' for v in level.percentiles['all']):>20}   {p95.get('dashboard', '-'):>13} "
              f"{p95.get('grid: a page', '-'):>13} {p95.get('grid: filtered', '-'):>15} "
              f"{p95.get('keyword history', '-'):>11}   {level.server_cpu:>12.1f} {level.locust_cpu:>12.1f}")
        for line in level.failure_lines[:5]:
            print(f"        failed: {line[:160]}")
    at_target = next((level for level in levels if level.users == TARGET_USERS), None)
    if at_target:
        worst = max(at_target.percentiles.get(name, (0, 0, 0))[1] for name in ("dashboard", "grid: a page",
                                                                                 "grid: filtered"))
        verdict = "OK" if worst <= TARGET_P95_MS and at_target.failures == 0 else "OVER"
        print(f"  target at {TARGET_USERS} users: 0 failures, dashboard and grid p95 ≤ {TARGET_P95_MS} ms: "
              f"{at_target.failures} failures, worst p95 {worst:.0f} ms {verdict}")
    count, cpu, wall = cost
    per_serp = cpu / count
    print(f"  ranking {count} new keywords from the sandbox: {wall:.1f} s wall, {cpu:.1f} server CPU s "
          f"({per_serp * 1000:.0f} CPU ms per SERP: about {2 * 86400 / per_serp:,.0f} SERPs a day on 2 busy cores)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keywords", type=int, default=100_000)
    parser.add_argument("--days", type=int, default=3)
    parser.add_argument("--depth", type=int, default=10)
    parser.add_argument("--users", default="25,50,100")
    parser.add_argument("--seconds", type=int, default=30)
    parser.add_argument("--serp-keywords", type=int, default=200)
    parser.add_argument("--modes", default="cluster,embedded")
    parser.add_argument("--keep", type=Path, help="an empty directory to run in and keep (servers' logs, Locust's CSV)")
    args = parser.parse_args()
    levels = [int(users) for users in args.users.split(",")]
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="ranklens-load-") as tmp_name, serving_site(fixture_routes()) as site:
        tmp = args.keep.resolve() if args.keep else Path(tmp_name)
        for mode in args.modes.split(","):
            starting = cluster if mode == "cluster" else embedded
            print(f"{mode}: starting")
            with starting(tmp, args.keywords, args.days, args.depth) as target:
                setup = set_up(target, args.keywords, f"http://127.0.0.1:{site.port}")
                single = alone(target, setup, args.keywords)
                measured = [run_level(target, setup, args.keywords, users, args.seconds, tmp) for users in levels]
                cost = serp_cost(target, args.serp_keywords)
            report(target, single, measured, cost, args.seconds)
    print(f"machine after: {machine()}")


if __name__ == "__main__":
    main()
