"""Page evaluations: submitting audits (one, a batch, imported pages, re-audits), listing, the report
and removal. Every audit counts one use of the project owner's monthly ``page_audit`` allowance
(SPEC §9) and runs as one job per submission (operation type ``page_audit``): the task audits each
page, the job's progress and its ``job`` event follow them as the rankings update's do.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from analytics.audits import page_audit
from analytics.audits.facts import url_key
from analytics.audits.scoring import ADVICE_TEXTS, ADVICE_WEIGHTS
from api.accounts.models import User
from api.audits.service import latest_completed
from api.core.errors import AppError, FieldError, LimitReached, NotFound, ValidationFailed
from api.core.i18n import translate
from api.core.pagination import page_meta
from api.core.store import get_client
from api.history.models import Operation
from api.history.service import start_operation
from api.page_audits import schemas
from api.page_audits.models import PageEvaluation
from api.plans.service import PlanDenied, consume, require, require_gate
from api.projects.access import site_for
from api.projects.models import Site
from api.projects.validation import RuleError, check_keywords, keyword_text, target_url

MAX_BATCH = 100
OPERATION_TYPE = "page_audit"


class SubmitFailed(AppError):
    """The audit could not be handed to the workers (the queue refused it)."""

    status_code = 503


# --- shapes ------------------------------------------------------------------------------------------


def state_of(evaluation: PageEvaluation) -> str:
    if evaluation.auditing:
        return "auditing"
    return "evaluated" if evaluation.success_audited else "failed"


def _state_message(evaluation: PageEvaluation, locale: str) -> str | None:
    state = state_of(evaluation)
    if state == "auditing":
        return translate("page_audit.crawling", locale)
    if state == "failed":
        status = (evaluation.result or {}).get("page", {}).get("status_code")
        return translate(evaluation.error or "page_audit.fetch_failed", locale, status=status)
    return None


def evaluation_out(evaluation: PageEvaluation, locale: str) -> schemas.PageEvaluationOut:
    return schemas.PageEvaluationOut(
        id=evaluation.id, site_id=evaluation.site_id, url=evaluation.url, title=evaluation.title,
        description=evaluation.description, target_keyword=evaluation.target_keyword, score=evaluation.score,
        auditing=evaluation.auditing, success_audited=evaluation.success_audited, state=state_of(evaluation),
        state_message=_state_message(evaluation, locale), error=evaluation.error,
        operation_id=evaluation.operation_id, audited_at=evaluation.audited_at,
        created_at=evaluation.created_at, updated_at=evaluation.updated_at)


def report_out(evaluation: PageEvaluation, locale: str) -> schemas.ReportOut:
    """The report: score, advice with its texts in ``locale``, keywords, duplicates, page facts, SERP."""
    result = evaluation.result or {}
    advice = [
        schemas.AdviceOut(id=item["id"], passed=item["passed"], weight=item.get("weight", ADVICE_WEIGHTS[item["id"]]),
                          title=ADVICE_TEXTS[item["id"]]["title"][locale],
                          fix=ADVICE_TEXTS[item["id"]]["fix"][locale], evidence=item.get("evidence", {}))
        for item in result.get("advice", [])
    ]
    serp = result.get("serp")
    if serp is not None:
        note = "page_audit.serp_unavailable" if serp.get("error") else (
            "page_audit.sandbox_serp" if serp.get("sandbox") else None)
        serp = {**serp, "message": translate(note, locale) if note and evaluation.target_keyword else None}
    return schemas.ReportOut(
        **evaluation_out(evaluation, locale).model_dump(),
        advice=advice, failed=sum(1 for item in advice if not item.passed),
        keywords=result.get("keywords") or {"target": [], "suggested": [], "terms": []},
        duplicates=result.get("duplicates"), page=result.get("page"), links=result.get("links"), serp=serp)


# --- reading -----------------------------------------------------------------------------------------


def list_evaluations(db: Session, user: User, site_id: int, *, page: int, per_page: int, path: str, locale: str,
                     auditing: bool | None = None, success_audited: bool | None = None,
                     target_keyword: str | None = None) -> dict:
    """SPEC §7 ``pages_evaluations``: the project's audited pages, newest first, with the filters."""
    site = site_for(db, user, site_id)
    stmt = select(PageEvaluation).where(PageEvaluation.site_id == site.id)
    if auditing is not None:
        stmt = stmt.where(PageEvaluation.auditing == auditing)
    if success_audited is not None:
        stmt = stmt.where(PageEvaluation.success_audited == success_audited)
    if target_keyword and target_keyword.strip():
        needle = target_keyword.strip().lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        stmt = stmt.where(func.lower(PageEvaluation.target_keyword).like(f"%{needle}%", escape="\\"))
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.scalars(stmt.order_by(PageEvaluation.created_at.desc(), PageEvaluation.id.desc())
                      .offset((page - 1) * per_page).limit(per_page)).all()
    notice = None
    if any(row.auditing for row in rows):
        notice = {"message": translate("page_audit.crawling", locale),
                  "hint": translate("page_audit.crawling_hint", locale)}
    return {"data": [evaluation_out(row, locale) for row in rows],
            "meta": page_meta(total, page, per_page, path, len(rows)), "notice": notice}


