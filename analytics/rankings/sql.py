"""ClickHouse DDL of the rankings area, as functions of the migration target (see analytics.schema.ddl).

Three tables, each holding every engine, country, language, device, location and keyword once, shared
by every project that tracks them. No table knows about projects: a project's ranks are derived at
query time with its match rule (analytics.rankings.matching).

- ``serp_results``: one row per result of a stored SERP (organic or not).
- ``serp_checks``: one row per fetch attempt, successful or failed.
- ``serp_features``: related searches and "people also ask" questions of each stored SERP.

Re-ingesting the same SERP must change nothing: ``serp_results`` and ``serp_features`` are
ReplacingMergeTree tables keyed by the SERP and the slot a row fills, versioned by ``fetched_at`` with an
``is_deleted`` flag, so the same fetch ingested twice collapses to one copy, and a later fetch of the same
day replaces the earlier one slot by slot (ingest tombstones the slots the later fetch no longer fills).
Readers use ``FINAL``. On a cluster the rows are sharded by keyword: every copy of a SERP, and every day of
a keyword, lives on one shard, so replacing merges see them all and per-keyword queries stay local.
"""

from __future__ import annotations

from analytics.schema.ddl import Target, create_table, engine

KEY_TYPES = [
    ("engine", "LowCardinality(String)"),
    ("country", "LowCardinality(String)"),
    ("language", "LowCardinality(String)"),
    ("device", "LowCardinality(String)"),
    ("location", "LowCardinality(String)"),
    ("keyword", "String"),
    ("day", "Date"),
]

SERP_RESULT_COLUMNS = [
    *KEY_TYPES,
    ("row", "UInt16"),                    # the row's order in the SERP, from 1: the slot it fills
    ("page", "UInt8"),                    # result page it came from (1 = first ~10 organic results)
    ("absolute_position", "UInt16"),      # block order on the SERP, every kind of block counted, from 1
    ("position", "Nullable(UInt16)"),     # organic position over the whole SERP; NULL for non-organic types
    ("type", "LowCardinality(String)"),   # organic, featured_snippet, ads, local_pack, ai_overview, ...
    ("url", "String"),                    # as the engine linked it ('' for results without a link)
    ("url_key", "String"),                # matching.url_key(url): scheme-less canonical form for URL rules
    ("host", "String"),                   # matching.host_of(url): lower-case punycode host
    ("domain", "String"),                 # matching.registrable_domain(host)
    ("title", "String"),
    ("snippet", "String"),
    ("source", "LowCardinality(String)"),  # which source answered: sandbox, google_direct, serpapi, ...
    ("is_sandbox", "Bool"),
    ("fetched_at", "DateTime64(3, 'UTC')"),
    ("is_deleted", "UInt8"),
]

SERP_CHECK_COLUMNS = [
    *KEY_TYPES,
    ("source", "LowCardinality(String)"),
    ("outcome", "LowCardinality(String)"),     # ok | failed
    ("error_kind", "LowCardinality(String)"),  # '' when ok; captcha, blocked, timeout, empty, ... when failed
    ("pages_fetched", "UInt8"),
    ("is_sandbox", "Bool"),
    ("at", "DateTime64(3, 'UTC')"),
]

SERP_FEATURE_COLUMNS = [
    *KEY_TYPES,
    ("kind", "LowCardinality(String)"),  # related_search | people_also_ask
    ("rank", "UInt16"),                  # order on the page, from 1
    ("text", "String"),
    ("fetched_at", "DateTime64(3, 'UTC')"),
    ("is_deleted", "UInt8"),
]

# Every table leads with the scope columns, lowest cardinality first (3 engines, 15 countries, 4
# languages, 2 devices, a few locations), so a project's scope is one contiguous range.
SCOPE_ORDER = "engine, country, language, device, location"
SHARD_BY = "cityHash64(keyword)"


def serp_results(target: Target) -> list[str]:
    # Day before keyword: the dashboard reads a few days (today, yesterday, 7 and 30 days ago) of a
    # project's whole keyword list, which are then a few contiguous ranges; a year of one keyword is
    # one granule per day, so granules are kept small (1,024 rows, about ten SERPs) for history reads.
    # Each day's fetches also form their own key range, so FINAL has little to merge at read time.
    # ``row`` is the slot a result fills in its SERP (blocks share an absolute_position: a featured
    # snippet and its organic link, a carousel's items).
    return create_table(target, "serp_results", SERP_RESULT_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "fetched_at", "is_deleted"),
                        order_by=f"({SCOPE_ORDER}, day, keyword, row)",
                        partition_by="toYYYYMM(day)", shard_by=SHARD_BY, settings="index_granularity = 1024")


def serp_checks(target: Target) -> list[str]:
    # One row per attempt; the same attempt recorded twice (a retried ingest) is one row.
    return create_table(target, "serp_checks", SERP_CHECK_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree"),
                        order_by=f"({SCOPE_ORDER}, day, keyword, at, source)",
                        partition_by="toYYYYMM(day)", shard_by=SHARD_BY)


def serp_features(target: Target) -> list[str]:
    # Keyword research reads one keyword's suggestions across days: keyword before day here.
    return create_table(target, "serp_features", SERP_FEATURE_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "fetched_at", "is_deleted"),
                        order_by=f"({SCOPE_ORDER}, keyword, day, kind, rank)",
                        partition_by="toYYYYMM(day)", shard_by=SHARD_BY)
