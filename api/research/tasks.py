"""Keyword research's Celery tasks (``reports.…``: the mailed Excel export)."""

from __future__ import annotations

import logging

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.history.service import finish_operation
from api.research import export

log = logging.getLogger(__name__)


@shared_task(name="reports.research.suggestions_export", acks_late=True)
def mail_suggestions(operation_id: int, ideas: list[dict]) -> None:
    try:
        export.mail_export(operation_id, ideas)
    except Exception as exc:  # the operation must end, whatever broke; the error is logged with its trace
        log.exception("keyword suggestions export %s failed", operation_id)
        finish_operation(operation_id, "failed", {"error": type(exc).__name__})
