"""The admin back office (admins only, api/deps.py ``require_admin``): trial and promo codes, and the audit log of
every admin action. Each change and its audit row are committed together."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.admin.models import AdminAction
from api.core.db import utcnow
from api.core.errors import NotFound
from api.plans import codes
from api.plans.models import PromoCode

AUDIT_PAGE = 200


def record(db: Session, admin: User, action: str, target: str, detail: dict | None = None) -> None:
    """Adds the audit row of ``admin``'s ``action`` to the caller's transaction."""
    db.add(AdminAction(admin_id=admin.id, admin_email=admin.email, action=action, target=target[:100],
                       detail=detail or {}, created_at=utcnow()))


def _jsonable(value: object) -> object:
    return value.isoformat() if isinstance(value, datetime) else value


def list_codes(db: Session) -> list[PromoCode]:
    return list(db.scalars(select(PromoCode).order_by(PromoCode.created_at.desc(), PromoCode.id.desc())))


def create_code(db: Session, admin: User, new: codes.NewCode) -> PromoCode:
    """A new code (422 as :func:`api.plans.codes.create` says), audited."""
    promo = codes.create(db, new, commit=False)
    record(db, admin, "code.create", f"code:{promo.code}",
           {name: _jsonable(getattr(new, name)) for name in codes.NewCode.__dataclass_fields__})
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
           {"expires_at": _jsonable(promo.expires_at), "was": _jsonable(before)})
    db.commit()
    return promo


def audit_log(db: Session) -> list[AdminAction]:
    return list(db.scalars(select(AdminAction).order_by(AdminAction.id.desc()).limit(AUDIT_PAGE)))
