"""Buying a plan by card: the order and its hosted card page, then the gateway's notices, which alone
make a plan paid (the browser coming back proves nothing and may never happen).

A notice is verified by its signature, recorded whatever becomes of it, and applied once: the payment
row is keyed by the gateway's reference for the charge, so a notice sent again (ECPay repeats one until
it hears ``1|OK``) or two copies arriving at once store one payment and start one subscription.
"""

from __future__ import annotations

import logging
import secrets
import string
from calendar import monthrange
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.billing import ecpay, invoice_info, invoicing, plan_change, promo, referrals, tasks
from api.billing.invoice_info import InvoiceInfo
from api.billing.models import GatewayNotice, Order, Payment
from api.core.config import Settings
from api.core.db import utcnow
from api.core.errors import AppError, Conflict, FieldError, NotFound, ValidationFailed
from api.plans.catalogue import PLANS, PURCHASABLE_PLANS, YEARLY, Plan
from api.plans.edits import plan_of
from api.plans.models import Subscription
from api.plans.service import active_subscription, plan_name, start_subscription

ECPAY_LANGUAGES = {"en": "ENG", "ja": "JPN", "zh-CN": "CHI"}  # zh-TW: ECPay's own default
_TRADE_NO_CHARS = string.ascii_uppercase + string.digits
log = logging.getLogger(__name__)


class NoticeRefused(AppError):
    """A notice we do not act on: its signature is wrong, or it names no order of ours."""

    status_code = 400
    code = "billing.notice_refused"


def gateway_config(settings: Settings) -> ecpay.EcpayConfig:
    return ecpay.configured(settings.ecpay_merchant_id, settings.ecpay_hash_key, settings.ecpay_hash_iv,
                            settings.ecpay_url, ecpay.STAGE_MERCHANT)


def add_period(moment: datetime, payment_type: int) -> datetime:
    """One month or one year on, the day kept where the month has it (31 Jan → 28/29 Feb)."""
    months = 12 if payment_type == YEARLY else 1
    year, month = divmod(moment.month - 1 + months, 12)
    year, month = moment.year + year, month + 1
    return moment.replace(year=year, month=month, day=min(moment.day, monthrange(year, month)[1]))


def new_trade_no(now: datetime) -> str:
    """20 letters and digits (ECPay's limit), unique: the time to the minute and 8 random characters."""
    return "RL" + now.strftime("%y%m%d%H%M") + "".join(secrets.choice(_TRADE_NO_CHARS) for _ in range(8))


def purchasable(db: Session, plan_id: int, payment_type: int) -> Plan:
    """The plan on sale for ``payment_type``, at its current price (422 billing.plan_unavailable,
    billing.payment_type_invalid)."""
    plan = plan_of(db, plan_id) if plan_id in PURCHASABLE_PLANS else None
    if plan is None:
        raise ValidationFailed(FieldError("plan_id", "billing.plan_unavailable"))
    if payment_type not in plan.prices:
        raise ValidationFailed(FieldError("payment_type", "billing.payment_type_invalid"))
    return plan


@dataclass(frozen=True)
class Offer:
    """The confirm step's figures: each period's price and the days the current contract's unused part adds."""

    price: promo.Quote
    credit_days: int
    over_limits: list[plan_change.OverLimit]


def quote(db: Session, user: User, plan_id: int, payment_type: int, promo_code: str) -> Offer:
    """What ``plan_id`` costs ``user`` each period with ``promo_code``, and the proration credit (409 when the
    plan-card rule refuses the purchase: api/billing/plan_change.py)."""
    now = utcnow()
    plan = purchasable(db, plan_id, payment_type)
    current = plan_change.running(db, user, now)
    plan_change.check_allowed(current, plan_id, payment_type)
    price = promo.quote(db, user, plan, payment_type, promo_code, now)
    return Offer(price, plan_change.credit_days(current, price.amount, payment_type, now),
                 plan_change.over_limits(db, user, plan))


