"""The contact form: a request for a consultant, checked, kept and mailed to the sales team.

The request is written and the mail sent in one go: when the mail cannot be sent, nothing is kept
and the sender is told to try again. The pace counts every send that passed validation, a failed one
too: it is counted before the mail goes (so parallel sends cannot pass it), and a count cannot be
taken back.
"""

from __future__ import annotations

import logging
import smtplib

from sqlalchemy.orm import Session

from api.accounts.models import User
from api.accounts.service import PHONE_PATTERN, email_errors, normalize_email, required_errors
from api.core import ratelimit
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.errors import AppError, FieldError, TooManyRequests, ValidationFailed
from api.core.i18n import DEFAULT_LOCALE, translate
from api.core.mail import Mail, render, send_mail
from api.support.models import ContactRequest
from api.support.schemas import ContactIn

log = logging.getLogger(__name__)

NAME_MAX = 100
COMPANY_MAX = 100
WEBSITE_MAX = 300
MESSAGE_MAX = 2_000
# How many requests one sender may send per hour: a signed-in user, else one client address.
SENDS = ratelimit.Throttle("contact.send", 5, 60 * 60)
# The sales team reads the mail in the product's home language.
MAIL_LOCALE = DEFAULT_LOCALE


class ContactNotSent(AppError):
    status_code = 503
    code = "support.contact_not_sent"


def _one_line(value: str | None) -> str | None:
    """The text with runs of whitespace (line breaks too) made one space; None when blank."""
    text = " ".join((value or "").split())
    return text or None


def _validated(data: ContactIn) -> dict[str, str | None]:
    values = {
        "name": _one_line(data.name), "email": _one_line(data.email), "phone": _one_line(data.phone),
        "company": _one_line(data.company), "website": _one_line(data.website),
        "message": (data.message or "").strip() or None,
    }
    errors: list[FieldError] = required_errors(name=values["name"], message=values["message"])
    errors += email_errors(values["email"])
    for field, limit in (("name", NAME_MAX), ("company", COMPANY_MAX), ("website", WEBSITE_MAX),
                         ("message", MESSAGE_MAX)):
        if values[field] and len(values[field]) > limit:  # characters, not bytes: CJK counts one each
            errors.append(FieldError(field, "support.too_long", {"max": limit}))
    if values["phone"] and not PHONE_PATTERN.match(values["phone"]):
        errors.append(FieldError("phone", "validation.phone"))
    if errors:
        raise ValidationFailed(errors)
    values["email"] = normalize_email(values["email"])
    return values


def _take_send(user: User | None, ip: str | None) -> None:
    """Counts a send against the sender (a signed-in user, else the client address); 429 past the pace."""
    if ratelimit.take(SENDS, ratelimit.caller_key(user.id if user else None, ip)) is not None:
        raise TooManyRequests()


def compose(request: ContactRequest, user: User | None) -> Mail:
    """The request as the sales team reads it (template ``contact``)."""
    account = f"#{user.id} {user.email}" if user is not None else translate("support.mail.not_signed_in", MAIL_LOCALE)
    rows = [
        ("name", request.name), ("email", request.email), ("phone", request.phone), ("company", request.company),
        ("website", request.website), ("account", account), ("language", request.locale), ("ip", request.ip),
        ("sent_at", request.created_at.strftime("%Y-%m-%d %H:%M UTC")),
    ]
    return render("contact", MAIL_LOCALE, translate("support.mail.subject", MAIL_LOCALE, name=request.name),
                  rows=rows, message=request.message, id=request.id)


def send_contact(db: Session, data: ContactIn, *, user: User | None, ip: str | None,
                 locale: str) -> ContactRequest:
    """POST /contact: checks the fields and the sender's pace, then keeps the request and mails it
    to ``sales_email`` with the sender's address as Reply-To."""
    values = _validated(data)
    _take_send(user, ip)
    request = ContactRequest(user_id=user.id if user else None, ip=ip, locale=locale, created_at=utcnow(),
                             **values)
    db.add(request)
    db.flush()
    try:
        send_mail(get_settings().sales_email, compose(request, user), reply_to=request.email)
    except (smtplib.SMTPException, OSError):
        log.exception("could not mail contact request from %s", request.email)
        db.rollback()
        raise ContactNotSent() from None
    db.commit()
    return request
