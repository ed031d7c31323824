"""Admin back-office shapes."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from api.billing.schemas import InvoiceIn


class CodeIn(BaseModel):
    """A trial code (a plan for some days, redeemed on the profile) or a promo code (a percentage or an amount off
    every period of an order, optionally for one plan and one period)."""

    code: str = Field(max_length=40)
    kind: Literal["trial", "promo"] = "promo"
    plan_id: int | None = None
    days: int = 7
    discount_percent: int | None = None
    discount_amount: int | None = None
    payment_type: Literal[1, 2] | None = None
    max_uses: int | None = None
    starts_at: datetime | None = None
    expires_at: datetime | None = None


class CodeOut(CodeIn):
    id: int
    used_count: int
    created_at: datetime


class CodeList(BaseModel):
    data: list[CodeOut]


class AdminActionOut(BaseModel):
    id: int
    admin_id: int | None
    admin_email: str
    action: str
    target: str
    detail: dict
    created_at: datetime


class AdminActionList(BaseModel):
    data: list[AdminActionOut]


class AdminUserOut(BaseModel):
    id: int
    email: str
    name: str | None
    created_at: datetime
    plan_id: int | None
    plan_name: str | None
    payment_type: int | None  # None: a trial (or no plan)
    plan_end: datetime | None
    paid_total: int = Field(description="NT$ charged successfully, all time")
    disabled_at: datetime | None


class AdminUserList(BaseModel):
    data: list[AdminUserOut]


class ExtendTrialIn(BaseModel):
    days: int = Field(ge=1, le=90)


class DisableIn(BaseModel):
    disabled: bool


class ViewAsIn(BaseModel):
    """SPEC §7's ``admin/get_user_token``. ``switch_session``: this browser's session becomes the view (the console);
    the admin's own is kept to return to. Without it only the token is given (scripts)."""

    user_id: int
    switch_session: bool = False


class ViewAsOut(BaseModel):
    api_token: str
    csrf_token: str
    expires_at: datetime


class NewsTexts(BaseModel):
    bold_content: str = ""
    content: str = ""
    btn_text: str = ""


class NewsIn(BaseModel):
    """An announcement: zh-TW texts (content required), optional zh-CN/en/ja texts, an optional button (a path of
    the site or a web address, with its text), shown or hidden, for one language or all, between optional times."""

    bold_content: str = ""
    content: str = ""
    btn_url: str | None = None
    btn_text: str | None = None
    status: int = 1
    language: str | None = None
    starts_at: datetime | None = None
    ends_at: datetime | None = None
    translations: dict[str, NewsTexts] = Field(default_factory=dict)


class NewsOut(NewsIn):
    id: int
    created_at: datetime
    state: Literal["shown", "scheduled", "ended", "hidden"]


class NewsList(BaseModel):
    data: list[NewsOut]


class RevenueMonth(BaseModel):
    month: str = Field(description="YYYY-MM, a Taipei calendar month")
    revenue: int = Field(description="NT$ charged in the month, tax included")
    mrr: int = Field(description="NT$ per month of the charges covering the month's end (now, for the running month)")
    customers: int
    churned: int = Field(description="customers at the previous month's end who are not at this one's")
    churn_rate: float | None
    signups: int
    converted: int = Field(description="of the month's sign-ups, those who paid within conversion_days")
    conversion_rate: float | None
    complete: bool = Field(description="every sign-up of the month has had conversion_days to pay")


class RevenueOut(BaseModel):
    currency: str
    conversion_days: int
    mrr: int
    customers: int
    months: list[RevenueMonth]


class RefusedInvoiceOut(BaseModel):
    id: int
    email: str
    trade_no: str
    period: int
    amount: int
    charged_at: datetime
    error: str | None = Field(description="the provider's words")
    invoice: InvoiceIn


class ReplacedChargeOut(BaseModel):
    id: int
    email: str
    trade_no: str
    amount: int
    reference: str | None = Field(description="ECPay's reference of the charge (Gwsr), to refund it by")
    received_at: datetime


class RefundIn(BaseModel):
    """Money given back on a charge, once refunded at ECPay's merchant back office: the amount (NT$, tax included),
    the reason (sent with a voided e-invoice) and whether the plan it paid for ends now."""

    amount: int
    reason: str = Field(max_length=200)
    end_plan: bool = False


class RefundOut(BaseModel):
    id: int
    payment_id: int
    amount: int
    reason: str
    ended_plan: bool
    invoice_action: Literal["void", "allowance", "cancel"]
    invoice_status: Literal["pending", "done", "failed"]
    allowance_number: str | None
    error: str | None = Field(description="the e-invoice provider's words when the invoice step failed")
    created_at: datetime


class FailedRefundOut(RefundOut):
    email: str
    trade_no: str
    period: int


class BillingIssuesOut(BaseModel):
    refunds: list[FailedRefundOut] = Field(description="refunds whose e-invoice step failed, to try again")
    invoices: list[RefusedInvoiceOut]
    replaced_charges: list[ReplacedChargeOut]


class ReissueIn(BaseModel):
    """Who the e-invoice is for now; absent: as before (the provider's refusal was on its side)."""

    invoice: InvoiceIn | None = None


class PlanValues(BaseModel):
    prices: dict[int, int] = Field(description="NT$ by payment type (1 monthly, 2 yearly); plans on sale only")
    serp_depth: int = Field(description="how many Google results a rank check reads")
    limitation: dict[str, int] = Field(description="{feature}_limitation values; 99999999999 and above: unlimited")


class AdminPlanOut(PlanValues):
    id: int
    key: str
    name: str | None
    on_sale: bool
    defaults: PlanValues = Field(description="the catalogue's values, which the console offers to restore")
    subscribers: int = Field(description="subscriptions of the plan running now")
    updated_at: datetime | None
    updated_by: str | None


class AdminPlanList(BaseModel):
    data: list[AdminPlanOut]


class PlanEditIn(BaseModel):
    """A plan's new values: prices (both, for a plan on sale), SERP depth and the limits to change. With
    ``apply_to_subscribers`` the plan's running subscriptions take its limits now; otherwise they keep theirs
    until they buy again."""

    prices: dict[int, int] = Field(default_factory=dict)
    serp_depth: int
    limitation: dict[str, int] = Field(default_factory=dict)
    apply_to_subscribers: bool = False


class AdminPlanEditOut(AdminPlanOut):
    subscriptions_updated: int
