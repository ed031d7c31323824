"""What the crawl operations screen reads of the analytics store: the SERP fleet's attempts (every fetch
attempt is a ``serp_checks`` row, successful or failed, with its source and error kind), the site audits'
stored pages, and the keyword providers' latest answers.

``since`` is the start of the operators' day; ``window`` the start of the recent stretch a rate is taken
over. Days are bounded too (``day`` leads the partitions), one day either side of ``since``'s date: a SERP's
day is its country's local date.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from clickhouse_connect.driver.client import Client

from analytics.rankings.queries import FINAL_SETTINGS


@dataclass(frozen=True)
class SourceActivity:
    attempts: int
    ok: int
    last_at: datetime | None
    last_ok: bool
    last_error: str


@dataclass(frozen=True)
class SerpActivity:
    attempts_today: int = 0          # every fetch attempt since ``since``: what a budget counts
    ok_today: int = 0
    pages_recent: int = 0            # result pages fetched since ``window``
    errors_by_kind: dict[str, int] = field(default_factory=dict)
    failed_keys: int = 0             # SERPs attempted today that failed and have no success today
    sources: dict[str, SourceActivity] = field(default_factory=dict)


def _utc(moment: datetime | None) -> datetime | None:
    if moment is None or moment.year < 1971:  # max() of no rows is the epoch
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _days(since: datetime) -> dict[str, object]:
    return {"since": since, "first": (since - timedelta(days=1)).date(), "last": (since + timedelta(days=1)).date()}


def serp_attempts_since(client: Client, since: datetime) -> int:
    """Every SERP fetch attempt since ``since``, successful or failed."""
    return int(client.command(
        f"SELECT count() FROM serp_checks FINAL WHERE day BETWEEN {{first:Date}} AND {{last:Date}} "
        f"AND at >= {{since:DateTime64(3)}} {FINAL_SETTINGS}", parameters=_days(since)) or 0)


def serp_activity(client: Client, since: datetime, window: datetime) -> SerpActivity:
    params = {**_days(since), "window": window}
    where = "day BETWEEN {first:Date} AND {last:Date} AND at >= {since:DateTime64(3)}"
    totals = client.query(
        f"SELECT count(), countIf(outcome = 'ok'), sumIf(pages_fetched, at >= {{window:DateTime64(3)}}) "
        f"FROM serp_checks FINAL WHERE {where} {FINAL_SETTINGS}", parameters=params).result_rows[0]
    errors = client.query(
        f"SELECT error_kind, count() FROM serp_checks FINAL WHERE {where} AND outcome = 'failed' "
        f"GROUP BY error_kind {FINAL_SETTINGS}", parameters=params).result_rows
    failed = client.command(
        f"SELECT count() FROM (SELECT engine, country, language, device, location, keyword, day "
        f"FROM serp_checks FINAL WHERE {where} GROUP BY engine, country, language, device, location, keyword, day "
        f"HAVING countIf(outcome = 'ok') = 0) {FINAL_SETTINGS}", parameters=params)
    sources = client.query(
        f"SELECT source, count(), countIf(outcome = 'ok'), max(at), argMax(outcome, at) = 'ok', "
        f"argMax(error_kind, at) FROM serp_checks FINAL WHERE {where} GROUP BY source {FINAL_SETTINGS}",
        parameters=params).result_rows
    return SerpActivity(
        attempts_today=int(totals[0]), ok_today=int(totals[1]), pages_recent=int(totals[2] or 0),
        errors_by_kind={str(kind): int(n) for kind, n in errors}, failed_keys=int(failed or 0),
        sources={str(name): SourceActivity(int(n), int(ok), _utc(last), bool(last_ok), str(error))
                 for name, n, ok, last, last_ok, error in sources})


def audit_pages_since(client: Client, since: datetime) -> int:
    """Pages the site audits stored since ``since`` (each page once, whatever re-stored it)."""
    return int(client.command(
        "SELECT uniqExact(site_check_id, url_key) FROM audit_pages WHERE stored_at >= {since:DateTime64(3)}",
        parameters={"since": since}) or 0)


def keyword_source_activity(client: Client, since: datetime) -> dict[str, tuple[int, datetime | None]]:
    """Per keyword provider: figures it answered since ``since`` and its latest answer (ever)."""
    rows = client.query(
        "SELECT source, countIf(fetched_at >= {since:DateTime64(3)}), max(fetched_at) FROM keyword_metrics "
        "GROUP BY source", parameters={"since": since}).result_rows
    return {str(name): (int(n), _utc(last)) for name, n, last in rows}
