"""The link crawl fleet's Celery tasks (queue ``crawl``): thin, named ``crawl.links.*``.

- ``crawl.links.feed`` (beat, every minute): expired leases back in the queue, the frontier seeded again when its
  schedule says, and batches sent so that ``links_workers`` run at once while URLs are due, the fleet is not
  paused and today's budget is not spent.
- ``crawl.links.batch``: one batch (:func:`crawler.links.crawl.run_lease`): lease → crawl in a child process →
  pages into the link store (:func:`analytics.links.store.record_pages`) → release. A worker killed mid-batch
  never releases its lease: the frontier gives its URLs to another worker when the lease's time is up.
- ``crawl.links.seed``: :func:`api.links.seeds.seed_frontier` now.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from dataclasses import asdict, replace

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from analytics.links.store import record_pages
from api.core.config import Settings, get_settings
from api.core.db import get_sessionmaker
from api.core.store import get_client
from api.links.bot_page import bot_user_agent
from api.links.fleet import get_frontier
from api.links.seeds import seed_frontier
from crawler.links.crawl import LinkCrawlOptions, run_lease

log = logging.getLogger(__name__)
SEEDED_AT = "seeded_at"  # frontier key: when it was last seeded
SENT = "sent"  # frontier key: batch tasks sent and not started yet (expires: a lost task blocks nothing for long)
SENT_TTL = 600


def crawl_options(settings: Settings) -> LinkCrawlOptions:
    """The fleet's fetch policy: the deployment's (guard, size cap, timeout, redirects), with the bot's own user
    agent naming the page that explains it."""
    return LinkCrawlOptions(replace(settings.fetch_policy(), user_agent=bot_user_agent(settings)),
                            min_delay=settings.links_min_delay_seconds)


@shared_task(name="crawl.links.batch", acks_late=True)
def batch() -> dict | None:
    settings = get_settings()
    frontier = get_frontier(settings)
    if int(frontier.r.decr(frontier.p + SENT)) < 0:
        frontier.r.set(frontier.p + SENT, 0)
    worker = f"{socket.gethostname()}:{os.getpid()}:{threading.get_ident()}"
    outcome = run_lease(frontier, worker, crawl_options(settings), settings.data_dir / "links",
                        lambda pages: record_pages(get_client(), pages))
    return None if outcome is None else asdict(outcome)


@shared_task(name="crawl.links.seed", acks_late=True)
def seed() -> dict:
    frontier = get_frontier()
    with get_sessionmaker()() as db:
        run = seed_frontier(frontier, get_client(), db)
    frontier.r.set(frontier.p + SEEDED_AT, time.time())
    return asdict(run)


@shared_task(name="crawl.links.feed", acks_late=True)
def feed() -> dict:
    """Keep the fleet fed within its budget (beat's entry)."""
    settings = get_settings()
    frontier = get_frontier(settings)
    returned = frontier.reap()
    every = frontier.schedule() or settings.links_seed_every_seconds
    seeded_at = float(frontier.r.get(frontier.p + SEEDED_AT) or 0)
    seeded = False
    if not frontier.paused() and time.time() - seeded_at >= every:
        frontier.r.set(frontier.p + SEEDED_AT, time.time())  # at once: a slow seed is not started twice
        seed.delay()
        seeded = True
    state = frontier.status()
    # Batches waiting in the queue (behind site audits, say) count as running: the queue does not pile up.
    room = settings.links_workers - state.leases - int(frontier.r.get(frontier.p + SENT) or 0)
    if state.paused or room <= 0 or not frontier.due():
        return {"sent": 0, "reaped": returned, "seeded": seeded}
    if state.budget is not None and state.fetched_today + state.in_flight >= state.budget:
        return {"sent": 0, "reaped": returned, "seeded": seeded}
    frontier.r.set(frontier.p + SENT, int(frontier.r.get(frontier.p + SENT) or 0) + room, ex=SENT_TTL)
    for _ in range(room):
        batch.delay()
    return {"sent": room, "reaped": returned, "seeded": seeded}
