"""Bodies and answers of a project's Google data routes (SPEC §3 dashboard data, §7)."""

from __future__ import annotations

from datetime import date
from typing import Generic, Literal, TypeVar

from pydantic import BaseModel, Field

GA4_PROPERTY = r"^properties/\d+$"
T = TypeVar("T")

# ok; not_linked: no property chosen; ga3: a Universal Analytics id (switched off by Google in 2024, GA4 only);
# else the code of why the data cannot be read (api/google/messages.json).
SyncState = Literal["ok", "not_linked", "ga3", "google.not_authorized", "google.token_expired",
                    "google.no_permission", "google.quota_exceeded", "google.fetch_failed", "google.unavailable"]


class SiteGaIn(BaseModel):
    """``propertySelected``: the GA4 property ("properties/123") or null to unlink. The console also sends
    ``properties`` (its property list); the choice is all the server needs."""
    propertySelected: str | None = Field(pattern=GA4_PROPERTY)


class SiteWebmasterIn(BaseModel):
    """A Search Console property as Google names it ("https://coffee.tw/" or "sc-domain:coffee.tw"); null
    unlinks."""
    siteUrl: str | None = Field(max_length=300, pattern=r"^(https?://\S+|sc-domain:\S+)$")


class LinkedOut(BaseModel):
    ga_id: str | None
    gsc_site_url: str | None


class Period(BaseModel):
    start: date
    end: date


class SearchTotalsOut(BaseModel):
    clicks: int
    impressions: int
    ctr: float
    position: float


class SearchDayOut(BaseModel):
    key: date
    clicks: int
    impressions: int


class QueryOut(BaseModel):
    query: str
    clicks: int
    impressions: int
    ctr: float
    position: float


class Compared(BaseModel, Generic[T]):
    current: T | None
    last: T | None = Field(description="the 30 days before")


class WebmasterMetricsOut(BaseModel):
    """The last 30 days with data (ending on the newest day stored) against the 30 before."""
    state: SyncState
    siteUrl: str | None
    period: Compared[Period]
    siteData: Compared[SearchTotalsOut]
    topClickKeywords: list[QueryOut] = Field(description="the period's top 20 queries by clicks")
    siteDailyData: list[SearchDayOut]
    lastDailyData: list[SearchDayOut] = Field(description="the days of the period before, in order")


class ChannelGroupOut(BaseModel):
    channels: dict[str, int] = Field(description="sessions by GA4 default channel group, most first")
    total: int


class TrafficTotalsOut(BaseModel):
    sessions: int
    users: int
    engaged_sessions: int
    engagement_rate: float
    bounce_rate: float
    pages_per_session: float
    average_session_duration: float


class TrafficDayOut(BaseModel):
    key: date
    sessions: int
    users: int


class GaMetricsOut(BaseModel):
    state: SyncState
    propertyId: str | None
    period: Compared[Period]
    channelGroup: Compared[ChannelGroupOut]
    totals: Compared[TrafficTotalsOut]
    daily: list[TrafficDayOut]
    lastDaily: list[TrafficDayOut]
