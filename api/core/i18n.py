"""Server-side texts in the four interface languages.

Each area keeps its texts in ``api/<area>/messages.json`` (a part of a large area in
``api/<area>/<part>/messages.json``) as ``{code: {locale: text}}`` so the
four translations of one message sit together; the console imports the same files for the
validation texts it shows before submitting.

A text that names a number (``{count}``) may be a map of the language's CLDR plural categories
instead of one string: ``{"one": "{count} keyword dropped", "other": "{count} keywords dropped"}``.
Babel's plural rules of the locale pick the form, as i18next does in the console from the same files
(``key_one`` / ``key_other``); a language without plural forms (zh, ja) keeps one string.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from babel import Locale

LOCALES = ("zh-TW", "zh-CN", "en", "ja")
DEFAULT_LOCALE = "zh-TW"
API_DIR = Path(__file__).resolve().parents[1]
# the parameter whose number picks a plural form
PLURAL_PARAM = "count"

Text = str | dict[str, str]


def normalize_locale(value: str | None) -> str | None:
    """Maps a language tag (``zh-Hant-TW``, ``ja-JP``, ``en_US``, ``zh``) to one of LOCALES."""
    if not value:
        return None
    tag = value.strip().replace("_", "-").lower()
    if not tag:
        return None
    if tag.startswith("zh"):
        if any(part in tag for part in ("hans", "-cn", "-sg", "-my")) or tag == "zh":
            return "zh-CN"
        return "zh-TW"
    if tag.startswith("ja"):
        return "ja"
    if tag.startswith("en"):
        return "en"
    return None


def locale_from_accept_language(header: str | None) -> str | None:
    """First supported language of an Accept-Language header, honouring q-values."""
    if not header:
        return None
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(header.split(",")):
        lang, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        ranked.append((-quality, index, lang))
    for neg_q, _, lang in sorted(ranked):
        if neg_q < 0 and (locale := normalize_locale(lang)):
            return locale
    return None


@lru_cache
def plural_rule(locale: str):
    """Babel's (CLDR's) plural rule of one of LOCALES: ``rule(1) == "one"`` in English."""
    return Locale.parse(locale, sep="-").plural_form


def check_plurals(code: str, texts: dict[str, Text]) -> None:
    """A plural text has the form "other" and only the categories its language's rule can give."""
    for locale, text in texts.items():
        if isinstance(text, dict):
            allowed = plural_rule(locale).tags | {"other"}
            if "other" not in text or not set(text) <= allowed:
                raise RuntimeError(f"message {code!r} ({locale}): plural forms {sorted(text)}, allowed {sorted(allowed)}")


@lru_cache
def catalogue() -> dict[str, dict[str, Text]]:
    merged: dict[str, dict[str, Text]] = {}
    for path in sorted(API_DIR.glob("**/messages.json")):
        for code, texts in json.loads(path.read_text(encoding="utf-8")).items():
            if code in merged:
                raise RuntimeError(f"message code {code!r} defined twice ({path})")
            check_plurals(code, texts)
            merged[code] = texts
    return merged


def plural_text(forms: dict[str, str], locale: str, count: object) -> str:
    """The form of ``forms`` the locale's plural rule gives for ``count`` (else "other")."""
    if not isinstance(count, int | float):
        return forms["other"]
    return forms.get(plural_rule(locale)(abs(count)), forms["other"])


def translate(code: str, locale: str | None = None, **params: object) -> str:
    texts = catalogue().get(code)
    if texts is None:
        return code
    locale = locale if locale in texts else DEFAULT_LOCALE
    template = texts[locale]
    if isinstance(template, dict):
        template = plural_text(template, locale, params.get(PLURAL_PARAM))
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template


def value_label(kind: str, value: object, locale: str | None = None) -> str:
    """An internal code (``google``, ``desktop``, ``ok``) as a reader of ``locale`` names it: the text of
    ``<kind>.<value>`` where the catalogue has one, else the value itself (a URL, a provider's name)."""
    if value is None or value == "":
        return ""
    code = f"{kind}.{value}"
    return translate(code, locale) if code in catalogue() else str(value)
