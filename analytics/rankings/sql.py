"""ClickHouse DDL of the rankings area, as functions of the migration target (see analytics.schema.ddl).

Three source tables, each holding every engine, country, language, device, location and keyword once,
shared by every project that tracks them. No table knows about projects: a project's ranks are derived at
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

Three derived tables, written by ingest right after the results (:data:`DERIVE`, the one definition of how
they follow from ``serp_results``; the benchmark fills them with it too), are what the rank queries read:

- ``serps``: one row per stored SERP: its fetch time, depth (deepest organic position) and the
  registrable domains of its top 10 with their best positions. A ReplacingMergeTree versioned by
  ``fetched_at``: the latest fetch of a day is the day's SERP, and readers use ``FINAL``.
- ``serp_ranks``: every organic result again, sorted by its host written backwards, so a match rule reads
  its own site's rows only, plus one row per stored fetch with the empty host (:data:`SERP_ROW`) whose
  position is the fetch's depth: a rank query reads whether a keyword was checked, how deep, and where each
  rule's site stood, from this one table in one pass. Rows carry the ``fetched_at`` of their fetch; a
  day's SERP is its latest fetch (the latest ``SERP_ROW``), whose rows alone are read (rows of an earlier
  fetch of the same day are left behind), so no tombstones and no ``FINAL`` are needed here.
- ``serp_lists``: one row per stored fetch with its organic results as arrays (:func:`serp_lists`): a day
  of a keyword list's ranks, for any number of rules, is one short range of rows.

``keyword_sets`` holds the keyword lists that queries name by id (:mod:`analytics.rankings.keysets`).

Both derived tables lead their sort keys with one ``scope`` value (:func:`analytics.rankings.keys.scope_id`) and identify
keywords by a 64-bit ``keyword_id`` (:data:`analytics.rankings.keys.KEYWORD_ID`), and are partitioned by
year: a dashboard reads a handful of days across a year, and every partition costs a part to open.
"""

from __future__ import annotations

from analytics.rankings import keysets
from analytics.rankings.keys import KEYWORD_ID, KEYWORD_IN, SCOPE_FILTER, SCOPE_ID
from analytics.rankings.matching import REVERSED_HOST_SQL
from analytics.schema.ddl import Target, create_table, engine, on_cluster, table

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

# Added by migration 0005 (after ``at``): whether the engine had no result page after the ones an ``ok``
# check fetched, so its SERP is whole short of any depth (see api.rankings.scheduling.Attempts.covers).
SERP_CHECK_ENDED = ("ended", "Bool")

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
# The keyword id is a hash already: the source tables and the derived ones put a keyword on the same shard.
SHARD_BY = KEYWORD_ID


def serp_results(target: Target) -> list[str]:
    # Day before keyword: ingest reads back a day's batch of keywords (and derives from it) as one
    # contiguous range; the SERP trend reads up to ten keywords a day, about ten SERPs a granule of
    # 1,024 rows. Each day's fetches form their own key range, so FINAL has little to merge at read time.
    # Rank queries do not read this table: they read the derived tables below.
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


def serp_checks_ended(target: Target) -> list[str]:
    """Adds :data:`SERP_CHECK_ENDED` to ``serp_checks`` (and, on a cluster, to the tables under it)."""
    column, type_ = SERP_CHECK_ENDED
    holders = ["serp_checks_local", "serp_checks"] if target.cluster else ["serp_checks"]
    return [f"ALTER TABLE {table(target, name)}{on_cluster(target)} ADD COLUMN IF NOT EXISTS {column} {type_} "
            f"DEFAULT false" for name in holders]


def serp_features(target: Target) -> list[str]:
    # Keyword research reads one keyword's suggestions across days: keyword before day here.
    return create_table(target, "serp_features", SERP_FEATURE_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "fetched_at", "is_deleted"),
                        order_by=f"({SCOPE_ORDER}, keyword, day, kind, rank)",
                        partition_by="toYYYYMM(day)", shard_by=SHARD_BY)


SERP_COLUMNS = [
    ("scope", "LowCardinality(String)"),
    ("day", "Date"),
    ("keyword_id", "UInt64"),
    ("fetched_at", "DateTime64(3, 'UTC')"),
    ("keyword", "String"),
    ("depth", "UInt16"),                  # deepest organic position fetched
    ("top_domains", "Array(LowCardinality(String))"),  # registrable domains in the top 10 (by name) ...
    ("top_positions", "Array(UInt16)"),                 # ... and the best position of each
]

