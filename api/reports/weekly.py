"""The weekly report of a project: the past week's (Monday to Sunday, the project's local days) ranking
summary on Google (its buckets drawn as a chart inside the mail), the SERP features its site won or lost,
the week's SERP neighbours, the site-audit health change and, when the project has a Search Console
property with data, its clicks and impressions against the week before. Sent to the project's report
recipients on Monday from 08:00 in the project's country's time zone (:func:`due_period`).

:func:`build` reads the stores; :func:`compose` renders the mail; :func:`summary_text` is the few lines a
chat message (LINE) carries."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from analytics.google import queries as google_queries
from analytics.google.model import SearchTotals
from analytics.rankings import features, queries, scoring
from analytics.rankings.keys import SerpScope
from api.audits.models import SiteCheck
from api.core import charts
from api.core.config import get_settings
from api.core.i18n import translate
from api.core.mail import Inline, Mail, render
from api.core.store import get_client
from api.projects.models import Site
from api.rankings.pipeline import devices_of
from api.rankings.scheduling import timezone_of
from api.rankings.service import competitors_of, project_keywords, site_rule
from api.reports.delivery import unsubscribe_link
from api.reports.google_section import missing_reason
from crawler.serp.requests import language_tag

KIND = "weekly"
SEND_HOUR = 8  # Monday 08:00 in the project's time zone
TOP = 3
NEIGHBOURS = 5
FEATURES_SHOWN = 10  # of the SERP features won, and of those lost; the mail says how many more


@dataclass(frozen=True)
class KeywordLine:
    term: str
    position: str | None  # the grid's label: 7, >50, None without a check
    diff: int | None  # places gained (positive) or lost since 7 days earlier


@dataclass(frozen=True)
class Neighbour:
    domain: str
    share: float  # of the week's SERPs that showed it in the top 10
    average_position: float
    own: bool  # the project itself
    competitor: bool  # one of the project's tracked competitors


@dataclass(frozen=True)
class Change:
    current: float | None
    previous: float | None

    @property
    def diff(self) -> float | None:
        return None if self.current is None or self.previous is None else self.current - self.previous


@dataclass(frozen=True)
class WeeklyReport:
    site_id: int
    site_name: str
    site_url: str
    start: date  # Monday
    end: date  # Sunday: the ranks are that day's against 7 days earlier
    buckets: scoring.Buckets
    top10: Change  # keywords in the top 10 on the week's last day and 7 days before
    best: list[KeywordLine]
    gains: list[KeywordLine]
    drops: list[KeywordLine]
    needs_optimization: int  # keywords that lost more than 10 places
    neighbours: list[Neighbour]
    health: Change  # site-audit health score: the latest check by the week's end, the latest before the week
    clicks: Change | None = None  # Search Console, when linked and holding data
    impressions: Change | None = None
    search_note: str | None = None  # why the Search Console section is missing ("search_unlinked", …)
    sandbox: bool = False
    keywords: int = 0
    # SERP features the site holds on the week's last day and not 7 days before (won), and the reverse
    features_won: list[features.FeatureChange] = field(default_factory=list)
    features_lost: list[features.FeatureChange] = field(default_factory=list)

    @property
    def period(self) -> str:
        return self.start.isoformat()


def week_ending(end: date) -> tuple[date, date]:
    """The Monday-to-Sunday week whose Sunday is ``end`` (or the week containing ``end``)."""
    start = end - timedelta(days=end.weekday())
    return start, start + timedelta(days=6)


def due_period(site: Site, now: datetime) -> tuple[date, date] | None:
    """The week to report when it is the project's Monday, 08:00 or later: the week that ended yesterday."""
    local = now.astimezone(timezone_of(site.country))
    if local.weekday() != 0 or local.hour < SEND_HOUR:
        return None
    return week_ending(local.date() - timedelta(days=1))


def _line(keywords: queries.KeywordSet, moved: queries.Moved) -> KeywordLine:
    return KeywordLine(keywords.terms[moved.term].text, moved.today.label, moved.comparison.diff)


