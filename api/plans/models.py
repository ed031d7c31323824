"""Subscriptions, monthly usage counters and trial/promo codes."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ColumnElement, ForeignKey, String, UniqueConstraint, or_
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow


class Subscription(Base):
    __tablename__ = "subscriptions"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    plan_id: Mapped[int]
    payment_type: Mapped[int | None]  # 1 monthly, 2 yearly, None for trials
    status: Mapped[str] = mapped_column(String(20), default="subscribing")  # subscribing | ended
    start_date: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    end_date: Mapped[datetime | None] = mapped_column(UTCDateTime())
    next_payment_date: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Snapshot of the plan's limitations when the contract began ({feature}_limitation keys).
    limitation: Mapped[dict] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


def running_at(moment: datetime) -> ColumnElement[bool]:
    """A subscription that runs at ``moment``: subscribing, and not past its end date (an ended one, or one whose
    end date passed before anything marked it ended, is history)."""
    return (Subscription.status == "subscribing") & or_(Subscription.end_date.is_(None), Subscription.end_date > moment)


class UsageCounter(Base):
    """How often a metered feature was used in one calendar month (UTC)."""

    __tablename__ = "usage_counters"
    __table_args__ = (UniqueConstraint("user_id", "feature", "period"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    feature: Mapped[str] = mapped_column(String(50))
    period: Mapped[str] = mapped_column(String(7))  # YYYY-MM
    called_count: Mapped[int] = mapped_column(default=0)


class PromoCode(Base):
    """A code typed by a user (api/plans/codes.py). ``trial``: redeemed on the profile, it grants ``plan_id`` for
    ``days``. ``promo``: typed at checkout, it takes ``discount_percent`` % or ``discount_amount`` NT$ off every
    period's charge of an order, for ``plan_id`` and ``payment_type`` when set (None: any)."""

    __tablename__ = "promo_codes"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(40), unique=True)
    kind: Mapped[str] = mapped_column(String(10), default="trial")  # trial | promo
    plan_id: Mapped[int | None]
    days: Mapped[int] = mapped_column(default=7)
    discount_percent: Mapped[int | None]  # 1-99
    discount_amount: Mapped[int | None]  # NT$
    payment_type: Mapped[int | None]  # 1 monthly, 2 yearly
    max_uses: Mapped[int | None]
    used_count: Mapped[int] = mapped_column(default=0)
    starts_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class PlanSetting(Base):
    """An admin's values for one plan of the catalogue (api/plans/catalogue.py holds the defaults): its NT$ prices,
    how deep its rank checks read and what it allows. api/plans/edits.py reads them over the defaults, so a plan
    changes without a deploy; no row means the catalogue's values."""

    __tablename__ = "plan_settings"

    plan_id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    prices: Mapped[dict] = mapped_column(JSON, default=dict)  # {"1": monthly NT$, "2": yearly NT$}
    serp_depth: Mapped[int]
    limitation: Mapped[dict] = mapped_column(JSON, default=dict)  # {feature}_limitation -> value
    updated_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
