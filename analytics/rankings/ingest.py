"""Batched, idempotent ingest of fetched SERPs and of fetch attempts.

Every function takes the client: in embedded mode the one process that owns chDB (``ranklens up``)
ingests what crawl processes hand back; in cluster mode any worker ingests over HTTP.

The rules:

- A successful fetch is stored whole (every result, organic or not, plus related searches and
  "people also ask" questions) and recorded as an ``ok`` check. A page with no organic result is not a
  SERP (:class:`EmptySerp`): record it with :func:`ingest_check` as a failed attempt instead.
- A failed attempt is only a check row: it never writes a result, so it can never become a rank.
- The latest fetch of a day is that day's SERP. Ingesting the same fetch again changes nothing;
  a later fetch of the same key and day replaces the stored one (slots it no longer fills are
  tombstoned); an earlier fetch arriving late is recorded as a check but does not replace the SERP.
- Once the results are in, the derived tables (``serps``, ``serp_ranks``) are written from them for
  the SERPs just stored (:func:`derive`). If that step fails the ingest raises, and running it again
  (the same fetches) writes the same rows.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from clickhouse_connect.driver.client import Client

from analytics.hosts import InvalidHost, host_of
from analytics.rankings import sql
from analytics.rankings.keys import KEY_COLUMNS, KEYWORD_IN, SCOPE_FILTER, SerpKey, SerpScope, keywords_param
from analytics.rankings.matching import registrable_domain, url_key

RESULTS = "serp_results"
CHECKS = "serp_checks"
FEATURES = "serp_features"

RESULT_COLUMNS = [*KEY_COLUMNS, "row", "page", "absolute_position", "position", "type", "url", "url_key", "host",
                  "domain", "title", "snippet", "source", "is_sandbox", "fetched_at", "is_deleted"]
CHECK_COLUMNS = [*KEY_COLUMNS, "source", "outcome", "error_kind", "pages_fetched", "is_sandbox", "at", "ended"]
FEATURE_COLUMNS = [*KEY_COLUMNS, "kind", "rank", "text", "fetched_at", "is_deleted"]
# The columns naming the slot a row fills in its SERP (after the key columns).
RESULT_SLOT = ("row",)
FEATURE_SLOT = ("kind", "rank")

OK = "ok"
FAILED = "failed"
RELATED_SEARCH = "related_search"
PEOPLE_ALSO_ASK = "people_also_ask"


_POSITION = RESULT_COLUMNS.index("position")
_PAGE = RESULT_COLUMNS.index("page")


class EmptySerp(ValueError):
    """A page without organic results: a failed check, never a rank."""


def _field(item: Any, name: str, default: Any = None) -> Any:
    if isinstance(item, Mapping):
        return item.get(name, default)
    return getattr(item, name, default)


def _text(value: Any) -> str:
    """Enum members (result types) by value; None as ''."""
    if value is None:
        return ""
    return str(getattr(value, "value", value))


def utc_ms(moment: datetime) -> datetime:
    """UTC at millisecond precision, as DateTime64(3) stores it (naive datetimes are taken as UTC)."""
    moment = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return moment.replace(microsecond=moment.microsecond // 1000 * 1000)


@dataclass(frozen=True)
class Fetched:
    """One successful fetch. ``parsed`` is a ``crawler.serp.model.ParsedSerp`` (``results``, ``pages``,
    ``related_searches``, ``people_also_ask``), or a plain sequence of result rows (``SerpResult`` objects
    or dicts with ``type``, ``position``, ``absolute_position``, ``page``, ``url``, ``title``,
    ``snippet``). Every row is stored, in order: rows of one block share an absolute position. ``ended``:
    the engine had no page after the fetched ones (the SERP is whole short of any depth)."""

    key: SerpKey
    parsed: Any
    source: str
    fetched_at: datetime
    is_sandbox: bool = False
    ended: bool = False


@dataclass(frozen=True)
class FailedCheck:
    """One failed attempt: which source, what went wrong (captcha, blocked, timeout, empty, ...)."""

    key: SerpKey
    source: str
    at: datetime
    error_kind: str
    pages_fetched: int = 0
    is_sandbox: bool = False


@dataclass(frozen=True)
class IngestReport:
    stored: int       # SERPs written (including identical re-ingests)
    superseded: int   # fetches older than the SERP already stored for their day: checks only


def _result_rows(fetch: Fetched, fetched_at: datetime) -> list[list]:
    parsed = fetch.parsed
    results = parsed if isinstance(parsed, Sequence) else _field(parsed, "results", ())
    rows = []
    for row, result in enumerate(results, start=1):
        url = _text(_field(result, "url"))
        try:
            host, key = (host_of(url), url_key(url)) if url else ("", "")
        except InvalidHost:
            host, key = "", ""
        position = _field(result, "position")
        rows.append([*fetch.key.columns(), row, int(_field(result, "page", 1) or 1),
                     int(_field(result, "absolute_position")), None if position is None else int(position),
                     _text(_field(result, "type", "organic")), url, key, host,
                     registrable_domain(host) if host else "", _text(_field(result, "title")),
                     _text(_field(result, "snippet")), fetch.source, fetch.is_sandbox, fetched_at, 0])
    if not any(row[_POSITION] is not None for row in rows):
        raise EmptySerp(f"no organic result in the SERP of {fetch.key}: record a failed check instead")
    return rows


def _pages_fetched(fetch: Fetched, rows: list[list]) -> int:
    pages = None if isinstance(fetch.parsed, Sequence) else _field(fetch.parsed, "pages")
    return len(pages) if pages else max(row[_PAGE] for row in rows)


def _feature_rows(fetch: Fetched, fetched_at: datetime) -> list[list]:
    if isinstance(fetch.parsed, Sequence):
        return []
    rows = []
    for kind, name in ((RELATED_SEARCH, "related_searches"), (PEOPLE_ALSO_ASK, "people_also_ask")):
        texts = [_text(t).strip() for t in _field(fetch.parsed, name, ()) or ()]
        rows += [[*fetch.key.columns(), kind, rank, text, fetched_at, 0]
                 for rank, text in enumerate((t for t in texts if t), start=1)]
    return rows


def _stored(client: Client, table: str, slot: tuple[str, ...], scope: SerpScope, day: date,
            keywords: list[str]) -> dict[str, tuple[datetime, set[tuple]]]:
    """keyword → (latest fetched_at, live slots) of what ``table`` holds for these SERPs."""
    result = client.query(
        f"SELECT keyword, max(fetched_at), groupArray(tuple({', '.join(slot)})) FROM {table} FINAL "
        f"WHERE {SCOPE_FILTER} AND day = {{day:Date}} AND {KEYWORD_IN} GROUP BY keyword",
        parameters={**scope.params(), "day": day, "keywords": keywords_param(keywords)})
    return {keyword: (utc_ms(latest), {tuple(s) for s in slots}) for keyword, latest, slots in result.result_rows}


def _result_tombstone(key: SerpKey, slot: tuple, at: datetime) -> list:
    return [*key.columns(), *slot, 1, 1, None, "", "", "", "", "", "", "", "", False, at, 1]


def _feature_tombstone(key: SerpKey, slot: tuple, at: datetime) -> list:
    return [*key.columns(), *slot, "", at, 1]


def _replacing(stored: tuple[datetime, set[tuple]] | None, rows: list[list], slot_size: int, tombstone,
               key: SerpKey, at: datetime) -> list[list]:
    """``rows`` plus tombstones for the slots an earlier fetch of this SERP filled and this one does not."""
    if not stored or stored[0] >= at:
        return rows
    first = len(KEY_COLUMNS)
    live = {tuple(row[first:first + slot_size]) for row in rows}
    return rows + [tombstone(key, stale, at) for stale in sorted(stored[1] - live)]


def _insert(client: Client, table: str, columns: list[str], rows: list[list]) -> None:
    if rows:
        client.insert(table, rows, column_names=columns)


# Told the scopes of every batch once it is stored: figures computed from the SERPs stored before it must not be
# served after it (api/rankings/figures.py keeps them until then).
after_store: list[Callable[[set[SerpScope]], None]] = []


def _stored_in(scopes: set[SerpScope]) -> None:
    for listener in after_store if scopes else ():
        listener(scopes)


def ingest_serps(client: Client, fetches: Iterable[Fetched]) -> IngestReport:
    """Stores a batch of successful fetches (one insert per table) and their ``ok`` checks.

    Every fetch is validated before anything is written, so a bad one (:class:`EmptySerp`) leaves the
    store as it was.
    """
    prepared = [(fetch, at, _result_rows(fetch, at)) for fetch in fetches
                for at in (utc_ms(fetch.fetched_at),)]
    checks = [[*fetch.key.columns(), fetch.source, OK, "", _pages_fetched(fetch, rows), fetch.is_sandbox, at,
               fetch.ended] for fetch, at, rows in prepared]
    latest: dict[SerpKey, tuple[Fetched, datetime, list[list]]] = {}
    for item in prepared:
        if item[0].key not in latest or latest[item[0].key][1] < item[1]:
            latest[item[0].key] = item
    groups: dict[tuple[SerpScope, date], list[tuple[Fetched, datetime, list[list]]]] = defaultdict(list)
    for item in latest.values():
        groups[(item[0].key.scope, item[0].key.day)].append(item)

    results: list[list] = []
    features: list[list] = []
    written: dict[tuple[SerpScope, date], list[str]] = defaultdict(list)
    superseded = 0
    for (scope, day), batch in groups.items():
        keywords = [fetch.key.keyword for fetch, _, _ in batch]
        stored_results = _stored(client, RESULTS, RESULT_SLOT, scope, day, keywords)
        stored_features = _stored(client, FEATURES, FEATURE_SLOT, scope, day, keywords)
        for fetch, at, rows in batch:
            previous = stored_results.get(fetch.key.keyword)
            if previous and previous[0] > at:
                superseded += 1
                continue
            written[(scope, day)].append(fetch.key.keyword)
            results += _replacing(previous, rows, len(RESULT_SLOT), _result_tombstone, fetch.key, at)
            features += _replacing(stored_features.get(fetch.key.keyword), _feature_rows(fetch, at),
                                   len(FEATURE_SLOT), _feature_tombstone, fetch.key, at)
    _insert(client, RESULTS, RESULT_COLUMNS, results)
    for (scope, day), keywords in written.items():
        derive(client, sql.DERIVE_BATCH, {**scope.params(), "day": day, "keywords": keywords_param(keywords)})
    _insert(client, FEATURES, FEATURE_COLUMNS, features)
    _insert(client, CHECKS, CHECK_COLUMNS, checks)
    _stored_in({fetch.key.scope for fetch, _, _ in prepared})
    return IngestReport(stored=len(latest) - superseded, superseded=superseded)


def derive(client: Client, where: str = "1", parameters: Mapping[str, Any] | None = None) -> None:
    """Writes ``serps`` and ``serp_ranks`` rows for the SERPs of ``serp_results`` selected by ``where``
    (a condition on its columns; every SERP by default), from what the results hold now."""
    for statement in sql.DERIVE:
        client.command(statement.format(where=where), parameters=dict(parameters or {}))


def ingest_serp(client: Client, key: SerpKey, parsed: Any, *, source: str, fetched_at: datetime,
                is_sandbox: bool = False, ended: bool = False) -> bool:
    """Stores one successful fetch; False when a later fetch of that SERP was already stored."""
    report = ingest_serps(client, [Fetched(key, parsed, source, fetched_at, is_sandbox, ended)])
    return report.stored == 1


def ingest_checks(client: Client, failures: Iterable[FailedCheck]) -> int:
    """Records failed attempts (never results). Returns how many."""
    failures = list(failures)
    rows = [[*f.key.columns(), f.source, FAILED, f.error_kind or "unknown", f.pages_fetched, f.is_sandbox,
             utc_ms(f.at), False] for f in failures]
    _insert(client, CHECKS, CHECK_COLUMNS, rows)
    _stored_in({f.key.scope for f in failures})
    return len(rows)


def ingest_check(client: Client, key: SerpKey, *, source: str, at: datetime, error_kind: str,
                 pages_fetched: int = 0, is_sandbox: bool = False) -> None:
    """Records one failed attempt: the SERP of ``key`` stays as it was (absent, or an earlier fetch)."""
    ingest_checks(client, [FailedCheck(key, source, at, error_kind, pages_fetched, is_sandbox)])
