"""Reference data the console needs before anything else (/constants)."""

from __future__ import annotations

from api.accounts.options import COUNTRY_CODES, INDUSTRIES, POSITIONS, option_label_code
from api.core.config import get_settings
from api.core.i18n import translate
from api.projects.validation import rules_document
from api.tools.service import limits_document

# Each interface language labelled in itself, so a reader finds their own whatever the current one.
LANGUAGE_LABELS = {"zh-TW": "繁體中文", "zh-CN": "简体中文", "en": "English", "ja": "日本語"}


def flag_emoji(code: str) -> str:
    """The emoji flag of a country code: its letters as regional indicator symbols (TW → 🇹🇼)."""
    return "".join(chr(0x1F1E6 + ord(letter) - ord("A")) for letter in code.upper())


def constants(locale: str) -> dict:
    """SPEC §3's countries (in SPEC order, ids from 1) and languages, and the profile options,
    labelled in ``locale``; the reCAPTCHA v3 site key the console signs in with (None: no bot check); and
    the project rules' limits (``rules_document``)."""
    settings = get_settings()
    return {
        "countries": [
            {
                "id": index,
                "name": translate(f"country.{code}", "en"),
                "label": translate(f"country.{code}", locale),
                "value": code,
                "flag": flag_emoji(code),
            }
            for index, code in enumerate(COUNTRY_CODES, start=1)
        ],
        "languages": [{"value": value, "label": label} for value, label in LANGUAGE_LABELS.items()],
        "positions": [
            {"value": key, "label": translate(option_label_code("position", key), locale)}
            for key in POSITIONS
        ],
        "industries": [
            {"value": key, "label": translate(option_label_code("industry", key), locale)}
            for key in INDUSTRIES
        ],
        "recaptcha_site_key": settings.recaptcha_site_key or None,
        "project_rules": rules_document(allow_private=settings.fetch_policy().allow_private),
        "tool_limits": limits_document(),
    }
