"""Outgoing e-mail over real SMTP, or to a local outbox folder when no SMTP host is configured."""

from __future__ import annotations

import logging
import smtplib
import ssl
from collections.abc import Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import make_msgid

from api.core.config import Settings, get_settings
from api.core.db import utcnow

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Attachment:
    filename: str
    content: bytes
    mime_type: str  # "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", …


def build_message(settings: Settings, to: str, subject: str, text: str, html: str | None = None,
                  reply_to: str | None = None, attachments: Sequence[Attachment] = ()) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = settings.mail_from
    msg["To"] = to
    if reply_to:
        msg["Reply-To"] = reply_to
    msg["Subject"] = subject
    msg["Message-ID"] = make_msgid(domain="ranklens.local")
    msg.set_content(text)
    if html:
        msg.add_alternative(html, subtype="html")
    for attachment in attachments:
        maintype, _, subtype = attachment.mime_type.partition("/")
        msg.add_attachment(attachment.content, maintype=maintype, subtype=subtype, filename=attachment.filename)
    return msg


def send_mail(to: str, subject: str, text: str, html: str | None = None, reply_to: str | None = None,
              attachments: Sequence[Attachment] = ()) -> None:
    settings = get_settings()
    msg = build_message(settings, to, subject, text, html, reply_to, attachments)
    if not settings.smtp_host:
        outbox = settings.outbox_dir
        outbox.mkdir(parents=True, exist_ok=True)
        path = outbox / f"{utcnow().strftime('%Y%m%dT%H%M%S%f')}-{to.replace('@', '_at_')}.eml"
        path.write_bytes(bytes(msg))
        log.warning("No SMTP host configured: mail to %s written to %s", to, path.resolve())
        return
    context = ssl.create_default_context()
    smtp_cls = smtplib.SMTP_SSL if settings.smtp_ssl else smtplib.SMTP
    kwargs = {"context": context} if settings.smtp_ssl else {}
    with smtp_cls(settings.smtp_host, settings.smtp_port, timeout=30, **kwargs) as smtp:
        if settings.smtp_starttls:
            smtp.starttls(context=context)
        if settings.smtp_user:
            smtp.login(settings.smtp_user, settings.smtp_password or "")
        smtp.send_message(msg)
