"""The small tools' Celery task: the keyword-on-page check's fetch and count."""

from __future__ import annotations

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.history.service import run_operation_task
from api.tools import on_page_check


@shared_task(name="crawl.tools.keyword_on_page_check", acks_late=True)
def keyword_on_page_check(operation_id: int) -> None:
    run_operation_task(operation_id, "keyword on-page check", lambda: on_page_check.run(operation_id))
