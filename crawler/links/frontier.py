"""The link crawl's shared frontier: which URL is fetched next, by which worker, and when, in Redis.

Why our own Redis structures and not scrapy-redis: scrapy-redis shares one request queue and one duplicate filter
between long-running spiders that pop requests destructively. A spider killed mid-crawl loses what it popped, the
queue knows nothing of hosts (two spiders hit one host at once, crawl-delay is per process), and it has no daily
budget, pause or re-crawl schedule; it also needs every Scrapy process to reach Redis, which embedded mode has not.
Here the Celery worker side leases a *batch* (a few URLs of many hosts), a Scrapy child process crawls just that
batch (one process per crawl, like site audits), and the results come back through :meth:`Frontier.complete`.

Keys (all under ``prefix``):

- ``q:<host>`` sorted set: the host's URLs by due time (a new URL is due now, earlier the more important it is; a
  fetched one again after its re-crawl interval, :func:`recrawl_interval`);
- ``hosts`` sorted set: hosts with queued URLs, by the time their next URL may be fetched (its due time, and the
  host's crawl-delay after its last fetch) — leased hosts are not in it, and ``leased`` claims a host for one
  lease at a time (``SADD`` is the claim): one connection per host across every worker;
- ``leases`` sorted set: lease id by expiry, and ``lease:<id>`` its record: hosts and URLs, with the URLs its
  batch grew by in ``lease:<id>:grown`` and those it is about to claim as seen in ``lease:<id>:pending``. A
  worker killed mid-batch never completes its lease; :meth:`Frontier.reap` (every lease call runs it) puts the
  URLs of an expired lease back, the pending ones included;
- ``seen`` set: the duplicate filter, by :func:`crawler.audit.urls.crawl_key` (session ids and sort parameters
  dropped, query sorted, so a URL is queued once);
- ``meta`` hash: per URL its depth from a seed, importance, attempts, redirect hops, the signature of its links
  and how many fetches found them unchanged (the change rate);
- ``host:<host>`` hash: crawl-delay, the robots.txt text (kept a day), consecutive timeouts;
- control and counters: ``paused``, ``budget``, ``schedule``, ``fetched:<day>``, ``errors:<day>``, ``recent``
  (fetches of the last minutes, for pages per second), ``failed`` (URLs given up: retry puts them back),
  ``spaces`` (URLs counted per calendar or query space, :func:`crawler.links.traps.space_of`).

The same structures run on a Redis server (cluster mode) and on fakeredis in the owning process (embedded mode):
only plain commands (no Lua), each step safe against other workers by a single-command claim. A worker killed
anywhere (``kill -9``) loses no URL: whatever it takes from a queue or claims as seen is in its lease's record
first, and a lease ends (its record deleted, its hosts released) in one transaction, after its results are in.
What such a death can cost is a URL fetched twice, never one lost.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from redis.exceptions import WatchError

from analytics.hosts import host_of
from crawler.audit.urls import crawl_key
from crawler.links.extract import clean_url
from crawler.links.traps import space_of, trap_reason

DAY = 24 * 3600.0
ROBOTS_TTL = DAY  # robots.txt is fetched again after a day (as Google does)
LEASE_TTL = 15 * 60.0
DEFAULT_DELAY = 1.0  # seconds between two fetches of one host when robots.txt names no crawl-delay
MAX_DELAY = 60.0  # a crawl-delay above this is honoured as this (and the host crawled that slowly)
# Added to every crawl-delay: we space our sends, the host sees arrivals, which a busy machine or network bunches
# (by 170 ms once, on a CI machine with both cores busy); with this margin a host never sees two of our fetches
# closer than it asked.
DELAY_MARGIN = 0.2
IMPORTANCE_LEAD = 3600.0  # a URL of importance 1 is due an hour before one of importance 0
MAX_ATTEMPTS = 3  # a URL that timed out (or its host's robots.txt could not be read) this often is given up
BACKOFF = 300.0  # seconds before a timed-out host is tried again, doubled per consecutive timeout
MAX_REDIRECT_HOPS = 5
RECENT_WINDOW = 300.0  # pages per second over the last five minutes
# Error kinds after which the URL is tried again later (with backoff), until MAX_ATTEMPTS.
RETRYABLE = frozenset({"timeout", "robots_unreachable", "http_5xx", "connection"})


def recrawl_interval(importance: float, unchanged: int) -> float:
    """Seconds until a fetched page is fetched again: a week for an ordinary page, shorter the more important
    it is (importance 1: a day and a half), doubled for each fetch that found its links unchanged (at most 8×),
    between one and sixty days."""
    interval = 7 * DAY * 2 ** min(unchanged, 3) / (1 + 4 * max(0.0, min(importance, 1.0)))
    return max(DAY, min(interval, 60 * DAY))


@dataclass(frozen=True)
class LeasedUrl:
    url: str
    host: str
    depth: int = 0
    importance: float = 0.0
    hops: int = 0


@dataclass(frozen=True)
class Lease:
    id: str
    worker: str
    urls: tuple[LeasedUrl, ...]
    expires_at: float
    robots: dict[str, str | None] = field(default_factory=dict)  # host -> robots.txt known (None: none to obey)
    delays: dict[str, float] = field(default_factory=dict)  # host -> crawl-delay known
    ttl: float = LEASE_TTL  # seconds a lease lives without being extended

    @property
    def hosts(self) -> list[str]:
        return list(dict.fromkeys(url.host for url in self.urls))


@dataclass(frozen=True)
class FetchResult:
    """What became of one leased URL: fetched (``status``), or failed with an error kind; the link targets and
    redirect target found on it, and the signature of its links (unchanged links: a slower re-crawl)."""

    url: str
    status: int | None = None
    error: str | None = None
    links: Sequence[str] = ()
    location: str | None = None
    signature: str | None = None
    fetched: bool = True  # a request reached the host (counts against the budget)


@dataclass(frozen=True)
class HostReport:
    host: str
    robots: str | None = None  # robots.txt as fetched ("" when the host has none)
    robots_fetched: bool = False
    delay: float | None = None  # robots.txt's crawl-delay for us
    last_fetch: float | None = None  # when the batch's last request to the host started


@dataclass(frozen=True)
class FrontierStatus:
    paused: bool
    queued: int
    in_flight: int
    hosts: int
    fetched_today: int
    budget: int | None
    schedule: int | None
    pages_per_second: float
    errors_today: dict[str, int]
    failed: int
    leases: int


def _host(url: str) -> str | None:
    try:
        return host_of(url)
    except ValueError:
        return None


def today(now: float) -> str:
    return datetime.fromtimestamp(now, UTC).strftime("%Y-%m-%d")


def _pending(urls: Sequence[str], depth: int, importance: float, hops: int = 0) -> dict[str, Any]:
    """A group of URLs a lease is about to claim or queue, as its record keeps them for a reaper."""
    return {"u": list(urls), "d": depth, "i": importance, "h": hops}


def _merge(first: dict[str, int], second: dict[str, int]) -> dict[str, int]:
    return {kind: first.get(kind, 0) + second.get(kind, 0) for kind in first.keys() | second.keys()}


class Frontier:
    def __init__(self, redis: Any, prefix: str = "links:", *, clock: Callable[[], float] = time.time,
                 default_delay: float = DEFAULT_DELAY, default_budget: int | None = None) -> None:
        self.r = redis
        self.p = prefix
        self.clock = clock
        self.default_delay = default_delay
        self.default_budget = default_budget  # pages a day until an operator sets one

    def _k(self, *parts: str) -> str:
        return self.p + ":".join(parts)

    # -- adding ----------------------------------------------------------------------------------------

    def add(self, urls: Iterable[str], *, importance: float = 0.0, depth: int = 0, hops: int = 0,
            due: float | None = None) -> tuple[int, dict[str, int]]:
        """Queue the URLs not seen before; returns (how many were queued, refusals by kind — traps)."""
        now = self.clock()
        candidates, refused = self._candidates(urls, depth, hops)
        queued, crowded = self._claim(candidates)
        refused = _merge(refused, crowded)
        score = (now if due is None else due) - IMPORTANCE_LEAD * importance
        meta = json.dumps({"d": depth, "i": importance, "h": hops})
        if queued:
            pipe = self.r.pipeline(transaction=False)
            for url, host in queued:
                pipe.zadd(self._k("q", host), {url: score})
                pipe.hset(self._k("meta"), url, meta)
            pipe.incrby(self._k("queued"), len(queued))
            pipe.execute()
            self._offer_hosts({host for _, host in queued}, now)
        self._count_errors(refused, now)
        return len(queued), refused

    def _candidates(self, urls: Iterable[str], depth: int, hops: int,
                    limit: int | None = None) -> tuple[dict[str, tuple[str, str]], dict[str, int]]:
        """(url, host) by crawl key of the URLs that are no trap, at most ``limit`` not seen yet; refusals."""
        candidates: dict[str, tuple[str, str]] = {}
        refused: dict[str, int] = {}
        for raw in urls:
            url = clean_url(raw)
            if url is None:
                continue
            reason = trap_reason(url, depth)
            if reason is None and hops > MAX_REDIRECT_HOPS:
                reason = "redirect_chain"
            if reason is not None:
                kind = "redirect_chain" if reason == "redirect_chain" else "trap"
                refused[kind] = refused.get(kind, 0) + 1
                continue
            candidates.setdefault(crawl_key(url), (url, host_of(url)))
        if limit is not None and len(candidates) > limit:
            # Only unseen ones count against the limit; the claim (SADD) still decides (another worker may race).
            unseen = self.r.smismember(self._k("seen"), list(candidates))
            keys = [key for key, known in zip(candidates, unseen, strict=True) if not known][:limit]
            candidates = {key: candidates[key] for key in keys}
        return candidates, refused

    def _claim(self, candidates: dict[str, tuple[str, str]]) -> tuple[list[tuple[str, str]], dict[str, int]]:
        """Mark the candidates seen; (url, host) of those never seen before and within their URL space's cap."""
        if not candidates:
            return [], {}
        pipe = self.r.pipeline(transaction=False)
        for key in candidates:
            pipe.sadd(self._k("seen"), key)
        fresh = [candidates[key] for key, new in zip(candidates, pipe.execute(), strict=True) if new]
        # URL spaces (calendars, query variants) are capped: the first URLs of a space are queued, no more.
        spaced = [(url, host, space_of(url)) for url, host in fresh]
        pipe = self.r.pipeline(transaction=False)
        for _, _, space in spaced:
            if space is not None:
                pipe.hincrby(self._k("spaces"), space[0], 1)
        counts = iter(pipe.execute())
        admitted: list[tuple[str, str]] = []
        refused: dict[str, int] = {}
        for url, host, space in spaced:
            if space is not None and next(counts) > space[1]:
                refused["trap"] = refused.get("trap", 0) + 1
            else:
                admitted.append((url, host))
        return admitted, refused

    def grow(self, lease: Lease, found: LeasedUrl, links: Iterable[str], *,
             cap: int) -> tuple[Lease, list[LeasedUrl]]:
        """Links a batch found to hosts it holds, never seen before, fetched in the same batch (the host is the
        lease's alone, so no other worker can fetch them): added to the lease (a dead worker's are queued again
        like the rest), at most ``cap`` URLs per host in the lease and within today's budget. ``found`` is the
        page they were on. Returns the lease as it now is and the URLs added."""
        held = {url.host for url in lease.urls}
        wanted = [link for link in links if _host(link) in held]
        per_host = sum(1 for url in lease.urls if url.host == found.host)
        room = cap - per_host
        budget = self.budget()
        if budget is not None:
            room = min(room, budget - self.fetched_today() - self.in_flight())
        if room <= 0 or not wanted or self.r.zscore(self._k("leases"), lease.id) is None:
            return lease, []  # (an expired lease's URLs are another worker's now: it takes no more)
        depth, importance = found.depth + 1, found.importance / 2
        candidates, refused = self._candidates(wanted, depth, 0, limit=room)
        # Noted with the lease before they are claimed as seen: a worker killed in between loses none.
        if not candidates or not self._note_pending(
                lease, [_pending([url for url, _ in candidates.values()], depth, importance)]):
            self._count_errors(refused, self.clock())
            return lease, []
        admitted, crowded = self._claim(candidates)
        self._count_errors(_merge(refused, crowded), self.clock())
        added = [LeasedUrl(url, host, depth, importance) for url, host in admitted]
        pipe = self.r.pipeline(transaction=False)
        if added:
            lease = replace(lease, urls=(*lease.urls, *added))
            pipe.hset(self._k("meta"), mapping={url.url: json.dumps({"d": depth, "i": importance, "h": 0})
                                                for url in added})
            pipe.rpush(self._k("lease", lease.id, "grown"), *(json.dumps(asdict(url)) for url in added))
            pipe.expire(self._k("lease", lease.id, "grown"), int(DAY))
        pipe.delete(self._k("lease", lease.id, "pending"))
        pipe.execute()
        return lease, added

    def _note_pending(self, lease: Lease, pending: Sequence[dict[str, Any]]) -> bool:
        """Note with the lease the ``pending`` groups of URLs (:func:`_pending`) it is about to claim as seen or
        to queue, for a reaper should its worker die. False when the lease was ended meanwhile (reaped): then
        nothing is noted and it is not the worker's to go on with."""
        key = self._k("lease", lease.id)
        with self.r.pipeline(transaction=True) as pipe:
            try:
                pipe.watch(key)
                if not pipe.exists(key):
                    return False
                pipe.multi()
                pipe.set(self._k("lease", lease.id, "pending"), json.dumps(list(pending)), ex=int(DAY))
                pipe.execute()
            except WatchError:
                return False
        return True

    @staticmethod
    def _record_json(lease: Lease, hosts: Sequence[str], urls: Sequence[LeasedUrl]) -> str:
        """A lease's record as a reaper reads it: its hosts and the URLs it took from their queues (those its
        batch grew by are in ``lease:<id>:grown``, what it is about to claim in ``lease:<id>:pending``)."""
        return json.dumps({"worker": lease.worker, "hosts": list(hosts), "urls": [asdict(url) for url in urls]})

    def _pending_urls(self, groups: Iterable[dict[str, Any]]) -> list[LeasedUrl]:
        urls: list[LeasedUrl] = []
        for group in groups:
            candidates, _ = self._candidates(group["u"], group["d"], group["h"])
            urls += [LeasedUrl(url, host, group["d"], group["i"], group["h"]) for url, host in candidates.values()]
        return urls

    def _restore(self, urls: Sequence[LeasedUrl], now: float) -> int:
        """Queue URLs a lease held or was about to claim, seen or not; a URL queued already keeps its place and
        time (it was scheduled, or another worker queued it). Returns how many were queued."""
        if not urls:
            return 0
        pipe = self.r.pipeline(transaction=False)
        for url in urls:
            pipe.sadd(self._k("seen"), crawl_key(url.url))
            pipe.zadd(self._k("q", url.host), {url.url: now - IMPORTANCE_LEAD * url.importance}, nx=True)
            pipe.hsetnx(self._k("meta"), url.url, json.dumps({"d": url.depth, "i": url.importance, "h": url.hops}))
        queued = sum(pipe.execute()[1::3])
        if queued:
            self.r.incrby(self._k("queued"), queued)
        self._offer_hosts({url.host for url in urls}, now)  # a held host is offered when its lease ends
        return queued

    def _offer_hosts(self, hosts: Iterable[str], now: float) -> None:
        """Put hosts that are not leased into ``hosts``, at the time their next URL may be fetched."""
        for host in hosts:
            if self.r.sismember(self._k("leased"), host):
                continue  # its lease's release offers it again
            at = self._next_at(host)
            if at is not None:
                self.r.zadd(self._k("hosts"), {host: at})

    def _next_at(self, host: str) -> float | None:
        """When the host's next URL may be fetched (its due time, and the host's crawl-delay); None: none queued."""
        head = self.r.zrange(self._k("q", host), 0, 0, withscores=True)
        if not head:
            return None
        return max(head[0][1], float(self.r.hget(self._k("host", host), "next_at") or 0))

    # -- leasing ---------------------------------------------------------------------------------------

    def lease(self, worker: str, *, max_hosts: int = 64, per_host: int = 8, ttl: float = LEASE_TTL) -> Lease | None:
        """A batch of due URLs from hosts whose turn it is, each host held by this lease alone until
        :meth:`complete` (or until ``ttl`` passes: :meth:`reap` gives them to another worker). None when
        paused, over today's budget, or nothing is due."""
        self.reap()
        now = self.clock()
        if self.paused():
            return None
        room = per_host * max_hosts
        budget = self.budget()
        if budget is not None:
            room = min(room, budget - self.fetched_today(now) - self.in_flight())
        if room <= 0:
            return None
        lease = Lease(uuid.uuid4().hex, worker, (), now + ttl, ttl=ttl)
        hosts: list[str] = []
        urls: list[LeasedUrl] = []
        self.r.set(self._k("lease", lease.id), self._record_json(lease, hosts, urls))
        self.r.zadd(self._k("leases"), {lease.id: lease.expires_at})
        # Each step is in the lease's record before it takes anything (a host claimed, URLs off a queue), sent in
        # one pipeline with it: a worker killed here leaves a record the reaper undoes, never a host held for ever.
        candidates = self.r.zrangebyscore(self._k("hosts"), "-inf", now, start=0, num=max_hosts * 4)
        for raw in candidates:
            if len(hosts) >= max_hosts or len(urls) >= room:
                break
            host = raw.decode() if isinstance(raw, bytes) else raw
            pipe = self.r.pipeline(transaction=False)
            pipe.set(self._k("lease", lease.id), self._record_json(lease, [*hosts, host], urls))
            pipe.sadd(self._k("leased"), host)
            pipe.zrem(self._k("hosts"), host)
            claimed, _ = pipe.execute()[1:]
            if not claimed:
                continue  # another lease holds it (and offers it again when it ends)
            due = self.r.zrangebyscore(self._k("q", host), "-inf", now, start=0, num=min(per_host, room - len(urls)))
            taken = [u.decode() if isinstance(u, bytes) else u for u in due]
            if not taken:
                self.r.srem(self._k("leased"), host)
                self._offer_hosts([host], now)
                continue
            hosts.append(host)
            metas = self.r.hmget(self._k("meta"), taken)
            for url, raw_meta in zip(taken, metas, strict=True):
                meta = json.loads(raw_meta) if raw_meta else {}
                urls.append(LeasedUrl(url, host, meta.get("d", 0), meta.get("i", 0.0), meta.get("h", 0)))
            pipe = self.r.pipeline(transaction=False)
            pipe.set(self._k("lease", lease.id), self._record_json(lease, hosts, urls))
            pipe.zrem(self._k("q", host), *taken)
            pipe.decrby(self._k("queued"), len(taken))
            pipe.execute()
        if not urls:
            self._release(lease.id, hosts, now)
            return None
        # exactly the hosts it holds: one whose claim was lost, or that had nothing due, was written in above
        self.r.set(self._k("lease", lease.id), self._record_json(lease, hosts, urls))
        robots: dict[str, str | None] = {}
        delays: dict[str, float] = {}
        for host in hosts:
            known = self.r.hmget(self._k("host", host), ["robots", "robots_at", "delay"])
            if known[0] is not None and now - float(known[1] or 0) < ROBOTS_TTL:
                robots[host] = known[0].decode() if isinstance(known[0], bytes) else known[0]
            if known[2] is not None:
                delays[host] = float(known[2])
        return replace(lease, urls=tuple(urls), robots=robots, delays=delays)

    def extend(self, lease: Lease, ttl: float = LEASE_TTL) -> bool:
        """Keep a lease alive while its crawl runs; False when it expired and was given away."""
        pipe = self.r.pipeline(transaction=True)
        pipe.zadd(self._k("leases"), {lease.id: self.clock() + ttl}, xx=True)
        pipe.zscore(self._k("leases"), lease.id)
        return pipe.execute()[1] is not None

    def reap(self) -> int:
        """Put the URLs of expired leases (their worker died) back in the queue, with those they were about to
        claim, and release their hosts; returns how many URLs were queued."""
        now = self.clock()
        returned = 0
        for raw in self.r.zrangebyscore(self._k("leases"), "-inf", now):
            lease_id = raw.decode() if isinstance(raw, bytes) else raw
            stored = self.r.get(self._k("lease", lease_id))
            if stored is None:
                self.r.zrem(self._k("leases"), lease_id)  # ended meanwhile (or its worker died creating it)
                continue
            data = json.loads(stored)
            grown, pending = self._lease_extras(lease_id)
            held = [LeasedUrl(**url) for url in data["urls"]] + grown
            # Queuing is idempotent (a URL queued already keeps its place): two reapers at once lose nothing, and
            # only one of them ends the lease.
            returned += self._restore(held + self._pending_urls(pending), now)
            self._release(lease_id, data["hosts"], now)
        return returned

    def _lease_extras(self, lease_id: str) -> tuple[list[LeasedUrl], list[dict[str, Any]]]:
        """The URLs a lease's batch grew by, and the groups it was about to claim or queue."""
        pipe = self.r.pipeline(transaction=False)
        pipe.lrange(self._k("lease", lease_id, "grown"), 0, -1)
        pipe.get(self._k("lease", lease_id, "pending"))
        grown, pending = pipe.execute()
        return [LeasedUrl(**json.loads(url)) for url in grown], json.loads(pending) if pending else []

    def _release(self, lease_id: str, hosts: Sequence[str], now: float) -> bool:
        """End a lease in one transaction: its record deleted, its hosts released and offered at their next
        allowed time. False when it was ended already (by its worker or another reaper)."""
        key = self._k("lease", lease_id)
        with self.r.pipeline(transaction=True) as pipe:
            try:
                pipe.watch(key)
                if not pipe.exists(key):
                    return False
                offers = {host: at for host in hosts if (at := self._next_at(host)) is not None}
                pipe.multi()
                pipe.zrem(self._k("leases"), lease_id)
                pipe.delete(key, self._k("lease", lease_id, "grown"), self._k("lease", lease_id, "pending"))
                if hosts:
                    pipe.srem(self._k("leased"), *hosts)
                if offers:
                    pipe.zadd(self._k("hosts"), offers)
                pipe.execute()
            except WatchError:
                return False
        return True

    # -- results ---------------------------------------------------------------------------------------

    def complete(self, lease: Lease, results: Iterable[FetchResult], hosts: Iterable[HostReport] = ()) -> bool:
        """Take a batch's results: discovered links queued, fetched pages scheduled again by importance and
        change rate, failures retried with backoff or given up, URLs without a result queued again, hosts
        released with their next allowed time. False when the lease had expired and was reaped meanwhile (its
        URLs are queued again already; those it grew and the links it found are queued too)."""
        now = self.clock()
        by_url = {url.url: url for url in lease.urls}
        results = [result for result in results if result.url in by_url]
        found: list[dict[str, Any]] = []
        errors: dict[str, int] = {}
        for result in results:
            leased = by_url[result.url]
            if result.error:
                errors[result.error] = errors.get(result.error, 0) + 1
            if result.links:
                found.append(_pending(result.links, leased.depth + 1, leased.importance / 2))
            if result.location:
                found.append(_pending([result.location], leased.depth, leased.importance, leased.hops + 1))
        fetched = sum(1 for result in results if result.fetched and result.status is not None)
        day = today(now)
        pipe = self.r.pipeline(transaction=False)
        pipe.incrby(self._k("fetched", day), fetched)
        pipe.expire(self._k("fetched", day), int(8 * DAY))
        if fetched:
            pipe.zadd(self._k("recent"), {f"{lease.id}:{fetched}": now})
        pipe.zremrangebyscore(self._k("recent"), "-inf", now - RECENT_WINDOW)
        pipe.execute()
        self._count_errors(errors, now)
        # The lease stays recorded, with what it found, until its results are in: a worker killed on the way
        # leaves it to the reaper, which queues everything again.
        self.extend(lease, lease.ttl)
        if not self._note_pending(lease, found):
            self._restore([*lease.urls, *self._pending_urls(found)], now)
            return False
        for group in found:
            self.add(group["u"], importance=group["i"], depth=group["d"], hops=group["h"])
        reported = {report.host: report for report in hosts}
        for host, report in reported.items():
            self._host_report(report, now)
        done = {result.url: result for result in results}
        timed_out: set[str] = set()
        for leased in lease.urls:
            result = done.get(leased.url)
            if result is None:
                self._requeue(leased, now)  # the crawl ended before reaching it
            elif result.error in RETRYABLE:
                timed_out.add(leased.host)
                self._retry(leased, result.error, now)
            else:
                self._schedule(leased, result, now)
        for host in lease.hosts:
            self._host_done(host, reported.get(host), host in timed_out, now)
        self._release(lease.id, lease.hosts, now)
        return True

    def _requeue(self, leased: LeasedUrl, now: float) -> None:
        self.r.zadd(self._k("q", leased.host), {leased.url: now - IMPORTANCE_LEAD * leased.importance})
        self.r.incr(self._k("queued"))

    def _retry(self, leased: LeasedUrl, error: str, now: float) -> None:
        meta = self._meta(leased.url)
        attempts = meta.get("a", 0) + 1
        if attempts >= MAX_ATTEMPTS:
            # Given up until an operator retries (or its re-crawl comes round): not retried for ever.
            meta.pop("a", None)
            self.r.zadd(self._k("failed"), {leased.url: now})
            self.r.hset(self._k("meta"), leased.url, json.dumps(meta | {"e": error}))
            return
        self.r.hset(self._k("meta"), leased.url, json.dumps(meta | {"a": attempts}))
        self.r.zadd(self._k("q", leased.host), {leased.url: now + BACKOFF * 2 ** (attempts - 1)})
        self.r.incr(self._k("queued"))

    def _schedule(self, leased: LeasedUrl, result: FetchResult, now: float) -> None:
        meta = self._meta(leased.url)
        unchanged = meta.get("u", 0) + 1 if result.signature and result.signature == meta.get("s") else 0
        meta = {key: value for key, value in meta.items() if key not in ("a", "e")}
        meta |= {"s": result.signature, "u": unchanged}
        self.r.hset(self._k("meta"), leased.url, json.dumps(meta))
        self.r.zadd(self._k("q", leased.host), {leased.url: now + recrawl_interval(leased.importance, unchanged)})
        self.r.incr(self._k("queued"))

    def _meta(self, url: str) -> dict[str, Any]:
        raw = self.r.hget(self._k("meta"), url)
        return json.loads(raw) if raw else {}

    def _host_report(self, report: HostReport, now: float) -> None:
        key = self._k("host", report.host)
        if report.robots_fetched:
            self.r.hset(key, mapping={"robots": report.robots or "", "robots_at": now})
        if report.delay is not None:
            self.r.hset(key, "delay", min(report.delay, MAX_DELAY))

    def _host_done(self, host: str, report: HostReport | None, timed_out: bool, now: float) -> None:
        """The host's next allowed fetch: its crawl-delay after the batch's last request; a host that timed out
        waits longer each time (reset by a batch without timeouts)."""
        key = self._k("host", host)
        delay = float(self.r.hget(key, "delay") or self.default_delay)
        last = report.last_fetch if report and report.last_fetch else now
        if timed_out:
            streak = self.r.hincrby(key, "timeouts", 1)
            next_at = now + BACKOFF * 2 ** (streak - 1)
        else:
            self.r.hdel(key, "timeouts")
            next_at = last + min(delay, MAX_DELAY) + DELAY_MARGIN
        self.r.hset(key, "next_at", next_at)

    def _count_errors(self, errors: dict[str, int], now: float) -> None:
        if not errors:
            return
        key = self._k("errors", today(now))
        pipe = self.r.pipeline(transaction=False)
        for kind, count in errors.items():
            pipe.hincrby(key, kind, count)
        pipe.expire(key, int(8 * DAY))
        pipe.execute()

    # -- control ---------------------------------------------------------------------------------------

    def paused(self) -> bool:
        return bool(self.r.exists(self._k("paused")))

    def pause(self) -> None:
        self.r.set(self._k("paused"), 1)

    def resume(self) -> None:
        self.r.delete(self._k("paused"))

    def budget(self) -> int | None:
        raw = self.r.get(self._k("budget"))
        if raw is None:
            return self.default_budget
        return None if raw in (b"", "") else int(raw)

    def set_budget(self, pages_per_day: int | None) -> None:
        """Pages a day; None: no budget (stored as such, so the deployment's default does not come back)."""
        self.r.set(self._k("budget"), "" if pages_per_day is None else int(pages_per_day))

    def schedule(self) -> int | None:
        raw = self.r.get(self._k("schedule"))
        return None if raw is None else int(raw)

    def set_schedule(self, every_seconds: int | None) -> None:
        if every_seconds is None:
            self.r.delete(self._k("schedule"))
        else:
            self.r.set(self._k("schedule"), int(every_seconds))

    def retry_failed(self) -> int:
        """Queue every given-up URL again, now."""
        now = self.clock()
        failed = [u.decode() if isinstance(u, bytes) else u for u in self.r.zrange(self._k("failed"), 0, -1)]
        for url in failed:
            self.r.zrem(self._k("failed"), url)
            self._requeue(LeasedUrl(url, host_of(url)), now)
        self._offer_hosts({host_of(url) for url in failed}, now)
        return len(failed)

    # -- figures ---------------------------------------------------------------------------------------

    def fetched_today(self, now: float | None = None) -> int:
        return int(self.r.get(self._k("fetched", today(self.clock() if now is None else now))) or 0)

    def in_flight(self) -> int:
        ids = [raw.decode() if isinstance(raw, bytes) else raw for raw in self.r.zrange(self._k("leases"), 0, -1)]
        pipe = self.r.pipeline(transaction=False)
        for lease_id in ids:
            pipe.get(self._k("lease", lease_id))
            pipe.llen(self._k("lease", lease_id, "grown"))
        answers = pipe.execute() if ids else []
        return sum(len(json.loads(stored)["urls"]) + grown
                   for stored, grown in zip(answers[::2], answers[1::2], strict=True) if stored)

    def status(self) -> FrontierStatus:
        now = self.clock()
        recent = self.r.zrangebyscore(self._k("recent"), now - RECENT_WINDOW, "+inf")
        pages = sum(int((r.decode() if isinstance(r, bytes) else r).rsplit(":", 1)[1]) for r in recent)
        errors = {(k.decode() if isinstance(k, bytes) else k): int(v)
                  for k, v in self.r.hgetall(self._k("errors", today(now))).items()}
        return FrontierStatus(
            paused=self.paused(), queued=int(self.r.get(self._k("queued")) or 0), in_flight=self.in_flight(),
            hosts=int(self.r.zcard(self._k("hosts"))) + int(self.r.scard(self._k("leased"))),
            fetched_today=self.fetched_today(now), budget=self.budget(), schedule=self.schedule(),
            pages_per_second=round(pages / RECENT_WINDOW, 2), errors_today=errors,
            failed=int(self.r.zcard(self._k("failed"))), leases=int(self.r.zcard(self._k("leases"))))

    def due(self, now: float | None = None) -> int:
        """Hosts whose next URL may be fetched now (what a new lease would draw from)."""
        return int(self.r.zcount(self._k("hosts"), "-inf", self.clock() if now is None else now))
