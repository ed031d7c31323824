"""Promo codes at checkout: the price of a plan for a period with a code's discount, and the use the order
holds.

The discount holds for every period of the order: an ECPay periodic contract charges the same amount each
time (README). A user uses a code once: an order paid with it (cancelled later or not) uses it up for them.
A pending order holds one use of the code; the same user checking out again with the code moves that hold
to the new order rather than taking a second use, so abandoned card pages cost a code at most one use per
user; a declined first charge gives the use back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.billing.models import Order
from api.core.errors import FieldError, ValidationFailed
from api.plans import codes
from api.plans.catalogue import Plan
from api.plans.models import PromoCode

FIELD = "promo_code"


@dataclass(frozen=True)
class Quote:
    list_amount: int  # the plan's price for the period, NT$ tax included
    discount: int
    promo: PromoCode | None
    held: bool = False  # a pending order of the buyer holds a use of the code already

    @property
    def amount(self) -> int:
        return self.list_amount - self.discount


def discount_of(promo: PromoCode, price: int) -> int:
    """NT$ off ``price``: a percentage rounded half up to whole dollars, or a fixed amount."""
    if promo.discount_percent is not None:
        return (price * promo.discount_percent + 50) // 100
    return promo.discount_amount or 0


def _orders_with(db: Session, user: User, promo: PromoCode, statuses: tuple[str, ...]) -> list[Order]:
    return list(db.scalars(select(Order).where(Order.user_id == user.id, Order.promo_code_id == promo.id,
                                               Order.status.in_(statuses))))


def quote(db: Session, user: User, plan: Plan, payment_type: int, code: str, now: datetime) -> Quote:
    """The price of ``plan`` for ``payment_type`` with ``code`` (blank: none). 422 under promo_code:
    plan.trial_code_invalid (unknown, not started, expired or used up: SPEC §5's words),
    billing.promo_not_applicable (another plan or period, or nothing left to charge), billing.promo_used."""
    price = plan.prices[payment_type]
    if not code.strip():
        return Quote(price, 0, None)
    promo = codes.find(db, code, "promo")
    held = promo is not None and bool(_orders_with(db, user, promo, ("pending",)))
    if promo is None or not codes.in_window(promo, now) or (codes.used_up(promo) and not held):
        raise ValidationFailed(FieldError(FIELD, "plan.trial_code_invalid"))
    discount = discount_of(promo, price)
    if (promo.plan_id not in (None, plan.id) or promo.payment_type not in (None, payment_type)
            or discount >= price):
        raise ValidationFailed(FieldError(FIELD, "billing.promo_not_applicable"))
    if _orders_with(db, user, promo, ("paid", "cancelled")):
        raise ValidationFailed(FieldError(FIELD, "billing.promo_used"))
    return Quote(price, discount, promo, held)


def hold_use(db: Session, quote: Quote) -> None:
    """The new order's use of the quoted code, in the caller's transaction: moved from the user's pending order
    that holds one, else taken (422 plan.trial_code_invalid when another buyer took the last one first)."""
    if quote.promo is None or quote.held:
        return
    if not codes.take_use(db, quote.promo):
        raise ValidationFailed(FieldError(FIELD, "plan.trial_code_invalid"))


def release_use(db: Session, order: Order) -> None:
    """A declined order's use goes back to the code, unless another order of its buyer holds it now."""
    if order.promo_code_id is None:
        return
    others = db.scalar(select(Order.id).where(Order.user_id == order.user_id, Order.id != order.id,
                                              Order.promo_code_id == order.promo_code_id,
                                              Order.status.in_(("pending", "paid", "cancelled"))))
    if others is None:
        codes.give_back_use(db, order.promo_code_id)
