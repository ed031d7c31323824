"""Concurrency slots (api/core/slots.py) in both storages: this process's memory (embedded mode) and
Redis (cluster mode, when RANKLENS_TEST_REDIS_URL names a server): of many parallel takers exactly
``capacity`` hold a slot; a holder gives it back or renews it; keys are apart."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

import pytest

from api.core import config, slots

REDIS_URL = os.environ.get("RANKLENS_TEST_REDIS_URL")


@pytest.fixture(params=["memory", pytest.param("redis", marks=pytest.mark.redis)])
def storage(request, monkeypatch):
    if request.param == "redis":
        if not REDIS_URL:
            pytest.skip("RANKLENS_TEST_REDIS_URL is not set")
        monkeypatch.setenv("RANKLENS_REDIS_URL", REDIS_URL)
    else:
        monkeypatch.delenv("RANKLENS_REDIS_URL", raising=False)
        monkeypatch.delenv("RANKLENS_BROKER_URL", raising=False)
    config.get_settings.cache_clear()
    slots.reset_all()
    yield request.param
    slots.reset_all()
    config.get_settings.cache_clear()


SET = slots.Slots("test-slots", 3, 60)


def test_of_many_parallel_takers_exactly_capacity_hold_a_slot(storage):
    with ThreadPoolExecutor(max_workers=20) as pool:
        taken = list(pool.map(lambda n: slots.acquire(SET, "k", f"holder-{n}"), range(20)))
    assert taken.count(True) == 3
    holders = [f"holder-{n}" for n, ok in enumerate(taken) if ok]
    assert slots.acquire(SET, "k", holders[0])  # a holder renews its own slot
    assert not slots.acquire(SET, "k", "late")
    assert slots.acquire(SET, "other", "late")  # another key has its own slots
    slots.release(SET, "k", holders[0])
    slots.release(SET, "k", "never-held")
    assert slots.acquire(SET, "k", "late") and not slots.acquire(SET, "k", "later")


def test_a_holder_that_never_gives_its_slot_back_loses_it_with_its_lease(storage, monkeypatch):
    short = slots.Slots("test-lease", 1, 1)
    assert slots.acquire(short, "k", "killed-worker")
    assert not slots.acquire(short, "k", "next")
    if storage == "memory":
        clock = slots.time.monotonic() + 2
        monkeypatch.setattr(slots.time, "monotonic", lambda: clock)
    else:
        # Redis's clock decides: the lease is written as having ended at the epoch
        slots._store()._redis.zadd(slots.PREFIX + "test-lease:k", {"killed-worker": 0})
    assert slots.acquire(short, "k", "next")
