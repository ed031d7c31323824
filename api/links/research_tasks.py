"""Competitor research's Celery tasks (``reports.…``: the mailed Excel export); api/links/tasks.py is the link
crawl's."""

from __future__ import annotations

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.history.service import run_operation_task
from api.links import export


@shared_task(name="reports.links.research_export", acks_late=True)
def mail_research(operation_id: int) -> None:
    run_operation_task(operation_id, "site research export", lambda: export.mail_export(operation_id))
