"""The link crawl fleet against a local web of a few hundred pages over several host names.

Single-worker cases run the frontier on fakeredis (the embedded store); the fleet cases run two worker processes
(``python -m crawler.links.worker``) sharing one frontier in real Redis (``RANKLENS_TEST_REDIS_URL``), and count
every request server-side.
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import fakeredis
import pytest
import redis

from crawler.audit.policy import FetchPolicy
from crawler.links.crawl import LinkCrawlOptions, run_lease
from crawler.links.frontier import Frontier
from tests.crawler.links.web import Web

REDIS_URL = os.environ.get("RANKLENS_TEST_REDIS_URL")
ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def web(request):
    """The local web; h1's crawl-delay is 1 s unless a test asks for another (``indirect`` parametrize)."""
    site = Web(hosts=8, pages=40, delay=getattr(request, "param", 1.0)).start()
    yield site
    site.stop()


def crawl_in_process(frontier: Frontier, options: LinkCrawlOptions, workdir: Path, pages: list) -> None:
    for _ in range(60):
        if run_lease(frontier, "w", options, workdir, pages.extend) is None:
            if not frontier.due(time.time() + 5):
                return
            time.sleep(0.2)


def test_one_worker_obeys_robots_caps_size_refuses_traps_and_private(web: Web, tmp_path: Path) -> None:
    frontier = Frontier(fakeredis.FakeRedis(), default_delay=0.0)
    private = f"http://127.0.0.1:{web.port}/p/1.html"  # not pinned, and private addresses are not allowed
    frontier.add([web.url(0, "/"), private])
    options = LinkCrawlOptions(FetchPolicy(timeout=5), hosts={web.host(0): "127.0.0.1"}, min_delay=0.0,
                               per_host=100)
    pages: list = []
    crawl_in_process(frontier, options, tmp_path, pages)
    fetches = web.fetches()
    h0 = f"{web.host(0)}:{web.port}"
    assert max(fetches.values()) == 1  # nothing fetched twice, robots.txt included
    assert (h0, "/private/secret.html") not in fetches  # disallowed for RankLensBot
    assert (f"127.0.0.1:{web.port}", "/p/1.html") not in fetches
    assert (h0, "/big.html") in fetches
    calendar = [path for host, path in fetches if path.startswith("/cal")]
    assert 1 < len(calendar) <= 30
    assert all(2011 <= int(path.split("=")[1][:4]) <= 2028 for path in calendar)  # far dates refused as traps
    assert not any(path.startswith("/loop/a/a/a/a") for _, path in fetches)  # repeating segments refused
    errors = frontier.status().errors_today
    assert errors["robots"] == 1 and errors["too_large"] == 1 and errors["blocked_address"] == 1
    assert errors["trap"] >= 2
    by_source = {page.source_url: page for page in pages}
    home = by_source[web.url(0, "/")]
    assert {link.placement for link in home.links} == {"navigation", "content", "image", "footer"}
    assert any(link.rel == ("nofollow",) for link in home.links)
    assert web.url(0, "/big.html") not in by_source
    # Only h0 was allowed: the links to other hosts are recorded, their hosts refused (not pinned, private).
    assert not any(host.startswith(web.host(1)) for host, _ in fetches)


def _worker(tmp_path: Path, web: Web, prefix: str, name: str, **extra: str) -> subprocess.Popen:
    args = [sys.executable, "-m", "crawler.links.worker", "--redis", REDIS_URL, "--prefix", prefix,
            "--spool", str(tmp_path / f"{name}.jsonl"), "--pins", json.dumps(web.pins), "--min-delay", "0.05",
            "--per-host", "10", "--max-hosts", "4", "--idle-exit", "4", "--name", name]
    for key, value in extra.items():
        args += [f"--{key.replace('_', '-')}", value]
    return subprocess.Popen(args, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=open(tmp_path / f"{name}.err", "w"))


@pytest.fixture
def shared():
    if not REDIS_URL:
        pytest.skip("RANKLENS_TEST_REDIS_URL is not set")
    client = redis.Redis.from_url(REDIS_URL)
    prefix = f"test-links-{os.getpid()}:"
    yield client, prefix
    for key in client.scan_iter(f"{prefix}*"):
        client.delete(key)


def _spooled(tmp_path: Path) -> list[dict]:
    return [json.loads(line) for path in tmp_path.glob("*.jsonl") for line in path.read_text().splitlines()]


