"""A project's shared report (SPEC §4, §6): the owner sets a share password and gets a link; a visitor
enters the password once and then reads the report with a signed viewer cookie instead of a session.

The owner's side (share, unshare) and the visitor's (unlock, the cookie checked on every read) are both
here: rankings reads its shared grid through :func:`shared_site` and a keyword's figures, a member's or a
visitor's, through :func:`keyword_reader`.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.config import get_settings
from api.core.errors import AppError, FieldError, NotFound, TooManyRequests, Unauthenticated, ValidationFailed
from api.core.password_shares import SHARE_PASSWORD_MAX, SHARE_PASSWORD_MIN, ShareKind, check_token, unlock
from api.core.security import hash_password
from api.projects.access import commit, site_for
from api.projects.keywords import keyword_for
from api.projects.models import Keyword, Site


class SharePasswordWrong(AppError):
    status_code = 403
    code = "rankings.share_password_wrong"


class ShareTooManyAttempts(TooManyRequests):
    code = "rankings.share_too_many_attempts"


class ShareLocked(AppError):
    """No valid viewer token for the share: its password is to be entered (again)."""

    status_code = 401
    code = "rankings.share_locked"


REPORT_SHARE = ShareKind("share_viewer", SharePasswordWrong, ShareTooManyAttempts, ShareLocked)


# --- the owner: share and unshare ---------------------------------------------------------------


def share_url(share_uuid: str) -> str:
    return f"{get_settings().public_url.rstrip('/')}/share/{share_uuid}"


def share_site(db: Session, user: User, site_id: int, password: str) -> dict:
    """Sets the share password and makes the link. Changing it means cancelling first (SPEC §4)."""
    site = site_for(db, user, site_id, "owner")
    if site.share_uuid is not None:
        raise AppError("project.share_active", status_code=409)
    if not SHARE_PASSWORD_MIN <= len(password) <= SHARE_PASSWORD_MAX:
        raise ValidationFailed(
            FieldError(
                "share_password",
                "project.share_password_length",
                {"min": SHARE_PASSWORD_MIN, "max": SHARE_PASSWORD_MAX},
            )
        )
    site.share_uuid = str(uuid.uuid4())
    site.share_password_hash = hash_password(password)
    commit(db)
    return {"share_uuid": site.share_uuid, "share_url": share_url(site.share_uuid)}


def unshare_site(db: Session, user: User, site_id: int) -> None:
    site = site_for(db, user, site_id, "owner")
    site.share_uuid = None
    site.share_password_hash = None
    commit(db)


# --- the visitor: the password once, then a signed viewer cookie ----------------------------------

@dataclass(frozen=True)
class ShareAccess:
    """How a request reads a shared report: the share's uuid (header) and its viewer token (cookie)."""

    share_uuid: str
    token: str | None


def viewer_cookie(share_uuid: str) -> str:
    """The viewer cookie's name: one per share, so several shared reports stay open in one browser."""
    return f"share_{share_uuid}"


def _shared(db: Session, share_uuid: str) -> Site:
    site = db.scalar(select(Site).where(Site.share_uuid == share_uuid)) if share_uuid else None
    if site is None or site.share_password_hash is None:
        raise NotFound()
    return site


def unlock_share(db: Session, share_uuid: str, password: str, ip: str | None) -> str:
    """The viewer token for the share if ``password`` is its share password (SPEC §6), checked once here
    (throttled: api.core.password_shares.unlock) so that the report's reads only check the token."""
    site = _shared(db, share_uuid)
    return unlock(REPORT_SHARE, share_uuid, site.share_password_hash, password, ip)


def shared_site(db: Session, access: ShareAccess | None) -> Site:
    """The project shared under ``access.share_uuid`` when its viewer token is valid for the share and
    its current password; 401 (``share_locked``) otherwise: the password is asked for again."""
    site = _shared(db, access.share_uuid if access else "")
    check_token(REPORT_SHARE, site.share_uuid, site.share_password_hash, access.token if access else None)
    return site


def keyword_reader(db: Session, user: User | None, keyword_id: int,
                   share: ShareAccess | None) -> tuple[Keyword, Site]:
    """A keyword its reader may see: a member's, or one of a project shared with this viewer token."""
    if share is not None:
        site = shared_site(db, share)
        keyword = db.get(Keyword, keyword_id)
        if keyword is None or keyword.site_id != site.id:
            raise NotFound()
        return keyword, site
    if user is None:
        raise Unauthenticated()
    return keyword_for(db, user, keyword_id, "viewer")
