"""One page evaluation's work: fetch the page, the SERP for its keyword and the top results, derive
the keywords, score the page (SPEC §5 advice) and store the report.

The SERP comes through the rank engine's failover chain (``crawler.serp.sources.chain_from_settings``:
the same sources, proxies and sandbox as the rank checks), for the project's country and language on
Google, 10 results. The top results are fetched by :mod:`api.page_audits.fetch`, except when the SERP
came from the sandbox: its results name real sites with made-up paths, so the keyword method reads
their SERP titles and snippets instead of asking those sites for pages that do not exist. A SERP that
cannot be had does not fail the audit: the page is scored with its target keyword alone and the
report says why the suggestions are missing.

The audited page itself is fetched the same way as the top results (one guarded GET, the crawler's
extraction), and must answer 2xx with HTML; otherwise the evaluation fails with the reason. Its
links are checked too (HEAD, else GET), and the broken ones listed with their anchor texts. Its title
and description are compared with the pages of the project's latest completed site check (the
duplicate advice applies only when there is one).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from analytics.audits import page_audit, signals
from analytics.audits.facts import PageFacts
from analytics.audits.keywords import SourcePage, derive
from analytics.audits.scoring import Duplicates, Keywords, page_score
from api.audits.service import latest_completed
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow
from api.core.store import get_client
from api.page_audits.fetch import MAX_LINKS, FetchFailure, check_links, fetch_page, fetch_pages
from api.page_audits.models import PageEvaluation
from api.projects.models import Site
from crawler.serp.model import Engine, ParsedSerp
from crawler.serp.requests import SerpQuery
from crawler.serp.sources import chain_from_settings

TOP_RESULTS = 10
FAILURE_CODES = {
    "blocked_address": "page_audit.blocked_address",
    "timeout": "page_audit.timeout",
}


@dataclass(frozen=True)
class Serp:
    """The SERP the keywords come from: parsed, or the error of the last source asked."""

    parsed: ParsedSerp | None
    source: str | None
    sandbox: bool = False
    error: str | None = None


def search(keyword: str, site: Site) -> Serp:
    """The top 10 for ``keyword`` in the project's country and language, through the rank engine's chain."""
    chain = chain_from_settings(get_settings())
    try:
        answer = chain.fetch(SerpQuery(Engine.GOOGLE, keyword, site.country, site.language), depth=TOP_RESULTS)
    finally:
        chain.close()
    fetched = answer.fetched
    return Serp(fetched.parsed, fetched.source, fetched.sandbox, fetched.error.kind.value if fetched.error else None)


def source_pages(serp: ParsedSerp, *, sandbox: bool) -> list[SourcePage]:
    """The top results as the keyword method reads them: the fetched page, else its title and snippet."""
    top = [result for result in serp.organic if result.url][:TOP_RESULTS]
    fetched: Sequence[PageFacts | FetchFailure | None] = [None] * len(top) if sandbox else fetch_pages(
        [r.url for r in top])
    pages = []
    for result, facts in zip(top, fetched, strict=True):
        if isinstance(facts, PageFacts) and facts.ok and facts.is_html and facts.text:
            pages.append(SourcePage(result.url, facts.title or "", facts.description or "",
                                    tuple(text for level, text in facts.headings if level <= 3), facts.text))
        else:
            pages.append(SourcePage(result.url, result.title, result.snippet))
    return pages


def keywords_for(target: str, site: Site) -> tuple[Keywords, dict[str, Any] | None]:
    """The audit's keywords for ``target`` and what the report says about the SERP they came from
    (None for a page without a keyword: nothing was searched)."""
    if not target:
        return Keywords(), None
    serp = search(target, site)
    if serp.parsed is None:
        return Keywords(target=(target,)), {"source": serp.source, "sandbox": serp.sandbox, "error": serp.error,
                                            "results": [], "related_searches": [], "people_also_ask": [],
                                            "pages_read": 0}
    pages = source_pages(serp.parsed, sandbox=serp.sandbox)
    related = (*serp.parsed.related_searches, *serp.parsed.people_also_ask)
    keywords = derive(target, pages, related, site.language)
    return keywords, {
        "source": serp.source, "sandbox": serp.sandbox, "error": None,
        "results": [{"position": r.position, "url": r.url, "title": r.title} for r in serp.parsed.organic[:TOP_RESULTS]],
        "related_searches": list(serp.parsed.related_searches),
        "people_also_ask": list(serp.parsed.people_also_ask),
        "pages_read": sum(1 for page in pages if page.text),
    }


def _internal(page: PageFacts, url: str) -> bool:
    return urlsplit(url).hostname == urlsplit(page.effective_url).hostname


def page_shown(page: PageFacts) -> dict[str, Any]:
    """The page facts the report shows next to the advice."""
    internal = sum(1 for link in page.links if link.url and _internal(page, link.url))
    return {
        "status_code": page.status,
        "final_url": page.effective_url,
        "title": page.title,
        "description": page.description,
        "h1": page.h1,
        "h2": page.h2,
        "word_count": page.word_count,
        "language": signals.page_language(page),
        "images": len(page.images),
        "images_without_alt": sum(1 for image in page.images if not (image.alt or "").strip()),
        "og_image": page.og_value("og:image"),
        "internal_links": internal,
        "external_links": sum(1 for link in page.links if link.url) - internal,
    }


def broken_links(page: PageFacts) -> dict[str, Any]:
    """The page's links that do not answer (an error, or a status of 400 and over), internal first.

    The first :data:`MAX_LINKS` distinct link targets are checked; ``checked`` says how many were.
    """
    anchors: dict[str, str] = {}
    for link in page.links:
        if link.url:
            anchors.setdefault(link.url.split("#", 1)[0], link.text)
    targets = list(anchors)[:MAX_LINKS]
    broken = [
        {"url": status.url, "status_code": status.status, "error": status.error,
         "type": "internal" if _internal(page, status.url) else "external", "anchor": anchors[status.url]}
        for status in check_links(targets)
        if status.status is None or status.status >= 400
    ]
    return {"checked": len(targets), "broken": sorted(broken, key=lambda link: link["type"] != "internal")}


def report(page: PageFacts, keywords: Keywords, duplicates: Duplicates | None) -> tuple[int, dict[str, Any]]:
    """The score and the stored report of ``page`` against ``keywords``."""
    scored = page_score(page, keywords, duplicates)
    return scored.score, {
        "advice": [{"id": a.id, "passed": a.passed, "weight": a.weight, "evidence": a.evidence}
                   for a in scored.advice],
        "keywords": {"target": list(keywords.target), "suggested": list(keywords.suggested),
                     "terms": list(keywords.terms)},
        "duplicates": None if duplicates is None else {"title": list(duplicates.title),
                                                       "description": list(duplicates.description)},
        "page": page_shown(page),
    }


def failure_code(fetched: PageFacts | FetchFailure) -> str | None:
    """Why the audited page cannot be scored, as a message code; None when it can."""
    if isinstance(fetched, FetchFailure):
        return FAILURE_CODES.get(fetched.reason, "page_audit.fetch_failed")
    if fetched.status is None or not 200 <= fetched.status < 300:
        return "page_audit.http_status" if fetched.status else "page_audit.fetch_failed"
    if not fetched.is_html:
        return "page_audit.not_html"
    return None


def _store(evaluation_id: int, operation_id: int | None, *, code: str | None, score: int | None = None,
           result: dict[str, Any] | None = None, page: PageFacts | None = None) -> bool:
    """Writes the outcome unless another job took the evaluation over since (a re-audit)."""
    with get_sessionmaker()() as db:
        evaluation = db.get(PageEvaluation, evaluation_id)
        if evaluation is None or evaluation.operation_id != operation_id:
            return False
        evaluation.auditing = False
        evaluation.success_audited = code is None
        evaluation.error = code
        evaluation.score = score
        evaluation.result = result or {}
        if code is None and page is not None:
            evaluation.title, evaluation.description = page.title, page.description
        evaluation.audited_at = utcnow()
        db.commit()
    return code is None


def fail(evaluation_id: int, operation_id: int | None, code: str) -> None:
    _store(evaluation_id, operation_id, code=code)


def run_one(evaluation_id: int, operation_id: int | None) -> bool:
    """Audits one evaluation and stores the outcome; True when it was evaluated."""
    with get_sessionmaker()() as db:
        evaluation = db.get(PageEvaluation, evaluation_id)
        if evaluation is None or evaluation.operation_id != operation_id:
            return False
        site = db.get(Site, evaluation.site_id)
        url, target = evaluation.url, evaluation.target_keyword
        site_check = latest_completed(db, site)
        site_check_id = site_check.id if site_check else None
        db.expunge(site)
    fetched = fetch_page(url)
    code = failure_code(fetched)
    if code is not None:
        shown = {"page": {"status_code": fetched.status, "final_url": fetched.effective_url}} \
            if isinstance(fetched, PageFacts) else {}
        return _store(evaluation_id, operation_id, code=code, result=shown)
    keywords, serp = keywords_for(target, site)
    duplicates = None if site_check_id is None else page_audit.duplicates(
        get_client(), site_check_id, (url, fetched.effective_url), fetched.title, fetched.description)
    score, result = report(fetched, keywords, duplicates)
    result["links"] = broken_links(fetched)
    return _store(evaluation_id, operation_id, code=None, score=score, result={**result, "serp": serp}, page=fetched)
