"""The site checker's store: a crawl's records written in batches, and every read the API makes.

Tables in :mod:`analytics.audits.tables`. Writes are idempotent per site check and row key (a page's
URL, a finding's check, URL and evidence, a link's target, source and anchor), so storing the same
records again (a retried batch, a resumed crawl that replays its records file) changes nothing.
Every function takes the client: in embedded mode the process that owns chDB does the work, in
cluster mode any worker over HTTP.

Site facts for the site checks (:func:`site_facts`) are read back compactly: one
:class:`~analytics.audits.facts.PageSummary` per page, and of the internal links only those the link
checks can flag, every link into a page that did not answer 2xx at its own URL (with its anchor text),
and up to two linking pages per target (enough to tell an orphan); edges share their URL strings.
Measured on a made-up check of 100,000 pages with 20 internal links each (2,000,000 stored, 1% of pages
404): 218,000 edges read back, 127 MB of Python objects held (142 MB at the peak), 39 s on a busy
2-core machine; chDB's own memory for the queries adds about 350 MB to the process while they run.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Self

from clickhouse_connect.driver.client import Client

from analytics.audits import signals
from analytics.audits import text as textlib
from analytics.audits.catalogue import BY_ID, Finding
from analytics.audits.facts import LinkEdge, LinkStatus, PageFacts, PageSummary, SiteFacts, url_key
from analytics.audits.records import (
    TEXT_LIMIT,
    ExternalRecord,
    PageRecord,
    SiteRecord,
    from_json,
    to_json,
)
from analytics.audits.records import (
    site_facts as assemble_site_facts,
)
from analytics.audits.scoring import compare
from analytics.audits.tables import (
    EXTERNAL_COLUMNS,
    EXTERNALS,
    FINDING_COLUMNS,
    FINDINGS,
    LINK_COLUMNS,
    LINKS,
    PAGE_COLUMNS,
    PAGES,
    SITE_COLUMNS,
    SITES,
    column_names,
)

BATCH_PAGES = 500
SOURCES_SHOWN = 100  # linking pages listed per broken link
ORPHAN_SOURCES = 2  # linking pages kept per target for the orphan check: one of them is another page
CHECK = "{check_id:UInt64}"

Record = PageRecord | ExternalRecord | SiteRecord


def _now() -> datetime:
    return datetime.now(UTC)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def evidence_hash(evidence_json: str) -> int:
    return int.from_bytes(hashlib.blake2b(evidence_json.encode(), digest_size=8).digest(), "little")


def _cjk(record: PageRecord) -> bool:
    """Whether SPEC §5's CJK reading measures this page's title and description (as the page checks do)."""
    if record.facts is not None:
        return signals.is_cjk_page(record.facts)
    summary = record.summary
    return signals.is_cjk_page(PageFacts(
        url=summary.url, titles=(summary.title,) if summary.title else (),
        headings=((1, summary.h1),) if summary.h1 else (), html_lang=summary.html_lang, text=record.text[:2000],
    ))


def page_keys(url: str, final_url: str | None, status: int | None) -> tuple[str, str, bool]:
    """A page row's ``url_key``, ``final_key`` and ``plain``: how links name the page and its redirect's end
    (:func:`~analytics.audits.facts.url_key`), and whether it answered 2xx at its own URL."""
    key = url_key(url)
    final_key = url_key(final_url) if final_url else ""
    return key, final_key, status is not None and 200 <= status < 300 and final_key in ("", key)


def _page_row(check_id: int, record: PageRecord, now: datetime) -> list:
    summary = record.summary
    key, final_key, plain = page_keys(summary.url, summary.final_url, summary.status)
    text = record.text or (record.facts.text if record.facts else "")
    return [
        check_id, summary.url, key, final_key, plain, summary.status, summary.title, summary.description,
        _cjk(record), summary.depth, record.score, summary.word_count, record.ttfb_ms, record.size_bytes,
        summary.indexable, record.content_type, record.fetch_error, record.images, record.external_links,
        record.rendered, _json(dataclasses.asdict(summary)), _json([dataclasses.asdict(r) for r in record.redirects]),
        textlib.fold(text[:TEXT_LIMIT]), now,
    ]


def _finding_row(check_id: int, finding: Finding, now: datetime) -> list:
    check = BY_ID[finding.check]
    evidence = _json(dict(finding.evidence))
    return [check_id, check.id, finding.url, evidence_hash(evidence), str(check.category), str(check.severity),
            str(check.scope), evidence, now]


class RecordWriter:
    """Stores a crawl's records for one site check in batches of about :data:`BATCH_PAGES` pages.

    Use as a context manager (what is buffered is stored on a normal exit) or call :meth:`flush`.
    ``progress`` and ``done`` dicts are not stored: the caller reads them.
    """

    def __init__(self, client: Client, site_check_id: int, batch_pages: int = BATCH_PAGES) -> None:
        self.client = client
        self.check_id = site_check_id
        self.batch_pages = batch_pages
        self.pages = 0  # page records stored so far by this writer
        self._rows: dict[str, list[list]] = {PAGES: [], FINDINGS: [], LINKS: [], EXTERNALS: [], SITES: []}
        self._buffered_pages = 0

    def add(self, record: Record | dict) -> None:
        if isinstance(record, dict):
            record = from_json(record)
        now = _now()
        if isinstance(record, PageRecord):
            self._rows[PAGES].append(_page_row(self.check_id, record, now))
            self._rows[FINDINGS].extend(_finding_row(self.check_id, f, now) for f in record.findings)
            edges = dict.fromkeys((edge.source, edge.target, edge.text, edge.nofollow) for edge in record.links)
            self._rows[LINKS].extend([self.check_id, url_key(target), source, text, target, nofollow, now]
                                     for source, target, text, nofollow in edges)
            self._buffered_pages += 1
        elif isinstance(record, ExternalRecord):
            link = record.link
            self._rows[EXTERNALS].append([self.check_id, link.url, link.status, link.error,
                                          [tuple(pair) for pair in record.sources], now])
        elif isinstance(record, SiteRecord):
            self._rows[SITES].append([self.check_id, _json(to_json(record)), now])
        if self._buffered_pages >= self.batch_pages:
            self.flush()

    def add_findings(self, findings: Iterable[Finding]) -> None:
        """Findings outside page records: the site checks' findings, after the crawl."""
        now = _now()
        self._rows[FINDINGS].extend(_finding_row(self.check_id, finding, now) for finding in findings)

    def flush(self) -> None:
        # Findings and links before pages: a page row is what marks a URL as stored.
        for table, columns in ((FINDINGS, FINDING_COLUMNS), (LINKS, LINK_COLUMNS), (EXTERNALS, EXTERNAL_COLUMNS),
                               (SITES, SITE_COLUMNS), (PAGES, PAGE_COLUMNS)):
            rows = self._rows[table]
            if rows:
                self.client.insert(table, rows, column_names=column_names(columns))
                self._rows[table] = []
        self.pages += self._buffered_pages
        self._buffered_pages = 0

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind, value, traceback) -> None:
        if kind is None:
            self.flush()


