"""Writes what the daily sync fetched from Search Console and GA4 (tables in analytics.google.sql). Each call
is one insert: a day's figures land whole or not at all; a later write of the same day replaces them.

A later write replaces only rows with the same key: when a project's property changes, the old property's rows
(its queries, its channels) would stay beside the new one's, so :func:`forget` removes them first."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime

from clickhouse_connect.driver.client import Client

from analytics.google.model import ChannelDay, SearchDay, SearchRow
from analytics.schema.ddl import Target, on_cluster, rows_table

SEARCH_TABLES = ("gsc_daily", "gsc_queries")
TRAFFIC_TABLES = ("ga_channels",)


def _now(at: datetime | None) -> datetime:
    return at or datetime.now(UTC)


def record_search_days(client: Client, site_id: int, prop: str, days: Iterable[SearchDay], *,
                       at: datetime | None = None) -> int:
    rows = [(site_id, d.day, d.clicks, d.impressions, d.position, prop, _now(at)) for d in days]
    if rows:
        client.insert("gsc_daily", rows, column_names=["site_id", "day", "clicks", "impressions", "position",
                                                       "property", "fetched_at"])
    return len(rows)


def record_search_rows(client: Client, site_id: int, found: Iterable[SearchRow], *, at: datetime | None = None) -> int:
    rows = [(site_id, r.day, r.query, r.page, r.clicks, r.impressions, r.position, _now(at)) for r in found]
    if rows:
        client.insert("gsc_queries", rows, column_names=["site_id", "day", "query", "page", "clicks", "impressions",
                                                         "position", "fetched_at"])
    return len(rows)


def record_channel_days(client: Client, site_id: int, prop: str, days: Iterable[ChannelDay], *,
                        at: datetime | None = None) -> int:
    rows = [(site_id, d.day, d.channel, d.sessions, d.users, d.engaged_sessions, d.bounces, d.page_views,
             d.duration_seconds, prop, _now(at)) for d in days]
    if rows:
        client.insert("ga_channels", rows, column_names=["site_id", "day", "channel", "sessions", "users",
                                                         "engaged_sessions", "bounces", "page_views",
                                                         "duration_seconds", "property", "fetched_at"])
    return len(rows)


def forget(client: Client, target: Target, site_id: int, tables: Iterable[str]) -> None:
    """Removes the project's cached rows from ``tables`` (:data:`SEARCH_TABLES` or :data:`TRAFFIC_TABLES`)."""
    for name in tables:
        client.command(f"ALTER TABLE {rows_table(target, name)}{on_cluster(target)} DELETE WHERE site_id = {{site:UInt64}} "
                       "SETTINGS mutations_sync = 2", parameters={"site": site_id})
