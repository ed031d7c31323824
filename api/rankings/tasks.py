"""Rank tracking's Celery tasks: thin, named by queue (``serp.…`` fetch, ``reports.…`` export)."""

from __future__ import annotations

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.core.config import get_settings
from api.core.db import get_sessionmaker
from api.history.service import finish_operation, run_operation_task, update_progress
from api.rankings import alerts, export, pipeline, rank_check, universe
from api.rankings.scheduling import PlannedCheck
from crawler.serp.sources import chain_from_settings


@shared_task(name="serp.rankings.dispatch", acks_late=True)
def dispatch() -> dict:
    """Beat's entry: the checks due now (their slot passed, or a failure's backoff), in batches, when the
    serp fleet's schedule says so (beat ticks every minute; the operators set the interval)."""
    with get_sessionmaker()() as db:
        runs = pipeline.dispatch(db, scheduled=True)
    for batch in runs:
        fetch.delay([check.to_dict() for check in batch])
    return {"batches": len(runs), "checks": sum(len(batch) for batch in runs)}


@shared_task(name="serp.rankings.universe", acks_late=True)
def dispatch_universe() -> dict:
    """Beat's daily entry: the keyword universe's SERPs (api/rankings/universe.py), in batches."""
    with get_sessionmaker()() as db:
        runs = universe.dispatch(db)
    for batch in runs:
        fetch.delay([check.to_dict() for check in batch])
    return {"batches": len(runs), "checks": sum(len(batch) for batch in runs)}


@shared_task(name="serp.rankings.fetch", bind=True, acks_late=True)
def fetch(self, checks: list[dict]) -> dict:
    """One batch of leased checks: fetched through the failover chain, every attempt stored. Tried again (a store
    was away) or delivered again (its worker died mid-batch), it fetches only what the first run did not store."""
    chain = chain_from_settings(get_settings())
    planned = [PlannedCheck.from_dict(c) for c in checks]
    try:
        with get_sessionmaker()() as db:
            if self.request.retries or (self.request.delivery_info or {}).get("redelivered"):
                planned = pipeline.unstored(db, planned)
            report = pipeline.run_leased(db, planned, chain)
            alerts.notify_drops(db, {site_id for check in planned for site_id in check.site_ids})
            return report.to_dict()
    finally:
        chain.close()


@shared_task(name="serp.rankings.update", acks_late=True)
def update(operation_id: int, site_id: int) -> dict | None:
    """A manual "update rankings now": the project's failed or new keys, with progress, then the event."""
    def work() -> dict:
        with get_sessionmaker()() as db:
            detail = pipeline.update_site(db, site_id, progress=lambda done: update_progress(operation_id, done),
                                          holder=f"ranking-update:{operation_id}")
            alerts.notify_drops(db, [site_id])
        failed_all = detail["ok"] == 0 and detail["failed"] > 0
        finish_operation(operation_id, "failed" if failed_all else "completed", detail)
        return detail

    return run_operation_task(operation_id, f"ranking update of site {site_id}", work)


@shared_task(name="serp.rankings.rank_check", acks_late=True)
def check(operation_id: int) -> None:
    run_operation_task(operation_id, "rank check", lambda: rank_check.run(operation_id))


@shared_task(name="reports.rankings.export", acks_late=True)
def mail_report(operation_id: int, query: dict) -> None:
    run_operation_task(operation_id, "ranking report", lambda: export.mail_report(operation_id, query))
