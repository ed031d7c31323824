"""Every rank figure a project shows, computed from the shared SERPs with the project's match rules.

No project owns a copy of any result: a project (or a competitor) is a :class:`MatchRule` applied to the
stored SERPs of its keywords in one :class:`SerpScope` at query time. So a competitor added today has
its history for every day already stored, and two projects tracking one keyword read one SERP.

Reading rules (see :mod:`analytics.rankings.scoring` for how ranks count):

- only successful checks have results, so a day with a failed or no check has no rank (``None``),
  and is left out of averages, buckets, trends, visibility and alerts;
- a SERP's *depth* is the number of organic results it was fetched to (its highest organic position);
  a site absent from a checked SERP is *not found in the fetched depth*: shown ``>depth``, counted 100;
- a SERP ingested twice, or fetched again the same day, counts once: ranks come from the derived tables
  (``serps`` read with ``FINAL``: the latest fetch of each day; ``serp_ranks`` rows of that fetch only,
  see :mod:`analytics.rankings.sql`), each rule reading only its own site's rows of ``serp_ranks``.

Keyword texts are normalized (:func:`analytics.rankings.keys.normalize_keyword`); results carry the
texts the caller passed. Every user value reaches ClickHouse as a bound parameter; a keyword list is one
string parameter (:func:`analytics.rankings.keys.keywords_param`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from enum import StrEnum

from clickhouse_connect.driver.client import Client

from analytics.rankings import scoring, sql
from analytics.rankings.keys import (
    KEYWORD_ID_IN,
    KEYWORD_IN,
    SCOPE_FILTER,
    SCOPE_ID_FILTER,
    SerpScope,
    keyword_id,
    keywords_param,
    normalize_keyword,
)
from analytics.rankings.matching import MatchRule
from analytics.rankings.scoring import (
    NO_DATA,
    Buckets,
    Comparison,
    DayRank,
    GapGroup,
    ImportantKeyword,
    Rank,
    WeekBlock,
    counted_rank,
)

EPOCH = date(1970, 1, 1)
LAST_DATE = date(2149, 6, 6)  # the last day a ClickHouse Date holds
TOP_10 = sql.TOP
MAX_TREND_KEYWORDS = 10  # SPEC §9: SERP comparison of up to 10 groups
RESULTS = f"serp_results FINAL WHERE {SCOPE_FILTER} AND {KEYWORD_IN}"
# The stored SERPs of the keywords: the latest fetch of each day.
SERPS = f"serps FINAL WHERE {SCOPE_ID_FILTER} AND {KEYWORD_ID_IN}"
# The same without FINAL, read through the projection sorted by keyword: only for aggregates that a
# second copy of a day cannot change (min, max, uniqExact of day).
SERP_DAYS = f"serps WHERE {SCOPE_ID_FILTER} AND {KEYWORD_ID_IN}"
BETWEEN = "day BETWEEN {start:Date} AND {end:Date}"
# Replacing keys hold the day and partitions are years of days: no duplicate spans two partitions, so FINAL
# merges within each partition only. join_use_nulls: a SERP where no rule matched has NULL positions.
# Queries of a few days read the tables in their own (day-first) order: weighing the by-keyword projections
# too would cost more planning than it could save; a keyword's history may take them.
SETTINGS = "SETTINGS join_use_nulls = 1, do_not_merge_across_partitions_select_final = 1, optimize_use_projections = 0"
BY_KEYWORD_SETTINGS = "SETTINGS join_use_nulls = 1, do_not_merge_across_partitions_select_final = 1"


@dataclass(frozen=True)
class TrackedKeyword:
    """A keyword as a project tracks it: ``since`` is the day tracking started (its "initial" rank is
    the first day with data from then on); None reads every stored day."""

    text: str
    since: date | None = None


def _terms(keywords: Sequence[str | TrackedKeyword]) -> dict[str, TrackedKeyword]:
    """normalized text → the caller's keyword (first one wins when two normalize alike)."""
    terms: dict[str, TrackedKeyword] = {}
    for keyword in keywords:
        tracked = keyword if isinstance(keyword, TrackedKeyword) else TrackedKeyword(keyword)
        normal = normalize_keyword(tracked.text)
        if normal:
            terms.setdefault(normal, tracked)
    return terms


def _params(scope: SerpScope, normals: Iterable[str]) -> dict[str, object]:
    return {**scope.params(), "keywords": keywords_param(normals)}


