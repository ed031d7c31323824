"""Search appearance: what the result looks like (title, description, structured data, favicon).

Lengths follow :mod:`analytics.audits.lengths`: CJK pages by the 25-32 / 50-76 character reading,
Latin-script pages by 50-60 / 150-160, with the pixel estimate in every piece of evidence.

The pixel checks (``*.pixel_truncated``) run on Latin-script pages only: there letters range from
``i`` to ``W`` and the count says little about the width, while CJK glyphs are all one em wide, so on
a CJK page the character range already is the width rule (SPEC's "32 characters, about 580 px").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from analytics.audits import signals
from analytics.audits import text as textlib
from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts
from analytics.audits.lengths import description_length, title_length

checks = Registrar(Category.SEARCH_APPEARANCE)

REPEATED_WORD_TIMES = 3


def _title(page: PageFacts):
    return title_length(page.title, signals.is_cjk_page(page)) if page.title else None


def _description(page: PageFacts):
    return description_length(page.description, signals.is_cjk_page(page)) if page.description else None


@checks.page("title.missing", Severity.ERROR)
def title_missing(page: PageFacts) -> Iterator[Evidence]:
    if not page.title:
        yield {"titles": len(page.titles)}


@checks.page("title.too_short", Severity.WARNING)
def title_too_short(page: PageFacts) -> Iterator[Evidence]:
    length = _title(page)
    if length and length.too_short:
        yield length.evidence()


@checks.page("title.too_long", Severity.WARNING)
def title_too_long(page: PageFacts) -> Iterator[Evidence]:
    length = _title(page)
    if length and length.too_long:
        yield length.evidence()


@checks.page("title.pixel_truncated", Severity.NOTICE)
def title_pixel_truncated(page: PageFacts) -> Iterator[Evidence]:
    length = _title(page)
    if length and length.reading == "latin" and length.truncated:
        yield length.evidence()


@checks.page("title.multiple", Severity.WARNING)
def title_multiple(page: PageFacts) -> Iterator[Evidence]:
    if len(page.titles) > 1:
        yield {"titles": [textlib.normalize(title) for title in page.titles]}


@checks.page("title.repeated_words", Severity.NOTICE)
def title_repeated_words(page: PageFacts) -> Iterator[Evidence]:
    """A word of two characters or more used three times or more (keyword stuffing), in the page's language."""
    if not page.title:
        return
    words = [textlib.fold(word) for word in textlib.tokens(page.title, signals.page_language(page))]
    counts = Counter(word for word in words if len(word) > 1)
    repeated = {word: times for word, times in counts.items() if times >= REPEATED_WORD_TIMES}
    if repeated:
        yield {"title": page.title, "repeated": repeated}


@checks.page("description.missing", Severity.WARNING)
def description_missing(page: PageFacts) -> Iterator[Evidence]:
    if not page.description:
        yield {"descriptions": len(page.descriptions)}


@checks.page("description.too_short", Severity.NOTICE)
def description_too_short(page: PageFacts) -> Iterator[Evidence]:
    length = _description(page)
    if length and length.too_short:
        yield length.evidence()


@checks.page("description.too_long", Severity.NOTICE)
def description_too_long(page: PageFacts) -> Iterator[Evidence]:
    length = _description(page)
    if length and length.too_long:
        yield length.evidence()


@checks.page("description.pixel_truncated", Severity.NOTICE)
def description_pixel_truncated(page: PageFacts) -> Iterator[Evidence]:
    length = _description(page)
    if length and length.reading == "latin" and length.truncated:
        yield length.evidence()


@checks.page("description.multiple", Severity.WARNING)
def description_multiple(page: PageFacts) -> Iterator[Evidence]:
    if len(page.descriptions) > 1:
        yield {"descriptions": [textlib.normalize(d) for d in page.descriptions]}


@checks.page("description.same_as_title", Severity.NOTICE)
def description_same_as_title(page: PageFacts) -> Iterator[Evidence]:
    if page.title and page.description and textlib.fold(page.title) == textlib.fold(page.description):
        yield {"text": page.description}


@checks.page("structured_data.missing", Severity.NOTICE)
def structured_data_missing(page: PageFacts) -> Iterator[Evidence]:
    if not page.structured_data:
        yield {}


@checks.page("structured_data.invalid", Severity.WARNING)
def structured_data_invalid(page: PageFacts) -> Iterator[Evidence]:
    for block in page.structured_data:
        if block.error:
            yield {"format": block.format, "error": block.error}


@checks.page("favicon.missing", Severity.NOTICE)
def favicon_missing(page: PageFacts) -> Iterator[Evidence]:
    """Checked on the home page only: search results show the home page's icon for the whole site."""
    if page.is_home_page and not any("icon" in rel.lower().split() for rel, _ in page.icons):
        yield {}
