"""Who receives a project's report mails, within the owner's plan's receiver limit."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.errors import FieldError, LimitReached
from api.plans.service import feature_allowance
from api.projects.access import commit, owner_of, raise_if, site_for
from api.projects.models import ReportRecipient, Site
from api.projects.validation import recipient_form


def receiver_limit(db: Session, site: Site) -> int:
    return feature_allowance(db, owner_of(db, site), "receivers", site).limit


def get_recipients(db: Session, user: User, site_id: int) -> dict:
    site = site_for(db, user, site_id, "viewer")
    emails = db.scalars(
        select(ReportRecipient.email).where(ReportRecipient.site_id == site.id).order_by(ReportRecipient.id)
    )
    return {"data": list(emails), "receiver_limitation": receiver_limit(db, site)}


def set_recipients(db: Session, user: User, site_id: int, emails: list[str]) -> dict:
    """Replaces the list, within the owner's plan's receiver limit."""
    site = site_for(db, user, site_id, "manager")
    valid, errors = recipient_form(emails, prefix="emails")
    limit = receiver_limit(db, site)
    if valid and limit == 0:
        raise LimitReached()
    if not errors and len(valid) > limit:
        errors.append(FieldError("emails", "project.recipients_exceed", {"limit": limit}))
    raise_if(errors)
    wanted = {email.casefold(): email for email in valid}
    for recipient in db.scalars(select(ReportRecipient).where(ReportRecipient.site_id == site.id)):
        if wanted.pop(recipient.email.casefold(), None) is None:
            db.delete(recipient)
    db.flush()
    db.add_all(ReportRecipient(site_id=site.id, email=email) for email in wanted.values())
    commit(db)
    return get_recipients(db, user, site.id)
