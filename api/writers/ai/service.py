"""The AI writer (SPEC §2 /seo-diy/ai-writer, §3 "AI article", §5 "AI writer", §6 gating, §9 AI limits).

An article is made from its inputs (target keyword, product, category, product name, persona, features) and
written in steps, each one model answer streamed to the browser: title options (one chosen; every request for
titles is one "AI title optimize", 10 per article), the description, 1-10 section titles (each with up to 2
suggestion words), then each section's paragraph (lengthened or shortened on a paid tier: ``ai_resize``). The
user may edit every step's output (:func:`edit`) before the next; the preview is the finished article.

Usage: making an article counts one ``writer`` use of the month (SPEC §9's "writer uses"); its steps count
nothing more, bounded as SPEC §9 bounds them. Only plans 5, 14 and 15 may use it (``ai_generator``).
Copying a finished article into the SEO writer creates a document there, counted as the SEO writer counts one.

Every text of an article is answered with its sensitive-word findings (api.writers.ai.marking); that check
does not use the ``text_comply`` allowance.

A step's answer is kept only when it is whole: the stream finished, lists parsed (titles and section titles
are asked for as a JSON list of strings) and the article saved with a record of the generation (its prompt
version and model). A timeout, a refusal, malformed output or a cut-off stream leaves the article as it was,
and the browser reads why in the stream's ``error`` event.
"""

from __future__ import annotations

import html
import json
import logging
import re
import unicodedata
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from pydantic import TypeAdapter
from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from analytics.writers.text import unfenced
from api.accounts.models import User
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow
from api.core.errors import AppError, FieldError, LimitReached, NotFound, ValidationFailed, error_body
from api.events.service import frame
from api.plans.service import consume, require, require_gate
from api.projects.validation import RuleError, one_line, text_value
from api.writers import schemas as writer_schemas
from api.writers import service as writers
from api.writers.ai import marking, schemas
from api.writers.ai.client import ModelConfig, ModelError, NotConfigured, Streamed, model_config
from api.writers.ai.models import (
    FEATURES_MAX_LENGTH,
    INPUT_MAX_LENGTH,
    KEYWORD_MAX_LENGTH,
    TITLE_MAX_LENGTH,
    WORD_MAX_LENGTH,
    AiArticle,
    AiGeneration,
)
from api.writers.ai.prompts import TEMPLATES, build
from api.writers.models import WriterTemplate

log = logging.getLogger(__name__)

GATE = "ai_generator"
RESIZE_GATE = "ai_resize"
FEATURE = "writer"
SETTINGS = ["RANKLENS_LLM_BASE_URL", "RANKLENS_LLM_MODEL", "RANKLENS_LLM_API_KEY"]
TEXT_MAX_LENGTH = 20_000  # a description or a paragraph
# Quotes a model may wrap a one-part answer in.
_ANY_JSON = TypeAdapter(Any)
_QUOTES = {'"': '"', "“": "”", "「": "」", "『": "』", "'": "'"}


# --- reading -------------------------------------------------------------------------------------------


def article_for(db: Session, user: User, article_id: int) -> AiArticle:
    """The article when ``user`` made it; 404 otherwise (another user's articles are not revealed)."""
    found = db.scalar(select(AiArticle).where(AiArticle.id == article_id, AiArticle.creator_id == user.id))
    if found is None:
        raise NotFound()
    return found


def _complete(article: AiArticle) -> bool:
    return bool(article.title and article.description and article.sections
                and all(section.get("paragraph") for section in article.sections))


def article_out(db: Session, article: AiArticle) -> schemas.AiArticleOut:
    latest = db.execute(select(AiGeneration.prompt_version, AiGeneration.model)
                        .where(AiGeneration.article_id == article.id)
                        .order_by(AiGeneration.id.desc()).limit(1)).first()
    return schemas.AiArticleOut(
        id=article.id, template=article.template, language=article.language, keyword=article.keyword,
        product=article.product, category=article.category, product_name=article.product_name,
        persona=article.persona, features=article.features, title_options=list(article.title_options),
        title_word=article.title_word, title=article.title, title_optimize_count=article.title_optimize_count,
        title_optimize_left=max(schemas.MAX_TITLE_OPTIMIZE - article.title_optimize_count, 0),
        description=article.description, sections=[schemas.SectionOut(**s) for s in article.sections],
        prompt_version=latest[0] if latest else None, model=latest[1] if latest else None,
        complete=_complete(article), marks=marking.marks(article), created_at=article.created_at,
        updated_at=article.updated_at)


