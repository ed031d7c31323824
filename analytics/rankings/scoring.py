"""Pure rank arithmetic: what a position counts as, buckets, comparisons, movers, weekly blocks, CTR.

The rules of SPEC §9, and how they are read here:

- **Counted depth.** Only pages 1-10 count: an organic position is counted up to
  :data:`MAX_POSITION` (100). A site found deeper than that (when a source fetched further) is treated
  like a site not found.
- **Not found in the fetched depth.** A successful check whose SERP (fetched to ``depth`` organic
  results, at most 100) does not contain the site: shown as ``>depth`` (``>30``, ``>100``) and counted
  as 100 in comparisons. Its bucket is its own (``not_found``: "not in the top N", N the depth
  checked), never "beyond page 3": with a depth of 10 nothing is known of positions 11-100. Averages of
  a day's keywords cover the keywords found (and say how many of how many were).
- **No data.** A day without a successful check (never checked, or every attempt failed) has no rank at
  all: ``None`` in histories, left out of averages, buckets, trends and alerts. It is never 0 or 100.
- **Comparison** is against the rank 7 days earlier (:data:`COMPARE_DAYS`) and is not made while the
  keyword has fewer than 7 days of data (:data:`MIN_DAYS_OF_DATA`), nor when either day has no data.
- **Needs optimization**: a drop of more than 10 places (:data:`OPTIMIZATION_DROP`).

``diff`` is always *places gained* (``before - today`` in counted positions): positive is an
improvement, negative a drop. ``diff_tag`` names the comparison:

========  ==========================================================================================
``up``    found on both days, better today (``diff > 0``)
``down``  found on both days, worse today (``diff < 0``)
``same``  same counted position on both days (including not found on both: ``diff = 0``)
``new``   found today, not found 7 days earlier (``diff = 100 - today``)
``lost``  not found today, found 7 days earlier (``diff = before - 100``)
``none``  no comparison: fewer than 7 days of data, or no successful check on one of the days
          (``diff`` is ``None``)
========  ==========================================================================================

The trend of SPEC §4 follows from ``diff``: ``progress`` when positive, ``regression`` when negative,
``steady`` at 0, and no trend when there is no comparison.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from enum import StrEnum
from typing import NamedTuple, Protocol

MAX_POSITION = 100
PAGE_SIZE = 10
COMPARE_DAYS = 7
MIN_DAYS_OF_DATA = 7
OPTIMIZATION_DROP = 10
WEEK_DAYS = 7
TOP_N = 3


class Rank(NamedTuple):
    """A site's rank in one day's SERP of a keyword.

    ``position`` is the best organic position of the site's results (1-100) or ``None``; ``depth`` is
    how many organic results that day's SERP was fetched to (at most 100), ``None`` when there was no
    successful check. ``url`` is the site's best ranking URL. (A tuple: a grid of 100,000 keywords builds
    half a million of them.)
    """

    position: int | None
    depth: int | None
    url: str | None = None

    @property
    def checked(self) -> bool:
        return self.depth is not None

    @property
    def found(self) -> bool:
        return self.position is not None

    @property
    def counted(self) -> int | None:
        """The value used in averages and comparisons: the position, 100 when not found, None when no data."""
        if self.position is not None:
            return self.position
        return MAX_POSITION if self.checked else None

    @property
    def label(self) -> str | None:
        """What a grid shows: ``7``, ``>30`` (not found in the 30 results fetched), or None (no data)."""
        if self.position is not None:
            return str(self.position)
        return f">{self.depth}" if self.checked else None


NO_DATA = Rank(None, None)


def counted_rank(position: int | None, depth: int | None, url: str | None = None) -> Rank:
    """A :class:`Rank` from a SERP's raw figures, applying the counted depth (positions past 100 and
    SERPs fetched past 100 count as fetched to 100)."""
    if depth is None:
        return NO_DATA
    depth = min(depth, MAX_POSITION)
    if position is None or position > MAX_POSITION:
        return Rank(None, depth)
    return Rank(position, max(depth, position), url)


class DiffTag(StrEnum):
    UP = "up"
    DOWN = "down"
    SAME = "same"
    NEW = "new"
    LOST = "lost"
    NONE = "none"


class Trend(StrEnum):
    PROGRESS = "progress"
    STEADY = "steady"
    REGRESSION = "regression"


@dataclass(frozen=True)
class Comparison:
    tag: DiffTag
    diff: int | None

    @property
    def trend(self) -> Trend | None:
        if self.diff is None:
            return None
        if self.diff > 0:
            return Trend.PROGRESS
        return Trend.REGRESSION if self.diff < 0 else Trend.STEADY

    @property
    def needs_optimization(self) -> bool:
        return self.diff is not None and self.diff < -OPTIMIZATION_DROP


NO_COMPARISON = Comparison(DiffTag.NONE, None)


def compare(today: Rank, before: Rank, days_of_data: int | None = None) -> Comparison:
    """Today against an earlier day (7 days earlier for SPEC §9 comparisons).

    ``days_of_data`` is how many days the keyword has had a successful check; with fewer than
    :data:`MIN_DAYS_OF_DATA` there is no comparison. ``None`` skips that rule (drop alerts compare two
    consecutive checks).
    """
    if days_of_data is not None and days_of_data < MIN_DAYS_OF_DATA:
        return NO_COMPARISON
    if not today.checked or not before.checked:
        return NO_COMPARISON
    diff = before.counted - today.counted
    if today.found and not before.found:
        return Comparison(DiffTag.NEW, diff)
    if before.found and not today.found:
        return Comparison(DiffTag.LOST, diff)
    if diff > 0:
        return Comparison(DiffTag.UP, diff)
    return Comparison(DiffTag.DOWN if diff < 0 else DiffTag.SAME, diff)


class Bucket(StrEnum):
    PAGE_1 = "page_1"
    PAGE_2 = "page_2"
    PAGE_3 = "page_3"
    BEYOND = "beyond"
    NOT_FOUND = "not_found"


def bucket(rank: Rank) -> Bucket | None:
    """Page 1 (1-10), 2 (11-20), 3 (21-30), beyond (found at 31-100), or not found in the depth
    checked; None without data."""
    if not rank.checked:
        return None
    if not rank.found:
        return Bucket.NOT_FOUND
    if rank.position > 3 * PAGE_SIZE:
        return Bucket.BEYOND
    return (Bucket.PAGE_1, Bucket.PAGE_2, Bucket.PAGE_3)[(rank.position - 1) // PAGE_SIZE]


def checked_depth(depth: int | None) -> int | None:
    """The depth a "not in the top N" statement can claim from the shallowest SERP (``depth``: its last
    organic position) of the keywords not found: whole result pages (a page of 9 organic results is
    still "not on page 1": N = 10), at most :data:`MAX_POSITION`."""
    if not depth:
        return None
    return min(-(-depth // PAGE_SIZE) * PAGE_SIZE, MAX_POSITION)


@dataclass(frozen=True)
class Buckets:
    """SPEC §3 ``google_statistics.today``, told truthfully: keywords found on page 1, 2, 3 or beyond
    (31-100); keywords not found within the depth checked (``not_found_count``; every one of them is
    known to be outside the top ``not_found_depth``); keywords without a successful check. The average
    position covers the keywords found only (``found_count`` of ``checked_count``; None when none was)."""

    on_first_page_count: int
    on_second_page_count: int
    on_third_page_count: int
    after_third_page_count: int
    not_found_count: int
    not_found_depth: int | None
    no_data_count: int
    found_count: int
    checked_count: int
    average_position: float | None


def count_buckets(ranks: Iterable[Rank]) -> Buckets:
    counts = {b: 0 for b in Bucket}
    no_data = 0
    found: list[int] = []
    shallowest: int | None = None
    for rank in ranks:
        which = bucket(rank)
        if which is None:
            no_data += 1
            continue
        counts[which] += 1
        if rank.found:
            found.append(rank.position)
        else:
            shallowest = min(rank.depth, shallowest or rank.depth)
    average = round(sum(found) / len(found), 2) if found else None
    checked = sum(counts.values())
    return Buckets(counts[Bucket.PAGE_1], counts[Bucket.PAGE_2], counts[Bucket.PAGE_3], counts[Bucket.BEYOND],
                   counts[Bucket.NOT_FOUND], checked_depth(shallowest), no_data, len(found), checked, average)


class Movement(Protocol):
    """One keyword's rank today and its comparison with 7 days earlier (queries.KeywordPositions)."""

    @property
    def term(self) -> str: ...

    @property
    def today(self) -> Rank: ...

    @property
    def comparison(self) -> Comparison: ...