def _ranks(days: str, rules: Sequence[MatchRule], urls: bool = True) -> tuple[str, dict[str, object]]:
    """A subquery with one row per stored SERP of the keywords on the days that ``days`` (a condition on
    ``day``) selects: ``keyword_id``, ``day``, the SERP's depth (``depth``), each rule's best organic
    position (``p0``, ``p1``, …; NULL when not found) and, with ``urls``, the URL holding it (``u0``, …).

    Each rule reads its own hosts' rows of ``serp_ranks`` (the rules' host conditions lead the sort key),
    and only the rows of the fetch that is the day's SERP (``fetched_at`` of ``serps FINAL``)."""
    columns, names, matches, params = [], [], [], {}
    for i, rule in enumerate(rules):
        predicate, values = rule.predicate(f"rule{i}")
        columns.append(f"minIfOrNull(position, {predicate}) AS p{i}")
        names.append(f"r.p{i}")
        if urls:
            columns.append(f"argMinIf(url, position, {predicate}) AS u{i}")
            names.append(f"r.u{i}")
        matches.append(predicate)
        params |= values
    return f"""
        SELECT s.keyword_id AS keyword_id, s.day AS day, s.depth AS depth, {", ".join(names)}
        FROM (SELECT keyword_id, day, fetched_at, depth FROM {SERPS} AND {days}) AS s
        LEFT JOIN (
            SELECT keyword_id, day, fetched_at, {", ".join(columns)} FROM serp_ranks
            WHERE {SCOPE_ID_FILTER} AND ({" OR ".join(matches)}) AND {KEYWORD_ID_IN} AND {days}
            GROUP BY keyword_id, day, fetched_at
        ) AS r ON r.keyword_id = s.keyword_id AND r.day = s.day AND r.fetched_at = s.fetched_at""", params


def _ranks_by_day(client: Client, scope: SerpScope, keywords: list[str], rules: Sequence[MatchRule], days: str,
                  parameters: Mapping[str, object], urls: bool = True,
                  by_keyword: bool = False) -> dict[tuple[str, date], list[Rank]]:
    """(normalized keyword, day) → each rule's rank, for every stored SERP on the days ``days`` selects;
    ``by_keyword`` for long ranges of few keywords (may read the by-keyword projection)."""
    subquery, params = _ranks(days, rules, urls)
    result = client.query(f"{subquery} {BY_KEYWORD_SETTINGS if by_keyword else SETTINGS}",
                          parameters={**_params(scope, keywords), **params, **parameters})
    ids = {keyword_id(keyword): keyword for keyword in keywords}
    step = 2 if urls else 1
    return {(ids[row[0]], row[1]): [counted_rank(row[3 + step * i], row[2], row[4 + step * i] if urls else None)
                                    for i in range(len(rules))]
            for row in result.result_rows}


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


# ---------------------------------------------------------------------------------------------- history


@dataclass(frozen=True)
class Series:
    """A site's rank on every day of a range for one keyword (days without data hold ``NO_DATA``)."""

    site: str
    term: str
    points: list[DayRank]


def rank_history(client: Client, scope: SerpScope, keywords: Sequence[str], sites: Mapping[str, MatchRule],
                 start: date, end: date) -> list[Series]:
    """Per site (the project and any competitors, by name) and keyword, the rank of each day.

    One query for every site: a site's rank on a day is its best organic position in that day's SERP.
    """
    terms = _terms(keywords)
    names, rules = list(sites), list(sites.values())
    by_day = _ranks_by_day(client, scope, list(terms), rules, BETWEEN, {"start": start, "end": end}, by_keyword=True)
    days = _days(start, end)
    return [Series(name, tracked.text, [DayRank(d, by_day.get((normal, d), [NO_DATA] * len(rules))[i]) for d in days])
            for i, name in enumerate(names) for normal, tracked in terms.items()]


def weekly_history(client: Client, scope: SerpScope, keyword: str, rule: MatchRule, start: date,
                   end: date) -> list[WeekBlock]:
    """A keyword's rank in blocks of 7 days ending on ``end``, back until ``start`` is covered (SPEC §9)."""
    (series,) = rank_history(client, scope, [keyword], {"site": rule},
                             start - timedelta(days=scoring.WEEK_DAYS - 1), end)
    return scoring.weekly_blocks(series.points, end, start)


# -------------------------------------------------------------------------------------------- dashboard


@dataclass(frozen=True)
class KeywordPositions:
    """A keyword's grid row: ranks today, yesterday, 7 and 30 days ago and initially, and the
    comparison with 7 days earlier (SPEC §9). ``today.url`` is the ranking URL."""

    term: str
    today: Rank
    yesterday: Rank
    week_ago: Rank
    month_ago: Rank
    initial: Rank
    initial_day: date | None
    days_of_data: int
    comparison: Comparison


