"""The plans screen of the back office: every plan of the catalogue with the admin's prices, SERP depth and limits
(api/plans/edits.py), how many run it now, and an edit audited with what it changed."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.admin.service import record
from api.core.db import utcnow
from api.plans import edits
from api.plans.catalogue import PLANS, PURCHASABLE_PLANS, Plan
from api.plans.models import Subscription, running_at
from api.plans.service import plan_name


def _values(plan: Plan) -> dict:
    return {"prices": plan.prices, "serp_depth": plan.serp_depth, "limitation": plan.limitation}


def _subscribers(db: Session) -> dict[int, int]:
    """Running subscriptions by plan."""
    return dict(db.execute(select(Subscription.plan_id, func.count()).where(running_at(utcnow()))
                           .group_by(Subscription.plan_id)).all())


def list_plans(db: Session, locale: str) -> list[dict]:
    """Every plan, those on sale first, with its values now, the catalogue's, and who changed them last."""
    settings = edits.settings_of(db)
    editors = dict(db.execute(select(User.id, User.email).where(
        User.id.in_([row.updated_by_id for row in settings.values() if row.updated_by_id]))).all())
    subscribers = _subscribers(db)
    order = [*PURCHASABLE_PLANS, *(plan_id for plan_id in PLANS if plan_id not in PURCHASABLE_PLANS)]
    rows = []
    for plan_id in order:
        setting = settings.get(plan_id)
        rows.append({
            "id": plan_id, "key": PLANS[plan_id].key, "name": plan_name(PLANS[plan_id], locale),
            "on_sale": plan_id in PURCHASABLE_PLANS, **_values(edits.edited(PLANS[plan_id], setting)), "defaults": _values(PLANS[plan_id]),
            "subscribers": subscribers.get(plan_id, 0),
            "updated_at": setting.updated_at if setting else None,
            "updated_by": editors.get(setting.updated_by_id) if setting else None,
        })
    return rows


def _changes(before: Plan, after: Plan) -> dict[str, list]:
    """``{field: [before, after]}`` of what an edit changed, fields named as the edit names them."""
    flat = [(f"prices.{kind}", before.prices.get(kind), after.prices.get(kind))
            for kind in sorted({*before.prices, *after.prices})]
    flat.append(("serp_depth", before.serp_depth, after.serp_depth))
    flat += [(f"limitation.{key}", before.limitation.get(key), after.limitation.get(key)) for key in after.limitation]
    return {name: [old, new] for name, old, new in flat if old != new}


def edit_plan(db: Session, admin: User, plan_id: int, edit: edits.PlanEdit, locale: str) -> dict:
    """The plan's new values (404, or 422 under the field at fault with nothing stored), applied to its running
    subscriptions when asked, and audited with what changed."""
    saved = edits.save(db, plan_id, edit, admin.id)
    record(db, admin, "plan.update", f"plan:{plan_id}", {
        "changes": _changes(saved.before, saved.after), "apply_to_subscribers": edit.apply_to_subscribers,
        "subscriptions_updated": saved.subscriptions_updated})
    db.commit()
    row = next(row for row in list_plans(db, locale) if row["id"] == plan_id)
    return {**row, "subscriptions_updated": saved.subscriptions_updated}
