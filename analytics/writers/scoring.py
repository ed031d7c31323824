"""The SEO writer's content score: a document against its keyword's top 10 (pure, fast enough per keystroke).

Input: the document's parts (:class:`Document`: target keyword, title, description, sanitized HTML) and
the keyword's term data (:class:`analytics.writers.terms.TermData`), or None while it is being prepared.
Output: :class:`Score`, 0-100 (:data:`SUGGESTED` is 80, SPEC §5 and §9), with its parts, every rule
passed or not, and the keyword and term chips ("used n / wanted m").

Rules
-----
The page audit's SPEC §5 advice (:func:`analytics.audits.scoring.page_advice`, its weights and texts)
read on the document as a page: title and description lengths by script (CJK 25-32 and 50-76
characters, Latin 50-60 and 150-160, pixel widths in the evidence), exactly one H1, H2 used, at least 2
different suggested keywords in the title and in the description and 1 in an H1 and in an H2, the
target 5 times, suggested keywords 5 times and suggested terms 10 times outside H1 and H2, alt text on
every image, not thin. Advice about what a draft does not have yet (URL, og:image, duplicates in a
site check) is left out (:data:`DRAFT_ADVICE`). One rule is the writer's own: ``content.length``, the
text at least :data:`LENGTH_SHARE` of the top pages' median length (characters as a reader sees
them).

Score
-----
::

    score = round(100 × (Σ weight(passed rules) + K·keywords + T·terms + L·length)
                      / (Σ weight(rules) + K + T + L))

where ``keywords`` and ``terms`` are coverages in 0..1: each chip's ``min(1, used / wanted)`` weighted
by how many top pages use it (``max(pages, 1)``), and ``length`` is ``min(1, length / (LENGTH_SHARE ×
median))``. K, T and L (:data:`COVERAGE_WEIGHTS`) count only when the term data has chips of that kind
(a median for L). The coverages move the score a little with every use of a phrase, where a rule
moves it only when it passes. Occurrences are counted folded (NFKC, case), CJK phrases anywhere and
Latin ones as whole words (:func:`analytics.audits.text.count_occurrences`), in the title, the
description and the text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import lxml.etree
import lxml.html

from analytics.audits import text as textlib
from analytics.audits.facts import ImageFacts, PageFacts
from analytics.audits.scoring import Keywords, page_advice
from analytics.writers.terms import Term, TermData, target
from analytics.writers.text import plain_text

SUGGESTED = 80
LENGTH_SHARE = 0.8
DRAFT_ADVICE = (
    "title.length", "description.length", "h1.single", "h2.used", "title.suggested_keywords",
    "description.suggested_keywords", "h1.suggested_keywords", "h2.suggested_keywords", "content.target_keywords",
    "content.suggested_keywords", "content.suggested_terms", "images.alt", "content.not_thin",
)
LENGTH_RULE = "content.length"
COVERAGE_WEIGHTS = {"keywords": 15, "terms": 20, "length": 10}
_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}


@dataclass(frozen=True)
class Document:
    """What the score reads of a writer document; ``language`` is the market's search language."""

    keyword: str
    title: str = ""
    description: str = ""
    html: str = ""
    language: str | None = None


@dataclass(frozen=True)
class Rule:
    """One rule: its code (the page audit's advice id, or :data:`LENGTH_RULE`), whether it passed, the
    part of the document it is about (title, description, h1, h2, content, images) and its evidence."""

    code: str
    ok: bool
    weight: int
    part: str
    evidence: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Chip:
    """A phrase to use: ``used`` times in the document, ``wanted`` times, used by ``pages`` top pages."""

    text: str
    kind: str  # target, keyword, term
    used: int
    wanted: int
    pages: int

    @property
    def done(self) -> bool:
        return self.used >= self.wanted


@dataclass(frozen=True)
class Score:
    score: int
    parts: dict[str, int | None]  # rules, keywords, terms, length: each 0-100, None when it does not apply
    rules: tuple[Rule, ...]
    target: Chip
    keywords: tuple[Chip, ...]
    terms: tuple[Chip, ...]
    length: int
    median_length: int | None
    suggested: int = SUGGESTED