def keyword_positions(client: Client, scope: SerpScope, keywords: Sequence[str | TrackedKeyword],
                      rule: MatchRule, as_of: date) -> list[KeywordPositions]:
    """Positions today (``as_of``), yesterday, 7 days ago, 30 days ago and initial, for a whole keyword
    list in two queries (each keyword's days of data, then the ranks of the days shown).

    ``days_of_data`` counts the days with a successful check from the keyword's ``since`` to ``as_of``;
    with fewer than 7 there is no comparison. The initial rank is the rank on the first of those days.
    """
    terms = _terms(keywords)
    if not terms:
        return []
    keywords = list(terms)
    sinces = [tracked.since or EPOCH for tracked in terms.values()]
    # Each keyword's first day with data and its number of days with data, from its own start: read
    # through the projection sorted by keyword (a year of a keyword is one range).
    result = client.query(
        f"SELECT keyword_id, min(day), uniqExact(day) FROM {SERP_DAYS} AND day BETWEEN {{first:Date}} AND {{as_of:Date}} "
        f"{_own_start(sinces)} GROUP BY keyword_id",
        parameters={**_params(scope, keywords), "first": min(sinces), "as_of": as_of, **_sinces(keywords, sinces)})
    ids = {keyword_id(keyword): keyword for keyword in keywords}
    firsts = {ids[row[0]]: (row[1], row[2]) for row in result.result_rows}
    # The ranks of the compared days and of each keyword's first day, only for keywords with data.
    days = sorted({*compared_days(as_of).values(), *(first for first, _ in firsts.values())})
    by_day = _ranks_by_day(client, scope, list(firsts), [rule], "day IN {days:Array(Date)}", {"days": days}) \
        if firsts else {}
    ranks: dict[str, dict[date, Rank]] = defaultdict(dict)
    for (keyword, day), (rank,) in by_day.items():
        ranks[keyword][day] = rank
    return _positions({normal: tracked.text for normal, tracked in terms.items()}, firsts, ranks, as_of)


def _own_start(sinces: list[date]) -> str:
    """Tracking starts on different days: each keyword's days count from its own start."""
    if len(set(sinces)) == 1:
        return ""
    return "AND day >= transform(keyword_id, {ids:Array(UInt64)}, {sinces:Array(Date)}, toDate(0))"


def _sinces(keywords: list[str], sinces: list[date]) -> dict[str, object]:
    return {"ids": [keyword_id(keyword) for keyword in keywords], "sinces": sinces} if len(set(sinces)) > 1 else {}


def compared_days(as_of: date) -> dict[str, date]:
    """The days a grid row shows besides the initial one."""
    return {name: as_of - timedelta(days=offset) for name, offset in
            (("today", 0), ("yesterday", 1), ("week_ago", scoring.COMPARE_DAYS), ("month_ago", 30))}


def assemble_positions(terms: Mapping[str, str], rows: Iterable[Sequence], as_of: date) -> list[KeywordPositions]:
    """Grid rows from the positions query's rows ``(keyword, first_day, days_of_data, day, depth,
    position, url)`` (``day`` None for a keyword with no rank on the days asked), in the order of
    ``terms`` (normalized keyword → the caller's text). Any store answering that query shape shares
    this (the PostgreSQL peer in bench/rankings_queries.py does)."""
    ranks: dict[str, dict[date, Rank]] = defaultdict(dict)
    firsts: dict[str, tuple[date, int]] = {}
    for keyword, first_day, days_of_data, day, depth, position, url in rows:
        firsts[keyword] = (first_day, days_of_data)
        if day is not None:
            ranks[keyword][day] = counted_rank(position, depth, url)
    return _positions(terms, firsts, ranks, as_of)


def _positions(terms: Mapping[str, str], firsts: Mapping[str, tuple[date, int]],
               ranks: Mapping[str, Mapping[date, Rank]], as_of: date) -> list[KeywordPositions]:
    """Grid rows from each keyword's (first day, days of data) and its ranks by day."""
    days = compared_days(as_of)
    positions = []
    for normal, text in terms.items():
        first_day, days_of_data = firsts.get(normal, (None, 0))
        by_day = ranks.get(normal, {})
        at = {name: by_day.get(day, NO_DATA) for name, day in days.items()}
        positions.append(KeywordPositions(
            text, **at, initial=by_day.get(first_day, NO_DATA), initial_day=first_day,
            days_of_data=days_of_data, comparison=scoring.compare(at["today"], at["week_ago"], days_of_data)))
    return positions


