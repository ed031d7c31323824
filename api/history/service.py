"""Operation history: long jobs a user started, their progress, and the event when one ends.

Other areas call ``start_operation`` in the request that starts a job (it lands with that request's
commit), then ``update_progress`` and ``finish_operation`` from the worker, which open their own
sessions. Finishing publishes ``job`` {operation} on the user's event channel.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.db import get_sessionmaker, utcnow
from api.core.errors import store_outages
from api.core.events import publish, user_channel
from api.core.i18n import catalogue, translate
from api.core.pagination import paginate
from api.history.models import Operation
from api.history.schemas import OperationOut, OperationSite
from api.projects.models import Site

# SPEC §3's operation types; areas that add long jobs add their type here.
OPERATION_TYPES = frozenset(
    {"ranking_report", "keyword_on_page_check", "keyword_on_page_check_export", "keyword_gap_competitor",
     "ranking_update", "rank_check", "site_check", "ranking_drop_alert", "page_audit", "keyword_suggestions_export",
     "site_research_export"}
)
FINAL_STATUSES = frozenset({"completed", "failed"})  # SPEC §4; the first state is in_progress
PER_PAGE = 10


def start_operation(
    db: Session, user: User, type: str, site: Site | None = None, detail: dict | None = None
) -> Operation:
    """Records a job as in progress (flushed for its id, committed by the caller with its work)."""
    if type not in OPERATION_TYPES:
        raise ValueError(f"unknown operation type {type!r}")
    operation = Operation(
        user_id=user.id,
        site_id=site.id if site else None,
        type=type,
        status="in_progress",
        progress=0,
        detail=dict(detail or {}),
    )
    db.add(operation)
    db.flush()
    return operation


Answer = TypeVar("Answer")
log = logging.getLogger(__name__)


def wait_for_end(db: Session, read: Callable[[], Answer], in_progress: Callable[[Answer], bool],
                 seconds: float) -> Answer:
    """A short job's answer (``read``) once it has ended, or as it stands after ``seconds``: the route that
    queued it answers at once when the worker is quick, else with the job to follow."""
    deadline = time.monotonic() + seconds
    while True:
        answer = read()
        if not in_progress(answer) or time.monotonic() >= deadline:
            return answer
        db.rollback()  # end the read transaction, so that the next read sees the worker's commit
        time.sleep(0.25)


def update_progress(op_id: int, progress: int) -> None:
    """Sets a running job's progress (0-100); a finished or missing job is left alone."""
    with get_sessionmaker()() as db:
        operation = db.get(Operation, op_id)
        if operation is None or operation.status != "in_progress":
            return
        operation.progress = max(0, min(100, int(progress)))
        db.commit()


def finish_operation(op_id: int, status: str, detail: dict | None = None) -> Operation | None:
    """Ends a job as completed or failed and tells the user's browsers.

    Finishing twice (a retried task) changes nothing and publishes nothing the second time.
    """
    if status not in FINAL_STATUSES:
        raise ValueError(f"an operation ends completed or failed, not {status!r}")
    with get_sessionmaker()() as db:
        operation = db.get(Operation, op_id)
        if operation is None or operation.status != "in_progress":
            return operation
        operation.status = status
        operation.completed_at = utcnow()
        if status == "completed":
            operation.progress = 100
        if detail:
            operation.detail = {**operation.detail, **detail}
        db.commit()
        payload = OperationOut.model_validate(operation).model_dump(mode="json")
    publish(user_channel(operation.user_id), "job", {"operation": payload})
    return operation


def still_running(op_id: int) -> bool:
    """Whether the job has yet to end: a task delivered again after its job ended (the broker lost its
    acknowledgement) must not do the work twice — mail a report twice, say."""
    with get_sessionmaker()() as db:
        operation = db.get(Operation, op_id)
        return operation is not None and operation.status == "in_progress"


def run_operation_task(operation_id: int, what: str, work: Callable[[], Answer]) -> Answer | dict | None:
    """A task's work on an operation, unless the operation ended already (None): whatever breaks, the operation
    ends failed (the error logged with its trace, as ``what``) and the task answers ``{"error": name}`` — except a
    store that did not answer, which the task waits out."""
    if not still_running(operation_id):
        return None
    try:
        return work()
    except store_outages():  # waited out by the task (api/worker/outages.py)
        raise
    except Exception as exc:  # the operation must end, whatever broke
        log.exception("%s %s failed", what, operation_id)
        finish_operation(operation_id, "failed", {"error": type(exc).__name__})
        return {"error": type(exc).__name__}


# --- what a row says -------------------------------------------------------------------------------

# Per type: the summary's message code and parameters from the job's detail (None: nothing to say yet).
_Summary = Callable[[Operation], "tuple[str, dict] | None"]


def _site_check_summary(op: Operation) -> tuple[str, dict] | None:
    if op.status == "completed" and op.detail.get("health_score") is not None:
        return "history.summary.site_check", {"health": op.detail["health_score"],
                                              "pages": op.detail.get("pages_crawled", 0)}
    if op.status == "failed":
        return "history.summary.site_check_pages", {"pages": op.detail.get("pages_crawled", 0)}
    return None


def _counted(code: str, *keys: str) -> _Summary:
    """A summary of counts the job's detail holds once it ended (all of ``keys``)."""
    def summary(op: Operation) -> tuple[str, dict] | None:
        if op.status == "in_progress" or not all(key in op.detail for key in keys):
            return None
        return code, {key: op.detail[key] for key in keys}
    return summary


