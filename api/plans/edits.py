"""The plan catalogue as it stands: api/plans/catalogue.py's defaults under an admin's values (``plan_settings``),
so prices, SERP depth and limits change without a deploy.

Everything that quotes a price, snapshots a plan's limits into a subscription or reads SERPs asks here. Names and
SPEC §6's gating lists stay in the catalogue: they are translations and rules tied to plan ids, not numbers to tune.

What an edit reaches: new checkouts and quotes at once (a pending order keeps the amount it was opened with, and a
running ECPay periodic contract keeps charging the amount its buyer agreed to); new subscriptions take the new
limits. Running subscriptions keep the limits they started with unless the admin applies the edit to them too.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core.db import utcnow
from api.core.errors import FieldError, NotFound, ValidationFailed
from api.plans.catalogue import MONTHLY, PLANS, PURCHASABLE_PLANS, UNLIMITED, YEARLY, Plan, plan_allows
from api.plans.models import PlanSetting, Subscription, running_at

MAX_PRICE = 1_000_000  # NT$ per period: far above any plan, low enough to catch a typed extra zero or two
SERP_DEPTHS = range(10, 101, 10)  # whole result pages of ten, up to the hundred one search returns


def edited(plan: Plan, row: PlanSetting | None) -> Plan:
    """``plan`` with the admin's values of ``row`` (none: the catalogue's)."""
    if row is None:
        return plan
    return replace(plan, prices={int(kind): amount for kind, amount in row.prices.items()},
                   serp_depth=row.serp_depth, limitation={**plan.limitation, **row.limitation})


def plan_of(db: Session, plan_id: int | None) -> Plan | None:
    """The plan with the admin's values; None for an id the catalogue lacks."""
    plan = PLANS.get(plan_id) if plan_id is not None else None
    return edited(plan, db.get(PlanSetting, plan_id)) if plan else None


def plans_of(db: Session) -> dict[int, Plan]:
    """Every plan with the admin's values, in the catalogue's order."""
    rows = settings_of(db)
    return {plan_id: edited(plan, rows.get(plan_id)) for plan_id, plan in PLANS.items()}


def settings_of(db: Session) -> dict[int, PlanSetting]:
    """The admin's values, by plan."""
    return {row.plan_id: row for row in db.scalars(select(PlanSetting))}


def serp_depth(db: Session, plan_id: int | None) -> int:
    """How many Google results a rank check of ``plan_id`` reads (a trial's ten without a plan)."""
    plan = plan_of(db, plan_id)
    return plan.serp_depth if plan else 10


def upgrade_plan(db: Session, feature: str) -> Plan | None:
    """The cheapest plan on sale that has ``feature`` (gated and, where it is counted, with some of it)."""
    plans = plans_of(db)
    for plan_id in PURCHASABLE_PLANS:
        plan = plans[plan_id]
        if plan_allows(plan_id, feature) and plan.limitation.get(f"{feature}_limitation", 1) > 0:
            return plan
    return None


@dataclass
class PlanEdit:
    """An admin's values for a plan: prices by payment type (plans on sale only), SERP depth and limits (the
    ``{feature}_limitation`` keys given; the others keep their values)."""

    serp_depth: int
    limitation: dict[str, int] = field(default_factory=dict)
    prices: dict[int, int] = field(default_factory=dict)
    apply_to_subscribers: bool = False


def problems(plan: Plan, edit: PlanEdit) -> list[FieldError]:
    """What is wrong with ``edit`` of ``plan`` (messages under plan.edit.*)."""
    found: list[FieldError] = []
    if plan.id in PURCHASABLE_PLANS:
        for kind in (MONTHLY, YEARLY):
            if not 1 <= edit.prices.get(kind, 0) <= MAX_PRICE:
                found.append(FieldError(f"prices.{kind}", "plan.edit.price", {"max": f"{MAX_PRICE:,}"}))
        if set(edit.prices) - {MONTHLY, YEARLY}:
            found.append(FieldError("prices", "plan.edit.payment_type"))
        if not found and edit.prices[YEARLY] > 12 * edit.prices[MONTHLY]:
            found.append(FieldError(f"prices.{YEARLY}", "plan.edit.yearly_price"))
    elif edit.prices:
        found.append(FieldError("prices", "plan.edit.not_on_sale"))
    if edit.serp_depth not in SERP_DEPTHS:
        found.append(FieldError("serp_depth", "plan.edit.serp_depth"))
    for key, value in edit.limitation.items():
        if key not in plan.limitation:
            found.append(FieldError(f"limitation.{key}", "plan.edit.unknown_limit"))
        elif not 0 <= value <= UNLIMITED:
            found.append(FieldError(f"limitation.{key}", "plan.edit.limit"))
    return found


@dataclass(frozen=True)
class Saved:
    before: Plan
    after: Plan
    subscriptions_updated: int


def current_subscriptions(db: Session, plan_id: int) -> list[Subscription]:
    """The running subscriptions of ``plan_id`` (ended ones, and those past their end date, are history)."""
    return list(db.scalars(select(Subscription).where(Subscription.plan_id == plan_id, running_at(utcnow()))))


def save(db: Session, plan_id: int, edit: PlanEdit, admin_id: int) -> Saved:
    """Stores ``edit`` as the plan's values (404 for an unknown plan, 422 under the field at fault, nothing stored)
    and, when asked, gives the plan's running subscriptions its limits now (no commit)."""
    before = plan_of(db, plan_id)
    if before is None:
        raise NotFound()
    found = problems(before, edit)
    if found:
        raise ValidationFailed(found)
    default = PLANS[plan_id]
    after = replace(default, prices=dict(edit.prices), serp_depth=edit.serp_depth,
                    limitation={**before.limitation, **edit.limitation})
    row = db.get(PlanSetting, plan_id)
    if after == default:  # back to the catalogue's values: nothing of the admin's left to keep
        if row is not None:
            db.delete(row)
    else:
        row = row or PlanSetting(plan_id=plan_id)
        row.prices = {str(kind): amount for kind, amount in sorted(after.prices.items())}
        row.serp_depth, row.limitation = after.serp_depth, dict(after.limitation)
        row.updated_by_id, row.updated_at = admin_id, utcnow()
        db.add(row)
    updated = 0
    if edit.apply_to_subscribers:
        for sub in current_subscriptions(db, plan_id):
            if sub.limitation != after.limitation:
                sub.limitation = dict(after.limitation)
                updated += 1
    db.flush()
    return Saved(before, after, updated)
