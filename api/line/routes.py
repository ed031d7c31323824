"""LINE binding API: the profile's external services card (SPEC §2)."""

from __future__ import annotations

from fastapi import APIRouter, Query, status

from api.deps import CurrentUser, DbSession
from api.line import service
from api.line.schemas import LineBindIn, LineBindStartOut, LineStatusOut

router = APIRouter(tags=["line"])


@router.get("/line", response_model=LineStatusOut)
def line_status(db: DbSession, user: CurrentUser):
    """Whether LINE is bound (SPEC §4), to whom, and whether the last push arrived."""
    return service.status(db, user)


@router.get("/line/bind/start", response_model=LineBindStartOut)
def start_binding(user: CurrentUser, redirect_uri: str = Query(min_length=1, max_length=500)):
    """LINE's consent URL for this user; 409 ``line.not_configured`` without a LINE Login channel."""
    return {"url": service.start_binding(user, redirect_uri)}


@router.post("/line/bind", response_model=LineStatusOut)
def bind(body: LineBindIn, db: DbSession, user: CurrentUser):
    """Binds the LINE account that consented; 400 ``line.auth_failed`` for a refused consent, a state that is
    not this user's, or a code or ID token LINE rejects."""
    service.bind(db, user, code=body.code, state=body.state, redirect_uri=body.redirect_uri, error=body.error)
    return service.status(db, user)


@router.delete("/line/bind", status_code=status.HTTP_204_NO_CONTENT)
def unbind(db: DbSession, user: CurrentUser):
    service.unbind(db, user)