SERP_RANK_COLUMNS = [
    ("scope", "LowCardinality(String)"),
    ("host_rev", "String"),               # matching.reversed_host(host)
    ("day", "Date"),
    ("keyword_id", "UInt64"),
    ("row", "UInt16"),
    ("fetched_at", "DateTime64(3, 'UTC')"),
    ("position", "UInt16"),
    ("url_key", "String"),
    ("url", "String"),
]

# Derived tables are read a few days of a whole keyword list at a time (dashboard, gap, competitors) and a
# keyword's whole year at a time (history, days of data): the table is sorted by day, and a projection
# sorted by keyword serves the second kind. Projections of a replacing table are rebuilt when a merge
# drops rows. ``primary_key_ratio_of_unique_prefix_values_to_skip_suffix_columns = 1``: serp_ranks' first
# column changes almost every granule, and ClickHouse would otherwise leave day and keyword out of the
# in-memory primary index, reading a host's whole year for one day. Granules of 4,096 rows: planning a
# query costs more than reading it at this size (index analysis walks every mark), and a site's day of a
# thousand keywords is still one or two granules.
DERIVED_SETTINGS = "deduplicate_merge_projection_mode = 'rebuild'"
RANK_SETTINGS = (f"index_granularity = 4096, primary_key_ratio_of_unique_prefix_values_to_skip_suffix_columns = 1, "
                 f"{DERIVED_SETTINGS}")


def _add_projection(target: Target, name: str, projection: str, definition: str) -> str:
    # The table holding the rows: {name}_local on a cluster (see analytics.schema.ddl.create_table).
    holder = f"{name}_local" if target.cluster else name
    return (f"ALTER TABLE {table(target, holder)}{on_cluster(target)} "
            f"ADD PROJECTION IF NOT EXISTS {projection} ({definition})")


def serps(target: Target) -> list[str]:
    return [*create_table(target, "serps", SERP_COLUMNS,
                          engine=engine(target, "ReplacingMergeTree", "fetched_at"),
                          order_by="(scope, day, keyword_id)", partition_by="toYear(day)", shard_by="keyword_id",
                          settings=DERIVED_SETTINGS),
            _add_projection(target, "serps", "by_keyword",
                            "SELECT scope, keyword_id, day, fetched_at, depth ORDER BY scope, keyword_id, day")]


def serp_ranks(target: Target) -> list[str]:
    # Rows of one fetch are distinct by row; the same fetch ingested twice collapses to one copy.
    return [*create_table(target, "serp_ranks", SERP_RANK_COLUMNS,
                          engine=engine(target, "ReplacingMergeTree"),
                          order_by="(scope, host_rev, day, keyword_id, row, fetched_at)", partition_by="toYear(day)",
                          shard_by="keyword_id", settings=RANK_SETTINGS),
            _add_projection(target, "serp_ranks", "by_keyword",
                            "SELECT * ORDER BY scope, host_rev, keyword_id, day, row, fetched_at")]


SERP_LIST_COLUMNS = [
    ("scope", "LowCardinality(String)"),
    ("day", "Date"),
    ("keyword_id", "UInt64"),
    ("fetched_at", "DateTime64(3, 'UTC')"),
    ("depth", "UInt16"),                  # deepest organic position fetched
    # The fetch's organic results with a host, best position first (ties by row), as four aligned arrays:
    ("hosts", "Array(String)"),           # matching.reversed_host(host)
    ("positions", "Array(UInt16)"),
    ("url_keys", "Array(String)"),
    ("urls", "Array(String)"),
]


def serp_lists(target: Target) -> list[str]:
    """``serp_lists``: one row per stored fetch holding its whole organic list (migration 0007). A day's
    ranks for a keyword list are that day's rows, one per keyword and fetch, side by side in the sort
    key: each rule's rank is the first result its predicate matches in the row's arrays, so a read of any
    number of rules is one range of a few hundred rows, and needs no grouping of result rows. Granules of
    256 rows (a row holds a hundred results): a day of a thousand keywords is four of them. The
    projection sorted by keyword serves one keyword's year (history). Rows carry the fetch's
    ``fetched_at`` and the same fetch ingested twice collapses; a day's SERP is its latest fetch, read
    with ``argMax(…, fetched_at)``, so no ``FINAL`` is needed."""
    return [*create_table(target, "serp_lists", SERP_LIST_COLUMNS, engine=engine(target, "ReplacingMergeTree"),
                          order_by="(scope, day, keyword_id, fetched_at)", partition_by="toYear(day)",
                          shard_by="keyword_id", settings=f"index_granularity = 256, {DERIVED_SETTINGS}"),
            _add_projection(target, "serp_lists", "by_keyword", "SELECT * ORDER BY scope, keyword_id, day, fetched_at")]


