"""The semantic review of a document (RULES.md §5.5's second pass): the rules' check, then the configured
model (any OpenAI-compatible endpoint, api.writers.ai.client) asked which sentences make a claim the chosen
categories forbid in words no list holds. The model's findings are read back by
analytics.writers.compliance.review (kept only where they quote the sentence they name, under a chosen
sub-category) and answered beside the rules' findings, marked ``source: "ai"``: a reading to confirm, not a
verdict.

A review is a check: it counts one ``text_comply`` use, once the answer is in (a timeout, a refusal or a
malformed answer counts nothing). It uses the AI generator, so only the plans that have it (SPEC §6: 5, 14,
15) may run it; without a configured endpoint it answers how to configure one. The prompt is one file per
language (``prompts/<language>.toml``); the model is asked at temperature 0 (a review should not
vary from one run to the next).
"""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from sqlalchemy.orm import Session

from analytics.writers import compliance
from analytics.writers.compliance import review as reading
from analytics.writers.compliance.categories import expand
from api.accounts.models import User
from api.core.config import get_settings
from api.core.db import get_sessionmaker
from api.plans.service import require
from api.writers.ai.client import ModelConfig, ModelError, NotConfigured, model_config, open_stream
from api.writers.compliance import schemas, service

GATE = "ai_generator"
PROMPTS_DIR = Path(__file__).with_name("prompts")


@cache
def prompt(language: str) -> dict:
    return tomllib.loads((PROMPTS_DIR / f"{language}.toml").read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Review:
    user_id: int
    html: str
    text: str
    categories: frozenset[str]
    found: list[compliance.Finding]
    rule_names: dict[str, str]
    messages: list[dict[str, str]]
    config: ModelConfig


def messages(language: str, text: str, categories: frozenset[str], names: dict[str, str]) -> list[dict[str, str]]:
    """The chat messages asking for the review of ``text`` under ``categories`` (names as the user reads them)."""
    chosen = prompt(language)
    listed = "\n".join(f"{category}：{names[category]}" for category in sorted(categories))
    numbered = "\n".join(f"{sentence.number}. {sentence.text}" for sentence in reading.sentences(text))
    return [{"role": "system", "content": chosen["system"]},
            {"role": "user", "content": chosen["instruction"].format(categories=listed, sentences=numbered)}]


def prepare(db: Session, user: User, body: schemas.ComplyIn, locale: str) -> Review:
    """Checks the review may run (the choice and the text as a check checks them, the plan, the endpoint),
    runs the rules and builds the prompt in ``locale`` (one of api.core.i18n.LOCALES, as request_locale gives)."""
    text = service.checked_text(body)
    require(db, user, service.FEATURE, gate=GATE)
    config = model_config(get_settings())
    if config is None:
        raise NotConfigured()
    categories = expand(body.main_categories, body.sub_categories)
    rule_names = {sub["id"]: sub["names"][locale] for main in compliance.tree() for sub in main["subs"]
                  if sub["id"] in categories}
    return Review(user.id, body.html, text, categories,
                  compliance.check(text, body.main_categories, body.sub_categories), rule_names,
                  messages(locale, text, categories, rule_names), dataclasses.replace(config, temperature=0.0))


async def ask(review: Review) -> str:
    """The model's whole answer (its errors as :class:`ModelError`, each with its own code)."""
    streamed = await open_stream(review.config, review.messages)
    try:
        return "".join([piece async for piece in streamed.pieces()])
    finally:
        await streamed.close()


def finish(review: Review, answer: str, locale: str) -> schemas.ComplyOut:
    """The rules' findings and the model's, one ``text_comply`` counted."""
    try:
        found = reading.read_answer(review.text, answer, review.categories, review.found, review.rule_names)
    except reading.MalformedAnswer:
        raise ModelError("ai_writer.malformed", status_code=422) from None
    findings = sorted([*review.found, *found], key=lambda f: (f.start, f.end, f.category))
    with get_sessionmaker()() as db:
        return service.counted(db, db.get(User, review.user_id), review.html, review.text, findings, locale)
