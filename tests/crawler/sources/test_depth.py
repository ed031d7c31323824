"""Per-plan depth and the smart strategy, as tables (pure functions)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crawler.serp.depth import (
    PLAN_DEPTHS,
    DepthHint,
    all_found,
    matches_target,
    next_pages,
    page_count,
    page_of,
)

TARGET = DepthHint(targets=("example.com.tw",))


@pytest.mark.parametrize(("depth", "pages"), [(10, 1), (30, 3), (50, 5), (100, 10), (25, 3), (1, 1)])
def test_page_count(depth, pages):
    assert page_count(depth) == pages


def test_plan_depths():
    assert PLAN_DEPTHS == (10, 30, 50, 100)


@pytest.mark.parametrize(("position", "page"), [(1, 1), (10, 1), (11, 2), (45, 5), (100, 10)])
def test_page_of(position, page):
    assert page_of(position) == page


@pytest.mark.parametrize(
    ("depth", "fetched", "found", "expected"),
    [(10, 0, False, (1,)), (30, 0, False, (1, 2, 3)), (100, 0, False, tuple(range(1, 11))), (30, 3, False, ()),
     (50, 2, True, (3, 4, 5))],
)
def test_full_fetches_every_page_at_once(depth, fetched, found, expected):
    assert next_pages(depth=depth, fetched=fetched, found=found, strategy="full", hint=TARGET) == expected


@pytest.mark.parametrize(
    ("depth", "last_position", "fetched", "found", "expected"),
    [
        # Nothing known: page 1 first, then one page at a time until found.
        (100, None, 0, False, (1,)),
        (100, None, 1, False, (2,)),
        (100, None, 2, True, ()),
        # Last seen at 45: pages 1-5 at once; found there, done; not found, widen by one.
        (100, 45, 0, False, (1, 2, 3, 4, 5)),
        (100, 45, 5, True, ()),
        (100, 45, 5, False, (6,)),
        (100, 45, 9, False, (10,)),
        (100, 45, 10, False, ()),  # depth exhausted: the site is beyond the top 100
        # The hint never reaches past the plan's depth.
        (30, 87, 0, False, (1, 2, 3)),
        (30, 87, 3, False, ()),
        # Top 10 plan: always one page.
        (10, 4, 0, False, (1,)),
        (10, 4, 1, False, ()),
    ],
)
def test_smart_starts_at_the_last_known_page_and_widens(depth, last_position, fetched, found, expected):
    hint = DepthHint(last_position, ("example.com.tw",))
    assert next_pages(depth=depth, fetched=fetched, found=found, strategy="smart", hint=hint) == expected


def test_smart_without_targets_fetches_the_whole_depth():
    assert next_pages(depth=30, fetched=0, found=True, strategy="smart", hint=DepthHint(12)) == (1, 2, 3)


@given(depth=st.sampled_from(PLAN_DEPTHS), last=st.none() | st.integers(1, 150), found_on=st.integers(1, 12))
def test_smart_never_skips_a_page_never_exceeds_depth_and_stops_where_found(depth, last, found_on):
    hint = DepthHint(last, ("example.com.tw",))
    fetched: list[int] = []
    while batch := next_pages(depth=depth, fetched=len(fetched), found=len(fetched) >= found_on, hint=hint):
        assert batch[0] == len(fetched) + 1 and list(batch) == list(range(batch[0], batch[-1] + 1))
        fetched += batch
    assert fetched == list(range(1, len(fetched) + 1))
    assert len(fetched) <= page_count(depth)
    first_batch = page_of(last) if last else 1
    assert len(fetched) == min(page_count(depth), max(found_on, first_batch))


def test_hint_targets_are_normalised():
    hint = DepthHint(3, (" WWW.Example.com ", "example.com", "shop.example.jp.", ""))
    assert hint.targets == ("example.com", "shop.example.jp")
    with pytest.raises(ValueError):
        DepthHint(0)


@pytest.mark.parametrize(
    ("host", "target", "matches"),
    [("www.example.com", "example.com", True), ("blog.example.com", "example.com", True),
     ("example.com", "example.com", True), ("badexample.com", "example.com", False),
     ("example.com.tw", "example.com", False), (None, "example.com", False), ("WWW.EXAMPLE.COM.", "example.com", True)],
)
def test_matches_target(host, target, matches):
    assert matches_target(host, target) is matches


def test_all_found_needs_every_target():
    hint = DepthHint(None, ("a.com", "b.jp"))
    assert all_found(["x.org", "www.a.com", "news.b.jp"], hint)
    assert not all_found(["www.a.com", None], hint)
    assert all_found([], DepthHint())
