"""Refunds: an admin records money given back on a charge, and the charge's e-invoice follows it.

The card itself is refunded in ECPay's merchant back office, not through its API: ECPay's refund call
(``/CreditDetail/DoAction``) is not offered on its test environment, so it could not be tried before going live, and
a periodic contract's later charges are known by their authorization (Gwsr) alone, which that call does not take.
What RankLens does once the money is back with the buyer:

- the e-invoice: voided whole (a full refund while the invoice's two-month period is not filed: ``void``), or
  credited by an allowance of the amount (a partial refund, or after the filing: ``allowance``); an invoice not yet
  issued is never issued (``cancel``);
- when asked, the plan the charge paid for ends now and its renewals stop at ECPay (nothing is stored when ECPay
  cannot be told).

The refund is stored before the e-invoice service is called: the money is back whatever that service answers, and an
invoice step that failed is kept with the provider's words for an operator to try again.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.billing import ecpay, einvoice, invoicing
from api.billing.models import Invoice, Order, Payment, Refund
from api.billing.service import stop_renewals
from api.core.config import Settings
from api.core.db import utcnow
from api.core.errors import AppError, Conflict, FieldError, NotFound, ValidationFailed
from api.plans.models import Subscription


@dataclass(frozen=True)
class RefundRequest:
    amount: int
    reason: str
    end_plan: bool = False


def given_back() -> Select:
    """(payment_id, amount): NT$ refunded so far on each payment that has a refund."""
    return select(Refund.payment_id, func.sum(Refund.amount).label("amount")).group_by(Refund.payment_id)


def refunded(db: Session, payment_ids: list[int]) -> dict[int, int]:
    """NT$ refunded so far on each of ``payment_ids`` that has a refund."""
    if not payment_ids:
        return {}
    return dict(db.execute(given_back().where(Refund.payment_id.in_(payment_ids))).all())


def _invoice_action(invoice: Invoice | None, whole: bool, now: datetime) -> str:
    """What a refund does to the charge's e-invoice (409 while it cannot be decided)."""
    if invoice is None or invoice.status in ("due", "refused"):
        if not whole:  # an allowance needs an issued invoice to credit
            raise Conflict("billing.refund_invoice_not_issued")
        return "cancel"
    if invoice.status == "issuing":
        raise Conflict("billing.refund_invoice_busy")
    return "void" if whole and now < einvoice.void_deadline(invoice.issued_at) else "allowance"


def _end_plan(db: Session, order: Order, settings: Settings, now: datetime) -> None:
    """The order's plan ends now and nothing renews it (GatewayError when ECPay could not be told; not committed)."""
    if order.status == "paid":
        stop_renewals(order, settings)
    subscription = db.get(Subscription, order.subscription_id) if order.subscription_id else None
    if subscription is not None and subscription.status == "subscribing":
        subscription.status, subscription.end_date, subscription.next_payment_date = "ended", now, None


def refund(db: Session, payment_id: int, request: RefundRequest, admin_id: int, settings: Settings) -> Refund:
    """Records ``request`` on charge ``payment_id`` and settles its e-invoice (404 unknown; 409
    billing.refund_not_charged, billing.refund_done, billing.refund_invoice_*; 422 under amount or reason; 502
    billing.gateway_unavailable when the plan should end and ECPay cannot be told — nothing stored then)."""
    payment = db.get(Payment, payment_id)
    if payment is None:
        raise NotFound()
    if not payment.succeeded:
        raise Conflict("billing.refund_not_charged")
    before = refunded(db, [payment.id]).get(payment.id, 0)
    left = payment.amount - before
    if left <= 0:
        raise Conflict("billing.refund_done")
    problems = []
    if not 1 <= request.amount <= left:
        problems.append(FieldError("amount", "billing.refund_amount", {"max": f"{left:,}"}))
    reason = request.reason.strip()
    if not reason or len(reason) > einvoice.REASON_MAX:  # the reason goes to the provider with a voiding
        problems.append(FieldError("reason", "billing.refund_reason", {"max": einvoice.REASON_MAX}))
    if problems:
        raise ValidationFailed(problems)
    now = utcnow()
    invoice = db.scalar(select(Invoice).where(Invoice.payment_id == payment.id))
    action = _invoice_action(invoice, before == 0 and request.amount == payment.amount, now)
    if request.end_plan:
        try:
            _end_plan(db, db.get(Order, payment.order_id), settings, now)
        except ecpay.GatewayError as error:
            db.rollback()
            raise AppError("billing.gateway_unavailable", status_code=502) from error
    row = Refund(payment_id=payment.id, amount=request.amount, reason=reason, ended_plan=request.end_plan,
                 invoice_action=action, invoice_status="pending", admin_id=admin_id, created_at=now)
    if action == "cancel":
        if invoice is not None:
            invoice.status = "cancelled"
        row.invoice_status = "done"
    db.add(row)
    db.commit()
    if row.invoice_status == "pending":
        settle_invoice(db, row, settings)
    return row


def settle_invoice(db: Session, row: Refund, settings: Settings) -> None:
    """Voids the charge's e-invoice or issues the allowance, as ``row`` says; done, or failed with the provider's
    words (committed either way)."""
    payment = db.get(Payment, row.payment_id)
    order = db.get(Order, payment.order_id)
    invoice = db.scalar(select(Invoice).where(Invoice.payment_id == payment.id))
    config = invoicing.invoice_config(settings)
    try:
        if row.invoice_action == "void":
            einvoice.void(config, number=invoice.number, issued_at=invoice.issued_at, reason=row.reason)
            invoice.status = "voided"
        else:
            row.allowance_number = einvoice.allowance(
                config, number=invoice.number, issued_at=invoice.issued_at, amount=row.amount,
                item_name=invoicing.item_name(order), email=db.get(User, order.user_id).email)
    except einvoice.EinvoiceError as error:
        row.invoice_status, row.error = "failed", str(error)[:200]
    else:
        row.invoice_status, row.error = "done", None
    db.commit()


def retry(db: Session, refund_id: int, settings: Settings) -> Refund:
    """A refund's failed e-invoice step tried again (404 unknown; 409 billing.refund_invoice_settled)."""
    row = db.get(Refund, refund_id)
    if row is None:
        raise NotFound()
    if row.invoice_status != "failed":
        raise Conflict("billing.refund_invoice_settled")
    settle_invoice(db, row, settings)
    return row
