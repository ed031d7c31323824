"""The serp spider's middleware logic that needs no crawl: the proxy pool, backoff, download slots,
Google's block redirect and Playwright's proxy option."""

from __future__ import annotations

import pytest
from scrapy.http import Response

from crawler.middlewares import (
    DEFAULT_POLITENESS,
    ProxyPool,
    backoff_delay,
    download_slots,
    is_sorry_redirect,
    playwright_proxy,
    slot_key,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_proxies_are_used_in_turn():
    pool = ProxyPool(["http://a:1", "http://b:2", "http://c:3", "http://a:1", " "], cooldown=60, clock=Clock())
    assert len(pool) == 3
    assert [pool.next() for _ in range(4)] == ["http://a:1", "http://b:2", "http://c:3", "http://a:1"]


def test_a_blocked_proxy_rests_for_the_cooldown():
    clock = Clock()
    pool = ProxyPool(["http://a:1", "http://b:2"], cooldown=60, clock=clock)
    pool.block("http://a:1")
    assert pool.cooling() == ["http://a:1"]
    assert [pool.next() for _ in range(3)] == ["http://b:2"] * 3
    clock.now += 61
    assert pool.cooling() == []
    assert {pool.next() for _ in range(2)} == {"http://a:1", "http://b:2"}


def test_when_every_proxy_rests_the_one_back_soonest_is_used():
    clock = Clock()
    pool = ProxyPool(["http://a:1", "http://b:2"], cooldown=60, clock=clock)
    pool.block("http://b:2")
    clock.now += 10
    pool.block("http://a:1")
    assert pool.next() == "http://b:2"


def test_no_proxies_means_direct_and_unknown_blocks_are_ignored():
    pool = ProxyPool([], cooldown=60)
    assert pool.next() is None
    pool.block(None)
    pool.block("http://elsewhere:1")
    assert pool.cooling() == []


@pytest.mark.parametrize(("attempt", "delay"), [(0, 0.0), (1, 2.0), (2, 4.0), (3, 8.0), (5, 32.0), (6, 60.0), (20, 60.0)])
def test_backoff_doubles_up_to_the_cap(attempt, delay):
    assert backoff_delay(attempt, base=2.0, cap=60.0) == delay


def test_download_slots_per_engine_and_proxy():
    slots = download_slots(DEFAULT_POLITENESS, proxy_count=2)
    assert set(slots) == {slot_key(e, i) for e in ("google", "yahoo_jp", "yahoo_tw") for i in (None, 0, 1)}
    assert slots["google"] == {"delay": 8.0, "concurrency": 1, "jitter": 0.5}
    assert slots["yahoo_jp|proxy1"]["delay"] == 4.0


@pytest.mark.parametrize(
    ("status", "location", "blocked"),
    [(302, "https://www.google.com/sorry/index?continue=x", True), (302, "/sorry/index", True),
     (302, "https://www.google.com/search?q=x", False), (200, "/sorry/index", False)],
)
def test_googles_sorry_redirect_is_a_block(status, location, blocked):
    response = Response("https://www.google.com/search?q=x", status=status, headers={"Location": location})
    assert is_sorry_redirect(response) is blocked


def test_playwright_gets_the_proxy_credentials_apart():
    assert playwright_proxy("http://user:p%40ss@10.0.0.1:8080") == {
        "server": "http://10.0.0.1:8080", "username": "user", "password": "p@ss"}
    assert playwright_proxy("http://proxy.example:3128") == {"server": "http://proxy.example:3128"}
