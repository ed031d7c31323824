"""Competitor research's Celery tasks (``reports.…``: the mailed Excel export); api/links/tasks.py is the link
crawl's."""

from __future__ import annotations

import logging

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.history.service import finish_operation
from api.links import export

log = logging.getLogger(__name__)


@shared_task(name="reports.links.research_export", acks_late=True)
def mail_research(operation_id: int) -> None:
    try:
        export.mail_export(operation_id)
    except Exception as exc:  # the operation must end, whatever broke; the error is logged with its trace
        log.exception("site research export %s failed", operation_id)
        finish_operation(operation_id, "failed", {"error": type(exc).__name__})
