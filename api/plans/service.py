"""Subscriptions and usage: the one place that decides whether a user may use a feature."""

from __future__ import annotations

from dataclasses import asdict
from datetime import timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.accounts.models import ApiToken, User
from api.core.db import utcnow
from api.core.errors import AppError, LimitReached
from api.core.i18n import DEFAULT_LOCALE
from api.plans.catalogue import (
    ADMIN_PLAN,
    COUNT_FEATURES,
    FEATURE_PLANS,
    FREE_TRIAL_DAYS,
    FREE_TRIAL_PLAN,
    MONTHLY_FEATURES,
    PAID_FEATURES,
    PURCHASABLE_PLANS,
    UNLIMITED,
    YEARLY,
    Plan,
    get_plan,
    plan_allows,
)
from api.plans.edits import plan_of, plans_of, upgrade_plan
from api.plans.limits import Allowance, allowance
from api.plans.models import Subscription, UsageCounter, running_at
from api.projects.models import Competitor, Keyword, ReportRecipient, Site, SiteMember
from api.research.models import KeywordList

# Features a plan has or has not at all (SPEC §6 gating lists), as shown on the plan comparison.
GATED_FEATURES = (*FEATURE_PLANS, *sorted(PAID_FEATURES))


class PlanDenied(AppError):
    status_code = 403
    code = "plan.feature_unavailable"


def current_period() -> str:
    return utcnow().strftime("%Y-%m")


def start_subscription(db: Session, user: User, plan_id: int, days: int | None,
                       payment_type: int | None = None) -> Subscription:
    """Ends the user's current subscription and starts ``plan_id`` now (no commit)."""
    now = utcnow()
    for sub in db.scalars(select(Subscription).where(Subscription.user_id == user.id,
                                                     Subscription.status == "subscribing")):
        sub.status = "ended"
        sub.end_date = min(sub.end_date or now, now)
    plan = plan_of(db, plan_id)
    sub = Subscription(
        user_id=user.id, plan_id=plan_id, payment_type=payment_type, status="subscribing", start_date=now,
        end_date=now + timedelta(days=days) if days else None, limitation=dict(plan.limitation),
    )
    db.add(sub)
    return sub


def start_free_trial(db: Session, user: User) -> Subscription:
    return start_subscription(db, user, FREE_TRIAL_PLAN, FREE_TRIAL_DAYS)


def active_subscription(db: Session, user: User) -> Subscription | None:
    return db.scalar(select(Subscription).where(Subscription.user_id == user.id, running_at(utcnow()))
                     .order_by(Subscription.start_date.desc()).limit(1))


def is_admin(db: Session, user: User) -> bool:
    """The admin role: a user whose role is ``admin``, or whose active plan is plan 5 (SPEC §6: plan 5 is
    treated as admin). The console's menu applies the same rule (console/src/lib/admin.ts)."""
    if user.role == "admin":
        return True
    subscription = active_subscription(db, user)
    return subscription is not None and subscription.plan_id == ADMIN_PLAN


def _owned_site_ids(user: User):
    return select(Site.id).where(Site.creator_id == user.id)


def feature_counters(db: Session, user: User, feature: str, site: Site | None = None) -> dict[str, int | None]:
    """``{feature}_called_count`` for monthly features, ``{feature}_count`` for things that exist."""
    if feature == "sites":
        return {"sites_count": db.scalar(select(func.count()).where(Site.creator_id == user.id))}
    if feature == "keywords":
        return {"keywords_count": db.scalar(
            select(func.count()).where(Keyword.site_id.in_(_owned_site_ids(user))))}
    if feature == "keyword_lists":
        return {"keyword_lists_count": db.scalar(select(func.count()).where(KeywordList.user_id == user.id))}
    if feature == "keyword_list_items":  # per list, as competitors are per project: none at hand here
        return {"keyword_list_items_count": 0}
    if feature == "api_tokens":
        return {"api_tokens_count": db.scalar(select(func.count()).where(ApiToken.user_id == user.id))}
    per_site = {"competitors": Competitor, "receivers": ReportRecipient, "members": SiteMember}
    if feature in per_site:
        model = per_site[feature]
        query = select(func.count()).select_from(model)
        if site is not None:
            query = query.where(model.site_id == site.id)
            if feature == "members":  # the owner is not counted against the team size
                query = query.where(SiteMember.role != "owner")
        return {f"{feature}_count": db.scalar(query) if site is not None else 0}
    called = db.scalar(select(UsageCounter.called_count).where(
        UsageCounter.user_id == user.id, UsageCounter.feature == feature, UsageCounter.period == current_period()))
    return {f"{feature}_called_count": called or 0}


