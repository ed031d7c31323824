"""Accounts API: sign-up and sign-in, the signed-in user, e-mail links and personal API tokens."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request, Response, status

from api.accounts import service, tokens
from api.accounts.botcheck import BotCheck, get_bot_check
from api.accounts.schemas import (
    AuthOut,
    EmailIn,
    LinkTokenIn,
    LoginIn,
    MeUpdate,
    PasswordChangeIn,
    ProfileIn,
    RegisterIn,
    ResetPasswordIn,
    TokenCreated,
    TokenIn,
    TokenList,
    TrialCodeIn,
    UserOut,
    VerifiedOut,
)
from api.core.config import get_settings
from api.core.errors import request_locale
from api.core.params import RowId
from api.deps import (
    CSRF_COOKIE,
    SESSION_COOKIE,
    CurrentAuth,
    CurrentUser,
    DbSession,
    OptionalAuth,
    OwnerUser,
    client_address,
)
from api.google.service import states as google_states

router = APIRouter(tags=["accounts"])

BotCheckDep = Annotated[BotCheck, Depends(get_bot_check)]


def _client(request: Request) -> dict:
    return {"ip": client_address(request),
            "user_agent": request.headers.get("user-agent")}


def set_cookie(response: Response, name: str, value: str, *, httponly: bool = True) -> None:
    """A console cookie: same-site, secure where the site is, kept as long as a session may last."""
    settings = get_settings()
    response.set_cookie(name, value, max_age=settings.session_max_age_days * 24 * 3600, httponly=httponly,
                        samesite="lax", secure=settings.cookie_secure)


def signed_in(db: DbSession, response: Response, sign_in: service.SignIn) -> dict:
    """Sets the session cookie (httpOnly) and the CSRF cookie the console reads, returns the body."""
    set_cookie(response, SESSION_COOKIE, sign_in.token)
    set_cookie(response, CSRF_COOKIE, sign_in.csrf_token, httponly=False)
    return {"api_token": sign_in.token, "csrf_token": sign_in.csrf_token,
            "user": service.user_view(db, sign_in.user)}


@router.post("/register", status_code=status.HTTP_201_CREATED, response_model=AuthOut)
def register(body: RegisterIn, request: Request, response: Response, db: DbSession, bot_check: BotCheckDep):
    sign_in = service.register(
        db, bot_check, email=body.email, password=body.password, language=body.language or request_locale(request),
        referral_code=body.referral_code, industry_type=body.industry_type, screen=body.screen,
        recaptcha=body.recaptcha, **_client(request))
    return signed_in(db, response, sign_in)


@router.post("/login", response_model=AuthOut)
def login(body: LoginIn, request: Request, response: Response, db: DbSession, bot_check: BotCheckDep):
    sign_in = service.login(db, bot_check, email=body.email, password=body.password, recaptcha=body.recaptcha,
                            **_client(request))
    return signed_in(db, response, sign_in)


@router.post("/logout", status_code=status.HTTP_204_NO_CONTENT)
def logout(db: DbSession, auth: OptionalAuth) -> Response:
    if auth is not None and auth.session is not None:
        service.end_session(db, auth.session)
    response = Response(status_code=status.HTTP_204_NO_CONTENT)
    response.delete_cookie(SESSION_COOKIE)
    response.delete_cookie(CSRF_COOKIE)
    return response


@router.get("/me", response_model=UserOut)
def me(db: DbSession, auth: CurrentAuth, google_apps_profile: bool = False):
    user = auth.user
    view = service.user_view(db, user)
    view["impersonation"] = service.impersonation_view(db, auth.session)
    if google_apps_profile:  # the profile's external services card
        view["google_apps"] = google_states(db, user)
    return view


@router.patch("/me", response_model=UserOut)
def update_me(body: MeUpdate, db: DbSession, user: CurrentUser):
    service.update_profile(db, user, body.model_dump(exclude_unset=True))
    return service.user_view(db, user)


@router.post("/me/profile", response_model=UserOut)
def complete_profile(body: ProfileIn, db: DbSession, user: CurrentUser):
    service.complete_profile(db, user, body.model_dump(exclude={"trial_code"}), trial_code=body.trial_code)
    return service.user_view(db, user)


@router.post("/me/password", status_code=status.HTTP_204_NO_CONTENT)
def change_password(body: PasswordChangeIn, db: DbSession, auth: CurrentAuth, user: OwnerUser) -> None:
    service.change_password(db, user, auth.session, current_password=body.current_password,
                            password=body.password, password_confirmation=body.password_confirmation)


@router.post("/me/trial_code", response_model=UserOut)
def add_trial_code(body: TrialCodeIn, db: DbSession, user: CurrentUser):
    service.add_trial_code(db, user, body.code)
    return service.user_view(db, user)


@router.post("/email/verification/resend", status_code=status.HTTP_202_ACCEPTED)
def resend_verification(db: DbSession, user: CurrentUser) -> None:
    service.resend_verification(db, user)


@router.post("/verify_email", response_model=VerifiedOut)
def verify_email(body: LinkTokenIn, db: DbSession):
    user = service.verify_email(db, body.token)
    return {"email": user.email, "email_verified": True}


@router.post("/forget_password", status_code=status.HTTP_202_ACCEPTED)
def forget_password(body: EmailIn, db: DbSession) -> None:
    service.forgot_password(db, body.email)


@router.post("/reset_password", status_code=status.HTTP_204_NO_CONTENT)
def reset_password(body: ResetPasswordIn, db: DbSession) -> None:
    service.reset_password(db, body.token, body.password, body.password_confirmation)


@router.get("/tokens", response_model=TokenList)
def list_tokens(db: DbSession, user: CurrentUser):
    return {"data": [tokens.token_view(token) for token in tokens.list_tokens(db, user)]}


@router.post("/tokens", status_code=status.HTTP_201_CREATED, response_model=TokenCreated)
def create_token(body: TokenIn, db: DbSession, user: OwnerUser):
    token, plaintext = tokens.create_token(db, user, body.name, body.expires_at)
    return {**tokens.token_view(token), "token": plaintext}


@router.delete("/tokens/{token_id}", status_code=status.HTTP_204_NO_CONTENT)
def revoke_token(token_id: RowId, db: DbSession, user: OwnerUser) -> None:
    tokens.revoke_token(db, user, token_id)

