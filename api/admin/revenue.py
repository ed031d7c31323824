"""Revenue figures for the admin back office, from the successful charges (billing_payments), by calendar month in
Taipei time (the business's own months):

- **revenue**: NT$ charged in the month, tax included, less what was refunded of those charges (a charge refunded in
  full counts nowhere, MRR and customers included);
- **MRR** at the month's end (or now, for the running month): each paying customer's latest charge that still
  covers that moment, per month (a yearly charge counts a twelfth). Only the latest charge counts, so a contract
  charged after a newer plan replaced it (to be refunded) is not counted twice;
- **customers**: users with such a charge; **churn**: the share of the previous month's customers who are no
  longer customers at this month's end;
- **trial conversion**: of the users who signed up in the month, the share whose first successful charge came
  within ``CONVERSION_DAYS`` of signing up; the month is ``complete`` once every one of them has had those days.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.billing import refunds
from api.billing.ecpay import TAIPEI
from api.billing.models import Order, Payment
from api.billing.service import add_period
from api.core.db import utcnow
from api.plans.catalogue import YEARLY

CONVERSION_DAYS = 30
MONTHS_MAX = 24


@dataclass(frozen=True)
class Charge:
    at: datetime
    until: datetime  # the end of the period it pays for
    amount: int
    months: int  # the period's

    @property
    def monthly(self) -> float:
        return self.amount / self.months


def _month_starts(now: datetime, months: int) -> list[datetime]:
    """The first moments (UTC) of the last ``months`` Taipei months, oldest first, the running one last."""
    local = now.astimezone(TAIPEI)
    year, month = local.year, local.month
    starts = []
    for _ in range(months):
        starts.append(datetime(year, month, 1, tzinfo=TAIPEI))
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
    return [start.astimezone(now.tzinfo) for start in reversed(starts)]


def _charges_by_user(db: Session) -> dict[int, list[Charge]]:
    """Each user's successful charges, net of what was refunded of them; a charge refunded in full is none."""
    given_back = refunds.given_back().subquery()
    rows = db.execute(select(Order.user_id, Order.payment_type, Payment.amount - func.coalesce(given_back.c.amount, 0),
                             Payment.charged_at)
                      .join(Order, Order.id == Payment.order_id)
                      .outerjoin(given_back, given_back.c.payment_id == Payment.id).where(Payment.succeeded.is_(True))
                      .order_by(Payment.charged_at, Payment.id))
    charges: dict[int, list[Charge]] = defaultdict(list)
    for user_id, payment_type, amount, charged_at in rows:
        if amount > 0:
            charges[user_id].append(Charge(charged_at, add_period(charged_at, payment_type), amount,
                                           12 if payment_type == YEARLY else 1))
    return charges


def _paying_at(charges: dict[int, list[Charge]], moment: datetime) -> dict[int, float]:
    """Each paying customer at ``moment`` with their monthly amount: their latest charge, if it still covers it."""
    paying = {}
    for user_id, own in charges.items():
        latest = next((charge for charge in reversed(own) if charge.at <= moment), None)
        if latest is not None and moment < latest.until:
            paying[user_id] = latest.monthly
    return paying


def _month(moment: datetime) -> str:
    return moment.astimezone(TAIPEI).strftime("%Y-%m")


def figures(db: Session, months: int = 12, now: datetime | None = None) -> dict:
    """The last ``months`` months (1 to ``MONTHS_MAX``), oldest first, and the MRR and customers now."""
    now = now or utcnow()
    months = max(1, min(months, MONTHS_MAX))
    starts = _month_starts(now, months + 1)  # one more: the first month's churn needs the month before
    charges = _charges_by_user(db)
    revenue: Counter[str] = Counter()
    for own in charges.values():
        for charge in own:
            if charge.at <= now:
                revenue[_month(charge.at)] += charge.amount
    first_paid = {user_id: own[0].at for user_id, own in charges.items()}
    signups: Counter[str] = Counter()
    converted: Counter[str] = Counter()
    for user_id, created in db.execute(select(User.id, User.created_at).where(
            User.role != "admin", User.created_at >= starts[1], User.created_at <= now)):
        signups[_month(created)] += 1
        if user_id in first_paid and first_paid[user_id] - created <= timedelta(days=CONVERSION_DAYS):
            converted[_month(created)] += 1
    rows = []
    before = _paying_at(charges, starts[1] - timedelta(microseconds=1))
    for index in range(1, len(starts)):
        end = starts[index + 1] if index + 1 < len(starts) else None  # None: the running month
        paying = _paying_at(charges, end - timedelta(microseconds=1) if end else now)
        churned = len(set(before) - set(paying))
        month = _month(starts[index])
        rows.append({
            "month": month,
            "revenue": revenue[month],
            "mrr": round(sum(paying.values())),
            "customers": len(paying),
            "churned": churned,
            "churn_rate": churned / len(before) if before else None,
            "signups": signups[month],
            "converted": converted[month],
            "conversion_rate": converted[month] / signups[month] if signups[month] else None,
            "complete": end is not None and end + timedelta(days=CONVERSION_DAYS) <= now,
        })
        before = paying
    # the running month's customers are the ones paying now
    return {"currency": "TWD", "conversion_days": CONVERSION_DAYS, "months": rows,
            "mrr": round(sum(before.values())), "customers": len(before)}
