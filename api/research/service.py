"""Keyword research (issue 13): suggestions for a seed and one keyword's overview.

Where the figures come from: the keyword metric sources in the settings' order (crawler.keywords.sources:
Google Ads, DataForSEO, or the sandbox without credentials), cached in the analytics store per month
(analytics.research.store), so a keyword asked by many users is paid for once a month; ideas from the
metric provider, from Google Autocomplete (with the alphabet/zhuyin/kana expansion) and from the related
searches and questions of every stored SERP. Difficulty and intent are read from the stored SERPs
(analytics.research.difficulty, analytics.research.intent).

Each search counts one use of the plan's ``keyword_search`` allowance, and only once every figure was had:
a provider's failure (an error, a quota, a timeout) answers its error with a retry hint, counts nothing
and stores nothing.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import date, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from analytics.audits.text import tokens
from analytics.rankings.keys import SerpScope, normalize_keyword
from analytics.rankings.matching import InvalidRule, MatchRule
from analytics.research import store
from analytics.research.difficulty import Difficulty, Result, difficulty
from analytics.research.intent import Intent, classify, is_question
from analytics.research.model import KeywordMetrics
from api.accounts.models import User
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.errors import AppError, FieldError, ValidationFailed
from api.core.i18n import translate, value_label
from api.core.store import get_client
from api.plans.service import consume, require
from api.projects.access import site_for
from api.projects.models import Keyword
from api.projects.sites import all_sites
from api.projects.validation import RuleError, check_keywords, keyword_text
from api.research import schemas
from crawler.keywords.errors import ProviderError, ProviderErrorKind
from crawler.keywords.locales import LANGUAGES
from crawler.keywords.sources import autocomplete_from_settings, chain_from_settings
from crawler.serp.requests import COUNTRIES

FEATURE = "keyword_search"
SEED_MAX_LENGTH = 80   # Google Ads and DataForSEO take keywords of at most 80 characters ...
SEED_MAX_WORDS = 10    # ... and 10 words
MAX_IDEAS = 1_000
SERP_DAYS = 90         # ideas, difficulty and intent read the SERPs stored in the last 90 days
ENGINE = "google"
DEFAULT_RETRY_SECONDS = 60


class ProviderFailed(AppError):
    status_code = 502
    code = "research.provider_failed"


def checked_seed(raw: str, field: str) -> str:
    seed = keyword_text(raw or "")
    if not seed:
        raise ValidationFailed(FieldError(field, "validation.required"))
    try:
        check_keywords([seed], (), 1)  # SPEC §5: the forbidden characters < > % \ / $ ' "
    except RuleError as error:
        raise ValidationFailed(error.at(field)) from None
    if len(seed) > SEED_MAX_LENGTH or len(seed.split()) > SEED_MAX_WORDS:
        raise ValidationFailed(FieldError(field, "research.seed_too_long", {"max": SEED_MAX_LENGTH,
                                                                              "words": SEED_MAX_WORDS}))
    return seed


def checked_market(country: str, language: str) -> tuple[str, str]:
    country = (country or "").strip().upper()
    language = (language or "").strip()
    fields = []
    if country not in COUNTRIES:
        fields.append(FieldError("country", "research.market_unsupported"))
    if language not in LANGUAGES:
        fields.append(FieldError("language", "research.market_unsupported"))
    if fields:
        raise ValidationFailed(fields)
    return country, language


def provider_failure(error: ProviderError) -> AppError:
    """A provider's failure as the API answers it: 504 for a timeout, 503 with Retry-After for a quota,
    502 otherwise; the message names the provider and says when to try again."""
    if error.kind is ProviderErrorKind.TIMEOUT:
        return ProviderFailed("research.provider_timeout", status_code=504, provider=error.provider)
    if error.kind is ProviderErrorKind.QUOTA:
        seconds = int(error.retry_after or DEFAULT_RETRY_SECONDS)
        return ProviderFailed("research.provider_quota", status_code=503, headers={"Retry-After": str(seconds)},
                              provider=error.provider, seconds=seconds)
    if error.kind is ProviderErrorKind.AUTH:
        return ProviderFailed("research.provider_auth", provider=error.provider)
    return ProviderFailed(provider=error.provider)


# --- answers -------------------------------------------------------------------------------------------


# The parts of an answer are plain dicts (the fields of schemas.MetricsOut, DifficultyOut, IntentOut, in
# their order): a thousand ideas are some 15,000 objects, which pydantic took longer to build (or to
# validate) than the rest of the search. The overview validates its one keyword's; the suggestions are
# written as they are (api/research/routes.py).


def metrics_out(metrics: KeywordMetrics | None, locale: str) -> dict | None:
    """A keyword's figures as ``schemas.MetricsOut``'s fields."""
    if metrics is None:
        return None
    return {
        "volume": metrics.volume, "trend": [{"month": m, "volume": v} for m, v in metrics.history],
        "cpc_usd": metrics.cpc_usd, "cpc_low_usd": metrics.cpc_low_usd, "cpc_high_usd": metrics.cpc_high_usd,
        "competition": metrics.competition, "competition_index": metrics.competition_index,
        "competition_label": metrics.competition_label, "source": metrics.source,
        "source_label": value_label("research.source", metrics.source, locale), "sandbox": metrics.sandbox,
        "month": metrics.month}


def difficulty_out(found: Difficulty | None, serp: store.LatestSerp | None, locale: str) -> dict | None:
    """A keyword's difficulty as ``schemas.DifficultyOut``'s fields."""
    if found is None or serp is None:
        return None
    return {"score": found.score, "band": found.band,
            "band_label": translate(f"research.difficulty.{found.band}", locale), "inputs": found.inputs(),
            "serp_day": serp.day, "serp_sandbox": serp.sandbox}


def intent_out(intent: Intent, locale: str) -> dict:
    """A keyword's intent as ``schemas.IntentOut``'s fields."""
    return {"primary": intent.primary, "primary_label": translate(f"research.intent.{intent.primary}", locale),
            "intents": list(intent.intents), "signals": list(intent.signals)}


def read_serp(keyword: str, language: str, serp: store.LatestSerp | None) -> tuple[Difficulty | None, Intent]:
    if serp is None:
        return None, classify(keyword, language)
    organic = serp.organic
    top = [Result(r.domain, r.title, r.position) for r in organic]
    first = min(organic, key=lambda r: r.position).domain if organic else None
    return difficulty(top, serp.types, keyword), classify(keyword, language, features=serp.types, top_domain=first)


def keyword_words(keyword: str, language: str) -> list[str]:
    """The keyword's distinct words, folded as keywords are: what the suggestions screen filters and groups
    ideas by (the console has no Chinese or Japanese tokenizer of its own)."""
    return list(dict.fromkeys(normalize_keyword(word) for word in tokens(normalize_keyword(keyword), language)))


def serp_readings(client, country: str, language: str, keywords: Sequence[str],
                  today: date) -> dict[str, tuple[store.LatestSerp | None, Difficulty | None, Intent]]:
    """Each keyword's latest SERP stored in the last ``SERP_DAYS`` days, with the difficulty and intent read
    from it (intent from the words alone when none is stored)."""
    serps = store.latest_serps(client, SerpScope(ENGINE, country, language), keywords,
                               since=today - timedelta(days=SERP_DAYS))
    return {keyword: (serps.get(keyword), *read_serp(keyword, language, serps.get(keyword))) for keyword in keywords}


# --- figures -------------------------------------------------------------------------------------------


def _figures(chain, client, country: str, language: str, keywords: Sequence[str], known: dict[str, KeywordMetrics],
             today: date) -> tuple[dict[str, KeywordMetrics], list[KeywordMetrics]]:
    """The figures of ``keywords`` by normal form: those just had (``known``), this month's cached ones, and
    the rest from the chain (raises ProviderError). Returns them and the ones to cache."""
    figures = dict(known)
    missing = [k for k in keywords if normalize_keyword(k) not in figures]
    cached = store.latest_metrics(client, country, language, missing, since=today, sandbox=chain.sandbox_only)
    figures.update({normalize_keyword(k): m for k, m in cached.items()})
    to_pay = list(dict.fromkeys(k for k in missing if normalize_keyword(k) not in figures))
    paid = chain.metrics(to_pay, country, language) if to_pay else []
    figures.update({normalize_keyword(m.keyword): m for m in paid if normalize_keyword(m.keyword) not in figures})
    return figures, [*known.values(), *paid]


@contextmanager
def keyword_sources(*, autocomplete: bool = False) -> Iterator[tuple]:
    """The settings' keyword metric chain (and Google Autocomplete when asked for), closed afterwards; a
    provider's failure inside is raised as the API answers it (:func:`provider_failure`)."""
    settings = get_settings()
    chain = chain_from_settings(settings)
    suggest = autocomplete_from_settings(settings, chain) if autocomplete else None
    try:
        yield chain, suggest
    except ProviderError as error:
        raise provider_failure(error) from None
    finally:
        chain.close()
        if suggest is not None:
            suggest.close()


