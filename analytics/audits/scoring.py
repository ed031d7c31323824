"""Scores: one page against its keywords (SPEC §5 "SEO advice thresholds"), the site's health per crawl,
and what changed since the previous crawl. Pure functions over facts and findings.

Page score
----------
Each piece of advice of SPEC §5 is a pass/fail item with a weight (:data:`ADVICE_WEIGHTS`, 100 in
all). The score is the weight of the items passed over the weight of the items that apply, as a
percentage rounded to an integer::

    score = round(100 × Σ weight(passed) / Σ weight(applicable))

Keyword items apply only when that kind of keyword is known (a page audited without suggestions is
not marked down for lacking them), and the duplicate items only when the crawl's duplicates are given.
Keyword counts are occurrences compared folded (full-width ``ＳＥＯ`` is ``SEO``): CJK keywords
anywhere in the text, alphabetic ones as whole words (:func:`analytics.audits.text.count_occurrences`).
"Outside H1, H2 and alt text" is the page's visible text (which holds its headings but not alt text)
less what its H1s and H2s contain.

Site health
-----------
A crawl's health is 100 less a penalty for the audited URLs with problems, errors weighing three
times as much as warnings; notices do not count, nor does the bot-protection finding (it is about the
crawl, not the site)::

    health = round(100 × (1 − (3 × E + W) / (4 × N)))

where E is the number of URLs with at least one error, W the number with at least one warning, and N
the number of audited URLs (at least the URLs with problems). A site whose every URL has an error and
a warning scores 0; one without errors or warnings 100. None when no URL could be audited.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analytics.audits import signals
from analytics.audits import text as textlib
from analytics.audits.catalogue import LOCALES, Finding
from analytics.audits.checks.base import Severity
from analytics.audits.checks.crawlability import BOT_PROTECTION
from analytics.audits.checks.usability import MAX_URL_CHARS, MAX_URL_LEVELS, decoded_url, url_levels
from analytics.audits.facts import PageFacts, url_key
from analytics.audits.lengths import description_length, title_length

MIN_SUGGESTED_IN_TITLE = 2
MIN_SUGGESTED_IN_DESCRIPTION = 2
MIN_SUGGESTED_IN_H1 = 1
MIN_SUGGESTED_IN_H2 = 1
MIN_TARGET_IN_CONTENT = 5
MIN_SUGGESTED_IN_CONTENT = 5
MIN_TERMS_IN_CONTENT = 10

ADVICE_WEIGHTS = {
    "title.length": 10,
    "description.length": 8,
    "h1.single": 8,
    "h2.used": 4,
    "title.suggested_keywords": 8,
    "description.suggested_keywords": 6,
    "h1.suggested_keywords": 5,
    "h2.suggested_keywords": 5,
    "content.target_keywords": 10,
    "content.suggested_keywords": 7,
    "content.suggested_terms": 6,
    "images.alt": 6,
    "social.og_image": 4,
    "content.not_thin": 5,
    "url.level": 2,
    "url.length": 2,
    "title.unique": 2,
    "description.unique": 2,
}
ADVICE_TEXTS: dict[str, dict[str, dict[str, str]]] = json.loads(
    (Path(__file__).parent / "advice.json").read_text(encoding="utf-8")
)

ERROR_WEIGHT = 3
WARNING_WEIGHT = 1


@dataclass(frozen=True)
class Keywords:
    """The page audit's keywords: the target keyword(s), and the suggested keywords and terms (phrases)
    drawn from the top results for the target."""

    target: tuple[str, ...] = ()
    suggested: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()


@dataclass(frozen=True)
class Duplicates:
    """Other crawled URLs sharing this page's title or description."""

    title: tuple[str, ...] = ()
    description: tuple[str, ...] = ()


@dataclass(frozen=True)
class Advice:
    id: str
    passed: bool
    weight: int
    evidence: dict[str, Any] = field(default_factory=dict)

    def text(self, part: str, locale: str) -> str:
        """``title`` (what is advised) or ``fix`` in ``locale`` (English when unknown)."""
        return ADVICE_TEXTS[self.id][part][locale if locale in LOCALES else "en"]


@dataclass(frozen=True)
class PageScore:
    score: int
    advice: tuple[Advice, ...]

    @property
    def failed(self) -> list[Advice]:
        return [item for item in self.advice if not item.passed]


def _distinct_found(text: str, phrases: Sequence[str]) -> list[str]:
    return [phrase for phrase in dict.fromkeys(phrases) if textlib.count_occurrences(text, phrase)]


def _outside_headings(page: PageFacts, phrase: str) -> int:
    """Occurrences in the visible text less those in the H1s and H2s (alt text is not visible text)."""
    inside = sum(textlib.count_occurrences(heading, phrase) for heading in page.h1 + page.h2)
    return max(0, textlib.count_occurrences(page.text, phrase) - inside)


def _content_count(page: PageFacts, phrases: Sequence[str]) -> tuple[int, dict[str, int]]:
    counts = {phrase: _outside_headings(page, phrase) for phrase in dict.fromkeys(phrases)}
    return sum(counts.values()), {phrase: count for phrase, count in counts.items() if count}


