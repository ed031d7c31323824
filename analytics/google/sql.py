"""ClickHouse DDL of the Google data area: what a project's linked Search Console and GA4 properties reported,
cached daily (analytics.google.store writes, analytics.google.queries reads).

- ``gsc_daily``: Search Console's whole-property figures of a day (``dimensions: [date]``). Kept apart from
  the by-query rows because Google leaves anonymized queries out of those: the sum of the query rows is less
  than the property's total.
- ``gsc_queries``: a day's figures by (query, page) (``dimensions: [date, query, page]``). ``position`` is
  Google's average position of the row; averages over several rows weigh it by impressions.
- ``ga_channels``: GA4's figures of a day by default channel group (``sessionDefaultChannelGroup``): sessions,
  total users, engaged sessions, bounces (sessions × bounceRate), page views and the sessions' summed
  duration (sessions × averageSessionDuration), so that any period's rates are exact ratios of sums.

A later fetch of the same day replaces the earlier one (ReplacingMergeTree by ``fetched_at``): Google revises
the last days' figures, and the daily sync fetches them again. Keyed by the project (``site_id``); a project
whose property changes is fetched again from the new one.
"""

from __future__ import annotations

from analytics.schema.ddl import Target, create_table, engine

GSC_DAILY_COLUMNS = [
    ("site_id", "UInt64"),
    ("day", "Date"),
    ("clicks", "UInt64"),
    ("impressions", "UInt64"),
    ("position", "Float64"),          # Google's average position of the day
    ("property", "String"),           # the Search Console siteUrl the figures came from
    ("fetched_at", "DateTime64(3, 'UTC')"),
]

GSC_QUERY_COLUMNS = [
    ("site_id", "UInt64"),
    ("day", "Date"),
    ("query", "String"),
    ("page", "String"),
    ("clicks", "UInt64"),
    ("impressions", "UInt64"),
    ("position", "Float64"),
    ("fetched_at", "DateTime64(3, 'UTC')"),
]

GA_CHANNEL_COLUMNS = [
    ("site_id", "UInt64"),
    ("day", "Date"),
    ("channel", "LowCardinality(String)"),  # GA4's default channel group name, as GA4 writes it
    ("sessions", "UInt64"),
    ("users", "UInt64"),               # totalUsers
    ("engaged_sessions", "UInt64"),
    ("bounces", "Float64"),            # sessions × bounceRate
    ("page_views", "UInt64"),          # screenPageViews
    ("duration_seconds", "Float64"),   # sessions × averageSessionDuration
    ("property", "String"),            # the GA4 property ("properties/123")
    ("fetched_at", "DateTime64(3, 'UTC')"),
]


def google_tables(target: Target) -> list[str]:
    return [
        *create_table(target, "gsc_daily", GSC_DAILY_COLUMNS, engine=engine(target, "ReplacingMergeTree", "fetched_at"),
                      order_by="(site_id, day)", partition_by="toYear(day)", shard_by="site_id"),
        *create_table(target, "gsc_queries", GSC_QUERY_COLUMNS,
                      engine=engine(target, "ReplacingMergeTree", "fetched_at"),
                      order_by="(site_id, day, query, page)", partition_by="toYYYYMM(day)", shard_by="site_id"),
        *create_table(target, "ga_channels", GA_CHANNEL_COLUMNS,
                      engine=engine(target, "ReplacingMergeTree", "fetched_at"),
                      order_by="(site_id, day, channel)", partition_by="toYear(day)", shard_by="site_id"),
    ]
