"""Admin back-office API (issue 17): users, codes and the audit log, admins only (everyone else gets 403). Thin routes
over api/admin/service.py."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, status

from api.admin import schemas, service
from api.core.errors import request_locale
from api.core.params import RowId
from api.deps import AdminUser, DbSession
from api.plans.codes import NewCode

router = APIRouter(prefix="/admin", tags=["admin"])


@router.get("/codes", response_model=schemas.CodeList)
def list_codes(db: DbSession, admin: AdminUser) -> dict:
    """Every trial and promo code with its uses, newest first."""
    return {"data": service.list_codes(db)}


@router.post("/codes", response_model=schemas.CodeOut, status_code=status.HTTP_201_CREATED)
def create_code(body: schemas.CodeIn, db: DbSession, admin: AdminUser):
    """A new code (422 under the field at fault: plan.code.*), recorded in the audit log."""
    return service.create_code(db, admin, NewCode(**body.model_dump()))


@router.post("/codes/{code_id}/expire", response_model=schemas.CodeOut)
def expire_code(code_id: RowId, db: DbSession, admin: AdminUser):
    """The code stops working now; the uses taken so far stand. Recorded in the audit log."""
    return service.expire_code(db, admin, code_id)


@router.get("/audit", response_model=schemas.AdminActionList)
def audit_log(db: DbSession, admin: AdminUser) -> dict:
    """The latest admin actions, newest first: who, what, on which record, with which values."""
    return {"data": service.audit_log(db)}


@router.get("/users", response_model=schemas.AdminUserList)
def find_users(request: Request, db: DbSession, admin: AdminUser,
               q: Annotated[str, Query(max_length=254)] = "") -> dict:
    """Users whose address or name contains ``q`` (50 at most, newest first), with their plan and what they paid."""
    return {"data": service.find_users(db, q, request_locale(request))}


@router.post("/users/{user_id}/extend_trial", response_model=schemas.AdminUserOut)
def extend_trial(user_id: RowId, body: schemas.ExtendTrialIn, request: Request, db: DbSession, admin: AdminUser) -> dict:
    """More days of a user's trial (409 admin.user_has_plan while a paid plan runs). Recorded in the audit log."""
    return service.extend_trial(db, admin, user_id, body.days, request_locale(request))