def user_articles(db: Session, user: User) -> schemas.AiArticlePage:
    found = db.scalars(select(AiArticle).where(AiArticle.creator_id == user.id)
                       .order_by(AiArticle.updated_at.desc(), AiArticle.id.desc()))
    return schemas.AiArticlePage(data=[schemas.AiArticleSummary(
        id=a.id, template=a.template, language=a.language, keyword=a.keyword, title=a.title, complete=_complete(a),
        updated_at=a.updated_at) for a in found])


def status() -> schemas.AiWriterStatus:
    config = model_config(get_settings())
    return schemas.AiWriterStatus(configured=config is not None, model=config.model if config else None,
                                  templates=list(TEMPLATES), limits=schemas.Limits(), settings=SETTINGS)


# --- input and edits -----------------------------------------------------------------------------------


def _block(value: str | None) -> str:
    """Multi-line text: lines kept, other control characters dropped, ends trimmed."""
    text = (value or "").replace("\r\n", "\n").replace("\r", "\n")
    return "".join(ch for ch in text if ch == "\n" or unicodedata.category(ch) != "Cc").strip()


def _optional(value: str | None, max_length: int, field: str, errors: list[FieldError]) -> str | None:
    text = one_line(value or "")
    if len(text) > max_length:
        errors.append(FieldError(field, "validation.too_long"))
    return text or None


def create(db: Session, user: User, body: schemas.AiArticleIn, locale: str) -> AiArticle:
    """A new article of ``body``'s inputs; one ``writer`` use. 403 without the AI generator, 429 without uses."""
    require(db, user, FEATURE, gate=GATE)
    if body.template not in TEMPLATES:
        raise AppError("ai_writer.invalid_template", status_code=422,
                       fields=[FieldError("template", "ai_writer.invalid_template")])
    errors: list[FieldError] = []
    try:
        keyword = text_value(body.keyword, KEYWORD_MAX_LENGTH)
    except RuleError as error:
        errors.append(error.at("keyword"))
        keyword = ""
    inputs = {name: _optional(getattr(body, name), INPUT_MAX_LENGTH, name, errors)
              for name in ("product", "category", "product_name", "persona")}
    if body.template == "ecommerce" and not inputs["product"]:
        errors.append(FieldError("product", "validation.required"))
    features = _block(body.features)
    if len(features) > FEATURES_MAX_LENGTH:
        errors.append(FieldError("features", "validation.too_long"))
    if errors:
        raise ValidationFailed(errors)
    article = AiArticle(creator_id=user.id, template=body.template, language=body.language or locale,
                        keyword=keyword, features=features or None, title_options=[], sections=[],
                        title_optimize_count=0, **inputs)
    db.add(article)
    consume(db, user, FEATURE)
    db.commit()
    return article


def _words(raw: list[str], limit: int, field: str, errors: list[FieldError]) -> list[str]:
    words = list(dict.fromkeys(w for w in (one_line(word) for word in raw) if w))
    if len(words) > limit:
        errors.append(FieldError(field, "ai_writer.too_many_words", {"count": limit}))
    if any(len(word) > WORD_MAX_LENGTH for word in words):
        errors.append(FieldError(field, "validation.too_long"))
    return words


def _sections(raw: list[schemas.SectionIn], errors: list[FieldError]) -> list[dict]:
    if not 1 <= len(raw) <= schemas.MAX_SECTIONS:
        errors.append(FieldError("sections", "ai_writer.sections_count", {"max": schemas.MAX_SECTIONS}))
    sections = []
    for index, section in enumerate(raw):
        title = one_line(section.title)
        if not title:
            errors.append(FieldError(f"sections.{index}.title", "ai_writer.section_title_required"))
        elif len(title) > TITLE_MAX_LENGTH:
            errors.append(FieldError(f"sections.{index}.title", "validation.too_long"))
        paragraph = _block(section.paragraph)
        if len(paragraph) > TEXT_MAX_LENGTH:
            errors.append(FieldError(f"sections.{index}.paragraph", "validation.too_long"))
        words = _words(section.words, schemas.MAX_SECTION_WORDS, f"sections.{index}.words", errors)
        sections.append({"title": title, "words": words, "paragraph": paragraph or None})
    return sections


def _edited(errors: list[FieldError], field: str, value: str, most: int) -> str:
    """An edited title or description: required (SPEC §5), and not longer than ``most`` characters."""
    if not value:
        errors.append(FieldError(field, f"ai_writer.{field}_required"))
    elif len(value) > most:
        errors.append(FieldError(field, "validation.too_long"))
    return value


