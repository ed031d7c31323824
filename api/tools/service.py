"""The small tools' input limits and the calls to their rules (api/tools/text.py, api/tools/on_page.py,
analytics/tools/related.py). Every limit breaks with a field error naming the limit, in the reader's
language (api/tools/messages.json)."""

from __future__ import annotations

from dataclasses import asdict

from sqlalchemy.orm import Session

from analytics.rankings.keys import normalize_keyword
from analytics.tools.related import related_keywords
from api.accounts.models import User
from api.core.errors import FieldError, ValidationFailed
from api.core.store import get_client
from api.plans.service import consume, require
from api.projects.validation import RuleError, check_keywords, keyword_text
from api.research import service as research
from api.tools import schemas, text
from api.tools.on_page_check import MAX_KEYWORDS
from crawler.keywords.locales import supported
from crawler.serp.requests import COUNTRIES, language_tag

TEXT_MAX_CHARS = 100_000  # word count
LIST_MAX_LINES = 10_000  # deduplicate, and each list of the diff
LINE_MAX_CHARS = 500
SEED_MAX_CHARS = 80


def limits_document() -> dict[str, int]:
    """The tools' input limits as data, for the console (GET /constants ``tool_limits``): it shows them while
    the user types, and the checks here stay the authority."""
    return {"text_max_chars": TEXT_MAX_CHARS, "list_max_lines": LIST_MAX_LINES, "line_max_chars": LINE_MAX_CHARS,
            "seed_max_chars": SEED_MAX_CHARS, "on_page_max_keywords": MAX_KEYWORDS}


def _text_issue(field: str, value: str) -> FieldError | None:
    if not value.strip():
        return FieldError(field, "validation.required")
    if len(value) > TEXT_MAX_CHARS:
        return FieldError(field, "tools.text_too_long", {"max": TEXT_MAX_CHARS, "count": len(value)})
    return None


def _lines(field: str, value: str, errors: list[FieldError]) -> list[str]:
    """``value``'s lines, with the first limit they break added to ``errors``."""
    lines = value.splitlines()
    if not value.strip():
        errors.append(FieldError(field, "validation.required"))
    elif len(lines) > LIST_MAX_LINES:
        errors.append(FieldError(field, "tools.too_many_lines", {"max": LIST_MAX_LINES, "count": len(lines)}))
    elif (long := next((n for n, line in enumerate(lines, 1) if len(line) > LINE_MAX_CHARS), None)) is not None:
        errors.append(FieldError(field, "tools.line_too_long", {"max": LINE_MAX_CHARS, "line": long}))
    return lines


def _options(body: schemas.NormalizeOptions) -> text.Options:
    return text.Options(**body.model_dump())


def word_count(body: schemas.WordCountIn) -> schemas.WordCountOut:
    if issue := _text_issue("text", body.text):
        raise ValidationFailed(issue)
    return schemas.WordCountOut(**asdict(text.word_stats(body.text)))


def deduplicate(body: schemas.DeduplicateIn) -> schemas.DeduplicateOut:
    errors: list[FieldError] = []
    lines = _lines("text", body.text, errors)
    if errors:
        raise ValidationFailed(errors)
    found = text.deduplicate(lines, _options(body.options))
    return schemas.DeduplicateOut(lines=list(found.lines), removed=found.removed, blank=found.blank,
                                  groups=[schemas.DuplicateGroupOut(kept=g.kept, repeats=list(g.repeats))
                                          for g in found.groups])


def diff(body: schemas.DiffIn) -> schemas.DiffOut:
    errors: list[FieldError] = []
    a, b = _lines("a", body.a, errors), _lines("b", body.b, errors)
    if errors:
        raise ValidationFailed(errors)
    found = text.keyword_diff(a, b, _options(body.options))
    return schemas.DiffOut(only_a=list(found.only_a), only_b=list(found.only_b), both=list(found.both))


def related(db: Session, user: User, body: schemas.RelatedIn) -> schemas.RelatedListOut:
    """Related keywords from every research source: the stored SERPs of the seed and of keywords containing
    it (analytics/tools/related.py), then the keyword-ideas provider's and Google Autocomplete's ideas
    (api/research/service.source_ideas). One use of ``keyword_search`` a lookup that answered; a
    provider's failure answers its error (502/503/504) and counts nothing."""
    errors: list[FieldError] = []
    seed = keyword_text(body.seed)
    if not seed:
        errors.append(FieldError("seed", "validation.required"))
    elif len(seed) > SEED_MAX_CHARS:
        errors.append(FieldError("seed", "tools.keyword_too_long", {"max": SEED_MAX_CHARS}))
    else:
        try:
            check_keywords([seed], (), 1)  # SPEC §5's forbidden characters
        except RuleError as error:
            errors.append(error.at("seed"))
    country = body.country.strip().upper()
    language = None
    if country not in COUNTRIES:
        errors.append(FieldError("country", "validation.option"))
    else:
        try:
            language = language_tag(body.language or COUNTRIES[country].language)
        except ValueError:
            errors.append(FieldError("language", "validation.invalid"))
    if errors:
        raise ValidationFailed(errors)
    require(db, user, research.FEATURE)
    stored = [schemas.RelatedOut(**asdict(row)) for row in related_keywords(get_client(), seed, country, language)]
    sources = ["serp_store"]
    if supported(country, language):  # the research sources know zh-TW, zh-CN, ja and en
        found = research.source_ideas(seed, country, language)
        sources += found.sources
        seen = {normalize_keyword(seed), *(normalize_keyword(row.text) for row in stored)}
        # the stored SERPs' ideas are already above with their counts; the providers' join after them
        stored += [schemas.RelatedOut(text=text, kind=origin, direct=False, serps=0, last_seen=None,
                                      sandbox=found.sandbox)
                   for normal, (text, origin) in found.harvest.origins.items()
                   if origin != "related_search" and normal not in seen]
    consume(db, user, research.FEATURE)
    db.commit()
    return schemas.RelatedListOut(seed=seed, country=country, language=language, sources=sources, data=stored)
