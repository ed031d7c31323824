"""Sending the report mails: which projects are due, each recipient's mail in their language, the
"send me a test" of each kind."""

from __future__ import annotations

import smtplib
from datetime import date, datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.errors import AppError
from api.core.i18n import DEFAULT_LOCALE
from api.core.mail import send_mail
from api.projects.access import owner_of, site_for
from api.projects.models import ReportRecipient, Site
from api.reports import delivery, weekly


class TestNotSent(AppError):
    status_code = 503
    code = "reports.test_not_sent"


def locale_of(db: Session, email: str, fallback: str | None) -> str:
    """A recipient's language: theirs when they have an account, else the project owner's."""
    language = db.scalar(select(User.language).where(func.lower(User.email) == email.casefold()))
    return language or fallback or DEFAULT_LOCALE


def due_weekly(db: Session, now: datetime) -> list[tuple[int, date]]:
    """(project, week's Sunday) of the projects whose Monday 08:00 has come and that still owe a recipient
    this week's mail."""
    due = []
    site_ids = set(db.scalars(select(ReportRecipient.site_id).distinct()))
    for site in db.scalars(select(Site).where(Site.id.in_(site_ids)).order_by(Site.id)):
        week = weekly.due_period(site, now)
        if week and delivery.pending(db, site.id, weekly.KIND, week[0].isoformat(),
                                     delivery.recipients(db, site.id, weekly.KIND)):
            due.append((site.id, week[1]))
    return due


def send_weekly(db: Session, site_id: int, end: date) -> dict[str, int]:
    """Mails the week's report to each recipient still owed it; a project deleted since it was found due
    is skipped. Returns the count of each delivery status."""
    site = db.get(Site, site_id)
    counts = {"sent": 0, "bounced": 0, "failed": 0}
    if site is None:
        return counts
    start, _ = weekly.week_ending(end)
    emails = delivery.pending(db, site.id, weekly.KIND, start.isoformat(),
                              delivery.recipients(db, site.id, weekly.KIND))
    if not emails:
        return counts
    report = weekly.build(db, site, end)
    owner_language = owner_of(db, site).language
    for email in emails:
        mail = weekly.compose(locale_of(db, email, owner_language), report, email)
        counts[delivery.deliver(db, site.id, weekly.KIND, report.period, email, mail)] += 1
    return counts


def send_weekly_test(db: Session, user: User, site_id: int, now: datetime) -> str:
    """The last full week's report, mailed to the user asking (not recorded as a delivery)."""
    site = site_for(db, user, site_id, "viewer")
    local = now.astimezone(weekly.timezone_of(site.country)).date()
    end = local - timedelta(days=local.weekday() + 1)  # the Sunday that ended the last full week
    report = weekly.build(db, site, end)
    try:
        send_mail(user.email, weekly.compose(user.language or DEFAULT_LOCALE, report, user.email, test=True))
    except (OSError, smtplib.SMTPException):
        raise TestNotSent() from None
    return user.email
