"""Sending the report mails: which projects are due, each recipient's mail in their language, the
"send me a test" of each kind."""

from __future__ import annotations

import logging
import smtplib
from collections.abc import Callable, Sequence
from datetime import date, datetime, timedelta
from typing import TypeVar

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.errors import AppError, FieldError, ValidationFailed
from api.core.i18n import DEFAULT_LOCALE
from api.core.mail import Attachment, send_mail
from api.core.page_pdf import PdfFailed
from api.core.security import print_pass
from api.line.messaging import push_text
from api.plans.service import gate_open
from api.projects.access import commit, owner_in_service, owner_of, site_for
from api.projects.models import Site
from api.projects.recipients import receiver_limit
from api.projects.validation import recipient_form
from api.rankings.scheduling import local_day
from api.reports import delivery, monthly, weekly
from api.reports.models import MonthlyReportRecipient

log = logging.getLogger(__name__)

T = TypeVar("T")


class TestNotSent(AppError):
    status_code = 503
    code = "reports.test_not_sent"


def locales_of(db: Session, emails: Sequence[str], fallback: str | None) -> dict[str, str]:
    """Each recipient's language: theirs when they have an account, else the project owner's."""
    known = dict(db.execute(select(func.lower(User.email), User.language).where(
        func.lower(User.email).in_([e.casefold() for e in emails]))).all()) if emails else {}
    return {e: known.get(e.casefold()) or fallback or DEFAULT_LOCALE for e in emails}


def _due(db: Session, kind: str, period_of: Callable[[Site], tuple[str, T] | None]) -> list[tuple[int, T]]:
    """(project, what to send) of the projects whose time has come (``period_of``: the period's key and the
    value the send task takes, or None) and that still owe a recipient of ``kind`` that period's mail."""
    model = delivery.RECIPIENTS[kind]
    found: dict[int, tuple[str, T]] = {}
    for site in db.scalars(select(Site).where(Site.id.in_(select(model.site_id)), owner_in_service()).order_by(Site.id)):
        period = period_of(site)
        if period is not None:
            found[site.id] = period
    owing = delivery.owing(db, kind, {site_id: key for site_id, (key, _) in found.items()})
    return [(site_id, value) for site_id, (_, value) in found.items() if site_id in owing]


def due_weekly(db: Session, now: datetime) -> list[tuple[int, date]]:
    """(project, week's Sunday) of the projects whose Monday 08:00 has come and that still owe a recipient
    this week's mail."""
    def week(site: Site) -> tuple[str, date] | None:
        found = weekly.due_period(site, now)
        return (found[0].isoformat(), found[1]) if found else None
    return _due(db, weekly.KIND, week)


def send_weekly(db: Session, site_id: int, end: date) -> dict[str, int]:
    """Mails the week's report to each recipient still owed it; a project deleted since it was found due
    is skipped. Returns the count of each delivery status."""
    site = db.get(Site, site_id)
    counts = {"sent": 0, "bounced": 0, "failed": 0}
    if site is None:
        return counts
    start, _ = weekly.week_ending(end)
    emails = delivery.owed(db, site.id, weekly.KIND, start.isoformat())
    if not emails:
        return counts
    report = weekly.build(db, site, end)
    owner = owner_of(db, site)
    for email, locale in locales_of(db, emails, owner.language).items():
        mail = weekly.compose(locale, report, email)
        counts[delivery.deliver(db, site.id, weekly.KIND, report.period, email, mail)] += 1
    _push_summary_to_line(db, site, owner, report)
    return counts


def _push_summary_to_line(db: Session, site: Site, owner: User, report: weekly.WeeklyReport) -> None:
    """The week's few lines to the owner's LINE too, once a week, when the owner bound LINE (recorded as a
    delivery to ``line:<user id>``; an unbound owner or a LINE refusal records nothing, see api/line)."""
    recipient = f"line:{owner.id}"
    if delivery.pending(db, site.id, weekly.KIND, report.period, [recipient]) and push_text(
            db, owner.id, weekly.summary_text(report, owner.language or DEFAULT_LOCALE)):
        delivery.record(db, site.id, weekly.KIND, report.period, recipient, "sent")


def send_weekly_test(db: Session, user: User, site_id: int, now: datetime) -> str:
    """The last full week's report, mailed to the user asking (not recorded as a delivery)."""
    site = site_for(db, user, site_id, "viewer")
    local = local_day(site.country, now)
    end = local - timedelta(days=local.weekday() + 1)  # the Sunday that ended the last full week
    report = weekly.build(db, site, end)
    try:
        send_mail(user.email, weekly.compose(user.language or DEFAULT_LOCALE, report, user.email, test=True))
    except (OSError, smtplib.SMTPException):
        raise TestNotSent() from None
    return user.email


# ---- the monthly report -------------------------------------------------------------------------------------


def _report_month(db: Session, user: User, site_id: int, month: str | None, now: datetime) -> tuple[Site, str]:
    """The project a viewer asks the monthly report of, and the month: the one asked for (a full month that
    has ended), else the last one."""
    site = site_for(db, user, site_id, "viewer")
    last = monthly.previous_month(site, now)
    if month is not None:
        monthly.parse_month(month)
        if month > last:
            raise ValidationFailed(FieldError("month", "reports.monthly.month_future"))
    return site, month or last