def evaluation_for(db: Session, user: User, evaluation_id: int, min_role: str = "viewer") -> PageEvaluation:
    """The evaluation if ``user`` may see its project (404 otherwise, as for the project)."""
    evaluation = db.get(PageEvaluation, evaluation_id)
    if evaluation is None:
        raise NotFound()
    site_for(db, user, evaluation.site_id, min_role)
    return evaluation


# --- submitting --------------------------------------------------------------------------------------


def _page_url(site: Site, value: str, field: str, errors: list[FieldError]) -> str | None:
    try:
        return target_url(value, site.domain)
    except RuleError as problem:
        errors.append(problem.at(field))
        return None


def _keyword(value: str, field: str, errors: list[FieldError], missing: str = "validation.required") -> str:
    keyword = keyword_text(value)
    if not keyword:
        errors.append(FieldError(field, missing))
        return ""
    try:
        check_keywords([keyword], (), 1)
    except RuleError as problem:
        errors.append(problem.at(field))
    return keyword


def _owner(db: Session, site: Site) -> User:
    return db.get(User, site.creator_id)


def _start(db: Session, user: User, site: Site, evaluations: Sequence[PageEvaluation]) -> Operation:
    """Charges the owner's allowance, marks ``evaluations`` auditing and records the job (committed).

    429 when nothing is left this month, or when less is left than the pages submitted.
    """
    owner = _owner(db, site)
    allowance = require(db, owner, "page_audit", site)
    if allowance.limited and len(evaluations) > allowance.remaining:
        raise LimitReached("page_audit.limit_exceeded", left=allowance.remaining, count=len(evaluations))
    for evaluation in evaluations:
        if evaluation.id is None:
            db.add(evaluation)
    db.flush()
    operation = start_operation(db, user, OPERATION_TYPE, site,
                                {"page_evaluation_ids": [evaluation.id for evaluation in evaluations]})
    for evaluation in evaluations:
        evaluation.auditing, evaluation.success_audited, evaluation.error = True, False, None
        evaluation.operation_id = operation.id
    consume(db, owner, "page_audit", len(evaluations))
    db.commit()
    return operation


def _existing(db: Session, site: Site, url: str, keyword: str) -> PageEvaluation | None:
    return db.scalars(select(PageEvaluation).where(
        PageEvaluation.site_id == site.id, PageEvaluation.url == url, PageEvaluation.target_keyword == keyword)
        .order_by(PageEvaluation.id.desc())).first()


def _pages(db: Session, site: Site, rows: Sequence[tuple[str, str]]) -> list[PageEvaluation]:
    """The evaluations of (url, keyword) pairs: the project's existing one (audited again) or a new one."""
    return [_existing(db, site, url, keyword) or PageEvaluation(site_id=site.id, url=url, target_keyword=keyword)
            for url, keyword in rows]


def add(db: Session, user: User, site_id: int, body: schemas.PageEvaluationIn) -> tuple[list[PageEvaluation], Operation]:
    """Audits one page against its target keyword (the same page and keyword is audited again)."""
    site = site_for(db, user, site_id, "manager")
    errors: list[FieldError] = []
    url = _page_url(site, body.url, "url", errors)
    keyword = _keyword(body.target_keyword, "target_keyword", errors)
    if errors:
        raise ValidationFailed(errors)
    evaluations = _pages(db, site, [(url, keyword)])
    return evaluations, _start(db, user, site, evaluations)


