"""An admin's view as a user (SPEC §7 ``POST admin/get_user_token``): a session of the user's that an admin opened,
which stops counting after ``VIEW_MINUTES``. The user's own sessions stay signed in; opening and closing the view,
and every change made through it, go in the admin audit log with the admin's identity. What only the owner may do
(password, tokens, payments) is refused to it (api/deps.py ``owner_user``)."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy.orm import Session

from api.accounts.models import User, UserSession
from api.accounts.service import SignIn
from api.admin.service import jsonable, record
from api.core.db import utcnow
from api.core.errors import Conflict, NotFound
from api.core.security import SESSION_PREFIX, new_token, token_digest
from api.plans.service import is_admin

VIEW_MINUTES = 60
# The admin's own session token, kept (httpOnly) while their browser shows a user's view, to return to.
RETURN_COOKIE = "admin_return"


def open_view(db: Session, admin: User, user_id: int, *, ip: str | None, user_agent: str | None) -> SignIn:
    """A session of user ``user_id`` for ``admin``, valid ``VIEW_MINUTES``. 404 unknown user; 409 for oneself,
    another admin (admin.view_admin) or a disabled account (admin.user_disabled). Audited."""
    user = db.get(User, user_id)
    if user is None:
        raise NotFound()
    if user.id == admin.id:
        raise Conflict("admin.view_self")
    if is_admin(db, user):
        raise Conflict("admin.view_admin")
    if user.disabled_at is not None:
        raise Conflict("admin.user_disabled")
    token = new_token(SESSION_PREFIX)
    now = utcnow()
    session = UserSession(user_id=user.id, token_hash=token_digest(token), impersonator_id=admin.id,
                          expires_at=now + timedelta(minutes=VIEW_MINUTES), last_seen_at=now, ip=ip,
                          user_agent=user_agent[:300] if user_agent else None)
    db.add(session)
    db.flush()
    record(db, admin, "user.view_as", f"user:{user.email}",
           {"session_id": session.id, "expires_at": jsonable(session.expires_at)})
    db.commit()
    return SignIn(user, session, token)


def close_view(db: Session, session: UserSession) -> None:
    """Ends an admin's view as a user (the admin's button, or its time running out), audited."""
    admin = db.get(User, session.impersonator_id)
    if session.ended_at is None:
        session.ended_at, session.end_reason = utcnow(), "logout"
    if admin is not None:
        record(db, admin, "user.view_as_end", f"user:{session.user.email}", {"session_id": session.id})
    db.commit()


def record_impersonated_write(db: Session, session: UserSession, method: str, path: str) -> None:
    """A change made in an admin's view as a user, recorded before it runs under the admin's identity."""
    admin = db.get(User, session.impersonator_id)
    if admin is not None:
        record(db, admin, "user.view_as_write", f"user:{session.user.email}",
               {"session_id": session.id, "request": f"{method} {path}"[:200]})
        db.commit()
