"""The daily domain and URL rating run (``crawl.links.compute_ratings``, scheduled in api.worker.app's
BEAT_SCHEDULE). Its body is :func:`analytics.links.ratings.compute_ratings`; the link crawl fleet's tasks are
in api/links/tasks.py."""

from __future__ import annotations

import logging
from dataclasses import asdict

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from analytics.links import ratings
from api.core.store import get_client

log = logging.getLogger(__name__)


@shared_task(name="crawl.links.compute_ratings", acks_late=True)
def compute_ratings() -> dict:
    run = ratings.compute_ratings(get_client())
    log.info("link ratings of %s: %s domains (%s edges), %s URLs (%s edges) in %.1f s", run.day, run.domains,
             run.domain_edges, run.urls, run.url_edges, run.seconds)
    return {**asdict(run), "day": run.day.isoformat()}