@dataclass(frozen=True)
class Dashboard:
    """SPEC §3 keyword performance of a project for one day: ``google_statistics.today`` (buckets) and
    ``important_keywords`` (``best_top3``, ``ranking_change_top3``), the keywords that dropped more than
    10 places (needs optimization), and every keyword's row for the movers tabs
    (:func:`scoring.best`, :func:`scoring.most_improved`, :func:`scoring.worst_decline`)."""

    as_of: date
    buckets: Buckets
    best_top3: list[ImportantKeyword]
    ranking_change_top3: list[ImportantKeyword]
    needs_optimization: list[str]
    keywords: list[KeywordPositions]


def dashboard(client: Client, scope: SerpScope, keywords: Sequence[str | TrackedKeyword], rule: MatchRule,
              as_of: date) -> Dashboard:
    return summarize(keyword_positions(client, scope, keywords, rule, as_of), as_of)


def summarize(rows: list[KeywordPositions], as_of: date) -> Dashboard:
    return Dashboard(as_of, scoring.count_buckets(r.today for r in rows), scoring.best_top3(rows),
                     scoring.ranking_change_top3(rows),
                     [r.term for r in rows if r.comparison.needs_optimization], rows)


def latest_day(client: Client, scope: SerpScope, keywords: Sequence[str], as_of: date | None = None) -> date | None:
    """The latest day (up to ``as_of``) on which any of the keywords had a successful check."""
    terms = _terms(keywords)
    result = client.query(f"SELECT max(day), count() FROM {SERP_DAYS} AND day <= {{as_of:Date}}",
                          parameters={**_params(scope, terms), "as_of": as_of or LAST_DATE})
    day, count = result.result_rows[0]
    return day if count else None


def last_positions(client: Client, scope: SerpScope, keywords: Sequence[str], rules: Sequence[MatchRule],
                   before: date, lookback_days: int = 30) -> dict[str, list[int | None]]:
    """Per keyword (the caller's text) each rule's organic position in the keyword's latest stored SERP
    before ``before`` (within ``lookback_days``; None where the rule was not found). Keywords with no
    stored SERP in that window are absent. What a smart fetch starts from
    (:class:`crawler.serp.depth.DepthHint`)."""
    terms = _terms(keywords)
    if not terms or not rules:
        return {}
    subquery, params = _ranks(BETWEEN, rules, urls=False)
    latest = ", ".join(f"p{i}" for i in range(len(rules)))
    result = client.query(
        f"SELECT keyword_id, argMax(tuple({latest}), day) FROM ({subquery}) GROUP BY keyword_id {BY_KEYWORD_SETTINGS}",
        parameters={**_params(scope, terms), **params, "start": before - timedelta(days=lookback_days),
                    "end": before - timedelta(days=1)})
    ids = {keyword_id(keyword): keyword for keyword in terms}
    return {terms[ids[id_]].text: list(positions) for id_, positions in result.result_rows}


def scope_stamp(client: Client, scope: SerpScope) -> str:
    """A value that changes whenever a SERP of the scope is stored (its stored fetches: how many, and the
    latest): what a cache of a figure derived from the scope's SERPs (:func:`latest_day`) is keyed by.
    Reads the scope's range of one small table, no keyword list."""
    count, latest = client.query(
        f"SELECT count(), max(fetched_at) FROM serps WHERE {SCOPE_ID_FILTER}", parameters=scope.params()
    ).result_rows[0]
    return f"{count}:{_utc(latest).isoformat() if count else ''}"


# ------------------------------------------------------------------------------------------- visibility


@dataclass(frozen=True)
class VisibilityPoint:
    """``score`` in percent: 100 when every checked keyword is at position 1. None without data."""

    day: date
    score: float | None
    keywords_checked: int


def visibility(client: Client, scope: SerpScope, keywords: Sequence[str], rule: MatchRule, start: date,
               end: date) -> list[VisibilityPoint]:
    """A project's visibility per day: the share of the clicks its tracked keywords could earn that its
    positions are expected to earn.

    ``score = 100 × Σ CTR(position of keyword) / (keywords checked that day × CTR(1))`` with the CTR
    curve :data:`scoring.CTR_BY_POSITION` (Backlinko 2019; 0 beyond position 10 and when not found).
    Keywords without a successful check that day are left out of the sum and of the count.
    """
    terms = _terms(keywords)
    subquery, params = _ranks(BETWEEN, [rule], urls=False)
    result = client.query(
        f"SELECT day, count(), sum(arrayElement({{ctr:Array(Float64)}}, toUInt64(ifNull(p0, 0)))) "
        f"FROM ({subquery}) GROUP BY day {SETTINGS}",
        parameters={**_params(scope, terms), **params, "start": start, "end": end,
                    "ctr": list(scoring.CTR_BY_POSITION)})
    by_day = {day: (checked, clicks) for day, checked, clicks in result.result_rows}
    points = []
    for day in _days(start, end):
        checked, clicks = by_day.get(day, (0, 0.0))
        score = round(100 * clicks / (checked * scoring.CTR_BY_POSITION[0]), 2) if checked else None
        points.append(VisibilityPoint(day, score, checked))
    return points


