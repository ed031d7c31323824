"""Admin back-office API (issue 17): codes and the audit log, admins only (everyone else gets 403). Thin routes
over api/admin/service.py."""

from __future__ import annotations

from fastapi import APIRouter, status

from api.admin import schemas, service
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
