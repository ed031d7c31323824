"""What in billing needs an operator (the admin's billing issues list): e-invoices the provider refused (the charge
stands; the buyer's invoice information may need correcting before it is issued again), charges of a contract
that a newer plan had replaced (ECPay charged before the cancellation reached it: to refund at ECPay), and refunds
whose e-invoice step failed; and the refunds an admin records (api/billing/refunds.py)."""

from __future__ import annotations

from dataclasses import asdict

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.admin.service import record
from api.billing import invoice_info, refunds, tasks
from api.billing.models import GatewayNotice, Invoice, Order, Payment, Refund
from api.billing.service import hand_over
from api.core.config import Settings
from api.core.db import utcnow
from api.core.errors import Conflict, NotFound, ValidationFailed

ISSUES_MAX = 200


def issues(db: Session) -> dict:
    """Refused e-invoices and replaced contracts' charges, newest first."""
    refused = db.execute(
        select(Invoice, Payment, Order, User.email).join(Payment, Payment.id == Invoice.payment_id)
        .join(Order, Order.id == Payment.order_id).join(User, User.id == Order.user_id)
        .where(Invoice.status == "refused").order_by(Invoice.id.desc()).limit(ISSUES_MAX)).all()
    replaced = db.execute(
        select(GatewayNotice, User.email).join(Order, Order.trade_no == GatewayNotice.trade_no)
        .join(User, User.id == Order.user_id)
        .where(GatewayNotice.outcome == "replaced").order_by(GatewayNotice.id.desc()).limit(ISSUES_MAX)).all()
    failed = db.execute(
        select(Refund, Payment, Order, User.email).join(Payment, Payment.id == Refund.payment_id)
        .join(Order, Order.id == Payment.order_id).join(User, User.id == Order.user_id)
        .where(Refund.invoice_status == "failed").order_by(Refund.id.desc()).limit(ISSUES_MAX)).all()
    return {
        "refunds": [{**refund_out(refund), "email": email, "trade_no": order.trade_no, "period": payment.period}
                    for refund, payment, order, email in failed],
        "invoices": [{"id": invoice.id, "email": email, "trade_no": order.trade_no, "period": payment.period,
                      "amount": payment.amount, "charged_at": payment.charged_at, "error": invoice.last_error,
                      "invoice": invoice_info.as_stored(order.invoice)}
                     for invoice, payment, order, email in refused],
        "replaced_charges": [{"id": notice.id, "email": email, "trade_no": notice.trade_no,
                              "amount": int(notice.fields.get("Amount") or 0), "reference": notice.fields.get("Gwsr"),
                              "received_at": notice.received_at}
                             for notice, email in replaced],
    }


def reissue(db: Session, admin: User, invoice_id: int, info: invoice_info.InvoiceInfo | None) -> None:
    """A refused e-invoice issued again, to ``info`` when given (422 under invoice.… as at checkout; the order's
    later periods are invoiced to it too). 404 unknown, 409 admin.invoice_not_refused. Audited."""
    invoice = db.get(Invoice, invoice_id)
    if invoice is None:
        raise NotFound()
    if invoice.status != "refused":
        raise Conflict("admin.invoice_not_refused")
    order = db.get(Order, db.get(Payment, invoice.payment_id).order_id)
    detail: dict = {"error_was": invoice.last_error}
    if info is not None:
        info = invoice_info.normalized(info)
        found = invoice_info.problems(info)
        if found:
            raise ValidationFailed(found)
        detail |= {"invoice_was": invoice_info.as_stored(order.invoice), "invoice": asdict(info)}
        order.invoice = asdict(info)
    invoice.status, invoice.next_attempt_at, invoice.last_error = "due", utcnow(), None
    record(db, admin, "invoice.reissue", f"order:{order.trade_no}", detail)
    db.commit()
    hand_over(tasks.issue_invoice, invoice.id, lost="the e-invoice is left to the sweep")


def refund_out(row: Refund) -> dict:
    return {"id": row.id, "payment_id": row.payment_id, "amount": row.amount, "reason": row.reason,
            "ended_plan": row.ended_plan, "invoice_action": row.invoice_action, "invoice_status": row.invoice_status,
            "allowance_number": row.allowance_number, "error": row.error, "created_at": row.created_at}


def refund(db: Session, admin: User, payment_id: int, request: refunds.RefundRequest, settings: Settings) -> dict:
    """A refund recorded on a charge and its e-invoice settled (as :func:`api.billing.refunds.refund` answers),
    audited with what it did."""
    row = refunds.refund(db, payment_id, request, admin.id, settings)
    order = db.get(Order, db.get(Payment, row.payment_id).order_id)
    record(db, admin, "payment.refund", f"order:{order.trade_no}", {
        "payment_id": row.payment_id, "amount": row.amount, "reason": row.reason, "ended_plan": row.ended_plan,
        "invoice_action": row.invoice_action, "invoice_status": row.invoice_status})
    db.commit()
    return refund_out(row)


def retry_refund(db: Session, admin: User, refund_id: int, settings: Settings) -> dict:
    """A refund's failed e-invoice step tried again, audited."""
    row = refunds.retry(db, refund_id, settings)
    record(db, admin, "payment.refund_retry", f"refund:{row.id}", {"invoice_status": row.invoice_status,
                                                                      "error": row.error})
    db.commit()
    return refund_out(row)
