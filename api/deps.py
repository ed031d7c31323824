"""Request dependencies as named aliases: the database session and who is asking."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import ApiToken, User, UserSession
from api.admin.impersonation import record_impersonated_write
from api.core.config import get_settings
from api.core.db import session_scope, utcnow
from api.core.errors import AppError, PermissionDenied, Unauthenticated
from api.core.security import (
    API_TOKEN_PREFIX,
    PRINT_PASS_PREFIX,
    SESSION_COOKIE,
    csrf_token_for,
    print_pass_user,
    same_token,
    token_digest,
)
from api.plans.service import is_admin

CSRF_COOKIE = "csrf_token"
CSRF_HEADER = "x-csrf-token"
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}

DbSession = Annotated[Session, Depends(session_scope)]


@dataclass
class Auth:
    user: User
    session: UserSession | None = None  # set for session logins (cookie or bearer)
    api_token: ApiToken | None = None  # set for personal access tokens
    via: str = "bearer"  # cookie | bearer | print (a print pass: the server's Chromium, reading only)

    @property
    def impersonator_id(self) -> int | None:
        """The admin viewing as this user (admin/get_user_token), if this is such a session."""
        return self.session.impersonator_id if self.session is not None else None


def _bearer(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, value = header.partition(" ")
    return value.strip() if scheme.lower() == "bearer" and value.strip() else None


def resolve_auth(request: Request, db: Session) -> Auth | None:
    """Who sent this request, or None."""
    raw = _bearer(request)
    if raw is not None:
        return credential_auth(db, raw, "bearer")
    raw = request.cookies.get(SESSION_COOKIE)
    return credential_auth(db, raw, "cookie") if raw else None


def credential_auth(db: Session, raw: str, via: str) -> Auth | None:
    """Whose credential ``raw`` is, or None. Ended sessions, expired tokens and disabled accounts count as
    nobody."""
    auth = _credential_auth(db, raw, via)
    return auth if auth is not None and auth.user.disabled_at is None else None


def _credential_auth(db: Session, raw: str, via: str) -> Auth | None:
    if raw.startswith(PRINT_PASS_PREFIX):
        user_id = print_pass_user(raw)
        user = db.get(User, user_id) if user_id is not None else None
        return Auth(user=user, via="print") if user is not None else None
    now = utcnow()
    digest = token_digest(raw)
    if raw.startswith(API_TOKEN_PREFIX):
        token = db.scalar(select(ApiToken).where(ApiToken.token_hash == digest))
        if token is None or (token.expires_at is not None and token.expires_at <= now):
            return None
        if token.last_used_at is None or now - token.last_used_at > timedelta(minutes=1):
            token.last_used_at = now
            db.commit()
        return Auth(user=db.get(User, token.user_id), api_token=token, via=via)
    session = db.scalar(select(UserSession).where(UserSession.token_hash == digest))
    if session is None or session.ended_at is not None:
        return None
    if session.expires_at is not None and session.expires_at <= now:  # an admin's view as the user ran out
        return None
    if now - session.created_at > timedelta(days=get_settings().session_max_age_days):
        return None
    if session.last_seen_at is None or now - session.last_seen_at > timedelta(minutes=1):
        session.last_seen_at = now
        db.commit()
    return Auth(user=session.user, session=session, via=via)


def _check_csrf(request: Request, auth: Auth) -> None:
    """Cookie-authenticated writes must echo the CSRF token the console read from its cookie."""
    if auth.via != "cookie":
        return
    expected = csrf_token_for(auth.session.token_hash) if auth.session else None
    if not expected or not same_token(expected, request.headers.get(CSRF_HEADER)):
        raise AppError("auth.csrf_failed", status_code=403)


def optional_auth(request: Request, db: DbSession) -> Auth | None:
    auth = resolve_auth(request, db)
    if auth is not None:
        request.state.user_language = auth.user.language
        if request.method not in SAFE_METHODS:
            if auth.via == "print":
                raise PermissionDenied()
            _check_csrf(request, auth)
            if auth.impersonator_id is not None:
                record_impersonated_write(db, auth.session, request.method, request.url.path)
    return auth


def request_credential(request: Request) -> str:
    """What this request authenticated with (as :func:`resolve_auth` reads it): the credential the server's
    own Chromium presents when it prints a page for this reader (api/core/page_pdf.py)."""
    return _bearer(request) or request.cookies.get(SESSION_COOKIE) or ""


def required_auth(auth: Annotated[Auth | None, Depends(optional_auth)]) -> Auth:
    if auth is None:
        raise Unauthenticated()
    return auth


def current_user(auth: Annotated[Auth, Depends(required_auth)]) -> User:
    return auth.user


class OwnerOnly(PermissionDenied):
    code = "admin.owner_only"


def owner_user(auth: Annotated[Auth, Depends(required_auth)]) -> User:
    """The user, acting themselves: an admin viewing as them may look and work, but not change what only the
    owner may (password, API tokens, payments, linked Google accounts): 403 admin.owner_only."""
    if auth.impersonator_id is not None:
        raise OwnerOnly()
    return auth.user


def writing_user(request: Request, auth: Annotated[Auth, Depends(required_auth)]) -> User:
    """The user of a GET that changes state (SPEC names some, such as the re-audit): CSRF-checked like a write."""
    _check_csrf(request, auth)
    return auth.user


def require_admin(db: DbSession, user: Annotated[User, Depends(current_user)]) -> User:
    """The signed-in admin; everyone else gets SPEC's 403 ("insufficient user permission ...")."""
    if not is_admin(db, user):
        raise PermissionDenied()
    return user


def client_address(request: Request) -> str | None:
    """The client's address: the socket's peer, or the client a trusted proxy named (api/main.py)."""
    return request.client.host if request.client else None


OptionalAuth = Annotated[Auth | None, Depends(optional_auth)]
CurrentAuth = Annotated[Auth, Depends(required_auth)]
CurrentUser = Annotated[User, Depends(current_user)]
WritingUser = Annotated[User, Depends(writing_user)]
OwnerUser = Annotated[User, Depends(owner_user)]
AdminUser = Annotated[User, Depends(require_admin)]
ClientAddress = Annotated[str | None, Depends(client_address)]
Credential = Annotated[str, Depends(request_credential)]
