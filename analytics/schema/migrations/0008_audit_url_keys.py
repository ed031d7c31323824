"""Site-check rows keyed by :func:`w3lib.url.canonicalize_url`: pages' ``url_key`` and ``final_key`` (and the
``plain`` flag read from them) and links' ``target_key`` stored before :func:`analytics.audits.facts.url_key`
became ``canonicalize_url`` held the old key (scheme and host lower-cased, the rest as spelled), so a
link spelled ``/%E5%95%86%E5%93%81`` found no page stored as ``/商品``, nor one whose query was in another
order. This recomputes them for every stored check.

Not in SQL: ``canonicalize_url`` (IDNA hosts, one percent-encoding, sorted query arguments) has no faithful
ClickHouse equivalent. So a Python step reads each check's URLs, computes the keys the store writes today
(:func:`analytics.audits.store.page_keys`) and rewrites only the rows whose keys differ, in batches of
:data:`BATCH` URLs; the rows themselves are copied inside the store. Pages keep their sorting key (check,
URL): the rewritten row is a newer version of the same row. A link's target key is in its sorting key, so
the rewritten link is a new row and the old one is deleted. Running it again finds nothing to rewrite; a
run interrupted between the two leaves the old links to be deleted by the next run.
"""

from __future__ import annotations

from collections.abc import Iterator

from clickhouse_connect.driver.client import Client

from analytics.audits.facts import url_key
from analytics.audits.store import page_keys
from analytics.audits.tables import LINKS, PAGES
from analytics.schema.ddl import Target, on_cluster, rows_table

BATCH = 5_000
CHECK = "site_check_id = {check:UInt64}"
URLS = "{urls:Array(String)}"


def operations(target: Target) -> list[str]:
    return []


def _batches(rows: list, size: int = BATCH) -> Iterator[list]:
    for start in range(0, len(rows), size):
        yield rows[start:start + size]


def _check_ids(client: Client) -> list[int]:
    rows = client.query(f"SELECT DISTINCT site_check_id FROM {PAGES} UNION DISTINCT "
                        f"SELECT DISTINCT site_check_id FROM {LINKS}").result_rows
    return sorted(int(row[0]) for row in rows)


def _rows(client: Client, sql: str, check: int) -> Iterator[tuple]:
    with client.query_row_block_stream(sql, parameters={"check": check}) as stream:
        for block in stream:
            yield from block


def _pages(client: Client, check: int) -> None:
    changed = []  # read whole before the first write: the store answers one query at a time
    for url, key, final_key, plain, status, final_url in _rows(
            client, f"SELECT url, url_key, final_key, plain, status, JSONExtractString(summary, 'final_url') "
                    f"FROM {PAGES} FINAL WHERE {CHECK}", check):
        keys = page_keys(url, final_url or None, status)
        if keys != (key, final_key, bool(plain)):
            changed.append((url, *keys))
    for batch in _batches(changed):
        urls, keys, finals, plains = (list(column) for column in zip(*batch, strict=True))
        # From a subquery: ClickHouse would read the REPLACE aliases in this query's own WHERE.
        client.command(
            f"INSERT INTO {PAGES} SELECT * REPLACE ("
            f"transform(url, {URLS}, {{keys:Array(String)}}, url_key) AS url_key, "
            f"transform(url, {URLS}, {{finals:Array(String)}}, final_key) AS final_key, "
            f"transform(url, {URLS}, {{plains:Array(Bool)}}, plain) AS plain, now64(3) AS stored_at) "
            f"FROM (SELECT * FROM {PAGES} FINAL WHERE {CHECK} AND url IN {URLS})",
            parameters={"check": check, "urls": urls, "keys": keys, "finals": finals, "plains": plains})


def _links(client: Client, target: Target, check: int) -> None:
    rows = _rows(client, f"SELECT DISTINCT target, target_key FROM {LINKS} FINAL WHERE {CHECK}", check)
    changed = {link: url_key(link) for link, key in rows if url_key(link) != key}
    # the rows of these targets whose stored key is not the new one
    stale = (f"{CHECK} AND target IN {URLS} "
             f"AND target_key != transform(target, {URLS}, {{keys:Array(String)}}, target_key)")
    for batch in _batches(sorted(changed.items())):
        parameters = {"check": check, "urls": [link for link, _ in batch], "keys": [key for _, key in batch]}
        client.command(
            f"INSERT INTO {LINKS} SELECT * REPLACE ("
            f"transform(target, {URLS}, {{keys:Array(String)}}, target_key) AS target_key, now64(3) AS stored_at) "
            f"FROM (SELECT * FROM {LINKS} FINAL WHERE {stale})",
            parameters=parameters)
        client.command(f"ALTER TABLE {rows_table(target, LINKS)}{on_cluster(target)} DELETE WHERE {stale} "
                       "SETTINGS mutations_sync = 2", parameters=parameters)


def data(client: Client, target: Target) -> None:
    for check in _check_ids(client):
        _pages(client, check)
        _links(client, target, check)
