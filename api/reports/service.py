"""Sending the report mails: which projects are due, each recipient's mail in their language, the
"send me a test" of each kind."""

from __future__ import annotations

import smtplib
from datetime import date, datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.errors import AppError, FieldError, ValidationFailed
from api.core.i18n import DEFAULT_LOCALE
from api.core.mail import send_mail
from api.line.messaging import push_text
from api.plans.catalogue import plan_allows
from api.plans.service import active_subscription, feature_allowance
from api.projects.access import commit, owner_of, site_for
from api.projects.models import ReportRecipient, Site
from api.projects.validation import recipient_form
from api.reports import delivery, monthly, weekly
from api.reports.models import MonthlyReportRecipient


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
    owner = owner_of(db, site)
    for email in emails:
        mail = weekly.compose(locale_of(db, email, owner.language), report, email)
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
    local = now.astimezone(weekly.timezone_of(site.country)).date()
    end = local - timedelta(days=local.weekday() + 1)  # the Sunday that ended the last full week
    report = weekly.build(db, site, end)
    try:
        send_mail(user.email, weekly.compose(user.language or DEFAULT_LOCALE, report, user.email, test=True))
    except (OSError, smtplib.SMTPException):
        raise TestNotSent() from None
    return user.email


# ---- the monthly report -------------------------------------------------------------------------------------


def monthly_report(db: Session, user: User, site_id: int, month: str | None, now: datetime) -> monthly.MonthlyReport:
    """GET /sites/{id}/monthly_report: the month asked for (a full month that has ended), else the last one."""
    site = site_for(db, user, site_id, "viewer")
    last = monthly.previous_month(site, now)
    if month is not None:
        monthly.parse_month(month)
        if month > last:
            raise ValidationFailed(FieldError("month", "reports.monthly.month_future"))
    return monthly.build(db, site, month or last)


def _email_owner_gate(db: Session, site: Site) -> None:
    """SPEC §6: the monthly-report e-mail needs a paid tier of the project's owner."""
    owner = owner_of(db, site)
    sub = active_subscription(db, owner)
    if not plan_allows(sub.plan_id if sub else None, "monthly_report_email"):
        raise AppError("reports.monthly_email.plan", status_code=403)


def monthly_emails(db: Session, user: User, site_id: int) -> dict:
    site = site_for(db, user, site_id, "viewer")
    owner = owner_of(db, site)
    sub = active_subscription(db, owner)
    return {"data": delivery.recipients(db, site.id, monthly.KIND),
            "allowed": plan_allows(sub.plan_id if sub else None, "monthly_report_email"),
            "receiver_limitation": feature_allowance(db, owner, "receivers", site).limit}


def add_monthly_email(db: Session, user: User, site_id: int, email: str) -> dict:
    site = site_for(db, user, site_id, "manager")
    _email_owner_gate(db, site)
    valid, errors = recipient_form([email], prefix="email")
    current = delivery.recipients(db, site.id, monthly.KIND)
    limit = feature_allowance(db, owner_of(db, site), "receivers", site).limit
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
    due = []
    site_ids = set(db.scalars(select(MonthlyReportRecipient.site_id).distinct()))
    for site in db.scalars(select(Site).where(Site.id.in_(site_ids)).order_by(Site.id)):
        month = monthly.due_month(site, now)
        if month and delivery.pending(db, site.id, monthly.KIND, month, delivery.recipients(db, site.id, monthly.KIND)):
            due.append((site.id, month))
    return due


def send_monthly(db: Session, site_id: int, month: str) -> dict[str, int]:
    """Mails the month's report to each recipient still owed it, while the owner's plan allows the
    monthly e-mail; a project deleted meanwhile is skipped."""
    site = db.get(Site, site_id)
    counts = {"sent": 0, "bounced": 0, "failed": 0}
    if site is None:
        return counts
    owner = owner_of(db, site)
    sub = active_subscription(db, owner)
    if not plan_allows(sub.plan_id if sub else None, "monthly_report_email"):
        return counts
    emails = delivery.pending(db, site.id, monthly.KIND, month, delivery.recipients(db, site.id, monthly.KIND))
    if not emails:
        return counts
    report = monthly.build(db, site, month)
    for email in emails:
        mail = monthly.compose(locale_of(db, email, owner.language), report, email)
        counts[delivery.deliver(db, site.id, monthly.KIND, month, email, mail)] += 1
    return counts


def send_monthly_test(db: Session, user: User, site_id: int, month: str | None, now: datetime) -> str:
    report = monthly_report(db, user, site_id, month, now)
    try:
        send_mail(user.email, monthly.compose(user.language or DEFAULT_LOCALE, report, user.email, test=True))
    except (OSError, smtplib.SMTPException):
        raise TestNotSent() from None
    return user.email
