from datetime import date, timedelta
from types import SimpleNamespace

import pytest

from analytics.rankings import scoring
from analytics.rankings.scoring import (
    NO_DATA,
    Buckets,
    DayRank,
    DiffTag,
    GapGroup,
    Rank,
    Trend,
    compare,
    count_buckets,
    counted_rank,
    gap_groups,
    weekly_blocks,
)

NOT_FOUND_30 = Rank(None, 30)


@pytest.mark.parametrize(("position", "depth", "label", "counted"), [
    (1, 10, "1", 1),
    (100, 100, "100", 100),
    (101, 120, ">100", 100),   # past page 10: not counted as found, counted as 100
    (None, 30, ">30", 100),    # not in the 30 results fetched
    (None, 250, ">100", 100),  # deeper fetches still count to 100 only
    (None, None, None, None),  # no successful check: no rank at all, never 0 or 100
])
def test_counted_rank_applies_the_counted_depth(position, depth, label, counted):
    rank = counted_rank(position, depth)
    assert (rank.label, rank.counted) == (label, counted)
    assert rank.checked == (depth is not None)


@pytest.mark.parametrize(("today", "before", "days", "tag", "diff", "trend"), [
    (Rank(3, 10), Rank(8, 10), 8, DiffTag.UP, 5, Trend.PROGRESS),
    (Rank(8, 10), Rank(3, 10), 8, DiffTag.DOWN, -5, Trend.REGRESSION),
    (Rank(4, 10), Rank(4, 10), 8, DiffTag.SAME, 0, Trend.STEADY),
    (Rank(5, 30), NOT_FOUND_30, 8, DiffTag.NEW, 95, Trend.PROGRESS),
    (NOT_FOUND_30, Rank(20, 30), 8, DiffTag.LOST, -80, Trend.REGRESSION),
    (NOT_FOUND_30, NOT_FOUND_30, 8, DiffTag.SAME, 0, Trend.STEADY),
    (Rank(3, 10), Rank(8, 10), 6, DiffTag.NONE, None, None),   # fewer than 7 days of data
    (Rank(3, 10), NO_DATA, 30, DiffTag.NONE, None, None),      # the check 7 days ago failed
    (NO_DATA, Rank(3, 10), 30, DiffTag.NONE, None, None),
])
def test_compare_tags_and_trend(today, before, days, tag, diff, trend):
    comparison = compare(today, before, days)
    assert (comparison.tag, comparison.diff, comparison.trend) == (tag, diff, trend)


@pytest.mark.parametrize(("today", "before", "needs"), [
    (Rank(15, 30), Rank(5, 30), False),   # 10 places: not over 10
    (Rank(16, 30), Rank(5, 30), True),
    (NOT_FOUND_30, Rank(95, 100), False),
    (NOT_FOUND_30, Rank(89, 100), True),
])
def test_a_drop_of_over_10_places_needs_optimization(today, before, needs):
    assert compare(today, before, 7).needs_optimization is needs


def test_buckets_and_average_leave_out_days_without_data():
    ranks = [Rank(1, 100), Rank(10, 100), Rank(11, 100), Rank(20, 100), Rank(21, 100), Rank(30, 100),
             Rank(31, 100), Rank(None, 30), NO_DATA, NO_DATA]
    assert count_buckets(ranks) == Buckets(on_first_page_count=2, on_second_page_count=2, on_third_page_count=2,
                                           after_third_page_count=1, not_found_count=1, not_found_depth=30,
                                           no_data_count=2, found_count=7, checked_count=8,
                                           average_position=round((1 + 10 + 11 + 20 + 21 + 30 + 31) / 7, 2))
    assert count_buckets([NO_DATA]).average_position is None


def test_a_keyword_not_found_in_a_shallow_check_is_not_counted_beyond_page_3():
    # depth 10: known only as ">10" (a page of 9 organic results is still "not on page 1")
    board = count_buckets([Rank(3, 10), Rank(None, 10), Rank(None, 9), NO_DATA])
    assert (board.after_third_page_count, board.not_found_count, board.not_found_depth) == (0, 2, 10)
    assert (board.average_position, board.found_count, board.checked_count) == (3.0, 1, 3)
    nothing_found = count_buckets([Rank(None, 50), Rank(None, 100)])
    assert (nothing_found.not_found_depth, nothing_found.average_position) == (50, None)


