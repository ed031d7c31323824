"""Work waits out a store that does not answer instead of failing: every task is an :class:`OutageRetryingTask`.

PostgreSQL restarting, Redis failing over, a ClickHouse node away for a few seconds: the job the user started is
not at fault, so it is tried again later — 10 s, doubling, every 5 minutes at most, for as long as the store stays
away (each try is logged) — and resumes what it had done (a site check's journal, a rank batch's stored SERPs).
Tasks that end their job as failed on any error let these errors through (``except store_outages(): raise``).
When the broker itself is away the retry cannot be sent: the message goes back to its queue (or, the broker being
unreachable, stays with it unacknowledged and is delivered again after the visibility timeout), never dropped."""

from __future__ import annotations

import logging

from celery import Task
from celery.exceptions import Reject

from api.core.errors import store_outages

log = logging.getLogger(__name__)

FIRST_DELAY_S = 10
LONGEST_DELAY_S = 300


def outage_delay(retries: int) -> int:
    """Seconds before the try after ``retries`` earlier ones: 10, 20, 40 … 300."""
    return min(FIRST_DELAY_S * 2 ** min(retries, 16), LONGEST_DELAY_S)


class OutageRetryingTask(Task):
    def __call__(self, *args, **kwargs):
        try:
            return super().__call__(*args, **kwargs)
        except store_outages() as exc:
            if self.request.called_directly or self.request.is_eager:  # run in the caller's process: it sees the error
                raise
            delay = outage_delay(self.request.retries)
            log.warning("%s[%s]: a store did not answer (%s); tried again in %d s", self.name, self.request.id,
                        type(exc).__name__, delay)
            try:
                raise self.retry(exc=exc, countdown=delay, max_retries=None) from exc
            except Reject as refused:  # the broker did not take the retry: keep the message, never drop the work
                raise Reject(refused.reason, requeue=True) from exc
