"""The "serp" fleet of the crawl operations screen: rank checks (the daily dispatcher's batches, manual
updates and rank-check tool runs), the SERP sources they fetch through, and the keyword providers.
Registered at import (api/operations/service.py imports it)."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from analytics.operations.queries import SerpActivity, keyword_source_activity, serp_activity
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.store import get_client
from api.history.models import Operation
from api.operations.control import ControlledFleet, day_start
from api.operations.fleets import FleetStatus, SourceHealth, register
from api.rankings import pipeline
from crawler.keywords import sources as keyword_sources
from crawler.serp import sources as serp_sources

RATE_WINDOW = timedelta(minutes=5)
JOB_TYPES = ("ranking_update", "rank_check")  # the users' own rank-check jobs (operation history)


class SerpFleet(ControlledFleet):
    name = pipeline.FLEET
    default_every_seconds = pipeline.DISPATCH_EVERY_SECONDS

    def status(self, db: Session) -> FleetStatus:
        now = utcnow()
        current = self.controls(db)
        activity = serp_activity(get_client(), day_start(now), now - RATE_WINDOW)
        running = db.scalar(select(func.count()).select_from(Operation).where(
            Operation.type.in_(JOB_TYPES), Operation.status == "in_progress")) or 0
        return FleetStatus(
            name=self.name, paused=current.paused, queued=pipeline.live_leases(db, now), running=running,
            pages_per_second=round(activity.pages_recent / RATE_WINDOW.total_seconds(), 3),
            fetched_today=activity.attempts_today, daily_budget=current.daily_budget,
            every_seconds=current.every_seconds,
            errors_by_kind=activity.errors_by_kind, failed_jobs=activity.failed_keys,
            sources=(*serp_health(activity), *keyword_health(now)), updated_at=now)

    def retry_failed(self, db: Session) -> int:
        from api.rankings import tasks  # the tasks module imports the worker app: only when work is sent

        self.refuse_when_paused(db)
        runs = pipeline.failed_today(db)
        for batch in runs:
            tasks.fetch.delay([check.to_dict() for check in batch])
        return sum(len(batch) for batch in runs)


def serp_health(activity: SerpActivity) -> list[SourceHealth]:
    """The failover chain's sources in order (and any other that answered today): the sandbox is not a
    configured source; a source is healthy until its latest attempt today failed; its quota used is
    today's attempts (the providers' limits are their accounts', not known here)."""
    names = list(dict.fromkeys([*serp_sources.source_names(get_settings()), *activity.sources]))
    health = []
    for name in names:
        seen = activity.sources.get(name)
        health.append(SourceHealth(
            name=name, configured=name != "sandbox", healthy=seen is None or seen.last_ok,
            quota_used=seen.attempts if seen else 0,
            last_error=seen.last_error if seen is not None and not seen.last_ok else None))
    return health


def keyword_health(now) -> list[SourceHealth]:
    """The keyword providers in their failover order: figures answered today as the quota used. Their
    failures are answered to the user and not stored, so health is whether one answered in the last week
    (or none was asked yet)."""
    answered = keyword_source_activity(get_client(), day_start(now))
    health = []
    for name in keyword_sources.source_names(get_settings()):
        today, last = answered.get(name, (0, None))
        health.append(SourceHealth(
            name=f"keywords.{name}", configured=name != "sandbox",
            healthy=last is None or now - last < timedelta(days=7), quota_used=today))
    return health


register(SerpFleet())
