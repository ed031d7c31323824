"""What in billing needs an operator (the admin's billing issues list): e-invoices the provider refused (the charge
stands; the buyer's invoice information may need correcting before it is issued again), and charges of a contract
that a newer plan had replaced (ECPay charged before the cancellation reached it: to refund at ECPay)."""

from __future__ import annotations

from dataclasses import asdict

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.admin.service import record
from api.billing import invoice_info, tasks
from api.billing.models import GatewayNotice, Invoice, Order, Payment
from api.billing.service import hand_over
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
    return {
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
