"""What every projects module shares: who may do what to a project, whose plan counts, and how a write ends.

Access is decided in one place, :func:`site_for`: a non-member gets 404 (a project's existence is not
leaked), a member below the needed role gets 403. Plan limits are the site creator's (:func:`owner_of`):
members work within the owner's plan. Every write validates everything first (:func:`check`,
:func:`raise_if`), then commits once (:func:`commit`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.errors import Conflict, FieldError, NotFound, PermissionDenied, ValidationFailed
from api.plans.service import require
from api.projects import schemas
from api.projects.models import Site, SiteMember
from api.projects.validation import RuleError

T = TypeVar("T")
ROLE_RANK = {"viewer": 1, "manager": 2, "owner": 3}


def site_for(db: Session, user: User, site_id: int, min_role: schemas.Role = "viewer") -> Site:
    """The project ``site_id`` if ``user`` is a member with at least ``min_role``.

    404 when it does not exist or the user is not a member; 403 when the role is too low.
    """
    found = db.execute(
        select(Site, SiteMember.role)
        .join(SiteMember, SiteMember.site_id == Site.id)
        .where(Site.id == site_id, SiteMember.user_id == user.id)
    ).first()
    if found is None:
        raise NotFound()
    site, role = found
    if ROLE_RANK[role] < ROLE_RANK[min_role]:
        raise PermissionDenied()
    return site


def owner_of(db: Session, site: Site) -> User:
    """Whose plan a project's limits come from: its creator's."""
    return db.get(User, site.creator_id)


def owner_in_service():
    """The projects whose creator's account is not disabled: a disabled account's scheduled work (daily rank checks,
    report mails, Google sync) waits, its data kept, until an admin enables it again."""
    return Site.creator_id.not_in(select(User.id).where(User.disabled_at.is_not(None)))


def commit(db: Session) -> None:
    """A concurrent write that broke a unique constraint becomes 409 "the data has changed"."""
    try:
        db.commit()
    except IntegrityError as exc:
        db.rollback()
        raise Conflict() from exc


def raise_if(errors: list[FieldError]) -> None:
    if errors:
        raise ValidationFailed(errors)


def check(
    errors: list[FieldError], field: str, rule: Callable[..., T], *args: object, **kwargs: object
) -> T | None:
    """Runs one single-value rule; a broken rule is recorded against ``field`` and gives None."""
    try:
        return rule(*args, **kwargs)
    except RuleError as exc:
        errors.append(exc.at(field))
        return None


def require_count(db: Session, owner: User, feature: str, site: Site | None = None) -> int:
    """What is left of a counted feature; 429 when nothing is."""
    return require(db, owner, feature, site=site).remaining

