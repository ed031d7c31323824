"""The e-invoice of every successful charge: due in the same transaction as the payment (so no charge is
left without one), issued by the worker right after, and retried until the provider answers.

An invoice row is claimed before it is issued (``due`` → ``issuing``, with a deadline): the task sent with
the payment and beat's sweep cannot both issue it, and a worker that died holding it lets it go when the
deadline passes. Before a retry the provider is asked for an invoice already issued under the same
RelateNumber: an answer lost on the way must not invoice the charge twice. A refusal (the provider turned
the request down) is kept with its words for an operator; the charge and the plan stand.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.billing import einvoice
from api.billing.ecpay import EcpayConfig, configured
from api.billing.invoice_info import InvoiceInfo
from api.billing.models import Invoice, Order, Payment
from api.core.config import Settings
from api.core.db import utcnow
from api.plans.catalogue import PLANS, YEARLY
from api.plans.service import plan_name

log = logging.getLogger(__name__)
# Waits after the 1st, 2nd, … failed attempt; the last one repeats.
RETRY_DELAYS = (timedelta(minutes=1), timedelta(minutes=5), timedelta(minutes=15), timedelta(hours=1),
                timedelta(hours=6))
CLAIM_DEADLINE = timedelta(minutes=10)  # a worker holding an invoice longer has died with it
SWEEP_BATCH = 100
INVOICE_LOCALE = "zh-TW"  # a Taiwanese e-invoice names its item in Chinese, whatever the buyer reads


def invoice_config(settings: Settings) -> EcpayConfig:
    return configured(settings.einvoice_merchant_id, settings.einvoice_hash_key, settings.einvoice_hash_iv,
                      settings.einvoice_url, einvoice.STAGE_MERCHANT)


def add_due(db: Session, order: Order, payment: Payment) -> Invoice:
    """The invoice ``payment`` (a successful charge of ``order``, flushed) is owed, in the caller's transaction;
    its RelateNumber names the charge (30 letters and digits at most: the trade number and the payment's id)."""
    invoice = Invoice(payment_id=payment.id, relate_number=f"{order.trade_no}N{payment.id}", status="due",
                      next_attempt_at=utcnow())
    db.add(invoice)
    return invoice


def item_name(order: Order) -> str:
    period = "年繳" if order.payment_type == YEARLY else "月繳"
    return f"RankLens {plan_name(PLANS.get(order.plan_id), INVOICE_LOCALE) or order.plan_id}（{period}）"


def retry_delay(attempts: int) -> timedelta:
    return RETRY_DELAYS[min(attempts, len(RETRY_DELAYS)) - 1]


def _claim(db: Session, invoice_id: int, now: datetime) -> bool:
    claimed = db.execute(update(Invoice).where(
        Invoice.id == invoice_id, Invoice.status.in_(("due", "issuing")), Invoice.next_attempt_at <= now,
    ).values(status="issuing", next_attempt_at=now + CLAIM_DEADLINE)).rowcount
    db.commit()
    return bool(claimed)


def issue(db: Session, invoice_id: int, settings: Settings, now: datetime | None = None) -> str:
    """One attempt at issuing invoice ``invoice_id``: ``issued``, ``retry`` (the provider did not answer:
    tried again after :func:`retry_delay`), ``refused``, or ``skipped`` (not due, or another worker has it)."""
    now = now or utcnow()
    if not _claim(db, invoice_id, now):
        return "skipped"
    invoice = db.get(Invoice, invoice_id)
    payment = db.get(Payment, invoice.payment_id)
    order = db.get(Order, payment.order_id)
    config = invoice_config(settings)
    try:
        issued = einvoice.find_issued(config, invoice.relate_number) if invoice.attempts else None
        if issued is None:
            issued = einvoice.issue(config, einvoice.issue_data(
                config, relate_number=invoice.relate_number, amount=payment.amount, item_name=item_name(order),
                email=db.get(User, order.user_id).email, info=InvoiceInfo(**order.invoice)))
    except einvoice.EinvoiceError as error:
        invoice.attempts += 1
        invoice.last_error = str(error)[:200]
        if error.retryable:
            invoice.status, invoice.next_attempt_at = "due", now + retry_delay(invoice.attempts)
        else:
            invoice.status = "refused"
            log.error("e-invoice %s refused: %s", invoice.relate_number, error)
        db.commit()
        return "retry" if error.retryable else "refused"
    invoice.attempts += 1
    invoice.status, invoice.number, invoice.random_number = "issued", issued.number, issued.random_number
    invoice.issued_at, invoice.last_error = issued.issued_at, None
    db.commit()
    return "issued"


def due_ids(db: Session, now: datetime) -> list[int]:
    """The invoices whose next attempt has come (a claim past its deadline included), oldest first."""
    return list(db.scalars(select(Invoice.id).where(
        Invoice.status.in_(("due", "issuing")), Invoice.next_attempt_at <= now,
    ).order_by(Invoice.next_attempt_at).limit(SWEEP_BATCH)))


def _shown(invoice: Invoice) -> dict:
    """An invoice as its buyer sees it: ``pending`` (on its way), ``issued`` with its number, ``refused`` (being
    looked into), ``voided`` or ``cancelled`` (refunded: api/billing/refunds.py)."""
    return {"status": "pending" if invoice.status in ("due", "issuing") else invoice.status,
            "number": invoice.number, "random_number": invoice.random_number, "issued_at": invoice.issued_at}


def of_order(db: Session, order: Order) -> list[dict]:
    """The order's invoices by period."""
    rows = db.execute(select(Invoice, Payment.period).join(Payment, Payment.id == Invoice.payment_id)
                      .where(Payment.order_id == order.id).order_by(Payment.period)).all()
    return [{"period": period, **_shown(invoice)} for invoice, period in rows]


def of_payments(db: Session, payment_ids: list[int]) -> dict[int, dict]:
    """The invoice of each of ``payment_ids`` that has one (a declined charge has none), by payment id."""
    invoices = db.scalars(select(Invoice).where(Invoice.payment_id.in_(payment_ids))) if payment_ids else []
    return {invoice.payment_id: _shown(invoice) for invoice in invoices}
