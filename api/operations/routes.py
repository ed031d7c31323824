"""Crawl operations API (issue 14): admins see and steer every spider fleet. Thin routes over
api/operations/service.py; everyone but an admin gets 403."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Request

from api.core.errors import request_locale
from api.deps import AdminUser, DbSession
from api.operations import schemas, service

router = APIRouter(prefix="/operations", tags=["operations"])
FleetName = Annotated[str, Path(max_length=40)]


@router.get("/fleets", response_model=schemas.FleetsOut)
def list_fleets(request: Request, db: DbSession, user: AdminUser) -> schemas.FleetsOut:
    """Every fleet: queue, running jobs, pages per second, today's fetches and budget, errors by kind,
    frontier, failed jobs, and the health and quota of the sources it fetches through."""
    return service.list_fleets(db, request_locale(request))


@router.get("/changes", response_model=schemas.FleetChangesOut)
def list_changes(db: DbSession, user: AdminUser) -> schemas.FleetChangesOut:
    """The latest operator changes to the fleets (who, when, what), newest first."""
    return service.recent_changes(db)


@router.post("/fleets/{name}/pause", response_model=schemas.FleetOut)
def pause_fleet(name: FleetName, request: Request, db: DbSession, user: AdminUser) -> schemas.FleetOut:
    """The fleet's dispatcher starts no new work until it is resumed; work already running ends."""
    return service.pause(db, user, name, request_locale(request))


@router.post("/fleets/{name}/resume", response_model=schemas.FleetOut)
def resume_fleet(name: FleetName, request: Request, db: DbSession, user: AdminUser) -> schemas.FleetOut:
    return service.resume(db, user, name, request_locale(request))


@router.put("/fleets/{name}", response_model=schemas.FleetOut)
def update_fleet(name: FleetName, body: schemas.FleetSettingsIn, request: Request, db: DbSession,
                 user: AdminUser) -> schemas.FleetOut:
    """Changes the fleet's daily budget (null: none) and its schedule (seconds between dispatches)."""
    return service.update(db, user, name, body, request_locale(request))


@router.post("/fleets/{name}/retry", response_model=schemas.RetryOut)
def retry_fleet(name: FleetName, db: DbSession, user: AdminUser) -> schemas.RetryOut:
    """Queues the fleet's failed jobs of today again; answers how many."""
    return service.retry(db, user, name)
