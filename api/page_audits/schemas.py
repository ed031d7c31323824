"""Request and response shapes of page evaluations (SPEC §3 "Page audit", §7)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from api.core.pagination import PageMeta
from api.core.params import RowId

State = Literal["auditing", "evaluated", "failed"]


class PageEvaluationIn(BaseModel):
    url: str = Field(max_length=2000)
    target_keyword: str = Field(default="", max_length=200)


class BatchIn(BaseModel):
    """The ticked pages of the batch audit, each with its keyword."""

    pages: list[PageEvaluationIn]


class ImportIn(BaseModel):
    """Pages of the latest site check to audit (without a keyword until one is given)."""

    urls: list[str]


class DestroyIn(BaseModel):
    page_evaluation_ids: list[RowId]


class PageEvaluationOut(BaseModel):
    id: int
    site_id: int
    url: str
    title: str | None
    description: str | None
    target_keyword: str
    score: int | None
    auditing: bool
    success_audited: bool
    state: State
    state_message: str | None = Field(description="the SPEC hint while auditing, the reason when failed")
    error: str | None
    operation_id: int | None
    audited_at: datetime | None
    created_at: datetime
    updated_at: datetime


class NoticeOut(BaseModel):
    message: str
    hint: str


class EvaluationPage(BaseModel):
    data: list[PageEvaluationOut]
    meta: PageMeta
    notice: NoticeOut | None = Field(description="shown while any listed page is being audited")


class StartedOut(BaseModel):
    """Audits submitted: the evaluations (auditing) and the job whose ``job`` event says they ended."""

    data: list[PageEvaluationOut]
    operation_id: int
    message: str | None = None


class ReauditOut(BaseModel):
    data: PageEvaluationOut
    operation_id: int
    message: str


class DestroyedOut(BaseModel):
    data: list[int]


class AdviceOut(BaseModel):
    id: str
    passed: bool
    weight: int
    title: str
    fix: str
    evidence: dict[str, Any]


class KeywordsOut(BaseModel):
    target: list[str]
    suggested: list[str]
    terms: list[str]


class DuplicatesOut(BaseModel):
    title: list[str]
    description: list[str]


class SerpResultOut(BaseModel):
    position: int | None
    url: str | None
    title: str


class SerpOut(BaseModel):
    source: str | None = None
    sandbox: bool = False
    error: str | None = None
    message: str | None = None
    results: list[SerpResultOut] = []
    related_searches: list[str] = []
    people_also_ask: list[str] = []
    pages_read: int = 0


class BrokenLinkOut(BaseModel):
    url: str
    status_code: int | None
    error: str | None
    type: Literal["internal", "external"]
    anchor: str


class LinksOut(BaseModel):
    checked: int = Field(description="distinct link targets checked")
    broken: list[BrokenLinkOut]


class ReportOut(PageEvaluationOut):
    advice: list[AdviceOut]
    failed: int = Field(description="advice not followed")
    keywords: KeywordsOut
    duplicates: DuplicatesOut | None
    page: dict[str, Any] | None
    links: LinksOut | None
    serp: SerpOut | None
