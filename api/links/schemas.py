"""Competitor site research requests and answers (issue 14)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, Field

from api.core.pagination import PageMeta

Grid = Literal["backlinks", "referring-domains", "anchors", "organic-keywords", "top-pages", "competitors"]
LINK_GRIDS = frozenset({"backlinks", "referring-domains", "anchors"})  # need a paid tier (SPEC §6)


class ResearchTargetOut(BaseModel):
    kind: Literal["domain", "host", "prefix"]
    value: str = Field(description="the normal form: punycode hosts, a URL key for a prefix")
    display: str = Field(description="as people read it: IDNs in Unicode")
    country: str
    language: str


class MonthValue(BaseModel):
    month: date
    value: float


class TrendFigure(BaseModel):
    value: float | None = Field(description="today's figure (None: not known)")
    history: list[MonthValue] = Field(description="the last 12 months, oldest first")


class SiteOverviewOut(BaseModel):
    target: ResearchTargetOut
    backlinks_locked: bool = Field(description="the plan has no backlinks (SPEC §6): link figures are left out")
    locked_message: str | None
    domain_rating: TrendFigure | None
    url_rating: TrendFigure | None
    backlinks: TrendFigure | None
    referring_domains: TrendFigure | None
    organic_keywords: TrendFigure
    organic_traffic: TrendFigure
    link_sources: list[str] = Field(description="where the links were found: crawler, commoncrawl, dataforseo, "
                                                "sandbox")
    sandbox: bool = Field(description="the links are the labelled sandbox web's")
    volumes_sandbox: bool = Field(description="some search volumes are the sandbox's")
    counted: bool = Field(description="this look counted a competitor_research use (the first of the target today)")


class BacklinkOut(BaseModel):
    source_url: str
    source_host: str
    source_url_rating: float | None
    source_domain_rating: float | None
    target_url: str
    anchor: str
    rel: list[str]
    placement: str
    first_seen: datetime
    last_seen: datetime
    lost_at: datetime | None
    source: str


class ReferringDomainOut(BaseModel):
    domain: str
    domain_rating: float | None
    backlinks: int
    dofollow_backlinks: int
    first_seen: datetime
    last_seen: datetime


class AnchorOut(BaseModel):
    anchor: str
    backlinks: int
    referring_domains: int


class OrganicKeywordOut(BaseModel):
    keyword: str
    position: int
    url: str
    volume: int | None
    traffic: int | None = Field(description="estimated monthly visits: CTR(position) × volume")
    serp_features: list[str]
    serp_day: date
    sandbox: bool


class TopPageOut(BaseModel):
    url: str
    keywords: int
    traffic: int
    top_keyword: str
    top_position: int


class CompetingDomainOut(BaseModel):
    domain: str
    common_keywords: int
    share: float = Field(description="common keywords / the target's top-10 keywords")
    domain_rating: float | None


class ResearchGridPage(BaseModel):
    data: list[BacklinkOut] | list[ReferringDomainOut] | list[AnchorOut] | list[OrganicKeywordOut] | list[
        TopPageOut] | list[CompetingDomainOut]
    meta: PageMeta
    sandbox: bool = Field(False, description="the rows are the sandbox web's")


class CompareRowOut(BaseModel):
    target: ResearchTargetOut
    domain_rating: float | None
    backlinks: int | None
    referring_domains: int | None
    organic_keywords: int
    organic_traffic: int
    sandbox: bool


class SiteCompareOut(BaseModel):
    backlinks_locked: bool
    data: list[CompareRowOut]


class SiteExportIn(BaseModel):
    target: str
    country: str = "TW"
    language: str = "zh-TW"
    grid: Grid
    rows: int = Field(5000, ge=1, description="how many rows, from the first (at most 5,000, SPEC §9)")
    lost: bool | None = None


class SiteExportOut(BaseModel):
    operation_id: int
    message: str


class ResearchHistoryOut(BaseModel):
    id: int
    target: ResearchTargetOut
    day: date
    researched_at: datetime


class SiteMetricsEntry(BaseModel):
    name: str
    url: str
    competitor_id: int | None = Field(description="None for the project's own site")
    domainAuthority: float | None
    externalPagesToRootDomain: int | None
    rootDomainsToRootDomain: int | None
    sandbox: bool


class DailyMetric(BaseModel):
    date: date
    domainAuthority: float | None
    externalPagesToRootDomain: int | None
    rootDomainsToRootDomain: int | None


class SiteMetricsOut(BaseModel):
    """SPEC §3 "Backlink metrics": the project's figures, its daily values, and its competitors'."""

    domainAuthority: float | None
    externalPagesToRootDomain: int | None
    rootDomainsToRootDomain: int | None
    daily: list[DailyMetric] = Field(description="the last 30 days, oldest first")
    sites: list[SiteMetricsEntry] = Field(description="the project first, then its competitors")
    evaluated: bool = Field(description="any link figure is known for the project")
    locked: bool = Field(description="the plan has no backlinks (SPEC §6): no figures")