# h1's crawl-delay of 0.5 s bounds the crawl (~50 of h1's pages, one at a time) at half what 1 s does, and stays
# far enough above what the workers would do without it (--min-delay 0.05 + DELAY_MARGIN 0.2) to tell the two apart.
@pytest.mark.parametrize("web", [0.5], indirect=True, ids=["h1-delay-0.5"])
def test_two_workers_share_one_frontier(web: Web, tmp_path: Path, shared) -> None:
    client, prefix = shared
    Frontier(client, prefix).add(web.seeds(), importance=1.0)
    workers = [_worker(tmp_path, web, prefix, f"w{i}") for i in range(2)]
    for worker in workers:
        assert worker.wait(timeout=240) == 0, (tmp_path / "w0.err").read_text()[-2000:]
    fetches = web.fetches()
    pages = {(host, path) for host, path in fetches if path != "/robots.txt"}
    assert max(fetches.values()) == 1, [item for item in fetches.items() if item[1] > 1]  # no page fetched twice
    assert web.reachable() <= pages  # every page of the web reached
    assert all(fetches[(f"{web.host(i)}:{web.port}", "/robots.txt")] == 1 for i in range(web.hosts))
    assert not any(path.startswith("/private/") for _, path in pages)
    # h1 asks for a crawl-delay: its fetches, whichever worker made them, are that far apart.
    times = web.times(web.host(1))
    assert len(times) > 40
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert min(gaps) >= web.delay - 0.05, min(gaps)
    spooled = _spooled(tmp_path)
    assert len({page["source_url"] for page in spooled}) == len(spooled) >= len(web.reachable())
    names = {(tmp_path / f"w{i}.jsonl").exists() for i in range(2)}
    assert names == {True}  # both workers did work
    status = Frontier(client, prefix).status()
    assert status.leases == 0 and status.in_flight == 0 and status.fetched_today >= len(web.reachable())


# h1's crawl-delay of 0.3 s still holds the doomed batch for ~20 s (killed after 5 of h1's fetches), and the
# survivor, which must fetch the rest of h1 at that pace, takes a third of the time it takes at 1 s.
@pytest.mark.parametrize("web", [0.3], indirect=True, ids=["h1-delay-0.3"])
def test_killed_worker_pages_requeued_and_none_lost(web: Web, tmp_path: Path, shared) -> None:
    client, prefix = shared
    Frontier(client, prefix).add(web.seeds())
    # A slow first worker (h1's crawl-delay holds its batch) with a short lease, killed mid-batch.
    doomed = _worker(tmp_path, web, prefix, "doomed", ttl="6", per_host="40", max_hosts="8")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(web.times(web.host(1))) < 5:
        time.sleep(0.1)
    assert len(web.times(web.host(1))) >= 5
    os.kill(doomed.pid, signal.SIGKILL)
    doomed.wait()
    held = Frontier(client, prefix).status().in_flight
    assert held > 0  # its lease still holds URLs
    time.sleep(1.0)
    seen_at_kill = len(web.log)
    time.sleep(1.5)
    assert len(web.log) == seen_at_kill  # its crawl process died with it
    # The survivor leases every host at once, as the doomed did: in batches of 4 hosts × 10 URLs it left h1 (the
    # slow host) out of most batches, each batch paying a crawl process's start-up: ~108 s instead of ~60 s.
    survivor = _worker(tmp_path, web, prefix, "survivor", idle_exit="8", per_host="40", max_hosts="8")
    assert survivor.wait(timeout=300) == 0, (tmp_path / "survivor.err").read_text()[-2000:]
    fetched = {(host, path) for host, path in web.fetches() if path != "/robots.txt"}
    assert web.reachable() <= fetched  # none lost
    spooled = {page["source_url"] for page in _spooled(tmp_path)}
    assert {f"http://{host}{path}" for host, path in web.reachable()} <= spooled
    assert Frontier(client, prefix).status().leases == 0


def test_a_host_that_times_out_is_backed_off_not_retried_at_once(tmp_path: Path) -> None:
    site = Web(hosts=1, pages=3, slow=3.0).start()
    try:
        frontier = Frontier(fakeredis.FakeRedis(), default_delay=0.0)
        frontier.add([site.url(0, "/slow.html"), site.url(0, "/p/1.html")])
        options = LinkCrawlOptions(FetchPolicy(timeout=1), hosts=site.pins, min_delay=0.0)
        outcome = run_lease(frontier, "w", options, tmp_path, lambda pages: None)
        assert outcome.errors == {"timeout": 1}
        assert frontier.lease("w") is None  # the host waits its backoff; its other URL is queued, not lost
        status = frontier.status()
        # /p/1.html first (its links grew the batch), then the timeout: the host's URLs not reached are queued
        # again (with /p/1.html's re-crawl and /slow.html's retry), none given up yet.
        assert status.errors_today == {"timeout": 1} and status.fetched_today == 1 and status.failed == 0
        assert status.queued == 2 + 3 and status.in_flight == 0
    finally:
        site.stop()


def test_a_lease_shorter_than_a_minute_is_kept_alive_while_its_batch_runs(tmp_path: Path) -> None:
    site = Web(hosts=1, pages=3, slow=8.0).start()
    try:
        server = fakeredis.FakeServer()
        frontier = Frontier(fakeredis.FakeRedis(server=server), default_delay=0.0)
        frontier.add([site.url(0, "/slow.html")])
        options = LinkCrawlOptions(FetchPolicy(timeout=15), hosts=site.pins, min_delay=0.0)
        outcome: list = []
        worker = threading.Thread(target=lambda: outcome.append(
            run_lease(frontier, "w", options, tmp_path, lambda pages: None, ttl=3.0)))
        worker.start()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and (site.fetches()[(f"{site.host(0)}:{site.port}", "/slow.html")] == 0):
            time.sleep(0.1)
        time.sleep(4.0)  # past the lease's 3 s: only its extensions keep it
        other = Frontier(fakeredis.FakeRedis(server=server), default_delay=0.0)
        assert other.lease("other") is None  # the host is still the running batch's
        worker.join(timeout=60)
        assert outcome[0].completed is True
    finally:
        site.stop()
