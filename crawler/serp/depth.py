"""How many result pages to fetch for one SERP, and in which batches (USERS.md item 3).

Since September 2025 each request returns about 10 results, so tracking the top 100 costs up to 10
requests a keyword. Depth is a plan setting (10, 30, 50 or 100 results) and there are two
strategies:

``full``
    every page up to the depth, in one batch.
``smart``
    start around the last known position: the first batch is every page up to the one that held
    the tracked sites last time (page 1 when nothing is known), fetched together; then the fetch
    widens one page at a time until every tracked site is found or the depth is exhausted.

Pages are always fetched from page 1 without gaps. Positions on page *n* follow from the organic
results of pages 1 … *n*-1 (a featured snippet or a result removed by the engine shifts the
count), so a SERP that skipped pages could not say exact positions; and page 1 is what the SERP
competitor and feature reports read. The saving of ``smart`` is stopping early: a site found on
page 2 costs 2 requests instead of 10, while a site that dropped out costs the full depth. Widening
one page at a time never fetches a page past the one the sites are found on (doubling batches would
save rounds but pay for up to twice the pages); the first batch spends pages only where the sites
were yesterday, so a site that climbed costs its old page count once.

Everything here is pure; the spider and the SERP-API clients drive their fetches with
:func:`next_pages`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from crawler.serp.requests import RESULTS_PER_PAGE

PLAN_DEPTHS = (10, 30, 50, 100)  # results a plan tracks per keyword


class Strategy(StrEnum):
    FULL = "full"
    SMART = "smart"


@dataclass(frozen=True, slots=True)
class DepthHint:
    """What the scheduler knows of a SERP before fetching it.

    ``last_position`` is the deepest position any tracked site held at the last successful check
    (``None`` when none ranked or the keyword is new); ``targets`` are the hosts or domains whose
    presence ends a smart fetch (each matches itself and its subdomains). No targets: fetch the
    whole depth.
    """

    last_position: int | None = None
    targets: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.last_position is not None and self.last_position < 1:
            raise ValueError("last_position is 1-based")
        cleaned = tuple(
            dict.fromkeys(t.strip().lower().removeprefix("www.").rstrip(".") for t in self.targets)
        )
        object.__setattr__(self, "targets", tuple(t for t in cleaned if t))

    def to_dict(self) -> dict[str, object]:
        return {"last_position": self.last_position, "targets": list(self.targets)}


def page_count(depth: int, per_page: int = RESULTS_PER_PAGE) -> int:
    """Pages that hold the top ``depth`` results: 10 → 1, 30 → 3, 50 → 5, 100 → 10, 25 → 3."""
    if depth < 1:
        raise ValueError("depth is at least 1 result")
    return math.ceil(depth / per_page)


def page_of(position: int, per_page: int = RESULTS_PER_PAGE) -> int:
    """The page a 1-based position is on: 1-10 → 1, 11-20 → 2."""
    return page_count(position, per_page)


def next_pages(
    *,
    depth: int,
    fetched: int,
    found: bool,
    strategy: Strategy | str = Strategy.SMART,
    hint: DepthHint | None = None,
    per_page: int = RESULTS_PER_PAGE,
) -> tuple[int, ...]:
    """The next batch of pages to fetch; empty when the fetch is complete.

    ``fetched`` is how many pages (1 … ``fetched``) are in hand and ``found`` whether every target
    of ``hint`` is among their organic results. A caller also stops when the engine has no further
    page (its last page came back short or empty).
    """
    if fetched < 0:
        raise ValueError("fetched counts pages in hand")
    total = page_count(depth, per_page)
    hint = hint or DepthHint()
    if fetched >= total:
        return ()
    if Strategy(strategy) is Strategy.FULL or not hint.targets:
        return tuple(range(fetched + 1, total + 1))
    if fetched == 0:
        start = page_of(hint.last_position, per_page) if hint.last_position else 1
        return tuple(range(1, min(start, total) + 1))
    return () if found else (fetched + 1,)


def matches_target(host: str | None, target: str) -> bool:
    """``host`` is the target domain or one of its subdomains (``www.`` ignored on both sides).

    >>> matches_target("shop.example.com.tw", "example.com.tw"), matches_target("badexample.com", "example.com")
    (True, False)
    """
    if not host:
        return False
    host = host.lower().rstrip(".").removeprefix("www.")
    return host == target or host.endswith("." + target)


def all_found(hosts: Iterable[str | None], hint: DepthHint) -> bool:
    """Every target of ``hint`` is among ``hosts`` (the organic hosts fetched so far)."""
    seen = [h for h in hosts if h]
    return all(any(matches_target(h, t) for h in seen) for t in hint.targets)
