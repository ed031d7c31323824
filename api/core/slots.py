"""Concurrency slots: at most ``capacity`` holders of a slot set at once, across the deployment.

The rate limiter (api/core/ratelimit.py) counts hits within a window; a slot set counts who holds a
slot now: a holder takes one before costly work and gives it back after (the page checker's crawls
across the deployment, and each caller's unfinished checks). Slots live where the limiter keeps its
counts (:func:`api.core.ratelimit.storage_url`): Redis in cluster mode, so every API and worker
process shares one count (taking a slot is one Lua script, atomic under any race), and this process's
memory in embedded mode, where the Celery worker runs as threads of the API process (one lock).

A slot is a lease: a holder that dies without giving it back (a killed worker) loses it after
``lease_seconds``. Taking a slot again with the same holder id renews it (a task delivered twice).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from functools import lru_cache

import redis

from api.core.ratelimit import NAMESPACE, storage_url


@dataclass(frozen=True)
class Slots:
    """``capacity`` holders per key at once; ``name`` keeps slot sets apart."""

    name: str
    capacity: int
    lease_seconds: int


class _MemorySlots:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: dict[str, dict[str, float]] = {}

    def acquire(self, key: str, holder: str, capacity: int, lease_seconds: int) -> bool:
        now = time.monotonic()
        with self._lock:
            held = {h: until for h, until in self._held.get(key, {}).items() if until > now}
            taken = holder in held or len(held) < capacity
            if taken:
                held[holder] = now + lease_seconds
            self._held[key] = held
            return taken

    def release(self, key: str, holder: str) -> None:
        with self._lock:
            self._held.get(key, {}).pop(holder, None)

    def reset(self) -> None:
        with self._lock:
            self._held.clear()


# A sorted set per key: holders scored by when their lease ends, by Redis's clock (one clock for all hosts).
_ACQUIRE = """
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local lease = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ms)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ms + lease, ARGV[1])
  redis.call('PEXPIRE', KEYS[1], lease)
  return 1
end
return 0
"""
PREFIX = f"{NAMESPACE}:slots:"


class _RedisSlots:
    def __init__(self, url: str) -> None:
        self._redis = redis.Redis.from_url(url)
        self._acquire = self._redis.register_script(_ACQUIRE)

    def acquire(self, key: str, holder: str, capacity: int, lease_seconds: int) -> bool:
        return bool(self._acquire(keys=[PREFIX + key], args=[holder, capacity, lease_seconds * 1000]))

    def release(self, key: str, holder: str) -> None:
        self._redis.zrem(PREFIX + key, holder)

    def reset(self) -> None:
        for key in self._redis.scan_iter(match=PREFIX + "*"):
            self._redis.delete(key)


_store_lock = threading.Lock()


@lru_cache
def _store_for(url: str) -> _MemorySlots | _RedisSlots:
    return _MemorySlots() if url.startswith("memory://") else _RedisSlots(url)


def _store() -> _MemorySlots | _RedisSlots:
    with _store_lock:
        return _store_for(storage_url())


def acquire(slots: Slots, key: str, holder: str) -> bool:
    """Takes (or renews) one of ``key``'s slots for ``holder``; False when all are held by others."""
    return _store().acquire(f"{slots.name}:{key}", holder, slots.capacity, slots.lease_seconds)


def release(slots: Slots, key: str, holder: str) -> None:
    """Gives ``holder``'s slot back (nothing happens when it holds none)."""
    _store().release(f"{slots.name}:{key}", holder)


def reset_all() -> None:
    """Forgets every holder (tests)."""
    _store().reset()