def feature_allowance(db: Session, user: User, feature: str, site: Site | None = None) -> Allowance:
    """What is left of ``feature``. A feature the plan may not use at all (SPEC §6 gating) has nothing
    left whatever its limitation says: a trial's stored ``ranking_update_limitation`` must not offer
    manual updates that :func:`require_gate` then refuses."""
    sub = active_subscription(db, user)
    return _gated(sub, allowance(sub.limitation if sub else {}, feature_counters(db, user, feature, site), feature))


def _gated(sub: Subscription | None, found: Allowance) -> Allowance:
    if plan_allows(sub.plan_id if sub else None, found.feature):
        return found
    return Allowance(found.feature, 0, True, found.usage, 0, False)


def gate_open(db: Session, user: User, gate: str) -> bool:
    """Whether the user's plan may use ``gate`` (SPEC §6 gating lists)."""
    sub = active_subscription(db, user)
    return plan_allows(sub.plan_id if sub else None, gate)


def require_gate(db: Session, user: User, gate: str) -> None:
    """Raises 403 when the user's plan may not use ``gate`` at all (SPEC §6 gating lists)."""
    if not gate_open(db, user, gate):
        raise PlanDenied()


def require(db: Session, user: User, feature: str, site: Site | None = None,
            gate: str | None = None) -> Allowance:
    """Raises 403 when the plan may not use the feature, 429 when nothing of it is left.

    A batch larger than what remains (with something left) is the caller's to report with its own
    message, such as keywords' "exceeds the number of keywords that can be added".
    """
    if gate is not None:
        require_gate(db, user, gate)
    found = feature_allowance(db, user, feature, site)
    if not found.available:
        raise LimitReached()
    return found


def consume(db: Session, user: User, feature: str, amount: int = 1) -> None:
    """Counts a use of a monthly feature (no commit: it lands with the work it paid for)."""
    period = current_period()
    counter = db.scalar(select(UsageCounter).where(
        UsageCounter.user_id == user.id, UsageCounter.feature == feature, UsageCounter.period == period))
    if counter is None:
        counter = UsageCounter(user_id=user.id, feature=feature, period=period, called_count=0)
        db.add(counter)
    counter.called_count += amount


# Features whose counters the user payload carries (per-project ones count 0 here: no project at hand).
SUMMARY_FEATURES = ("sites", "keywords", "api_tokens", "keyword_lists", "ranking_update", "keyword_gap", "competitor_research",
                    "keyword_search", "page_audit", "pages_check", "rank_check", "writer", "text_comply")


def feature_access(db: Session, sub: Subscription | None, counters: dict[str, int | None]) -> dict[str, dict]:
    """Every feature as the console offers it, decided here once: what is left of it (the limit rule
    with the gating applied, as :func:`require` decides) and, when the plan lacks it, the cheapest plan
    on sale that has it. The console reads this instead of applying the rule itself."""
    limitation = sub.limitation if sub else {}
    plan_id = sub.plan_id if sub else None
    access: dict[str, dict] = {}
    for feature in dict.fromkeys((*COUNT_FEATURES, *MONTHLY_FEATURES, *GATED_FEATURES)):
        if feature in COUNT_FEATURES or feature in MONTHLY_FEATURES or f"{feature}_limitation" in limitation:
            found = _gated(sub, allowance(limitation, counters, feature))
        else:  # a gate without a count: all or nothing
            allowed = plan_allows(plan_id, feature)
            found = Allowance(feature, UNLIMITED if allowed else 0, not allowed, 0, UNLIMITED if allowed else 0,
                              allowed)
        access[feature] = access_out(db, found)
    return access


