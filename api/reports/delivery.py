"""Mailing a report to its recipients: each attempt recorded (:class:`ReportDelivery`), a period sent once, an
address the mail server refuses recorded as bounced and not tried again for that period, a failing server
tried again on the next run up to :data:`MAX_FAILURES` times; every mail carries its recipient's signed
unsubscribe link."""

from __future__ import annotations

import logging
import smtplib
from collections import defaultdict
from collections.abc import Iterable, Sequence

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from api.core.config import get_settings
from api.core.mail import Attachment, Mail, send_mail
from api.core.security import LinkExpired, LinkInvalid, read_link, sign_link
from api.projects.models import ReportRecipient
from api.reports.models import MonthlyReportRecipient, ReportDelivery

log = logging.getLogger(__name__)

MAX_FAILURES = 3  # attempts of one period's mail while the server fails, then the period is given up
UNSUBSCRIBE = "report-unsubscribe"
UNSUBSCRIBE_DAYS = 400  # a link in an old report still works a year later
RECIPIENTS = {"weekly": ReportRecipient, "monthly": MonthlyReportRecipient}


def unsubscribe_link(site_id: int, kind: str, email: str) -> str:
    token = sign_link(UNSUBSCRIBE, {"s": site_id, "k": kind, "e": email})
    return f"{get_settings().public_url.rstrip('/')}/api/reports/unsubscribe?token={token}"


def unsubscribe(db: Session, token: str) -> bool:
    """Removes the recipient the link was made for; False when the link is not one of ours (or too old)."""
    try:
        payload = read_link(UNSUBSCRIBE, token, UNSUBSCRIBE_DAYS * 24 * 3600)
    except (LinkExpired, LinkInvalid):
        return False
    model = RECIPIENTS.get(payload.get("k"))
    if model is None:
        return False
    db.execute(delete(model).where(model.site_id == payload["s"],
                                   func.lower(model.email) == str(payload["e"]).casefold()))
    db.commit()
    return True


def recipients(db: Session, site_id: int, kind: str) -> list[str]:
    model = RECIPIENTS[kind]
    return list(db.scalars(select(model.email).where(model.site_id == site_id).order_by(model.id)))


def _still_owed(emails: Sequence[str], attempts: Iterable[tuple[str, str]]) -> list[str]:
    """The ``emails`` whose (recipient, status) ``attempts`` of the period were neither sent nor bounced nor
    failed too often."""
    done: set[str] = set()
    failures: dict[str, int] = {}
    for recipient, status in attempts:
        if status == "failed":
            failures[recipient.casefold()] = failures.get(recipient.casefold(), 0) + 1
        else:
            done.add(recipient.casefold())
    return [e for e in emails if e.casefold() not in done and failures.get(e.casefold(), 0) < MAX_FAILURES]


def pending(db: Session, site_id: int, kind: str, period: str, emails: Sequence[str]) -> list[str]:
    """The recipients still owed this period's mail: not sent, not bounced, not failed too often."""
    return _still_owed(emails, db.execute(select(ReportDelivery.recipient, ReportDelivery.status).where(
        ReportDelivery.site_id == site_id, ReportDelivery.kind == kind, ReportDelivery.period == period)))


def owed(db: Session, site_id: int, kind: str, period: str) -> list[str]:
    """The project's recipients of ``kind`` still owed this period's mail."""
    return pending(db, site_id, kind, period, recipients(db, site_id, kind))


def owing(db: Session, kind: str, periods: dict[int, str]) -> set[int]:
    """Which of the projects (each with its period) still owe a recipient of ``kind`` that period's mail, in
    two queries whatever their number (beat asks every hour)."""
    if not periods:
        return set()
    model = RECIPIENTS[kind]
    emails: dict[int, list[str]] = defaultdict(list)
    for site_id, email in db.execute(select(model.site_id, model.email).where(model.site_id.in_(periods))):
        emails[site_id].append(email)
    attempts: dict[int, list[tuple[str, str]]] = defaultdict(list)
    for site_id, period, recipient, status in db.execute(
            select(ReportDelivery.site_id, ReportDelivery.period, ReportDelivery.recipient, ReportDelivery.status)
            .where(ReportDelivery.kind == kind, ReportDelivery.site_id.in_(periods),
                   ReportDelivery.period.in_(set(periods.values())))):
        if period == periods[site_id]:
            attempts[site_id].append((recipient, status))
    return {site_id for site_id in periods if _still_owed(emails[site_id], attempts[site_id])}


def deliver(db: Session, site_id: int, kind: str, period: str, to: str, mail: Mail,
            attachments: Sequence[Attachment] = ()) -> str:
    """Sends one mail and records the attempt; returns its status (sent, bounced or failed)."""
    status, error = "sent", None
    try:
        send_mail(to, mail, attachments=attachments)
    except smtplib.SMTPRecipientsRefused as exc:  # the server refused the address itself: a bounce
        status, error = "bounced", "; ".join(f"{code} {text.decode(errors='replace') if isinstance(text, bytes) else text}"
                                             for code, text in exc.recipients.values())
    except (OSError, smtplib.SMTPException) as exc:
        status, error = "failed", f"{type(exc).__name__}: {exc}"
        log.warning("could not mail the %s report of site %s to %s: %s", kind, site_id, to, error)
    record(db, site_id, kind, period, to, status, error)
    return status


def record(db: Session, site_id: int, kind: str, period: str, recipient: str, status: str,
           error: str | None = None) -> None:
    db.add(ReportDelivery(site_id=site_id, kind=kind, period=period, recipient=recipient, status=status, error=error))
    db.commit()
