"""The link crawl fleet as the crawl operations screen sees and steers it (:class:`LinkFleet`, registered at
import), and the frontier every part of the fleet shares (:func:`get_frontier`).

The frontier's Redis: ``links_frontier_url``, else ``redis_url``, else the Celery broker's (cluster mode). Embedded
mode has no Redis server: the frontier lives on fakeredis in the process that owns the embedded worker (the
``ranklens up`` process, where the Celery worker and beat run as threads and the crawl children are started),
so the same code runs in both modes; it is not kept across restarts — the seeding task fills it again from the
stored SERPs, audits and competitors, and the link store's writes are idempotent, so a restart costs refetches,
never wrong data. Importing this module needs no Redis: :meth:`LinkFleet.status` of an unreachable frontier says
so in its sources instead of raising.
"""

from __future__ import annotations

from datetime import UTC, datetime
from functools import lru_cache

from sqlalchemy.orm import Session

from api.core.config import Settings, get_settings
from api.operations.fleets import FleetStatus, SourceHealth, register
from crawler.links.frontier import Frontier

NAME = "links"
PREFIX = "links:"


def frontier_url(settings: Settings) -> str | None:
    """Where the frontier lives; None in embedded mode (in-process)."""
    if settings.embedded and not settings.links_frontier_url:
        return None
    return settings.links_frontier_url or settings.redis_url or settings.broker_url


@lru_cache(maxsize=1)
def _redis(url: str | None):
    if url is None:
        import fakeredis

        return fakeredis.FakeRedis(server=fakeredis.FakeServer())
    import redis

    return redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=10)


def get_frontier(settings: Settings | None = None) -> Frontier:
    settings = settings or get_settings()
    return Frontier(_redis(frontier_url(settings)), PREFIX, default_delay=settings.links_min_delay_seconds,
                    default_budget=settings.links_daily_budget)


class LinkFleet:
    name = NAME

    def status(self, db: Session) -> FleetStatus:
        settings = get_settings()
        now = datetime.now(UTC)
        try:
            frontier = get_frontier(settings)
            state = frontier.status()
        except Exception as problem:  # noqa: BLE001 (any failure of the store: the screen shows it)
            return FleetStatus(
                name=NAME, paused=False, queued=0, running=0, pages_per_second=0.0, fetched_today=0,
                daily_budget=settings.links_daily_budget, every_seconds=None, updated_at=now,
                sources=(SourceHealth("frontier", configured=True, healthy=False,
                                      last_error=f"{type(problem).__name__}: {problem}"[:300]),))
        return FleetStatus(
            name=NAME, paused=state.paused, queued=state.queued, running=state.in_flight,
            pages_per_second=state.pages_per_second, fetched_today=state.fetched_today, daily_budget=state.budget,
            every_seconds=state.schedule or settings.links_seed_every_seconds, errors_by_kind=state.errors_today, frontier_hosts=state.hosts,
            failed_jobs=state.failed, updated_at=now,
            sources=(SourceHealth("frontier", configured=True, healthy=True),
                     SourceHealth("direct", configured=True, healthy=True,
                                  quota_used=state.fetched_today, quota_limit=state.budget)))

    def pause(self, db: Session) -> None:
        get_frontier().pause()

    def resume(self, db: Session) -> None:
        get_frontier().resume()

    def set_budget(self, db: Session, daily_budget: int | None) -> None:
        get_frontier().set_budget(daily_budget)

    def set_schedule(self, db: Session, every_seconds: int | None) -> None:
        """How often the frontier is seeded again (None: the deployment's ``links_seed_every_seconds``)."""
        get_frontier().set_schedule(every_seconds)

    def retry_failed(self, db: Session) -> int:
        """URLs given up after repeated timeouts (or unreadable robots.txt) queued again."""
        return get_frontier().retry_failed()


register(LinkFleet())
