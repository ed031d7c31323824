"""ClickHouse DDL of the link store (issue 14), as functions of the migration target (see analytics.schema.ddl).

``link_edges``: one row per (source page, target URL) link, external links only, with the link's anchor, rel,
placement, when it was first and last seen, when it was found gone (``lost_at``), who found it and whether it
is the sandbox web's. A later observation of the same link replaces the earlier one (ReplacingMergeTree
versioned by ``observed_at``); readers say FINAL. URLs are compared by their URL keys
(:func:`analytics.rankings.matching.url_key`: scheme-less, canonical), so the http and https spellings of a
page are one source and one target.

Sort key: the hot query is "everything pointing at target X" where X is a registrable domain (all its hosts),
one host, or a URL prefix. The target's host written backwards (:func:`analytics.rankings.matching.reversed_host`,
``com.example.blog.``) leads: a domain and all its subdomains are one range of it, a host one value; then the
target URL key (a prefix is a range within a host), then the source URL key, which makes the key the link's
identity. Not partitioned: a link's versions must meet in one partition to be merged, and a link lives for years.

``link_sources``: the latest fetch of each source page and its external links as stored (JSON), which is how
:func:`analytics.links.store.record_pages` knows, when the page is fetched again, which links disappeared and
when the remaining ones were first seen, without scanning ``link_edges`` by source.

``link_host_edges``: host to host edges where a source knows no pages (Common Crawl's host graph). Bulk imports
write hundreds of millions of these, so the store never reads before writing: an AggregatingMergeTree keeps
the earliest ``first_seen`` and latest ``last_seen`` of each (target host, source host, source) by itself, and
writing the same edge twice changes nothing.

``link_ratings``: the domain and URL ratings of each day's run (:mod:`analytics.links.ratings`), one row per
(kind, key, day); a run repeated the same day replaces its rows.

``link_rating_latest``: each key's latest rating only (a materialized view copies ``link_ratings``' rows), keyed by the key's 64-bit hash (``cityHash64(key)``, as
``link_edges.source_domain_id`` and ``source_url_id`` hash the source's domain and URL key): what the backlinks
and referring-domains pages join to order a million links by rating, on integers rather than URL strings.
"""

from __future__ import annotations

from analytics.schema.ddl import Target, create_table, engine, on_cluster, table

GENERATED = "MATERIALIZED"  # columns the table computes; inserts name every other column


def stored(columns: list[tuple[str, str]]) -> list[str]:
    """The names of the columns an insert writes."""
    return [name for name, type_ in columns if GENERATED not in type_]

LINK_EDGE_COLUMNS = [
    ("target_host_rev", "String"),             # matching.reversed_host(target_host): com.example.blog.
    ("target_url_key", "String"),              # matching.url_key(target_url)
    ("source_url_key", "String"),              # matching.url_key(source_url)
    ("target_url", "String"),                  # as found on the page (resolved, absolute)
    ("target_host", "String"),                 # analytics.hosts normal form (punycode)
    ("target_domain", "String"),               # registrable domain (matching.registrable_domain)
    ("source_url", "String"),
    ("source_host", "String"),
    ("source_domain", "String"),
    ("anchor", "String"),                      # the link's text, or an image link's alt
    ("rel", "Array(LowCardinality(String))"),  # subset of model.REL_VALUES, in that order
    ("dofollow", "Bool"),                      # none of nofollow, ugc, sponsored
    ("placement", "LowCardinality(String)"),   # model.PLACEMENTS
    ("first_seen", "DateTime64(3, 'UTC')"),
    ("last_seen", "DateTime64(3, 'UTC')"),     # the last fetch that found the link
    ("lost_at", "Nullable(DateTime64(3, 'UTC'))"),  # the fetch that found it gone; NULL while live
    ("source", "LowCardinality(String)"),      # model.Source: crawler | commoncrawl | dataforseo | sandbox
    ("is_sandbox", "Bool"),
    ("observed_at", "DateTime64(3, 'UTC')"),   # the fetch this row states: the version
    # Distinct counts of a target's referring domains and hosts hash these instead of the names: 8 fixed bytes
    # a row, no string to read and hash per row (uniqExact of a String hashes it anyway, to 128 bits). Two of
    # a million domains share a 64-bit hash with odds of 1 in 10^7. Written by the table, not by inserts.
    ("source_domain_id", f"UInt64 {GENERATED} cityHash64(source_domain)"),
    ("source_host_id", f"UInt64 {GENERATED} cityHash64(source_host)"),
]
LINK_EDGE_KEY = "(target_host_rev, target_url_key, source_url_key)"


