"""Social: Open Graph and X (Twitter) cards, which shape the preview when a page is shared."""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import urlsplit

from analytics.audits import signals
from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts
from analytics.audits.langtags import ISO_639_1, ISO_3166_1

checks = Registrar(Category.SOCIAL)

TWITTER_CARDS = ("summary", "summary_large_image", "app", "player")
_OG_LOCALE = re.compile(r"^([a-z]{2})_([A-Z]{2})$")


def _missing(page: PageFacts, prop: str) -> Iterator[Evidence]:
    if not page.og_value(prop):
        yield {"property": prop}


@checks.page("social.og_image_missing", Severity.WARNING)
def og_image_missing(page: PageFacts) -> Iterator[Evidence]:
    yield from _missing(page, "og:image")


@checks.page("social.og_title_missing", Severity.NOTICE)
def og_title_missing(page: PageFacts) -> Iterator[Evidence]:
    yield from _missing(page, "og:title")


@checks.page("social.og_description_missing", Severity.NOTICE)
def og_description_missing(page: PageFacts) -> Iterator[Evidence]:
    yield from _missing(page, "og:description")


@checks.page("social.og_url_missing", Severity.NOTICE)
def og_url_missing(page: PageFacts) -> Iterator[Evidence]:
    yield from _missing(page, "og:url")


@checks.page("social.og_type_missing", Severity.NOTICE)
def og_type_missing(page: PageFacts) -> Iterator[Evidence]:
    yield from _missing(page, "og:type")


@checks.page("social.og_image_relative", Severity.WARNING)
def og_image_relative(page: PageFacts) -> Iterator[Evidence]:
    """Open Graph needs an absolute http(s) URL; sharing sites do not resolve relative ones."""
    image = page.og_value("og:image")
    if image and urlsplit(image).scheme not in ("http", "https"):
        yield {"og:image": image}


@checks.page("social.og_url_mismatch", Severity.NOTICE)
def og_url_mismatch(page: PageFacts) -> Iterator[Evidence]:
    og_url = page.og_value("og:url")
    expected = signals.canonical(page) or page.effective_url
    if og_url and not signals.same_url(signals.resolve(page.effective_url, og_url), expected):
        yield {"og:url": og_url, "expected": expected}


@checks.page("social.twitter_card_missing", Severity.NOTICE)
def twitter_card_missing(page: PageFacts) -> Iterator[Evidence]:
    if not page.twitter_value("twitter:card"):
        yield {}


@checks.page("social.twitter_card_invalid", Severity.WARNING)
def twitter_card_invalid(page: PageFacts) -> Iterator[Evidence]:
    card = page.twitter_value("twitter:card")
    if card and card.lower() not in TWITTER_CARDS:
        yield {"twitter:card": card, "allowed": list(TWITTER_CARDS)}


@checks.page("social.og_locale_invalid", Severity.NOTICE)
def og_locale_invalid(page: PageFacts) -> Iterator[Evidence]:
    """og:locale is language_TERRITORY with an underscore (zh_TW, ja_JP), not a BCP 47 tag."""
    locale = page.og_value("og:locale")
    if not locale:
        return
    match = _OG_LOCALE.match(locale)
    if not match or match.group(1) not in ISO_639_1 or match.group(2) not in ISO_3166_1:
        hint = locale.replace("-", "_")
        parts = hint.split("_")
        suggestion = f"{parts[0].lower()}_{parts[1].upper()}" if len(parts) == 2 else None
        yield {"og:locale": locale, "hint": suggestion if suggestion != locale else None}
