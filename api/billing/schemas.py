"""Checkout and order shapes."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from api.billing.invoice_info import Kind


class InvoiceIn(BaseModel):
    """Who the e-invoice is for (api/billing/invoice_info.py): the member carrier by default, a mobile barcode,
    a citizen digital certificate, a donation code, or a company's uniform number, title and address."""

    kind: Kind = "member"
    carrier: str = Field("", max_length=20)
    donation_code: str = Field("", max_length=10)
    uniform_number: str = Field("", max_length=10)
    company_title: str = Field("", max_length=100)
    company_address: str = Field("", max_length=200)


class QuoteIn(BaseModel):
    plan_id: int
    payment_type: Literal[1, 2] = Field(description="1 monthly, 2 yearly")
    promo_code: str = Field("", max_length=40)


class OverLimitOut(BaseModel):
    feature: str = Field(description="sites, keywords, api_tokens, keyword_lists; per project: competitors, receivers, members")
    limit: int
    usage: int
    site_id: int | None = Field(description="the project over the limit, for a per-project feature")
    site_name: str | None


class QuoteOut(BaseModel):
    """Each period's charge: the plan's price, the promo code's discount and what is left, NT$ tax included."""

    list_amount: int
    discount: int
    amount: int
    currency: str
    promo_code: str | None
    credit_days: int = Field(description="days of the new plan the current contract's unused part adds")
    over_limits: list[OverLimitOut] = Field(
        description="what the buyer has beyond the plan's limits: to remove before checking out (409 otherwise)")


class CheckoutIn(QuoteIn):
    invoice: InvoiceIn = InvoiceIn()


class CheckoutOut(BaseModel):
    """The order, and the form the browser posts to the gateway's card page (no card field: the gateway
    asks for the card itself)."""

    trade_no: str
    action: str
    fields: dict[str, str]
    sandbox: bool


class InvoiceStateOut(BaseModel):
    """The e-invoice of one charge: ``pending`` (on its way from the provider), ``issued`` (its number, the random
    number that looks it up and its date), ``refused`` (being looked into), ``voided`` (taken back on a full refund)
    or ``cancelled`` (refunded before it was issued: none will be)."""

    status: Literal["pending", "issued", "refused", "voided", "cancelled"]
    number: str | None
    random_number: str | None
    issued_at: datetime | None


class IssuedInvoiceOut(InvoiceStateOut):
    period: int


class OrderOut(BaseModel):
    trade_no: str
    plan_id: int
    plan_name: str | None
    payment_type: int
    amount: int  # charged every period
    list_amount: int
    discount: int
    currency: str
    status: Literal["pending", "paid", "failed", "cancelled"]
    message: str | None  # the gateway's words on a declined charge
    created_at: datetime
    paid_at: datetime | None
    plan_active: bool  # the plan this order pays for is the user's current one
    invoice: InvoiceIn
    invoices: list[IssuedInvoiceOut]


class ChargeOut(BaseModel):
    """One charge of an order: the first or a later period's, successful (a receipt) or declined (the gateway's
    words in ``message``)."""

    id: int
    trade_no: str
    plan_id: int
    plan_name: str | None
    payment_type: int
    period: int
    charged_at: datetime
    amount: int
    succeeded: bool
    message: str | None
    invoice: InvoiceStateOut | None
    refunded: int = Field(0, description="NT$ given back on the charge so far")


class RenewalOut(BaseModel):
    """The order that charges again (cancel it with POST /billing/orders/{trade_no}/cancel)."""

    trade_no: str
    plan_name: str | None
    payment_type: int
    amount: int
    next_charge_at: datetime | None


class ChargeList(BaseModel):
    data: list[ChargeOut]
    renewal: RenewalOut | None


class SellerOut(BaseModel):
    name: str
    uniform_number: str
    address: str


class BuyerOut(BaseModel):
    name: str | None
    email: str
    invoice: InvoiceIn


class ReceiptOut(BaseModel):
    """The receipt of one successful charge (api/billing/receipts.py); NT$, tax included."""

    number: str
    charged_at: datetime
    seller: SellerOut
    buyer: BuyerOut
    plan_name: str | None
    payment_type: int
    period: int
    service_start: datetime
    service_end: datetime
    list_amount: int
    discount: int
    amount: int
    tax: int = Field(description="the 5% business tax the amount includes")
    currency: str
    gateway: str
    reference: str
    trade_no: str
    invoice: InvoiceStateOut | None


class ReferralsOut(BaseModel):
    """A referred user's first payment earns the referrer ``reward_days`` days (api/billing/referrals.py)."""

    code: str
    reward_days: int
    rewarded: int = Field(description="referred users who paid")
    days_applied: int
    days_waiting: int = Field(description="earned while no plan ran: added at the next paid plan")
