"""A stand-alone link-crawl worker: ``python -m crawler.links.worker --redis URL …`` runs :func:`run_lease` in a
loop, spooling pages as JSON lines (:func:`spool_pages`). The fleet's tests and the benchmark start these as
separate processes sharing one frontier; production workers are the Celery tasks of :mod:`api.links.tasks`.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

from analytics.links.model import PageLinks
from crawler.audit.policy import FetchPolicy
from crawler.links.crawl import LinkCrawlOptions, run_lease
from crawler.links.frontier import Frontier


def spool_pages(path: Path, pages: Sequence[PageLinks]) -> None:
    """Append pages as JSON lines (one PageLinks each) for an owner to ingest later."""
    with Path(path).open("a", encoding="utf-8") as file:
        for page in pages:
            data = asdict(page)
            data["fetched_at"] = page.fetched_at.isoformat()
            file.write(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")


def main(argv: Sequence[str] | None = None) -> int:
    import redis

    parser = argparse.ArgumentParser(prog="python -m crawler.links.worker")
    parser.add_argument("--redis", required=True)
    parser.add_argument("--prefix", default="links:")
    parser.add_argument("--spool", required=True, type=Path)
    parser.add_argument("--pins", default="{}", help="JSON {host: address}: trusted host names")
    parser.add_argument("--allow-private", action="store_true")
    parser.add_argument("--user-agent", default=FetchPolicy.user_agent)
    parser.add_argument("--min-delay", type=float, default=1.0)
    parser.add_argument("--max-hosts", type=int, default=64)
    parser.add_argument("--per-host", type=int, default=8)
    parser.add_argument("--timeout", type=float, default=5.0, help="seconds per request")
    parser.add_argument("--ttl", type=float, default=900.0, help="lease visibility timeout (seconds)")
    parser.add_argument("--idle-exit", type=float, default=3.0,
                        help="stop after this long with nothing leased anywhere and nothing due within a minute")
    parser.add_argument("--name", default=f"worker-{os.getpid()}")
    args = parser.parse_args(argv)
    frontier = Frontier(redis.Redis.from_url(args.redis), args.prefix, default_delay=args.min_delay)
    options = LinkCrawlOptions(
        FetchPolicy(allow_private=args.allow_private, timeout=args.timeout, user_agent=args.user_agent),
        hosts=json.loads(args.pins), min_delay=args.min_delay, max_hosts=args.max_hosts, per_host=args.per_host)
    idle_since = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="ranklens-links-") as workroot:
        while time.monotonic() - idle_since < args.idle_exit:
            outcome = run_lease(frontier, args.name, options, Path(workroot),
                                lambda pages: spool_pages(args.spool, pages), ttl=args.ttl)
            busy = outcome is not None or frontier.status().leases or frontier.due(time.time() + 60)
            if busy:
                idle_since = time.monotonic()
            if outcome is None:
                time.sleep(0.1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