def keyword_figures(client, country: str, language: str, keywords: Sequence[str],
                    today: date) -> dict[str, KeywordMetrics]:
    """The figures of ``keywords`` by normal form: this month's cached ones, the rest paid for and cached."""
    with keyword_sources() as (chain, _):
        figures, fresh = _figures(chain, client, country, language, keywords, {}, today)
    store.store_metrics(client, country, language, fresh, at=utcnow())
    return figures


def _this_month(metrics: KeywordMetrics, today: date) -> KeywordMetrics:
    return metrics if metrics.month else replace(metrics, month=today.replace(day=1))


@dataclass
class Harvest:
    """A seed's ideas from every research source, by normal form: (text, SPEC §3 origin), first origin kept
    (the provider's ideas, then Google Autocomplete's, then the stored SERPs' related searches and
    questions); the figures the provider gave with its ideas (``known``), and what to cache afterwards."""

    seed: str
    origins: dict[str, tuple[str, str]]
    known: dict[str, KeywordMetrics]
    idea_texts: list[str]
    ideas_cached: bool
    autocomplete: schemas.AutocompleteOut | None


def harvest_ideas(chain, autocomplete, client, seed: str, country: str, language: str, today: date) -> Harvest:
    """Every source's ideas for ``seed`` (raises ProviderError when the keyword-ideas provider fails;
    Autocomplete's failure only leaves its ideas out). Nothing is stored: :func:`store_harvest` does, once
    the whole search succeeded."""
    origins: dict[str, tuple[str, str]] = {normalize_keyword(seed): (seed, "frequency")}
    autocomplete_out = None
    # The provider's ideas for this seed: this month's list when it was already paid for.
    cached = store.cached_ideas(client, country, language, seed, since=today, sandbox=chain.sandbox_only)
    known: dict[str, KeywordMetrics] = {}
    if cached is not None:
        idea_texts = cached.ideas
    else:
        ideas = chain.ideas(seed, country, language, MAX_IDEAS)
        known = {normalize_keyword(m.keyword): m for m in ideas if normalize_keyword(m.keyword)}
        idea_texts = [m.keyword for m in ideas]
    for text in idea_texts:
        origins.setdefault(normalize_keyword(text), (text, "frequency"))
    if autocomplete is not None:
        try:
            expanded = autocomplete.expand(seed, country, language)
            for suggestion in expanded.suggestions:
                origins.setdefault(normalize_keyword(suggestion.text), (suggestion.text, "google_trend"))
            autocomplete_out = schemas.AutocompleteOut(asked=expanded.asked, failed=expanded.failed)
        except ProviderError as error:  # suggestions are extra ideas: the search goes on without them
            autocomplete_out = schemas.AutocompleteOut(asked=1, failed=1, error=error.kind.value)
    for idea in store.serp_ideas(client, ENGINE, country, language, seed, since=today - timedelta(days=SERP_DAYS)):
        origins.setdefault(normalize_keyword(idea.text), (idea.text, "related_search"))
    origins.pop("", None)
    return Harvest(seed, origins, known, idea_texts, cached is not None, autocomplete_out)


