"""The shared frontier on fakeredis (the embedded mode's store; the fleet tests run it on real Redis)."""

from __future__ import annotations

import json

import fakeredis
import pytest

from crawler.links.frontier import (
    BACKOFF,
    DAY,
    DELAY_MARGIN,
    LEASE_TTL,
    MAX_ATTEMPTS,
    FetchResult,
    Frontier,
    HostReport,
    recrawl_interval,
)
from crawler.links.traps import trap_reason


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def frontier(clock: Clock) -> Frontier:
    return Frontier(fakeredis.FakeRedis(), clock=clock, default_delay=2.0)


def urls_of(lease) -> list[str]:
    return sorted(url.url for url in lease.urls)


def test_urls_are_queued_once(frontier: Frontier) -> None:
    assert frontier.add(["https://a.test/x", "https://A.test:443/x#frag", "https://a.test/x?sid=1"])[0] == 1
    assert frontier.add(["https://a.test/x"])[0] == 0
    assert frontier.status().queued == 1


def test_a_host_is_leased_by_one_worker_at_a_time(frontier: Frontier, clock: Clock) -> None:
    frontier.add([f"https://a.test/{i}" for i in range(5)] + ["https://b.test/1"])
    first = frontier.lease("w1", per_host=2)
    assert sorted(first.hosts) == ["a.test", "b.test"]
    assert frontier.lease("w2") is None  # a.test is held by w1 although it has due URLs
    frontier.complete(first, [FetchResult(url.url, 200) for url in first.urls],
                      [HostReport("a.test", last_fetch=clock.now)])
    assert frontier.lease("w2") is None  # a.test waits its crawl-delay (the default, 2 s)
    clock.now += 2 + DELAY_MARGIN
    second = frontier.lease("w2", per_host=10)
    assert len(second.urls) == 3 and second.hosts == ["a.test"]


def test_crawl_delay_from_robots_spaces_batches(frontier: Frontier, clock: Clock) -> None:
    frontier.add(["https://a.test/1", "https://a.test/2"])
    lease = frontier.lease("w", per_host=1)
    frontier.complete(lease, [FetchResult(lease.urls[0].url, 200)],
                      [HostReport("a.test", robots="User-agent: *\nCrawl-delay: 10", robots_fetched=True,
                                  delay=10.0, last_fetch=clock.now)])
    clock.now += 9
    assert frontier.lease("w") is None
    clock.now += 1.5
    again = frontier.lease("w")
    assert again.delays == {"a.test": 10.0} and "Crawl-delay" in again.robots["a.test"]


def test_expired_lease_is_reaped_and_nothing_lost(frontier: Frontier, clock: Clock) -> None:
    frontier.add([f"https://a.test/{i}" for i in range(3)] + ["https://b.test/"])
    dead = frontier.lease("killed", ttl=60)
    assert frontier.lease("other") is None
    clock.now += 61
    revived = frontier.lease("other")
    assert urls_of(revived) == urls_of(dead)
    assert frontier.complete(dead, [FetchResult(u.url, 200) for u in dead.urls]) is False  # too late
    assert frontier.complete(revived, [FetchResult(u.url, 200) for u in revived.urls]) is True
    assert frontier.fetched_today() == 8  # both fetched (the dead worker's pages did reach the hosts)


def test_discovered_links_and_unfinished_urls(frontier: Frontier, clock: Clock) -> None:
    frontier.add(["https://a.test/", "https://a.test/2"], importance=1.0)
    lease = frontier.lease("w")
    frontier.complete(lease, [FetchResult("https://a.test/", 200, links=["https://b.test/", "https://a.test/2"])])
    clock.now += 5
    nxt = frontier.lease("w")
    assert urls_of(nxt) == ["https://a.test/2", "https://b.test/"]  # a.test/2 was not reached: queued again
    b = next(url for url in nxt.urls if url.host == "b.test")
    assert (b.depth, b.importance) == (1, 0.5)


