"""Crawl operations: every registered fleet's status and the operators' changes to it, each recorded.
The API lists whatever :func:`api.operations.fleets.fleets` holds; each area's fleet registers itself when
its module is imported, here."""

from __future__ import annotations

import logging
from dataclasses import asdict

from sqlalchemy import select
from sqlalchemy.orm import Session

import api.audits.fleet
import api.links.fleet
import api.rankings.fleet  # noqa: F401  (these imports register the fleets)
from api.accounts.models import User
from api.core.errors import NotFound
from api.core.i18n import translate
from api.operations import control, schemas
from api.operations.fleets import Fleet, FleetStatus, fleet, fleets
from api.operations.models import FleetChange

log = logging.getLogger(__name__)


def fleet_named(name: str) -> Fleet:
    found = fleet(name)
    if found is None:
        raise NotFound("operations.fleet_not_found")
    return found


def _out(status: FleetStatus, locale: str) -> schemas.FleetOut:
    data = asdict(status) | {"errors_by_kind": dict(status.errors_by_kind)}
    return schemas.FleetOut(**data, schedule=status.schedule,
                            title=translate(f"operations.fleet.{status.name}", locale))


def fleet_out(db: Session, item: Fleet, locale: str) -> schemas.FleetOut:
    """The fleet's status; a fleet that cannot report (its store down) is listed with the reason."""
    try:
        return _out(item.status(db), locale)
    except Exception:  # one fleet's broken store must not hide the others from the operators
        log.exception("fleet %s could not report its status", item.name)
        db.rollback()
        empty = FleetStatus(name=item.name, paused=False, queued=0, running=0, pages_per_second=0.0,
                            fetched_today=0, daily_budget=None, every_seconds=None)
        return _out(empty, locale).model_copy(update={"error": translate("operations.status_failed", locale)})


def list_fleets(db: Session, locale: str) -> schemas.FleetsOut:
    return schemas.FleetsOut(data=[fleet_out(db, item, locale) for item in fleets()])


def pause(db: Session, user: User, name: str, locale: str) -> schemas.FleetOut:
    item = fleet_named(name)
    item.pause(db)
    control.record(db, name, "pause", user.id)
    return fleet_out(db, item, locale)


def resume(db: Session, user: User, name: str, locale: str) -> schemas.FleetOut:
    item = fleet_named(name)
    item.resume(db)
    control.record(db, name, "resume", user.id)
    return fleet_out(db, item, locale)


def update(db: Session, user: User, name: str, body: schemas.FleetSettingsIn, locale: str) -> schemas.FleetOut:
    item = fleet_named(name)
    given = body.model_fields_set
    if "every_seconds" in given:
        item.set_schedule(db, body.every_seconds)
        control.record(db, name, "schedule", user.id, {"every_seconds": body.every_seconds})
    if "daily_budget" in given:
        item.set_budget(db, body.daily_budget)
        control.record(db, name, "budget", user.id, {"daily_budget": body.daily_budget})
    return fleet_out(db, item, locale)


def retry(db: Session, user: User, name: str) -> schemas.RetryOut:
    item = fleet_named(name)
    requeued = item.retry_failed(db)
    control.record(db, name, "retry", user.id, {"requeued": requeued})
    return schemas.RetryOut(requeued=requeued)


CHANGES_SHOWN = 20


def recent_changes(db: Session, limit: int = CHANGES_SHOWN) -> schemas.FleetChangesOut:
    """The latest operator changes to any fleet, newest first, with who made them."""
    rows = db.execute(select(FleetChange, User.email).outerjoin(User, User.id == FleetChange.user_id)
                      .order_by(FleetChange.id.desc()).limit(limit))
    return schemas.FleetChangesOut(data=[
        schemas.FleetChangeOut(fleet=change.fleet, action=change.action, detail=change.detail, user_email=email,
                               created_at=change.created_at) for change, email in rows])