TOP = 10  # SERP competitors are the domains of the top 10
# The host of a fetch's own row in serp_ranks (no result has an empty host: results without one are not
# ranks); its ``position`` is the fetch's depth, its ``row`` 0.
SERP_ROW = ""

# Which SERPs to derive: ``{where}`` is a condition on serp_results (the SERPs just ingested, or every row).
# The latest fetch of each SERP is what FINAL leaves of serp_results, tombstoned slots dropped.
DERIVE = (
    f"""
    INSERT INTO serps (scope, day, keyword_id, fetched_at, keyword, depth, top_domains, top_positions)
    SELECT {SCOPE_ID}, day, {KEYWORD_ID}, max(fetched_at), keyword, max(assumeNotNull(position)),
           tupleElement(minMapIf([domain], [assumeNotNull(position)], position <= {TOP} AND domain != '') AS top, 1),
           top.2
    FROM serp_results FINAL WHERE {{where}} AND is_deleted = 0 AND position IS NOT NULL
    GROUP BY engine, country, language, device, location, keyword, day
    """,
    f"""
    INSERT INTO serp_ranks (scope, host_rev, day, keyword_id, row, fetched_at, position, url_key, url)
    SELECT {SCOPE_ID}, {REVERSED_HOST_SQL}, day, {KEYWORD_ID}, row, fetched_at, assumeNotNull(position), url_key, url
    FROM serp_results FINAL WHERE {{where}} AND is_deleted = 0 AND position IS NOT NULL AND host != ''
    """,
    f"""
    INSERT INTO serp_ranks (scope, host_rev, day, keyword_id, row, fetched_at, position, url_key, url)
    SELECT {SCOPE_ID}, '{SERP_ROW}', day, {KEYWORD_ID}, 0, max(fetched_at), max(assumeNotNull(position)), '', ''
    FROM serp_results FINAL WHERE {{where}} AND is_deleted = 0 AND position IS NOT NULL
    GROUP BY engine, country, language, device, location, keyword, day
    """,
)
# What DERIVE writes to serp_lists: each SERP's latest fetch (what FINAL leaves of serp_results) as one row.
SERP_LISTS_FROM_RESULTS = f"""
    INSERT INTO serp_lists (scope, day, keyword_id, fetched_at, depth, hosts, positions, url_keys, urls)
    SELECT scope, day, keyword_id, fetched_at, depth, o.1, o.2, o.3, o.4 FROM (
        SELECT {SCOPE_ID} AS scope, day, {KEYWORD_ID} AS keyword_id, max(fetched_at) AS fetched_at,
               max(assumeNotNull(position)) AS depth,
               arraySort(r -> (r.2, r.5), groupArrayIf(
                   ({REVERSED_HOST_SQL}, assumeNotNull(position), url_key, url, row), host != '')) AS o
        FROM serp_results FINAL WHERE {{where}} AND is_deleted = 0 AND position IS NOT NULL
        GROUP BY engine, country, language, device, location, keyword, day)
    """
DERIVE = (*DERIVE, SERP_LISTS_FROM_RESULTS)
# What the SERP_ROW statement of DERIVE writes, for SERPs derived before those rows existed (migration 0004):
# every stored fetch's row, from serps (each fetch a row there until merged away).
SERP_ROWS_FROM_SERPS = f"""
    INSERT INTO serp_ranks (scope, host_rev, day, keyword_id, row, fetched_at, position, url_key, url)
    SELECT scope, '{SERP_ROW}', day, keyword_id, 0, fetched_at, depth, '', '' FROM serps
    """
# The SERPs of one scope and day, for a list of keywords (``{keywords:String}``, see keys.KEYWORD_IN).
DERIVE_BATCH = f"{SCOPE_FILTER} AND day = {{day:Date}} AND {KEYWORD_IN}"


KEYWORD_SET_COLUMNS = [
    ("set_id", "UInt64"),      # keysets: the hash of the set's content
    ("keyword_id", "UInt64"),
    ("keyword", "String"),     # normalized
    ("since", "Date"),         # the day the keyword's tracking started (1970-01-01: every day)
    ("stored_at", "DateTime"),
]


def keyword_sets(target: Target) -> list[str]:
    # Sharded like the SERPs by keyword id: each shard holds the set's keywords whose SERPs it holds, and a
    # query's IN (SELECT … FROM keyword_sets) runs shard-local (distributed_product_mode = 'local').
    return create_table(target, "keyword_sets", KEYWORD_SET_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "stored_at"), order_by="(set_id, keyword_id)",
                        shard_by="keyword_id", ttl=f"stored_at + INTERVAL {keysets.KEEP_DAYS} DAY")