def test_timeouts_back_off_then_give_up(frontier: Frontier, clock: Clock) -> None:
    frontier.add(["https://slow.test/"])
    for attempt in range(1, MAX_ATTEMPTS + 1):
        lease = frontier.lease("w")
        assert lease is not None, attempt
        frontier.complete(lease, [FetchResult("https://slow.test/", None, "timeout")])
        assert frontier.lease("w") is None
        clock.now += BACKOFF * 2 ** attempt + 1
    assert frontier.lease("w") is None  # given up, not retried for ever
    status = frontier.status()
    assert status.failed == 1 and status.errors_today == {"timeout": MAX_ATTEMPTS}
    assert frontier.retry_failed() == 1
    assert urls_of(frontier.lease("w")) == ["https://slow.test/"]


def test_budget_and_pause(frontier: Frontier, clock: Clock) -> None:
    frontier.add([f"https://h{i}.test/" for i in range(10)])
    frontier.set_budget(4)
    lease = frontier.lease("w")
    assert len(lease.urls) == 4
    assert frontier.lease("w") is None  # in flight count against the budget
    frontier.complete(lease, [FetchResult(u.url, 200) for u in lease.urls])
    assert frontier.lease("w") is None and frontier.fetched_today() == 4
    frontier.set_budget(None)
    frontier.pause()
    assert frontier.lease("w") is None and frontier.status().paused
    frontier.resume()
    assert len(frontier.lease("w").urls) == 6


def test_recrawl_by_importance_and_change_rate(frontier: Frontier, clock: Clock) -> None:
    assert recrawl_interval(1.0, 0) < recrawl_interval(0.0, 0) < recrawl_interval(0.0, 2)
    assert DAY <= recrawl_interval(1.0, 0) and recrawl_interval(0.0, 10) <= 60 * DAY
    frontier.add(["https://a.test/"])
    start = clock.now
    for unchanged in range(3):
        lease = frontier.lease("w")
        assert lease is not None
        frontier.complete(lease, [FetchResult("https://a.test/", 200, signature="same")])
        clock.now += recrawl_interval(0.0, unchanged) - 10
        assert frontier.lease("w") is None
        clock.now += 20
    assert clock.now - start > 3 * 7 * DAY  # 7, 14, 28 days apart: the page never changes


def test_traps_and_url_spaces_refused(frontier: Frontier) -> None:
    assert trap_reason("https://a.test/" + "x" * 2000) == "long_url"
    assert trap_reason("https://a.test/a", depth=99) == "deep"
    assert trap_reason("https://a.test/a/b/a/b/a/b/a/b/") == "repeating_path"
    assert trap_reason("https://a.test/cal/1900/01") == "calendar"
    assert trap_reason("https://a.test/blog/2025/03/post") is None
    queued, refused = frontier.add([f"https://a.test/cal?month=2026-{m:02d}&d={d}" for m in range(1, 13)
                                    for d in range(1, 4)] + ["https://a.test/x/x/x/x/x"])
    assert queued == 30 and refused == {"trap": 7}
    assert frontier.status().errors_today == {"trap": 7}


def test_redirect_chains_limited(frontier: Frontier, clock: Clock) -> None:
    frontier.add(["https://r.test/0"])
    for hop in range(1, 10):
        lease = frontier.lease("w")
        if lease is None:
            break
        frontier.complete(lease, [FetchResult(lease.urls[0].url, 301, location=f"https://r.test/{hop}")])
        clock.now += 3
    assert hop == 7  # 0 → 1 … → 6: five redirects followed, the sixth refused
    assert frontier.status().errors_today == {"redirect_chain": 1}


