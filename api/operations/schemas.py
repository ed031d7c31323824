"""Crawl operations API shapes: a fleet's status as operators see it, and their changes to it."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, field_validator

BUDGET_MAX = 100_000_000  # pages or SERP fetches a day
EVERY_MIN, EVERY_MAX = 60, 7 * 24 * 60 * 60  # beat ticks every minute; a week at most


class SourceHealthOut(BaseModel):
    name: str
    configured: bool
    healthy: bool
    quota_used: int | None = None
    quota_limit: int | None = None
    last_error: str | None = None


class FleetOut(BaseModel):
    name: str
    title: str
    paused: bool
    queued: int
    running: int
    pages_per_second: float
    fetched_today: int
    daily_budget: int | None
    schedule: str | None
    every_seconds: int | None
    errors_by_kind: dict[str, int]
    frontier_hosts: int | None
    failed_jobs: int
    sources: list[SourceHealthOut]
    updated_at: datetime | None
    error: str | None = None  # the fleet could not report (its store unreachable): the reason, translated


class FleetsOut(BaseModel):
    data: list[FleetOut]


class FleetSettingsIn(BaseModel):
    """The fields given are changed: ``daily_budget`` null removes the budget; ``every_seconds`` is the
    fleet's dispatch interval (fleets that only start work on demand refuse it)."""

    daily_budget: int | None = None
    every_seconds: int | None = None

    @field_validator("daily_budget")
    @classmethod
    def _budget(cls, value: int | None) -> int | None:
        if value is not None and not 1 <= value <= BUDGET_MAX:
            raise ValueError("code:operations.budget_range")
        return value

    @field_validator("every_seconds")
    @classmethod
    def _every(cls, value: int | None) -> int | None:
        if value is None:
            raise ValueError("code:validation.required")
        if not EVERY_MIN <= value <= EVERY_MAX:
            raise ValueError("code:operations.schedule_range")
        return value


class RetryOut(BaseModel):
    requeued: int


class FleetChangeOut(BaseModel):
    fleet: str
    action: str  # pause | resume | budget | schedule | retry
    detail: dict
    user_email: str | None  # None once the user was deleted
    created_at: datetime


class FleetChangesOut(BaseModel):
    data: list[FleetChangeOut]