def _page(document: Document, language: str | None) -> PageFacts:
    """The document as the page audit reads a page: title, description, headings, images, text."""
    headings: list[tuple[int, str]] = []
    images: list[ImageFacts] = []
    if document.html.strip():
        try:
            root = lxml.html.fragment_fromstring(document.html, create_parent="div")
        except (lxml.etree.ParserError, ValueError):
            root = None
        if root is not None:
            for element in root.iter("h1", "h2", "h3", "h4", "h5", "h6", "img"):
                if element.tag == "img":
                    images.append(ImageFacts(element.get("src"), alt=element.get("alt")))
                else:
                    headings.append((_HEADINGS[element.tag], element.text_content()))
    return PageFacts(url="", titles=(document.title,) if document.title.strip() else (),
                     descriptions=(document.description,) if document.description.strip() else (),
                     html_lang=language, headings=tuple(headings), images=tuple(images),
                     text=plain_text(document.html))


def _part(code: str) -> str:
    return code.split(".", 1)[0]


def _chips(terms: Sequence[Term], kind: str, whole: str) -> tuple[Chip, ...]:
    return tuple(Chip(t.text, kind, textlib.count_occurrences(whole, t.text), t.wanted, t.pages) for t in terms)


def _coverage(chips: Sequence[Chip]) -> float | None:
    if not chips:
        return None
    weights = [max(chip.pages, 1) for chip in chips]
    covered = sum(w * min(1.0, chip.used / chip.wanted) for w, chip in zip(weights, chips, strict=True))
    return covered / sum(weights)


def _percent(share: float | None) -> int | None:
    return None if share is None else round(100 * share)


def score(document: Document, term_data: TermData | None = None) -> Score:
    """The document's content score against ``term_data`` (see the module notes)."""
    language = textlib.primary_language(document.language) or (term_data.language if term_data else None)
    page = _page(document, language)
    data_keywords = term_data.keywords if term_data else ()
    data_terms = term_data.terms if term_data else ()
    keywords = Keywords(target=(document.keyword.strip(),) if document.keyword.strip() else (),
                        suggested=tuple(t.text for t in data_keywords), terms=tuple(t.text for t in data_terms))
    rules = [Rule(a.id, a.passed, a.weight, _part(a.id), a.evidence)
             for a in page_advice(page, keywords) if a.id in DRAFT_ADVICE]

    length = textlib.char_count(page.text)
    median = term_data.median_length if term_data else None
    length_share = min(1.0, length / (LENGTH_SHARE * median)) if median else None
    if median:
        rules.append(Rule(LENGTH_RULE, length_share >= 1, 0, "content",
                          {"characters": length, "median": median, "minimum": round(LENGTH_SHARE * median)}))

    whole = "\n".join([page.title or "", page.description or "", page.text])
    same_keyword = term_data is not None and textlib.fold(term_data.keyword) == textlib.fold(document.keyword)
    # The target as the writer typed it (the term data's is the stored normal form, ``iphone`` for ``iPhone``).
    target_term = replace(term_data.target, text=document.keyword.strip()) if same_keyword \
        else target(document.keyword)
    [target_chip] = _chips([target_term], "target", whole)
    keyword_chips = _chips(data_keywords, "keyword", whole)
    term_chips = _chips(data_terms, "term", whole)

    weighted = [r for r in rules if r.weight]
    rule_weight = sum(r.weight for r in weighted)
    passed = sum(r.weight for r in weighted if r.ok)
    shares = {"rules": passed / rule_weight if rule_weight else None, "keywords": _coverage(keyword_chips),
              "terms": _coverage(term_chips), "length": length_share}
    possible, earned = float(rule_weight), float(passed)
    for name, weight in COVERAGE_WEIGHTS.items():
        if shares[name] is not None:
            possible += weight
            earned += weight * shares[name]
    parts = {name: _percent(share) for name, share in shares.items()}
    return Score(round(100 * earned / possible) if possible else 0, parts, tuple(rules), target_chip, keyword_chips,
                 term_chips, length, median)
