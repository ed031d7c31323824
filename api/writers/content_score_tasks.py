"""The content score's Celery task (queue ``crawl``): a keyword's term data, once per market. Beside the
writers' other parts (``api/writers/<part>/``) so that the worker finds it (api.worker.app.task_modules)."""

from __future__ import annotations

import logging

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.writers.scoring import prepare

log = logging.getLogger(__name__)


@shared_task(name="crawl.writers.content_terms", acks_late=True)
def prepare_terms(row_id: int) -> dict:
    try:
        return prepare.run(row_id)
    except Exception as exc:  # the row must not stay preparing, whatever broke; the trace is logged
        log.exception("content term data %s failed", row_id)
        prepare.fail(row_id)
        return {"error": type(exc).__name__}