def store_records(client: Client, site_check_id: int, records: Iterable[Record | dict],
                  batch_pages: int = BATCH_PAGES) -> int:
    """Stores ``records`` (objects or their JSON dicts); returns how many page records there were."""
    with RecordWriter(client, site_check_id, batch_pages) as writer:
        for record in records:
            writer.add(record)
    return writer.pages


def store_findings(client: Client, site_check_id: int, findings: Iterable[Finding]) -> None:
    with RecordWriter(client, site_check_id) as writer:
        writer.add_findings(findings)


# --- reading back -----------------------------------------------------------------------------------


def _params(site_check_id: int, **more: Any) -> dict[str, Any]:
    return {"check_id": site_check_id, **more}


def _stream(client: Client, sql: str, parameters: dict[str, Any]) -> Iterator[tuple]:
    with client.query_row_block_stream(sql, parameters=parameters) as stream:
        for block in stream:
            yield from block


def page_count(client: Client, site_check_id: int) -> int:
    return int(client.query(f"SELECT count() FROM {PAGES} FINAL WHERE site_check_id = {CHECK}",
                            parameters=_params(site_check_id)).result_rows[0][0])


def _summary(data: dict[str, Any]) -> PageSummary:
    # Built directly rather than by records.build, which reads every field's type: 20 times faster for a
    # flat summary whose only nested field is the hreflang pairs.
    data["hreflangs"] = tuple(tuple(pair) for pair in data["hreflangs"])
    return PageSummary(**data)