# ------------------------------------------------------------------------------------------------ alerts


@dataclass(frozen=True)
class DropAlert:
    term: str
    previous_day: date
    previous: Rank
    day: date
    today: Rank
    drop: int  # places lost, counted positions (not found = 100)


def drop_alerts(client: Client, scope: SerpScope, keywords: Sequence[str], rule: MatchRule, as_of: date,
                threshold: int = scoring.OPTIMIZATION_DROP, lookback_days: int = 30) -> list[DropAlert]:
    """Keywords checked on ``as_of`` whose rank dropped more than ``threshold`` places since their
    previous successful check (within ``lookback_days``), biggest drop first. Failed checks are not
    checks here: a keyword whose check failed yesterday is compared with the day before."""
    terms = _terms(keywords)
    subquery, params = _ranks(BETWEEN, [rule])
    # Each keyword's last two checked days within the lookback, latest first.
    result = client.query(
        f"SELECT keyword_id, arraySlice(arrayReverseSort(c -> c.1, groupArray((day, depth, p0, u0))), 1, 2) "
        f"FROM ({subquery}) GROUP BY keyword_id {SETTINGS}",
        parameters={**_params(scope, terms), **params, "start": as_of - timedelta(days=lookback_days), "end": as_of})
    ids = {keyword_id(keyword): keyword for keyword in terms}
    alerts = []
    for id_, checks in result.result_rows:
        keyword = ids[id_]
        if len(checks) < 2 or checks[0][0] != as_of:
            continue
        (day, depth, position, url), (previous_day, previous_depth, previous_position, previous_url) = checks
        today = counted_rank(position, depth, url)
        previous = counted_rank(previous_position, previous_depth, previous_url)
        diff = scoring.compare(today, previous).diff
        if -diff > threshold:
            alerts.append(DropAlert(terms[keyword].text, previous_day, previous, day, today, -diff))
    return sorted(alerts, key=lambda a: (-a.drop, a.term))


# ----------------------------------------------------------------------------------------------- gap


@dataclass(frozen=True)
class GapRow:
    term: str
    ours: Rank
    competitors: dict[str, Rank]
    groups: frozenset[GapGroup]
    excluded: bool


@dataclass(frozen=True)
class KeywordGap:
    """Per keyword the groups of :func:`scoring.gap_groups`; ``counts`` has every group plus ``all``
    (keywords not excluded), ``exclude`` (excluded keywords, in no other group) and ``no_data``
    (not excluded, no successful check on the day)."""

    as_of: date
    rows: list[GapRow]
    counts: dict[str, int]


def keyword_gap(client: Client, scope: SerpScope, keywords: Sequence[str], rule: MatchRule,
                competitors: Mapping[str, MatchRule], as_of: date, excluded: Sequence[str] = ()) -> KeywordGap:
    """SPEC §4 keyword gap of the project against its competitors in the SERPs of ``as_of``."""
    terms = _terms(keywords)
    by_day = _ranks_by_day(client, scope, list(terms), [rule, *competitors.values()], "day = {as_of:Date}",
                           {"as_of": as_of}, urls=False)
    ranks = {keyword: sites for (keyword, _), sites in by_day.items()}
    return classify_gap({normal: tracked.text for normal, tracked in terms.items()}, ranks, list(competitors),
                        as_of, excluded)


def classify_gap(terms: Mapping[str, str], ranks: Mapping[str, Sequence[Rank]], competitors: Sequence[str],
                 as_of: date, excluded: Sequence[str] = ()) -> KeywordGap:
    """The gap from each keyword's ranks (the project's, then each competitor's; keywords without a
    checked SERP absent from ``ranks``), in the order of ``terms`` (normalized keyword → the caller's
    text). Shared with the PostgreSQL peer in bench/rankings_queries.py."""
    names = list(competitors)
    excluded_terms = {normalize_keyword(text) for text in excluded}
    counts = {group.value: 0 for group in GapGroup} | {"all": 0, "exclude": 0, "no_data": 0}
    rows = []
    for normal, text in terms.items():
        ours, *theirs = ranks.get(normal, [NO_DATA] * (len(names) + 1))
        is_excluded = normal in excluded_terms
        groups = frozenset() if is_excluded else scoring.gap_groups(ours, theirs)
        rows.append(GapRow(text, ours, dict(zip(names, theirs)), groups, is_excluded))
        if is_excluded:
            counts["exclude"] += 1
            continue
        counts["all"] += 1
        counts["no_data"] += not ours.checked
        for group in groups:
            counts[group.value] += 1
    return KeywordGap(as_of, rows, counts)


