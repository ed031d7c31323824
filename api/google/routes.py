"""Google API (SPEC §7): the console's consent popup posts its code to link a purpose; states, revocation,
the GA4 properties and Search Console sites a grant reaches; signing in and up with Google."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response, status

from api.accounts.routes import signed_in
from api.accounts.schemas import AuthOut
from api.core.config import get_settings
from api.core.errors import request_locale
from api.deps import CurrentUser, DbSession, OwnerUser, client_address
from api.google import service
from api.google.schemas import (
    GaPropertiesOut,
    GoogleAppIn,
    GoogleAppsOut,
    GoogleConfigOut,
    GoogleLinkConfirmIn,
    GoogleLinkIn,
    GoogleLinkMailIn,
    GoogleSignInIn,
    LinkNeededOut,
    SignInStartOut,
    WebmasterSiteOut,
)

router = APIRouter(tags=["google"])

NONCE_COOKIE = "google_sign_in"


@router.get("/google_apps/config", response_model=GoogleConfigOut)
def google_config():
    return service.config()


@router.get("/google_apps", response_model=GoogleAppsOut)
def google_apps(db: DbSession, user: CurrentUser):
    return service.states(db, user)


@router.post("/google_apps", response_model=GoogleAppsOut)
def link_google_app(body: GoogleAppIn, db: DbSession, user: OwnerUser):
    service.link(db, user, code=body.code, redirect_uri=body.redirect_uri, purpose=body.purpose)
    return service.states(db, user)


@router.delete("/google_apps/{purpose}", status_code=status.HTTP_204_NO_CONTENT)
def unlink_google_app(purpose: str, db: DbSession, user: OwnerUser) -> None:
    service.unlink(db, user, purpose)


@router.get("/google_apps/ga_properties", response_model=GaPropertiesOut)
def ga_properties(db: DbSession, user: CurrentUser, index: str | None = None):
    return service.ga_properties(db, user, index)


@router.get("/webmaster/sites", response_model=list[WebmasterSiteOut])
def webmaster_sites(db: DbSession, user: CurrentUser):
    return service.webmaster_sites(db, user)


@router.get("/login/google/start", response_model=SignInStartOut)
def start_google_sign_in(redirect_uri: str, response: Response):
    start = service.start_sign_in(redirect_uri)
    response.set_cookie(NONCE_COOKIE, start.nonce, max_age=service.SIGN_IN_MAX_AGE, httponly=True,
                        samesite="lax", secure=get_settings().cookie_secure)
    return {"url": start.url}


@router.post("/login/google", response_model=AuthOut | LinkNeededOut)
def google_sign_in(body: GoogleSignInIn, request: Request, response: Response, db: DbSession):
    outcome = service.sign_in(db, code=body.code, redirect_uri=body.redirect_uri, state=body.state,
                              browser_nonce=request.cookies.get(NONCE_COOKIE), language=request_locale(request),
                              ip=client_address(request), user_agent=request.headers.get("user-agent"))
    response.delete_cookie(NONCE_COOKIE)
    if isinstance(outcome, service.LinkNeeded):
        return {"link_required": True, "email": outcome.email, "link_token": outcome.link_token}
    return signed_in(db, response, outcome)


@router.post("/login/google/link", response_model=AuthOut)
def google_link_sign_in(body: GoogleLinkIn, request: Request, response: Response, db: DbSession):
    sign_in = service.link_sign_in(db, link_token=body.link_token, password=body.password,
                                   ip=client_address(request), user_agent=request.headers.get("user-agent"))
    return signed_in(db, response, sign_in)


@router.post("/login/google/link/email", status_code=status.HTTP_202_ACCEPTED)
def mail_google_link(body: GoogleLinkMailIn, db: DbSession) -> None:
    service.mail_link_proof(db, link_token=body.link_token)


@router.post("/login/google/link/confirm", response_model=AuthOut)
def confirm_google_link(body: GoogleLinkConfirmIn, request: Request, response: Response, db: DbSession):
    sign_in = service.link_by_mail(db, token=body.token, ip=client_address(request),
                                   user_agent=request.headers.get("user-agent"))
    return signed_in(db, response, sign_in)
