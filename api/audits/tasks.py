"""The site checker's Celery tasks, on the crawl queue: one site check, and one page of the public checker.

Acks late (the app's default): a worker killed mid-crawl leaves the task unacknowledged, it is
delivered again, and :func:`api.audits.service.run_check` resumes the check from its work directory.
"""

from __future__ import annotations

import logging

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.audits import checker, fleet, service
from api.core.errors import store_outages

log = logging.getLogger(__name__)


@shared_task(name="crawl.audits.run", bind=True, acks_late=True, max_retries=None)
def run(self, site_check_id: int) -> str | None:
    """One site check; while the audits fleet is paused or its daily budget spent the check stays pending
    and its task is sent again later (no worker thread waits)."""
    if not fleet.may_start():
        raise self.retry(countdown=fleet.HOLD_SECONDS)
    try:
        return service.run_check(site_check_id)
    except store_outages():  # waited out by the task (api/worker/outages.py); the journal resumes the crawl
        raise
    except Exception:  # the check must end, whatever broke; the error is logged with its trace
        log.exception("site check %s failed", site_check_id)
        return service.fail_check(site_check_id, "site_check.crawl_failed")


@shared_task(name="crawl.audits.check_page", bind=True, acks_late=True, max_retries=None)
def check_page(self, job_id: str) -> str | None:
    """One page check; while every crawl slot is held it is sent again shortly (the job stays queued and
    no worker thread waits)."""
    try:
        state = checker.run_job(job_id)
    except store_outages():
        raise
    except Exception:  # same as run
        log.exception("page check %s failed", job_id)
        return checker.finish_job(job_id, "failed", error="site_check.crawl_failed")
    if state == checker.WAIT:
        raise self.retry(countdown=checker.SLOT_WAIT_SECONDS)
    return state
