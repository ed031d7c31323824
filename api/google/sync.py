"""The daily copy of a project's Search Console and GA4 figures into the analytics store (analytics/google).

Each run fetches, per linked source, the days after the newest one stored up to yesterday (UTC), and Google's
last :data:`REVISED_DAYS` days again: both APIs revise their latest days (Search Console's data is final after
about two days), and a later write of a day replaces the earlier one. A first run (or a property just changed)
goes back :data:`SEARCH_HISTORY` for Search Console — all it keeps (16 months) — and :data:`TRAFFIC_HISTORY` for
GA4: 14 months, GA4's longest data-retention setting for a standard property, so a property reads the same
whether or not its owner changed the 2-month default; the monthly report's two months and a year-over-year
month fit in both.

Whose Google account: the project creator's (as the plan limits are the creator's), so linking a property is
the owner's act and every later sync reads with the same grant. A run that cannot read (no grant, token
expired, no permission, quota, Google down) stores nothing, never raises, and leaves the reason on the project
(``gsc_sync_error``, ``ga_sync_error``) as the source's state (:func:`state_of`) for the dashboard; a later run
that succeeds clears it.
"""

from __future__ import annotations

import logging
from datetime import date, timedelta
from typing import Literal

from sqlalchemy.orm import Session

from analytics.google import queries, store
from api.core.errors import AppError
from api.core.store import get_client
from api.google import analytics, search_console
from api.google.tokens import access_token, grant_of
from api.projects.models import Site

log = logging.getLogger(__name__)

Source = Literal["search", "traffic"]
PURPOSE = {"search": "webmaster", "traffic": "analytics"}
TABLE = {"search": "gsc_daily", "traffic": "ga_channels"}
SEARCH_HISTORY = timedelta(days=486)  # 16 months
TRAFFIC_HISTORY = timedelta(days=426)  # 14 months
REVISED_DAYS = 3


def span_to_fetch(last: date | None, until: date, history: timedelta) -> tuple[date, date]:
    """The days to fetch: after ``last`` (and its last REVISED_DAYS again) up to ``until``; a first run goes
    back ``history``."""
    if last is None:
        return until - history, until
    return min(last + timedelta(days=1), until - timedelta(days=REVISED_DAYS - 1)), until


# ---- the sources' states -----------------------------------------------------------------------------

ERROR_COLUMN = {"search": "gsc_sync_error", "traffic": "ga_sync_error"}


def ga4_property(site: Site) -> str | None:
    """The project's GA4 property; None for none or a Universal Analytics (GA3) id, which has no data since 2024."""
    return site.ga_id if site.ga_id and site.ga_id.startswith("properties/") else None


def state_of(db: Session, site: Site, source: Source) -> str:
    """``ok``, ``not_linked`` (no property chosen), ``ga3`` (a Universal Analytics id), or the code of why the
    data cannot be read: the owner's grant now (``google.not_authorized``, ``google.token_expired``), else the
    last run's failure (``google.no_permission``, ``google.quota_exceeded``, ``google.fetch_failed``,
    ``google.unavailable``)."""
    if (site.gsc_site_url if source == "search" else site.ga_id) is None:
        return "not_linked"
    if source == "traffic" and ga4_property(site) is None:
        return "ga3"
    grant = grant_of(db, site.creator_id, PURPOSE[source])
    if grant is None:
        return "google.not_authorized"
    if grant.status != "active":
        return "google.token_expired"
    return getattr(site, ERROR_COLUMN[source]) or "ok"


# ---- the run -----------------------------------------------------------------------------------------


def _fetch(db: Session, site: Site, source: Source, until: date, full: bool) -> int:
    client = get_client()
    token = access_token(db, site.creator_id, PURPOSE[source])
    last = None if full else queries.last_synced_day(client, site.id, TABLE[source])
    if source == "search":
        start, end = span_to_fetch(last, until, SEARCH_HISTORY)
        days = search_console.search_days(token, site.gsc_site_url, start, end)
        rows = search_console.search_rows(token, site.gsc_site_url, start, end)
        store.record_search_rows(client, site.id, rows)
        return store.record_search_days(client, site.id, site.gsc_site_url, days)
    start, end = span_to_fetch(last, until, TRAFFIC_HISTORY)
    return store.record_channel_days(client, site.id, site.ga_id,
                                     analytics.channel_days(token, site.ga_id, start, end))


def sync_site(db: Session, site_id: int, *, until: date | None = None, full: bool = False) -> dict[str, str]:
    """Fetches the project's linked sources; answers each source's state after the run (``ok`` or why not)."""
    site = db.get(Site, site_id)
    if site is None:
        return {}
    until = until or date.today() - timedelta(days=1)
    states: dict[str, str] = {}
    for source, linked in (("search", site.gsc_site_url), ("traffic", ga4_property(site))):
        if not linked:
            continue
        try:
            stored = _fetch(db, site, source, until, full)
            setattr(site, ERROR_COLUMN[source], None)
            states[source] = "ok"
            log.info("google sync: site %s %s: %s days", site.id, source, stored)
        except AppError as failed:  # GoogleAuthFailed or GoogleApiFailed: a state, not an error
            setattr(site, ERROR_COLUMN[source], failed.code)
            states[source] = failed.code
        db.commit()
    return states