# ---------------------------------------------------------------------------------------- SERP competitors


class SerpInterval(StrEnum):
    """SPEC §9 SERP competitor intervals, ending on the day asked for (1 month = 30 days)."""

    DAY = "1d"
    THREE_DAYS = "3d"
    WEEK = "7d"
    MONTH = "1m"

    @property
    def days(self) -> int:
        return {"1d": 1, "3d": 3, "7d": 7, "1m": 30}[self.value]


@dataclass(frozen=True)
class SerpCompetitor:
    """A domain in the top 10: ``appearances`` is how many of the window's SERPs (keyword × day) showed
    it in the top 10, ``share`` that count over all the window's SERPs, ``average_position`` its mean
    best position in those SERPs, ``keywords`` how many distinct keywords."""

    domain: str
    appearances: int
    keywords: int
    average_position: float
    share: float


@dataclass(frozen=True)
class SerpCompetitors:
    start: date
    end: date
    serps: int
    domains: list[SerpCompetitor]


def serp_competitors(client: Client, scope: SerpScope, keywords: Sequence[str], as_of: date,
                     interval: SerpInterval | str = SerpInterval.WEEK, limit: int = 20) -> SerpCompetitors:
    """The registrable domains seen most often in the top 10 of the project's keywords, over the last
    1, 3, 7 or 30 days up to ``as_of``; most appearances first, then better average position."""
    interval = SerpInterval(interval)
    terms = _terms(keywords)
    start = as_of - timedelta(days=interval.days - 1)
    # The top 10 of each SERP is stored with it (serps.top_domains, serps.top_positions).
    result = client.query(
        f"""
        SELECT domain, count() AS appearances, uniqExact(keyword_id), avg(best) AS average,
               (SELECT count() FROM {SERPS} AND {BETWEEN})
        FROM serps FINAL ARRAY JOIN top_domains AS domain, top_positions AS best
        WHERE {SCOPE_ID_FILTER} AND {KEYWORD_ID_IN} AND {BETWEEN}
        GROUP BY domain ORDER BY appearances DESC, average, domain LIMIT {{limit:UInt32}}
        {SETTINGS}
        """,
        parameters={**_params(scope, terms), "start": start, "end": as_of, "limit": limit})
    rows = result.result_rows
    serps = rows[0][4] if rows else 0
    return SerpCompetitors(start, as_of, serps, [
        SerpCompetitor(domain, appearances, keyword_count, round(average, 2), round(appearances / serps, 4))
        for domain, appearances, keyword_count, average, _ in rows])


@dataclass(frozen=True)
class DomainTrend:
    """One domain's best organic position (1-100) in a keyword's SERP each day; None when it was not in
    the top 100 or the day had no successful check."""

    domain: str
    points: list[tuple[date, int | None]]


@dataclass(frozen=True)
class KeywordSerpTrend:
    term: str
    domains: list[DomainTrend]


def serp_ranking_trend(client: Client, scope: SerpScope, keywords: Sequence[str], start: date, end: date,
                       top: int = TOP_10) -> list[KeywordSerpTrend]:
    """Who held which position each day, for up to 10 keywords: per keyword the ``top`` domains with
    the most days in its top 10 (ties: better average position), with their position every day."""
    terms = _terms(keywords)
    if len(terms) > MAX_TREND_KEYWORDS:
        raise ValueError(f"at most {MAX_TREND_KEYWORDS} keywords can be compared, not {len(terms)}")
    result = client.query(
        f"SELECT keyword, domain, groupArray((day, best)), countIf(best <= {TOP_10}) AS top_days, avg(best) "
        f"FROM (SELECT keyword, day, domain, min(position) AS best FROM {RESULTS} "
        f"AND day BETWEEN {{start:Date}} AND {{end:Date}} AND position <= {scoring.MAX_POSITION} AND domain != '' "
        f"GROUP BY keyword, day, domain) GROUP BY keyword, domain HAVING top_days > 0",
        parameters={**_params(scope, terms), "start": start, "end": end})
    per_keyword: dict[str, list[tuple]] = defaultdict(list)
    for keyword, domain, points, top_days, average in result.result_rows:
        per_keyword[keyword].append((-top_days, average, domain, dict(points)))
    days = _days(start, end)
    return [KeywordSerpTrend(tracked.text, [DomainTrend(domain, [(d, points.get(d)) for d in days])
                                            for _, _, domain, points in sorted(per_keyword[normal])[:top]])
            for normal, tracked in terms.items()]


