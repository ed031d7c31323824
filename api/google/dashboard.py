"""A project's Google data as the dashboard shows it (SPEC §3 dashboard data, §9: the last 30 days), and the
owner's choice of the GA4 property and Search Console site it comes from.

The 30 days end on the newest day stored (Search Console's data comes about two days late: ending on yesterday
would compare a short period with a full one), the previous period is the 30 days before. While the data cannot
be read because of the account — not linked, not authorized, token expired, no permission — the figures are
empty and the state says why (SPEC §8: the stats error empties the stats); after a quota or a failed fetch the
cached figures stay, with the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from datetime import date, timedelta

from sqlalchemy.orm import Session

from analytics.google import queries, store
from analytics.google.model import QueryFigures
from api.accounts.models import User
from api.core.store import get_client, get_target
from api.google import search_console, sync, tasks
from api.google import site_schemas as out
from api.google.tokens import access_token
from api.projects.access import site_for
from api.projects.models import Site

PERIOD_DAYS = 30
TOP_CLICK_KEYWORDS = 20  # SPEC §2: top 20 by clicks
# states in which nothing the account gave is shown
EMPTYING = {"not_linked", "ga3", "google.not_authorized", "google.token_expired", "google.no_permission"}


def _periods(end: date) -> tuple[out.Period, out.Period]:
    start = end - timedelta(days=PERIOD_DAYS - 1)
    return out.Period(start=start, end=end), out.Period(start=start - timedelta(days=PERIOD_DAYS),
                                                        end=start - timedelta(days=1))


def _newest(site: Site, source: sync.Source) -> date:
    return queries.last_synced_day(get_client(), site.id, sync.TABLE[source]) or date.today() - timedelta(days=1)


# ---- linking (the owner: syncs read with the creator's grant, api/google/sync.py) ----------------------


def link_search_console(db: Session, user: User, site_id: int, site_url: str | None) -> Site:
    """Sets the project's Search Console site after Google confirms the owner's account may read it
    (403 ``google.no_permission`` otherwise), and queues its first sync."""
    site = site_for(db, user, site_id, "owner")
    if site_url is not None:
        search_console.check_access(access_token(db, site.creator_id, "webmaster"), site_url)
    return _link(db, site, "gsc_site_url", site_url, store.SEARCH_TABLES)


def link_analytics(db: Session, user: User, site_id: int, prop: str | None) -> Site:
    """Sets the project's GA4 property (the owner's GA4 grant must be usable) and queues its first sync."""
    site = site_for(db, user, site_id, "owner")
    if prop is not None:
        access_token(db, site.creator_id, "analytics")
    return _link(db, site, "ga_id", prop, store.TRAFFIC_TABLES)


def _link(db: Session, site: Site, column: str, value: str | None, tables: Sequence[str]) -> Site:
    old = getattr(site, column)
    setattr(site, column, value)
    db.commit()
    if old is not None and old != value:  # the old property's queries and channels must not mix with the new one's
        store.forget(get_client(), get_target(), site.id, tables)
    if value is not None and old != value:  # a new property: all its history
        tasks.sync_site.delay(site.id, full=True)
    return site


# ---- reading ---------------------------------------------------------------------------------------------


def webmaster_metrics(db: Session, user: User, site_id: int) -> out.WebmasterMetricsOut:
    site = site_for(db, user, site_id)
    state = sync.state_of(db, site, "search")
    current, last = _periods(_newest(site, "search"))
    answer = out.WebmasterMetricsOut(
        state=state, siteUrl=site.gsc_site_url, period=out.Compared(current=current, last=last),
        siteData=out.Compared(current=None, last=None), topClickKeywords=[], siteDailyData=[], lastDailyData=[])
    if state in EMPTYING:
        return answer
    client = get_client()

    def totals(period: out.Period) -> out.SearchTotalsOut | None:
        found = queries.search_totals(client, site.id, period.start, period.end)
        return out.SearchTotalsOut(**asdict(found)) if found else None

    def days(period: out.Period) -> list[out.SearchDayOut]:
        return [out.SearchDayOut(key=d.day, clicks=d.clicks, impressions=d.impressions)
                for d in queries.search_daily(client, site.id, period.start, period.end)]

    answer.siteData = out.Compared(current=totals(current), last=totals(last))
    answer.topClickKeywords = [out.QueryOut(**asdict(q)) for q in queries.top_queries(
        client, site.id, current.start, current.end, by="clicks", limit=TOP_CLICK_KEYWORDS)]
    answer.siteDailyData, answer.lastDailyData = days(current), days(last)
    return answer


def ga_metrics(db: Session, user: User, site_id: int) -> out.GaMetricsOut:
    site = site_for(db, user, site_id)
    state = sync.state_of(db, site, "traffic")
    current, last = _periods(_newest(site, "traffic"))
    answer = out.GaMetricsOut(
        state=state, propertyId=site.ga_id, period=out.Compared(current=current, last=last),
        channelGroup=out.Compared(current=None, last=None), totals=out.Compared(current=None, last=None),
        daily=[], lastDaily=[])
    if state in EMPTYING:
        return answer
    client = get_client()

    def channels(period: out.Period) -> out.ChannelGroupOut | None:
        found = queries.channel_sessions(client, site.id, period.start, period.end)
        return out.ChannelGroupOut(channels=found, total=sum(found.values())) if found else None

    def totals(period: out.Period) -> out.TrafficTotalsOut | None:
        found = queries.traffic_totals(client, site.id, period.start, period.end)
        return out.TrafficTotalsOut(**asdict(found)) if found else None

    def days(period: out.Period) -> list[out.TrafficDayOut]:
        return [out.TrafficDayOut(key=day, sessions=sessions, users=users)
                for day, sessions, users in queries.traffic_daily(client, site.id, period.start, period.end)]

    answer.channelGroup = out.Compared(current=channels(current), last=channels(last))
    answer.totals = out.Compared(current=totals(current), last=totals(last))
    answer.daily, answer.lastDaily = days(current), days(last)
    return answer


def keyword_search_figures(db: Session, site: Site, texts: Sequence[str]) -> dict[str, QueryFigures]:
    """The tracked keywords' Search Console figures over the dashboard's 30 days, by keyword text (Google
    reports queries in lower case); empty while the project's Search Console data cannot be shown."""
    if sync.state_of(db, site, "search") in EMPTYING:
        return {}
    current, _ = _periods(_newest(site, "search"))
    found = queries.query_figures(get_client(), site.id, [t.lower() for t in texts], current.start, current.end)
    return {text: found[text.lower()] for text in texts if text.lower() in found}