def store_harvest(client, country: str, language: str, harvest: Harvest, at) -> None:
    """Caches the provider's idea list of this month (when it was just paid for)."""
    if not harvest.ideas_cached and harvest.known:
        first = next(iter(harvest.known.values()))
        store.store_ideas(client, country, language, harvest.seed, harvest.idea_texts, source=first.source,
                          sandbox=first.sandbox, at=at)


@dataclass(frozen=True)
class SourcedIdeas:
    harvest: Harvest
    sources: list[str]  # the metric sources asked, in the settings' order
    sandbox: bool  # the sandbox answered (no provider credentials are set)


def source_ideas(seed: str, country: str, language: str) -> SourcedIdeas:
    """:func:`harvest_ideas` with the sources of the settings, closed afterwards, and the provider's idea
    list cached. Raises the provider's failure as the API answers it (:func:`provider_failure`)."""
    client = get_client()
    with keyword_sources(autocomplete=True) as (chain, autocomplete):
        harvest = harvest_ideas(chain, autocomplete, client, seed, country, language, utcnow().date())
    store_harvest(client, country, language, harvest, utcnow())
    return SourcedIdeas(harvest, chain.names, chain.sandbox_only)


def suggestions(db: Session, user: User, body: schemas.SuggestionsIn, locale: str) -> dict:
    """A seed's ideas, as ``schemas.KeywordIdeasOut``'s fields (plain values, dates as dates): built from
    values of known types, in the schema's field order, so that the route writes them without validating
    15,000 objects again (tests/api/research checks the answer's shape)."""
    seed = checked_seed(body.seed, "seed")
    country, language = checked_market(body.country, body.language)
    require(db, user, FEATURE)
    client = get_client()
    today = utcnow().date()
    with keyword_sources(autocomplete=True) as (chain, autocomplete):
        harvest = harvest_ideas(chain, autocomplete, client, seed, country, language, today)
        chosen = list(harvest.origins.items())[:MAX_IDEAS]
        figures, fresh = _figures(chain, client, country, language, [text for _, (text, _) in chosen], harvest.known,
                                  today)
    at = utcnow()
    store.store_metrics(client, country, language, fresh, at=at)
    store_harvest(client, country, language, harvest, at)
    readings = serp_readings(client, country, language, [text for _, (text, _) in chosen], today)
    rows = []
    for normal, (text, origin) in chosen:
        serp, found, intent = readings[text]
        metrics = figures.get(normal)
        rows.append({
            "keyword": text, "origin": origin, "origin_label": translate(f"research.origin.{origin}", locale),
            "question": is_question(text, language), "words": keyword_words(text, language),
            "metrics": metrics_out(_this_month(metrics, today) if metrics else None, locale),
            "difficulty": difficulty_out(found, serp, locale), "intent": intent_out(intent, locale)})
    answer = {"seed": seed, "country": country, "language": language, "ideas": rows, "sandbox": chain.sandbox_only,
              "sources": chain.names,
              "autocomplete": harvest.autocomplete.model_dump() if harvest.autocomplete is not None else None}
    consume(db, user, FEATURE)
    db.commit()
    return answer


