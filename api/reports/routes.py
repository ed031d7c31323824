"""Report mails API: "send me a test" of each kind, and the public unsubscribe link of the mails."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse
from markupsafe import escape
from pydantic import BaseModel

from api.core.db import utcnow
from api.core.errors import request_locale
from api.core.i18n import translate
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.reports import delivery, service

router = APIRouter(tags=["reports"])


class TestSentOut(BaseModel):
    sent_to: str


@router.post("/sites/{site_id}/weekly_report/test", response_model=TestSentOut)
def send_weekly_test(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    """Mails the last full week's report of the project to the current user."""
    return {"sent_to": service.send_weekly_test(db, user, site_id, utcnow())}


@router.get("/reports/unsubscribe", response_class=HTMLResponse, include_in_schema=False)
def unsubscribe(token: str, request: Request, db: DbSession) -> HTMLResponse:
    """The link at the foot of every report mail (no sign-in: the link is signed for its recipient)."""
    done = delivery.unsubscribe(db, token)
    text = translate("reports.unsubscribed" if done else "reports.unsubscribe_invalid", request_locale(request))
    return HTMLResponse(f"<!doctype html><meta charset=utf-8><title>RankLens</title><p>{escape(text)}</p>",
                        status_code=200 if done else 400)