def _page_audit_summary(op: Operation) -> tuple[str, dict] | None:
    if op.status == "in_progress":
        return "history.summary.page_audit_pages", {"count": len(op.detail.get("page_evaluation_ids", []))}
    return _counted("history.summary.page_audit", "evaluated", "failed")(op)


SUMMARIES: dict[str, _Summary] = {
    "site_check": _site_check_summary,
    "ranking_update": _counted("history.summary.ranking_update", "ok", "failed"),
    "rank_check": lambda op: ("history.summary.rank_check", {"count": len(op.detail["results"])})
    if isinstance(op.detail.get("results"), list | dict) else None,
    "ranking_report": _counted("history.summary.ranking_report", "keywords"),
    "keyword_gap_competitor": _counted("history.summary.keyword_gap_competitor", "date"),
    "ranking_drop_alert": lambda op: ("history.summary.ranking_drop_alert", {
        "count": len(op.detail.get("keywords", [])), "threshold": op.detail.get("threshold", "—")})
    if "keywords" in op.detail else None,
    "page_audit": _page_audit_summary,
    "keyword_on_page_check": lambda op: ("history.summary.keyword_on_page_check", {
        "url": op.detail["result"]["final_url"], "count": len(op.detail["result"]["keywords"])})
    if op.status == "completed" and op.detail.get("result") else None,
    "keyword_on_page_check_export": _counted("history.summary.keyword_on_page_check_export", "url", "keywords"),
    "keyword_suggestions_export": _counted("history.summary.keyword_suggestions_export", "seed", "keywords"),
    "site_research_export": _counted("history.summary.site_research_export", "display", "rows_written"),
}

# Per type: the console path of the result, from the project's id and the job's detail.
LINKS: dict[str, Callable[[Operation], str | None]] = {
    "site_check": lambda op: f"/projects/{op.site_id}/site-audit/overview"
    + (f"?check={op.detail['site_check_id']}" if op.detail.get("site_check_id") else ""),
    "ranking_update": lambda op: f"/projects/{op.site_id}/rankings",
    "ranking_drop_alert": lambda op: f"/projects/{op.site_id}/rankings",
    "ranking_report": lambda op: f"/projects/{op.site_id}/rankings/reports",
    "keyword_gap_competitor": lambda op: f"/projects/{op.site_id}/keyword-gap",
    "page_audit": lambda op: f"/projects/{op.site_id}/site-audit/pages",
}
UNSCOPED_LINKS: dict[str, Callable[[Operation], str]] = {
    "rank_check": lambda op: f"/tool/rank-check?job={op.id}",
    "keyword_on_page_check": lambda op: f"/tool/keyword-on-page-check?job={op.id}",
    "keyword_on_page_check_export": lambda op: f"/tool/keyword-on-page-check?job={op.detail.get('check_id')}",
}


def reason_code(op: Operation) -> str | None:
    """Why a failed job failed, as a message code: the job's own (site_check.*, page_audit.*) when it
    wrote one, "no keyword/page could be done" when every item failed, else an unexpected error (a
    worker's exception class name is for the log, not for the user)."""
    if op.status != "failed":
        return None
    error = op.detail.get("error")
    if isinstance(error, str) and error in catalogue():
        return error
    if op.detail.get("ok") == 0 and op.detail.get("failed"):
        return "history.reason.no_keyword_checked"
    if op.detail.get("evaluated") == 0 and op.detail.get("failed"):
        return "history.reason.no_page_audited"
    if op.site_id is None and op.type in LINKS:
        return "history.reason.project_gone"
    return "history.reason.unexpected"


def describe(op: Operation, site: Site | None, locale: str) -> OperationOut:
    """The history row of ``op``: its project, what was done and how it came out, why it failed, and
    where its result is (none for a deleted project's job)."""
    out = OperationOut.model_validate(op)
    summary = SUMMARIES.get(op.type, lambda _: None)(op)
    code = reason_code(op)
    link = None
    if op.type in UNSCOPED_LINKS:
        link = UNSCOPED_LINKS[op.type](op)
    elif site is not None and op.type in LINKS:
        link = LINKS[op.type](op)
    return out.model_copy(update={
        "site": OperationSite(id=site.id, name=site.name, domain=site.domain) if site else None,
        "summary": translate(summary[0], locale, **summary[1]) if summary else None,
        "reason": translate(code, locale, **(op.detail.get("error_params") or {})) if code else None, "reason_code": code, "link": link})


def describe_rows(db: Session, rows: Sequence[Operation], locale: str) -> list[OperationOut]:
    site_ids = {op.site_id for op in rows if op.site_id is not None}
    sites = {site.id: site for site in db.scalars(select(Site).where(Site.id.in_(site_ids)))} if site_ids else {}
    return [describe(op, sites.get(op.site_id), locale) for op in rows]


def list_operations(db: Session, user: User, *, page: int, per_page: int, path: str, type: str | None = None,
                    site_id: int | None = None, locale: str = "zh-TW") -> dict:
    """The user's own operations, newest first, each described in ``locale``; only those of one ``type``
    and of one project when given."""
    stmt = (
        select(Operation)
        .where(Operation.user_id == user.id)
        .order_by(Operation.created_at.desc(), Operation.id.desc())
    )
    if type is not None:
        stmt = stmt.where(Operation.type == type)
    if site_id is not None:
        stmt = stmt.where(Operation.site_id == site_id)
    return paginate(
        db,
        stmt,
        page=page,
        per_page=per_page,
        path=path,
        serialize=lambda rows: describe_rows(db, rows, locale),
    )
