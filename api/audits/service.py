"""The site checker: starting checks within the plan's pages, the check's run (crawl → store → site
checks → health and comparison), and every read the API answers. SQL over the analytics store lives in
analytics.audits.store; here are the rules and the shapes.

Access: project members read a project's checks (viewer), managers start them; a check of a project
the user is not a member of is 404, like the project. Plan rules are the project creator's, as for
every project limit: a check may crawl what is left of this month's pages (SPEC §9: per month over
every project, and per project). The pages are taken when the check starts (its ``max_pages``) and
what the crawl did not use is given back when it ends, so two checks started at once cannot overdraw.
"""

from __future__ import annotations

import json
import logging
import secrets
import shutil
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import idna
from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from analytics.audits import store
from analytics.audits.catalogue import BY_ID, CATEGORY_TEXTS, CHECKS, audit_site
from analytics.audits.checks.base import Category
from analytics.audits.lengths import description_length, title_length
from analytics.audits.scoring import health_score
from api.accounts.models import User
from api.audits import schemas
from api.audits.models import SiteCheck
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow
from api.core.errors import AppError, Conflict, LimitReached, NotFound
from api.core.events import publish, user_channel
from api.core.i18n import translate
from api.core.pagination import page_meta
from api.core.store import get_client
from api.history.service import finish_operation, start_operation, update_progress
from api.plans.limits import pages_budget
from api.plans.service import active_subscription, consume, current_period, feature_counters
from api.projects.access import site_for
from api.projects.models import Keyword, Site
from crawler.audit.crawl import AuditCrawlOptions, crawl_site
from crawler.audit.journal import RECORDS, complete_lines
from crawler.audit.ssrf import UnsafeAddress

log = logging.getLogger(__name__)

RUNNING = ("pending", "in_progress")
OPERATION_TYPE = "site_check"
PROGRESS_SECONDS = 1.0  # at most one progress write (and event) a second
SUGGESTIONS_SHOWN = 50


class PagesUsedUp(AppError):
    status_code = 429
    code = "site_check.pages_used_up"


class ProjectPagesUsedUp(AppError):
    status_code = 429
    code = "site_check.project_pages_used_up"


class AuditLimitExceeded(AppError):
    status_code = 403
    code = "site_check.limit_exceeded"


class NotCompleted(AppError):
    status_code = 409
    code = "site_check.not_completed"


# --- starting a check ------------------------------------------------------------------------------


def _month_start() -> datetime:
    return utcnow().replace(day=1, hour=0, minute=0, second=0, microsecond=0)


def project_pages_used(db: Session, site: Site) -> int:
    """Pages the project's checks took this month: what finished checks crawled, what running ones hold."""
    taken = case((SiteCheck.state.in_(RUNNING), SiteCheck.max_pages), else_=SiteCheck.pages_crawled)
    return db.scalar(select(func.coalesce(func.sum(taken), 0)).where(
        SiteCheck.site_id == site.id, SiteCheck.created_at >= _month_start())) or 0


def running_check(db: Session, site: Site) -> SiteCheck | None:
    return db.scalar(select(SiteCheck).where(SiteCheck.site_id == site.id, SiteCheck.state.in_(RUNNING)))


def start_check(db: Session, user: User, site_id: int, body: schemas.SiteCheckIn) -> SiteCheck:
    """A pending check with its pages taken from the plan, and its operation; committed."""
    site = site_for(db, user, site_id, "manager")
    if running_check(db, site) is not None:
        raise Conflict("site_check.running")
    owner = db.get(User, site.creator_id)
    subscription = active_subscription(db, owner)
    if subscription is None:
        raise LimitReached()
    month_used = feature_counters(db, owner, "pages_check")["pages_check_called_count"] or 0
    budget = pages_budget(subscription.limitation, month_used, project_pages_used(db, site))
    if not budget.month.available:
        raise PagesUsedUp()
    if not budget.project.available:
        raise ProjectPagesUsedUp()
    if body.max_pages is not None and body.max_pages > budget.pages:
        raise AuditLimitExceeded(max=budget.pages)
    max_pages = body.max_pages or min(budget.pages, schemas.MAX_PAGES_LIMIT)
    check = SiteCheck(site_id=site.id, user_id=user.id, url=site.url, state="pending", max_pages=max_pages,
                      render=body.render)
    db.add(check)
    db.flush()
    # Its own directory even if a deleted check's id comes round again (SQLite reuses the highest id).
    check.workdir = str(get_settings().data_dir / "site_checks" / f"{check.id}-{secrets.token_hex(4)}")
    check.operation_id = start_operation(db, user, OPERATION_TYPE, site, {"site_check_id": check.id}).id
    consume(db, owner, "pages_check", max_pages)
    db.commit()
    return check


