"""Outgoing e-mail: every mail the product sends is rendered here from one template set and sent over
real SMTP, or to a local outbox folder when no SMTP host is configured.

A mail ``name`` has two templates in ``api/core/templates/mail/``: ``{name}.txt`` (the plain-text part)
and ``{name}.html`` (the HTML part), which extend ``base.txt`` and ``base.html`` so every mail shares one
layout. Templates get ``t(code, **params)`` (:func:`api.core.i18n.translate` in the mail's language, so
plural forms and the four languages come from the areas' messages.json) and ``locale``. HTML is
autoescaped: values a user typed (a project name, a keyword) cannot add markup.

Images the HTML shows (charts, :mod:`api.core.charts`) travel inside the mail as :class:`Inline` parts
(``multipart/related``) referenced by ``cid:``, so mail clients show them without loading anything remote.
"""

from __future__ import annotations

import logging
import secrets
import smtplib
import ssl
from collections.abc import Sequence
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.utils import make_msgid
from functools import lru_cache, partial
from pathlib import Path
from typing import NamedTuple

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from api.core.config import Settings, get_settings
from api.core.db import utcnow
from api.core.i18n import translate

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Attachment:
    filename: str
    content: bytes
    mime_type: str  # "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", …


@dataclass(frozen=True)
class Inline:
    """An image of the HTML part, sent with the mail: the HTML names it as ``src="{{ image.src }}"``."""
    name: str  # what the image is ("buckets"): the start of its Content-ID and its file name
    content: bytes
    mime_type: str = "image/png"
    # unique, and short enough that its header is never folded: "buckets.3f9a0c1d2e4b@ranklens.local"
    cid: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cid", f"{self.name}.{secrets.token_hex(6)}@ranklens.local")

    @property
    def src(self) -> str:
        return f"cid:{self.cid}"


class Mail(NamedTuple):
    """A rendered mail: its subject, its two parts from the same template set, and the images the HTML
    part shows."""
    subject: str
    text: str
    html: str
    inline: tuple[Inline, ...] = ()


TEMPLATES = Path(__file__).resolve().parent / "templates" / "mail"


def _paragraphs(value: str) -> Markup:
    r"""A plain text as HTML paragraphs: blank lines part them, single line breaks stay breaks.

    >>> _paragraphs("Hello,\n\n<b>a</b>\nb")
    Markup('<p>Hello,</p><p>&lt;b&gt;a&lt;/b&gt;<br>b</p>')
    """
    blocks = (block.strip("\n") for block in str(value).split("\n\n"))
    return Markup("").join(Markup("<p>{}</p>").format(Markup("<br>").join(escape(line) for line in block.split("\n")))
                           for block in blocks if block)


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(["html"]),
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    env.filters["paragraphs"] = _paragraphs
    return env


def render(name: str, locale: str, subject: str, inline: Sequence[Inline] = (), **context: object) -> Mail:
    """The mail ``name`` in ``locale``: ``subject`` (already in that language), both parts, and the
    ``inline`` images its HTML shows (the template gets them in ``context``, and names each by its ``src``)."""
    env = environment()
    values = {"locale": locale, "t": partial(translate, locale=locale), "subject": subject, **context}
    return Mail(subject, env.get_template(f"{name}.txt").render(values),
                env.get_template(f"{name}.html").render(values), tuple(inline))


def build_message(settings: Settings, to: str, mail: Mail, reply_to: str | None = None,
                  attachments: Sequence[Attachment] = ()) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = settings.mail_from
    msg["To"] = to
    if reply_to:
        msg["Reply-To"] = reply_to
    msg["Subject"] = mail.subject
    msg["Message-ID"] = make_msgid(domain="ranklens.local")
    msg.set_content(mail.text)
    msg.add_alternative(mail.html, subtype="html")
    html = msg.get_payload()[1]
    for image in mail.inline:
        maintype, _, subtype = image.mime_type.partition("/")
        html.add_related(image.content, maintype=maintype, subtype=subtype, cid=f"<{image.cid}>",
                         disposition="inline", filename=f"{image.name}.{subtype}")
    for attachment in attachments:
        maintype, _, subtype = attachment.mime_type.partition("/")
        msg.add_attachment(attachment.content, maintype=maintype, subtype=subtype, filename=attachment.filename)
    return msg


def send_mail(to: str, mail: Mail, reply_to: str | None = None, attachments: Sequence[Attachment] = ()) -> None:
    """Sends a rendered mail; raises ``OSError`` / ``smtplib.SMTPException`` when the server fails."""
    settings = get_settings()
    msg = build_message(settings, to, mail, reply_to, attachments)
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