def batch(db: Session, user: User, site_id: int, body: schemas.BatchIn) -> tuple[list[PageEvaluation], Operation]:
    """SPEC §5/§6 batch audit: advanced plans only, every ticked page needs a keyword."""
    site = site_for(db, user, site_id, "manager")
    try:
        require_gate(db, _owner(db, site), "batch_audit")
    except PlanDenied:
        raise PlanDenied("page_audit.batch_advanced_only") from None
    if not body.pages:
        raise ValidationFailed(FieldError("pages", "page_audit.batch_empty"))
    if len(body.pages) > MAX_BATCH:
        raise ValidationFailed(FieldError("pages", "page_audit.batch_too_many", {"max": MAX_BATCH}))
    errors: list[FieldError] = []
    rows: list[tuple[str, str]] = []
    for index, item in enumerate(body.pages):
        url = _page_url(site, item.url, f"pages.{index}.url", errors)
        keyword = _keyword(item.target_keyword, f"pages.{index}.target_keyword", errors,
                           "page_audit.batch_keyword_required")
        if url is not None and (url, keyword) in rows:
            errors.append(FieldError(f"pages.{index}.url", "page_audit.url_repeated"))
        rows.append((url, keyword))
    if errors:
        raise ValidationFailed(errors)
    evaluations = _pages(db, site, rows)
    return evaluations, _start(db, user, site, evaluations)


def import_pages(db: Session, user: User, site_id: int, body: schemas.ImportIn) -> tuple[list[PageEvaluation], Operation]:
    """Audits pages of the latest completed site check, without a keyword (a batch audit can give
    them one)."""
    site = site_for(db, user, site_id, "manager")
    site_check = latest_completed(db, site)
    if site_check is None:
        raise ValidationFailed(FieldError("urls", "page_audit.no_site_check"))
    if not body.urls:
        raise ValidationFailed(FieldError("urls", "validation.required"))
    if len(body.urls) > MAX_BATCH:
        raise ValidationFailed(FieldError("urls", "page_audit.batch_too_many", {"max": MAX_BATCH}))
    errors: list[FieldError] = []
    checked = [(index, value, _page_url(site, value, f"urls.{index}", errors)) for index, value in enumerate(body.urls)]
    # As typed and as the URL rule writes it (Unicode host, no trailing slash): the crawl kept either.
    found = page_audit.crawled(get_client(), site_check.id, [u for _, value, url in checked for u in (value, url) if u])
    urls: list[str] = []
    for index, value, url in checked:
        if url is None:
            continue
        if url_key(value) not in found and url_key(url) not in found:
            errors.append(FieldError(f"urls.{index}", "page_audit.import_not_crawled"))
        elif url not in urls:
            urls.append(url)
    if errors:
        raise ValidationFailed(errors)
    evaluations = _pages(db, site, [(url, "") for url in urls])
    return evaluations, _start(db, user, site, evaluations)


def re_audit(db: Session, user: User, evaluation_id: int) -> tuple[PageEvaluation, Operation]:
    evaluation = evaluation_for(db, user, evaluation_id, "manager")
    return evaluation, _start(db, user, db.get(Site, evaluation.site_id), [evaluation])


def re_audit_all(db: Session, user: User, site_id: int) -> tuple[list[PageEvaluation], Operation]:
    site = site_for(db, user, site_id, "manager")
    evaluations = db.scalars(select(PageEvaluation).where(PageEvaluation.site_id == site.id)
                             .order_by(PageEvaluation.id)).all()
    if not evaluations:
        raise NotFound()
    return list(evaluations), _start(db, user, site, evaluations)


def failed_to_submit(db: Session, evaluations: Sequence[PageEvaluation], operation: Operation) -> None:
    """Ends a job the queue refused: its pages are failed, not left auditing forever."""
    for evaluation in evaluations:
        if evaluation.operation_id == operation.id:
            evaluation.auditing, evaluation.success_audited = False, False
            evaluation.error = "page_audit.system_error"
    operation.status = "failed"
    db.commit()


def destroy(db: Session, user: User, site_id: int, ids: Sequence[int]) -> list[int]:
    """SPEC §4: removes the project's evaluations among ``ids`` and returns the ids removed."""
    site = site_for(db, user, site_id, "manager")
    found = sorted(db.scalars(select(PageEvaluation.id).where(
        PageEvaluation.site_id == site.id, PageEvaluation.id.in_(set(ids)))).all())
    if found:
        db.execute(delete(PageEvaluation).where(PageEvaluation.id.in_(found)))
        db.commit()
    return found
