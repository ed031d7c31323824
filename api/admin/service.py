"""The admin back office (admins only, api/deps.py ``require_admin``): users, trial and promo codes, and the audit log of
every admin action. Each change and its audit row are committed together."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from api.accounts import service as accounts
from api.accounts.models import User
from api.admin.models import AdminAction
from api.billing import receipts
from api.billing.models import Order, Payment
from api.core.db import utcnow
from api.core.errors import Conflict, NotFound
from api.meta import news
from api.meta.models import NewsTicker
from api.plans import codes
from api.plans.catalogue import FREE_TRIAL_PLAN, PLANS
from api.plans.models import PromoCode
from api.plans.service import active_subscription, plan_name, start_subscription

AUDIT_PAGE = 200
USERS_PAGE = 50


def record(db: Session, admin: User, action: str, target: str, detail: dict | None = None) -> None:
    """Adds the audit row of ``admin``'s ``action`` to the caller's transaction."""
    db.add(AdminAction(admin_id=admin.id, admin_email=admin.email, action=action, target=target[:100],
                       detail=detail or {}, created_at=utcnow()))


def jsonable(value: object) -> object:
    return value.isoformat() if isinstance(value, datetime) else value


def list_codes(db: Session) -> list[PromoCode]:
    return list(db.scalars(select(PromoCode).order_by(PromoCode.created_at.desc(), PromoCode.id.desc())))


def create_code(db: Session, admin: User, new: codes.NewCode) -> PromoCode:
    """A new code (422 as :func:`api.plans.codes.create` says), audited."""
    promo = codes.create(db, new, commit=False)
    record(db, admin, "code.create", f"code:{promo.code}",
           {name: jsonable(getattr(new, name)) for name in codes.NewCode.__dataclass_fields__})
    db.commit()
    return promo


def expire_code(db: Session, admin: User, code_id: int) -> PromoCode:
    """The code stops working now (uses taken so far stand), audited; 404 for an unknown id."""
    promo = db.get(PromoCode, code_id)
    if promo is None:
        raise NotFound()
    now = utcnow()
    before = promo.expires_at
    promo.expires_at = min(before, now) if before else now
    record(db, admin, "code.expire", f"code:{promo.code}",
           {"expires_at": jsonable(promo.expires_at), "was": jsonable(before)})
    db.commit()
    return promo


def audit_log(db: Session) -> list[AdminAction]:
    return list(db.scalars(select(AdminAction).order_by(AdminAction.id.desc()).limit(AUDIT_PAGE)))


def _user_row(db: Session, user: User, locale: str) -> dict:
    subscription = active_subscription(db, user)
    paid = db.scalar(select(func.coalesce(func.sum(Payment.amount), 0)).join(Order, Order.id == Payment.order_id)
                     .where(Order.user_id == user.id, Payment.succeeded.is_(True)))
    return {"id": user.id, "email": user.email, "name": user.name, "created_at": user.created_at,
            "plan_id": subscription.plan_id if subscription else None,
            "plan_name": plan_name(PLANS.get(subscription.plan_id), locale) if subscription else None,
            "payment_type": subscription.payment_type if subscription else None,
            "plan_end": subscription.end_date if subscription else None, "paid_total": int(paid),
            "disabled_at": user.disabled_at}


def find_users(db: Session, query: str, locale: str) -> list[dict]:
    """Users whose address or name contains ``query`` (any case; all when blank), newest first, with their plan
    and what they have paid."""
    found = select(User).order_by(User.created_at.desc(), User.id.desc()).limit(USERS_PAGE)
    if query.strip():
        pattern = f"%{query.strip().lower()}%"
        found = found.where(or_(func.lower(User.email).like(pattern), func.lower(User.name).like(pattern)))
    return [_user_row(db, user, locale) for user in db.scalars(found)]


def _user(db: Session, user_id: int) -> User:
    user = db.get(User, user_id)
    if user is None:
        raise NotFound()
    return user


def set_disabled(db: Session, admin: User, user_id: int, disabled: bool, locale: str) -> dict:
    """Disables a user (sign-in refused, every session and token stops counting, open browsers are signed out)
    or enables them again. Billing is untouched: a renewing plan is cancelled on its own. 409
    admin.disable_self for one's own account. Audited."""
    user = _user(db, user_id)
    if user.id == admin.id:
        raise Conflict("admin.disable_self")
    ended: list[int] = []
    if disabled and user.disabled_at is None:
        user.disabled_at = utcnow()
        ended = accounts.end_sessions(db, user, "disabled")
    elif not disabled:
        user.disabled_at = None
    record(db, admin, "user.disable" if disabled else "user.enable", f"user:{user.email}",
           {"sessions_ended": len(ended)} if disabled else {})
    db.commit()
    accounts.announce_ended(user, ended, "disabled")
    return _user_row(db, user, locale)


