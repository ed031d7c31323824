"""Request and response shapes of the site checker's API (the site-audit contract, SPEC §2 site checker)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from api.core.pagination import PageMeta

State = Literal["pending", "in_progress", "completed", "failed"]
SeverityName = Literal["error", "warning", "notice"]
PageSort = Literal["url", "status_code", "title", "depth", "score", "word_count", "ttfb_ms", "size_bytes", "errors",
                   "warnings", "notices", "indexable"]
Order = Literal["asc", "desc"]
StatusClass = Literal["2xx", "3xx", "4xx", "5xx", "none"]
LinkType = Literal["internal", "external"]
TextKind = Literal["title", "description"]
Verdict = Literal["missing", "too_short", "too_long", "duplicate", "ok"]

# A site check's budget can be asked for, within the plan's (SPEC §9).
MAX_PAGES_LIMIT = 100_000


class SiteCheckIn(BaseModel):
    max_pages: int | None = Field(default=None, ge=1, le=MAX_PAGES_LIMIT,
                                  description="pages to crawl at most (default: what the plan has left)")
    render: bool = Field(default=False, description="render pages in Chromium (JavaScript sites)")


class SeverityCounts(BaseModel):
    error: int = 0
    warning: int = 0
    notice: int = 0


class CategoryCounts(BaseModel):
    category: str
    title: str
    errors: int
    warnings: int
    notices: int


class Comparison(BaseModel):
    previous_id: int | None = None
    new: int = 0
    fixed: int = 0
    persisting: int = 0


class SiteCheckOut(BaseModel):
    id: int
    site_id: int
    url: str
    state: State
    pages_crawled: int
    pages_queued: int
    max_pages: int
    render: bool
    health_score: int | None
    counts: SeverityCounts = Field(description="URLs with at least one finding of each severity")
    issues: SeverityCounts = Field(description="findings of each severity")
    categories: list[CategoryCounts] = Field(description="findings per category, the 13 in catalogue order")
    comparison: Comparison
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None
    error: str | None = Field(description="why the check failed, in the request's language")
    error_code: str | None = None


class BrokenLinkCounts(BaseModel):
    internal: int = 0
    external: int = 0


class SeoOptimization(BaseModel):
    """The project's latest completed site check as the dashboard shows it (GET /sites/{id}?append=seo_optimization)."""

    site_check_id: int
    health_score: int | None
    pages_crawled: int
    finished_at: datetime | None
    issues: SeverityCounts = Field(description="findings of each severity")
    broken_links: BrokenLinkCounts = Field(description="broken link targets, as GET /site_checks/{id}/broken_links lists them")


class CheckTexts(BaseModel):
    check: str
    category: str
    severity: SeverityName
    title: str
    description: str
    fix: str


class IssueOut(CheckTexts):
    urls: int = Field(description="affected URLs")
    findings: int


class PassedOut(BaseModel):
    check: str
    category: str
    title: str


class IssuesOut(BaseModel):
    data: list[IssueOut]
    passed: list[PassedOut]


class IssueUrl(BaseModel):
    url: str
    evidence: dict[str, Any]


class IssueUrlsOut(BaseModel):
    check: CheckTexts
    data: list[IssueUrl]
    meta: PageMeta


class PageRow(BaseModel):
    url: str
    status_code: int | None
    title: str | None
    depth: int | None
    score: int | None
    word_count: int | None
    ttfb_ms: float | None
    size_bytes: int | None
    errors: int
    warnings: int
    notices: int
    indexable: bool


class LinkSource(BaseModel):
    url: str
    anchor: str


class BrokenLink(BaseModel):
    url: str
    status_code: int | None
    error: str | None
    type: LinkType
    sources: list[LinkSource]
    sources_total: int = Field(description="every linking page (sources lists at most 100)")


class TextRow(BaseModel):
    url: str
    text: str | None
    length: int = Field(description="characters as readers see them (a CJK character or an emoji is one)")
    pixels: int = Field(description="estimated width in the search result")
    unit: Literal["cjk", "latin"] = Field(description="SPEC §5 reading: cjk (title 25-32, description 50-76 "
                                                      "characters) or latin (50-60, 150-160)")
    range: tuple[int, int]
    verdict: Verdict
    duplicates: list[str]


class SuggestionPage(BaseModel):
    url: str
    title: str | None
    mentions: int


class IncludedPage(BaseModel):
    url: str
    title: str | None


class KeywordSuggestion(BaseModel):
    keyword_id: int
    keyword: str
    target_url: str
    suggestion_pages: list[SuggestionPage]
    already_included_pages: list[IncludedPage]


class SuggestionsOut(BaseModel):
    data: list[KeywordSuggestion]
    site_check_id: int | None = Field(description="the completed check the pages come from (null: none yet)")


class CheckerIn(BaseModel):
    url: str = Field(max_length=2000)


class CheckerFinding(CheckTexts):
    items: list[dict[str, Any]]


class CheckerOut(BaseModel):
    url: str
    final_url: str | None
    status_code: int | None
    score: int | None
    counts: SeverityCounts
    findings: list[CheckerFinding]
    error: str | None = None


class CheckerJobOut(BaseModel):
    """A page check: ``queued`` (waiting for a crawl slot), ``running``, then ``done`` with its result or
    ``failed`` with why (``error_code``: site_check.address_refused, site_check.crawl_failed,
    site_check.timeout)."""

    id: str = Field(description="the job's token: the only way to read a signed-out caller's job")
    url: str
    state: Literal["queued", "running", "done", "failed"]
    progress: int = Field(ge=0, le=100)
    result: CheckerOut | None = None
    error: str | None = Field(default=None, description="why the check failed, in the request's language")
    error_code: str | None = None
    created_at: datetime
    finished_at: datetime | None = None
