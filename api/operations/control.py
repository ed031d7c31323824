"""The controls of the fleets whose dispatchers live in this application (SERP checks, site audits): one
row per fleet (:class:`~api.operations.models.FleetControl`), read by the dispatchers through
:func:`dispatch_allowance` before they start any work, and changed by the fleets' ``pause``, ``resume``,
``set_budget`` and ``set_schedule``. The link crawl keeps its controls in its own frontier."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta

from sqlalchemy.orm import Session

from api.core.db import utcnow
from api.core.errors import AppError
from api.operations.models import FleetChange, FleetControl


@dataclass(frozen=True)
class Controls:
    paused: bool = False
    daily_budget: int | None = None
    every_seconds: int | None = None
    last_dispatch_at: datetime | None = None


def day_start(now: datetime) -> datetime:
    """The start of ``now``'s UTC day: budgets and "today" figures count from here."""
    return datetime.combine(now.astimezone(UTC).date(), time(0), UTC)


def controls(db: Session, fleet: str, *, every_seconds: int | None = None) -> Controls:
    """The fleet's controls; ``every_seconds`` is its default schedule when no operator set one."""
    row = db.get(FleetControl, fleet)
    if row is None:
        return Controls(every_seconds=every_seconds)
    return Controls(row.paused, row.daily_budget, row.every_seconds or every_seconds, row.last_dispatch_at)


def _row(db: Session, fleet: str) -> FleetControl:
    row = db.get(FleetControl, fleet)
    if row is None:
        row = FleetControl(fleet=fleet, paused=False)
        db.add(row)
    return row


def change(db: Session, fleet: str, **values: object) -> None:
    """Sets some of the fleet's controls (paused, daily_budget, every_seconds); committed."""
    row = _row(db, fleet)
    for name, value in values.items():
        setattr(row, name, value)
    row.updated_at = utcnow()
    db.commit()


def record(db: Session, fleet: str, action: str, user_id: int | None, detail: dict | None = None) -> None:
    """Who changed what on a fleet, and when (every fleet's changes, wherever it keeps its controls);
    the control row, when the fleet has one, names its last changer. Committed."""
    db.add(FleetChange(fleet=fleet, action=action, user_id=user_id, detail=detail or {}))
    row = db.get(FleetControl, fleet)
    if row is not None:
        row.updated_by = user_id
    db.commit()


def dispatch_allowance(db: Session, fleet: str, done_today: Callable[[], int], now: datetime, *,
                       every_seconds: int | None = None, periodic: bool = False) -> int | None:
    """How much new work the fleet's dispatcher may start now: 0 when paused, when the daily budget is
    spent (``done_today`` counts the fleet's work of today; asked only when there is a budget) or, for its
    ``periodic`` dispatch, when its schedule's interval has not passed since the last one; else what is
    left of the budget (None: no budget). A periodic dispatch that may run is noted as the last one
    (committed)."""
    current = controls(db, fleet, every_seconds=every_seconds)
    if current.paused:
        return 0
    if periodic and current.every_seconds and current.last_dispatch_at is not None \
            and now < current.last_dispatch_at + timedelta(seconds=current.every_seconds):
        return 0
    left = None if current.daily_budget is None else max(current.daily_budget - done_today(), 0)
    if left == 0:
        return 0
    if periodic:
        _row(db, fleet).last_dispatch_at = now
        db.commit()
    return left


class ScheduleUnsupported(AppError):
    status_code = 409
    code = "operations.schedule_unsupported"


class FleetPaused(AppError):
    status_code = 409
    code = "operations.fleet_paused"


class ControlledFleet:
    """The controls half of a :class:`~api.operations.fleets.Fleet` whose controls live in this table.
    ``default_every_seconds`` is its periodic dispatch's default interval, None for a fleet that only
    starts work on demand (it has no schedule to change)."""

    name: str
    default_every_seconds: int | None = None

    def controls(self, db: Session) -> Controls:
        return controls(db, self.name, every_seconds=self.default_every_seconds)

    def pause(self, db: Session) -> None:
        change(db, self.name, paused=True)

    def resume(self, db: Session) -> None:
        change(db, self.name, paused=False)

    def set_budget(self, db: Session, daily_budget: int | None) -> None:
        change(db, self.name, daily_budget=daily_budget)

    def set_schedule(self, db: Session, every_seconds: int | None) -> None:
        if self.default_every_seconds is None:
            raise ScheduleUnsupported()
        change(db, self.name, every_seconds=every_seconds)

    def refuse_when_paused(self, db: Session) -> None:
        """A retry starts work: not while the operators hold the fleet."""
        if self.controls(db).paused:
            raise FleetPaused()