def start_checkout(db: Session, user: User, plan_id: int, payment_type: int, invoice: InvoiceInfo, promo_code: str,
                   locale: str, settings: Settings) -> tuple[Order, ecpay.CheckoutForm]:
    """A pending order of ``plan_id`` invoiced to ``invoice``, ``promo_code``'s discount off, and the signed form
    that opens the gateway's card page (committed: the notice may arrive before anything else happens)."""
    invoice = invoice_info.normalized(invoice)
    problems = invoice_info.problems(invoice)
    try:
        offer = quote(db, user, plan_id, payment_type, promo_code)
    except ValidationFailed as error:
        problems[:0] = error.fields
        offer = None
    if problems:
        raise ValidationFailed(problems)
    if offer.over_limits:  # the buyer chooses what to keep first (api/billing/plan_change.py)
        raise Conflict("billing.over_new_limits")
    price = offer.price
    now = utcnow()
    promo.hold_use(db, price)
    order = Order(trade_no=new_trade_no(now), user_id=user.id, plan_id=plan_id, payment_type=payment_type,
                  amount=price.amount, list_amount=price.list_amount, discount=price.discount,
                  promo_code_id=price.promo.id if price.promo else None, status="pending", invoice=asdict(invoice))
    db.add(order)
    db.commit()
    plan = PLANS[plan_id]
    site = settings.public_url.rstrip("/")
    name = plan_name(plan, locale)
    form = ecpay.checkout_form(
        gateway_config(settings), trade_no=order.trade_no, amount=order.amount, yearly=payment_type == YEARLY,
        item=f"RankLens {name}", description=f"RankLens {name}",
        return_url=f"{site}/api/billing/ecpay/payment", period_return_url=f"{site}/api/billing/ecpay/period",
        client_back_url=f"{site}/subscribe-record", order_result_url=f"{site}/api/billing/ecpay/result",
        language=ECPAY_LANGUAGES.get(locale, ""))
    return order, form


def own_order(db: Session, user: User, trade_no: str) -> Order:
    order = db.scalar(select(Order).where(Order.trade_no == trade_no, Order.user_id == user.id))
    if order is None:
        raise NotFound()
    return order


def _record(db: Session, kind: str, fields: dict[str, str], outcome: str, client: str | None) -> None:
    db.add(GatewayNotice(gateway="ecpay", kind=kind, trade_no=fields.get("MerchantTradeNo"), outcome=outcome,
                         fields={k: v for k, v in fields.items() if k != "CheckMacValue"}, client=client))
    db.commit()


def _accepted_order(db: Session, kind: str, fields: dict[str, str], settings: Settings,
                    client: str | None) -> Order:
    """The order a genuine notice is about; a forged or stray one is recorded and refused."""
    if not ecpay.verified(fields, gateway_config(settings)):
        _record(db, kind, fields, "bad_signature", client)
        raise NoticeRefused()
    order = db.scalar(select(Order).where(Order.trade_no == fields.get("MerchantTradeNo", "")))
    if order is None:
        _record(db, kind, fields, "unknown_order", client)
        raise NoticeRefused()
    return order


def _declined_reason(fields: dict[str, str]) -> str | None:
    """ECPay's words on a declined charge; None when the charge went through."""
    return None if fields.get("RtnCode") == "1" else fields.get("RtnMsg", "")[:200]


def _store_payment(db: Session, payment: Payment) -> bool:
    """Adds ``payment`` unless the same charge is stored already (False: a repeated notice)."""
    db.add(payment)
    try:
        db.flush()
    except IntegrityError:
        db.rollback()
        return False
    return True


def hand_over(task, *args: object, lost: str) -> None:
    """``task`` to the worker now; when the broker cannot take it, what is ``lost`` is logged (the notice's own
    change is committed either way, and sweeps pick up what they can)."""
    try:
        task.delay(*args)
    except Exception:
        log.warning("%s: the broker did not take %s%s", lost, task.name, args, exc_info=True)


def receive_payment(db: Session, fields: dict[str, str], settings: Settings, client: str | None) -> None:
    """ReturnURL: the first charge of an order, paid or declined. Paid: the plan starts now, its limits
    with it, for one period (the later ones come as period notices)."""
    order = _accepted_order(db, "payment", fields, settings, client)
    paid = fields.get("RtnCode") == "1"
    reference = fields.get("TradeNo") or f"first:{fields.get('RtnCode')}:{fields.get('TradeDate', '')}"
    payment = Payment(order_id=order.id, period=1, reference=reference, amount=int(fields.get("TradeAmt") or 0),
                      succeeded=paid, message=_declined_reason(fields))
    if order.status != "pending" or not _store_payment(db, payment):
        _record(db, "payment", fields, "duplicate", client)
        return
    replaced = None
    if paid:
        user = db.get(User, order.user_id)
        now = utcnow()
        replaced = plan_change.running(db, user, now)  # before the new plan ends it
        end = add_period(now, order.payment_type) + timedelta(
            days=plan_change.credit_days(replaced, order.amount, order.payment_type, now))
        subscription = start_subscription(db, user, order.plan_id, (end - now).days or 1, order.payment_type)
        subscription.end_date = subscription.next_payment_date = end
        db.flush()
        order.subscription_id = subscription.id
        order.status, order.paid_at, order.gateway_trade_no = "paid", now, fields.get("TradeNo")
        invoice = invoicing.add_due(db, order, payment)
        referrals.apply_waiting(db, user, now)  # the buyer's own waiting rewards, onto the plan just paid
        reward = referrals.reward_first_payment(db, user, payment.id, now)
        db.flush()
    else:
        order.status, order.message = "failed", _declined_reason(fields)
        promo.release_use(db, order)
    db.commit()
    _record(db, "payment", fields, "applied" if paid else "declined", client)
    if paid:
        hand_over(tasks.issue_invoice, invoice.id, lost="the e-invoice is left to the sweep")
        if reward is not None:
            hand_over(tasks.mail_referral, reward.id, lost="the referrer's mail is not sent")
    if replaced is not None and replaced.order.status == "paid":
        hand_over(tasks.stop_renewal, replaced.order.id, lost="the replaced contract renews until the hourly sweep")