def page_advice(page: PageFacts, keywords: Keywords = Keywords(), duplicates: Duplicates | None = None) -> list[Advice]:
    """Every piece of SPEC §5 advice that applies to ``page``, passed or not, with its evidence."""
    cjk = signals.is_cjk_page(page)
    advice: list[Advice] = []

    def add(advice_id: str, passed: bool, **evidence: Any) -> None:
        advice.append(Advice(advice_id, passed, ADVICE_WEIGHTS[advice_id], evidence))

    title, description = page.title or "", page.description or ""
    if title:
        length = title_length(title, cjk)
        add("title.length", not (length.too_short or length.too_long), **length.evidence())
    else:
        add("title.length", False, text="", characters=0)
    if description:
        length = description_length(description, cjk)
        add("description.length", not (length.too_short or length.too_long), **length.evidence())
    else:
        add("description.length", False, text="", characters=0)
    add("h1.single", len(page.h1) == 1, h1=page.h1)
    add("h2.used", bool(page.h2), h2=len(page.h2))

    if keywords.suggested:
        for advice_id, where, minimum in (
            ("title.suggested_keywords", title, MIN_SUGGESTED_IN_TITLE),
            ("description.suggested_keywords", description, MIN_SUGGESTED_IN_DESCRIPTION),
            ("h1.suggested_keywords", " \n ".join(page.h1), MIN_SUGGESTED_IN_H1),
            ("h2.suggested_keywords", " \n ".join(page.h2), MIN_SUGGESTED_IN_H2),
        ):
            found = _distinct_found(where, keywords.suggested)
            add(advice_id, len(found) >= minimum, found=found, minimum=minimum)
    for advice_id, phrases, minimum in (
        ("content.target_keywords", keywords.target, MIN_TARGET_IN_CONTENT),
        ("content.suggested_keywords", keywords.suggested, MIN_SUGGESTED_IN_CONTENT),
        ("content.suggested_terms", keywords.terms, MIN_TERMS_IN_CONTENT),
    ):
        if phrases:
            total, counts = _content_count(page, phrases)
            add(advice_id, total >= minimum, occurrences=total, counts=counts, minimum=minimum)

    missing_alt = [image.src for image in page.images if not textlib.normalize(image.alt or "")]
    add("images.alt", not missing_alt, images=len(page.images), missing=missing_alt)
    add("social.og_image", bool(page.og_value("og:image")))
    language = signals.page_language(page)
    words = page.word_count if page.word_count is not None else textlib.word_count(page.text, language)
    add("content.not_thin", not textlib.is_thin(words, language), words=words,
        minimum=textlib.thin_content_minimum(language))
    levels = url_levels(page.url)
    add("url.level", levels <= MAX_URL_LEVELS, levels=levels, max_levels=MAX_URL_LEVELS)
    characters = len(decoded_url(page.url))
    add("url.length", characters <= MAX_URL_CHARS, characters=characters, max_characters=MAX_URL_CHARS)
    if duplicates is not None:
        add("title.unique", not duplicates.title, duplicates=list(duplicates.title))
        add("description.unique", not duplicates.description, duplicates=list(duplicates.description))
    return advice


def page_score(page: PageFacts, keywords: Keywords = Keywords(), duplicates: Duplicates | None = None) -> PageScore:
    """The page audit's score (0-100) and its advice; see the module notes for the formula."""
    advice = page_advice(page, keywords, duplicates)
    possible = sum(item.weight for item in advice)
    earned = sum(item.weight for item in advice if item.passed)
    return PageScore(round(100 * earned / possible) if possible else 0, tuple(advice))


# --- site health and crawl comparison ---------------------------------------------------------


def health_score(findings: Iterable[Finding], audited_urls: int) -> int | None:
    """The crawl's health (0-100); see the module notes for the formula."""
    errors: set[str] = set()
    warnings: set[str] = set()
    for finding in findings:
        if finding.check == BOT_PROTECTION:
            continue
        if finding.severity is Severity.ERROR:
            errors.add(url_key(finding.url))
        elif finding.severity is Severity.WARNING:
            warnings.add(url_key(finding.url))
    urls = max(audited_urls, len(errors | warnings))
    if urls == 0:
        return None
    penalty = (ERROR_WEIGHT * len(errors) + WARNING_WEIGHT * len(warnings)) / ((ERROR_WEIGHT + WARNING_WEIGHT) * urls)
    return round(100 * (1 - penalty))


# Evidence fields that tell two findings of one check on one URL apart (which image, which link).
_IDENTITY_FIELDS = ("src", "href", "resource", "hreflang", "alternate", "cookie", "property", "action", "from")


def issue_key(finding: Finding) -> tuple[str, str, str]:
    """What makes a finding the same issue in two crawls: the check, the URL, and which element."""
    identity = next((str(finding.evidence[name]) for name in _IDENTITY_FIELDS if name in finding.evidence), "")
    return finding.check, url_key(finding.url), identity


@dataclass(frozen=True)
class Comparison:
    """Issues of this crawl against the previous one."""

    new: tuple[Finding, ...]
    fixed: tuple[Finding, ...]
    persisting: tuple[Finding, ...]

    def counts(self) -> dict[str, dict[str, int]]:
        """Per check: how many issues are new, fixed and persisting."""
        out: dict[str, dict[str, int]] = {}
        for kind in ("new", "fixed", "persisting"):
            for finding in getattr(self, kind):
                out.setdefault(finding.check, {"new": 0, "fixed": 0, "persisting": 0})[kind] += 1
        return out


def compare(previous: Iterable[Finding], current: Iterable[Finding]) -> Comparison:
    """New (only now), fixed (only before) and persisting (both) issues, keyed by :func:`issue_key`."""
    before = {issue_key(finding): finding for finding in previous}
    now = {issue_key(finding): finding for finding in current}
    return Comparison(
        new=tuple(finding for key, finding in now.items() if key not in before),
        fixed=tuple(finding for key, finding in before.items() if key not in now),
        persisting=tuple(finding for key, finding in now.items() if key in before),
    )
