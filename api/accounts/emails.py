"""Signed links for e-mail verification and password reset, and the mails that carry them (the
projects' invitations use the same link and mail builders).

Mails are written in the recipient's language from the ``link`` templates of ``api.core.mail`` (plain
text and HTML) and sent by ``api.core.mail.send_mail`` (SMTP, or the outbox folder in embedded mode).
"""

from __future__ import annotations

import logging
import math
import smtplib
from datetime import UTC
from urllib.parse import urlencode

from api.accounts.models import User
from api.core.config import get_settings
from api.core.i18n import translate
from api.core.mail import Mail, render, send_mail
from api.core.security import LinkExpired, LinkInvalid, fingerprint, read_link, sign_link

log = logging.getLogger(__name__)

VERIFY_PURPOSE = "verify_email"
RESET_PURPOSE = "reset_password"


class BadLink(Exception):
    """The link is forged, malformed or expired."""


def console_link(path: str, token: str) -> str:
    """The console's ``/{path}?token=…`` at the public address, for links sent by mail."""
    return f"{get_settings().public_url.rstrip('/')}/{path}?{urlencode({'token': token})}"


def verification_link(user: User) -> str:
    # The address is part of the payload, so a link stops working if the address changes.
    return console_link("verify_email", sign_link(VERIFY_PURPOSE, {"uid": user.id, "email": user.email}))


def password_stamp(user: User) -> str:
    """What a reset link is bound to: a keyed digest of the account, its address and its password (hash
    and time of change). Using the link sets a password, so it works once; a password set by any other
    route, or a new address, voids it too, also for an account that had no password."""
    changed = user.password_changed_at.astimezone(UTC).isoformat() if user.password_changed_at else ""
    return fingerprint(RESET_PURPOSE, str(user.id), user.email, user.password_hash or "", changed)


def reset_link(user: User) -> str:
    return console_link("reset_password", sign_link(RESET_PURPOSE, {"uid": user.id, "fp": password_stamp(user)}))


def read_signed(purpose: str, token: str, max_age: int) -> dict:
    try:
        payload = read_link(purpose, token, max_age)
    except (LinkExpired, LinkInvalid) as exc:
        raise BadLink from exc
    if not isinstance(payload, dict) or not isinstance(payload.get("uid"), int):
        raise BadLink
    return payload


def compose(locale: str, kind: str, link: str, **params: object) -> Mail:
    """The ``kind`` mail (texts ``mail.{kind}.*``: "verify", "reset", the projects' "invite") in
    ``locale``, with one button to ``link``."""
    subject = translate(f"mail.{kind}.subject", locale, **params)
    return render("link", locale, subject, kind=kind, link=link, params=params)


def deliver(to: str, mail: Mail) -> bool:
    """Sends a mail; a failing mail server is logged, not turned into a failed request."""
    try:
        send_mail(to, mail)
    except (OSError, smtplib.SMTPException):
        log.exception("could not send %r to %s", mail.subject, to)
        return False
    return True


def send_verification_mail(user: User) -> bool:
    hours = max(1, math.ceil(get_settings().verify_link_ttl_seconds / 3600))
    return deliver(user.email, compose(user.language, "verify", verification_link(user), hours=hours))


def send_reset_mail(user: User) -> bool:
    minutes = max(1, math.ceil(get_settings().reset_link_ttl_seconds / 60))
    return deliver(user.email, compose(user.language, "reset", reset_link(user), minutes=minutes))