# --- the run (the Celery task's body) --------------------------------------------------------------


def _stored_records(workdir: Path) -> Iterator[dict]:
    """Records an earlier run of this check already took from the crawl: a killed worker may have taken
    them without storing them, so they are stored again (storing is idempotent)."""
    for _, line in complete_lines(workdir / RECORDS):
        yield json.loads(line)


class _Progress:
    """Writes the crawl's progress to the check and its operation, and tells the user's browsers."""

    def __init__(self, check_id: int, user_id: int | None, operation_id: int | None, max_pages: int) -> None:
        self.check_id, self.user_id, self.operation_id, self.max_pages = check_id, user_id, operation_id, max_pages
        self.last = 0.0

    def __call__(self, crawled: int, queued: int, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self.last < PROGRESS_SECONDS:
            return
        self.last = now
        with get_sessionmaker()() as db:
            check = db.get(SiteCheck, self.check_id)
            check.pages_crawled, check.pages_queued = crawled, queued
            db.commit()
        if self.operation_id is not None:
            update_progress(self.operation_id, min(99, crawled * 100 // max(self.max_pages, 1)))
        if self.user_id is not None:
            publish(user_channel(self.user_id), "site_check",
                    {"id": self.check_id, "state": "in_progress", "pages_crawled": crawled, "pages_queued": queued})


def crawl_url(url: str) -> str:
    """``url`` with its host in punycode: a project's URL keeps an internationalized host in Unicode
    (``牛肉麵.tw``) while links on its pages may be written either way; starting from the ASCII form
    gives every stored URL of a check one spelling."""
    parts = urlsplit(url)
    if not parts.hostname or parts.hostname.isascii():
        return url
    host = idna.encode(parts.hostname, uts46=True).decode("ascii")
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit(parts._replace(netloc=netloc))


def run_check(check_id: int) -> str | None:
    """Crawls, stores and checks one site check; returns its final state (None when there was nothing to do).

    A pending check starts; an ``in_progress`` one is a run a killed worker left: the same work
    directory resumes its crawl. Finished checks are left alone (a task delivered twice).
    """
    with get_sessionmaker()() as db:
        check = db.get(SiteCheck, check_id)
        if check is None or check.state not in RUNNING:
            return None
        check.state = "in_progress"
        check.started_at = check.started_at or utcnow()
        db.commit()
        options = AuditCrawlOptions(start_url=crawl_url(check.url), policy=get_settings().fetch_policy(),
                                    max_pages=check.max_pages, render=check.render,
                                    vitals_sample=3 if check.render else 0)
        workdir = Path(check.workdir)
        progress = _Progress(check.id, check.user_id, check.operation_id, check.max_pages)
    client = get_client()
    done: dict[str, Any] = {}
    try:
        with store.RecordWriter(client, check_id) as writer:
            for record in _stored_records(workdir):
                writer.add(record)
            for record in crawl_site(options, workdir):
                kind = record.get("kind")
                if kind == "progress":
                    progress(record.get("crawled", 0), record.get("queued", 0))
                elif kind == "done":
                    done = record
                else:
                    writer.add(record)
    except UnsafeAddress:
        return fail_check(check_id, "site_check.address_refused")
    crawled = store.page_count(client, check_id)
    if done.get("reason") == "error" or crawled == 0:
        log.warning("site check %s crawl ended %s: %s", check_id, done.get("reason"), done.get("error"))
        return fail_check(check_id, "site_check.timeout" if done.get("reason") == "timeout" else
                          "site_check.crawl_failed", crawled)
    progress(crawled, 0, force=True)
    return complete_check(check_id)


def complete_check(check_id: int) -> str:
    """Runs the site checks over what the store holds, then the health, overview and comparison."""
    client = get_client()
    with get_sessionmaker()() as db:
        check = db.get(SiteCheck, check_id)
        store.store_findings(client, check_id, audit_site(store.site_facts(client, check_id, check.url)))
        crawled = store.page_count(client, check_id)
        overview = store.overview(client, check_id)
        previous = db.scalar(select(SiteCheck.id).where(
            SiteCheck.site_id == check.site_id, SiteCheck.state == "completed", SiteCheck.id < check.id,
        ).order_by(SiteCheck.id.desc()).limit(1))
        comparison = {"previous_id": previous, "new": 0, "fixed": 0, "persisting": 0}
        if previous is not None:
            comparison |= store.compare_checks(client, previous, check_id)
        check.health_score = health_score(store.findings(client, check_id), crawled)
        check.counts = {"counts": overview.urls, "issues": overview.issues, "categories": overview.categories,
                        "comparison": comparison, "broken_links": store.broken_link_counts(client, check_id)}
        _finish(db, check, "completed", crawled)
    return "completed"


def fail_check(check_id: int, code: str, crawled: int = 0) -> str:
    with get_sessionmaker()() as db:
        check = db.get(SiteCheck, check_id)
        check.error = code
        _finish(db, check, "failed", crawled)
    return "failed"


def _finish(db: Session, check: SiteCheck, state: str, crawled: int) -> None:
    """Ends the check, gives back the pages it did not crawl, ends its operation (the ``job`` event), and
    removes the crawl's work directory (its records are in the store now)."""
    check.state, check.finished_at = state, utcnow()
    check.pages_crawled, check.pages_queued = crawled, 0
    site = db.get(Site, check.site_id)
    # Given back to the month the pages were taken from; a check that ran into the next month keeps them.
    same_month = check.created_at.strftime("%Y-%m") == current_period()
    if site is not None and check.max_pages > crawled and same_month:
        consume(db, db.get(User, site.creator_id), "pages_check", crawled - check.max_pages)
    db.commit()
    if check.workdir:
        shutil.rmtree(check.workdir, ignore_errors=True)
    if check.operation_id is not None:
        finish_operation(check.operation_id, state, {"site_check_id": check.id, "health_score": check.health_score,
                                                    "pages_crawled": crawled, "error": check.error})


# --- operators' retry (the audits fleet, api/audits/fleet.py) -------------------------------------


def retryable_checks(db: Session, since: datetime) -> list[SiteCheck]:
    """Checks that failed since ``since`` and are still their project's latest, with no check running."""
    latest = select(func.max(SiteCheck.id)).group_by(SiteCheck.site_id)
    return list(db.scalars(select(SiteCheck).where(
        SiteCheck.state == "failed", SiteCheck.finished_at >= since, SiteCheck.id.in_(latest)).order_by(SiteCheck.id)))


def requeue_failed(db: Session, since: datetime) -> list[int]:
    """Makes :func:`retryable_checks` pending again, as they started (their pages taken from the plan again,
    a fresh work directory, a new operation for the user who started it); committed. The caller sends
    their tasks."""
    ids = []
    for check in retryable_checks(db, since):
        site = db.get(Site, check.site_id)
        user = db.get(User, check.user_id) if check.user_id is not None else None
        consume(db, db.get(User, site.creator_id), "pages_check", check.max_pages - check.pages_crawled)
        check.state, check.error, check.health_score = "pending", None, None
        check.pages_crawled = check.pages_queued = 0
        check.started_at = check.finished_at = None
        check.workdir = str(get_settings().data_dir / "site_checks" / f"{check.id}-{secrets.token_hex(4)}")
        if user is not None:
            check.operation_id = start_operation(db, user, OPERATION_TYPE, site,
                                                 {"site_check_id": check.id, "retry": True}).id
        ids.append(check.id)
    db.commit()
    return ids


# --- reads ----------------------------------------------------------------------------------------


def check_for(db: Session, user: User, check_id: int) -> SiteCheck:
    """The check if the user may read its project; 404 otherwise (another user's check is not found)."""
    check = db.get(SiteCheck, check_id)
    if check is None:
        raise NotFound()
    site_for(db, user, check.site_id)
    return check


def check_out(check: SiteCheck, locale: str) -> schemas.SiteCheckOut:
    counts = check.counts or {}
    categories = counts.get("categories", {})
    return schemas.SiteCheckOut(
        id=check.id, site_id=check.site_id, url=check.url, state=check.state, pages_crawled=check.pages_crawled,
        pages_queued=check.pages_queued, max_pages=check.max_pages, render=check.render,
        health_score=check.health_score,
        counts=schemas.SeverityCounts(**counts.get("counts", {})),
        issues=schemas.SeverityCounts(**counts.get("issues", {})),
        categories=[
            schemas.CategoryCounts(
                category=str(category), title=category_title(category, locale),
                errors=categories.get(str(category), {}).get("error", 0),
                warnings=categories.get(str(category), {}).get("warning", 0),
                notices=categories.get(str(category), {}).get("notice", 0),
            )
            for category in Category
        ],
        comparison=schemas.Comparison(**counts.get("comparison", {})),
        created_at=check.created_at, started_at=check.started_at, finished_at=check.finished_at,
        error=translate(check.error, locale) if check.error else None, error_code=check.error,
    )


def category_title(category: Category | str, locale: str) -> str:
    texts = CATEGORY_TEXTS[str(category)]["title"]
    return texts.get(locale) or texts["en"]


def list_checks(db: Session, user: User, site_id: int, *, page: int, per_page: int, path: str,
                locale: str) -> dict:
    site = site_for(db, user, site_id)
    where = SiteCheck.site_id == site.id
    total = db.scalar(select(func.count()).select_from(SiteCheck).where(where)) or 0
    rows = db.scalars(select(SiteCheck).where(where).order_by(SiteCheck.id.desc())
                      .limit(per_page).offset((page - 1) * per_page)).all()
    return {"data": [check_out(row, locale) for row in rows], "meta": page_meta(total, page, per_page, path, len(rows))}


def latest_check(db: Session, user: User, site_id: int) -> SiteCheck:
    site = site_for(db, user, site_id)
    check = db.scalar(select(SiteCheck).where(SiteCheck.site_id == site.id).order_by(SiteCheck.id.desc()).limit(1))
    if check is None:
        raise NotFound("site_check.none")
    return check


def check_texts(check_id: str, locale: str) -> schemas.CheckTexts:
    check = BY_ID[check_id]
    return schemas.CheckTexts(check=check.id, category=str(check.category), severity=str(check.severity),
                              title=check.text("title", locale), description=check.text("description", locale),
                              fix=check.text("fix", locale))


def issues(check: SiteCheck, locale: str, category: str | None, severity: str | None) -> schemas.IssuesOut:
    """Checks with findings (catalogue order, texts in ``locale``) and the checks passed."""
    found = store.overview(get_client(), check.id).checks
    wanted = [c for c in CHECKS if (category is None or str(c.category) == category)
              and (severity is None or str(c.severity) == severity)]
    return schemas.IssuesOut(
        data=[schemas.IssueOut(**check_texts(c.id, locale).model_dump(), urls=found[c.id][0], findings=found[c.id][1])
              for c in wanted if c.id in found],
        passed=[schemas.PassedOut(check=c.id, category=str(c.category), title=c.text("title", locale))
                for c in wanted if c.id not in found],
    )


def issue_urls(check: SiteCheck, check_id: str, locale: str, *, page: int, per_page: int, path: str
               ) -> schemas.IssueUrlsOut:
    if check_id not in BY_ID:
        raise NotFound()
    total, rows = store.issue_urls(get_client(), check.id, check_id, page=page, per_page=per_page)
    return schemas.IssueUrlsOut(check=check_texts(check_id, locale),
                                data=[schemas.IssueUrl(url=url, evidence=evidence) for url, evidence in rows],
                                meta=page_meta(total, page, per_page, path, len(rows)))


def pages(check: SiteCheck, *, page: int, per_page: int, path: str, sort: str, order: str, q: str | None,
          status: str | None) -> dict:
    total, rows = store.pages(get_client(), check.id, page=page, per_page=per_page, sort=sort,
                              descending=order == "desc", q=q or None, status=status)
    return {"data": rows, "meta": page_meta(total, page, per_page, path, len(rows))}


def broken_links(check: SiteCheck, *, kind: str | None, page: int, per_page: int, path: str) -> dict:
    total, rows = store.broken_links(get_client(), check.id, kind=kind, page=page, per_page=per_page)
    return {"data": rows, "meta": page_meta(total, page, per_page, path, len(rows))}


def text_rows(check: SiteCheck, *, kind: str, verdict: str | None, page: int, per_page: int, path: str) -> dict:
    """The check-title / check-description rows, measured as the checks measure them."""
    total, rows = store.text_rows(get_client(), check.id, kind=kind, verdict=verdict, page=page, per_page=per_page)
    measure = title_length if kind == "title" else description_length
    data = []
    for url, text, cjk, verdict_of, duplicates in rows:
        length = measure(text or "", cjk)
        data.append(schemas.TextRow(url=url, text=text, length=length.characters, pixels=length.pixels,
                                    unit=length.reading, range=(length.minimum, length.maximum), verdict=verdict_of,
                                    duplicates=duplicates))
    return {"data": data, "meta": page_meta(total, page, per_page, path, len(rows))}


def latest_completed(db: Session, site: Site) -> SiteCheck | None:
    return db.scalar(select(SiteCheck).where(SiteCheck.site_id == site.id, SiteCheck.state == "completed")
                     .order_by(SiteCheck.id.desc()).limit(1))


def seo_section(db: Session, user: User | None, site: Site, wanted: set[str]) -> dict:
    """SPEC §3 dashboard: the latest completed check's health, findings and broken links (null before one)."""
    check = latest_completed(db, site)
    if check is None:
        return {"seo_optimization": None}
    counts = check.counts or {}
    # Checks completed before the counts were kept with them are counted from the store once asked.
    broken = counts.get("broken_links") or store.broken_link_counts(get_client(), check.id)
    return {"seo_optimization": schemas.SeoOptimization(
        site_check_id=check.id, health_score=check.health_score, pages_crawled=check.pages_crawled,
        finished_at=check.finished_at, issues=schemas.SeverityCounts(**counts.get("issues", {})),
        broken_links=schemas.BrokenLinkCounts(**broken))}


def link_suggestions(db: Session, user: User, site_id: int) -> schemas.SuggestionsOut:
    """SPEC §3: for each tracked keyword with a target URL, the pages of the latest completed check that
    mention it but do not link to the target (most mentions first), and those that already do."""
    site = site_for(db, user, site_id)
    check = latest_completed(db, site)
    if check is None:
        return schemas.SuggestionsOut(data=[], site_check_id=None)
    keywords = db.scalars(select(Keyword).where(Keyword.site_id == site.id, Keyword.target_url.is_not(None))
                          .order_by(Keyword.id)).all()
    client = get_client()
    data = []
    for keyword in keywords:
        found = store.mentions(client, check.id, keyword.text, keyword.target_url)
        data.append(schemas.KeywordSuggestion(
            keyword_id=keyword.id, keyword=keyword.text, target_url=keyword.target_url,
            suggestion_pages=[schemas.SuggestionPage(url=m.url, title=m.title, mentions=m.mentions)
                              for m in found if not m.links_to_target][:SUGGESTIONS_SHOWN],
            already_included_pages=[schemas.IncludedPage(url=m.url, title=m.title)
                                    for m in found if m.links_to_target][:SUGGESTIONS_SHOWN],
        ))
    return schemas.SuggestionsOut(data=data, site_check_id=check.id)
