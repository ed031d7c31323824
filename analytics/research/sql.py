"""ClickHouse DDL of the research area, as functions of the migration target (see analytics.schema.ddl).

``keyword_metrics`` holds one row per (country, language, keyword, month): the figures a provider gave for
that keyword in that month (average monthly volume, the last twelve months' volumes, CPC in USD, the
competition as SPEC's 0-4 level with the provider's own index and label), who gave them and when. A keyword
asked by many users is paid for once a month: the service looks this month's row up before asking a
provider. A later fetch of the same month replaces the earlier one (ReplacingMergeTree versioned by
``fetched_at``), which is how real figures replace sandbox ones once credentials are set.

Sort key: the lookup the suggestions screen makes is "the latest month of these 1,000 keywords in one
country and language", so country and language lead (a handful of values each), then the keyword, then
the month: each keyword's months are adjacent and the newest is the last of its range. Partitioned by
year: a lookup reads a keyword's granule in each year's parts, and years are few. Granules are small
(:data:`GRANULE_ROWS`).
"""

from __future__ import annotations

from analytics.rankings.keys import KEYWORD_ID
from analytics.schema.ddl import Target, create_table, engine, ident, on_cluster, table

# A lookup reads a thousand keywords scattered over the whole table: each costs the granules holding its
# few rows, so granules are small (a keyword's two years are 24 rows), and 1,000 keywords read about
# 1,000 × 256 rows however large the table grows, instead of most of its 8,192-row granules.
GRANULE_ROWS = 256

KEYWORD_METRIC_COLUMNS = [
    ("country", "LowCardinality(String)"),    # ISO code, upper case (TW, JP)
    ("language", "LowCardinality(String)"),   # zh-TW, zh-CN, ja, en
    ("keyword", "String"),                    # analytics.rankings.keys.normalize_keyword
    ("month", "Date"),                        # first day of the month the figures were fetched for
    ("volume", "Nullable(UInt64)"),           # average monthly searches (NULL: the provider had none)
    ("history_months", "Array(Date)"),        # the provider's monthly volumes: first day of each month ...
    ("history_volumes", "Array(UInt64)"),     # ... and its searches
    ("cpc_usd", "Nullable(Float64)"),         # average CPC, or the top-of-page bids' midpoint, in USD
    ("cpc_low_usd", "Nullable(Float64)"),     # top-of-page bid, low range (20th percentile), USD
    ("cpc_high_usd", "Nullable(Float64)"),    # top-of-page bid, high range (80th percentile), USD
    ("competition", "Nullable(UInt8)"),       # SPEC §9's level 0-4 (crawler.keywords.model.competition_level)
    ("competition_index", "Nullable(UInt8)"),  # the provider's 0-100 index
    ("competition_label", "LowCardinality(String)"),  # LOW | MEDIUM | HIGH | '' (the provider's own label)
    ("source", "LowCardinality(String)"),     # google_ads | dataforseo | sandbox
    ("is_sandbox", "Bool"),
    ("fetched_at", "DateTime64(3, 'UTC')"),
]


def keyword_metrics(target: Target) -> list[str]:
    return create_table(target, "keyword_metrics", KEYWORD_METRIC_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "fetched_at"),
                        order_by="(country, language, keyword, month)", partition_by="toYear(month)",
                        shard_by=KEYWORD_ID, settings=f"index_granularity = {GRANULE_ROWS}")


# ``keyword_metrics_latest``: each (country, language, keyword)'s newest row of ``keyword_metrics``, kept by
# a materialized view at every insert into it, so that the lookup of 1,000 keywords reads about 1,000 short
# rows instead of each keyword's granules in every year's part (issue 13's bench: 714,000 rows and 89 MB
# compressed a lookup, 0.9 s of CPU). What the lookup's time went to once it read only these rows is the
# number of columns times the number of granules it touches (a column's granule costs 10-15 µs to seek,
# decompress and filter, whatever its size), so the lookup reads three columns: ``key``, the one sort key
# column ("TW\tzh-TW\tkeyword", so there is no country or language column to read per granule),
# ``version`` for FINAL, and ``figures``, the rest of the row as one JSON array (:data:`LATEST_FIGURES`;
# the store decodes it). country, language and keyword are kept as columns for the cluster's sharding
# and for people reading the table; the lookup does not read them.
#
# ``version`` orders rows as keyword_metrics' lookup does: the newest month, and within a month the latest
# fetch (which replaced the others in keyword_metrics): the month's day number above the fetch's
# milliseconds (42 bits, until the year 2109).
LATEST_VERSION = "toUInt64(toUInt16(month)) * 4398046511104 + toUInt64(toUnixTimestamp64Milli(fetched_at))"
# Tabs cannot occur inside the parts: a normalized keyword's white space is single spaces.
LATEST_KEY = "concat(country, '\\t', language, '\\t', keyword)"
# The order analytics.research.store decodes them in.
LATEST_FIGURES = ("month", "is_sandbox", "volume", "history_months", "history_volumes", "cpc_usd", "cpc_low_usd",
                  "cpc_high_usd", "competition", "competition_index", "competition_label", "source", "fetched_at")
# 64-row granules in their own compressed blocks: 1,000 keywords read about 60,000 rows and 6 MB instead
# of 190,000 rows and 19 MB at 256 rows and 64 KiB blocks (the CPU cost is about the same: see above).
LATEST_SETTINGS = "index_granularity = 64, min_compress_block_size = 2048, max_compress_block_size = 16384"


def keyword_metrics_latest(target: Target) -> list[str]:
    columns = [("key", "String"), ("version", "UInt64"), ("figures", "String"),
               ("country", "LowCardinality(String)"), ("language", "LowCardinality(String)"), ("keyword", "String")]
    statements = create_table(target, "keyword_metrics_latest", columns,
                              engine=engine(target, "ReplacingMergeTree", "version"), order_by="key",
                              shard_by=KEYWORD_ID, settings=LATEST_SETTINGS)
    # On a cluster the view reads each shard's inserts into keyword_metrics_local (rows sharded by keyword)
    # and writes that shard's keyword_metrics_latest_local, sharded the same way.
    local = "_local" if target.cluster else ""
    statements.append(
        f"CREATE MATERIALIZED VIEW IF NOT EXISTS {table(target, 'keyword_metrics_latest_view')}{on_cluster(target)} "
        f"TO {table(target, 'keyword_metrics_latest' + local)} AS SELECT {LATEST_KEY} AS key, "
        f"{LATEST_VERSION} AS version, toJSONString(tuple({', '.join(map(ident, LATEST_FIGURES))})) AS figures, "
        f"country, language, keyword FROM {table(target, 'keyword_metrics' + local)}")
    return statements


# The idea list a provider gave for one seed in one month: asked again the same month, the list and its
# figures are read here and from keyword_metrics, and the provider is not paid twice.
KEYWORD_IDEA_COLUMNS = [
    ("country", "LowCardinality(String)"),
    ("language", "LowCardinality(String)"),
    ("seed", "String"),                       # normalize_keyword
    ("month", "Date"),
    ("ideas", "Array(String)"),               # the provider's ideas, in its order
    ("source", "LowCardinality(String)"),
    ("is_sandbox", "Bool"),
    ("fetched_at", "DateTime64(3, 'UTC')"),
]


def keyword_ideas(target: Target) -> list[str]:
    return create_table(target, "keyword_ideas", KEYWORD_IDEA_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "fetched_at"),
                        order_by="(country, language, seed, month)", partition_by="toYear(month)",
                        shard_by="halfMD5(seed)")
