"""Multilingual: hreflang annotations and the page's declared language.

hreflang links are read from ``<head>`` and the ``Link`` header (ones in ``<body>`` are ignored by
search engines, and reported); codes must be ISO 639-1 [-script] [-ISO 3166-1 region] or
``x-default``. The declared language is compared with the text when the shares of its letters by
script leave no doubt (:func:`text_language`), so a Japanese page marked ``lang="zh-TW"`` (a copied
template) is caught, and an English page with a 中文 language switcher is not.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from urllib.parse import urlsplit

from analytics.audits import signals
from analytics.audits import text as textlib
from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts, SiteFacts
from analytics.audits.langtags import check_hreflang, check_lang

checks = Registrar(Category.MULTILINGUAL)

MIN_LETTERS_TO_JUDGE = 40
#: Weighted CJK shares (:attr:`~analytics.audits.text.LetterShares.cjk`): at most LATIN_AT_MOST the
#: text is in an alphabet, from CJK_AT_LEAST on in CJK; between, it is mixed and not judged.
LATIN_AT_MOST = 0.1
CJK_AT_LEAST = 0.6
#: Shares of the CJK letters on lines with kana (:attr:`~analytics.audits.text.LetterShares.japanese`):
#: from JAPANESE_AT_LEAST on the text is Japanese, at most CHINESE_AT_MOST Chinese; a Chinese page
#: quoting Japanese reviews at length lies between and is CJK, but which language is not said.
JAPANESE_AT_LEAST = 0.75
CHINESE_AT_MOST = 0.1


@checks.page("hreflang.invalid_code", Severity.WARNING)
def invalid_code(page: PageFacts) -> Iterator[Evidence]:
    for link in signals.hreflang_links(page):
        verdict = check_hreflang(link.code)
        if not verdict.valid:
            yield {"hreflang": link.code, "href": link.href, "source": link.source, "hint": verdict.hint}


@checks.page("hreflang.relative_url", Severity.WARNING)
def relative_url(page: PageFacts) -> Iterator[Evidence]:
    for link in signals.hreflang_links(page):
        if not urlsplit(link.href.strip()).scheme:
            yield {"hreflang": link.code, "href": link.href, "source": link.source}


@checks.page("hreflang.missing_x_default", Severity.NOTICE)
def missing_x_default(page: PageFacts) -> Iterator[Evidence]:
    links = signals.hreflang_links(page)
    if links and not any(link.code.strip().lower() == "x-default" for link in links):
        yield {"hreflangs": [link.code for link in links]}


@checks.page("hreflang.missing_self_reference", Severity.WARNING)
def missing_self_reference(page: PageFacts) -> Iterator[Evidence]:
    links = signals.hreflang_links(page)
    if links and not any(signals.same_url(signals.resolve_link(page, l.source, l.href), page.effective_url)
                         for l in links):
        yield {"hreflangs": [link.code for link in links]}


@checks.page("hreflang.duplicate_code", Severity.WARNING)
def duplicate_code(page: PageFacts) -> Iterator[Evidence]:
    targets: dict[str, set[str]] = defaultdict(set)
    for link in signals.hreflang_links(page):
        targets[link.code.strip().lower()].add(signals.resolve_link(page, link.source, link.href) or link.href)
    for code, urls in sorted(targets.items()):
        if len(urls) > 1:
            yield {"hreflang": code, "urls": sorted(urls)}


@checks.page("hreflang.in_body", Severity.NOTICE)
def in_body(page: PageFacts) -> Iterator[Evidence]:
    for link in page.hreflangs:
        if link.source == "body":
            yield {"hreflang": link.code, "href": link.href}


@checks.page("hreflang.lang_mismatch", Severity.NOTICE)
def lang_mismatch(page: PageFacts) -> Iterator[Evidence]:
    """The page's own hreflang names another language than its lang attribute."""
    declared = textlib.primary_language(signals.declared_lang(page))
    for link in signals.hreflang_links(page):
        own = signals.same_url(signals.resolve_link(page, link.source, link.href), page.effective_url)
        code = textlib.primary_language(link.code)
        if own and declared and code and link.code.lower() != "x-default" and code != declared:
            yield {"hreflang": link.code, "lang": signals.declared_lang(page)}


@checks.site("hreflang.missing_return_link", Severity.WARNING)
def missing_return_link(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """A names B as an alternate, but B (crawled, answering 200) does not name A back."""
    for page in site.pages:
        source = page.final_url or page.url
        for code, target_url in page.hreflangs:
            if code.lower() == "x-default" or signals.same_url(target_url, source):
                continue
            target = site.page(target_url)
            if target is None or not target.status or not 200 <= target.status < 300:
                continue
            if not any(signals.same_url(back, source) for _, back in target.hreflangs):
                yield page.url, {"hreflang": code, "alternate": target_url}


@checks.site("hreflang.to_non_indexable", Severity.WARNING)
def to_non_indexable(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    for page in site.pages:
        for code, target_url in page.hreflangs:
            target = site.page(target_url)
            if target is None or target.indexable and signals.same_url(target.final_url or target.url, target_url):
                continue
            yield page.url, {"hreflang": code, "alternate": target_url, "status": target.status,
                             "noindex": target.noindex, "canonical": target.canonical}


@checks.page("lang.missing", Severity.WARNING)
def lang_missing(page: PageFacts) -> Iterator[Evidence]:
    if signals.declared_lang(page) is None:
        yield {"detected": signals.page_language(page)}


@checks.page("lang.invalid", Severity.WARNING)
def lang_invalid(page: PageFacts) -> Iterator[Evidence]:
    declared = signals.declared_lang(page)
    if declared:
        verdict = check_lang(declared)
        if not verdict.valid:
            yield {"lang": declared, "hint": verdict.hint}


def text_language(sample: str) -> str | None:
    """The language a text is certainly in, from the shares of its letters by script
    (:func:`~analytics.audits.text.letter_shares`, navigation labels aside): ja, zh, ko, cjk (one of
    them, but which is not certain), latin, or None when it has too few letters or mixes scripts too
    much to tell."""
    shares = textlib.letter_shares(sample)
    if shares.letters < MIN_LETTERS_TO_JUDGE:
        return None
    if shares.cjk <= LATIN_AT_MOST:
        return "latin"
    if shares.cjk < CJK_AT_LEAST:
        return None
    if shares.hangul >= 0.5:
        return "ko"
    if shares.japanese >= JAPANESE_AT_LEAST:
        return "ja"
    return "zh" if shares.japanese + shares.hangul <= CHINESE_AT_MOST else "cjk"


@checks.page("lang.mismatch_content", Severity.NOTICE)
def lang_mismatch_content(page: PageFacts) -> Iterator[Evidence]:
    declared = textlib.primary_language(signals.declared_lang(page))
    detected = text_language("\n".join([page.title or "", *page.h1, page.text[:3000]]))
    if not declared or not detected:
        return
    cjk_declared = textlib.is_cjk_language(declared)
    if detected == "latin":
        mismatch = cjk_declared
    elif detected == "cjk":
        mismatch = not cjk_declared
    else:
        mismatch = detected != declared
    if mismatch:
        yield {"lang": signals.declared_lang(page), "detected": detected}