def _top10_before(moved: list[queries.Moved]) -> int:
    """Keywords in the top 10 seven days earlier: today's counted position less the places gained."""
    return sum(1 for m in moved if m.comparison.diff is not None and m.today.counted is not None
               and m.today.counted + m.comparison.diff <= 10)


def _health(db: Session, site: Site, start: date, end: date) -> Change:
    tz = timezone_of(site.country)

    def latest(before: date) -> float | None:
        moment = datetime.combine(before, datetime.min.time(), tz)
        return db.scalar(select(SiteCheck.health_score).where(
            SiteCheck.site_id == site.id, SiteCheck.health_score.is_not(None), SiteCheck.created_at < moment)
            .order_by(SiteCheck.created_at.desc()).limit(1))

    return Change(latest(end + timedelta(days=1)), latest(start))


def _search(db: Session, site: Site, start: date, end: date) -> tuple[Change | None, Change | None, str | None]:
    reason = missing_reason(db, site, "search")
    if reason:
        return None, None, f"search_{reason}"
    client = get_client()
    now = google_queries.search_totals(client, site.id, start, end)
    if now is None:
        return None, None, "search_no_data"
    before: SearchTotals | None = google_queries.search_totals(client, site.id, start - timedelta(days=7),
                                                                 start - timedelta(days=1))
    return (Change(now.clicks, before.clicks if before else None),
            Change(now.impressions, before.impressions if before else None), None)


def build(db: Session, site: Site, end: date) -> WeeklyReport:
    """The report of the week ending on ``end`` (a Sunday) on Google and the project's first device."""
    start, end = week_ending(end)
    client = get_client()
    scope = SerpScope("google", site.country, language_tag(site.language), (devices_of(site) or ("desktop",))[0])
    own = site_rule(site)
    keywords, moved = queries.movements(client, scope, project_keywords(db, site), own, end)
    board = queries.summarize(moved, end)
    neighbours: list[Neighbour] = []
    sandbox = False
    if keywords:
        rivals = [c.url for c in competitors_of(db, site)]
        found = queries.serp_competitors(client, scope, keywords, end, queries.SerpInterval.WEEK, NEIGHBOURS)
        neighbours = [Neighbour(d.domain, d.share, d.average_position, own.matches(f"https://{d.domain}/"),
                                any(d.domain in url for url in rivals)) for d in found.domains]
        sandbox = queries.check_summary(client, scope, keywords, end).sandbox
    clicks, impressions, note = _search(db, site, start, end)
    changes = features.feature_changes(client, scope, keywords, own, end)
    return WeeklyReport(
        site.id, site.name, site.url, start, end, board.buckets,
        Change(board.buckets.on_first_page_count, _top10_before(moved)),
        [_line(keywords, m) for m in scoring.best(moved, TOP)],
        [_line(keywords, m) for m in scoring.most_improved(moved, TOP)],
        [_line(keywords, m) for m in scoring.worst_decline(moved, TOP)],
        board.needs_optimization_count, neighbours, _health(db, site, start, end), clicks, impressions, note,
        sandbox, len(keywords), changes.won, changes.lost)


# ---- rendering ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bar:
    """One bucket: a segment of the buckets chart (an image, :mod:`api.core.charts`) and a row of its
    legend, which carries the label and the figures when the reader's client blocks images."""
    label: str
    count: int
    percent: int
    color: str


BUCKET_COLORS = ("#52c41a", "#1890ff", "#faad14", "#bfbfbf", "#ff7875")


def bars(report: WeeklyReport, locale: str) -> list[Bar]:
    b = report.buckets
    counts = (b.on_first_page_count, b.on_second_page_count, b.on_third_page_count, b.after_third_page_count,
              b.not_found_count)
    total = sum(counts) or 1
    names = ("page1", "page2", "page3", "beyond", "not_found")
    return [Bar(translate(f"reports.weekly.bucket.{name}", locale), count, round(count * 100 / total), color)
            for name, count, color in zip(names, counts, BUCKET_COLORS, strict=True)]