def link_edges(target: Target) -> list[str]:
    return create_table(target, "link_edges", LINK_EDGE_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "observed_at"), order_by=LINK_EDGE_KEY,
                        shard_by="cityHash64(target_domain)")


LINK_SOURCE_COLUMNS = [
    ("source_url_key", "String"),
    ("fetched_at", "DateTime64(3, 'UTC')"),
    ("source", "LowCardinality(String)"),
    ("links", "String"),  # JSON: [[target_url, anchor, rel, placement, first_seen ISO], ...] as stored
]


def link_sources(target: Target) -> list[str]:
    # Point lookups of a batch's pages: small granules.
    return create_table(target, "link_sources", LINK_SOURCE_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "fetched_at"), order_by="source_url_key",
                        shard_by="cityHash64(source_url_key)", settings="index_granularity = 1024")


LINK_HOST_EDGE_COLUMNS = [
    ("target_host_rev", "String"),
    ("source_host", "String"),
    ("source", "LowCardinality(String)"),
    # The rest follow from the key (hosts and their domains, the sandbox flag from the source): ``any``.
    ("target_host", "SimpleAggregateFunction(any, String)"),
    ("target_domain", "SimpleAggregateFunction(any, String)"),
    ("source_domain", "SimpleAggregateFunction(any, String)"),
    ("is_sandbox", "SimpleAggregateFunction(any, Bool)"),
    ("first_seen", "SimpleAggregateFunction(min, DateTime64(3, 'UTC'))"),
    ("last_seen", "SimpleAggregateFunction(max, DateTime64(3, 'UTC'))"),
]


def link_host_edges(target: Target) -> list[str]:
    # Same lead as link_edges: the host graph's links into a domain are one range.
    return create_table(target, "link_host_edges", LINK_HOST_EDGE_COLUMNS,
                        engine=engine(target, "AggregatingMergeTree"),
                        order_by="(target_host_rev, source_host, source)", shard_by="cityHash64(target_domain)")


LINK_RATING_COLUMNS = [
    ("kind", "LowCardinality(String)"),  # domain | url
    ("key", "String"),                   # registrable domain, or URL key
    ("day", "Date"),
    ("rating", "Float64"),               # 0-100
    ("pagerank", "Float64"),             # the raw PageRank (sums to 1 over the day's graph)
    ("computed_at", "DateTime64(3, 'UTC')"),
]


def link_ratings(target: Target) -> list[str]:
    # Lookups name a kind and some keys; each key's days are adjacent and the newest is last.
    return create_table(target, "link_ratings", LINK_RATING_COLUMNS,
                        engine=engine(target, "ReplacingMergeTree", "computed_at"), order_by="(kind, key, day)",
                        shard_by="cityHash64(key)", settings="index_granularity = 1024")


LINK_RATING_LATEST_COLUMNS = [
    ("kind", "LowCardinality(String)"),
    ("key", "String"),
    ("day", "Date"),
    ("rating", "Float64"),
    ("key_id", f"UInt64 {GENERATED} cityHash64(key)"),
]


def link_rating_latest(target: Target) -> list[str]:
    """The table, and the materialized view that copies every row written to ``link_ratings`` into it (so no
    writer can forget it). Versioned by day: the newest day's rating stays, and a same-day rerun, inserted
    later, replaces it — what ``argMax(rating, day)`` over ``link_ratings`` answers."""
    return [*create_table(target, "link_rating_latest", LINK_RATING_LATEST_COLUMNS,
                          engine=engine(target, "ReplacingMergeTree", "day"), order_by="(kind, key_id)",
                          shard_by="cityHash64(key)"),
            (f"CREATE MATERIALIZED VIEW IF NOT EXISTS {table(target, 'link_rating_latest_mv')}{on_cluster(target)} "
             f"TO {table(target, 'link_rating_latest')} "
             f"AS SELECT kind, key, day, rating FROM {table(target, 'link_ratings')}")]