@dataclass(frozen=True)
class ImportantKeyword:
    """An entry of SPEC §3 ``important_keywords``: ``best_top3`` uses ``position``,
    ``ranking_change_top3`` calls it ``todayPosition`` (None when lost today)."""

    term: str
    position: int | None
    diff_tag: DiffTag
    diff: int | None


def _entry(movement: Movement) -> ImportantKeyword:
    return ImportantKeyword(movement.term, movement.today.position, movement.comparison.tag,
                            movement.comparison.diff)


def best(movements: Iterable[Movement], limit: int | None = None) -> list[Movement]:
    """Keywords found today, best position first (ties by keyword)."""
    found = sorted((m for m in movements if m.today.found), key=lambda m: (m.today.position, m.term))
    return found[:limit]


def most_improved(movements: Iterable[Movement], limit: int | None = None) -> list[Movement]:
    """Keywords that gained places against 7 days earlier, biggest gain first."""
    gained = [m for m in movements if (m.comparison.diff or 0) > 0]
    return sorted(gained, key=lambda m: (-m.comparison.diff, m.today.counted, m.term))[:limit]


def worst_decline(movements: Iterable[Movement], limit: int | None = None) -> list[Movement]:
    """Keywords that lost places against 7 days earlier, biggest drop first."""
    lost = [m for m in movements if (m.comparison.diff or 0) < 0]
    return sorted(lost, key=lambda m: (m.comparison.diff, m.today.counted, m.term))[:limit]


