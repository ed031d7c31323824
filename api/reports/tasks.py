"""Report mails' Celery tasks (queue ``reports``): beat finds the projects due, one task per project sends."""

from __future__ import annotations

from datetime import date, datetime

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.core.db import get_sessionmaker, utcnow
from api.reports import service


@shared_task(name="reports.weekly.dispatch", acks_late=True)
def dispatch_weekly(now: str | None = None) -> dict:
    """Beat's hourly entry: each project whose Monday 08:00 has come and that owes this week's mail
    (``now``, an ISO time, replays a given hour)."""
    with get_sessionmaker()() as db:
        due = service.due_weekly(db, datetime.fromisoformat(now) if now else utcnow())
    for site_id, end in due:
        send_weekly.delay(site_id, end.isoformat())
    return {"projects": len(due)}


@shared_task(name="reports.weekly.send", acks_late=True)
def send_weekly(site_id: int, end: str) -> dict:
    with get_sessionmaker()() as db:
        return service.send_weekly(db, site_id, date.fromisoformat(end))


@shared_task(name="reports.monthly.dispatch", acks_late=True)
def dispatch_monthly(now: str | None = None) -> dict:
    """Beat's hourly entry: each project whose 1st, 08:00, has come and that owes the last month's mail."""
    with get_sessionmaker()() as db:
        due = service.due_monthly(db, datetime.fromisoformat(now) if now else utcnow())
    for site_id, month in due:
        send_monthly.delay(site_id, month)
    return {"projects": len(due)}


@shared_task(name="reports.monthly.send", acks_late=True)
def send_monthly(site_id: int, month: str) -> dict:
    with get_sessionmaker()() as db:
        return service.send_monthly(db, site_id, month)
