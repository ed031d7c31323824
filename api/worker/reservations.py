"""A live worker keeps the tasks it holds; a dead worker's tasks go back to the queue within minutes.

With acks late, the Redis broker keeps every message a worker took until the worker acknowledges it, with
the time it was taken (kombu's ``unacked_index``), and any worker's periodic sweep puts a message back on its
queue once that time is older than the visibility timeout. One fixed timeout cannot tell a worker killed
mid-crawl from one still crawling a large site: long enough for the crawl, the killed worker's work waits
hours; short, the crawl is handed to a second worker while the first still runs it. So every worker renews
the time of each message it holds, a few times per timeout: its own work is never handed over, and the work
of a worker that stopped renewing (``kill -9``, a lost machine) is delivered again after one timeout. The
tasks are written for that second delivery: a site check resumes from its crawl journal, a rank batch fetches
only what its first run did not store, a link batch's frontier lease expires."""

from __future__ import annotations

import logging
import time
from typing import ClassVar

import redis
from celery import bootsteps
from celery.worker import state

log = logging.getLogger(__name__)

# kombu's Redis transport: the sorted set of unacknowledged delivery tags, scored by when they were taken.
UNACKED_INDEX = "unacked_index"
RENEWALS_PER_TIMEOUT = 4


def broker_options(visibility_seconds: float) -> dict:
    """The Redis transport's options: the timeout, and a sweep often enough that a dead worker's task waits
    about one timeout (kombu's default sweeps every 100 s)."""
    return {"visibility_timeout": visibility_seconds,
            "unacked_restore_interval": max(1, min(10, round(visibility_seconds / 6))),
            "unacked_restore_throttle": 1}


def held_delivery_tags() -> list[str]:
    """The delivery tags of the messages this worker holds: received, running, or waiting for their ETA."""
    held = (*state.reserved_requests, *state.scheduled_requests)
    return list({request.message.delivery_tag for request in held})


def renew(client: redis.Redis, tags: list[str], now: float) -> None:
    """Marks ``tags`` as taken ``now``; a tag already acknowledged is left out (XX: update only)."""
    if tags:
        client.zadd(UNACKED_INDEX, dict.fromkeys(tags, now), xx=True)


class RenewReservations(bootsteps.StartStopStep):
    """The worker step that renews, from the worker's timer (the main process: the pool's children run the
    tasks, this process holds their messages)."""

    requires: ClassVar[set[str]] = {"celery.worker.components:Timer"}

    def __init__(self, worker, **kwargs) -> None:
        super().__init__(worker, **kwargs)
        self.client: redis.Redis | None = None
        self.timer_entry = None

    def start(self, worker) -> None:
        conf = worker.app.conf
        self.client = redis.Redis.from_url(conf.broker_url, socket_timeout=5, socket_connect_timeout=5)
        interval = conf.broker_transport_options["visibility_timeout"] / RENEWALS_PER_TIMEOUT
        self.timer_entry = worker.timer.call_repeatedly(interval, self.renew_held)

    def renew_held(self) -> None:
        try:
            renew(self.client, held_delivery_tags(), time.time())
        except redis.RedisError as exc:  # the broker is away: its sweep cannot run either; the next tick renews
            log.warning("could not renew the tasks this worker holds: %s", exc)

    def stop(self, worker) -> None:
        if self.timer_entry is not None:
            self.timer_entry.cancel()
        if self.client is not None:
            self.client.close()
