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
from analytics.schema.ddl import Target, create_table, engine

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