def movement(term, today, before, days=10):
    return SimpleNamespace(term=term, today=today, comparison=compare(today, before, days))


MOVES = [
    movement("a", Rank(2, 100), Rank(2, 100)),      # same
    movement("b", Rank(1, 100), Rank(4, 100)),      # up 3
    movement("c", Rank(40, 100), Rank(9, 100)),     # down 31
    movement("d", Rank(3, 100), Rank(None, 100)),   # new: up 97
    movement("e", Rank(None, 100), Rank(50, 100)),  # lost: down 50
    movement("f", Rank(5, 100), Rank(6, 100), days=3),  # no comparison yet
    movement("g", NO_DATA, Rank(1, 100)),           # today's check failed
]


def test_best_top3_is_the_three_best_positions_today():
    assert [(k.term, k.position, k.diff_tag, k.diff) for k in scoring.best_top3(MOVES)] == [
        ("b", 1, DiffTag.UP, 3), ("a", 2, DiffTag.SAME, 0), ("d", 3, DiffTag.NEW, 97)]


def test_ranking_change_top3_is_the_three_largest_moves_either_way():
    assert [(k.term, k.position, k.diff_tag, k.diff) for k in scoring.ranking_change_top3(MOVES)] == [
        ("d", 3, DiffTag.NEW, 97), ("e", None, DiffTag.LOST, -50), ("c", 40, DiffTag.DOWN, -31)]


def test_mover_tabs():
    assert [m.term for m in scoring.worst_decline(MOVES)] == ["e", "c"]
    assert [m.term for m in scoring.most_improved(MOVES)] == ["d", "b"]
    assert [m.term for m in scoring.best(MOVES, 4)] == ["b", "a", "d", "f"]


R, N = Rank(5, 100), Rank(None, 100)  # ranking, not ranking


@pytest.mark.parametrize(("ours", "theirs", "groups"), [
    (R, [Rank(9, 100), Rank(7, 100)], {GapGroup.COMMON, GapGroup.LEAD}),
    (R, [Rank(9, 100), N], {GapGroup.LEAD}),
    (R, [Rank(5, 100)], {GapGroup.COMMON, GapGroup.LEAD}),      # a tie is not better
    (R, [Rank(9, 100), Rank(2, 100)], {GapGroup.COMMON, GapGroup.BEHIND}),
    (R, [N, Rank(2, 100)], {GapGroup.BEHIND}),
    (R, [N, N], {GapGroup.UNIQUE}),
    (R, [], {GapGroup.UNIQUE}),
    (N, [N, Rank(3, 100)], {GapGroup.MISSING}),
    (N, [N, N], set()),
    (NO_DATA, [NO_DATA], set()),
])
def test_gap_groups(ours, theirs, groups):
    assert gap_groups(ours, theirs) == groups


def test_weekly_blocks_are_seven_days_ending_on_the_last_day():
    end = date(2025, 3, 15)
    points = [DayRank(end - timedelta(days=i), Rank(i + 1, 100)) for i in range(7)]  # last week: 1..7
    points += [DayRank(end - timedelta(days=7), Rank(None, 30)),          # not found: no position to average
               DayRank(end - timedelta(days=8), NO_DATA),                  # failed: left out
               DayRank(end - timedelta(days=9), Rank(12, 30))]
    blocks = weekly_blocks(points, end, end - timedelta(days=9))
    assert [(b.start, b.end) for b in blocks] == [(date(2025, 3, 2), date(2025, 3, 8)),
                                                   (date(2025, 3, 9), date(2025, 3, 15))]
    assert (blocks[1].average, blocks[1].best, blocks[1].days_with_data, blocks[1].days_found) == (4.0, 1, 7, 7)
    assert (blocks[0].average, blocks[0].best, blocks[0].days_with_data, blocks[0].days_found) == (12.0, 12, 2, 1)