def user_payments(db: Session, user_id: int, locale: str) -> dict:
    """A user's charges and renewal as they see them on /subscribe-record."""
    return receipts.history(db, _user(db, user_id), locale)


def extend_trial(db: Session, admin: User, user_id: int, days: int, locale: str) -> dict:
    """``days`` more of the user's trial: its end moves, or, when it has ended, the trial plan runs again from now.
    409 admin.user_has_plan while a paid plan runs (its end is the gateway's matter). Audited."""
    user = _user(db, user_id)
    subscription = active_subscription(db, user)
    if subscription is not None and subscription.payment_type is not None:
        raise Conflict("admin.user_has_plan")
    if subscription is not None and subscription.end_date is not None:
        before = subscription.end_date
        subscription.end_date = before + timedelta(days=days)
    else:
        before = None
        subscription = start_subscription(db, user, FREE_TRIAL_PLAN, days)
    record(db, admin, "user.extend_trial", f"user:{user.email}",
           {"days": days, "end_was": jsonable(before), "end": jsonable(subscription.end_date)})
    db.commit()
    return _user_row(db, user, locale)


def news_row(row: NewsTicker, now: datetime) -> dict:
    """An announcement as the admin screen lists it, with its state now."""
    return {"id": row.id, "bold_content": row.bold_content, "content": row.content, "btn_url": row.btn_url,
            "btn_text": row.btn_text, "status": row.status, "language": row.language, "starts_at": row.starts_at,
            "ends_at": row.ends_at, "translations": row.translations or {}, "created_at": row.created_at,
            "state": news.state(row, now)}


def list_news(db: Session) -> list[dict]:
    now = utcnow()
    rows = db.scalars(select(NewsTicker).order_by(NewsTicker.created_at.desc(), NewsTicker.id.desc()))
    return [news_row(row, now) for row in rows]


def _audited_news(db: Session, admin: User, action: str, row: NewsTicker) -> dict:
    db.flush()
    record(db, admin, action, f"news:{row.id}", {"content": row.content, "status": row.status,
                                                  "starts_at": jsonable(row.starts_at), "ends_at": jsonable(row.ends_at)})
    db.commit()
    return news_row(row, utcnow())


def create_news(db: Session, admin: User, item: news.Announcement) -> dict:
    """A new announcement (422 under the field at fault: news.*), audited."""
    row = news.apply(NewsTicker(created_at=utcnow()), item)
    db.add(row)
    return _audited_news(db, admin, "news.create", row)


def _news(db: Session, news_id: int) -> NewsTicker:
    row = db.get(NewsTicker, news_id)
    if row is None:
        raise NotFound()
    return row


def update_news(db: Session, admin: User, news_id: int, item: news.Announcement) -> dict:
    """The announcement rewritten (422 as when created), audited."""
    return _audited_news(db, admin, "news.update", news.apply(_news(db, news_id), item))


def delete_news(db: Session, admin: User, news_id: int) -> None:
    row = _news(db, news_id)
    record(db, admin, "news.delete", f"news:{row.id}", {"content": row.content})
    db.delete(row)
    db.commit()
