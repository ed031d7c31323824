"""Link crawl fleet: pages per second and CPU-seconds per page with 1 and 2 workers, against advertools.crawl
doing a link-only pass over the same web in the same run (not a test).

1. A local web (``tests/crawler/links/web.py``) of ``--hosts`` host names × ``--pages`` pages each (default
   200 × 100 = 20,000 pages; its traps left out: the peer would follow them for ever), every page linking
   pages of its host and two of other hosts, is served by a
   threaded Python HTTP server in its own process on 127.0.0.1 (any port: our crawler keys hosts with their
   port; the names ``hN.web.test`` are pinned to 127.0.0.1 for our crawler and resolved by
   ``tests/e2e/loopback_hosts/sitecustomize.py`` for the peer).
2. RankLens: the frontier in Redis (``--redis``, a prefix of its own), seeded with every host's home page, then
   ``N`` worker processes (``python -m crawler.links.worker``, each leasing batches and crawling them in Scrapy
   child processes) until nothing is left; no crawl-delay (the web asks none; ``--min-delay 0``), one connection
   per host as always. Pages are the distinct pages fetched (server-side count, robots.txt not counted).
   CPU-seconds: user + system of the workers and their crawl processes (RUSAGE_CHILDREN); the Redis server and
   the web server are not counted.
3. The peer: ``advertools.crawl`` (Scrapy-based, from the bench dependency group) with every home page as a
   start URL, ``follow_links=True`` limited to the web's hosts, robots.txt obeyed, one connection per host
   (as ours), 64 concurrent requests — a link-only pass (its output has each page's links).

    uv run --group bench python bench/link_crawl.py                       # 20,000 pages, 200 hosts
    uv run --group bench python bench/link_crawl.py --hosts 20 --pages 20 # quick
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from machine import machine

SERVER = """
import sys, time, json
sys.path.insert(0, {root!r})
from tests.crawler.links.web import Web
web = Web(hosts={hosts}, pages={pages}, delay=0, hostile=False).start()
print(web.port, flush=True)
try:
    while True:
        time.sleep(1)
        with web.lock:
            pages = len({{(h, p) for h, p, _ in web.log if p != "/robots.txt"}})
        open({count!r}, "w").write(str(pages))
except KeyboardInterrupt:
    pass
"""

PEER = """
import sys, json, advertools
seeds, output = json.loads(sys.argv[1]), sys.argv[2]
hosts = sorted({s.split("/")[2] for s in seeds} | {s.split("/")[2].split(":")[0] for s in seeds})
advertools.crawl(seeds, output, follow_links=True, allowed_domains=hosts, custom_settings={
    "LOG_LEVEL": "INFO", "ROBOTSTXT_OBEY": True, "CONCURRENT_REQUESTS": 64, "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
    "AUTOTHROTTLE_ENABLED": False, "DOWNLOAD_DELAY": 0, "USER_AGENT": "RankLensBench/1.0"})
"""


def served_pages(count_file: Path) -> int:
    try:
        return int(count_file.read_text())
    except (OSError, ValueError):
        return 0


def measure(command_sets: list[list[str]], env: dict[str, str] | None = None) -> tuple[float, float]:
    """Runs the commands at once, to the end: wall seconds, CPU seconds of them and what they reaped."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    processes = [subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL) for command in command_sets]
    for process in processes:
        if process.wait():
            raise SystemExit(f"{command_sets[0][:4]} failed with {process.returncode}")
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return seconds, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def start_server(hosts: int, pages: int, count_file: Path) -> tuple[subprocess.Popen, int]:
    server = subprocess.Popen([sys.executable, "-c", SERVER.format(root=str(ROOT), hosts=hosts, pages=pages,
                                                                   count=str(count_file))],
                              stdout=subprocess.PIPE, text=True)
    return server, int(server.stdout.readline())


