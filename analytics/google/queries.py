"""Reads a project's cached Search Console and GA4 figures for a period (``start`` to ``end``, both included).

Rates are ratios of the period's sums (CTR = clicks / impressions, bounce rate = bounces / sessions), and an
average position is weighted by impressions, as Search Console itself averages. A project with nothing stored
for the period gets ``None`` (not zeros): "no data" and "no clicks" read differently on a report.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Literal

from clickhouse_connect.driver.client import Client

from analytics.google.model import QueryFigures, SearchDay, SearchTotals, TrafficTotals

PERIOD = "site_id = {site:UInt64} AND day BETWEEN {start:Date} AND {end:Date}"


def _params(site_id: int, start: date, end: date, **more: object) -> dict:
    return {"site": site_id, "start": start, "end": end, **more}


def _ratio(part: float, whole: float) -> float:
    return part / whole if whole else 0.0


def search_totals(client: Client, site_id: int, start: date, end: date) -> SearchTotals | None:
    row = client.query(
        f"SELECT count(), sum(clicks), sum(impressions), sum(position * impressions), "
        f"avg(position) FROM gsc_daily FINAL WHERE {PERIOD}", parameters=_params(site_id, start, end)).result_rows[0]
    days, clicks, impressions, weighted, plain = row
    if not days:
        return None
    return SearchTotals(int(clicks), int(impressions), _ratio(clicks, impressions),
                        _ratio(weighted, impressions) if impressions else float(plain or 0))


def search_daily(client: Client, site_id: int, start: date, end: date) -> list[SearchDay]:
    rows = client.query(f"SELECT day, clicks, impressions, position FROM gsc_daily FINAL WHERE {PERIOD} ORDER BY day",
                        parameters=_params(site_id, start, end)).result_rows
    return [SearchDay(day, int(clicks), int(impressions), float(position)) for day, clicks, impressions, position in rows]


def _query_figures(rows) -> list[QueryFigures]:
    return [QueryFigures(query, int(clicks), int(impressions), _ratio(clicks, impressions), float(position))
            for query, clicks, impressions, position in rows]


QUERY_SUMS = ("sum(clicks) AS c, sum(impressions) AS i, "
              "if(i > 0, sum(position * impressions) / i, avg(position)) AS p")


def top_queries(client: Client, site_id: int, start: date, end: date, *,
                by: Literal["clicks", "impressions"] = "clicks", limit: int = 5) -> list[QueryFigures]:
    """The period's queries with the most clicks (or impressions), summed over their pages."""
    order = "c DESC, i DESC" if by == "clicks" else "i DESC, c DESC"
    rows = client.query(
        f"SELECT query, {QUERY_SUMS} FROM gsc_queries FINAL WHERE {PERIOD} GROUP BY query "
        f"ORDER BY {order}, query LIMIT {{limit:UInt32}}", parameters=_params(site_id, start, end, limit=limit)).result_rows
    return _query_figures(rows)


def query_figures(client: Client, site_id: int, queries: Sequence[str], start: date, end: date) -> dict[str, QueryFigures]:
    """The period's figures of these queries (Search Console's query text, lower case as Google reports it),
    by query; a query without a row is absent."""
    if not queries:
        return {}
    rows = client.query(
        f"SELECT query, {QUERY_SUMS} FROM gsc_queries FINAL WHERE {PERIOD} AND query IN {{queries:Array(String)}} "
        f"GROUP BY query", parameters=_params(site_id, start, end, queries=list(queries))).result_rows
    return {figures.query: figures for figures in _query_figures(rows)}


def queries_in_top(client: Client, site_id: int, start: date, end: date, top: int = 10) -> int:
    """How many queries had an average position of ``top`` or better over the period."""
    return int(client.query(
        f"SELECT count() FROM (SELECT query, {QUERY_SUMS} FROM gsc_queries FINAL WHERE {PERIOD} GROUP BY query) "
        f"WHERE p <= {{top:Float64}}", parameters=_params(site_id, start, end, top=top)).result_rows[0][0])


def traffic_totals(client: Client, site_id: int, start: date, end: date) -> TrafficTotals | None:
    row = client.query(
        f"SELECT count(), sum(sessions), sum(users), sum(engaged_sessions), sum(bounces), sum(page_views), "
        f"sum(duration_seconds) FROM ga_channels FINAL WHERE {PERIOD}", parameters=_params(site_id, start, end)
    ).result_rows[0]
    count, sessions, users, engaged, bounces, views, duration = row
    if not count:
        return None
    return TrafficTotals(int(sessions), int(users), int(engaged), _ratio(engaged, sessions), _ratio(bounces, sessions),
                         _ratio(views, sessions), _ratio(duration, sessions))


def channel_sessions(client: Client, site_id: int, start: date, end: date) -> dict[str, int]:
    """Sessions by GA4 default channel group over the period, most first."""
    rows = client.query(
        f"SELECT channel, sum(sessions) AS s FROM ga_channels FINAL WHERE {PERIOD} GROUP BY channel "
        f"ORDER BY s DESC, channel", parameters=_params(site_id, start, end)).result_rows
    return {channel: int(sessions) for channel, sessions in rows}


def traffic_daily(client: Client, site_id: int, start: date, end: date) -> list[tuple[date, int, int]]:
    """(day, sessions, users) of each day with data."""
    rows = client.query(
        f"SELECT day, sum(sessions), sum(users) FROM ga_channels FINAL WHERE {PERIOD} GROUP BY day ORDER BY day",
        parameters=_params(site_id, start, end)).result_rows
    return [(day, int(sessions), int(users)) for day, sessions, users in rows]


def last_synced_day(client: Client, site_id: int, table: Literal["gsc_daily", "ga_channels"]) -> date | None:
    """The newest day stored for the project in ``table`` (where the daily sync goes on from)."""
    rows = client.query(f"SELECT max(day), count() FROM {table} WHERE site_id = {{site:UInt64}}",
                        parameters={"site": site_id}).result_rows
    return rows[0][0] if rows and rows[0][1] else None
