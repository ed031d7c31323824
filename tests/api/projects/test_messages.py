"""The projects area's texts: every code in all four languages with the same placeholders."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from api.core.i18n import LOCALES

MESSAGES = json.loads((Path(__file__).parents[3] / "api/projects/messages.json").read_text(encoding="utf-8"))


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_text_exists_in_four_languages_with_the_same_placeholders(code):
    texts = MESSAGES[code]
    assert set(texts) == set(LOCALES)
    assert all(text.strip() for text in texts.values())
    assert len({frozenset(placeholders(text)) for text in texts.values()}) == 1, texts


def test_every_code_is_used_by_the_projects_area():
    sources = "".join(
        path.read_text(encoding="utf-8") for path in (Path(__file__).parents[3] / "api/projects").glob("*.py")
    )
    # A mail's texts (mail.<kind>.subject, …) are looked up by compose(locale, "<kind>", …).
    mail_kinds = set(re.findall(r'compose\(\s*\w+,\s*"(\w+)"', sources))
    mail_texts = {code for code in MESSAGES if code.startswith("mail.") and code.split(".")[1] in mail_kinds}
    assert [code for code in MESSAGES if f'"{code}"' not in sources and code not in mail_texts] == []
