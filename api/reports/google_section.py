"""Whether a report may show a project's cached Search Console or Analytics figures, read from the dashboard's
state of the source (api.google.sync.state_of): the property must be linked, and its owner's Google
authorization must not have lapsed (an expired or revoked grant: the section is left out and the mail says to
link Google again). Any other state shows what the cache holds."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.google.sync import Source, state_of
from api.projects.models import Site

REASONS = {"not_linked": "unlinked", "google.token_expired": "expired"}


def missing_reason(db: Session, site: Site, source: Source) -> str | None:
    """None when the section can be shown; else ``unlinked`` or ``expired``."""
    return REASONS.get(state_of(db, site, source))
