"""Keyword research's Celery tasks (``reports.…``: the mailed Excel export)."""

from __future__ import annotations

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.history.service import run_operation_task
from api.research import export


@shared_task(name="reports.research.suggestions_export", acks_late=True)
def mail_suggestions(operation_id: int, ideas: list[dict]) -> None:
    run_operation_task(operation_id, "keyword suggestions export", lambda: export.mail_export(operation_id, ideas))