def _ranking_projects(db: Session, user: User, serp: store.LatestSerp | None) -> list[schemas.RankingProjectOut]:
    if serp is None:
        return []
    found = []
    for site in all_sites(db, user):
        try:
            rule = MatchRule.for_site(site.url)
        except InvalidRule:
            continue
        hit = next((r for r in sorted(serp.organic, key=lambda r: r.position) if rule.matches(r.url)), None)
        if hit is not None:
            found.append(schemas.RankingProjectOut(id=site.id, name=site.name, position=hit.position, url=hit.url))
    return found


def overview(db: Session, user: User, body: schemas.OverviewIn, locale: str) -> schemas.OverviewOut:
    keyword = checked_seed(body.keyword, "keyword")
    country, language = checked_market(body.country, body.language)
    require(db, user, FEATURE)
    client = get_client()
    today = utcnow().date()
    figures = keyword_figures(client, country, language, [keyword], today)
    serp, found, intent = serp_readings(client, country, language, [keyword], today)[keyword]
    ideas = store.serp_ideas(client, ENGINE, country, language, keyword, since=today - timedelta(days=SERP_DAYS))
    normal = normalize_keyword(keyword)
    metrics = figures.get(normal)
    answer = schemas.OverviewOut(
        keyword=keyword, country=country, language=language,
        metrics=metrics_out(_this_month(metrics, today) if metrics else None, locale),
        difficulty=difficulty_out(found, serp, locale), intent=intent_out(intent, locale),
        serp=None if serp is None else schemas.StoredSerpOut(
            day=serp.day, sandbox=serp.sandbox, features=sorted(serp.types - {"organic"}),
            results=[schemas.StoredResultOut(position=r.position, type=r.type, url=r.url, domain=r.domain, title=r.title)
                     for r in serp.results]),
        related=[i.text for i in ideas if i.kind == store.RELATED_SEARCH and normalize_keyword(i.text) != normal],
        questions=[i.text for i in ideas if i.kind == store.PEOPLE_ALSO_ASK],
        projects=_ranking_projects(db, user, serp))
    consume(db, user, FEATURE)
    db.commit()
    return answer


def tracked_metrics(db: Session, user: User, site_id: int, body: schemas.TrackedMetricsIn) -> schemas.TrackedMetricsOut:
    """The latest research-store figures of a project's tracked keywords in the project's country and
    language (SPEC §3's keyword fields: volume, CPC, competition). Read only: nothing is asked of a
    provider and nothing counts against ``keyword_search``; a keyword nobody has researched is absent."""
    site = site_for(db, user, site_id, "viewer")
    rows = db.execute(select(Keyword.id, Keyword.text).where(Keyword.site_id == site.id,
                                                             Keyword.id.in_(body.keyword_ids))).all()
    found = store.latest_metrics(get_client(), site.country, site.language, [text for _, text in rows])
    by_normal = {normalize_keyword(text): metrics for text, metrics in found.items()}
    data = []
    for keyword_id, text in rows:
        metrics = by_normal.get(normalize_keyword(text))
        if metrics is not None:
            data.append(schemas.TrackedFiguresOut(keyword_id=keyword_id, volume=metrics.volume, cpc_usd=metrics.cpc_usd,
                                                  competition=metrics.competition, month=metrics.month,
                                                  sandbox=metrics.sandbox))
    return schemas.TrackedMetricsOut(country=site.country, language=site.language, data=data)
