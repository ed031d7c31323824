"""Reads and writes of the research area: keyword metrics cached per month, ideas harvested from the stored
SERPs (related searches and "people also ask"), and the latest stored top 10 of many keywords at once.

Every user value reaches ClickHouse as a bound parameter; keyword lists as one string parameter
(analytics.rankings.keys.KEYWORD_IN).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from functools import lru_cache

from clickhouse_connect.driver.client import Client

from analytics.rankings.keys import (
    KEYWORD_IN,
    KEYWORDS,
    SCOPE_FILTER,
    SerpScope,
    keywords_param,
    normalize_keyword,
)
from analytics.rankings.queries import StoredResult
from analytics.research.model import KeywordMetrics, month_of
from analytics.research.sql import KEYWORD_METRIC_COLUMNS

COLUMNS = [name for name, _ in KEYWORD_METRIC_COLUMNS]
TOP = 10
# Ideas from SERPs: the kinds serp_features holds.
RELATED_SEARCH = "related_search"
PEOPLE_ALSO_ASK = "people_also_ask"


def _row(country: str, language: str, metrics: KeywordMetrics, month: date, at: datetime) -> list:
    return [country.upper(), language, normalize_keyword(metrics.keyword), month, metrics.volume,
            [m for m, _ in metrics.history], [v for _, v in metrics.history], metrics.cpc_usd, metrics.cpc_low_usd,
            metrics.cpc_high_usd, metrics.competition, metrics.competition_index, metrics.competition_label or "",
            metrics.source, metrics.sandbox, at]


def store_metrics(client: Client, country: str, language: str, metrics: Iterable[KeywordMetrics], *,
                  month: date | None = None, at: datetime | None = None) -> int:
    """Caches ``metrics`` as the figures of ``month`` (default: this month, UTC); returns the rows written.
    One insert: a batch lands whole or not at all."""
    at = at or datetime.now(UTC)
    month = month_of(month or at.date())
    rows = [_row(country, language, m, month, at) for m in metrics if normalize_keyword(m.keyword)]
    if rows:
        client.insert("keyword_metrics", rows, column_names=COLUMNS)
    return len(rows)


def latest_metrics(client: Client, country: str, language: str, keywords: Sequence[str], *,
                   since: date | None = None, sandbox: bool = True) -> dict[str, KeywordMetrics]:
    """The newest cached figures of each keyword (by the caller's text; keywords without any are absent):
    from ``since``'s month on when given (``since=today`` asks for this month's, the ones already paid
    for), and without sandbox rows when ``sandbox`` is False (real figures are wanted).

    Reads each keyword's newest row from ``keyword_metrics_latest`` (one short row a keyword, see
    analytics.research.sql). The answer is the one :func:`history_latest_metrics` gives from every month:
    a newest month before ``since`` means none since; only a keyword whose newest month is sandbox when
    real figures are wanted is looked up there, for an older real month."""
    terms = {normalize_keyword(k): k for k in keywords if normalize_keyword(k)}
    if not terms:
        return {}
    since = month_of(since) if since else None
    prefix = f"{country.upper()}\t{language}\t"
    result = client.query(
        f"SELECT key, figures FROM keyword_metrics_latest FINAL WHERE key IN (SELECT concat({{prefix:String}}, {KEYWORDS}))",
        parameters={"prefix": prefix, "keywords": keywords_param(terms)})
    found: dict[str, KeywordMetrics] = {}
    older: list[str] = []
    for key, figures in result.result_rows:
        normal = key[len(prefix):]
        metrics = _decode_latest(terms[normal], figures)
        if since and metrics.month < since:
            continue
        if metrics.sandbox and not sandbox:
            older.append(normal)
            continue
        found[metrics.keyword] = metrics
    if older:
        found.update(history_latest_metrics(client, country, language, older, since=since, sandbox=sandbox))
    return found


@lru_cache(maxsize=4096)
def _date(text: str) -> date:
    return date.fromisoformat(text)  # a few hundred distinct months over every keyword: parse each once


def _decode_latest(term: str, figures: str) -> KeywordMetrics:
    """A ``keyword_metrics_latest.figures`` JSON array (in the order of
    :data:`analytics.research.sql.LATEST_FIGURES`) as the figures of ``term``. 64-bit integers may
    come quoted (ClickHouse's JSON setting), hence int()."""
    (month, is_sandbox, volume, history_months, history_volumes, cpc_usd, cpc_low_usd, cpc_high_usd, competition,
     competition_index, competition_label, source, fetched_at) = json.loads(figures)
    fetched = datetime.fromisoformat(fetched_at)
    return KeywordMetrics(
        keyword=term, volume=None if volume is None else int(volume),
        history=tuple(zip(map(_date, history_months), map(int, history_volumes), strict=True)),
        cpc_usd=cpc_usd, cpc_low_usd=cpc_low_usd, cpc_high_usd=cpc_high_usd, competition_index=competition_index,
        competition_label=competition_label, competition=competition, source=source, sandbox=bool(is_sandbox),
        month=_date(month), fetched_at=fetched if fetched.tzinfo else fetched.replace(tzinfo=UTC))


def history_latest_metrics(client: Client, country: str, language: str, keywords: Sequence[str], *,
                           since: date | None = None, sandbox: bool = True) -> dict[str, KeywordMetrics]:
    """:func:`latest_metrics` read from every month in ``keyword_metrics`` (FINAL, each keyword's months
    sorted): what it falls back to for keywords whose newest figures are sandbox when real ones are
    wanted, and what bench/keyword_metrics.py checks its answers against."""
    terms = {normalize_keyword(k): k for k in keywords if normalize_keyword(k)}
    if not terms:
        return {}
    result = client.query(
        f"SELECT {', '.join(COLUMNS)} FROM keyword_metrics FINAL "
        f"WHERE country = {{country:String}} AND language = {{language:String}} AND {KEYWORD_IN} "
        f"AND month >= {{since:Date}} {'' if sandbox else 'AND NOT is_sandbox'} "
        f"ORDER BY keyword, month DESC LIMIT 1 BY keyword "
        f"SETTINGS do_not_merge_across_partitions_select_final = 1",
        parameters={"country": country.upper(), "language": language, "keywords": keywords_param(terms),
                    "since": month_of(since) if since else date(1970, 1, 1)})
    found: dict[str, KeywordMetrics] = {}
    for row in result.result_rows:
        values = dict(zip(COLUMNS, row, strict=True))
        fetched = values["fetched_at"]
        found[terms[values["keyword"]]] = KeywordMetrics(
            keyword=terms[values["keyword"]], volume=values["volume"],
            history=tuple(zip(values["history_months"], values["history_volumes"], strict=True)),
            cpc_usd=values["cpc_usd"], cpc_low_usd=values["cpc_low_usd"], cpc_high_usd=values["cpc_high_usd"],
            competition_index=values["competition_index"], competition_label=values["competition_label"],
            competition=values["competition"], source=values["source"], sandbox=bool(values["is_sandbox"]),
            month=values["month"], fetched_at=fetched if fetched.tzinfo else fetched.replace(tzinfo=UTC))
    return found


@dataclass(frozen=True)
class CachedIdeas:
    """A seed's idea list as a provider gave it this month."""

    ideas: list[str]
    source: str
    sandbox: bool
    month: date


def store_ideas(client: Client, country: str, language: str, seed: str, ideas: Sequence[str], *, source: str,
                sandbox: bool, at: datetime | None = None) -> None:
    """Caches a seed's idea list for this month (of ``at``)."""
    at = at or datetime.now(UTC)
    client.insert("keyword_ideas", [[country.upper(), language, normalize_keyword(seed), month_of(at.date()),
                                     list(ideas), source, sandbox, at]],
                  column_names=["country", "language", "seed", "month", "ideas", "source", "is_sandbox", "fetched_at"])


def cached_ideas(client: Client, country: str, language: str, seed: str, *, since: date,
                 sandbox: bool = True) -> CachedIdeas | None:
    """The seed's newest idea list from ``since``'s month on (without sandbox lists when ``sandbox`` is
    False); None when there is none."""
    rows = client.query(
        "SELECT ideas, source, is_sandbox, month FROM keyword_ideas FINAL WHERE country = {country:String} "
        "AND language = {language:String} AND seed = {seed:String} AND month >= {since:Date} "
        f"{'' if sandbox else 'AND NOT is_sandbox'} ORDER BY month DESC, fetched_at DESC LIMIT 1",
        parameters={"country": country.upper(), "language": language, "seed": normalize_keyword(seed),
                    "since": month_of(since)}).result_rows
    if not rows:
        return None
    ideas, source, is_sandbox, month = rows[0]
    return CachedIdeas(list(ideas), source, bool(is_sandbox), month)


@dataclass(frozen=True)
class SerpIdea:
    """A search found on stored SERPs: a related search or a "people also ask" question, the number of
    stored SERPs that showed it and its best (lowest) place among them."""

    text: str
    kind: str
    serps: int
    best_rank: int


def serp_ideas(client: Client, engine: str, country: str, language: str, seed: str, *, since: date,
               limit: int = 500) -> list[SerpIdea]:
    """Related searches and questions of every stored SERP (any device and location) whose keyword is the
    seed or starts with it, from ``since`` on; the most widely shown first. Free and growing daily: every
    tracked keyword's SERP adds to it."""
    seed = normalize_keyword(seed)
    if not seed:
        return []
    result = client.query(
        "SELECT text, kind, uniqExact(keyword, day, device, location) AS serps, min(rank) "
        "FROM serp_features FINAL WHERE engine = {engine:String} AND country = {country:String} "
        "AND language = {language:String} AND startsWith(keyword, {seed:String}) AND day >= {since:Date} "
        "AND is_deleted = 0 AND text != '' GROUP BY text, kind ORDER BY serps DESC, min(rank), text "
        "LIMIT {limit:UInt32}",
        parameters={"engine": engine, "country": country.upper(), "language": language, "seed": seed,
                    "since": since, "limit": limit})
    return [SerpIdea(text, kind, int(serps), int(best)) for text, kind, serps, best in result.result_rows]


@dataclass(frozen=True)
class LatestSerp:
    """A keyword's latest stored SERP: its day, whether the sandbox answered it, and its results down to
    organic position 10 (every non-organic block among them kept), in page order."""

    term: str
    day: date
    sandbox: bool
    results: list[StoredResult]

    @property
    def organic(self) -> list[StoredResult]:
        return [r for r in self.results if r.position is not None]

    @property
    def types(self) -> set[str]:
        return {r.type for r in self.results}


def latest_serps(client: Client, scope: SerpScope, keywords: Sequence[str], *, since: date) -> dict[str, LatestSerp]:
    """The latest stored SERP (from ``since`` on) of each keyword, by the caller's text; keywords without
    one are absent. One query for the whole list."""
    terms = {normalize_keyword(k): k for k in keywords if normalize_keyword(k)}
    if not terms:
        return {}
    latest = (f"SELECT keyword, max(day) FROM serp_results WHERE {SCOPE_FILTER} AND {KEYWORD_IN} "
              f"AND day >= {{since:Date}} AND is_deleted = 0 GROUP BY keyword")
    result = client.query(
        f"SELECT keyword, day, row, page, absolute_position, position, type, url, host, domain, title, snippet, "
        f"is_sandbox FROM serp_results FINAL WHERE {SCOPE_FILTER} AND (keyword, day) IN ({latest}) "
        f"AND is_deleted = 0 AND (position <= {TOP} OR (position IS NULL AND page = 1)) ORDER BY keyword, row "
        f"SETTINGS do_not_merge_across_partitions_select_final = 1",
        parameters={**scope.params(), "keywords": keywords_param(terms), "since": since})
    serps: dict[str, LatestSerp] = {}
    for keyword, day, *rest in result.result_rows:
        term = terms[keyword]
        if term not in serps:
            serps[term] = LatestSerp(term, day, bool(rest[-1]), [])
        serps[term].results.append(StoredResult(*rest[:-1]))
    return serps