def edit(db: Session, user: User, article_id: int, body: schemas.AiArticlePatch) -> AiArticle:
    """The user's edits of the chosen title, the description and the sections; all or nothing."""
    article = article_for(db, user, article_id)
    errors: list[FieldError] = []
    changes: dict[str, object] = {}
    if body.title is not None:
        changes["title"] = _edited(errors, "title", one_line(body.title), TITLE_MAX_LENGTH)
    if body.description is not None:
        changes["description"] = _edited(errors, "description", _block(body.description), TEXT_MAX_LENGTH)
    if body.sections is not None:
        changes["sections"] = _sections(body.sections, errors)
    if errors:
        raise ValidationFailed(errors)
    for name, value in changes.items():
        setattr(article, name, value)
    article.updated_at = utcnow()
    db.commit()
    return article


def delete(db: Session, user: User, article_id: int) -> None:
    db.delete(article_for(db, user, article_id))
    db.commit()


def _missing(article: AiArticle) -> list[FieldError]:
    """What SPEC §5 asks of a finished article that ``article`` lacks."""
    missing = []
    if not article.title:
        missing.append(FieldError("title", "ai_writer.title_required"))
    if not article.description:
        missing.append(FieldError("description", "ai_writer.description_required"))
    if not article.sections:
        missing.append(FieldError("sections", "ai_writer.sections_count", {"max": schemas.MAX_SECTIONS}))
    missing += [FieldError(f"sections.{index}.paragraph", "ai_writer.paragraph_required")
                for index, section in enumerate(article.sections) if not section.get("paragraph")]
    return missing


def content_html(sections: list[dict]) -> str:
    """The body as HTML: each section an h2 and its paragraphs (blank-line separated) as p, text escaped."""
    parts = []
    for section in sections:
        parts.append(f"<h2>{html.escape(section['title'])}</h2>")
        for block in re.split(r"\n\s*\n", section["paragraph"] or ""):
            if block.strip():
                parts.append("<p>" + "<br>".join(html.escape(line) for line in block.strip().split("\n")) + "</p>")
    return "".join(parts)


def _finished(db: Session, user: User, article_id: int) -> AiArticle:
    """The article when finished; 422 naming what is missing (SPEC §5: a chosen title, a description, at least
    one section, no empty paragraph)."""
    article = article_for(db, user, article_id)
    missing = _missing(article)
    if missing:
        raise ValidationFailed(missing)
    return article


def preview(db: Session, user: User, article_id: int) -> schemas.PreviewOut:
    article = _finished(db, user, article_id)
    return schemas.PreviewOut(id=article.id, title=article.title, description=article.description,
                              sections=[schemas.SectionOut(**s) for s in article.sections],
                              content_html=content_html(article.sections), marks=marking.marks(article))


def copy_to_writer(db: Session, user: User, article_id: int) -> WriterTemplate:
    """The finished article as a new SEO writer document of ``user``: its keyword, title and description, and
    its body with the title as the one H1. The writers service creates it and counts it (one ``writer`` use)."""
    article = _finished(db, user, article_id)
    body = writer_schemas.WriterTemplateCreate(
        keyword=article.keyword, title=article.title, description=article.description,
        content_html=f"<h1>{html.escape(article.title)}</h1>{content_html(article.sections)}")
    return writers.create_template(db, user, body)


# --- generation ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Job:
    """One step to ask the model for, checked and ready: what to send and where its answer goes."""

    article_id: int
    user_id: int
    step: str  # titles | description | sections | paragraph | lengthen | shorten
    messages: list[dict[str, str]]
    prompt_version: str
    config: ModelConfig
    count: int | None = None  # items of a list step
    section: int | None = None
    word: str | None = None


def prepare(db: Session, user: User, article_id: int, step: str, *, word: str | None = None,
            count: int | None = None, section: int | None = None, mode: str = "write") -> Job:
    """Checks a step may run now (the article is the user's, the plan has the AI generator, the endpoint is
    configured, what the step builds on exists) and builds its prompt."""
    article = article_for(db, user, article_id)
    require_gate(db, user, GATE)
    config = model_config(get_settings())
    if config is None:
        raise NotConfigured()
    inputs = {name: getattr(article, name) for name in
              ("keyword", "product", "category", "product_name", "persona", "features")}

    def job(prompt_step: str, **values: object) -> Job:
        messages, version = build(article.language, article.template, inputs, prompt_step,
                                  word=word if prompt_step == "titles" else None,
                                  words=values.pop("words", ()), **values)
        return Job(article.id, user.id, prompt_step, messages, version, config, count=count, section=section,
                   word=word)

    if step == "titles":
        if article.title_optimize_count >= schemas.MAX_TITLE_OPTIMIZE:
            raise LimitReached("ai_writer.title_optimize_limit", count=schemas.MAX_TITLE_OPTIMIZE)
        errors: list[FieldError] = []
        chosen = _words([word] if word else [], schemas.MAX_TITLE_WORDS, "word", errors)
        if errors:
            raise ValidationFailed(errors)
        word = chosen[0] if chosen else None
        count = schemas.TITLE_OPTIONS
        return job("titles", count=count)
    if not article.title:
        raise ValidationFailed(FieldError("title", "ai_writer.title_required"))
    if step == "description":
        return job("description", title=article.title)
    if not article.description:
        raise ValidationFailed(FieldError("description", "ai_writer.description_required"))
    if step == "sections":
        return job("sections", title=article.title, description=article.description, count=count)
    if section is None or section >= len(article.sections):
        raise NotFound()
    current = article.sections[section]
    if mode == "write":
        outline = " / ".join(s["title"] for s in article.sections)
        return job("paragraph", title=article.title, outline=outline, section=current["title"],
                   words=current["words"])
    require_gate(db, user, RESIZE_GATE)
    if not current.get("paragraph"):
        raise ValidationFailed(FieldError(f"sections.{section}.paragraph", "ai_writer.paragraph_required"))
    return job(mode, title=article.title, section=current["title"], paragraph=current["paragraph"],
               words=current["words"])