def buckets_chart(bars: list[Bar]) -> Inline:
    return Inline("buckets", charts.stacked_bar([charts.Segment(bar.count, bar.color) for bar in bars]))


@dataclass(frozen=True)
class FeatureList:
    """SERP features won (or lost) as the mail lists them: the first :data:`FEATURES_SHOWN` lines and
    how many more there are."""
    title: str
    lines: list[str]
    more: int


def feature_lists(report: WeeklyReport, locale: str) -> list[FeatureList]:
    def listed(code: str, changes: list[features.FeatureChange]) -> FeatureList:
        lines = [translate("reports.weekly.feature_line", locale, keyword=change.term,
                           feature=translate(f"reports.weekly.feature.{change.kind}", locale))
                 for change in changes[:FEATURES_SHOWN]]
        return FeatureList(translate(code, locale), lines, len(changes) - len(lines))
    return [listed("reports.weekly.features_won", report.features_won),
            listed("reports.weekly.features_lost", report.features_lost)]


def _signed(value: float | None) -> str:
    if value is None:
        return "-"
    return f"+{value:g}" if value > 0 else f"{value:g}"


def _change_text(change: Change | None) -> str:
    if change is None or change.current is None:
        return "-"
    return f"{change.current:g} ({_signed(change.diff)})"


def _keyword_text(line: KeywordLine) -> str:
    return f"{line.term}: {line.position or '-'} ({_signed(line.diff)})"


def compose(locale: str, report: WeeklyReport, recipient: str, *, test: bool = False) -> Mail:
    """The weekly report mail in ``locale`` for ``recipient`` (their own unsubscribe link)."""
    sandbox = translate("rankings.report.sandbox", locale) if report.sandbox else ""
    subject = translate("reports.weekly.subject", locale, site=report.site_name, start=report.start.isoformat(),
                        end=report.end.isoformat())
    if sandbox:
        subject = f"[{sandbox}] {subject}"
    if test:
        subject = f"[{translate('reports.test', locale)}] {subject}"
    link = f"{get_settings().public_url.rstrip('/')}/projects/{report.site_id}/rankings"
    search_note = translate(f"reports.weekly.{report.search_note}", locale) if report.search_note else ""
    legend = bars(report, locale)
    chart = buckets_chart(legend)
    return render("weekly_report", locale, subject, inline=(chart,), report=report, sandbox=sandbox, bars=legend,
                  chart=chart, chart_size=(charts.WIDTH, charts.HEIGHT), features=feature_lists(report, locale),
                  link=link, unsubscribe=unsubscribe_link(report.site_id, KIND, recipient),
                  change=_change_text, keyword=_keyword_text, signed=_signed, search_note=search_note)


def summary_text(report: WeeklyReport, locale: str) -> str:
    """A few plain lines for a chat message (LINE): the week, page-1 keywords, top 10 and its change,
    the biggest gain and drop, Search Console clicks when present."""
    lines = [translate("reports.weekly.subject", locale, site=report.site_name, start=report.start.isoformat(),
                       end=report.end.isoformat())]
    if report.sandbox:
        lines.append(f"[{translate('rankings.report.sandbox', locale)}]")
    lines.append(translate("reports.weekly.summary_top10", locale, count=report.top10.current or 0,
                           change=_signed(report.top10.diff)))
    lines.append(translate("reports.weekly.summary_page1", locale, count=report.buckets.on_first_page_count,
                           total=report.keywords))
    if report.gains:
        lines.append(translate("reports.weekly.gains", locale) + ": " + _keyword_text(report.gains[0]))
    if report.drops:
        lines.append(translate("reports.weekly.drops", locale) + ": " + _keyword_text(report.drops[0]))
    if report.clicks is not None:
        lines.append(translate("reports.weekly.clicks", locale) + ": " + _change_text(report.clicks))
    return "\n".join(lines)
