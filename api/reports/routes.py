"""Report mails API: the monthly report and its e-mail recipients, "send me a test" of each kind, and the
public unsubscribe link of the mails."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response
from fastapi.responses import HTMLResponse
from markupsafe import escape
from pydantic import BaseModel

from api.core.db import utcnow
from api.core.errors import request_locale
from api.core.i18n import translate
from api.core.params import RowId
from api.deps import Credential, CurrentUser, DbSession
from api.reports import delivery, service
from api.reports.monthly import MonthlyReport

router = APIRouter(tags=["reports"])

Month = Annotated[str | None, Query(description="YYYY-MM; the last full calendar month when left out")]


class TestSentOut(BaseModel):
    sent_to: str


class MonthlyEmailIn(BaseModel):
    email: str


class MonthlyEmailsOut(BaseModel):
    data: list[str]
    allowed: bool  # the owner's plan may set the monthly-report e-mail (SPEC §6)
    receiver_limitation: int
    message: str | None = None


@router.post("/sites/{site_id}/weekly_report/test", response_model=TestSentOut)
def send_weekly_test(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    """Mails the last full week's report of the project to the current user."""
    return {"sent_to": service.send_weekly_test(db, user, site_id, utcnow())}


@router.get("/sites/{site_id}/monthly_report", response_model=MonthlyReport)
def monthly_report(site_id: RowId, db: DbSession, user: CurrentUser, month: Month = None) -> MonthlyReport:
    """SPEC §3 monthly report: the month against the month before (see api/reports/monthly.py)."""
    return service.monthly_report(db, user, site_id, month, utcnow())


@router.get("/sites/{site_id}/monthly_report.pdf", response_class=Response,
            responses={200: {"content": {"application/pdf": {}}}})
def monthly_report_pdf(site_id: RowId, request: Request, db: DbSession, user: CurrentUser, credential: Credential,
                       month: Month = None) -> Response:
    """The monthly report page printed by Chromium as A4, as the user sees it."""
    name, body = service.monthly_pdf(db, user, site_id, month, utcnow(), credential, request_locale(request))
    return Response(body, media_type="application/pdf", headers={"Content-Disposition": f'attachment; filename="{name}"'})


@router.post("/sites/{site_id}/monthly_report/test", response_model=TestSentOut)
def send_monthly_test(site_id: RowId, db: DbSession, user: CurrentUser, month: Month = None) -> dict:
    return {"sent_to": service.send_monthly_test(db, user, site_id, month, utcnow())}


@router.get("/sites/{site_id}/monthly_report/emails", response_model=MonthlyEmailsOut)
def monthly_emails(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    return service.monthly_emails(db, user, site_id)


@router.post("/sites/{site_id}/monthly_report/emails", response_model=MonthlyEmailsOut)
def add_monthly_email(site_id: RowId, body: MonthlyEmailIn, request: Request, db: DbSession,
                      user: CurrentUser) -> dict:
    found = service.add_monthly_email(db, user, site_id, body.email)
    return {**found, "message": translate("reports.monthly_email.added", request_locale(request))}


@router.delete("/sites/{site_id}/monthly_report/emails", response_model=MonthlyEmailsOut)
def delete_monthly_email(site_id: RowId, request: Request, db: DbSession, user: CurrentUser,
                         email: Annotated[str, Query()]) -> dict:
    found = service.delete_monthly_email(db, user, site_id, email)
    return {**found, "message": translate("reports.monthly_email.deleted", request_locale(request))}


@router.get("/reports/unsubscribe", response_class=HTMLResponse, include_in_schema=False)
def unsubscribe(token: str, request: Request, db: DbSession) -> HTMLResponse:
    """The link at the foot of every report mail (no sign-in: the link is signed for its recipient)."""
    done = delivery.unsubscribe(db, token)
    text = translate("reports.unsubscribed" if done else "reports.unsubscribe_invalid", request_locale(request))
    return HTMLResponse(f"<!doctype html><meta charset=utf-8><title>RankLens</title><p>{escape(text)}</p>",
                        status_code=200 if done else 400)
