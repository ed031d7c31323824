"""Page audit's Celery task (queue ``crawl``): one submission's pages, one after another."""

from __future__ import annotations

import logging

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.core.db import get_sessionmaker
from api.history.models import Operation
from api.history.service import finish_operation, run_operation_task, update_progress
from api.page_audits import audit

log = logging.getLogger(__name__)


def run_operation(operation_id: int) -> dict:
    """Audits every page of the job, with progress; the job ends failed only when no page was evaluated."""
    with get_sessionmaker()() as db:
        operation = db.get(Operation, operation_id)
        if operation is None or operation.status != "in_progress":
            return {}
        ids = list(operation.detail.get("page_evaluation_ids", []))
    evaluated = failed = 0
    for done, evaluation_id in enumerate(ids, start=1):
        try:
            ok = audit.run_one(evaluation_id, operation_id)
        except Exception:  # one page's crash must not leave the others auditing; the trace is logged
            log.exception("page evaluation %s of job %s failed", evaluation_id, operation_id)
            audit.fail(evaluation_id, operation_id, "page_audit.system_error")
            ok = False
        evaluated, failed = evaluated + ok, failed + (not ok)
        update_progress(operation_id, round(100 * done / len(ids)))
    detail = {"evaluated": evaluated, "failed": failed}
    finish_operation(operation_id, "failed" if failed and not evaluated else "completed", detail)
    return detail


@shared_task(name="crawl.page_audits.run", acks_late=True)
def run(operation_id: int) -> dict:
    return run_operation_task(operation_id, "page audit job", lambda: run_operation(operation_id))