def test_a_batch_grows_by_unseen_links_to_its_own_hosts(frontier: Frontier, clock: Clock) -> None:
    frontier.add(["https://a.test/", "https://a.test/known"])
    lease = frontier.lease("w", per_host=1)
    home = lease.urls[0]
    lease, added = frontier.grow(lease, home, ["https://a.test/known", "https://a.test/new", "https://a.test/new2",
                                               "https://other.test/", "https://a.test/x/x/x/x/x"], cap=2)
    assert [url.url for url in added] == ["https://a.test/new"]  # known is queued already; cap 2 per host
    assert (added[0].depth, len(lease.urls)) == (1, 2)
    assert frontier.status().in_flight == 2
    clock.now += LEASE_TTL + 1  # the worker dies: the grown URL comes back with the rest
    again = frontier.lease("w2", per_host=10)
    assert urls_of(again) == ["https://a.test/", "https://a.test/known", "https://a.test/new"]
    assert frontier.grow(lease, home, ["https://a.test/new3"], cap=50)[1] == []  # an expired lease takes no more


class Killed(BaseException):
    """The worker died (kill -9): nothing after this point of its code runs."""


class DiesAfterClaiming:
    """A worker's Redis whose worker is killed right after its first claim of URLs as seen (the SADD to ``seen``
    has reached Redis, what the worker meant to do next has not)."""

    def __init__(self, redis) -> None:
        self.redis = redis

    def __getattr__(self, name: str):
        return getattr(self.redis, name)

    def pipeline(self, *args, **kwargs):
        pipe = self.redis.pipeline(*args, **kwargs)
        execute = pipe.execute

        def execute_then_die(*a, **k):
            claims = any(args[0] == "SADD" and args[1].endswith("seen") for args, _ in pipe.command_stack)
            result = execute(*a, **k)
            if claims:
                raise Killed
            return result

        pipe.execute = execute_then_die
        return pipe


def test_a_worker_killed_while_its_batch_grows_loses_nothing(clock: Clock) -> None:
    redis = fakeredis.FakeRedis()
    survivor = Frontier(redis, clock=clock)
    survivor.add(["https://a.test/"])
    doomed = Frontier(DiesAfterClaiming(redis), clock=clock)
    lease = doomed.lease("doomed", ttl=60)
    with pytest.raises(Killed):
        doomed.grow(lease, lease.urls[0], ["https://a.test/found"], cap=10)
    clock.now += 61
    again = survivor.lease("survivor")
    assert urls_of(again) == ["https://a.test/", "https://a.test/found"]
    assert (again.urls[1].depth, survivor.status().leases) == (1, 1)


def test_a_worker_killed_while_completing_loses_nothing(clock: Clock) -> None:
    redis = fakeredis.FakeRedis()
    survivor = Frontier(redis, clock=clock, default_delay=0.0)
    survivor.add(["https://a.test/"])
    doomed = Frontier(DiesAfterClaiming(redis), clock=clock)
    lease = doomed.lease("doomed", ttl=60)
    with pytest.raises(Killed):
        doomed.complete(lease, [FetchResult("https://a.test/", 200, links=["https://a.test/2", "https://b.test/"])])
    clock.now += 61
    again = survivor.lease("survivor")
    # The page comes again (its result never landed) and so do the links its batch had found.
    assert urls_of(again) == ["https://a.test/", "https://a.test/2", "https://b.test/"]
    survivor.complete(again, [FetchResult(url.url, 200) for url in again.urls])
    status = survivor.status()
    assert (status.leases, status.in_flight, status.queued) == (0, 0, 3)


def test_a_lease_record_names_only_the_hosts_it_holds(frontier: Frontier, clock: Clock) -> None:
    frontier.add(["https://a.test/1", "https://b.test/1"])
    frontier.add(["https://c.test/later"], due=clock.now + 3600)
    frontier.r.zadd(frontier._k("hosts"), {"c.test": clock.now})  # offered last, but nothing of it is due yet
    lease = frontier.lease("w")
    assert sorted(lease.hosts) == ["a.test", "b.test"]
    record = json.loads(frontier.r.get(frontier._k("lease", lease.id)))
    assert sorted(record["hosts"]) == ["a.test", "b.test"]
