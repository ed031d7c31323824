"""ClickHouse DDL of the site checker's store (see analytics.schema.ddl), one table per record kind.

Every row carries the site check it belongs to; a check's rows are one key range, and on a cluster one
shard (sharded by the check id), so a check is read whole without crossing shards. The tables are
ReplacingMergeTree keyed by what identifies a row within its check (a page's URL, a finding's check,
URL and evidence, a link's target, source and anchor text), versioned by ``stored_at``: a record stored
twice (a batch retried, a killed crawl resumed from its records file) is one row. Readers use ``FINAL``.

- ``audit_pages``: one row per crawled URL: what the pages list shows and sorts by, the summary the
  site checks need (JSON), and the page's visible text folded for comparison (for the internal link
  suggestions; ZSTD keeps it small).
- ``audit_findings``: one row per finding, page checks and site checks alike, with its check's
  category and severity so that the overview counts in one pass.
- ``audit_links``: internal links, keyed by the target as :func:`analytics.audits.facts.url_key` reads it.
- ``audit_externals``: external links with their answer and the pages (and anchors) linking to them.
- ``audit_sites``: the crawl's site record (robots.txt, llms.txt, sitemaps, host probes) as JSON.
"""

from __future__ import annotations

from analytics.schema.ddl import Target, create_table, engine

PAGES = "audit_pages"
FINDINGS = "audit_findings"
LINKS = "audit_links"
EXTERNALS = "audit_externals"
SITES = "audit_sites"

STORED_AT = ("stored_at", "DateTime64(3, 'UTC')")

PAGE_COLUMNS = [
    ("site_check_id", "UInt64"),
    ("url", "String"),
    ("url_key", "String"),                # url_key(url): how links and lookups name the page
    ("final_key", "String"),              # url_key(final_url), '' when the URL did not redirect
    ("plain", "Bool"),                    # answered 2xx at its own URL: no link to it needs a second look
    ("status", "Nullable(UInt16)"),
    ("title", "Nullable(String)"),
    ("description", "Nullable(String)"),
    ("cjk", "Bool"),                      # measured by the CJK reading of SPEC §5 (characters) or the Latin one
    ("depth", "Nullable(UInt32)"),
    ("score", "Nullable(UInt8)"),
    ("word_count", "Nullable(UInt32)"),
    ("ttfb_ms", "Nullable(Float64)"),
    ("size_bytes", "Nullable(UInt64)"),
    ("indexable", "Bool"),
    ("content_type", "Nullable(String)"),
    ("fetch_error", "Nullable(String)"),
    ("images", "UInt32"),
    ("external_links", "UInt32"),
    ("rendered", "Bool"),
    ("summary", "String CODEC(ZSTD(3))"),    # PageSummary as JSON
    ("redirects", "String CODEC(ZSTD(3))"),  # [Redirect] as JSON
    ("text", "String CODEC(ZSTD(3))"),       # visible text, folded (analytics.audits.text.fold)
    STORED_AT,
]

FINDING_COLUMNS = [
    ("site_check_id", "UInt64"),
    ("check", "LowCardinality(String)"),
    ("url", "String"),
    ("evidence_hash", "UInt64"),  # tells apart two findings of one check on one URL (which image, which link)
    ("category", "LowCardinality(String)"),
    ("severity", "LowCardinality(String)"),
    ("scope", "LowCardinality(String)"),  # page | site
    ("evidence", "String CODEC(ZSTD(3))"),
    STORED_AT,
]

LINK_COLUMNS = [
    ("site_check_id", "UInt64"),
    ("target_key", "String"),
    ("source", "String"),
    ("text", "String"),
    ("target", "String"),
    ("nofollow", "Bool"),
    STORED_AT,
]

EXTERNAL_COLUMNS = [
    ("site_check_id", "UInt64"),
    ("url", "String"),
    ("status", "Nullable(UInt16)"),
    ("error", "Nullable(String)"),
    ("sources", "Array(Tuple(String, String))"),  # (linking page, anchor text)
    STORED_AT,
]

SITE_COLUMNS = [
    ("site_check_id", "UInt64"),
    ("record", "String CODEC(ZSTD(3))"),  # SiteRecord as JSON
    STORED_AT,
]

SHARD_BY = "cityHash64(site_check_id)"


def _table(target: Target, name: str, columns: list[tuple[str, str]], order_by: str) -> list[str]:
    return create_table(target, name, columns, engine=engine(target, "ReplacingMergeTree", "stored_at"),
                        order_by=order_by, shard_by=SHARD_BY)


def operations(target: Target) -> list[str]:
    return [
        *_table(target, PAGES, PAGE_COLUMNS, "(site_check_id, url)"),
        # Check first: the issues list, one issue's URLs and the broken-link pages read one check's rows.
        *_table(target, FINDINGS, FINDING_COLUMNS, "(site_check_id, check, url, evidence_hash)"),
        # Target first: a page's inlinks (broken links' sources, suggestions, orphans) are one range.
        *_table(target, LINKS, LINK_COLUMNS, "(site_check_id, target_key, source, text)"),
        *_table(target, EXTERNALS, EXTERNAL_COLUMNS, "(site_check_id, url)"),
        *_table(target, SITES, SITE_COLUMNS, "site_check_id"),
    ]


def column_names(columns: list[tuple[str, str]]) -> list[str]:
    return [name for name, _ in columns]
