"""Content structure: headings and the body text (thin, empty, placeholder).

Word counts are tokens in the page's language (jieba for Chinese, Sudachi for Japanese), never
space-separated chunks, so a Japanese article is not reported as ten words long.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from analytics.audits import signals
from analytics.audits import text as textlib
from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts

checks = Registrar(Category.CONTENT_STRUCTURE)

MAX_H1_WIDTH = 70  # display columns: 70 Latin letters or 35 CJK characters
MIN_TEXT_RATIO = 0.10
_TOKENIZERS = {"zh": "jieba", "ja": "sudachi"}
_PLACEHOLDER = re.compile(
    r"lorem ipsum|dolor sit amet|ここに(?:テキスト|文章|本文)が入ります|ダミーテキスト|此處(?:為|是)?(?:內文|文字)|此处(?:为|是)?(?:内文|文字)"
    r"|測試文字|测试文字",
    re.IGNORECASE,
)


@checks.page("h1.missing", Severity.WARNING)
def h1_missing(page: PageFacts) -> Iterator[Evidence]:
    if not page.h1:
        yield {}


@checks.page("h1.multiple", Severity.WARNING)
def h1_multiple(page: PageFacts) -> Iterator[Evidence]:
    if len(page.h1) > 1:
        yield {"h1": page.h1}


@checks.page("h1.empty", Severity.WARNING)
def h1_empty(page: PageFacts) -> Iterator[Evidence]:
    if any(not text for text in page.h1):
        yield {"empty": sum(1 for text in page.h1 if not text)}


@checks.page("h1.too_long", Severity.NOTICE)
def h1_too_long(page: PageFacts) -> Iterator[Evidence]:
    for text in page.h1:
        width = textlib.display_width(text)
        if width > MAX_H1_WIDTH:
            yield {"h1": text, "characters": textlib.char_count(text), "display_width": width,
                   "max_display_width": MAX_H1_WIDTH}


@checks.page("h2.missing", Severity.NOTICE)
def h2_missing(page: PageFacts) -> Iterator[Evidence]:
    if not page.h2:
        yield {}


@checks.page("h2.empty", Severity.NOTICE)
def h2_empty(page: PageFacts) -> Iterator[Evidence]:
    if any(not text for text in page.h2):
        yield {"empty": sum(1 for text in page.h2 if not text)}


@checks.page("headings.skipped_level", Severity.NOTICE)
def headings_skipped_level(page: PageFacts) -> Iterator[Evidence]:
    previous = 0
    for level, heading in page.headings:
        if previous and level > previous + 1:
            yield {"from": f"h{previous}", "to": f"h{level}", "heading": textlib.normalize(heading)}
        previous = level


def _words(page: PageFacts) -> tuple[int, str | None]:
    language = signals.page_language(page)
    if page.word_count is not None:
        return page.word_count, language
    return textlib.word_count(page.text, language), language


@checks.page("content.thin", Severity.WARNING)
def content_thin(page: PageFacts) -> Iterator[Evidence]:
    words, language = _words(page)
    if 0 < words and textlib.is_thin(words, language):
        yield {"words": words, "minimum": textlib.thin_content_minimum(language), "language": language,
               "tokenizer": _TOKENIZERS.get(language or "", "words")}


@checks.page("content.empty", Severity.ERROR)
def content_empty(page: PageFacts) -> Iterator[Evidence]:
    """No visible text at all: often a page that needs JavaScript to show anything."""
    words, _ = _words(page)
    if words == 0:
        yield {"bytes": page.size_bytes}


@checks.page("content.text_ratio_low", Severity.NOTICE)
def text_ratio_low(page: PageFacts) -> Iterator[Evidence]:
    if not page.size_bytes or not page.text:
        return
    ratio = len(page.text.encode("utf-8")) / page.size_bytes
    if ratio < MIN_TEXT_RATIO:
        yield {"ratio": round(ratio, 3), "minimum": MIN_TEXT_RATIO}


@checks.page("content.placeholder", Severity.WARNING)
def placeholder(page: PageFacts) -> Iterator[Evidence]:
    match = _PLACEHOLDER.search(page.text)
    if match:
        yield {"found": match.group(0)}
