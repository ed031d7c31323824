"""One rate limiter for every throttle: sign-in failures, share passwords, the public checker, the
contact form and the job endpoints.

Built on ``limits`` (moving windows; its Redis storage counts with one Lua script, so a hit is an
atomic check-and-count even when parallel requests race). Embedded mode is one process and keeps the
counts in its memory; cluster mode keeps them in the same Redis as the events
(``Settings.events_redis_url``), so every API process sees one count per key.

A :class:`Throttle` names a limit (``limit`` hits per ``window_seconds``); its key says whose hits
they are (``email:…``, ``ip:…``, ``user:…``). :func:`take` counts a hit and says whether it was
allowed; :func:`blocked_for` only looks.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from limits import RateLimitItem, RateLimitItemPerSecond
from limits.storage import Storage, storage_from_string
from limits.strategies import MovingWindowRateLimiter

from api.core.config import get_settings

NAMESPACE = "ranklens"


@dataclass(frozen=True)
class Throttle:
    """``limit`` hits per key within any ``window_seconds``; ``name`` keeps throttles' keys apart."""

    name: str
    limit: Callable[[], int] | int
    window_seconds: Callable[[], int] | int

    def item(self) -> RateLimitItem:
        limit = self.limit() if callable(self.limit) else self.limit
        window = self.window_seconds() if callable(self.window_seconds) else self.window_seconds
        return RateLimitItemPerSecond(max(1, limit), max(1, window), namespace=NAMESPACE)


_storage_lock = threading.Lock()


@lru_cache
def _storage_for(url: str) -> Storage:
    return storage_from_string(url)


def _storage(url: str) -> Storage:
    # limits imports its Redis client lazily, and two threads doing it at once fail the version check.
    with _storage_lock:
        return _storage_for(url)


def storage_url() -> str:
    """Redis in cluster mode (shared by every API process), this process's memory otherwise."""
    return get_settings().events_redis_url or "memory://"


def _limiter() -> MovingWindowRateLimiter:
    return MovingWindowRateLimiter(_storage(storage_url()))


def _wait(item: RateLimitItem, throttle: Throttle, key: str) -> int:
    reset_at, _ = _limiter().get_window_stats(item, throttle.name, key)
    return max(1, math.ceil(reset_at - time.time()))


def take(throttle: Throttle, key: str, cost: int = 1) -> int | None:
    """Counts ``cost`` hits for ``key``: None when they were allowed, else the seconds until one is.

    Atomic: of many parallel hits against a limit of N, exactly N are allowed."""
    item = throttle.item()
    if _limiter().hit(item, throttle.name, key, cost=cost):
        return None
    return _wait(item, throttle, key)


def take_each(hits: Iterable[tuple[Throttle, str]]) -> int | None:
    """Counts a hit on each (throttle, key) in turn, stopping at the first refused: None when every one
    was allowed, else the seconds the refused one waits. Put the broadest key first (the client's
    address), so a client it shuts out cannot go on counting against the narrower keys (an account)."""
    for throttle, key in hits:
        wait = take(throttle, key)
        if wait is not None:
            return wait
    return None


def blocked_for(throttle: Throttle, key: str) -> int | None:
    """Seconds until ``key`` may hit ``throttle`` again, or None when it may now (counts nothing)."""
    item = throttle.item()
    if _limiter().test(item, throttle.name, key):
        return None
    return _wait(item, throttle, key)


def clear(throttle: Throttle, key: str) -> None:
    """Forgets ``key``'s hits (a successful sign-in clears the account's failures)."""
    _limiter().clear(throttle.item(), throttle.name, key)


def reset_all() -> None:
    """Forgets every count of this process's storage (tests; an operator's unlock of everything)."""
    _storage(storage_url()).reset()


def address_key(ip: str | None) -> str:
    """The key of a client address (as the trusted proxies named it; ``unknown`` without one)."""
    return f"ip:{ip or 'unknown'}"


def caller_key(user_id: int | None, ip: str | None) -> str:
    """Whose hits: the signed-in user's, else the client address's."""
    return f"user:{user_id}" if user_id is not None else address_key(ip)


def minutes(seconds: int) -> int:
    """Whole minutes to show a user who has to wait ``seconds`` (at least 1)."""
    return max(1, math.ceil(seconds / 60))
