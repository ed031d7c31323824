"""Admin back-office API (issue 17): users, codes, the view as a user and the audit log, admins only (everyone else
gets 403). Thin routes over api/admin/service.py and api/admin/impersonation.py."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response, status

from api.accounts.routes import set_cookie, signed_in
from api.accounts.schemas import AuthOut
from api.accounts.service import SignIn
from api.admin import billing_issues, impersonation, plans, revenue, schemas, service
from api.billing.invoice_info import InvoiceInfo
from api.billing.refunds import RefundRequest
from api.billing.schemas import ChargeList
from api.core.config import get_settings
from api.core.errors import Unauthenticated, request_locale
from api.core.params import RowId
from api.deps import (
    SESSION_COOKIE,
    AdminUser,
    CurrentAuth,
    DbSession,
    OptionalAuth,
    client_address,
    credential_auth,
)
from api.meta.news import Announcement
from api.plans.codes import NewCode
from api.plans.edits import PlanEdit

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


@router.post("/users/{user_id}/disabled", response_model=schemas.AdminUserOut)
def set_disabled(user_id: RowId, body: schemas.DisableIn, request: Request, db: DbSession, admin: AdminUser) -> dict:
    """Disables a user (signed out everywhere, sign-in refused) or enables them; 409 admin.disable_self. Audited."""
    return service.set_disabled(db, admin, user_id, body.disabled, request_locale(request))


@router.get("/users/{user_id}/payments", response_model=ChargeList)
def user_payments(user_id: RowId, request: Request, db: DbSession, admin: AdminUser) -> dict:
    """A user's charges with their e-invoices, and the renewal that charges next, as on their /subscribe-record."""
    return service.user_payments(db, user_id, request_locale(request))


@router.post("/get_user_token", response_model=schemas.ViewAsOut)
def get_user_token(body: schemas.ViewAsIn, request: Request, response: Response, db: DbSession, auth: CurrentAuth,
                   admin: AdminUser) -> dict:
    """An admin's view as a user for an hour (409 admin.view_self / view_admin / user_disabled). Audited, and so
    is every change made through it."""
    view = impersonation.open_view(db, admin, body.user_id, ip=client_address(request),
                                   user_agent=request.headers.get("user-agent"))
    if body.switch_session and auth.via == "cookie":
        set_cookie(response, impersonation.RETURN_COOKIE, request.cookies[SESSION_COOKIE])
        signed_in(db, response, view)
    return {"api_token": view.token, "csrf_token": view.csrf_token, "expires_at": view.session.expires_at}


@router.post("/view_as/end", response_model=AuthOut)
def end_view(request: Request, response: Response, db: DbSession, auth: OptionalAuth) -> dict:
    """Back from a view as a user (also once it ran out): the view ends and the admin's own session, kept when
    the view opened, is this browser's again. 401 when there is none to return to."""
    if auth is not None and auth.impersonator_id is not None:
        impersonation.close_view(db, auth.session)
    own = request.cookies.get(impersonation.RETURN_COOKIE)
    admin = credential_auth(db, own, "cookie") if own else None
    if admin is None or admin.session is None:
        raise Unauthenticated()
    response.delete_cookie(impersonation.RETURN_COOKIE)
    return signed_in(db, response, SignIn(admin.user, admin.session, own))


@router.get("/news", response_model=schemas.NewsList)
def list_news(db: DbSession, admin: AdminUser) -> dict:
    """Every announcement of the news ticker, newest first, with its state (shown, scheduled, ended, hidden)."""
    return {"data": service.list_news(db)}


@router.post("/news", response_model=schemas.NewsOut, status_code=status.HTTP_201_CREATED)
def create_news(body: schemas.NewsIn, db: DbSession, admin: AdminUser) -> dict:
    """A new announcement (422 under the field at fault: news.*), recorded in the audit log."""
    return service.create_news(db, admin, Announcement(**body.model_dump()))


@router.put("/news/{news_id}", response_model=schemas.NewsOut)
def update_news(news_id: RowId, body: schemas.NewsIn, db: DbSession, admin: AdminUser) -> dict:
    """The announcement rewritten (422 as when created), recorded in the audit log."""
    return service.update_news(db, admin, news_id, Announcement(**body.model_dump()))


@router.delete("/news/{news_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_news(news_id: RowId, db: DbSession, admin: AdminUser) -> None:
    """The announcement removed, recorded in the audit log with its text."""
    service.delete_news(db, admin, news_id)


@router.get("/revenue", response_model=schemas.RevenueOut)
def revenue_figures(db: DbSession, admin: AdminUser,
                    months: Annotated[int, Query(ge=1, le=revenue.MONTHS_MAX)] = 12) -> dict:
    """Revenue, MRR, customers, churn and trial conversion by Taipei month, from the successful charges."""
    return revenue.figures(db, months)


@router.get("/billing/issues", response_model=schemas.BillingIssuesOut)
def billing_issues_list(db: DbSession, admin: AdminUser) -> dict:
    """Refused e-invoices (to correct and issue again) and replaced contracts' charges (to refund at ECPay)."""
    return billing_issues.issues(db)


@router.post("/billing/invoices/{invoice_id}/reissue", status_code=status.HTTP_202_ACCEPTED)
def reissue_invoice(invoice_id: RowId, body: schemas.ReissueIn, db: DbSession, admin: AdminUser) -> None:
    """A refused e-invoice issued again, to corrected information when given (422 under invoice.…; 409
    admin.invoice_not_refused). Recorded in the audit log."""
    info = InvoiceInfo(**body.invoice.model_dump()) if body.invoice else None
    billing_issues.reissue(db, admin, invoice_id, info)


@router.post("/billing/payments/{payment_id}/refund", response_model=schemas.RefundOut,
             status_code=status.HTTP_201_CREATED)
def refund_payment(payment_id: RowId, body: schemas.RefundIn, db: DbSession, admin: AdminUser) -> dict:
    """Records money given back on a charge (refunded at ECPay's merchant back office) and settles its e-invoice:
    voided, an allowance, or never issued (422 under amount or reason; 409 billing.refund_*; 502 when the plan should
    end and ECPay cannot be told). Recorded in the audit log."""
    return billing_issues.refund(db, admin, payment_id, RefundRequest(**body.model_dump()), get_settings())


@router.post("/billing/refunds/{refund_id}/retry", response_model=schemas.RefundOut)
def retry_refund(refund_id: RowId, db: DbSession, admin: AdminUser) -> dict:
    """A refund's failed e-invoice step tried again (409 billing.refund_invoice_settled). Recorded in the audit log."""
    return billing_issues.retry_refund(db, admin, refund_id, get_settings())


@router.get("/plans", response_model=schemas.AdminPlanList)
def list_plans(request: Request, db: DbSession, admin: AdminUser) -> dict:
    """Every plan with its prices, SERP depth and limits now, the catalogue's values, and how many run it."""
    return {"data": plans.list_plans(db, request_locale(request))}


@router.put("/plans/{plan_id}", response_model=schemas.AdminPlanEditOut)
def edit_plan(plan_id: RowId, body: schemas.PlanEditIn, request: Request, db: DbSession, admin: AdminUser) -> dict:
    """A plan's new values, in effect for new checkouts and subscriptions at once and, when asked, for its running
    subscriptions' limits (422 under the field at fault: plan.edit.*). Recorded in the audit log."""
    return plans.edit_plan(db, admin, plan_id, PlanEdit(**body.model_dump()), request_locale(request))
