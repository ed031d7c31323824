"""Plans API: the catalogue on sale and the user's subscription record."""

from __future__ import annotations

from fastapi import APIRouter, Request

from api.core.errors import request_locale
from api.deps import CurrentUser, DbSession, OptionalAuth
from api.plans import service
from api.plans.schemas import PlanCatalogueOut, SubscriptionRecordList

router = APIRouter(tags=["plans"])


@router.get("/plans", response_model=PlanCatalogueOut)
def plans(request: Request, db: DbSession, auth: OptionalAuth):
    """Public; a signed-in caller also learns their current plan and payment type."""
    return service.plan_offers(db, auth.user if auth else None, request_locale(request))


@router.get("/subscriptions", response_model=SubscriptionRecordList)
def subscriptions(request: Request, db: DbSession, user: CurrentUser):
    return {"data": service.subscription_history(db, user, request_locale(request))}
