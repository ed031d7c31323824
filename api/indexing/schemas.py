"""Request and response bodies of the index submission API."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

Kind = Literal["sitemap", "inspection", "indexing", "indexnow"]
GrantState = Literal["authorized", "not_authorized", "expired"]


class QuotaOut(BaseModel):
    limit: int
    used: int
    left: int


class QuotasOut(BaseModel):
    inspection: QuotaOut | None = Field(description="URL Inspection today, for the project's property (null: none)")
    indexing: QuotaOut = Field(description="Indexing API today, for the whole deployment (Google counts per project)")
    resets_at: datetime = Field(description="Google's next quota day (midnight Pacific time)")


class IndexNowKeyOut(BaseModel):
    key: str
    key_url: str = Field(description="where the site must serve a text file holding just the key")
    verified_at: datetime | None


class IndexingOverviewOut(BaseModel):
    gsc_site_url: str | None
    webmaster: GrantState = Field(description="the signed-in user's Search Console link")
    indexing: GrantState = Field(description="the signed-in user's Indexing API link")
    available: bool = Field(description="the project owner's plan includes index submission (paid tiers)")
    quotas: QuotasOut
    indexnow: IndexNowKeyOut | None


class SitemapOut(BaseModel):
    path: str
    last_submitted: str | None
    last_downloaded: str | None
    is_pending: bool
    is_index: bool
    errors: int
    warnings: int
    submitted: int
    indexed: int


class SitemapIn(BaseModel):
    url: str = Field(max_length=2000)


class UrlsIn(BaseModel):
    urls: list[str] = Field(max_length=10_000)


class NotifyIn(UrlsIn):
    type: Literal["URL_UPDATED", "URL_DELETED"] = "URL_UPDATED"


class SubmissionOut(BaseModel):
    id: int
    kind: Kind
    url: str
    status: Literal["ok", "failed", "refused"]
    answer: dict[str, Any]
    error_code: str | None
    message: str | None = Field(description="why it failed or was refused, in the request's language")
    user_email: str | None
    created_at: datetime