def receive_period(db: Session, fields: dict[str, str], settings: Settings, client: str | None) -> None:
    """PeriodReturnURL: a later period charged (the subscription runs one period more) or declined (it
    runs to its end; the gateway tries again and the user sees why on the subscription record)."""
    order = _accepted_order(db, "period", fields, settings, client)
    paid = fields.get("RtnCode") == "1"
    period = int(fields.get("TotalSuccessTimes") or 0)
    reference = fields.get("Gwsr") or f"period:{period}:{fields.get('RtnCode')}:{fields.get('ProcessDate', '')}"
    payment = Payment(order_id=order.id, period=period, reference=reference, amount=int(fields.get("Amount") or 0),
                      succeeded=paid, message=_declined_reason(fields))
    if order.status not in ("paid", "cancelled"):  # no first charge: nothing runs on to charge again
        _record(db, "period", fields, "not_paid", client)
        return
    if not _store_payment(db, payment):
        _record(db, "period", fields, "duplicate", client)
        return
    subscription = db.get(Subscription, order.subscription_id) if order.subscription_id else None
    # a newer plan ended this contract's subscription: ECPay charged before the cancellation reached it
    replaced = subscription is not None and subscription.status == "ended"
    if paid:
        if subscription is not None and subscription.end_date is not None and not replaced:
            subscription.end_date = add_period(max(subscription.end_date, utcnow()), order.payment_type)
            subscription.next_payment_date = subscription.end_date
        invoice = invoicing.add_due(db, order, payment)  # money was taken: it is invoiced, whatever follows
    order.message = _declined_reason(fields)
    db.commit()
    outcome = "replaced" if replaced and paid else "applied" if paid else "declined"
    _record(db, "period", fields, outcome, client)
    if paid:
        hand_over(tasks.issue_invoice, invoice.id, lost="the e-invoice is left to the sweep")
    if replaced:
        log.error("order %s was charged after a newer plan replaced it: refund it", order.trade_no)
    else:
        hand_over(tasks.mail_charge, payment.id, lost="the charge's mail is not sent")


def stop_renewals(order: Order, settings: Settings) -> None:
    """No later charge of ``order`` at ECPay (GatewayError: nothing changed), then here (not committed)."""
    ecpay.cancel_period(gateway_config(settings), order.trade_no)
    order.status, order.cancelled_at = "cancelled", utcnow()


def replaced_renewing(db: Session) -> list[int]:
    """Orders still renewing at ECPay whose subscription a newer plan ended (their stop was lost on the way)."""
    return list(db.scalars(select(Order.id).join(Subscription, Subscription.id == Order.subscription_id)
                           .where(Order.status == "paid", Subscription.status == "ended")))


def stop_replaced(db: Session, order_id: int, settings: Settings) -> bool:
    """The renewals of a contract a newer plan replaced, stopped (False: nothing renewed any more); GatewayError
    for the task to retry."""
    order = db.get(Order, order_id)
    if order is None or order.status != "paid":
        return False
    stop_renewals(order, settings)
    db.commit()
    return True


def cancel_renewal(db: Session, user: User, trade_no: str, settings: Settings) -> Order:
    """Stops the later charges of a paid order at the gateway; the period paid for runs to its end (409
    billing.not_renewing when nothing renews, 502 billing.gateway_unavailable when the gateway says no or
    cannot be reached: then nothing changes here)."""
    order = own_order(db, user, trade_no)
    if order.status != "paid":
        raise Conflict("billing.not_renewing")
    try:
        stop_renewals(order, settings)
    except ecpay.GatewayError as error:
        raise AppError("billing.gateway_unavailable", status_code=502) from error
    if order.subscription_id and (subscription := db.get(Subscription, order.subscription_id)):
        subscription.next_payment_date = None
    db.commit()
    return order


def order_out(db: Session, order: Order, locale: str) -> dict:
    subscription = active_subscription(db, db.get(User, order.user_id))
    return {
        "trade_no": order.trade_no, "plan_id": order.plan_id, "plan_name": plan_name(PLANS.get(order.plan_id), locale),
        "payment_type": order.payment_type, "amount": order.amount, "list_amount": order.list_amount,
        "discount": order.discount, "currency": "TWD", "status": order.status,
        "message": order.message, "created_at": order.created_at, "paid_at": order.paid_at,
        "plan_active": bool(subscription and subscription.id == order.subscription_id),
        "invoice": invoice_info.as_stored(order.invoice),
        "invoices": invoicing.of_order(db, order),
    }
