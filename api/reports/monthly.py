"""The monthly report of a project (SPEC §3, §9): a full calendar month of its Search Console and GA4
figures against the month before — clicks, impressions, CTR, average position, queries in the top 10,
users, bounce rate, pages per session, average session duration, engagement, sessions by channel (a
chart inside the mail) — the month's top 5 queries by clicks and by impressions, and the average position
of its top 10, 20 and 30 queries (by clicks) over the month and over the three months ending with it; the
report is stable when that three-month top-10 average is within the top 10.

The month defaults to the previous full calendar month in the project's country's time zone. Figures come
from the daily cache (analytics.google); a section whose property is not linked, or whose owner's Google
authorization lapsed, is left out with the reason."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Literal

from sqlalchemy.orm import Session

from analytics.google import queries
from analytics.google.model import QueryFigures, SearchTotals, TrafficTotals
from api.core import charts
from api.core.config import get_settings
from api.core.errors import FieldError, ValidationFailed
from api.core.i18n import translate
from api.core.mail import Inline, Mail, render
from api.core.page_pdf import print_page
from api.core.store import get_client
from api.projects.models import Site
from api.rankings.scheduling import local_day, timezone_of
from api.reports.delivery import unsubscribe_link
from api.reports.google_section import missing_reason

KIND = "monthly"
GATE = "monthly_report_email"  # SPEC §6: the monthly-report e-mail needs a paid tier
TOP = 5
AVERAGED = (10, 20, 30)
STABLE_WITHIN = 10
SEND_HOUR = 8  # the 1st, 08:00 in the project's time zone
MONTH = re.compile(r"^(\d{4})-(0[1-9]|1[0-2])$")


def month_bounds(year: int, month: int) -> tuple[date, date]:
    start = date(year, month, 1)
    following = date(year + (month == 12), month % 12 + 1, 1)
    return start, following - timedelta(days=1)


def months_before(start: date, count: int) -> date:
    """The first day of the month ``count`` months before the month starting on ``start``."""
    index = start.year * 12 + start.month - 1 - count
    return date(index // 12, index % 12 + 1, 1)


def previous_month(site: Site, now: datetime) -> str:
    """The last full calendar month on the project's local calendar, ``YYYY-MM``."""
    first = local_day(site.country, now).replace(day=1)
    return months_before(first, 1).strftime("%Y-%m")


def due_month(site: Site, now: datetime) -> str | None:
    """The month to mail when it is the project's 1st, 08:00 or later."""
    local = now.astimezone(timezone_of(site.country))
    return previous_month(site, now) if local.day == 1 and local.hour >= SEND_HOUR else None


def parse_month(value: str) -> tuple[int, int]:
    found = MONTH.match(value)
    if not found:
        raise ValidationFailed(FieldError("month", "reports.monthly.month_invalid"))
    return int(found[1]), int(found[2])


@dataclass(frozen=True)
class Averages:
    """Average position of the period's top 10, 20 and 30 queries by clicks (None without that many)."""
    top10: float | None
    top20: float | None
    top30: float | None


@dataclass(frozen=True)
class MonthlyReport:
    site_id: int
    site_name: str
    site_url: str
    month: str  # YYYY-MM
    start: date
    end: date
    prev_start: date
    prev_end: date
    search: SearchTotals | None
    prev_search: SearchTotals | None
    top10_queries: int | None
    prev_top10_queries: int | None
    top_by_clicks: list[QueryFigures]
    top_by_impressions: list[QueryFigures]
    averages_1m: Averages | None
    averages_3m: Averages | None
    stable: bool | None
    traffic: TrafficTotals | None
    prev_traffic: TrafficTotals | None
    channels: dict[str, int]
    prev_channels: dict[str, int]
    search_note: Literal["unlinked", "expired"] | None  # why the section is missing
    traffic_note: Literal["unlinked", "expired"] | None

    def placeholders(self) -> dict[str, str]:
        """SPEC §3's e-mail placeholders."""
        return {"siteName": self.site_name, "siteUrl": self.site_url, "year": str(self.start.year),
                "month": str(self.start.month), "startDate": self.start.isoformat(), "endDate": self.end.isoformat(),
                "prevStartDate": self.prev_start.isoformat(), "prevEndDate": self.prev_end.isoformat()}


def _averages(top: list[QueryFigures]) -> Averages:
    def mean(n: int) -> float | None:
        return round(sum(q.position for q in top[:n]) / n, 2) if len(top) >= n else None
    return Averages(*(mean(n) for n in AVERAGED))


def build(db: Session, site: Site, month: str) -> MonthlyReport:
    year, number = parse_month(month)
    start, end = month_bounds(year, number)
    prev_start = months_before(start, 1)
    prev_end = start - timedelta(days=1)
    client = get_client()
    search_note = missing_reason(db, site, "search")
    traffic_note = missing_reason(db, site, "traffic")
    search = prev_search = None
    top10 = prev_top10 = None
    by_clicks: list[QueryFigures] = []
    by_impressions: list[QueryFigures] = []
    one = three = None
    stable = None
    if search_note is None:
        search = queries.search_totals(client, site.id, start, end)
        prev_search = queries.search_totals(client, site.id, prev_start, prev_end)
        top10 = queries.queries_in_top(client, site.id, start, end, 10)
        prev_top10 = queries.queries_in_top(client, site.id, prev_start, prev_end, 10)
        leaders = queries.top_queries(client, site.id, start, end, by="clicks", limit=max(AVERAGED))
        by_clicks = leaders[:TOP]
        by_impressions = queries.top_queries(client, site.id, start, end, by="impressions", limit=TOP)
        one = _averages(leaders)
        three = _averages(queries.top_queries(client, site.id, months_before(start, 2), end, by="clicks",
                                              limit=max(AVERAGED)))
        stable = three.top10 is not None and three.top10 <= STABLE_WITHIN
    traffic = prev_traffic = None
    channels: dict[str, int] = {}
    prev_channels: dict[str, int] = {}
    if traffic_note is None:
        traffic = queries.traffic_totals(client, site.id, start, end)
        prev_traffic = queries.traffic_totals(client, site.id, prev_start, prev_end)
        channels = queries.channel_sessions(client, site.id, start, end)
        prev_channels = queries.channel_sessions(client, site.id, prev_start, prev_end)
    return MonthlyReport(site.id, site.name, site.url, f"{year:04d}-{number:02d}", start, end, prev_start, prev_end,
                         search, prev_search, top10, prev_top10, by_clicks, by_impressions, one, three, stable,
                         traffic, prev_traffic, channels, prev_channels, search_note, traffic_note)


