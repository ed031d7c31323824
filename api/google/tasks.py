"""Google data's Celery tasks: the daily sync of every linked project, and one project's sync (queued also when
its owner links a property)."""

from __future__ import annotations

from celery import shared_task
from sqlalchemy import or_, select

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.core.db import get_sessionmaker
from api.google import sync
from api.projects.access import owner_in_service
from api.projects.models import Site


@shared_task(name="google.sync_site", acks_late=True)
def sync_site(site_id: int, full: bool = False) -> dict[str, str]:
    with get_sessionmaker()() as db:
        return sync.sync_site(db, site_id, full=full)


@shared_task(name="google.sync_all", acks_late=True)
def sync_all() -> int:
    """Beat's daily entry: one task per project with a linked Search Console site or GA4 property."""
    with get_sessionmaker()() as db:
        site_ids = list(db.scalars(select(Site.id).where(or_(Site.gsc_site_url.is_not(None), Site.ga_id.is_not(None)),
                                                    owner_in_service())))
    for site_id in site_ids:
        sync_site.delay(site_id)
    return len(site_ids)
