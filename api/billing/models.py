"""Orders (one periodic card contract at the gateway), their payments (one per charged period) and every
notice the gateway sent, refused ones included."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow


class Order(Base):
    """A plan bought by card: created when the user leaves for the card page, paid when the gateway's
    notice of the first charge arrives (whether or not the browser ever comes back)."""

    __tablename__ = "billing_orders"

    id: Mapped[int] = mapped_column(primary_key=True)
    trade_no: Mapped[str] = mapped_column(String(20), unique=True)  # ours: ECPay's MerchantTradeNo
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    plan_id: Mapped[int]
    payment_type: Mapped[int]  # 1 monthly, 2 yearly
    amount: Mapped[int]  # NT$, tax included, charged every period (the plan's price less the discount)
    list_amount: Mapped[int]  # the plan's price for the period
    discount: Mapped[int] = mapped_column(default=0, server_default="0")
    # the promo code typed at checkout; a pending or paid order holds one of its uses, a declined one gives it back
    promo_code_id: Mapped[int | None] = mapped_column(ForeignKey("promo_codes.id", ondelete="SET NULL"))
    gateway: Mapped[str] = mapped_column(String(20), default="ecpay")
    # pending → paid (first charge) | failed (declined); paid → cancelled (no later charge)
    status: Mapped[str] = mapped_column(String(20), default="pending")
    gateway_trade_no: Mapped[str | None] = mapped_column(String(40))  # ECPay's TradeNo
    # the contract it pays for, started by the first charge and run on by each later one
    subscription_id: Mapped[int | None] = mapped_column(ForeignKey("subscriptions.id", ondelete="SET NULL"))
    message: Mapped[str | None] = mapped_column(String(200))  # the gateway's words on the last failure
    invoice: Mapped[dict] = mapped_column(JSON, default=dict)  # who the e-invoices are for (invoice_info.py)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    paid_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    cancelled_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class Payment(Base):
    """One charge of an order, successful or declined, keyed by the gateway's reference for it so that a
    notice sent twice is stored once."""

    __tablename__ = "billing_payments"
    __table_args__ = (UniqueConstraint("order_id", "reference"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("billing_orders.id", ondelete="CASCADE"), index=True)
    period: Mapped[int]  # 1 the first charge, n the n-th successful one
    reference: Mapped[str] = mapped_column(String(60))  # TradeNo (first) or Gwsr (a later period)
    amount: Mapped[int]
    succeeded: Mapped[bool]
    message: Mapped[str | None] = mapped_column(String(200))
    charged_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class GatewayNotice(Base):
    """Every server-to-server notice as it came, with what was done with it (applied, duplicate, refused: a bad
    signature, an unknown order; or replaced: a contract charged after a newer plan replaced it, to refund)."""

    __tablename__ = "billing_gateway_notices"

    id: Mapped[int] = mapped_column(primary_key=True)
    gateway: Mapped[str] = mapped_column(String(20))
    kind: Mapped[str] = mapped_column(String(20))  # payment | period
    trade_no: Mapped[str | None] = mapped_column(String(40), index=True)
    outcome: Mapped[str] = mapped_column(String(30))
    fields: Mapped[dict] = mapped_column(JSON, default=dict)
    client: Mapped[str | None] = mapped_column(String(64))  # the sender's address
    received_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class Invoice(Base):
    """The e-invoice of one successful charge (api/billing/invoicing.py): due with the charge, issued at the
    provider by the worker, retried while the provider does not answer; ``refused`` when the provider turned
    the request down (an operator's matter: the charge stands)."""

    __tablename__ = "billing_invoices"

    id: Mapped[int] = mapped_column(primary_key=True)
    payment_id: Mapped[int] = mapped_column(ForeignKey("billing_payments.id", ondelete="CASCADE"), unique=True)
    relate_number: Mapped[str] = mapped_column(String(30), unique=True)  # ours, at the provider
    # due → issuing (a worker holds it) → issued | refused; back to due when the provider did not answer.
    # On a full refund: issued → voided; not yet issued → cancelled (never to be issued).
    status: Mapped[str] = mapped_column(String(20), default="due")
    number: Mapped[str | None] = mapped_column(String(10))
    random_number: Mapped[str | None] = mapped_column(String(4))
    issued_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    attempts: Mapped[int] = mapped_column(default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
    last_error: Mapped[str | None] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class Refund(Base):
    """Money given back on a charge (api/billing/refunds.py), recorded by an admin once the card was refunded at
    ECPay, and what it did to the charge's e-invoice: ``void`` (the whole invoice taken back), ``allowance`` (an
    allowance of the amount, its number kept), or ``cancel`` (the invoice was not issued yet and now never will
    be). ``invoice_status``: done, or failed with the provider's words for an operator to try again."""

    __tablename__ = "billing_refunds"

    id: Mapped[int] = mapped_column(primary_key=True)
    payment_id: Mapped[int] = mapped_column(ForeignKey("billing_payments.id", ondelete="CASCADE"), index=True)
    amount: Mapped[int]  # NT$, tax included
    reason: Mapped[str] = mapped_column(String(20))
    ended_plan: Mapped[bool] = mapped_column(default=False)
    invoice_action: Mapped[str] = mapped_column(String(20))  # void | allowance | cancel
    invoice_status: Mapped[str] = mapped_column(String(20), default="pending")  # pending | done | failed
    allowance_number: Mapped[str | None] = mapped_column(String(20))
    error: Mapped[str | None] = mapped_column(String(200))
    admin_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class BillingMail(Base):
    """A billing mail sent (or being sent) to a user, once per ``kind`` and ``key``: the trial's end (the
    subscription's id) or a later period's charge (the payment's id). The row is claimed before the mail goes,
    so a sweep run twice or a task retried mails once."""

    __tablename__ = "billing_mails"
    __table_args__ = (UniqueConstraint("kind", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(20))  # trial_ending | trial_ended | renewed | charge_failed
    key: Mapped[int]
    sent_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)


class ReferralReward(Base):
    """The days a referrer earned when a user they referred paid a first charge (api/billing/referrals.py), once per
    referred user; ``applied_at`` unset while the referrer had no running contract to add them to."""

    __tablename__ = "billing_referral_rewards"

    id: Mapped[int] = mapped_column(primary_key=True)
    referrer_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    referred_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), unique=True)
    payment_id: Mapped[int | None] = mapped_column(ForeignKey("billing_payments.id", ondelete="SET NULL"))
    days: Mapped[int]
    applied_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
