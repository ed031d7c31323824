"""A crawl's records as one report: the command line's ``ranklens audit`` output.

The command line keeps the records of its (small) crawl in memory; the site checks run over the
:class:`~analytics.audits.facts.SiteFacts` built from them (:func:`site_facts_from_records`, the same
assembly the store uses: :func:`analytics.audits.records.site_facts`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from analytics.audits.catalogue import audit_site, grouped
from analytics.audits.facts import SiteFacts
from analytics.audits.records import ExternalRecord, PageRecord, SiteRecord, from_json, site_facts
from analytics.audits.scoring import Keywords, health_score, page_score
from crawler.audit.pages import NO_KEYWORDS

Record = PageRecord | ExternalRecord | SiteRecord | dict[str, Any]


def _records(records: Iterable[Record]) -> tuple[dict[str, PageRecord], list[ExternalRecord], SiteRecord | None]:
    """Page records by URL (a resumed crawl's later record wins), external records, the site record."""
    pages: dict[str, PageRecord] = {}
    externals: dict[str, ExternalRecord] = {}
    site = None
    for record in records:
        if isinstance(record, dict):
            record = from_json(record)
        if isinstance(record, PageRecord):
            pages[record.summary.url] = record
        elif isinstance(record, ExternalRecord):
            externals[record.link.url] = record
        elif isinstance(record, SiteRecord):
            site = record
    return pages, list(externals.values()), site


def site_facts_from_records(records: Iterable[Record]) -> SiteFacts:
    """The site checks' input from a crawl's records (record objects or their JSON dicts)."""
    pages, externals, site = _records(records)
    return _site_facts(pages, externals, site)


def _site_facts(pages: dict[str, PageRecord], externals: list[ExternalRecord], site: SiteRecord | None) -> SiteFacts:
    if site is None:
        first = next(iter(pages), "")
        site = SiteRecord(root_url=first)
    edges = dict.fromkeys(edge for record in pages.values() for edge in record.links)
    return site_facts(site, (record.summary for record in pages.values()), edges, externals)


def audit_report(records: Iterable[Record], keywords: Keywords = NO_KEYWORDS) -> dict[str, Any]:
    """``{"pages": [{url, status_code, score, findings}], "site_findings": [...], "health_score": n}``.

    Findings are grouped per check (:func:`analytics.audits.catalogue.grouped`). With ``keywords``,
    pages whose facts the crawl kept are scored against them.
    """
    pages, externals, site = _records(records)
    site_findings = audit_site(_site_facts(pages, externals, site))
    rows = []
    page_findings = []
    for record in pages.values():
        score = record.score
        if keywords != NO_KEYWORDS and record.facts is not None and score is not None:
            score = page_score(record.facts, keywords).score
        page_findings.extend(record.findings)
        rows.append({"url": record.summary.url, "status_code": record.summary.status, "score": score,
                     "findings": grouped(record.findings)})
    return {
        "pages": rows,
        "site_findings": grouped(site_findings),
        "health_score": health_score([*page_findings, *site_findings], len(pages)),
    }
