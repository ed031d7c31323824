"""Buying a plan while another paid contract runs: which purchases the plan-card rule allows, what the unused part
of the current contract is worth on the new one, and the old contract's renewals stopped.

The rule (SPEC §4, as the console's plan cards read it, console/src/features/subscribe/utils/plan-cards.ts): a
monthly contract changes to a higher tier only at renewal, and nobody buys the very plan and period they
already renew. Everything else — a yearly contract to any plan, a monthly one to its own plan yearly, any move
down — is allowed.

Proration: the new plan starts at once, and the days left of the current contract are credited as days of the
new plan, at its price: credit days = floor(days left × old price per day ÷ new price per day), a month counted
as 30 days and a year as 365. ECPay charges a periodic contract the same amount every period, so the credit
cannot lower a charge; it pushes the new contract's end (each renewal runs on from that end). The old contract's
renewals are stopped at ECPay once the new one is paid (a worker, retried until ECPay answers).

A plan whose count limits are below what the buyer has (more projects, keywords, competitors of a project …) is
not bought until the buyer has chosen what to keep and removed the rest (:func:`over_limits`; 409
billing.over_new_limits at checkout): nothing of theirs is removed or paused for them, and nothing runs beyond
what the new plan pays for. Monthly allowances start afresh each month and never stand in the way.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.billing.models import Order
from api.core.errors import Conflict
from api.plans.catalogue import MONTHLY, PURCHASABLE_PLANS, YEARLY, Plan
from api.plans.limits import allowance
from api.plans.models import Subscription
from api.plans.service import feature_counters
from api.projects.models import Site

TIERS = PURCHASABLE_PLANS  # basic, advanced, enterprise: the paid tiers, lowest first
PERIOD_DAYS = {MONTHLY: 30, YEARLY: 365}
ACCOUNT_COUNTS = ("sites", "keywords", "api_tokens", "keyword_lists")  # counted over the whole account
PROJECT_COUNTS = ("competitors", "receivers", "members")  # counted per project


@dataclass(frozen=True)
class Running:
    """The paid contract a user has now: its order (renewing or cancelled) and its subscription."""

    order: Order
    subscription: Subscription


def running(db: Session, user: User, now: datetime) -> Running | None:
    row = db.execute(select(Order, Subscription).join(Subscription, Subscription.id == Order.subscription_id).where(
        Order.user_id == user.id, Order.status.in_(("paid", "cancelled")), Subscription.status == "subscribing",
        Subscription.end_date > now).order_by(Subscription.start_date.desc())).first()
    return Running(*row) if row else None


def check_allowed(current: Running | None, plan_id: int, payment_type: int) -> None:
    """409 billing.same_plan or billing.change_at_renewal when the plan-card rule refuses the purchase."""
    if current is None:
        return
    order = current.order
    if order.status == "paid" and (order.plan_id, order.payment_type) == (plan_id, payment_type):
        raise Conflict("billing.same_plan")
    if (order.payment_type == MONTHLY and order.plan_id in TIERS and plan_id in TIERS
            and TIERS.index(plan_id) > TIERS.index(order.plan_id)):
        raise Conflict("billing.change_at_renewal")


def credit_days(current: Running | None, amount: int, payment_type: int, now: datetime) -> int:
    """Days of the new plan (``amount`` NT$ per ``payment_type`` period) the unused part of ``current`` buys."""
    if current is None or current.subscription.end_date is None or amount <= 0:
        return 0
    days_left = max((current.subscription.end_date - now) / timedelta(days=1), 0)
    old_per_day = current.order.amount / PERIOD_DAYS[current.order.payment_type]
    new_per_day = amount / PERIOD_DAYS[payment_type]
    return int(days_left * old_per_day / new_per_day)


@dataclass(frozen=True)
class OverLimit:
    """Something the buyer has more of than a plan allows: of the account, or of one project."""

    feature: str
    limit: int
    usage: int
    site_id: int | None = None
    site_name: str | None = None


def over_limits(db: Session, user: User, plan: Plan) -> list[OverLimit]:
    """What ``user`` has beyond ``plan``'s count limits, the account's first, then each project's."""
    sites = db.scalars(select(Site).where(Site.creator_id == user.id).order_by(Site.id))
    found = []
    for site, features in [(None, ACCOUNT_COUNTS), *((site, PROJECT_COUNTS) for site in sites)]:
        for feature in features:
            usage = allowance({}, feature_counters(db, user, feature, site), feature).usage
            limit = allowance(plan.limitation, {}, feature).limit
            if usage > limit:
                found.append(OverLimit(feature, limit, usage, site.id if site else None, site.name if site else None))
    return found
