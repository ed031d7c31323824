"""What the Google data area stores and answers: plain values, no client types."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True, slots=True)
class SearchDay:
    """Search Console's whole-property figures of one day."""
    day: date
    clicks: int
    impressions: int
    position: float


@dataclass(frozen=True, slots=True)
class SearchRow:
    """Search Console's figures of one (day, query, page)."""
    day: date
    query: str
    page: str
    clicks: int
    impressions: int
    position: float


@dataclass(frozen=True, slots=True)
class ChannelDay:
    """GA4's figures of one day and default channel group."""
    day: date
    channel: str
    sessions: int
    users: int
    engaged_sessions: int
    bounces: float
    page_views: int
    duration_seconds: float


@dataclass(frozen=True, slots=True)
class SearchTotals:
    clicks: int
    impressions: int
    ctr: float  # clicks / impressions (0 without impressions)
    position: float  # average position weighted by impressions


@dataclass(frozen=True, slots=True)
class QueryFigures:
    query: str
    clicks: int
    impressions: int
    ctr: float
    position: float


@dataclass(frozen=True, slots=True)
class TrafficTotals:
    sessions: int
    users: int  # the days' users summed: GA4's totalUsers is not additive, so this is an upper bound
    engaged_sessions: int
    engagement_rate: float  # engaged sessions / sessions
    bounce_rate: float  # bounces / sessions
    pages_per_session: float
    average_session_duration: float  # seconds
