"""A keyword's term data: what the content score compares a document with, read once from the top 10.

Input: the target keyword, the top results for it in one market (each fetched page's title,
description, headings and main text (:func:`main_text`) as :class:`analytics.audits.keywords.SourcePage`; a result whose
page could not be read is its SERP title and snippet), the related searches and questions the SERP
store holds for the keyword, and the search language.

- **Suggested keywords and terms** are the page audit's (:func:`analytics.audits.keywords.derive`: jieba
  for Chinese, Sudachi for Japanese, TF-IDF over the top pages, related searches first for keywords),
  up to :data:`MAX_KEYWORDS` keywords and :data:`MAX_TERMS` terms (SPEC §9: 10 suggested terms), less
  the phrases inside another suggested one (小籠 beside 小籠包).
- **How many top pages use each** (its document frequency, ``pages``) is the weight a term carries in
  the score: a phrase nine of ten top pages use matters more than one two of them use.
- **Wanted** is how often the pages that use a phrase use it: the median of their counts, at least 1.
  The target keyword is wanted :data:`TARGET_WANTED` times (SPEC §5 and §9: 5 target keywords).
  Counts are :func:`analytics.audits.text.count_occurrences` over a page's title, description and
  text, as the score counts a document's.
- **Median length** is the median of the read pages' text lengths in characters as a reader sees them
  (:func:`analytics.audits.text.char_count`: a CJK character is one); None when no page was read.

Everything is deterministic and free of I/O; :meth:`TermData.to_dict` and :meth:`TermData.from_dict`
are the stored form.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from analytics.audits import text as textlib
from analytics.audits.keywords import SourcePage, derive
from analytics.audits.scoring import MIN_TARGET_IN_CONTENT, Keywords

MAX_KEYWORDS = 10
MAX_TERMS = 10
TARGET_WANTED = MIN_TARGET_IN_CONTENT


@dataclass(frozen=True)
class Term:
    """A phrase to use: how many of the top pages use it and how often a document should."""

    text: str
    pages: int
    wanted: int


@dataclass(frozen=True)
class TermData:
    keyword: str
    language: str | None
    results: int  # top results the data comes from
    pages_read: int  # of them, pages whose text was read (the others are their SERP title and snippet)
    median_length: int | None
    target: Term
    keywords: tuple[Term, ...]
    terms: tuple[Term, ...]

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> TermData:
        return cls(data["keyword"], data["language"], data["results"], data["pages_read"], data["median_length"],
                   Term(**data["target"]), tuple(Term(**t) for t in data["keywords"]), tuple(Term(**t) for t in data["terms"]))


def main_text(text: str) -> str:
    r"""A page's text less its labels: the lines (blocks) shorter than
    :data:`analytics.audits.text.LABEL_CHARS` characters, which are menu entries, buttons, breadcrumbs
    and footer links rather than what the page says.

    >>> main_text("首頁\n美食\n台北美食推薦：牛肉麵與小籠包\n登入")
    '台北美食推薦：牛肉麵與小籠包'
    """
    return "\n".join(line for line in text.split("\n") if textlib.char_count(line) >= textlib.LABEL_CHARS)


def _whole(page: SourcePage) -> str:
    return f"{page.title}\n{page.description}\n{page.text}"


def _term(phrase: str, texts: Sequence[str]) -> Term:
    counts = [n for n in (textlib.count_occurrences(text, phrase) for text in texts) if n]
    return Term(phrase, len(counts), max(1, round(statistics.median(counts))) if counts else 1)


def _outermost(phrases: Sequence[str], found: Keywords) -> list[str]:
    """``phrases`` less those inside another suggested phrase (小籠 beside 小籠包): using the longer one
    uses both, and counting both would count one use twice."""
    folded = [textlib.fold(p) for p in (*found.suggested, *found.terms)]
    return [p for p in phrases if not any(textlib.fold(p) in other and textlib.fold(p) != other for other in folded)]


def target(keyword: str, texts: Sequence[str] = ()) -> Term:
    """The target keyword as a term: wanted :data:`TARGET_WANTED` times whatever the top pages do."""
    counted = _term(keyword.strip(), texts)
    return Term(counted.text, counted.pages, TARGET_WANTED)


def prepare(keyword: str, pages: Sequence[SourcePage], related: Sequence[str] = (),
            language: str | None = None) -> TermData:
    """The term data of ``keyword`` from its top ``pages`` and ``related`` searches (see the module notes)."""
    language = textlib.primary_language(language) or textlib.detect_language(
        "\n".join(p.title + p.text[:2000] for p in pages) or keyword)
    found = derive(keyword, pages, related, language)
    texts = [_whole(page) for page in pages]
    read = [page.text for page in pages if page.text]
    return TermData(
        keyword=keyword.strip(),
        language=language,
        results=len(pages),
        pages_read=len(read),
        median_length=round(statistics.median(textlib.char_count(text) for text in read)) if read else None,
        target=target(keyword, texts),
        keywords=tuple(_term(phrase, texts) for phrase in _outermost(found.suggested, found)[:MAX_KEYWORDS]),
        terms=tuple(_term(phrase, texts) for phrase in _outermost(found.terms, found)[:MAX_TERMS]),
    )