def monthly_report(db: Session, user: User, site_id: int, month: str | None, now: datetime) -> monthly.MonthlyReport:
    """GET /sites/{id}/monthly_report"""
    return monthly.build(db, *_report_month(db, user, site_id, month, now))


def monthly_pdf(db: Session, user: User, site_id: int, month: str | None, now: datetime, credential: str,
                locale: str) -> tuple[str, bytes]:
    """GET /sites/{id}/monthly_report.pdf: the report page as the user sees it, printed by Chromium (its file
    name and bytes)."""
    site, month = _report_month(db, user, site_id, month, now)
    return monthly.pdf_name(site.id, month), monthly.pdf(site.id, month, credential, locale)


def _email_owner_gate(db: Session, site: Site) -> None:
    """SPEC §6: the monthly-report e-mail needs a paid tier of the project's owner."""
    if not gate_open(db, owner_of(db, site), monthly.GATE):
        raise AppError("reports.monthly_email.plan", status_code=403)


def monthly_emails(db: Session, user: User, site_id: int) -> dict:
    site = site_for(db, user, site_id, "viewer")
    return {"data": delivery.recipients(db, site.id, monthly.KIND),
            "allowed": gate_open(db, owner_of(db, site), monthly.GATE), "receiver_limitation": receiver_limit(db, site)}


def add_monthly_email(db: Session, user: User, site_id: int, email: str) -> dict:
    site = site_for(db, user, site_id, "manager")
    _email_owner_gate(db, site)
    valid, errors = recipient_form([email], prefix="email")
    current = delivery.recipients(db, site.id, monthly.KIND)
    limit = receiver_limit(db, site)
    if not valid and not errors:
        errors = [FieldError("email", "validation.required")]
    elif valid and valid[0].casefold() in {e.casefold() for e in current}:
        errors = [FieldError("email", "project.duplicate.email")]
    elif valid and len(current) >= limit:
        errors = [FieldError("email", "project.recipients_exceed", {"limit": limit})]
    if errors:
        raise AppError("reports.monthly_email.add_failed", status_code=422, fields=errors)
    db.add(MonthlyReportRecipient(site_id=site.id, email=valid[0]))
    commit(db)
    return monthly_emails(db, user, site.id)


def delete_monthly_email(db: Session, user: User, site_id: int, email: str) -> dict:
    site = site_for(db, user, site_id, "manager")
    _email_owner_gate(db, site)
    found = db.scalar(select(MonthlyReportRecipient).where(
        MonthlyReportRecipient.site_id == site.id, func.lower(MonthlyReportRecipient.email) == email.casefold()))
    if found is None:
        raise AppError("reports.monthly_email.delete_failed", status_code=404)
    db.delete(found)
    commit(db)
    return monthly_emails(db, user, site.id)


def due_monthly(db: Session, now: datetime) -> list[tuple[int, str]]:
    """(project, month) of the projects whose 1st 08:00 has come and that still owe a recipient the month."""
    def month(site: Site) -> tuple[str, str] | None:
        found = monthly.due_month(site, now)
        return (found, found) if found else None
    return _due(db, monthly.KIND, month)


def send_monthly(db: Session, site_id: int, month: str) -> dict[str, int]:
    """Mails the month's report to each recipient still owed it, while the owner's plan allows the
    monthly e-mail; a project deleted meanwhile is skipped."""
    site = db.get(Site, site_id)
    counts = {"sent": 0, "bounced": 0, "failed": 0}
    if site is None:
        return counts
    owner = owner_of(db, site)
    if not gate_open(db, owner, monthly.GATE):
        return counts
    emails = delivery.owed(db, site.id, monthly.KIND, month)
    if not emails:
        return counts
    report = monthly.build(db, site, month)
    attachments: dict[str, list[Attachment]] = {}
    for email, locale in locales_of(db, emails, owner.language).items():
        if locale not in attachments:
            attachments[locale] = _monthly_attachment(owner, site.id, month, locale)
        mail = monthly.compose(locale, report, email)
        counts[delivery.deliver(db, site.id, monthly.KIND, month, email, mail, attachments[locale])] += 1
    return counts


def _monthly_attachment(owner: User, site_id: int, month: str, locale: str) -> list[Attachment]:
    """The report page in ``locale`` as the owner sees it, printed to PDF for the mail (read with a print pass:
    no session of the owner's is at hand); none when Chromium cannot print it — the mail still carries the
    page's link."""
    try:
        content = monthly.pdf(site_id, month, print_pass(owner.id), locale)
    except PdfFailed:
        log.warning("the monthly report of site %s for %s goes out without its PDF (%s)", site_id, month, locale)
        return []
    return [Attachment(monthly.pdf_name(site_id, month), content, "application/pdf")]


def send_monthly_test(db: Session, user: User, site_id: int, month: str | None, now: datetime) -> str:
    report = monthly_report(db, user, site_id, month, now)
    try:
        send_mail(user.email, monthly.compose(user.language or DEFAULT_LOCALE, report, user.email, test=True))
    except (OSError, smtplib.SMTPException):
        raise TestNotSent() from None
    return user.email
