"""Rank figures of a project: what the API answers, computed by analytics.rankings from the shared SERPs.

A project reads its ranks through its match rule (:func:`site_rule`: the whole domain for a home page
URL, else that URL prefix) in one scope (engine, country, language, device). Its competitors are rules
too, so a competitor added today has every stored day. Nothing here holds SQL over the analytics store:
the queries live in analytics/rankings/queries.py.

Access: project members read (viewer), managers change settings, exclusions and start updates; a shared
report is read with a viewer token (a cookie given for the share password, SPEC §6, see
:mod:`api.projects.share`) instead of a session. Plan rules are the project creator's, as for every
project limit: the manual update needs a paid plan and counts against ``ranking_update``; the keyword gap
needs a paid plan and counts one comparison per project and data day against ``keyword_gap``.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import Select, and_, delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from analytics.hosts import normalize_host
from analytics.rankings import queries, scoring
from analytics.rankings.keys import SerpScope
from analytics.rankings.matching import MatchRule
from analytics.rankings.queries import RankOrder, TrackedKeyword
from analytics.rankings.scoring import Rank
from api.accounts.models import User
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.errors import FieldError, NotFound, ValidationFailed
from api.core.pagination import page_meta
from api.core.store import get_client
from api.google.dashboard import keyword_search_figures
from api.history.models import Operation
from api.history.service import start_operation
from api.plans.service import (
    access_out,
    active_subscription,
    consume,
    feature_allowance,
    require,
    require_gate,
)
from api.projects.access import owner_of, site_for
from api.projects.models import Competitor, Keyword, Site
from api.projects.schemas import KeywordOut
from api.rankings import figures, schemas
from api.rankings.models import (
    DEFAULT_DROP_ALERT_THRESHOLD,
    KeywordGapExclusion,
    LatestCheckedDay,
    RankingSettings,
)
from api.rankings.pipeline import devices_of, engines_of
from api.rankings.scheduling import local_day
from crawler.serp.requests import language_tag

DEFAULT_PERIOD_DAYS = 30
ALL_DAYS_CAP = 366  # a range ("all" too) reads at most a year back
MAX_COMPARE_GROUPS = 10  # SPEC §5 / §9: SERP comparison of up to 10 groups


class EngineNotTracked(ValidationFailed):
    def __init__(self, field: str) -> None:
        super().__init__(FieldError(field, "rankings.not_tracked"))


# ---- a project's scope, rules and keywords ----------------------------------------------------------


def plan_id_of(db: Session, site: Site) -> int | None:
    subscription = active_subscription(db, owner_of(db, site))
    return subscription.plan_id if subscription else None


def scope_for(db: Session, site: Site, engine: str | None = None, device: str | None = None) -> SerpScope:
    """The SERPs a project reads: ``engine`` and ``device`` must be among those it tracks (422 otherwise).
    Without a tracked device the project still reads desktop SERPs (someone else's may exist)."""
    engines = engines_of(site, plan_id_of(db, site))
    devices = devices_of(site) or ("desktop",)
    if engine is not None and engine not in engines:
        raise EngineNotTracked("engine")
    if device is not None and device not in devices:
        raise EngineNotTracked("device")
    return SerpScope(engine or "google", site.country, language_tag(site.language), device or devices[0])


def site_rule(site: Site) -> MatchRule:
    return MatchRule.for_site(site.url)


def competitors_of(db: Session, site: Site) -> list[Competitor]:
    return list(db.scalars(select(Competitor).where(Competitor.site_id == site.id).order_by(Competitor.id)))


def tracked(site: Site, keywords: Sequence[Keyword]) -> list[TrackedKeyword]:
    """Each keyword with the local day it started being tracked (its "initial" rank is from then on)."""
    return _tracked(site, ((k.text, k.created_at) for k in keywords))


def _tracked(site: Site, rows) -> list[TrackedKeyword]:
    days: dict = {}  # keywords come in batches: one local day per distinct creation time
    return [TrackedKeyword(text, days.get(created) or days.setdefault(created, local_day(site.country, created)))
            for text, created in rows]


# Per process: the keyword sets of the projects read lately, by what their keyword list was then.
_project_sets: OrderedDict[tuple, queries.KeywordSet] = OrderedDict()
_project_sets_lock = threading.Lock()
PROJECT_SETS_KEPT = 16


def project_keywords(db: Session, site: Site, where=None) -> queries.KeywordSet:
    """The project's tracked keywords (those ``where`` selects, else all) as the rank queries read them.
    A set is kept per process while the keywords selected stay the same (their count, largest and summed
    ids: pinning one or tagging it changes what a filter selects), so the list of a project of 100,000
    keywords is read from the database and stored in the analytics store once, not on every request."""
    where = Keyword.site_id == site.id if where is None else and_(Keyword.site_id == site.id, where)
    count, largest, total = db.execute(select(func.count(Keyword.id), func.max(Keyword.id), func.sum(Keyword.id))
                                       .where(where)).one()
    key = (get_settings().analytics_url, site.id, site.country, count, largest, total)
    with _project_sets_lock:
        found = _project_sets.get(key)
        if found is not None:
            _project_sets.move_to_end(key)
            return found
    rows = db.execute(select(Keyword.text, Keyword.created_at).where(where).order_by(Keyword.id))
    found = queries.keyword_set(_tracked(site, rows), get_client())
    with _project_sets_lock:
        _project_sets[key] = found
        while len(_project_sets) > PROJECT_SETS_KEPT:
            _project_sets.popitem(last=False)
    return found


def today(site: Site) -> date:
    return local_day(site.country, utcnow())


def as_of(site: Site, scope: SerpScope, keywords: Sequence[str | TrackedKeyword] | queries.KeywordSet,
          end: date | None) -> date | None:
    """``end``, else the latest day up to the project's today with a successful check; None without any."""
    if end is not None:
        return end
    return _latest_day(scope, queries.keyword_set(keywords, get_client()), today(site)) if keywords else None


def _latest_day(scope: SerpScope, keywords: queries.KeywordSet, local_today: date,
                hint: date | None = None) -> date | None:
    """:func:`queries.latest_day` up to ``local_today`` (``hint``: its ``not_before``), kept until new SERPs arrive."""
    return figures.remembered(scope, ("latest_day", keywords.fingerprint, local_today), lambda: queries.latest_day(
        get_client(), scope, keywords, local_today, not_before=hint))


def latest_checked_day(db: Session, site: Site, scope: SerpScope, keywords: queries.KeywordSet) -> date | None:
    """:func:`as_of` over the project's keywords without an ``end``. The last answer is kept per project,
    engine and device (:class:`LatestCheckedDay`) and the search starts there: a grid of 100,000
    keywords reads a day or two of SERPs on each page, not a year."""
    if not keywords:
        return None
    cached = db.get(LatestCheckedDay, (site.id, scope.engine, scope.device))
    local_today = today(site)
    hint = cached.day if cached is not None and cached.day is not None and cached.day <= local_today else None
    day = _latest_day(scope, keywords, local_today, hint)
    if cached is not None and cached.day == day:
        return day
    if cached is None:
        cached = LatestCheckedDay(site_id=site.id, engine=scope.engine, device=scope.device)
        db.add(cached)
    cached.day = day
    try:
        db.commit()
    except IntegrityError:  # another request stored the same answer first
        db.rollback()
    return day


def _project_day(db: Session, site: Site, scope: SerpScope, keywords: queries.KeywordSet,
                 end: date | None) -> date | None:
    """``end``, else the project's latest checked day (:func:`latest_checked_day`)."""
    return end if end is not None else latest_checked_day(db, site, scope, keywords)


def date_range(site: Site, query: schemas.RangeQuery, end: date) -> tuple[date, date]:
    """SPEC §2 filters: start and end dates, or the past 7, 30 or 90 days, or all (from the project's start)."""
    if query.start is not None:
        start = query.start
    elif query.period == "all":
        start = max(local_day(site.country, site.created_at), end - timedelta(days=ALL_DAYS_CAP - 1))
    else:
        start = end - timedelta(days=int(query.period or DEFAULT_PERIOD_DAYS) - 1)
    if start > end:
        raise ValidationFailed(FieldError("start", "rankings.start_after_end"))
    if (end - start).days >= ALL_DAYS_CAP:  # every read builds a row per day of the range
        raise ValidationFailed(FieldError("start", "rankings.range_too_long", {"max": ALL_DAYS_CAP}))
    return start, end


# ---- shapes -----------------------------------------------------------------------------------------


def rank_out(rank: Rank, with_url: bool = True) -> schemas.RankOut:
    return schemas.RankOut(position=rank.position, label=rank.label, url=rank.url if with_url else None)


def check_out(status: queries.CheckStatus | None) -> schemas.CheckOut:
    if status is None:
        return schemas.CheckOut(state="pending")
    return schemas.CheckOut(state="ok" if status.ok else "failed", attempts=status.attempts,
                            source=status.last_source, error=status.last_error or None, sandbox=status.sandbox)


def check_summary(scope: SerpScope, keywords: queries.KeywordSet, day: date) -> queries.CheckSummary:
    """The keywords' checks on ``day`` (:func:`queries.check_summary`), kept until new checks of the scope arrive."""
    return figures.remembered(scope, ("check_summary", keywords.fingerprint, day),
                              lambda: queries.check_summary(get_client(), scope, keywords, day))


# ---- GET /sites/{id}?append=google_statistics,important_keywords ------------------------------------


def site_sections(db: Session, user: User | None, site: Site, wanted: set[str]) -> dict:
    """SPEC §3 dashboard data of the project for the latest checked day on Google (the same for every
    reader: ``user`` is None for a shared report's visitor)."""
    keywords = project_keywords(db, site)
    scope = scope_for(db, site, "google")
    day = latest_checked_day(db, site, scope, keywords)
    client = get_client()
    rule = site_rule(site)
    board = figures.remembered(scope, ("dashboard", keywords.fingerprint, rule, day), lambda: queries.dashboard(
        client, scope, keywords, rule, day)) if day else queries.summarize([], today(site))
    summary = check_summary(scope, keywords, day) if day else None
    sandbox = bool(summary and summary.sandbox)
    sections: dict = {}
    if "google_statistics" in wanted:
        sections["google_statistics"] = schemas.GoogleStatistics(
            today=schemas.BucketsOut(**vars(board.buckets)), date=day, engine=scope.engine, device=scope.device,
            failed_count=summary.failed if summary else 0, sources=list(summary.sources) if summary else [],
            sandbox=sandbox)
    if "important_keywords" in wanted:
        sections["important_keywords"] = schemas.ImportantKeywords(
            best_top3=[schemas.BestKeyword(term=k.term, position=k.position, diff_tag=k.diff_tag.value, diff=k.diff)
                       for k in board.best_top3],
            ranking_change_top3=[schemas.ChangedKeyword(term=k.term, today_position=k.position,
                                                        diff_tag=k.diff_tag.value, diff=k.diff)
                                 for k in board.ranking_change_top3],
            date=day, sandbox=sandbox)
    return sections


# ---- GET /sites/{id}/keywords with positions --------------------------------------------------------


_SQL_SORTS = {"id": Keyword.id, "text": Keyword.text, "created_at": Keyword.created_at}
_TAB_ORDERS = {"best": RankOrder.BEST, "most_improved": RankOrder.MOST_IMPROVED,
               "worst_decline": RankOrder.WORST_DECLINE}
# the tabs of keywords that moved in 7 days: empty while no keyword has the 7 days of data a comparison needs
_COMPARING_TABS = {RankOrder.MOST_IMPROVED, RankOrder.WORST_DECLINE}


@dataclass
class Reading:
    """What one request reads: the project, its scope, rule and day."""

    site: Site
    scope: SerpScope
    rule: MatchRule
    day: date | None


def _ranking_rows(db: Session, reading: Reading, keywords: Sequence[Keyword], query: schemas.KeywordRankQuery,
                  with_competitors: bool) -> dict[int, schemas.KeywordRanking]:
    """Rank figures of one page of keywords: the project's (and its competitors') rows with their history
    in one query, the day's checks in another."""
    site, scope, day = reading.site, reading.scope, reading.day
    if day is None or not keywords:
        day = day or today(site)
    client = get_client()
    texts = queries.keyword_set(tracked(site, keywords))
    competitors = competitors_of(db, site) if with_competitors else []
    rules = [reading.rule, *(MatchRule.for_site(c.url) for c in competitors)]
    history = date_range(site, query, day)
    ours, *theirs = figures.remembered(scope, ("keyword_rows", texts.fingerprint, tuple(rules), day, history),
                                       lambda: queries.keyword_rows(client, scope, texts, rules, day, history=history))
    statuses = figures.remembered(scope, ("check_statuses", texts.fingerprint, day),
                                  lambda: queries.check_statuses(client, scope, texts, day))
    searched = keyword_search_figures(db, site, [k.text for k in keywords])
    rows = {}
    for i, (keyword, p) in enumerate(zip(keywords, ours, strict=True)):
        status = statuses.get(keyword.text)
        rows[keyword.id] = schemas.KeywordRanking(
            engine=scope.engine, device=scope.device, date=day, today=rank_out(p.today),
            yesterday=rank_out(p.yesterday, False), week_ago=rank_out(p.week_ago, False),
            month_ago=rank_out(p.month_ago, False), initial=rank_out(p.initial, False), initial_date=p.initial_day,
            days_of_data=p.days_of_data, diff_tag=p.comparison.tag.value, diff=p.comparison.diff,
            trend=p.comparison.trend.value if p.comparison.trend else None,
            needs_optimization=p.comparison.needs_optimization, url=p.today.url, check=check_out(status),
            sandbox=bool(status and status.sandbox),
            history=[schemas.HistoryPoint(date=point.day, position=point.rank.position, label=point.rank.label)
                     for point in p.history],
            competitors=[schemas.CompetitorRank(
                competitor_id=c.id, name=c.name, domain=c.domain, today=rank_out(rows_of[i].today),
                diff_tag=rows_of[i].comparison.tag.value, diff=rows_of[i].comparison.diff)
                for c, rows_of in zip(competitors, theirs, strict=True)] if with_competitors else None,
            search=schemas.KeywordSearch(clicks=found.clicks, impressions=found.impressions)
            if (found := searched.get(keyword.text)) else None)
    return rows


def keyword_page(db: Session, site: Site, stmt: Select, query: schemas.KeywordRankQuery, *, page: int,
                 per_page: int, path: str) -> dict:
    """A page of the project's keywords (``stmt``: projects' filtered list) with their rank figures.

    The all, pinned and competitor tabs page in SQL (by id, text or start, or by today's position through
    the analytics store); the movers tabs page in the analytics store in the tab's order. Either way only
    the page's keywords are read whole, so a project of 100,000 keywords stays fast.
    """
    scope = scope_for(db, site, query.engine, query.device)
    if query.tab == "pinned":
        stmt = stmt.where(Keyword.pinned.is_(True))
    sort = query.sort.lstrip("-")
    descending = query.sort.startswith("-")
    rank_order = _TAB_ORDERS.get(query.tab) or (RankOrder.POSITION if sort == "position" else None)
    filtered = project_keywords(db, site, stmt.whereclause) if rank_order else None
    day = query.end if query.end is not None else latest_checked_day(db, site, scope, project_keywords(db, site))
    reading = Reading(site, scope, site_rule(site), day)
    empty_reason = None
    if rank_order is not None:
        if reading.day is None:
            empty_reason = "not_checked"
            total, keywords = (len(filtered) if rank_order is RankOrder.POSITION else 0), []
            if rank_order is RankOrder.POSITION:
                keywords = list(db.scalars(stmt.order_by(None).order_by(Keyword.id).limit(per_page)
                                           .offset((page - 1) * per_page)))
        else:
            ranked = queries.ranked_keywords(get_client(), scope, filtered, reading.rule, reading.day, rank_order,
                                             limit=per_page, offset=(page - 1) * per_page, descending=descending)
            found = {k.text: k for k in db.scalars(stmt.where(Keyword.text.in_(ranked.terms)))}
            total, keywords = ranked.total, [found[t] for t in ranked.terms if t in found]
            if rank_order in _COMPARING_TABS and filtered and not ranked.compared:
                empty_reason = "short_history"
    else:
        column = _SQL_SORTS.get(sort, Keyword.id)
        ordered = stmt.order_by(None).order_by(column.desc() if descending else column, Keyword.id)
        total = db.scalar(select(func.count()).select_from(stmt.order_by(None).subquery())) or 0
        keywords = list(db.scalars(ordered.limit(per_page).offset((page - 1) * per_page)))
    rankings = _ranking_rows(db, reading, keywords, query, with_competitors=query.tab == "competitors")
    data = [KeywordOut.model_validate(k).model_copy(update={"ranking": rankings.get(k.id)}) for k in keywords]
    # why a tab is empty when the reason is not the filters: no check yet, or too few days to compare
    return {"data": data, "meta": page_meta(total, page, per_page, path, len(data)),
            "empty_reason": empty_reason if total == 0 and filtered else None}


# ---- GET /keywords/{id}/rankings --------------------------------------------------------------------


def keyword_rankings(db: Session, keyword: Keyword, site: Site, scope_query: schemas.ScopeQuery,
                     range_query: schemas.RangeQuery, competitor_ids: Sequence[int]) -> schemas.KeywordRankingsOut:
    """A keyword's rank each day of the range, the project's and the chosen competitors' (all when none
    is named), its weekly blocks (SPEC §9) and each day's check."""
    scope = scope_for(db, site, scope_query.engine, scope_query.device)
    end = as_of(site, scope, [keyword.text], range_query.end) or today(site)
    start, end = date_range(site, range_query, end)
    competitors = [c for c in competitors_of(db, site) if not competitor_ids or c.id in competitor_ids]
    if competitor_ids and len(competitors) != len(set(competitor_ids)):
        raise NotFound()
    rules = {"project": site_rule(site), **{f"c{c.id}": MatchRule.for_site(c.url) for c in competitors}}
    client = get_client()
    one = queries.keyword_set([keyword.text])
    series = {s.site: s.points for s in figures.remembered(
        scope, ("rank_history", one.fingerprint, tuple(rules.items()), start, end),
        lambda: queries.rank_history(client, scope, one, rules, start, end))}

    def points(name: str) -> list[schemas.HistoryPoint]:
        return [schemas.HistoryPoint(date=p.day, position=p.rank.position, label=p.rank.label, url=p.rank.url)
                for p in series[name]]

    checked = figures.remembered(scope, ("check_history", one.fingerprint, start, end),
                                 lambda: queries.check_history(client, scope, keyword.text, start, end))
    statuses = {d: checked.get(d) for d in _days(start, end)}
    weeks = scoring.weekly_blocks([queries.DayRank(p.day, p.rank) for p in series["project"]], end, start)
    return schemas.KeywordRankingsOut(
        keyword_id=keyword.id, term=keyword.text, engine=scope.engine, device=scope.device, start=start, end=end,
        series=[schemas.SeriesOut(site="project", name=site.name, domain=site.domain, points=points("project")),
                *(schemas.SeriesOut(site="competitor", competitor_id=c.id, name=c.name, domain=c.domain,
                                    points=points(f"c{c.id}")) for c in competitors)],
        weeks=[schemas.WeekOut(**vars(w)) for w in weeks],
        checks=[check_out(statuses[d]) for d in _days(start, end)],
        sandbox=any(s.sandbox for s in statuses.values() if s is not None))


def day_serp(db: Session, keyword: Keyword, site: Site, scope_query: schemas.ScopeQuery,
             end: date | None) -> schemas.DaySerpOut:
    """The keyword's whole stored SERP of ``end`` (default: its latest checked day), each row marked as the
    project's or a competitor's by their match rules (the project's rule first)."""
    scope = scope_for(db, site, scope_query.engine, scope_query.device)
    day = as_of(site, scope, [keyword.text], end)
    serp = queries.stored_serp(get_client(), scope, keyword.text, day) if day else None
    rules = [(site_rule(site), None), *((MatchRule.for_site(c.url), c.id) for c in competitors_of(db, site))]

    def owner(url: str) -> tuple[str | None, int | None]:
        for rule, competitor_id in rules:
            if url and rule.matches(url):
                return ("project" if competitor_id is None else "competitor"), competitor_id
        return None, None

    rows = []
    for r in serp.results if serp else []:
        whose, competitor_id = owner(r.url)
        rows.append(schemas.SerpRowOut(**vars(r), site=whose, competitor_id=competitor_id))
    return schemas.DaySerpOut(keyword_id=keyword.id, term=keyword.text, engine=scope.engine, device=scope.device,
                              date=serp.day if serp else None, source=serp.source if serp else None,
                              fetched_at=serp.fetched_at if serp else None, results=rows,
                              sandbox=bool(serp and serp.sandbox))


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


# ---- manual update: POST/GET /sites/{id}/ranking_update ---------------------------------------------


def operation_ref(operation: Operation | None) -> schemas.OperationRef | None:
    if operation is None:
        return None
    return schemas.OperationRef(id=operation.id, type=operation.type, status=operation.status,
                                progress=operation.progress, site_id=operation.site_id, detail=operation.detail)


def _latest_update(db: Session, site: Site) -> Operation | None:
    return db.scalar(select(Operation).where(Operation.site_id == site.id, Operation.type == "ranking_update")
                     .order_by(Operation.created_at.desc(), Operation.id.desc()).limit(1))


def update_status(db: Session, site: Site) -> schemas.RankingUpdateStatus:
    operation = _latest_update(db, site)
    allowance = feature_allowance(db, owner_of(db, site), "ranking_update")
    return schemas.RankingUpdateStatus(updating=bool(operation and operation.status == "in_progress"),
                                       operation=operation_ref(operation),
                                       remaining=allowance.remaining if allowance.limited else None,
                                       access=access_out(db, allowance))


def start_update(db: Session, user: User, site_id: int) -> schemas.RankingUpdateStatus:
    """SPEC §4 ranking update: paid plans only (403), one use of the owner's monthly allowance (429 when
    none is left), one at a time per project (the running one is answered again, and nothing new is
    queued)."""
    site = site_for(db, user, site_id, "manager")
    owner = owner_of(db, site)
    require(db, owner, "ranking_update", site=site, gate="ranking_update")
    running = _latest_update(db, site)
    if running is not None and running.status == "in_progress":
        return update_status(db, site)
    operation = start_operation(db, user, "ranking_update", site)
    consume(db, owner, "ranking_update")
    db.commit()
    answer = update_status(db, site)  # as it starts: the run is the worker's
    _queue_update(operation, site)
    return answer


def first_check(db: Session, user: User, site: Site) -> Operation | None:
    """A new project's keywords are checked at once rather than at its slot in the night window (up to a
    day away): the same run as a manual update, shown the same way (progress on the dashboard, the
    event at the end), but started by the product, so it neither needs a paid plan nor uses one of
    the month's manual updates."""
    if not db.scalar(select(func.count()).where(Keyword.site_id == site.id)):
        return None
    operation = start_operation(db, user, "ranking_update", site, {"trigger": "project_created"})
    db.commit()
    _queue_update(operation, site)
    return operation


def _queue_update(operation: Operation, site: Site) -> None:
    """Sends a committed ``ranking_update`` operation to the worker: the one way both the manual update
    and a new project's first check are queued."""
    from api.rankings import tasks  # tasks imports this module (through alerts): bound when first used

    tasks.update.delay(operation.id, site.id)


def start_report(db: Session, user: User, site_id: int, query: schemas.ExportIn) -> Operation:
    """The Excel ranking report (plans of SPEC §6's ranking_report list), mailed to ``user`` by a task."""
    site = site_for(db, user, site_id)
    require_gate(db, owner_of(db, site), "ranking_report")
    scope_for(db, site, query.engine, query.device)
    operation = start_operation(db, user, "ranking_report", site, {"query": query.model_dump(mode="json")})
    db.commit()
    return operation


# ---- visibility, drop alerts and settings -----------------------------------------------------------


def visibility(db: Session, site: Site, scope_query: schemas.ScopeQuery,
               range_query: schemas.RangeQuery) -> schemas.VisibilityOut:
    scope = scope_for(db, site, scope_query.engine, scope_query.device)
    keywords = project_keywords(db, site)
    end = _project_day(db, site, scope, keywords, range_query.end) or today(site)
    start, end = date_range(site, range_query, end)
    client = get_client()
    rule = site_rule(site)
    points = figures.remembered(scope, ("visibility", keywords.fingerprint, rule, start, end), lambda: queries.visibility(
        client, scope, keywords, rule, start, end)) if keywords else []
    return schemas.VisibilityOut(
        engine=scope.engine, device=scope.device,
        data=[schemas.VisibilityPointOut(date=p.day, score=p.score, keywords_checked=p.keywords_checked)
              for p in points],
        sandbox=bool(keywords) and check_summary(scope, keywords, end).sandbox)


def ranking_settings(db: Session, site: Site) -> RankingSettings:
    return db.get(RankingSettings, site.id) or RankingSettings(site_id=site.id,
                                                               drop_alert_threshold=DEFAULT_DROP_ALERT_THRESHOLD)


def update_ranking_settings(db: Session, user: User, site_id: int, data: schemas.RankingSettingsIn) -> RankingSettings:
    site = site_for(db, user, site_id, "manager")
    found = db.get(RankingSettings, site.id)
    if found is None:
        found = RankingSettings(site_id=site.id)
        db.add(found)
    found.drop_alert_threshold = data.drop_alert_threshold
    db.commit()
    return found


def drop_alerts(db: Session, site: Site, scope_query: schemas.ScopeQuery, end: date | None) -> schemas.DropAlertsOut:
    """Keywords that dropped more than the project's threshold (default 10 places, SPEC §9) since their
    previous successful check; failed checks are not checks here."""
    scope = scope_for(db, site, scope_query.engine, scope_query.device)
    keywords = project_keywords(db, site)
    threshold = ranking_settings(db, site).drop_alert_threshold
    day = _project_day(db, site, scope, keywords, end)
    if day is None:
        return schemas.DropAlertsOut(threshold=threshold, date=None, data=[], sandbox=False)
    client = get_client()
    alerts = queries.drop_alerts(client, scope, keywords, site_rule(site), day, threshold)
    ids = dict(db.execute(select(Keyword.text, Keyword.id).where(Keyword.site_id == site.id,
                                                                  Keyword.text.in_([a.term for a in alerts]))).all())
    return schemas.DropAlertsOut(
        threshold=threshold, date=day,
        data=[schemas.DropAlertOut(keyword_id=ids[a.term], term=a.term, previous_date=a.previous_day,
                                   previous=rank_out(a.previous), date=a.day, today=rank_out(a.today), drop=a.drop)
              for a in alerts],
        sandbox=check_summary(scope, keywords, day).sandbox)


# ---- keyword gap ------------------------------------------------------------------------------------


def _gap(db: Session, user: User, site: Site, scope_query: schemas.ScopeQuery, end: date | None):
    """The project's gap on its latest checked day; counts one comparison per project and day against
    the owner's ``keyword_gap`` allowance (SPEC §9: 15 or 60 a month), recorded in operation history
    as ``keyword_gap_competitor``."""
    owner = owner_of(db, site)
    scope = scope_for(db, site, scope_query.engine, scope_query.device)
    keywords = list(db.execute(select(Keyword.id, Keyword.text).where(Keyword.site_id == site.id)
                               .order_by(Keyword.id)))
    tracked_set = project_keywords(db, site)
    day = _project_day(db, site, scope, tracked_set, end)
    _count_comparison(db, user, owner, site, day)
    excluded = set(db.scalars(select(KeywordGapExclusion.keyword_id).where(KeywordGapExclusion.site_id == site.id)))
    competitors = competitors_of(db, site)
    rules = {str(c.id): MatchRule.for_site(c.url) for c in competitors}
    client = get_client()
    gap = queries.keyword_gap(client, scope, tracked_set, site_rule(site), rules, day or today(site),
                              [text for keyword_id, text in keywords if keyword_id in excluded])
    sandbox = bool(day) and check_summary(scope, tracked_set, day).sandbox
    return gap, day, {text: keyword_id for keyword_id, text in keywords}, competitors, sandbox


def _count_comparison(db: Session, user: User, owner: User, site: Site, day: date | None) -> None:
    """Gate and meter: 403 on trial plans, 429 when the month's comparisons are used up; viewing the
    same project's gap again on the same data day is free."""
    require(db, owner, "keyword_gap", site=site, gate="keyword_gap")
    mark = (day or today(site)).isoformat()
    month_start = utcnow().replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    done = db.scalars(select(Operation.detail).where(Operation.site_id == site.id,
                                                     Operation.type == "keyword_gap_competitor",
                                                     Operation.created_at >= month_start))
    if any(detail.get("date") == mark for detail in done):
        return
    operation = start_operation(db, user, "keyword_gap_competitor", site, {"date": mark})
    operation.status, operation.progress, operation.completed_at = "completed", 100, utcnow()
    consume(db, owner, "keyword_gap")
    db.commit()


def gap_stats(db: Session, user: User, site_id: int, scope_query: schemas.ScopeQuery,
              end: date | None) -> schemas.GapStatsOut:
    site = site_for(db, user, site_id)
    gap, day, _, _, sandbox = _gap(db, user, site, scope_query, end)
    return schemas.GapStatsOut(date=day, sandbox=sandbox, **gap.counts)


def gap_list(db: Session, user: User, site_id: int, group: str, scope_query: schemas.ScopeQuery, end: date | None,
             *, page: int, per_page: int, path: str) -> dict:
    site = site_for(db, user, site_id)
    gap, day, ids, competitors, sandbox = _gap(db, user, site, scope_query, end)
    if group == "all":
        rows = [r for r in gap.rows if not r.excluded]
    elif group == "exclude":
        rows = [r for r in gap.rows if r.excluded]
    else:
        rows = [r for r in gap.rows if group in r.groups]
    shown = rows[(page - 1) * per_page: page * per_page]
    pinned = set(db.scalars(select(Keyword.id).where(Keyword.site_id == site.id, Keyword.pinned.is_(True),
                                                     Keyword.id.in_([ids[r.term] for r in shown]))))
    data = [schemas.GapRowOut(
        keyword_id=ids[r.term], term=r.term, ours=rank_out(r.ours), excluded=r.excluded, pinned=ids[r.term] in pinned,
        groups=sorted(g.value for g in r.groups),
        competitors=[schemas.GapCompetitorOut(competitor_id=c.id, name=c.name, domain=c.domain,
                                              rank=rank_out(r.competitors[str(c.id)])) for c in competitors])
        for r in shown]
    return {"data": data, "meta": page_meta(len(rows), page, per_page, path, len(data)), "date": day,
            "sandbox": sandbox}


def set_exclusions(db: Session, user: User, site_id: int, keyword_ids: list[int], excluded: bool) -> list[int]:
    """Adds the project's listed keywords to the gap exclusions, or removes them; others are ignored."""
    site = site_for(db, user, site_id, "manager")
    ids = set(db.scalars(select(Keyword.id).where(Keyword.site_id == site.id, Keyword.id.in_(keyword_ids))))
    already = set(db.scalars(select(KeywordGapExclusion.keyword_id).where(KeywordGapExclusion.site_id == site.id)))
    if excluded:
        db.add_all(KeywordGapExclusion(keyword_id=i, site_id=site.id) for i in sorted(ids - already))
    else:
        db.execute(delete(KeywordGapExclusion).where(KeywordGapExclusion.keyword_id.in_(ids & already)))
    db.commit()
    return sorted(set(db.scalars(select(KeywordGapExclusion.keyword_id)
                                 .where(KeywordGapExclusion.site_id == site.id))))


# ---- SERP competitors and trends --------------------------------------------------------------------


def serp_competitors(db: Session, site: Site, interval: str, scope_query: schemas.ScopeQuery,
                     end: date | None) -> schemas.SerpCompetitorsOut:
    scope = scope_for(db, site, scope_query.engine, scope_query.device)
    keywords = project_keywords(db, site)
    day = _project_day(db, site, scope, keywords, end) or today(site)
    client = get_client()
    found = queries.serp_competitors(client, scope, keywords, day, interval)
    own = site_rule(site)
    rivals = [(c, MatchRule.for_site(c.url)) for c in competitors_of(db, site)]

    def matches(rule: MatchRule, domain: str) -> bool:
        return rule.matches(f"https://{domain}/") or normalize_host(domain).endswith("." + rule.value)

    return schemas.SerpCompetitorsOut(
        interval=interval, start=found.start, end=found.end, serps=found.serps,
        data=[schemas.SerpCompetitorOut(
            domain=d.domain, appearances=d.appearances, keywords=d.keywords, average_position=d.average_position,
            share=d.share, is_project=matches(own, d.domain),
            competitor_id=next((c.id for c, rule in rivals if matches(rule, d.domain)), None))
            for d in found.domains],
        sandbox=bool(keywords) and check_summary(scope, keywords, day).sandbox)


def serp_trends(db: Session, site: Site, keywords: Sequence[Keyword], scope_query: schemas.ScopeQuery,
                range_query: schemas.RangeQuery) -> schemas.SerpTrendsOut:
    """Who held which position each day, per keyword (at most 10: :func:`site_keywords`)."""
    scope = scope_for(db, site, scope_query.engine, scope_query.device)
    texts = [k.text for k in keywords]
    end = as_of(site, scope, texts, range_query.end) or today(site)
    start, end = date_range(site, range_query, end)
    client = get_client()
    trends = {t.term: t for t in queries.serp_ranking_trend(client, scope, texts, start, end)}
    return schemas.SerpTrendsOut(
        engine=scope.engine, device=scope.device, start=start, end=end,
        data=[schemas.SerpTrendOut(keyword_id=k.id, term=k.text, domains=[
            schemas.DomainTrendOut(domain=d.domain, points=[
                schemas.HistoryPoint(date=day, position=position, label=None if position is None else str(position))
                for day, position in d.points]) for d in trends[k.text].domains]) for k in keywords],
        sandbox=bool(texts) and queries.check_summary(client, scope, texts, end).sandbox)


def site_keywords(db: Session, site: Site, keyword_ids: Sequence[int]) -> list[Keyword]:
    """The project's keywords among ``keyword_ids``, in that order (404 when one is not the project's);
    more than 10 to compare is refused first (SPEC §5)."""
    if len(set(keyword_ids)) > MAX_COMPARE_GROUPS:
        raise ValidationFailed(FieldError("keyword_ids", "rankings.compare_limit", {"max": MAX_COMPARE_GROUPS}))
    found = {k.id: k for k in db.scalars(select(Keyword).where(Keyword.site_id == site.id,
                                                               Keyword.id.in_(list(keyword_ids))))}
    ordered = list(dict.fromkeys(keyword_ids))
    if any(i not in found for i in ordered):
        raise NotFound()
    return [found[i] for i in ordered]


# ---- the keyword list in projects' payload ----------------------------------------------------------


def keyword_statement(site: Site) -> Select:
    return select(Keyword).options(selectinload(Keyword.categories)).where(Keyword.site_id == site.id)
