"""Every rank figure a project shows, computed from the shared SERPs with the project's match rules.

No project owns a copy of any result: a project (or a competitor) is a :class:`MatchRule` applied to the
stored SERPs of its keywords in one :class:`SerpScope` at query time. So a competitor added today has
its history for every day already stored, and two projects tracking one keyword read one SERP.

Reading rules (see :mod:`analytics.rankings.scoring` for how ranks count):

- only successful checks have results, so a day with a failed or no check has no rank (``None``),
  and is left out of averages, buckets, trends, visibility and alerts;
- a SERP's *depth* is the number of organic results it was fetched to (its highest organic position);
  a site absent from a checked SERP is *not found in the fetched depth*: shown ``>depth``, counted 100;
- a SERP ingested twice, or fetched again the same day, counts once: ranks come from ``serp_ranks``
  (see :mod:`analytics.rankings.sql`), where each fetch has its own row (``SERP_ROW``: the fetch's depth)
  besides its results; a day's SERP is its latest fetch, and each rule reads only its own site's rows.
  A day of a keyword list (the gap, a rank check) and a keyword's range of days (history) read
  ``serp_lists`` instead, one row per fetch holding its organic list (:func:`_lists_by_day`).

Keyword lists are :class:`KeywordSet` values (:mod:`analytics.rankings.keysets`): every function takes a
plain list too, and a long one is stored once and named by id. Results carry the texts the caller
passed. Every user value reaches ClickHouse as a bound parameter.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from enum import StrEnum
from typing import NamedTuple

from clickhouse_connect.driver.client import Client

from analytics.rankings import scoring, sql
from analytics.rankings.keys import SCOPE_FILTER, SCOPE_ID_FILTER, SerpScope, normalize_keyword
from analytics.rankings.keysets import EPOCH, KeywordSet, TrackedKeyword, keyword_set
from analytics.rankings.matching import MatchKind, MatchRule
from analytics.rankings.scoring import (
    MIN_DAYS_OF_DATA,
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

__all__ = ["DayRank", "KeywordSet", "TrackedKeyword", "keyword_set"]

LAST_DATE = date(2149, 6, 6)  # the last day a ClickHouse Date holds
TOP_10 = sql.TOP
MAX_TREND_KEYWORDS = 10  # SPEC §9: SERP comparison of up to 10 groups
SERP_ROW = sql.SERP_ROW
# Whether a keyword has the 7 days of data a comparison needs (SPEC §9) is read from its last two weeks of
# checks: 7 of them settle it, and so does a tracking start inside the window. Only the rare keyword with
# fewer, tracked for longer, has its whole history counted (a second, small query).
WINDOW_DAYS = 14
# Reads of a few days of a keyword list go in the tables' own (day-first) order: weighing the by-keyword
# projections too would cost more planning than it could save. PREWHERE only pays on large reads.
# distributed_product_mode: on a cluster, a keyword set is read on each shard next to its SERPs.
BY_DAY = ("SETTINGS optimize_use_projections = 0, optimize_move_to_prewhere = 0, "
          "distributed_product_mode = 'local'")
# A few keywords over many days: the by-keyword projections may serve.
BY_KEYWORD = "SETTINGS optimize_move_to_prewhere = 0, distributed_product_mode = 'local'"
# Rules decided by the host alone (their predicates read no URL key).
HOST_KINDS = (MatchKind.DOMAIN, MatchKind.EXACT_HOST)
# Replacing keys hold the day and partitions are years of days: no duplicate spans two partitions.
FINAL_SETTINGS = f"{BY_DAY}, do_not_merge_across_partitions_select_final = 1"


def _params(scope: SerpScope, keywords: KeywordSet) -> dict[str, object]:
    return {**scope.params(), **keywords.params()}


def _results(keywords: KeywordSet) -> str:
    """The stored results of the keywords (every type: the latest fetch of each SERP), for a WHERE to go on."""
    return f"serp_results FINAL WHERE {SCOPE_FILTER} AND {keywords.texts_in()}"


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


# ------------------------------------------------------------------------------------------ rank reads


def _fetches(keywords: KeywordSet, rules: Sequence[MatchRule], days: str, *, urls: bool,
             serp_days: str | None = None) -> tuple[str, dict[str, object]]:
    """A subquery with one row per stored fetch of the keywords on the days ``days`` selects (a condition
    on ``day``; ``serp_days`` widens it for the fetches themselves): ``keyword_id``, ``day``,
    ``fetched_at``, ``serp`` (> 0: the fetch's own row was read), its ``depth``, each rule's best organic
    position in it (``p0``, ``p1``, …; NULL when not found) and, with ``urls``, the URL holding it
    (``u0``, …). One pass over ``serp_ranks``: the fetches' rows and each rule's own hosts."""
    columns, matches, params = [], [], {}
    for i, rule in enumerate(rules):
        predicate, values = rule.predicate(f"rule{i}")
        columns.append(f", minIfOrNull(position, {predicate}) AS p{i}")
        if urls:
            columns.append(f", argMinIf(url, position, {predicate}) AS u{i}")
        matches.append(predicate)
        params |= values
    rule_rows = f" OR (({' OR '.join(matches)}) AND {days})" if matches else ""
    return f"""
        SELECT keyword_id, day, fetched_at, countIf(host_rev = '{SERP_ROW}') AS serp,
               maxIf(position, host_rev = '{SERP_ROW}') AS depth{"".join(columns)}
        FROM serp_ranks
        WHERE {SCOPE_ID_FILTER} AND {keywords.ids_in()} AND ((host_rev = '{SERP_ROW}' AND {serp_days or days}){rule_rows})
        GROUP BY keyword_id, day, fetched_at""", params


def _serp_facts(rules: Sequence[MatchRule], urls: bool) -> str:
    """The tuple a stored SERP's facts are read as from :func:`_fetches`: (depth, p0[, u0], p1, …)."""
    names = [f"p{i}, u{i}" if urls else f"p{i}" for i in range(len(rules))]
    return f"tuple(depth{''.join(', ' + name for name in names)})"


def _by_day(keywords: KeywordSet, rules: Sequence[MatchRule], days: str, *, urls: bool) -> tuple[str, dict]:
    """A subquery with one row per stored SERP (the latest fetch of each keyword and day) on the days
    ``days`` selects: ``keyword_id``, ``day`` and ``f``, its facts (:func:`_serp_facts`)."""
    fetches, params = _fetches(keywords, rules, days, urls=urls)
    return f"""
        SELECT keyword_id, day, argMaxIf({_serp_facts(rules, urls)}, fetched_at, serp > 0) AS f
        FROM ({fetches}) GROUP BY keyword_id, day HAVING max(serp) > 0""", params


def list_match(rule: MatchRule, name: str) -> tuple[str, dict[str, object]]:
    """The index (from 1; 0 when none) of the first result of a ``serp_lists`` row that ``rule`` matches
    (the row's organic list is best position first: its rank is ``positions[index]``), and its parameters,
    prefixed with ``name`` (:meth:`MatchRule.predicate`)."""
    predicate, values = rule.predicate(name, host_rev="h", key="k")
    # Host rules read the hosts only; URL rules the URL keys too.
    lambda_ = f"h -> {predicate}, hosts" if rule.kind in HOST_KINDS else f"(h, k) -> {predicate}, hosts, url_keys"
    return f"arrayFirstIndex({lambda_})", values


def _lists_by_day(keywords: KeywordSet, rules: Sequence[MatchRule], days: str, *, urls: bool) -> tuple[str, dict]:
    """A subquery with one row per stored SERP (the latest fetch of each keyword and day) on the days
    ``days`` selects, as :func:`_by_day` reads them, from ``serp_lists``: each rule's rank is the first
    result of the fetch's organic list (best position first) that its predicate matches. One row per SERP
    holds every result: the cheaper read for a day (or a few) of a keyword list, and for a few keywords'
    year, whatever the number of rules; reads of many keywords over many days (grid rows, visibility,
    alerts) read far fewer rows from ``serp_ranks`` (:func:`_by_day`), only each rule's own hosts."""
    facts, params = ["depth"], {}
    for i, rule in enumerate(rules):
        index, values = list_match(rule, f"rule{i}")
        facts.append(f"if(({index} AS i{i}) > 0, positions[i{i}], NULL)")
        if urls:
            facts.append(f"urls[i{i}]")
        params |= values
    return f"""
        SELECT keyword_id, day, argMax(tuple({', '.join(facts)}), fetched_at) AS f
        FROM serp_lists WHERE {SCOPE_ID_FILTER} AND {keywords.ids_in()} AND {days}
        GROUP BY keyword_id, day""", params


def _ranks(facts: Sequence, rules: int, urls: bool) -> list[Rank]:
    """Each rule's rank from a SERP's facts tuple."""
    depth = facts[0]
    if urls:
        return [counted_rank(facts[1 + 2 * i], depth, facts[2 + 2 * i]) for i in range(rules)]
    return [_rank(facts[1 + i], depth) for i in range(rules)]


# Ranks without a URL take a few thousand values (position × depth): made once each.
_rank = functools.lru_cache(maxsize=None)(counted_rank)


def _ranks_by_day(client: Client, scope: SerpScope, keywords: KeywordSet, rules: Sequence[MatchRule], days: str,
                  parameters: Mapping[str, object], *, urls: bool = True,
                  settings: str = BY_DAY) -> dict[tuple[str, date], list[Rank]]:
    """(normalized keyword, day) → each rule's rank, for every stored SERP on the days ``days`` selects (a
    day of a keyword list, or a few keywords' range: :func:`_lists_by_day`)."""
    subquery, params = _lists_by_day(keywords, rules, days, urls=urls)
    result = client.query(f"{subquery} {settings}", parameters={**_params(scope, keywords), **params, **parameters})
    return {(keywords.ids[id_], day): _ranks(facts, len(rules), urls) for id_, day, facts in result.result_rows}


# ---------------------------------------------------------------------------------------------- history


@dataclass(frozen=True)
class Series:
    """A site's rank on every day of a range for one keyword (days without data hold ``NO_DATA``)."""

    site: str
    term: str
    points: list[DayRank]


def rank_history(client: Client, scope: SerpScope, keywords: Sequence[str] | KeywordSet,
                 sites: Mapping[str, MatchRule], start: date, end: date) -> list[Series]:
    """Per site (the project and any competitors, by name) and keyword, the rank of each day.

    One query for every site: a site's rank on a day is its best organic position in that day's SERP.
    """
    keywords = keyword_set(keywords, client)
    names, rules = list(sites), list(sites.values())
    by_day = _ranks_by_day(client, scope, keywords, rules, "day BETWEEN {start:Date} AND {end:Date}",
                           {"start": start, "end": end}, settings=BY_KEYWORD)
    days = _days(start, end)
    return [Series(name, tracked.text, [DayRank(d, by_day.get((normal, d), [NO_DATA] * len(rules))[i]) for d in days])
            for i, name in enumerate(names) for normal, tracked in keywords.terms.items()]


def weekly_history(client: Client, scope: SerpScope, keyword: str, rule: MatchRule, start: date,
                   end: date) -> list[WeekBlock]:
    """A keyword's rank in blocks of 7 days ending on ``end``, back until ``start`` is covered (SPEC §9)."""
    (series,) = rank_history(client, scope, [keyword], {"site": rule},
                             start - timedelta(days=scoring.WEEK_DAYS - 1), end)
    return scoring.weekly_blocks(series.points, end, start)


# ---------------------------------------------------------------------------------------- grid rows


@dataclass(frozen=True)
class KeywordPositions:
    """A keyword's grid row: ranks today, yesterday, 7 and 30 days ago and initially, and the
    comparison with 7 days earlier (SPEC §9). ``today.url`` is the ranking URL; ``history`` the ranks of
    the range asked for (empty when none was)."""

    term: str
    today: Rank
    yesterday: Rank
    week_ago: Rank
    month_ago: Rank
    initial: Rank
    initial_day: date | None
    days_of_data: int
    comparison: Comparison
    history: tuple[DayRank, ...] = ()


def compared_days(as_of: date) -> dict[str, date]:
    """The days a grid row shows besides the initial one."""
    return {name: as_of - timedelta(days=offset) for name, offset in
            (("today", 0), ("yesterday", 1), ("week_ago", scoring.COMPARE_DAYS), ("month_ago", 30))}


def keyword_rows(client: Client, scope: SerpScope, keywords: Sequence[str | TrackedKeyword] | KeywordSet,
                 rules: Sequence[MatchRule], as_of: date,
                 history: tuple[date, date] | None = None) -> list[list[KeywordPositions]]:
    """Per rule (the project's, competitors'), every keyword's grid row for ``as_of``, in one query:
    positions today, yesterday, 7 and 30 days ago and initially, days of data, the comparison, and with
    ``history`` (start, end) the rank of each day of that range.

    ``days_of_data`` counts the days with a successful check from the keyword's ``since`` to ``as_of``;
    with fewer than 7 there is no comparison. The initial rank is the rank on the first of those days.
    """
    keywords = keyword_set(keywords, client)
    if not keywords:
        return [[] for _ in rules]
    compared = compared_days(as_of)
    shown = list(compared.values())
    start, end = history or (as_of, as_of)
    first = min(keywords.first_since, shown[-1], start)
    by_day, params = _by_day(keywords, rules, "day BETWEEN {first:Date} AND {as_of:Date}", urls=True)
    result = client.query(
        f"""
        SELECT s.keyword_id, countIf(s.day >= k.since), argMinIf(tuple(s.day, s.f), s.day, s.day >= k.since),
               groupArrayIf(tuple(s.day, s.f), has({{shown:Array(Date)}}, s.day)
                                               OR s.day BETWEEN {{start:Date}} AND {{end:Date}})
        FROM ({by_day}) AS s INNER JOIN ({keywords.rows()}) AS k ON k.keyword_id = s.keyword_id
        GROUP BY s.keyword_id
        {BY_KEYWORD}
        """,
        parameters={**_params(scope, keywords), **params, "first": first, "as_of": as_of, "shown": shown,
                    "start": start, "end": end})
    found = {id_: (days, initial, dict(facts)) for id_, days, initial, facts in result.result_rows}
    history_days = _days(start, end) if history else []
    rows: list[list[KeywordPositions]] = [[] for _ in rules]
    for id_, normal in keywords.ids.items():  # in the caller's order
        tracked = keywords.terms[normal]
        days_of_data, (initial_day, initial), facts = found.get(id_, (0, (None, None), {}))
        ranks = {day: _ranks(f, len(rules), True) for day, f in facts.items()}
        initial_ranks = _ranks(initial, len(rules), True) if days_of_data else [NO_DATA] * len(rules)
        for i in range(len(rules)):
            at = {name: ranks[day][i] if day in ranks else NO_DATA for name, day in compared.items()}
            rows[i].append(KeywordPositions(
                tracked.text, **at, initial=initial_ranks[i], initial_day=initial_day if days_of_data else None,
                days_of_data=days_of_data,
                comparison=scoring.compare(at["today"], at["week_ago"], days_of_data),
                history=tuple(DayRank(d, ranks[d][i] if d in ranks else NO_DATA) for d in history_days)))
    return rows


def keyword_positions(client: Client, scope: SerpScope, keywords: Sequence[str | TrackedKeyword] | KeywordSet,
                      rule: MatchRule, as_of: date) -> list[KeywordPositions]:
    """:func:`keyword_rows` of one rule."""
    return keyword_rows(client, scope, keywords, [rule], as_of)[0]


def assemble_positions(terms: Mapping[str, str], rows: Sequence[Sequence], as_of: date) -> list[KeywordPositions]:
    """Grid rows from the rows ``(keyword, first_day, days_of_data, day, depth, position, url)`` of a
    store answering the positions of the compared days and of each keyword's first day (``day`` None
    for a keyword with no rank on them), in the order of ``terms`` (normalized keyword → the caller's
    text). The PostgreSQL peer in bench/rankings_queries.py answers this way."""
    ranks: dict[str, dict[date, Rank]] = {}
    firsts: dict[str, tuple[date, int]] = {}
    for keyword, first_day, days_of_data, day, depth, position, url in rows:
        firsts[keyword] = (first_day, days_of_data)
        if day is not None:
            ranks.setdefault(keyword, {})[day] = counted_rank(position, depth, url)
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


# --------------------------------------------------------------------------------------- movements


class Moved(NamedTuple):
    """A keyword's rank today and its comparison with 7 days earlier (a :class:`scoring.Movement`);
    ``term`` is the normalized keyword, which ties go by."""

    term: str
    today: Rank
    comparison: Comparison


def _movements(client: Client, scope: SerpScope, keywords: KeywordSet, rule: MatchRule, as_of: date) -> list[Moved]:
    """Every keyword of the set (in its order) with its rank on ``as_of`` and 7 days earlier, compared by
    the rules of :mod:`scoring`: one row per keyword from the store, counted and ordered here.

    One short query: the dashboard and the movers tabs once counted, bucketed and ranked in SQL cost
    20-30 ms of chDB's CPU to parse and plan whatever the number of keywords; this one reads the same
    rows (each fetch's own row of the last two weeks, the rule's rows of the two days) in half that.
    Days of data come from the window: 7 of them settle it, and so does a tracking start inside the
    window; only the rare keyword with fewer, tracked for longer, has its whole history counted
    (:func:`_days_of_data`)."""
    week_ago, window_start = as_of - timedelta(days=scoring.COMPARE_DAYS), as_of - timedelta(days=WINDOW_DAYS - 1)
    fetches, params = _fetches(keywords, [rule], "day IN ({as_of:Date}, {week_ago:Date})", urls=False,
                               serp_days="day BETWEEN {window_start:Date} AND {as_of:Date}")
    facts = "tuple(depth, p0)"
    result = client.query(
        f"""
        SELECT keyword_id, argMaxIf({facts}, fetched_at, serp > 0 AND day = {{as_of:Date}}),
               argMaxIf({facts}, fetched_at, serp > 0 AND day = {{week_ago:Date}}), groupUniqArrayIf(day, serp > 0)
        FROM ({fetches}) GROUP BY keyword_id
        {BY_DAY}
        """,
        parameters={**_params(scope, keywords), **params, "as_of": as_of, "week_ago": week_ago,
                    "window_start": window_start})
    found = {id_: (today, before, days) for id_, today, before, days in result.result_rows}
    rows = []
    for id_, normal in keywords.ids.items():
        (depth_t, raw_t), (depth_w, raw_w), days = found.get(id_, ((0, None), (0, None), []))
        since = keywords.terms[normal].since or EPOCH
        counted = len(days) if since <= window_start else sum(day >= since for day in days)
        rows.append((id_, normal, _rank(raw_t, depth_t or None), _rank(raw_w, depth_w or None), counted,
                     since < window_start))
    unsure = [id_ for id_, _, today, before, days, before_window in rows
              if today.checked and before.checked and days < MIN_DAYS_OF_DATA and before_window]
    exact = _days_of_data(client, scope, keywords, unsure, as_of) if unsure else {}
    return [Moved(normal, today, scoring.compare(today, before, exact.get(id_, days)))
            for id_, normal, today, before, days, _ in rows]


def movements(client: Client, scope: SerpScope, keywords: Sequence[str | TrackedKeyword] | KeywordSet,
              rule: MatchRule, as_of: date) -> tuple[KeywordSet, list[Moved]]:
    """Every keyword's rank on ``as_of`` and its comparison with 7 days earlier (:func:`_movements`, one
    query), with the keyword set that maps their normalized terms back to the caller's texts: what a
    weekly report counts, ranks and picks its movers from without a query per tab."""
    keywords = keyword_set(keywords, client)
    return keywords, (_movements(client, scope, keywords, rule, as_of) if keywords else [])


def _days_of_data(client: Client, scope: SerpScope, keywords: KeywordSet, ids: Sequence[int],
                  as_of: date) -> dict[int, int]:
    """Each keyword's (by id) days with data from its tracking start to ``as_of``, counted whole."""
    subset = keyword_set([keywords.terms[keywords.ids[id_]] for id_ in ids])
    result = client.query(
        f"SELECT r.keyword_id, uniqExact(r.day) FROM serp_ranks AS r INNER JOIN ({subset.rows()}) AS k "
        f"ON k.keyword_id = r.keyword_id WHERE {SCOPE_ID_FILTER} AND r.host_rev = '{SERP_ROW}' "
        f"AND {subset.ids_in('r.keyword_id')} AND r.day BETWEEN {{first:Date}} AND {{as_of:Date}} AND r.day >= k.since "
        f"GROUP BY r.keyword_id {BY_KEYWORD}",
        parameters={**_params(scope, subset), "first": subset.first_since, "as_of": as_of})
    return {id_: 0 for id_ in ids} | dict(result.result_rows)


# -------------------------------------------------------------------------------------------- dashboard


@dataclass(frozen=True)
class Dashboard:
    """SPEC §3 keyword performance of a project for one day: ``google_statistics.today`` (buckets) and
    ``important_keywords`` (``best_top3``, ``ranking_change_top3``), and how many keywords dropped more
    than 10 places (needs optimization). The movers tabs page through :func:`ranked_keywords`."""

    as_of: date
    buckets: Buckets
    best_top3: list[ImportantKeyword]
    ranking_change_top3: list[ImportantKeyword]
    needs_optimization_count: int


def dashboard(client: Client, scope: SerpScope, keywords: Sequence[str | TrackedKeyword] | KeywordSet,
              rule: MatchRule, as_of: date) -> Dashboard:
    """The dashboard from every keyword's rank today and 7 days earlier (:func:`_movements`), counted
    and ranked by :func:`summarize` (ties of the top 3 go by the normalized keyword)."""
    keywords = keyword_set(keywords, client)
    board = summarize(_movements(client, scope, keywords, rule, as_of) if keywords else [], as_of)

    def texts(entries: list[ImportantKeyword]) -> list[ImportantKeyword]:
        return [replace(entry, term=keywords.terms[entry.term].text) for entry in entries]

    return replace(board, best_top3=texts(board.best_top3), ranking_change_top3=texts(board.ranking_change_top3))


def summarize(rows: Sequence[scoring.Movement], as_of: date) -> Dashboard:
    """The dashboard from every keyword's rank today and its comparison (grid rows, or :class:`Moved`)."""
    return Dashboard(as_of, scoring.count_buckets(r.today for r in rows), scoring.best_top3(rows),
                     scoring.ranking_change_top3(rows), sum(r.comparison.needs_optimization for r in rows))


def latest_day(client: Client, scope: SerpScope, keywords: Sequence[str] | KeywordSet, as_of: date | None = None,
               not_before: date | None = None) -> date | None:
    """The latest day (up to ``as_of``) on which any of the keywords had a successful check. With
    ``not_before`` (a day known to have data, say the answer of a previous call), the days from then on
    are read first, and all of them only when those hold none."""
    keywords = keyword_set(keywords, client)
    if not keywords:
        return None
    for start in ([not_before] if not_before else []) + [EPOCH]:
        day, count = client.query(
            f"SELECT max(day), count() FROM serps WHERE {SCOPE_ID_FILTER} AND {keywords.ids_in()} "
            f"AND day BETWEEN {{start:Date}} AND {{as_of:Date}} {BY_DAY}",
            parameters={**_params(scope, keywords), "start": start, "as_of": as_of or LAST_DATE}).result_rows[0]
        if count:
            return day
    return None


def last_positions(client: Client, scope: SerpScope, keywords: Sequence[str], rules: Sequence[MatchRule],
                   before: date, lookback_days: int = 30) -> dict[str, list[int | None]]:
    """Per keyword (the caller's text) each rule's organic position in the keyword's latest stored SERP
    before ``before`` (within ``lookback_days``; None where the rule was not found). Keywords with no
    stored SERP in that window are absent. What a smart fetch starts from
    (:class:`crawler.serp.depth.DepthHint`)."""
    keywords = keyword_set(keywords, client)
    if not keywords or not rules:
        return {}
    by_day, params = _by_day(keywords, rules, "day BETWEEN {start:Date} AND {end:Date}", urls=False)
    result = client.query(
        f"SELECT keyword_id, argMax(f, day) FROM ({by_day}) GROUP BY keyword_id {BY_KEYWORD}",
        parameters={**_params(scope, keywords), **params, "start": before - timedelta(days=lookback_days),
                    "end": before - timedelta(days=1)})
    return {keywords.text(id_): list(facts[1:]) for id_, facts in result.result_rows}


def organic_hosts(client: Client, scope: SerpScope, keywords: Sequence[str], day: date) -> dict[str, set[str]]:
    """Per keyword (the caller's text) the hosts of the organic results in its stored SERP of ``day``;
    keywords without one are absent. What tells whether the day's SERP already holds every site a check
    tracks (:class:`api.rankings.scheduling.Attempts`), matched as the smart fetch matches them: one row
    per keyword, whatever the number of sites."""
    keywords = keyword_set(keywords, client)
    if not keywords:
        return {}
    result = client.query(
        f"SELECT keyword, groupUniqArray(host) FROM {_results(keywords)} AND day = {{day:Date}} AND is_deleted = 0 "
        f"AND position IS NOT NULL AND host != '' GROUP BY keyword {FINAL_SETTINGS}",
        parameters={**_params(scope, keywords), "day": day})
    return {keywords.terms[keyword].text: set(hosts) for keyword, hosts in result.result_rows}


# ------------------------------------------------------------------------------------------- visibility


@dataclass(frozen=True)
class VisibilityPoint:
    """``score`` in percent: 100 when every checked keyword is at position 1. None without data."""

    day: date
    score: float | None
    keywords_checked: int


def visibility(client: Client, scope: SerpScope, keywords: Sequence[str] | KeywordSet, rule: MatchRule, start: date,
               end: date) -> list[VisibilityPoint]:
    """A project's visibility per day: the share of the clicks its tracked keywords could earn that its
    positions are expected to earn.

    ``score = 100 × Σ CTR(position of keyword) / (keywords checked that day × CTR(1))`` with the CTR
    curve :data:`scoring.CTR_BY_POSITION` (Backlinko 2019; 0 beyond position 10 and when not found).
    Keywords without a successful check that day are left out of the sum and of the count.
    """
    keywords = keyword_set(keywords, client)
    by_day, params = _by_day(keywords, [rule], "day BETWEEN {start:Date} AND {end:Date}", urls=False)
    result = client.query(
        f"SELECT day, count(), sum(arrayElement({{ctr:Array(Float64)}}, toUInt64(ifNull(f.2, 0)))) "
        f"FROM ({by_day}) GROUP BY day {BY_DAY}",
        parameters={**_params(scope, keywords), **params, "start": start, "end": end,
                    "ctr": list(scoring.CTR_BY_POSITION)})
    by_date = {day: (checked, clicks) for day, checked, clicks in result.result_rows}
    points = []
    for day in _days(start, end):
        checked, clicks = by_date.get(day, (0, 0.0))
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


def drop_alerts(client: Client, scope: SerpScope, keywords: Sequence[str] | KeywordSet, rule: MatchRule,
                as_of: date, threshold: int = scoring.OPTIMIZATION_DROP, lookback_days: int = 30) -> list[DropAlert]:
    """Keywords checked on ``as_of`` whose rank dropped more than ``threshold`` places since their
    previous successful check (within ``lookback_days``), biggest drop first. Failed checks are not
    checks here: a keyword whose check failed yesterday is compared with the day before."""
    keywords = keyword_set(keywords, client)
    by_day, params = _by_day(keywords, [rule], "day BETWEEN {start:Date} AND {end:Date}", urls=True)
    # Each keyword's last two checked days within the lookback, latest first; only keywords checked on as_of.
    result = client.query(
        f"SELECT keyword_id, arraySlice(arrayReverseSort(c -> c.1, groupArray((day, f))), 1, 2) AS last "
        f"FROM ({by_day}) GROUP BY keyword_id HAVING length(last) = 2 AND last[1].1 = {{end:Date}} {BY_DAY}",
        parameters={**_params(scope, keywords), **params, "start": as_of - timedelta(days=lookback_days),
                    "end": as_of})
    alerts = []
    for id_, ((day, facts), (previous_day, previous_facts)) in result.result_rows:
        (today,), (previous,) = _ranks(facts, 1, True), _ranks(previous_facts, 1, True)
        diff = scoring.compare(today, previous).diff
        if -diff > threshold:
            alerts.append(DropAlert(keywords.text(id_), previous_day, previous, day, today, -diff))
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


def keyword_gap(client: Client, scope: SerpScope, keywords: Sequence[str] | KeywordSet, rule: MatchRule,
                competitors: Mapping[str, MatchRule], as_of: date, excluded: Sequence[str] = ()) -> KeywordGap:
    """SPEC §4 keyword gap of the project against its competitors in the SERPs of ``as_of``."""
    keywords = keyword_set(keywords, client)
    by_day = _ranks_by_day(client, scope, keywords, [rule, *competitors.values()], "day = {as_of:Date}",
                           {"as_of": as_of}, urls=False)
    ranks = {keyword: sites for (keyword, _), sites in by_day.items()}
    return classify_gap({normal: tracked.text for normal, tracked in keywords.terms.items()}, ranks,
                        list(competitors), as_of, excluded)


def classify_gap(terms: Mapping[str, str], ranks: Mapping[str, Sequence[Rank]], competitors: Sequence[str],
                 as_of: date, excluded: Sequence[str] = ()) -> KeywordGap:
    """The gap from each keyword's ranks (the project's, then each competitor's; keywords without a
    checked SERP absent from ``ranks``), in the order of ``terms`` (normalized keyword → the caller's
    text). Shared with the PostgreSQL peer in bench/rankings_queries.py."""
    names = list(competitors)
    excluded_terms = {normalize_keyword(text) for text in excluded}
    counts = {group.value: 0 for group in GapGroup} | {"all": 0, "exclude": 0, "no_data": 0}
    rows = []
    no_data = [NO_DATA] * (len(names) + 1)
    for normal, text in terms.items():
        ours, *theirs = ranks.get(normal, no_data)
        is_excluded = normal in excluded_terms
        groups = frozenset() if is_excluded else scoring.gap_groups(ours, theirs)
        rows.append(GapRow(text, ours, dict(zip(names, theirs, strict=True)), groups, is_excluded))
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


def serp_competitors(client: Client, scope: SerpScope, keywords: Sequence[str] | KeywordSet, as_of: date,
                     interval: SerpInterval | str = SerpInterval.WEEK, limit: int = 20) -> SerpCompetitors:
    """The registrable domains seen most often in the top 10 of the project's keywords, over the last
    1, 3, 7 or 30 days up to ``as_of``; most appearances first, then better average position."""
    interval = SerpInterval(interval)
    keywords = keyword_set(keywords, client)
    start = as_of - timedelta(days=interval.days - 1)
    # The top 10 of each SERP is stored with it (serps.top_domains, serps.top_positions). Each SERP also
    # gives one row of domain '' (never a domain of the top 10, DERIVE leaves it out), whose count is the
    # window's number of SERPs and which always comes first (the most appearances, average 0): one read of
    # serps instead of a second, counting one (a scalar subquery cost a third of the query's CPU).
    result = client.query(
        f"""
        SELECT domain, count() AS appearances, uniqExact(keyword_id), avg(best) AS average
        FROM serps FINAL ARRAY JOIN arrayPushFront(top_domains, '') AS domain, arrayPushFront(top_positions, 0) AS best
        WHERE {SCOPE_ID_FILTER} AND {keywords.ids_in()} AND day BETWEEN {{start:Date}} AND {{end:Date}}
        GROUP BY domain ORDER BY appearances DESC, average, domain LIMIT {{limit:UInt32}} + 1
        {FINAL_SETTINGS}
        """,
        parameters={**_params(scope, keywords), "start": start, "end": as_of, "limit": limit})
    serps, *rows = result.result_rows or [("", 0, 0, 0.0)]
    return SerpCompetitors(start, as_of, serps[1], [
        SerpCompetitor(domain, appearances, keyword_count, round(average, 2), round(appearances / serps[1], 4))
        for domain, appearances, keyword_count, average in rows])


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
    keywords = keyword_set(keywords)
    if len(keywords) > MAX_TREND_KEYWORDS:
        raise ValueError(f"at most {MAX_TREND_KEYWORDS} keywords can be compared, not {len(keywords)}")
    result = client.query(
        f"SELECT keyword, domain, groupArray((day, best)), countIf(best <= {TOP_10}) AS top_days, avg(best) "
        f"FROM (SELECT keyword, day, domain, min(position) AS best FROM {_results(keywords)} "
        f"AND day BETWEEN {{start:Date}} AND {{end:Date}} AND position <= {scoring.MAX_POSITION} AND domain != '' "
        f"GROUP BY keyword, day, domain) GROUP BY keyword, domain HAVING top_days > 0",
        parameters={**_params(scope, keywords), "start": start, "end": end})
    per_keyword: dict[str, list[tuple]] = defaultdict(list)
    for keyword, domain, points, top_days, average in result.result_rows:
        per_keyword[keyword].append((-top_days, average, domain, dict(points)))
    days = _days(start, end)
    return [KeywordSerpTrend(tracked.text, [DomainTrend(domain, [(d, points.get(d)) for d in days])
                                            for _, _, domain, points in sorted(per_keyword[normal])[:top]])
            for normal, tracked in keywords.terms.items()]


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
    keywords = keyword_set([keyword])
    result = client.query(
        f"SELECT row, page, absolute_position, position, type, url, host, domain, title, snippet, source, "
        f"is_sandbox, fetched_at FROM {_results(keywords)} AND day = {{day:Date}} AND is_deleted = 0 ORDER BY row",
        parameters={**_params(scope, keywords), "day": day})
    rows = result.result_rows
    if not rows:
        return None
    last = rows[-1]
    return StoredSerp(keyword, day, last[10], bool(last[11]), _utc(last[12]),
                      [StoredResult(*row[:10]) for row in rows])


# ------------------------------------------------------------------------------------------------ checks


@dataclass(frozen=True)
class CheckStatus:
    """Every attempt on one keyword's SERP of a day: whether one succeeded, how many failed, and the last
    attempt (when, in UTC; its source, outcome, error kind — '' when it succeeded — and whether it was the
    sandbox). ``pages`` and ``ended`` describe the day's stored SERP (its latest successful fetch): how
    many result pages it holds, and whether the engine had none after them (0 and False without one)."""

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
    pages: int = 0
    ended: bool = False


def check_statuses(client: Client, scope: SerpScope, keywords: Sequence[str] | KeywordSet,
                   day: date) -> dict[str, CheckStatus]:
    """The attempts of ``day`` per keyword (by the caller's text); keywords never attempted that day are
    absent. What a grid shows as failed, and what the scheduler retries."""
    return {term: status for (term, _), status in _checks(client, scope, keywords, day, day).items()}


def check_history(client: Client, scope: SerpScope, keyword: str, start: date, end: date) -> dict[date, CheckStatus]:
    """The attempts on one keyword each day from ``start`` to ``end``; days never attempted are absent."""
    return {day: status for (_, day), status in _checks(client, scope, [keyword], start, end).items()}


def _checks(client: Client, scope: SerpScope, keywords: Sequence[str] | KeywordSet, start: date,
            end: date) -> dict[tuple[str, date], CheckStatus]:
    keywords = keyword_set(keywords, client)
    if not keywords:
        return {}
    terms = keywords.terms
    result = client.query(
        f"SELECT keyword, day, countIf(outcome = 'ok') > 0, count(), countIf(outcome = 'failed'), max(at), "
        f"argMax(source, at), argMax(outcome, at), argMax(error_kind, at), argMax(is_sandbox, at), "
        f"argMaxIf(pages_fetched, at, outcome = 'ok'), argMaxIf(ended, at, outcome = 'ok') "
        f"FROM serp_checks FINAL WHERE {SCOPE_FILTER} AND {keywords.texts_in()} "
        f"AND day BETWEEN {{start:Date}} AND {{end:Date}} GROUP BY keyword, day {FINAL_SETTINGS}",
        parameters={**_params(scope, keywords), "start": start, "end": end})
    return {(terms[row[0]].text, row[1]): CheckStatus(
        terms[row[0]].text, row[1], bool(row[2]), row[3], row[4], _utc(row[5]), row[6], row[7],
        row[8] if row[7] != "ok" else "", bool(row[9]), row[10], bool(row[11])) for row in result.result_rows}


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


def check_summary(client: Client, scope: SerpScope, keywords: Sequence[str] | KeywordSet, day: date) -> CheckSummary:
    keywords = keyword_set(keywords, client)
    result = client.query(
        f"SELECT countIf(ok), countIf(NOT ok), arraySort(groupUniqArrayArray(sources)), max(sandbox) FROM ("
        f"SELECT keyword, countIf(outcome = 'ok') > 0 AS ok, groupUniqArrayIf(source, outcome = 'ok') AS sources, "
        f"maxIf(is_sandbox, outcome = 'ok') AS sandbox FROM serp_checks FINAL "
        f"WHERE {SCOPE_FILTER} AND {keywords.texts_in()} AND day = {{day:Date}} GROUP BY keyword) {FINAL_SETTINGS}",
        parameters={**_params(scope, keywords), "day": day})
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
    # keywords of the set with a 7-day comparison: none while every keyword has fewer than 7 days of
    # data, which is why the improved and declined tabs are empty then (not that nothing moved)
    compared: int = 0


def _by_position(descending: bool) -> Callable[[Moved], tuple]:
    """:data:`RankOrder.POSITION`: checked keywords by counted position (best first, or worst first when
    ``descending``), then keywords without a check; ties by the normalized keyword."""
    sign = -1 if descending else 1
    return lambda m: (not m.today.checked, sign * (m.today.counted or 0), m.term)


def ranked_keywords(client: Client, scope: SerpScope, keywords: Sequence[str | TrackedKeyword] | KeywordSet,
                    rule: MatchRule, as_of: date, order: RankOrder | str, *, limit: int, offset: int = 0,
                    descending: bool = False) -> RankedPage:
    """One page of a movers tab: every keyword's rank today and 7 days earlier (:func:`_movements`, one
    row per keyword), put in the tab's order by :mod:`scoring` (counted depth, 7-day comparison, at
    least 7 days of data); ties go by the normalized keyword. ``descending`` reverses
    :data:`RankOrder.POSITION` (keywords without data stay last)."""
    order = RankOrder(order)
    keywords = keyword_set(keywords, client)
    if not keywords:
        return RankedPage(0, [])
    moved = _movements(client, scope, keywords, rule, as_of)
    if order is RankOrder.POSITION:
        tab = sorted(moved, key=_by_position(descending))
    else:
        tab = {RankOrder.BEST: scoring.best, RankOrder.MOST_IMPROVED: scoring.most_improved,
               RankOrder.WORST_DECLINE: scoring.worst_decline}[order](moved)
    compared = sum(m.comparison.diff is not None for m in moved)
    return RankedPage(len(tab), [keywords.terms[m.term].text for m in tab[offset:offset + limit]], compared)
