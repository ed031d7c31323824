"""Where and how often keywords appear on one page: the keyword-on-page check's rule, a pure function.

Input: the page as the crawler reads it (:class:`analytics.audits.facts.PageFacts`, from the page
audit's guarded fetch) and the keywords. For each keyword and each place — the title, the meta
description, the headings (h1-h6), the body (the page's visible text, headings included, as a reader
sees it) and the images' alt texts — the number of occurrences, counted as the page audit counts
them (:func:`analytics.audits.text.count_occurrences`: folded for width and case; a CJK keyword
anywhere, since CJK has no spaces to mark word ends; an alphabetic keyword only as whole words).

Density is the share of the body's words the keyword's occurrences make up:
``occurrences × words in the keyword ÷ words in the body × 100``, words cut by the same tokenizer
(jieba, Sudachi or word characters, :func:`analytics.audits.text.tokens`) in the page's language, so
``台北美食`` (two words) found 3 times in 300 words is 2 %. 0 for a page without words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from analytics.audits import text as textlib
from analytics.audits.facts import PageFacts

PLACES = ("title", "description", "headings", "body", "alt")


@dataclass(frozen=True)
class KeywordPlacement:
    keyword: str
    counts: dict[str, int]  # place → occurrences, every place of PLACES
    density: float  # percent of the body's words, 2 decimals


@dataclass(frozen=True)
class PageKeywords:
    url: str
    final_url: str
    status: int | None
    language: str | None
    title: str
    description: str
    body_words: int
    keywords: tuple[KeywordPlacement, ...]


def _place_texts(facts: PageFacts) -> dict[str, list[str]]:
    return {
        "title": list(facts.titles[:1]),
        "description": list(facts.descriptions[:1]),
        "headings": [text for _, text in facts.headings],
        "body": [facts.text],
        "alt": [image.alt for image in facts.images if image.alt],
    }


def keyword_placement(facts: PageFacts, keywords: Sequence[str]) -> PageKeywords:
    """Each keyword's occurrences per place and its density on the page (see the module notes)."""
    language = textlib.detect_language(facts.text, facts.html_lang)
    body_words = facts.word_count if facts.word_count is not None else textlib.word_count(facts.text, language)
    texts = _place_texts(facts)
    found = []
    for keyword in keywords:
        counts = {place: sum(textlib.count_occurrences(text, keyword) for text in texts[place]) for place in PLACES}
        size = max(1, len(textlib.tokens(keyword, language)))
        density = round(100 * counts["body"] * size / body_words, 2) if body_words else 0.0
        found.append(KeywordPlacement(keyword, counts, density))
    return PageKeywords(
        url=facts.url, final_url=facts.effective_url, status=facts.status, language=language,
        title=facts.titles[0] if facts.titles else "", description=facts.descriptions[0] if facts.descriptions else "",
        body_words=body_words, keywords=tuple(found))
