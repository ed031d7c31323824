"""The preparation of a keyword's term data (the ``crawl.writers.content_terms`` task's work).

1. **The top 10**: the keyword's latest Google SERP of the market in the SERP store
   (:func:`analytics.research.store.latest_serps`, at most :data:`SERP_DAYS` days old: a tracked keyword,
   a rank check or research put it there). Without one it is fetched now through the rank engine's
   failover chain and stored as the rank checks store theirs (:func:`api.rankings.pipeline.run_checks`;
   in embedded mode with no SERP source configured the sandbox answers, labelled as such).
2. **Their pages**, as the page audit reads them (:func:`api.page_audits.audit.source_pages`: one guarded
   GET each through :class:`crawler.audit.ssrf.AddressGuard`, the crawler's extraction; a page that
   cannot be read, or any page of a sandbox SERP whose results are made-up paths, is its SERP title and
   snippet), each reduced to its main text (:func:`analytics.writers.terms.main_text`).
3. **Related searches and questions** the SERP store holds for the keyword
   (:func:`analytics.research.store.serp_ideas`).
4. :func:`analytics.writers.terms.prepare`, stored on the row with the results it came from.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from analytics.rankings import queries
from analytics.rankings.keys import SerpScope
from analytics.research import store as research_store
from analytics.writers import terms
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow
from api.core.store import get_client
from api.page_audits.audit import TOP_RESULTS, source_pages
from api.rankings import pipeline
from api.rankings.scheduling import PlannedCheck, local_day
from api.writers.scoring.models import ContentTermData
from crawler.serp.model import Device, Engine, ParsedSerp, ResultType, SerpResult
from crawler.serp.sources import chain_from_settings

ENGINE = Engine.GOOGLE
SERP_DAYS = 7  # a stored SERP this recent is the keyword's current top 10
RELATED_LIMIT = 50


def _write(row_id: int, **values: object) -> None:
    with get_sessionmaker()() as db:
        row = db.get(ContentTermData, row_id)
        if row is not None:
            for name, value in values.items():
                setattr(row, name, value)
            db.commit()


def top_results(keyword: str, country: str, language: str) -> tuple[research_store.LatestSerp | None, str | None]:
    """The keyword's top 10 from the store, fetched and stored first when the store has none recent
    enough; else None and why the last attempt failed."""
    client = get_client()
    scope = SerpScope(ENGINE.value, country, language)
    today = local_day(country, utcnow())
    since = today - timedelta(days=SERP_DAYS)
    found = research_store.latest_serps(client, scope, [keyword], since=since).get(keyword)
    if found is not None and found.organic:
        return found, None
    chain = chain_from_settings(get_settings())
    try:
        pipeline.run_checks([PlannedCheck(scope.key(keyword, today), utcnow(), TOP_RESULTS, (), ())], chain)
    finally:
        chain.close()
    found = research_store.latest_serps(client, scope, [keyword], since=since).get(keyword)
    if found is not None and found.organic:
        return found, None
    status = queries.check_statuses(client, scope, [keyword], today).get(keyword)
    return None, (status.last_error if status else None) or "empty"


def _parsed(serp: research_store.LatestSerp) -> ParsedSerp:
    """The stored top 10 as the page audit reads a SERP."""
    return ParsedSerp(ENGINE, Device.DESKTOP, tuple(
        SerpResult(ResultType.ORGANIC, r.absolute_position, r.position, r.url, r.title, r.snippet, r.page)
        for r in serp.organic))


def run(row_id: int) -> dict:
    """Prepares the row's term data, with progress; the row ends ready or no_serp."""
    with get_sessionmaker()() as db:
        row = db.get(ContentTermData, row_id)
        if row is None or row.state != "preparing":
            return {}
        keyword, country, language = row.keyword, row.country, row.language
    serp, error = top_results(keyword, country, language)
    if serp is None:
        _write(row_id, state="no_serp", progress=100, error=error, prepared_at=utcnow())
        return {"state": "no_serp", "error": error}
    _write(row_id, progress=30)
    pages = [replace(page, text=terms.main_text(page.text))
             for page in source_pages(_parsed(serp), sandbox=serp.sandbox)]
    _write(row_id, progress=80)
    related = [idea.text for idea in research_store.serp_ideas(
        get_client(), ENGINE.value, country, language, keyword, since=serp.day - timedelta(days=SERP_DAYS),
        limit=RELATED_LIMIT)]
    data = terms.prepare(keyword, pages, related, language)
    results = [{"position": r.position, "url": r.url, "title": r.title} for r in serp.organic[:TOP_RESULTS]]
    _write(row_id, state="ready", progress=100, error=None, sandbox=serp.sandbox, prepared_at=utcnow(),
           data={**data.to_dict(), "day": serp.day.isoformat(), "top": results})
    return {"state": "ready", "pages_read": data.pages_read}


def fail(row_id: int) -> None:
    """A preparation that broke: the keyword is scored without term data until it is tried again."""
    _write(row_id, state="no_serp", progress=100, error="system_error", prepared_at=utcnow())
