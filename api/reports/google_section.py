"""Whether a report may show a project's cached Search Console or Analytics figures: the project must have
the property linked, and its owner's Google authorization must not have lapsed (an expired or revoked
grant: the section is left out and the mail says to link Google again)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.google.tokens import grant_of
from api.projects.access import owner_of
from api.projects.models import Site


def missing_reason(db: Session, site: Site, purpose: str) -> str | None:
    """None when the section can be shown; else ``unlinked`` or ``expired``."""
    linked = site.gsc_site_url if purpose == "webmaster" else site.ga_id
    if not linked:
        return "unlinked"
    grant = grant_of(db, owner_of(db, site).id, purpose)
    if grant is not None and grant.status != "active":
        return "expired"
    return None