@dataclass(frozen=True)
class StoredResult:
    """One row of a stored SERP as the page showed it (``position`` only on organic rows)."""

    row: int
    page: int
    absolute_position: int
    position: int | None
    type: str
    url: str
    host: str
    domain: str
    title: str
    snippet: str


@dataclass(frozen=True)
class StoredSerp:
    """A keyword's whole stored SERP of one day (the day's latest successful fetch), in page order."""

    term: str
    day: date
    source: str
    sandbox: bool
    fetched_at: datetime
    results: list[StoredResult]


def stored_serp(client: Client, scope: SerpScope, keyword: str, day: date) -> StoredSerp | None:
    """The SERP of ``keyword`` on ``day`` as stored (every result type, every fetched page); None when the
    day has no successful check."""
    terms = _terms([keyword])
    result = client.query(
        f"SELECT row, page, absolute_position, position, type, url, host, domain, title, snippet, source, "
        f"is_sandbox, fetched_at FROM {RESULTS} AND day = {{day:Date}} AND is_deleted = 0 ORDER BY row",
        parameters={**_params(scope, terms), "day": day})
    rows = result.result_rows
    if not rows:
        return None
    last = rows[-1]
    return StoredSerp(next(iter(terms.values())).text, day, last[10], bool(last[11]), _utc(last[12]),
                      [StoredResult(*row[:10]) for row in rows])


# ------------------------------------------------------------------------------------------------ checks


@dataclass(frozen=True)
class CheckStatus:
    """Every attempt on one keyword's SERP of a day: whether one succeeded, how many failed, and the last
    attempt (when, in UTC; its source, outcome, error kind — '' when it succeeded — and whether it was the
    sandbox)."""

    term: str
    day: date
    ok: bool
    attempts: int
    failures: int
    last_at: datetime
    last_source: str
    last_outcome: str
    last_error: str
    sandbox: bool


def check_statuses(client: Client, scope: SerpScope, keywords: Sequence[str], day: date) -> dict[str, CheckStatus]:
    """The attempts of ``day`` per keyword (by the caller's text); keywords never attempted that day are
    absent. What a grid shows as failed, and what the scheduler retries."""
    terms = _terms(keywords)
    if not terms:
        return {}
    result = client.query(
        f"SELECT keyword, countIf(outcome = 'ok') > 0, count(), countIf(outcome = 'failed'), max(at), "
        f"argMax(source, at), argMax(outcome, at), argMax(error_kind, at), argMax(is_sandbox, at) "
        f"FROM serp_checks FINAL WHERE {SCOPE_FILTER} AND {KEYWORD_IN} AND day = {{day:Date}} GROUP BY keyword",
        parameters={**_params(scope, terms), "day": day})
    return {terms[row[0]].text: CheckStatus(terms[row[0]].text, day, bool(row[1]), row[2], row[3], _utc(row[4]),
                                            row[5], row[6], row[7] if row[6] != "ok" else "", bool(row[8]))
            for row in result.result_rows}


