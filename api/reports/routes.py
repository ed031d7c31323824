"""Report mails API: the monthly report and its e-mail recipients, "send me a test" of each kind, and the
public unsubscribe link of the mails."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse
from markupsafe import escape
from pydantic import BaseModel

from analytics.google.model import QueryFigures, SearchTotals, TrafficTotals
from api.core.db import utcnow
from api.core.errors import request_locale
from api.core.i18n import translate
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.reports import delivery, service
from api.reports.monthly import Averages

router = APIRouter(tags=["reports"])

Month = Annotated[str | None, Query(description="YYYY-MM; the last full calendar month when left out")]


class MonthlyReportOut(BaseModel):
    """SPEC §3 monthly report (fields as :class:`api.reports.monthly.MonthlyReport`)."""
    site_id: int
    site_name: str
    site_url: str
    month: str
    start: date
    end: date
    prev_start: date
    prev_end: date
    search: SearchTotals | None
    prev_search: SearchTotals | None
    top10_queries: int | None
    prev_top10_queries: int | None
    top_by_clicks: list[QueryFigures]
    top_by_impressions: list[QueryFigures]
    averages_1m: Averages | None
    averages_3m: Averages | None
    stable: bool | None  # the three-month top-10 average is within the top 10
    traffic: TrafficTotals | None
    prev_traffic: TrafficTotals | None
    channels: dict[str, int]
    prev_channels: dict[str, int]
    search_note: Literal["unlinked", "expired"] | None
    traffic_note: Literal["unlinked", "expired"] | None


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


@router.get("/sites/{site_id}/monthly_report", response_model=MonthlyReportOut)
def monthly_report(site_id: RowId, db: DbSession, user: CurrentUser, month: Month = None) -> dict:
    """SPEC §3 monthly report: the month against the month before (see api/reports/monthly.py)."""
    return service.monthly_report(db, user, site_id, month, utcnow()).to_dict()


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