def site_facts(client: Client, site_check_id: int, root_url: str) -> SiteFacts:
    """What the site checks run over, read back compactly (see the module notes). ``root_url`` stands in
    when the crawl ended before its site record."""
    shared: dict[str, str] = {}
    same = shared.setdefault  # one string object per distinct URL or anchor text

    rows = client.query(f"SELECT record FROM {SITES} FINAL WHERE site_check_id = {CHECK}",
                        parameters=_params(site_check_id)).result_rows
    site = from_json(json.loads(rows[0][0])) if rows else SiteRecord(root_url=root_url)
    pages = [
        _summary(json.loads(summary))
        for (summary,) in _stream(client, f"SELECT summary FROM {PAGES} FINAL WHERE site_check_id = {CHECK} "
                                          "ORDER BY url", _params(site_check_id))
    ]
    # Links into pages that did not answer 2xx at their own URL (by the page's URL or where it ended),
    # every one with its anchor; and up to two linking pages of every other target.
    unplain = f"""
        SELECT url_key FROM {PAGES} FINAL WHERE site_check_id = {CHECK} AND NOT plain
        UNION ALL
        SELECT final_key FROM {PAGES} FINAL WHERE site_check_id = {CHECK} AND NOT plain AND final_key != ''"""
    links_sql = f"""
        SELECT source, target, text, nofollow FROM {LINKS} FINAL
        WHERE site_check_id = {CHECK} AND target_key IN ({unplain})
        UNION ALL
        SELECT arrayJoin(groupUniqArray({ORPHAN_SOURCES})(source)), any(target), '', false FROM {LINKS} FINAL
        WHERE site_check_id = {CHECK} AND source != target AND target_key NOT IN ({unplain})
        GROUP BY target_key
    """
    edges = dict.fromkeys(
        LinkEdge(same(source, source), same(target, target), same(text, text), bool(nofollow))
        for source, target, text, nofollow in _stream(client, links_sql, _params(site_check_id))
    )
    externals = [
        ExternalRecord(LinkStatus(url, status, error), tuple(sources))
        for url, status, error, sources in _stream(
            client,
            # Only links that did not answer 2xx need their linking pages.
            f"SELECT url, status, error, if(status BETWEEN 200 AND 299, [], sources) FROM {EXTERNALS} FINAL "
            f"WHERE site_check_id = {CHECK} ORDER BY url", _params(site_check_id))
    ]
    return assemble_site_facts(site, pages, edges, externals)


def findings(client: Client, site_check_id: int, check: str | None = None) -> Iterator[Finding]:
    """Every finding of the check (of one catalogue check when ``check`` is given), streamed."""
    where = f"site_check_id = {CHECK}" + (" AND check = {check:String}" if check else "")
    for found, url, evidence in _stream(client, f"SELECT check, url, evidence FROM {FINDINGS} FINAL WHERE {where}",
                                        _params(site_check_id, check=check or "")):
        if found in BY_ID:  # a check since retired from the catalogue is no longer reported
            yield Finding(found, url, json.loads(evidence))


def compare_checks(client: Client, previous_id: int, current_id: int) -> dict[str, int]:
    """New, fixed and persisting issues of ``current_id`` against ``previous_id``
    (:func:`analytics.audits.scoring.compare`), one check of the catalogue at a time: an issue is the
    same only within one check, so memory holds one check's findings of two crawls, never all of them."""
    totals = {"new": 0, "fixed": 0, "persisting": 0}
    checks = client.query(f"SELECT DISTINCT check FROM {FINDINGS} WHERE site_check_id IN {{ids:Array(UInt64)}}",
                          parameters={"ids": [previous_id, current_id]}).result_rows
    for (check,) in checks:
        changes = compare(list(findings(client, previous_id, check)), list(findings(client, current_id, check)))
        for kind in totals:
            totals[kind] += len(getattr(changes, kind))
    return totals


@dataclass(frozen=True)
class Overview:
    urls: dict[str, int]  # severity -> URLs with at least one such finding
    issues: dict[str, int]  # severity -> findings
    categories: dict[str, dict[str, int]]  # category -> severity -> findings
    checks: dict[str, tuple[int, int]]  # check -> (URLs, findings)


SEVERITIES = ("error", "warning", "notice")


