"""Trial and promo codes: finding a code a user typed, whether it may be used now, and taking one of its uses.

A use is taken with one conditional UPDATE (``used_count < max_uses``), never read-then-write: two people
typing the last use of a code at the same moment cannot both have it, on PostgreSQL (the row is locked by the
first UPDATE) or SQLite (one writer at a time).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.core.db import utcnow
from api.core.errors import FieldError, ValidationFailed
from api.plans.catalogue import PLANS, PURCHASABLE_PLANS
from api.plans.models import PromoCode

KINDS = ("trial", "promo")
CODE_MAX = 40


def find(db: Session, code: str, kind: str) -> PromoCode | None:
    """The ``kind`` code typed as ``code`` (case and surrounding spaces do not matter)."""
    return db.scalar(select(PromoCode).where(func.lower(PromoCode.code) == code.strip().lower(),
                                             PromoCode.kind == kind))


def in_window(promo: PromoCode, now: datetime) -> bool:
    """Started and not expired."""
    return (promo.starts_at is None or promo.starts_at <= now) and (promo.expires_at is None or now < promo.expires_at)


def used_up(promo: PromoCode) -> bool:
    """No use left as last read (one may still be taken by someone else first: :func:`take_use` decides)."""
    return promo.max_uses is not None and promo.used_count >= promo.max_uses


def take_use(db: Session, promo: PromoCode) -> bool:
    """Takes one use of ``promo`` in the caller's transaction; False when none is left."""
    taken = db.execute(update(PromoCode).where(
        PromoCode.id == promo.id, or_(PromoCode.max_uses.is_(None), PromoCode.used_count < PromoCode.max_uses),
    ).values(used_count=PromoCode.used_count + 1)).rowcount
    db.expire(promo, ["used_count"])
    return bool(taken)


def give_back_use(db: Session, promo_id: int) -> None:
    """Returns a use taken by an order whose charge was declined (in the caller's transaction)."""
    db.execute(update(PromoCode).where(PromoCode.id == promo_id, PromoCode.used_count > 0)
               .values(used_count=PromoCode.used_count - 1))


@dataclass(frozen=True)
class NewCode:
    """What an operator gives to create a code (the CLI today, the admin screens later)."""

    code: str
    kind: str = "promo"
    plan_id: int | None = None
    days: int = 7
    discount_percent: int | None = None
    discount_amount: int | None = None
    payment_type: int | None = None
    max_uses: int | None = None
    starts_at: datetime | None = None
    expires_at: datetime | None = None


def problems(new: NewCode) -> list[FieldError]:
    """What is wrong with ``new`` (messages under plan.code.*): a promo code takes a percentage or an amount off,
    not both; a trial code grants a plan for some days."""
    found: list[FieldError] = []
    code = new.code.strip()
    if not code or len(code) > CODE_MAX or any(c.isspace() for c in code):
        found.append(FieldError("code", "plan.code.format", {"max": CODE_MAX}))
    if new.kind not in KINDS:
        found.append(FieldError("kind", "plan.code.kind"))
    if new.kind == "trial":
        if new.plan_id not in PLANS:
            found.append(FieldError("plan_id", "plan.code.plan"))
        if not 1 <= new.days <= 366:
            found.append(FieldError("days", "plan.code.days"))
    if new.kind == "promo":
        if new.plan_id is not None and new.plan_id not in PURCHASABLE_PLANS:
            found.append(FieldError("plan_id", "plan.code.plan"))
        if (new.discount_percent is None) == (new.discount_amount is None):
            found.append(FieldError("discount_percent", "plan.code.one_discount"))
        elif new.discount_percent is not None and not 1 <= new.discount_percent <= 99:
            found.append(FieldError("discount_percent", "plan.code.percent"))
        elif new.discount_amount is not None and new.discount_amount < 1:
            found.append(FieldError("discount_amount", "plan.code.amount"))
        if new.payment_type not in (None, 1, 2):
            found.append(FieldError("payment_type", "plan.code.payment_type"))
    if new.max_uses is not None and new.max_uses < 1:
        found.append(FieldError("max_uses", "plan.code.max_uses"))
    if new.starts_at and new.expires_at and new.expires_at <= new.starts_at:
        found.append(FieldError("expires_at", "plan.code.window"))
    return found


def create(db: Session, new: NewCode, *, commit: bool = True) -> PromoCode:
    """Stores ``new`` (422 with :func:`problems`, or plan.code.taken under ``code`` when it exists in any case);
    ``commit=False`` leaves it flushed in the caller's transaction (the admin screens add the audit row)."""
    found = problems(new)
    if not found and db.scalar(select(PromoCode.id).where(func.lower(PromoCode.code) == new.code.strip().lower())):
        found.append(FieldError("code", "plan.code.taken"))
    if found:
        raise ValidationFailed(found)
    promo = PromoCode(code=new.code.strip(), kind=new.kind, plan_id=new.plan_id, days=new.days,
                      discount_percent=new.discount_percent, discount_amount=new.discount_amount,
                      payment_type=new.payment_type, max_uses=new.max_uses, starts_at=new.starts_at,
                      expires_at=new.expires_at, created_at=utcnow())
    db.add(promo)
    try:
        db.commit() if commit else db.flush()
    except IntegrityError:  # the same code made at the same moment by someone else
        db.rollback()
        raise ValidationFailed(FieldError("code", "plan.code.taken")) from None
    return promo
