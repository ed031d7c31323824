"""The news ticker's announcements (SPEC §2): what a reader sees now, in their language, and the rules an admin's
announcement must keep. zh-TW is the base text; zh-CN, en and ja versions are optional, field by field."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from api.core.db import utcnow
from api.core.errors import FieldError, ValidationFailed
from api.core.i18n import LOCALES
from api.meta.models import NewsTicker

TEXT_FIELDS = {"bold_content": 100, "content": 300, "btn_text": 40}  # the column widths
URL_MAX = 300
OTHER_LOCALES = tuple(locale for locale in LOCALES if locale != "zh-TW")


@dataclass
class Announcement:
    """An announcement as an admin writes it."""

    content: str
    bold_content: str = ""
    btn_url: str | None = None
    btn_text: str | None = None
    status: int = 1
    language: str | None = None
    starts_at: datetime | None = None
    ends_at: datetime | None = None
    translations: dict[str, dict[str, str]] = field(default_factory=dict)


def _blank(value: str | None) -> bool:
    return not (value or "").strip()


def problems(item: Announcement) -> list[FieldError]:
    """What is wrong with ``item`` (messages under news.*)."""
    found: list[FieldError] = []
    if _blank(item.content):
        found.append(FieldError("content", "news.content_required"))
    texts = [("", {name: getattr(item, name) for name in TEXT_FIELDS})]
    for locale, fields in item.translations.items():
        if locale not in OTHER_LOCALES or not set(fields) <= set(TEXT_FIELDS):
            found.append(FieldError(f"translations.{locale}", "news.language"))
            continue
        texts.append((f"translations.{locale}.", fields))
    for prefix, fields in texts:
        for name, limit in TEXT_FIELDS.items():
            if len((fields.get(name) or "").strip()) > limit:
                found.append(FieldError(f"{prefix}{name}", "news.too_long", {"max": limit}))
    url = (item.btn_url or "").strip()
    # the site's own paths, or a web address: nothing a click would run (javascript:) or leave ambiguous (//host)
    if url and (len(url) > URL_MAX or not url.startswith(("https://", "http://", "/")) or url.startswith("//")):
        found.append(FieldError("btn_url", "news.button_url"))
    if bool(url) != (not _blank(item.btn_text)):
        found.append(FieldError("btn_text" if url else "btn_url", "news.button_pair"))
    if item.status not in (0, 1):
        found.append(FieldError("status", "news.status"))
    if item.language is not None and item.language not in LOCALES:
        found.append(FieldError("language", "news.language"))
    if item.starts_at and item.ends_at and item.ends_at <= item.starts_at:
        found.append(FieldError("ends_at", "news.window"))
    return found


def apply(row: NewsTicker, item: Announcement) -> NewsTicker:
    """Writes ``item`` into ``row`` (422 with :func:`problems`), texts trimmed, blank translations dropped."""
    found = problems(item)
    if found:
        raise ValidationFailed(found)
    row.content, row.bold_content = item.content.strip(), item.bold_content.strip()
    row.btn_url = (item.btn_url or "").strip() or None
    row.btn_text = (item.btn_text or "").strip() or None
    row.status, row.language, row.starts_at, row.ends_at = item.status, item.language, item.starts_at, item.ends_at
    row.translations = {locale: kept for locale, fields in item.translations.items()
                        if (kept := {name: value.strip() for name, value in fields.items() if not _blank(value)})}
    return row


def state(row: NewsTicker, now: datetime) -> str:
    """hidden, scheduled (not started), ended, or shown."""
    if row.status != 1:
        return "hidden"
    if row.starts_at is not None and row.starts_at > now:
        return "scheduled"
    if row.ends_at is not None and row.ends_at <= now:
        return "ended"
    return "shown"


def shown(db: Session, locale: str) -> list[dict]:
    """What readers in ``locale`` see now (shown, for their language or every one, inside its window), newest
    first, each text in their language where the announcement has it, else zh-TW's."""
    now = utcnow()
    rows = db.scalars(
        select(NewsTicker)
        .where(NewsTicker.status == 1, or_(NewsTicker.language.is_(None), NewsTicker.language == locale),
               or_(NewsTicker.starts_at.is_(None), NewsTicker.starts_at <= now),
               or_(NewsTicker.ends_at.is_(None), NewsTicker.ends_at > now))
        .order_by(NewsTicker.created_at.desc(), NewsTicker.id.desc()))
    items = []
    for row in rows:
        own = (row.translations or {}).get(locale, {})
        items.append({"id": row.id, "status": row.status, "btn_url": row.btn_url,
                      **{name: own.get(name) or getattr(row, name) for name in TEXT_FIELDS}})
    return items
