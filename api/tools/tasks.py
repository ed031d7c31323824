"""The small tools' Celery task: the keyword-on-page check's fetch and count."""

from __future__ import annotations

import logging

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.history.service import finish_operation
from api.tools import on_page_check

log = logging.getLogger(__name__)


@shared_task(name="crawl.tools.keyword_on_page_check", acks_late=True)
def keyword_on_page_check(operation_id: int) -> None:
    try:
        on_page_check.run(operation_id)
    except Exception as exc:  # the operation must end, whatever broke; the error is logged with its trace
        log.exception("keyword on-page check %s failed", operation_id)
        finish_operation(operation_id, "failed", {"error": type(exc).__name__})
