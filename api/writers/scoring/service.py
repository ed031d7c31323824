"""The content score (``POST /writers/content_score``): a writer document scored against its keyword's top 10.

A request validates the keyword (SPEC §5's keyword rules, as keyword research checks a seed) and the
market, then finds the keyword's term data for the market (:class:`~api.writers.scoring.models.ContentTermData`)
and scores the document with :func:`analytics.writers.scoring.score` in the request; the score never
waits for the top 10:

- none yet, or older than :data:`TERM_DAYS` (the top 10 moves), or a preparation stalled past
  :data:`STALLED`: this request claims the row and hands the preparation to the workers
  (``crawl.writers.content_terms``); the answer is ``preparing`` and scored on the previous term data
  if there is one, else on the rules alone;
- preparing: ``preparing`` with its progress, as above;
- ready: scored on it;
- no_serp: scored on the rules alone, tried again after :data:`NO_SERP_RETRY`.

Scoring needs an active subscription (it may fetch a SERP and ten pages) and counts no allowance: a
writer re-scores a document on every pause in typing.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from analytics.audits.scoring import ADVICE_TEXTS
from analytics.rankings.keys import normalize_keyword
from analytics.writers.scoring import LENGTH_RULE, Chip, Document, Rule, Score, score
from analytics.writers.terms import TermData
from api.accounts.models import User
from api.core.db import utcnow
from api.core.errors import AppError, FieldError, LimitReached, ValidationFailed
from api.core.i18n import translate
from api.plans.service import active_subscription
from api.research.service import checked_seed
from api.writers import content_score_tasks
from api.writers.scoring import schemas
from api.writers.scoring.models import ContentTermData
from crawler.serp.requests import COUNTRIES

TERM_DAYS = timedelta(days=7)
NO_SERP_RETRY = timedelta(hours=1)
STALLED = timedelta(minutes=15)


class SubmitFailed(AppError):
    """The preparation could not be handed to the workers (the queue refused it)."""

    status_code = 503
    code = "content_score.system_error"


def market_of(market: str | None, locale: str) -> tuple[str, str]:
    """The market's country and its search language; by default Japan in Japanese, else Taiwan."""
    country = (market or ("JP" if locale == "ja" else "TW")).strip().upper()
    if country not in COUNTRIES:
        raise ValidationFailed(FieldError("market", "content_score.market_unsupported"))
    return country, COUNTRIES[country].language


def _due(row: ContentTermData, now: datetime) -> bool:
    """Whether the row's term data should be prepared (again) now."""
    if row.state == "preparing":
        return now - row.started_at > STALLED
    if row.prepared_at is None:
        return True
    return now - row.prepared_at > (TERM_DAYS if row.state == "ready" else NO_SERP_RETRY)


def _claim(db: Session, country: str, language: str, keyword: str, now: datetime) -> tuple[ContentTermData, bool]:
    """The market's row for ``keyword``, and whether this call started its preparation (committed)."""
    row = db.scalar(select(ContentTermData).where(ContentTermData.country == country,
                                                  ContentTermData.language == language,
                                                  ContentTermData.keyword == keyword))
    if row is None:
        row = ContentTermData(country=country, language=language, keyword=keyword, state="preparing", progress=0,
                              started_at=now)
        db.add(row)
        try:
            db.commit()
        except IntegrityError:  # another request claimed it meanwhile
            db.rollback()
            return _claim(db, country, language, keyword, now)
        return row, True
    if not _due(row, now):
        return row, False
    # Only one of two requests that both saw the row due moves its start: the other updates no row.
    claimed = db.execute(update(ContentTermData).where(ContentTermData.id == row.id,
                                                       ContentTermData.started_at == row.started_at)
                         .values(state="preparing", progress=0, error=None, started_at=now)).rowcount
    db.commit()
    db.refresh(row)
    return row, bool(claimed)


def _submit(db: Session, row: ContentTermData) -> None:
    try:
        content_score_tasks.prepare_terms.delay(row.id)
    except Exception as exc:  # the broker is down or refused the message: tried again on the next request
        row.state, row.error, row.prepared_at = "no_serp", "not_started", None
        db.commit()
        raise SubmitFailed() from exc
    db.refresh(row)  # eager tasks (embedded tests) have finished it already


def _chip(chip: Chip) -> dict:
    return {"text": chip.text, "kind": chip.kind, "used": chip.used, "wanted": chip.wanted, "pages": chip.pages,
            "done": chip.done}


def _rule(rule: Rule, locale: str) -> dict:
    if rule.code == LENGTH_RULE:
        text = translate("content_score.rule.content_length", locale, **rule.evidence)
        fix = translate("content_score.rule.content_length_fix", locale, **rule.evidence)
    else:
        texts = ADVICE_TEXTS[rule.code]
        text, fix = texts["title"][locale], texts["fix"][locale]
    return {"code": rule.code, "ok": rule.ok, "part": rule.part, "text": text, "fix": fix, "evidence": rule.evidence}


def _message(row: ContentTermData, locale: str) -> str | None:
    if row.state == "preparing":
        return translate("content_score.preparing", locale, progress=row.progress)
    if row.state == "no_serp":
        return translate("content_score.no_serp", locale)
    return translate("content_score.sandbox", locale) if row.sandbox else None


def answer(scored: Score, row: ContentTermData, country: str, language: str, locale: str) -> dict:
    """The response body of ``schemas.ContentScoreOut``."""
    return {
        "score": scored.score, "suggested": scored.suggested, "state": row.state, "progress": row.progress,
        "message": _message(row, locale), "sandbox": row.sandbox, "market": country, "language": language,
        "parts": scored.parts, "length": scored.length, "median_length": scored.median_length,
        "keywords": [_chip(scored.target), *map(_chip, scored.keywords)], "terms": list(map(_chip, scored.terms)),
        "rules": [_rule(rule, locale) for rule in scored.rules],
        "top": (row.data or {}).get("top", []) if row.state != "no_serp" else [],
    }


def content_score(db: Session, user: User, body: schemas.ContentScoreIn, locale: str) -> dict:
    keyword = checked_seed(body.keyword, "keyword")
    country, language = market_of(body.market, locale)
    if active_subscription(db, user) is None:
        raise LimitReached()
    row, started = _claim(db, country, language, normalize_keyword(keyword), utcnow())
    if started:
        _submit(db, row)
    data = TermData.from_dict(row.data) if row.data and row.state != "no_serp" else None
    scored = score(Document(keyword, body.title, body.description, body.html, language), data)
    return answer(scored, row, country, language, locale)