def pdf_name(site_id: int, month: str) -> str:
    return f"monthly-report-{site_id}-{month}.pdf"


def pdf(site_id: int, month: str, credential: str, locale: str) -> bytes:
    """The console's report page of the month, printed by Chromium as A4 for the reader whose ``credential``
    it is (:class:`~api.core.page_pdf.PdfFailed` when it cannot)."""
    return print_page(f"/projects/{site_id}/monthly_report", {"month": month}, credential, locale)


# ---- the mail ---------------------------------------------------------------------------------------------


def _figure(value: float | None, kind: str) -> str:
    if value is None:
        return "-"
    if kind == "percent":
        return f"{value * 100:.1f}%"
    if kind == "decimal":
        return f"{value:.2f}"
    if kind == "seconds":
        return f"{int(value) // 60}:{int(value) % 60:02d}"
    return f"{int(value):,}"


def rows(report: MonthlyReport, locale: str) -> list[tuple[str, str, str]]:
    """(metric, this month, the month before) as the mail shows them."""
    s, p, t, q = report.search, report.prev_search, report.traffic, report.prev_traffic
    metrics: list[tuple[str, float | None, float | None, str]] = []
    if report.search_note is None:
        metrics += [
            ("clicks", s and s.clicks, p and p.clicks, "count"),
            ("impressions", s and s.impressions, p and p.impressions, "count"),
            ("ctr", s and s.ctr, p and p.ctr, "percent"),
            ("position", s and s.position, p and p.position, "decimal"),
            ("top10", report.top10_queries, report.prev_top10_queries, "count")]
    if report.traffic_note is None:
        metrics += [
            ("users", t and t.users, q and q.users, "count"),
            ("bounce_rate", t and t.bounce_rate, q and q.bounce_rate, "percent"),
            ("pages_per_session", t and t.pages_per_session, q and q.pages_per_session, "decimal"),
            ("duration", t and t.average_session_duration, q and q.average_session_duration, "seconds"),
            ("engagement", t and t.engagement_rate, q and q.engagement_rate, "percent")]
    return [(translate(f"reports.monthly.metric.{name}", locale), _figure(now, kind), _figure(before, kind))
            for name, now, before, kind in metrics]


CHANNEL_CHART_WIDTH = charts.WIDTH - 40  # beside the bars' labels (this month, the month before)


@dataclass(frozen=True)
class ChannelRow:
    """A channel's sessions in the month and the month before, and its colour in the two bars."""
    channel: str
    sessions: int
    before: int
    color: str


def channel_rows(report: MonthlyReport) -> list[ChannelRow]:
    """The month's channels, most sessions first, then those only the month before had."""
    names = [*report.channels, *(c for c in report.prev_channels if c not in report.channels)]
    return [ChannelRow(name, report.channels.get(name, 0), report.prev_channels.get(name, 0), charts.color_of(i))
            for i, name in enumerate(names)]


def channel_charts(rows: list[ChannelRow]) -> tuple[Inline, Inline]:
    """Sessions by channel as two bars on one scale: the month and the month before."""
    now, before = [r.sessions for r in rows], [r.before for r in rows]
    full = max(sum(now), sum(before))

    def bar(values: list[int]) -> bytes:
        return charts.stacked_bar(charts.colored(values), full, width=CHANNEL_CHART_WIDTH)

    return Inline("sessions", bar(now)), Inline("sessions_before", bar(before))


def compose(locale: str, report: MonthlyReport, recipient: str, *, test: bool = False) -> Mail:
    values = report.placeholders()
    subject = translate("reports.monthly.subject", locale, **values)
    if test:
        subject = f"[{translate('reports.test', locale)}] {subject}"
    link = f"{get_settings().public_url.rstrip('/')}/projects/{report.site_id}/monthly_report?month={report.month}"
    notes = [translate(f"reports.monthly.{section}_{reason}", locale)
             for section, reason in (("search", report.search_note), ("traffic", report.traffic_note)) if reason]
    channels = channel_rows(report)
    images = channel_charts(channels) if channels else ()
    return render("monthly_report", locale, subject, inline=images, report=report, values=values,
                  rows=rows(report, locale), notes=notes, link=link, channels=channels, charts=images,
                  chart_size=(CHANNEL_CHART_WIDTH, charts.HEIGHT),
                  unsubscribe=unsubscribe_link(report.site_id, KIND, recipient), averages=lambda n: _pair(report, n))


def _pair(report: MonthlyReport, n: int) -> str:
    """``7.5 / 8.25``: the top-n average over the month and over three months."""
    return " / ".join(_figure(getattr(a, f"top{n}") if a else None, "decimal")
                      for a in (report.averages_1m, report.averages_3m))