def _unwrap(text: str) -> str:
    text = unfenced(text)
    if len(text) > 1 and _QUOTES.get(text[0]) == text[-1]:
        text = text[1:-1].strip()
    return text


def partial_items(text: str) -> list[str]:
    """The strings of a JSON list still arriving (the last one as far as it came); [] while it is no list."""
    try:
        value = _ANY_JSON.validate_json(unfenced(text), experimental_allow_partial="trailing-strings")
    except ValueError:
        return []
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _listed(text: str, count: int) -> list[str]:
    """The answer of a list step: a JSON list of strings (at most ``count`` kept); anything else is malformed."""
    try:
        value = json.loads(unfenced(text))
    except ValueError:
        raise ModelError("ai_writer.malformed", status_code=422) from None
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ModelError("ai_writer.malformed", status_code=422)
    items = list(dict.fromkeys(t for t in (one_line(item) for item in value) if t and len(t) <= TITLE_MAX_LENGTH))
    if not items:
        raise ModelError("ai_writer.malformed", status_code=422)
    return items[:count]


def _prose(text: str) -> str:
    text = _block(_unwrap(text))
    if not text:
        raise ModelError("ai_writer.malformed", status_code=422)
    return text[:TEXT_MAX_LENGTH]


def save(job: Job, answer: str) -> schemas.AiArticleOut:
    """Keeps a whole answer on the article, with its generation record; the article as it now is."""
    with get_sessionmaker()() as db:
        article = db.get(AiArticle, job.article_id)
        if article is None or article.creator_id != job.user_id:
            raise NotFound()
        if job.step == "titles":
            if article.title_optimize_count >= schemas.MAX_TITLE_OPTIMIZE:  # another tab used the last one
                raise LimitReached("ai_writer.title_optimize_limit", count=schemas.MAX_TITLE_OPTIMIZE)
            article.title_options = _listed(answer, job.count or schemas.TITLE_OPTIONS)
            article.title_word = job.word
            article.title_optimize_count += 1
        elif job.step == "description":
            article.description = _prose(answer)
        elif job.step == "sections":
            article.sections = [{"title": title, "words": [], "paragraph": None}
                                for title in _listed(answer, job.count or schemas.DEFAULT_SECTIONS)]
        else:
            sections = [dict(s) for s in article.sections]
            if job.section is None or job.section >= len(sections):  # the sections changed meanwhile
                raise NotFound()
            sections[job.section]["paragraph"] = _prose(answer)
            article.sections = sections
        article.updated_at = utcnow()
        db.add(AiGeneration(article_id=article.id, step=job.step, section=job.section,
                            prompt_version=job.prompt_version, model=job.config.model, output=answer))
        db.commit()
        return article_out(db, article)


async def relay(job: Job, streamed: Streamed, locale: str) -> AsyncIterator[str]:
    """The step's server-sent events: ``delta`` {text} as prose comes, ``items`` {items} as a list grows, then
    ``done`` {article} once kept, or ``error`` {code, message} (nothing kept)."""
    answer = ""
    shown: list[str] = []
    try:
        async for piece in streamed.pieces():
            answer += piece
            if job.count is None:
                yield frame("delta", {"text": piece})
            elif (items := partial_items(answer)) != shown:
                shown = items
                yield frame("items", {"items": items})
        article = await run_in_threadpool(save, job, answer)
        yield frame("done", {"article": article.model_dump(mode="json", by_alias=True)})
    except AppError as error:
        yield frame("error", error_body(error.code, locale, error.fields, **error.params))
    except Exception:
        log.exception("AI writer step %s of article %s failed", job.step, job.article_id)
        yield frame("error", error_body("server.unknown", locale))
    finally:
        await streamed.close()
