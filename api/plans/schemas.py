"""Response shapes of the plan catalogue (/plans) and the subscription record (/subscriptions)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field


class PriceOut(BaseModel):
    payment_type: Literal[1, 2] = Field(description="1 monthly, 2 yearly")
    amount: int = Field(description="NT$, tax included, for the whole period")
    months: int = Field(description="how many months the amount pays for")


class PlanOfferOut(BaseModel):
    id: int
    key: str
    name: str = Field(description="in the request's language")
    currency: Literal["TWD"]
    prices: list[PriceOut]
    limitation: dict[str, int] = Field(description="{feature}_limitation values; 99999999999 is unlimited")
    serp_depth: int = Field(description="how many Google results are read per keyword")
    features: dict[str, bool] = Field(description="gated features (SPEC §6) and whether the plan has them")


class PlanCatalogueOut(BaseModel):
    data: list[PlanOfferOut]
    current_plan_id: int | None = Field(description="the signed-in user's active plan; null for visitors")
    current_payment_type: int | None = Field(description="1 monthly, 2 yearly, null for trials and visitors")


class SubscriptionRecordOut(BaseModel):
    id: int
    plan_id: int
    plan_name: str | None
    payment_type: int | None = Field(description="1 monthly, 2 yearly, null for trials")
    start_date: datetime
    end_date: datetime | None
    status: Literal["subscribing", "ended"]


class SubscriptionRecordList(BaseModel):
    data: list[SubscriptionRecordOut]


class UpgradePlanOut(BaseModel):
    id: int
    key: str
    names: dict[str, str] = Field(description="the plan's name per language")


class FeatureAccessOut(BaseModel):
    """What a plan allows of one feature, decided by the server (SPEC §6 limits and gating together)."""

    feature: str
    limit: int = Field(description="0 when the plan lacks the feature; 99999999999 is unlimited")
    limited: bool
    usage: int
    remaining: int
    available: bool = Field(description="some of it is left to use now")
    included: bool = Field(description="the plan has the feature at all")
    upgrade: UpgradePlanOut | None = Field(description="the cheapest plan on sale that has it, when this one lacks it")
