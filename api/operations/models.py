"""Crawl operations' transactional data: the operators' controls of the fleets whose dispatchers read them
here (SERP checks, site audits), and the record of every change an operator made to any fleet."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow


class FleetControl(Base):
    """A fleet's controls; a fleet without a row runs with its defaults (not paused, no budget, its default
    schedule). ``last_dispatch_at`` is when its periodic dispatcher last started work: beat ticks often and
    the dispatcher starts work only when ``every_seconds`` passed since then (api/operations/control.py)."""

    __tablename__ = "fleet_controls"

    fleet: Mapped[str] = mapped_column(String(20), primary_key=True)
    paused: Mapped[bool] = mapped_column(default=False)
    daily_budget: Mapped[int | None]
    every_seconds: Mapped[int | None]
    last_dispatch_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    updated_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)  # an operator's change, not a dispatch


class FleetChange(Base):
    """One operator action on a fleet (pause, resume, budget, schedule, retry): who, when, what. Kept apart
    from the operation history, which is a user's own long jobs and is shown to them."""

    __tablename__ = "fleet_changes"

    id: Mapped[int] = mapped_column(primary_key=True)
    fleet: Mapped[str] = mapped_column(String(20), index=True)
    action: Mapped[str] = mapped_column(String(20))  # pause | resume | budget | schedule | retry
    detail: Mapped[dict] = mapped_column(JSON, default=dict)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