def _utc(moment: datetime) -> datetime:
    """DateTime64(3, 'UTC') values as aware UTC datetimes."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


@dataclass(frozen=True)
class CheckSummary:
    """A keyword list's checks on one day: how many keywords had a successful check, how many had only
    failed attempts, which sources answered, and whether any answer came from the sandbox."""

    day: date
    ok: int
    failed: int
    sources: tuple[str, ...]
    sandbox: bool


def check_summary(client: Client, scope: SerpScope, keywords: Sequence[str], day: date) -> CheckSummary:
    terms = _terms(keywords)
    result = client.query(
        f"SELECT countIf(ok), countIf(NOT ok), arraySort(groupUniqArrayArray(sources)), max(sandbox) FROM ("
        f"SELECT keyword, countIf(outcome = 'ok') > 0 AS ok, groupUniqArrayIf(source, outcome = 'ok') AS sources, "
        f"maxIf(is_sandbox, outcome = 'ok') AS sandbox FROM serp_checks FINAL "
        f"WHERE {SCOPE_FILTER} AND {KEYWORD_IN} AND day = {{day:Date}} GROUP BY keyword)",
        parameters={**_params(scope, terms), "day": day})
    ok, failed, sources, sandbox = result.result_rows[0]
    return CheckSummary(day, ok, failed, tuple(sources), bool(sandbox))


# ----------------------------------------------------------------------------------------- movers pages


class RankOrder(StrEnum):
    """The orders of the performance tabs (SPEC §2): :func:`scoring.best`, :func:`scoring.most_improved`,
    :func:`scoring.worst_decline`, and every keyword by today's counted position (``position``: found
    first, best first; then not found; then keywords without a check that day)."""

    BEST = "best"
    MOST_IMPROVED = "most_improved"
    WORST_DECLINE = "worst_decline"
    POSITION = "position"


@dataclass(frozen=True)
class RankedPage:
    total: int         # keywords in the tab
    terms: list[str]   # the caller's texts of the page, in the tab's order


_ORDERS = {
    RankOrder.BEST: ("found_t", "p_t, keyword"),
    RankOrder.MOST_IMPROVED: ("diff > 0", "diff DESC, counted_t, keyword"),
    RankOrder.WORST_DECLINE: ("diff < 0", "diff, counted_t, keyword"),
    RankOrder.POSITION: ("1", "checked_t DESC, counted_t, keyword"),
}


def ranked_keywords(client: Client, scope: SerpScope, keywords: Sequence[str | TrackedKeyword], rule: MatchRule,
                    as_of: date, order: RankOrder | str, *, limit: int, offset: int = 0,
                    descending: bool = False) -> RankedPage:
    """One page of a movers tab, ordered in ClickHouse: only the page's keywords come back, so a project
    of 100,000 keywords never leaves the store whole. The same rules as :func:`keyword_positions` and
    :mod:`scoring` (counted depth, 7-day comparison, at least 7 days of data); ties go by the normalized
    keyword. ``descending`` reverses :data:`RankOrder.POSITION` (keywords without data stay last)."""
    order = RankOrder(order)
    terms = _terms(keywords)
    if not terms:
        return RankedPage(0, [])
    keywords = list(terms)
    sinces = [tracked.since or EPOCH for tracked in terms.values()]
    today, params = _ranks("day = {as_of:Date}", [rule], urls=False)
    week, _ = _ranks("day = {week_ago:Date}", [rule], urls=False)
    where, order_by = _ORDERS[order]
    if order is RankOrder.POSITION and descending:
        order_by = "checked_t DESC, counted_t DESC, keyword"
    result = client.query(
        f"""
        WITH (
            SELECT (groupArray(keyword_id), groupArray(days)) FROM (
                SELECT keyword_id, uniqExact(day) AS days FROM {SERP_DAYS}
                AND day BETWEEN {{first:Date}} AND {{as_of:Date}} {_own_start(sinces)} GROUP BY keyword_id)
        ) AS tracked
        SELECT keyword, count() OVER () FROM (
            SELECT k.keyword AS keyword,
                   t.depth IS NOT NULL AS checked_t,
                   t.p0 IS NOT NULL AND t.p0 <= {scoring.MAX_POSITION} AS found_t,
                   if(found_t, t.p0, NULL) AS p_t,
                   if(checked_t, if(found_t, t.p0, {scoring.MAX_POSITION}), NULL) AS counted_t,
                   if(w.depth IS NOT NULL AND checked_t
                      AND transform(k.keyword_id, tracked.1, tracked.2, toUInt64(0)) >= {scoring.MIN_DAYS_OF_DATA},
                      toInt32(if(w.p0 IS NOT NULL AND w.p0 <= {scoring.MAX_POSITION}, w.p0, {scoring.MAX_POSITION}))
                      - toInt32(counted_t), NULL) AS diff
            FROM (SELECT arrayJoin(splitByChar('\\n', {{keywords:String}})) AS keyword, halfMD5(keyword) AS keyword_id) AS k
            LEFT JOIN ({today}) AS t ON t.keyword_id = k.keyword_id
            LEFT JOIN ({week}) AS w ON w.keyword_id = k.keyword_id
        )
        WHERE {where}
        ORDER BY {order_by}
        LIMIT {{limit:UInt32}} OFFSET {{offset:UInt32}}
        {BY_KEYWORD_SETTINGS}
        """,
        parameters={**_params(scope, keywords), **params, **_sinces(keywords, sinces), "first": min(sinces),
                    "as_of": as_of, "week_ago": as_of - timedelta(days=scoring.COMPARE_DAYS), "limit": limit,
                    "offset": offset})
    rows = result.result_rows
    if not rows and offset:
        # Past the last page: count the tab alone.
        return RankedPage(ranked_keywords(client, scope, keywords, rule, as_of, order, limit=1).total, [])
    return RankedPage(rows[0][1] if rows else 0, [terms[keyword].text for keyword, _ in rows])
