"""What a buyer sees of their charges on /subscribe-record: every charge (declined ones with the gateway's words),
the renewal that will charge next and can be cancelled, and a receipt for each successful charge — a console page
to print, and the same page printed to PDF by the server's Chromium (api/core/page_pdf.py).

A receipt states the seller, the buyer and who the e-invoice is for, the plan and the service period the charge
pays for, the list price, the promo discount, the total with the 5% business tax it includes, the card payment
through ECPay and its reference, and the e-invoice's number once issued.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.billing import invoice_info, invoicing
from api.billing.models import Order, Payment
from api.billing.refunds import refunded
from api.billing.service import add_period
from api.core.config import Settings
from api.core.errors import NotFound
from api.core.page_pdf import print_page
from api.plans.catalogue import PLANS
from api.plans.models import Subscription
from api.plans.service import plan_name

HISTORY_LIMIT = 200
TAX_PERCENT = 5  # Taiwan's business tax, included in every price


def tax_included(total: int) -> int:
    """The business tax inside a tax-included NT$ ``total``: the total less its untaxed amount, which is rounded
    half up to whole dollars (31,920 → 1,520)."""
    untaxed = (200 * total + 100 + TAX_PERCENT) // (2 * (100 + TAX_PERCENT))  # round(total * 100 / 105)
    return total - untaxed


def history(db: Session, user: User, locale: str) -> dict:
    """GET /billing/payments: the user's charges, newest first, each with its e-invoice; and the renewal that
    charges next (an order still renewing), if any."""
    rows = db.execute(select(Payment, Order).join(Order, Order.id == Payment.order_id)
                      .where(Order.user_id == user.id)
                      .order_by(Payment.charged_at.desc(), Payment.id.desc()).limit(HISTORY_LIMIT)).all()
    invoices = invoicing.of_payments(db, [payment.id for payment, _ in rows])
    refunds = refunded(db, [payment.id for payment, _ in rows])
    charges = [{
        "id": payment.id, "trade_no": order.trade_no, "plan_id": order.plan_id,
        "plan_name": plan_name(PLANS.get(order.plan_id), locale), "payment_type": order.payment_type,
        "period": payment.period, "charged_at": payment.charged_at, "amount": payment.amount,
        "succeeded": payment.succeeded, "message": payment.message, "invoice": invoices.get(payment.id),
        "refunded": refunds.get(payment.id, 0),
    } for payment, order in rows]
    renewing = db.execute(select(Order, Subscription.next_payment_date)
                          .outerjoin(Subscription, Subscription.id == Order.subscription_id)
                          .where(Order.user_id == user.id, Order.status == "paid")
                          .order_by(Order.paid_at.desc())).first()
    renewal = None
    if renewing is not None:
        order, next_charge_at = renewing
        renewal = {"trade_no": order.trade_no, "plan_name": plan_name(PLANS.get(order.plan_id), locale),
                   "payment_type": order.payment_type, "amount": order.amount, "next_charge_at": next_charge_at}
    return {"data": charges, "renewal": renewal}


def _own_charge(db: Session, user: User, payment_id: int) -> tuple[Payment, Order]:
    """A successful charge of ``user`` (404 otherwise: someone else's, or declined — no receipt)."""
    row = db.execute(select(Payment, Order).join(Order, Order.id == Payment.order_id).where(
        Payment.id == payment_id, Order.user_id == user.id, Payment.succeeded.is_(True))).first()
    if row is None:
        raise NotFound()
    payment, order = row
    return payment, order


def receipt(db: Session, user: User, payment_id: int, locale: str, settings: Settings) -> dict:
    """GET /billing/payments/{id}/receipt."""
    payment, order = _own_charge(db, user, payment_id)
    start, end = payment.charged_at, add_period(payment.charged_at, order.payment_type)
    # a later period's charge is the order's amount too; the discount is the order's, every period
    list_amount = payment.amount + order.discount
    return {
        "number": receipt_number(order, payment), "charged_at": payment.charged_at,
        "seller": {"name": settings.seller_name, "uniform_number": settings.seller_uniform_number,
                   "address": settings.seller_address},
        "buyer": {"name": user.name, "email": user.email,
                  "invoice": invoice_info.as_stored(order.invoice)},
        "plan_name": plan_name(PLANS.get(order.plan_id), locale), "payment_type": order.payment_type,
        "period": payment.period, "service_start": start, "service_end": end,
        "list_amount": list_amount, "discount": order.discount, "amount": payment.amount,
        "tax": tax_included(payment.amount), "currency": "TWD",
        "gateway": order.gateway, "reference": payment.reference, "trade_no": order.trade_no,
        "invoice": invoicing.of_payments(db, [payment.id]).get(payment.id),
    }


def receipt_number(order: Order, payment: Payment) -> str:
    """The order's trade number and the period: one receipt per charge, readable over the phone."""
    return f"{order.trade_no}-{payment.period}"


def receipt_pdf(db: Session, user: User, payment_id: int, credential: str, locale: str) -> tuple[str, bytes]:
    """The receipt page printed by Chromium as A4 (its file name and bytes)."""
    payment, order = _own_charge(db, user, payment_id)
    name = f"receipt-{receipt_number(order, payment)}.pdf"
    return name, print_page(f"/subscribe-record/receipts/{payment.id}", {}, credential, locale)
