"""The sensitive-word check of a document: the category choice and the text cap checked, one
``text_comply`` counted, the rule engine (analytics.writers.compliance) run over the document's plain
text (analytics.writers.text.plain_text)."""

from __future__ import annotations

from dataclasses import asdict

from sqlalchemy.orm import Session

from analytics.audits.text import char_count
from analytics.writers import compliance
from analytics.writers.text import plain_text, unclosed_tags
from api.accounts.models import User
from api.core.errors import FieldError, ValidationFailed
from api.core.i18n import translate
from api.plans.service import access_out, consume, feature_allowance, require
from api.writers.compliance import schemas

FEATURE = "text_comply"
#: One check reads at most this many characters of plain text (SPEC §5's per-detection cap; the value is
#: ours): a long article is 3,000-10,000 characters, and a check of 20,000 takes about 20 ms.
MAX_CHARS = 20_000
#: The HTML around them (markup, attributes, pasted Word styles) may be larger, up to the 1 MB document.
MAX_HTML_CHARS = 1_000_000


def categories() -> schemas.CategoriesOut:
    return schemas.CategoriesOut(data=list(compliance.tree()), max_sub_categories=compliance.MAX_SUB_CATEGORIES,
                                 max_chars=MAX_CHARS)


def checked_text(body: schemas.ComplyIn) -> str:
    """The plain text to check, or the choice's and the text's problems as one validation error."""
    errors = [FieldError(p.field, p.code, dict(p.params))
              for p in compliance.validate(body.main_categories, body.sub_categories)]
    text = plain_text(body.html) if len(body.html) <= MAX_HTML_CHARS else ""
    if len(body.html) > MAX_HTML_CHARS:
        errors.append(FieldError("html", "text_comply.html_too_long", {"max": MAX_HTML_CHARS}))
    elif not text:
        errors.append(FieldError("html", "validation.required"))
    elif (count := char_count(text)) > MAX_CHARS:
        errors.append(FieldError("html", "text_comply.too_long", {"max": MAX_CHARS, "count": count}))
    if errors:
        raise ValidationFailed(errors)
    return text


def check(db: Session, user: User, body: schemas.ComplyIn, locale: str) -> schemas.ComplyOut:
    text = checked_text(body)
    require(db, user, FEATURE)
    return counted(db, user, body.html, text, compliance.check(text, body.main_categories, body.sub_categories),
                   locale)


def counted(db: Session, user: User, html: str, text: str, findings: list[compliance.Finding],
            locale: str) -> schemas.ComplyOut:
    """The answer of a check (or a review) of ``text``, one ``text_comply`` counted with it."""
    consume(db, user, FEATURE)
    db.commit()
    warnings = []
    if tags := unclosed_tags(html):
        warnings.append(schemas.WarningOut(code="text_comply.incomplete_tags", tags=tags,
                                           message=translate("text_comply.incomplete_tags", locale,
                                                             tags=", ".join(f"<{t}>" for t in tags))))
    return schemas.ComplyOut(text=text, findings=[schemas.FindingOut(**asdict(f)) for f in findings],
                             warnings=warnings, usage=access_out(db, feature_allowance(db, user, FEATURE)))
