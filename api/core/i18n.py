"""Server-side texts in the four interface languages.

Each area keeps its texts in ``api/<area>/messages.json`` as ``{code: {locale: text}}`` so the
four translations of one message sit together; the console imports the same files for the
validation texts it shows before submitting.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

LOCALES = ("zh-TW", "zh-CN", "en", "ja")
DEFAULT_LOCALE = "zh-TW"
API_DIR = Path(__file__).resolve().parents[1]


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
def catalogue() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(API_DIR.glob("*/messages.json")):
        for code, texts in json.loads(path.read_text(encoding="utf-8")).items():
            if code in merged:
                raise RuntimeError(f"message code {code!r} defined twice ({path})")
            merged[code] = texts
    return merged


def translate(code: str, locale: str | None = None, **params: object) -> str:
    texts = catalogue().get(code)
    if texts is None:
        return code
    template = texts.get(locale or DEFAULT_LOCALE) or texts[DEFAULT_LOCALE]
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template