def overview(client: Client, site_check_id: int) -> Overview:
    rows = client.query(
        f"SELECT check, uniqExact(url), count() FROM {FINDINGS} FINAL WHERE site_check_id = {CHECK} GROUP BY check",
        parameters=_params(site_check_id)).result_rows
    urls_rows = client.query(
        f"SELECT severity, uniqExact(url) FROM {FINDINGS} FINAL WHERE site_check_id = {CHECK} GROUP BY severity",
        parameters=_params(site_check_id)).result_rows
    checks = {check: (int(urls), int(count)) for check, urls, count in rows if check in BY_ID}
    issues = dict.fromkeys(SEVERITIES, 0)
    categories: dict[str, dict[str, int]] = {}
    for check_id, (_, count) in checks.items():
        check = BY_ID[check_id]
        issues[str(check.severity)] += count
        per = categories.setdefault(str(check.category), dict.fromkeys(SEVERITIES, 0))
        per[str(check.severity)] += count
    urls = dict.fromkeys(SEVERITIES, 0) | {severity: int(count) for severity, count in urls_rows}
    return Overview(urls, issues, categories, checks)


def issue_urls(client: Client, site_check_id: int, check: str, *, page: int, per_page: int
               ) -> tuple[int, list[tuple[str, dict]]]:
    """One check's findings, by URL: (total, the page's [(url, evidence)])."""
    params = _params(site_check_id, check=check, limit=per_page, offset=(page - 1) * per_page)
    where = f"site_check_id = {CHECK} AND check = {{check:String}}"
    total = client.query(f"SELECT count() FROM {FINDINGS} FINAL WHERE {where}", parameters=params).result_rows[0][0]
    rows = client.query(
        f"SELECT url, evidence FROM {FINDINGS} FINAL WHERE {where} ORDER BY url, evidence_hash "
        "LIMIT {limit:UInt32} OFFSET {offset:UInt32}", parameters=params).result_rows
    return int(total), [(url, json.loads(evidence)) for url, evidence in rows]


def issue_rows(client: Client, site_check_id: int, check: str) -> Iterator[tuple[str, dict]]:
    """Every finding of one check, by URL (the CSV export)."""
    for url, evidence in _stream(
        client, f"SELECT url, evidence FROM {FINDINGS} FINAL WHERE site_check_id = {CHECK} AND check = {{check:String}} "
                "ORDER BY url, evidence_hash", _params(site_check_id, check=check),
    ):
        yield url, json.loads(evidence)


# --- pages --------------------------------------------------------------------------------------------

PAGE_FIELDS = ("url", "status_code", "title", "depth", "score", "word_count", "ttfb_ms", "size_bytes", "errors",
               "warnings", "notices", "indexable")
PAGE_SORTS = {field: field for field in PAGE_FIELDS} | {"status_code": "status"}
STATUS_CLASSES = {
    "2xx": "status BETWEEN 200 AND 299", "3xx": "status BETWEEN 300 AND 399", "4xx": "status BETWEEN 400 AND 499",
    "5xx": "status >= 500", "none": "status IS NULL",
}


def _page_filter(q: str | None, status: str | None) -> str:
    where = f"site_check_id = {CHECK}"
    if q:
        where += (" AND (positionCaseInsensitiveUTF8(url, {q:String}) > 0"
                  " OR positionCaseInsensitiveUTF8(ifNull(title, ''), {q:String}) > 0)")
    if status:
        where += f" AND {STATUS_CLASSES[status]}"
    return where


def _page_select(where: str, order: str) -> str:
    return f"""
        SELECT p.url, p.status, p.title, p.depth, p.score, p.word_count, p.ttfb_ms, p.size_bytes,
               f.errors, f.warnings, f.notices, p.indexable
        FROM (SELECT url, status, title, depth, score, word_count, ttfb_ms, size_bytes, indexable
              FROM {PAGES} FINAL WHERE {where}) AS p
        LEFT JOIN (SELECT url, countIf(severity = 'error') AS errors, countIf(severity = 'warning') AS warnings,
                          countIf(severity = 'notice') AS notices
                   FROM {FINDINGS} FINAL WHERE site_check_id = {CHECK} GROUP BY url) AS f ON f.url = p.url
        ORDER BY {order}
    """


def _page_dict(row: Sequence) -> dict[str, Any]:
    out = dict(zip(PAGE_FIELDS, row, strict=True))
    out["indexable"] = bool(out["indexable"])
    return out