def access_out(db: Session, found: Allowance) -> dict:
    """One feature's access as the API answers it (``FeatureAccessOut``)."""
    upgrade = None if found.limit > 0 else upgrade_plan(db, found.feature)
    return {**asdict(found), "included": found.limit > 0,
            "upgrade": {"id": upgrade.id, "key": upgrade.key, "names": upgrade.names} if upgrade else None}


def subscription_summary(db: Session, user: User) -> dict:
    """The ``subscription`` block of the user payload: plan, dates, limitation, counters and what each
    feature allows (:func:`feature_access`)."""
    sub = active_subscription(db, user)
    if sub is None:
        return {"plan": None, "plan_id": None, "end_date": None, "limitation": {}, "status": "ended",
                "features": feature_access(db, None, {})}
    plan = get_plan(sub.plan_id)
    counters: dict[str, int | None] = {}
    for feature in SUMMARY_FEATURES:
        counters.update(feature_counters(db, user, feature))
    return {
        "plan_id": sub.plan_id,
        "plan": {"id": sub.plan_id, "key": plan.key if plan else None, "names": plan.names if plan else {}},
        "payment_type": sub.payment_type,
        "status": sub.status,
        "start_date": sub.start_date,
        "end_date": sub.end_date,
        "next_payment_date": sub.next_payment_date,
        "limitation": sub.limitation,
        **counters,
        "features": feature_access(db, sub, counters),
    }


def plan_name(plan: Plan | None, locale: str) -> str | None:
    return (plan.names.get(locale) or plan.names[DEFAULT_LOCALE]) if plan else None


def plan_offers(db: Session, user: User | None, locale: str) -> dict:
    """GET /plans: the plans on sale with names in ``locale``, NT$ prices per payment type, limitations
    and gated features, and the signed-in user's current plan and payment type."""
    offers = []
    plans = plans_of(db)
    for plan_id in PURCHASABLE_PLANS:
        plan = plans[plan_id]
        offers.append({
            "id": plan.id, "key": plan.key, "name": plan_name(plan, locale), "currency": "TWD",
            "prices": [
                {"payment_type": payment_type, "amount": amount,
                 "months": 12 if payment_type == YEARLY else 1}
                for payment_type, amount in sorted(plan.prices.items())
            ],
            "limitation": plan.limitation, "serp_depth": plan.serp_depth,
            "features": {feature: plan_allows(plan.id, feature) for feature in GATED_FEATURES},
        })
    sub = active_subscription(db, user) if user is not None else None
    return {"data": offers, "current_plan_id": sub.plan_id if sub else None,
            "current_payment_type": sub.payment_type if sub else None}


def subscription_history(db: Session, user: User, locale: str) -> list[dict]:
    """GET /subscriptions: every contract of the user, newest first; one past its end date counts
    as ended even before anything marks it so."""
    now = utcnow()
    subs = db.scalars(select(Subscription).where(Subscription.user_id == user.id)
                      .order_by(Subscription.start_date.desc(), Subscription.id.desc()))
    return [
        {
            "id": sub.id, "plan_id": sub.plan_id, "plan_name": plan_name(get_plan(sub.plan_id), locale),
            "payment_type": sub.payment_type, "start_date": sub.start_date, "end_date": sub.end_date,
            "status": "subscribing" if sub.status == "subscribing" and (sub.end_date is None or sub.end_date > now)
            else "ended",
        }
        for sub in subs
    ]
