"""A project's competitors: the domains its ranks are compared with."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.errors import FieldError, NotFound
from api.projects import schemas
from api.projects.access import commit, owner_of, raise_if, require_count, site_for
from api.projects.models import Competitor
from api.projects.validation import competitor_form


def list_competitors(db: Session, user: User, site_id: int) -> list[Competitor]:
    site = site_for(db, user, site_id, "viewer")
    return list(db.scalars(select(Competitor).where(Competitor.site_id == site.id).order_by(Competitor.id)))


def add_competitors(
    db: Session, user: User, site_id: int, entries: list[schemas.CompetitorIn]
) -> list[Competitor]:
    site = site_for(db, user, site_id, "manager")
    left = require_count(db, owner_of(db, site), "competitors", site)
    existing = db.scalars(select(Competitor.domain).where(Competitor.site_id == site.id))
    valid, errors = competitor_form([(c.name, c.url) for c in entries], site.domain, existing, required=True)
    if not errors and len(valid) > left:
        errors.append(FieldError("competitors", "project.competitors_exceed", {"left_count": left}))
    raise_if(errors)
    added = [Competitor(site_id=site.id, name=c.name, url=c.url.url, domain=c.url.domain) for c in valid]
    db.add_all(added)
    commit(db)
    return added


def delete_competitor(db: Session, user: User, competitor_id: int) -> None:
    competitor = db.get(Competitor, competitor_id)
    if competitor is None:
        raise NotFound()
    site_for(db, user, competitor.site_id, "manager")
    db.delete(competitor)
    commit(db)
