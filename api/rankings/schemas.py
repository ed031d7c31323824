"""Request and response shapes of the rankings API (SPEC §3 "Keyword" and "Dashboard data", §7).

Positions follow analytics.rankings.scoring: ``position`` is the organic position (1-100) or null;
``label`` is what a grid shows (``"7"``, ``">30"`` when not found in the 30 results fetched, null when
there was no successful check); ``diff`` is places gained against 7 days earlier (positive is better).
Everything computed from sandbox SERPs carries ``sandbox: true``.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, Literal

from fastapi import Query
from pydantic import BaseModel, ConfigDict, Field

from api.core.pagination import Page
from api.core.params import RowId
from api.plans.schemas import FeatureAccessOut

Engine = Literal["google", "yahoo_jp", "yahoo_tw"]
Device = Literal["desktop", "mobile"]
Period = Literal["7", "30", "90", "all"]
Tab = Literal["all", "worst_decline", "best", "most_improved", "pinned", "competitors"]
Sort = Literal["id", "-id", "text", "-text", "created_at", "-created_at", "position", "-position"]
DiffTag = Literal["up", "down", "same", "new", "lost", "none"]
Trend = Literal["progress", "steady", "regression"]
GapGroup = Literal["common", "lead", "behind", "missing", "unique", "all", "exclude"]
Interval = Literal["1d", "3d", "7d", "1m"]

SHARE_UUID_HEADER = "X-Share-UUID"


class ScopeQuery:
    """Which SERPs to read: engine and device (defaults: Google, the project's first tracked device)."""

    def __init__(self, engine: Engine | None = None, device: Device | None = None) -> None:
        self.engine = engine
        self.device = device


class RangeQuery:
    """A date range: ``end`` (default: the latest day with a check), and ``start`` or ``period`` (past 7,
    30 or 90 days, or all since tracking started; default 30)."""

    def __init__(self, start: date | None = None, end: date | None = None, period: Period | None = None) -> None:
        self.start = start
        self.end = end
        self.period = period


class KeywordRankQuery(RangeQuery):
    """The ranking performance grid's tab, sort and scope (GET /sites/{id}/keywords)."""

    def __init__(
        self,
        tab: Annotated[Tab, Query(description="all, or a performance tab")] = "all",
        sort: Annotated[Sort, Query(description="order of the all and pinned tabs; - for descending")] = "id",
        engine: Engine | None = None,
        device: Device | None = None,
        start: date | None = None,
        end: date | None = None,
        period: Period | None = None,
    ) -> None:
        super().__init__(start, end, period)
        self.tab = tab
        self.sort = sort
        self.engine = engine
        self.device = device


class RankOut(BaseModel):
    position: int | None
    label: str | None
    url: str | None = None


class HistoryPoint(BaseModel):
    date: date
    position: int | None
    label: str | None
    url: str | None = Field(default=None, description="the ranking URL that day (keyword histories only)")


class CheckOut(BaseModel):
    """The day's check of a keyword: ``ok``, ``failed`` (every attempt failed: no rank, retried with
    backoff) or ``pending`` (not attempted yet)."""

    state: Literal["ok", "failed", "pending"]
    attempts: int = 0
    source: str | None = None
    error: str | None = None
    sandbox: bool = False


class CompetitorRank(BaseModel):
    competitor_id: int
    name: str
    domain: str
    today: RankOut
    diff_tag: DiffTag
    diff: int | None


class KeywordSearch(BaseModel):
    """The keyword's Search Console figures as a query over the dashboard's last 30 days (api/google/dashboard.py)."""

    clicks: int
    impressions: int


class KeywordRanking(BaseModel):
    """A keyword's rank figures on ``date`` in one engine and device."""

    engine: Engine
    device: Device
    date: date
    today: RankOut
    yesterday: RankOut
    week_ago: RankOut
    month_ago: RankOut
    initial: RankOut
    initial_date: date | None
    days_of_data: int
    diff_tag: DiffTag
    diff: int | None
    trend: Trend | None
    needs_optimization: bool
    url: str | None = Field(description="the ranking URL today")
    check: CheckOut
    sandbox: bool
    history: list[HistoryPoint] = []
    competitors: list[CompetitorRank] | None = None
    search: KeywordSearch | None = Field(None, description="clicks and impressions from the linked Search Console "
                                         "(null: not linked, or no such query)")


class BucketsOut(BaseModel):
    """The day's keywords by where they were found. ``after_third_page_count``: found at 31-100;
    ``not_found_count``: not found within the depth checked, each known to be outside the top
    ``not_found_depth`` (null when none); ``average_position``: over the ``found_count`` keywords found,
    of the ``checked_count`` checked (null when none was found)."""

    on_first_page_count: int
    on_second_page_count: int
    on_third_page_count: int
    after_third_page_count: int = Field(description="found at positions 31-100")
    not_found_count: int = Field(description="checked, not found within the depth checked")
    not_found_depth: int | None = Field(description="the N of 'not in the top N' for every not-found keyword")
    no_data_count: int
    found_count: int
    checked_count: int
    average_position: float | None = Field(description="average over the keywords found only")


class GoogleStatistics(BaseModel):
    """SPEC §3 keyword performance: ``today`` holds the page buckets of the day ``date``."""

    today: BucketsOut
    date: date | None
    engine: Engine
    device: Device
    failed_count: int
    sources: list[str]
    sandbox: bool


class BestKeyword(BaseModel):
    term: str
    position: int | None
    diff_tag: DiffTag
    diff: int | None


class ChangedKeyword(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    term: str
    today_position: int | None = Field(alias="todayPosition", serialization_alias="todayPosition")
    diff_tag: DiffTag
    diff: int | None


class ImportantKeywords(BaseModel):
    best_top3: list[BestKeyword]
    ranking_change_top3: list[ChangedKeyword]
    date: date | None
    sandbox: bool


class SeriesOut(BaseModel):
    site: Literal["project", "competitor"]
    competitor_id: int | None = None
    name: str
    domain: str
    points: list[HistoryPoint]


class WeekOut(BaseModel):
    start: date
    end: date
    average: float | None = Field(description="average position over the days_found days the site was found")
    best: int | None
    days_with_data: int
    days_found: int


class KeywordRankingsOut(BaseModel):
    keyword_id: int
    term: str
    engine: Engine
    device: Device
    start: date
    end: date
    series: list[SeriesOut]
    weeks: list[WeekOut]
    checks: list[CheckOut] = Field(description="the check of each day of the range, in order")
    sandbox: bool


class OperationRef(BaseModel):
    id: int
    type: str
    status: Literal["in_progress", "completed", "failed"]
    progress: int
    site_id: int | None
    detail: dict


class RankingUpdateStatus(BaseModel):
    updating: bool
    operation: OperationRef | None
    remaining: int | None = Field(description="manual updates left this month (null: unlimited)")
    access: FeatureAccessOut = Field(description="the project owner's plan's manual updates, as the POST decides")


class VisibilityPointOut(BaseModel):
    date: date
    score: float | None
    keywords_checked: int


class VisibilityOut(BaseModel):
    engine: Engine
    device: Device
    data: list[VisibilityPointOut]
    sandbox: bool


class DropAlertOut(BaseModel):
    keyword_id: int
    term: str
    previous_date: date
    previous: RankOut
    date: date
    today: RankOut
    drop: int


class DropAlertsOut(BaseModel):
    threshold: int
    date: date | None
    data: list[DropAlertOut]
    sandbox: bool


class RankingSettingsIn(BaseModel):
    drop_alert_threshold: int = Field(ge=1, le=99)


class RankingSettingsOut(BaseModel):
    drop_alert_threshold: int


class GapStatsOut(BaseModel):
    date: date | None
    common: int
    lead: int
    behind: int
    missing: int
    unique: int
    all: int
    exclude: int
    no_data: int
    sandbox: bool


class GapCompetitorOut(BaseModel):
    competitor_id: int
    name: str
    domain: str
    rank: RankOut


class GapRowOut(BaseModel):
    keyword_id: int
    term: str
    ours: RankOut
    competitors: list[GapCompetitorOut]
    groups: list[str]
    excluded: bool
    pinned: bool = Field(description="the keyword is pinned (PATCH /keywords/{id} {pinned})")


class GapPageOut(Page[GapRowOut]):
    date: date | None  # the day compared (the latest with ranks), null before any
    sandbox: bool


class KeywordIdsIn(BaseModel):
    keyword_ids: list[RowId]


class SerpCompetitorOut(BaseModel):
    domain: str
    appearances: int
    keywords: int
    average_position: float
    share: float
    is_project: bool
    competitor_id: int | None


class SerpCompetitorsOut(BaseModel):
    interval: Interval
    start: date
    end: date
    serps: int
    data: list[SerpCompetitorOut]
    sandbox: bool


class DomainTrendOut(BaseModel):
    domain: str
    points: list[HistoryPoint]


class SerpTrendOut(BaseModel):
    keyword_id: int
    term: str
    domains: list[DomainTrendOut]


class SerpTrendsOut(BaseModel):
    engine: Engine
    device: Device
    start: date
    end: date
    data: list[SerpTrendOut]
    sandbox: bool


class SerpRowOut(BaseModel):
    """One row of a stored result page; ``site`` says whose it is by the project's match rules."""

    row: int
    page: int
    absolute_position: int
    position: int | None = Field(description="organic position; None for ads, snippets, packs, …")
    type: str
    url: str
    host: str
    domain: str
    title: str
    snippet: str
    site: Literal["project", "competitor"] | None
    competitor_id: int | None = None


class DaySerpOut(BaseModel):
    """A keyword's whole stored SERP of one day; ``date`` None (and no results) when no day has a check."""

    keyword_id: int
    term: str
    engine: Engine
    device: Device
    date: date | None
    source: str | None
    fetched_at: datetime | None
    results: list[SerpRowOut]
    sandbox: bool


class RankCheckIn(BaseModel):
    keywords: str | list[str] = Field(description="up to 10 keywords, one per line")
    domain: str = Field(description="any site: a domain or URL")
    engine: Engine = "google"
    country: str = "TW"
    language: str | None = None
    device: Device = "desktop"


class RankCheckRow(BaseModel):
    keyword: str
    state: Literal["ok", "failed"]
    position: int | None
    label: str | None
    url: str | None
    source: str | None
    # the source as the reader's language names it (the ranking export's text), set when the answer is read
    source_label: str | None = None
    error: str | None
    sandbox: bool


class RankCheckOut(BaseModel):
    operation: OperationRef
    results: list[RankCheckRow] | None


class ExportIn(BaseModel):
    engine: Engine | None = None
    device: Device | None = None
    end: date | None = None


class ShareUnlockIn(BaseModel):
    """A shared report's password, given once for its viewer cookie."""

    share_uuid: str = Field(max_length=64)
    password: str = Field(max_length=256)


class SharedSiteOut(BaseModel):
    """The shared project and its dashboard figures (the read-only report's header)."""

    id: int
    name: str
    url: str
    domain: str
    google_statistics: GoogleStatistics
    important_keywords: ImportantKeywords
