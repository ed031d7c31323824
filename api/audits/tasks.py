"""The site checker's Celery task: one site check, on the crawl queue.

Acks late (the app's default): a worker killed mid-crawl leaves the task unacknowledged, it is
delivered again, and :func:`api.audits.service.run_check` resumes the check from its work directory.
"""

from __future__ import annotations

import logging

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.audits import service

log = logging.getLogger(__name__)


@shared_task(name="crawl.audits.run", acks_late=True)
def run(site_check_id: int) -> str | None:
    try:
        return service.run_check(site_check_id)
    except Exception:  # the check must end, whatever broke; the error is logged with its trace
        log.exception("site check %s failed", site_check_id)
        return service.fail_check(site_check_id, "site_check.crawl_failed")