def pages(client: Client, site_check_id: int, *, page: int, per_page: int, sort: str = "url",
          descending: bool = False, q: str | None = None, status: str | None = None) -> tuple[int, list[dict]]:
    """The crawled pages, one page of them, sorted by a :data:`PAGE_SORTS` field (then URL), filtered by a
    substring of the URL or title (``q``, case-insensitive) and a status class (:data:`STATUS_CLASSES`)."""
    where = _page_filter(q, status)
    params = _params(site_check_id, q=q or "", limit=per_page, offset=(page - 1) * per_page)
    total = client.query(f"SELECT count() FROM {PAGES} FINAL WHERE {where}", parameters=params).result_rows[0][0]
    column = PAGE_SORTS[sort]
    order = f"{column} {'DESC' if descending else 'ASC'} NULLS LAST, p.url" if column != "url" else \
        f"p.url {'DESC' if descending else 'ASC'}"
    rows = client.query(_page_select(where, order) + " LIMIT {limit:UInt32} OFFSET {offset:UInt32}",
                        parameters=params).result_rows
    return int(total), [_page_dict(row) for row in rows]


def page_rows(client: Client, site_check_id: int) -> Iterator[dict]:
    """Every crawled page as the pages list shows it, by URL (the CSV export)."""
    for row in _stream(client, _page_select(_page_filter(None, None), "p.url"), _params(site_check_id, q="")):
        yield _page_dict(row)


# --- broken links -------------------------------------------------------------------------------------

BROKEN_TYPES = ("internal", "external")


def broken_links(client: Client, site_check_id: int, *, kind: str | None, page: int, per_page: int
                 ) -> tuple[int, list[dict]]:
    """Broken links as the link checks found them (``links.broken_internal``, ``links.broken_external``),
    one row per link target with its status, error and linking pages with their anchor texts (at most
    :data:`SOURCES_SHOWN`; ``sources_total`` counts them all). Internal ones first."""
    parts = []
    if kind in (None, "internal"):
        parts.append(f"""
            SELECT 'internal' AS type, target AS url, any(status) AS status_code, '' AS error,
                   groupUniqArray({SOURCES_SHOWN})((source, anchor)) AS sources, uniqExact(source) AS sources_total
            FROM (SELECT JSONExtractString(evidence, 'href') AS target, url AS source,
                         JSONExtract(evidence, 'status', 'Nullable(Int64)') AS status,
                         JSONExtractString(evidence, 'text') AS anchor
                  FROM {FINDINGS} FINAL WHERE site_check_id = {CHECK} AND check = 'links.broken_internal')
            GROUP BY target""")
    if kind in (None, "external"):
        parts.append(f"""
            SELECT 'external' AS type, url, toNullable(toInt64(status)) AS status_code, ifNull(error, '') AS error,
                   arraySlice(sources, 1, {SOURCES_SHOWN}) AS sources, length(sources) AS sources_total
            FROM {EXTERNALS} FINAL
            WHERE site_check_id = {CHECK} AND url IN (
                SELECT JSONExtractString(evidence, 'href') FROM {FINDINGS} FINAL
                WHERE site_check_id = {CHECK} AND check = 'links.broken_external')""")
    union = " UNION ALL ".join(parts)
    params = _params(site_check_id, limit=per_page, offset=(page - 1) * per_page)
    total = client.query(f"SELECT count() FROM ({union})", parameters=params).result_rows[0][0]
    rows = client.query(
        f"SELECT * FROM ({union}) ORDER BY type = 'internal' DESC, url LIMIT {{limit:UInt32}} OFFSET {{offset:UInt32}}",
        parameters=params).result_rows
    internal = [row[1] for row in rows if row[0] == "internal"]
    errors = _fetch_errors(client, site_check_id, internal)
    return int(total), [
        {"url": url, "status_code": status, "error": error or errors.get(url_key(url)), "type": type_,
         "sources": [{"url": source, "anchor": anchor} for source, anchor in sorted(sources)],
         "sources_total": int(sources_total)}
        for type_, url, status, error, sources, sources_total in rows
    ]


def broken_link_counts(client: Client, site_check_id: int) -> dict[str, int]:
    """How many link targets :func:`broken_links` lists of each type (``internal``, ``external``)."""
    rows = client.query(
        f"""SELECT check, uniqExact(JSONExtractString(evidence, 'href')) FROM {FINDINGS} FINAL
            WHERE site_check_id = {CHECK} AND check IN ('links.broken_internal', 'links.broken_external')
            GROUP BY check""", parameters=_params(site_check_id)).result_rows
    counts = dict(rows)
    return {"internal": int(counts.get("links.broken_internal", 0)),
            "external": int(counts.get("links.broken_external", 0))}


