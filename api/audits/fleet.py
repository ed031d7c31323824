"""The "audits" fleet of the crawl operations screen: the site checks, whose crawls start in
api/audits/tasks.py. They start on demand (no schedule); while the fleet is paused or today's page budget is
spent a check's task leaves it pending and asks again later. The public page checker (one page, paced per
caller and held to two crawls in the whole deployment by api/audits/checker.py) is not part of it.
Registered at import (api/operations/service.py imports it)."""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from analytics.operations.queries import audit_pages_since
from api.audits import service
from api.audits.models import SiteCheck
from api.core.db import get_sessionmaker, utcnow
from api.core.store import get_client
from api.operations.control import ControlledFleet, day_start, dispatch_allowance
from api.operations.fleets import FleetStatus, register

FLEET = "audits"
RATE_WINDOW = timedelta(minutes=5)
HOLD_SECONDS = 60  # a held site check's task asks again this often


def may_start(now: datetime | None = None) -> bool:
    """Whether a site check may start its crawl now: the fleet is not paused and the pages
    the audits stored today are below its daily budget."""
    now = now or utcnow()
    with get_sessionmaker()() as db:
        return dispatch_allowance(db, FLEET, lambda: audit_pages_since(get_client(), day_start(now)), now) != 0


def _count(db: Session, state: str) -> int:
    return db.scalar(select(func.count()).select_from(SiteCheck).where(SiteCheck.state == state)) or 0


def _kind(code: str | None) -> str:
    return (code or "unknown").removeprefix("site_check.")


class AuditsFleet(ControlledFleet):
    name = FLEET

    def status(self, db: Session) -> FleetStatus:
        now = utcnow()
        since = day_start(now)
        current = self.controls(db)
        client = get_client()
        errors = Counter(_kind(code) for code in db.scalars(select(SiteCheck.error).where(
            SiteCheck.state == "failed", SiteCheck.finished_at >= since)))
        return FleetStatus(
            name=self.name, paused=current.paused,
            queued=_count(db, "pending"), running=_count(db, "in_progress"),
            pages_per_second=round(audit_pages_since(client, now - RATE_WINDOW) / RATE_WINDOW.total_seconds(), 3),
            fetched_today=audit_pages_since(client, since), daily_budget=current.daily_budget, every_seconds=None,
            errors_by_kind=dict(errors), failed_jobs=len(service.retryable_checks(db, since)), updated_at=now)

    def retry_failed(self, db: Session) -> int:
        from api.audits import tasks  # the tasks module imports the worker app: only when work is sent

        self.refuse_when_paused(db)
        ids = service.requeue_failed(db, day_start(utcnow()))
        for check_id in ids:
            tasks.run.delay(check_id)
        return len(ids)


AUDITS = register(AuditsFleet())