def run_ours(args: argparse.Namespace, workers: int, workdir: Path) -> dict:
    import redis

    from crawler.links.frontier import Frontier
    from tests.crawler.links.web import Web

    count = workdir / f"served-{workers}.txt"
    server, port = start_server(args.hosts, args.pages, count)
    try:
        web = Web(hosts=args.hosts, pages=args.pages, port=port)
        prefix = f"bench-links-{os.getpid()}-{workers}:"
        client = redis.Redis.from_url(args.redis)
        Frontier(client, prefix).add(web.seeds())
        command = [sys.executable, "-m", "crawler.links.worker", "--redis", args.redis, "--prefix", prefix,
                   "--pins", json.dumps(web.pins), "--min-delay", "0", "--max-hosts", str(args.max_hosts),
                   "--per-host", str(args.per_host), "--idle-exit", "3"]
        seconds, cpu = measure([[*command, "--spool", str(workdir / f"spool-{workers}-{i}.jsonl"),
                                 "--name", f"bench-{i}"] for i in range(workers)])
        time.sleep(1.2)  # the server's count is written every second
        pages = served_pages(count)
        for key in client.scan_iter(f"{prefix}*"):
            client.delete(key)
    finally:
        server.terminate()
        server.wait()
    seconds -= 3  # the workers' idle wait before they exit
    return {"side": f"ranklens ({workers} worker{'s' if workers > 1 else ''})", "pages": pages,
            "seconds": seconds, "cpu": cpu}


def run_peer(args: argparse.Namespace, workdir: Path) -> dict | None:
    try:
        import advertools  # noqa: F401
    except ImportError:
        print("advertools is not installed (uv run --group bench …): peer skipped")
        return None
    from tests.crawler.links.web import Web

    count = workdir / "served-peer.txt"
    server, port = start_server(args.hosts, args.pages, count)
    try:
        seeds = Web(hosts=args.hosts, pages=args.pages, port=port).seeds()
        env = {**os.environ, "PYTHONPATH": f"{ROOT / 'tests/e2e/loopback_hosts'}{os.pathsep}{ROOT}"}
        seconds, cpu = measure([[sys.executable, "-c", PEER, json.dumps(seeds), str(workdir / "peer.jl")]], env)
        time.sleep(1.2)
        pages = served_pages(count)
    finally:
        server.terminate()
        server.wait()
    return {"side": "advertools.crawl (1 process)", "pages": pages, "seconds": seconds, "cpu": cpu}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hosts", type=int, default=200)
    parser.add_argument("--pages", type=int, default=100, help="pages per host")
    parser.add_argument("--redis", default=os.environ.get("RANKLENS_TEST_REDIS_URL", "redis://127.0.0.1:6379/12"))
    parser.add_argument("--max-hosts", type=int, default=64, help="hosts per batch")
    parser.add_argument("--per-host", type=int, default=50, help="URLs per host per batch")
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--no-peer", action="store_true")
    args = parser.parse_args()
    print(machine())
    print(f"web: {args.hosts} hosts × {args.pages} pages = {args.hosts * args.pages:,} pages")
    rows = []
    with tempfile.TemporaryDirectory(prefix="ranklens-bench-links-") as folder:
        workdir = Path(folder)
        for workers in (int(n) for n in args.workers.split(",")):
            rows.append(run_ours(args, workers, workdir))
        if not args.no_peer and (peer := run_peer(args, workdir)):
            rows.append(peer)
    print(f"{'side':32} {'pages':>8} {'seconds':>8} {'pages/s':>8} {'CPU-s/page':>11}")
    for row in rows:
        rate = row["pages"] / row["seconds"] if row["seconds"] > 0 else 0.0
        per_page = row["cpu"] / row["pages"] if row["pages"] else 0.0
        print(f"{row['side']:32} {row['pages']:>8,} {row['seconds']:>8.1f} {rate:>8.1f} {per_page * 1000:>9.2f}ms")
    if len(rows) > 1:
        base = rows[0]["pages"] / rows[0]["seconds"]
        for row in rows[1:]:
            print(f"{row['side']}: {row['pages'] / row['seconds'] / base:.2f}× the pages/s of {rows[0]['side']}")


if __name__ == "__main__":
    main()