def _fetch_errors(client: Client, site_check_id: int, urls: list[str]) -> dict[str, str]:
    """Why crawled pages could not be fetched (timeout, dns, ...), by URL key."""
    if not urls:
        return {}
    rows = client.query(
        f"SELECT url_key, fetch_error FROM {PAGES} FINAL WHERE site_check_id = {CHECK} "
        "AND url_key IN {keys:Array(String)} AND fetch_error IS NOT NULL",
        parameters=_params(site_check_id, keys=[url_key(url) for url in urls])).result_rows
    return dict(rows)


# --- titles and descriptions --------------------------------------------------------------------------

TEXT_KINDS = ("title", "description")
VERDICTS = ("missing", "too_short", "too_long", "duplicate", "ok")


def text_rows(client: Client, site_check_id: int, *, kind: str, verdict: str | None, page: int, per_page: int
              ) -> tuple[int, list[tuple[str, str | None, bool, str, list[str]]]]:
    """The check-title / check-description rows: pages with a title (description) or flagged for lacking
    one, with the verdict of the checks (``{kind}.missing``, ``.too_short``, ``.too_long``,
    ``.duplicate``, else ok) and the other URLs sharing it. Rows are (url, text, cjk, verdict, duplicates)."""
    checks = [f"{kind}.{name}" for name in VERDICTS[:-1]]
    flags = {name: f"has(f.checks, '{kind}.{name}')" for name in VERDICTS[:-1]}
    where = f"p.site_check_id = {CHECK} AND (p.{kind} IS NOT NULL OR {flags['missing']})"
    if verdict == "ok":
        where += " AND NOT (" + " OR ".join(flags.values()) + ")"
    elif verdict:
        where += f" AND {flags[verdict]}"
    body = f"""
        FROM {PAGES} AS p FINAL
        LEFT JOIN (SELECT url, groupUniqArray(check) AS checks,
                          anyIf(evidence, check = '{kind}.duplicate') AS duplicate
                   FROM {FINDINGS} FINAL
                   WHERE site_check_id = {CHECK} AND check IN {{checks:Array(String)}} GROUP BY url) AS f
            ON f.url = p.url
        WHERE {where}"""
    params = _params(site_check_id, checks=checks, limit=per_page, offset=(page - 1) * per_page)
    total = client.query(f"SELECT count() {body}", parameters=params).result_rows[0][0]
    rows = client.query(
        f"SELECT p.url, p.{kind}, p.cjk, f.checks, f.duplicate {body} ORDER BY p.url "
        "LIMIT {limit:UInt32} OFFSET {offset:UInt32}", parameters=params).result_rows
    out = []
    for url, text, cjk, found, duplicate in rows:
        verdict_of = next((name for name in VERDICTS[:-1] if f"{kind}.{name}" in found), "ok")
        others = json.loads(duplicate).get("duplicates", []) if duplicate else []
        out.append((url, text, bool(cjk), verdict_of, others))
    return int(total), out


# --- internal link suggestions ------------------------------------------------------------------------

CANDIDATES = 200  # pages read per keyword, most likely mentions first


@dataclass(frozen=True)
class Mention:
    url: str
    title: str | None
    mentions: int
    links_to_target: bool


def mentions(client: Client, site_check_id: int, keyword: str, target_url: str) -> list[Mention]:
    """Crawled pages (other than the target) whose text mentions ``keyword``, and whether each links
    to ``target_url``. Counted as :func:`analytics.audits.text.count_occurrences` counts (CJK anywhere,
    Latin as whole words), over the most likely :data:`CANDIDATES` pages found by substring in SQL."""
    needle = textlib.fold(keyword)
    if not needle:
        return []
    target = url_key(target_url)
    rows = client.query(
        f"""
        SELECT url, title, text,
               url IN (SELECT source FROM {LINKS} FINAL WHERE site_check_id = {CHECK} AND target_key = {{target:String}})
        FROM {PAGES} FINAL
        WHERE site_check_id = {CHECK} AND url_key != {{target:String}} AND final_key != {{target:String}}
          AND plain AND position(text, {{needle:String}}) > 0
        ORDER BY countSubstrings(text, {{needle:String}}) DESC, url
        LIMIT {CANDIDATES}""",
        parameters=_params(site_check_id, target=target, needle=needle)).result_rows
    found = [Mention(url, title, textlib.count_occurrences(text, keyword), bool(linked))
             for url, title, text, linked in rows]
    return sorted((m for m in found if m.mentions), key=lambda m: (-m.mentions, m.url))