def biggest_changes(movements: Iterable[Movement], limit: int | None = None) -> list[Movement]:
    """Keywords that moved either way, largest move first; ties go to the better position today."""
    moved = [m for m in movements if m.comparison.diff]
    return sorted(moved, key=lambda m: (-abs(m.comparison.diff), m.today.counted, m.term))[:limit]


def best_top3(movements: Iterable[Movement]) -> list[ImportantKeyword]:
    return [_entry(m) for m in best(movements, TOP_N)]


def ranking_change_top3(movements: Iterable[Movement]) -> list[ImportantKeyword]:
    return [_entry(m) for m in biggest_changes(movements, TOP_N)]


@dataclass(frozen=True)
class DayRank:
    day: date
    rank: Rank


@dataclass(frozen=True)
class WeekBlock:
    """Seven days ``start``..``end``: the average position over the ``days_found`` days the site was
    found (None when it was on none: a day known only as ">depth" has no position to average), the
    best position found, and how many days had data."""

    start: date
    end: date
    average: float | None
    best: int | None
    days_with_data: int
    days_found: int = 0


def weekly_blocks(points: Sequence[DayRank], end: date, start: date) -> list[WeekBlock]:
    """Blocks of 7 days ending on ``end`` and going back until ``start`` is covered, oldest first
    (SPEC §9: weekly data is grouped in blocks of 7 days)."""
    if start > end:
        return []
    by_day = {p.day: p.rank for p in points}
    blocks: list[WeekBlock] = []
    block_end = end
    while block_end >= start:
        block_start = block_end - timedelta(days=WEEK_DAYS - 1)
        ranks = [by_day[d] for d in (block_start + timedelta(days=i) for i in range(WEEK_DAYS))
                 if d in by_day and by_day[d].checked]
        found = [r.position for r in ranks if r.found]
        blocks.append(WeekBlock(block_start, block_end, round(sum(found) / len(found), 2) if found else None,
                                min(found) if found else None, len(ranks), len(found)))
        block_end = block_start - timedelta(days=1)
    return blocks[::-1]


# Share of clicks by organic position, from Backlinko's organic CTR study (Brian Dean, "Here's What We
# Learned About Organic Click Through Rate", August 2019: 5,079,491 queries, 874,929 pages of Google
# Search Console data). Page 2 onwards shared 0.78% of clicks in that study, so positions past 10 count
# 0 here. Position 10 measured slightly above 9; the figures are kept as published.
CTR_BY_POSITION: tuple[float, ...] = (0.3173, 0.2471, 0.1866, 0.1360, 0.0951, 0.0623, 0.0415, 0.0312, 0.0297,
                                      0.0309)



class GapGroup(StrEnum):
    COMMON = "common"
    LEAD = "lead"
    BEHIND = "behind"
    MISSING = "missing"
    UNIQUE = "unique"


def gap_groups(ours: Rank, theirs: Sequence[Rank]) -> frozenset[GapGroup]:
    """SPEC §4 keyword gap groups of one keyword, from the same day's SERP.

    "Ranks" means found in the counted depth (positions 1-100). With ``ours`` the project and
    ``theirs`` its competitors:

    - ``common``: we rank and every competitor ranks (there is at least one competitor);
    - ``lead``: we rank, at least one competitor ranks, and none ranks better than we do (a competitor
      that does not rank counts as behind us; a tie is not better);
    - ``behind``: we rank and at least one competitor ranks better;
    - ``missing``: we do not rank and at least one competitor does;
    - ``unique``: we rank and no competitor does.

    ``lead``, ``behind`` and ``unique`` split the keywords we rank for; ``common`` overlaps ``lead``
    and ``behind``. A keyword nobody ranks for is in no group; a keyword without a successful check
    that day has no groups either (the caller counts it as without data).
    """
    if not ours.checked:
        return frozenset()
    ranking = [r.position for r in theirs if r.found]
    groups: set[GapGroup] = set()
    if ours.found:
        if not ranking:
            groups.add(GapGroup.UNIQUE)
        elif min(ranking) < ours.position:
            groups.add(GapGroup.BEHIND)
        else:
            groups.add(GapGroup.LEAD)
        if theirs and len(ranking) == len(theirs):
            groups.add(GapGroup.COMMON)
    elif ranking:
        groups.add(GapGroup.MISSING)
    return frozenset(groups)
