"""Server texts with plural forms (issue 11: "1 keywords dropped sharply"): Babel's CLDR rules pick the
form by ``count`` in each language, and every messages.json may use them."""

from __future__ import annotations

import pytest

from api.core.i18n import LOCALES, catalogue, check_plurals, translate


@pytest.mark.parametrize(("count", "subject"), [
    (1, "Cafe: 1 keyword dropped sharply"), (2, "Cafe: 2 keywords dropped sharply"),
    (0, "Cafe: 0 keywords dropped sharply")])
def test_the_drop_alert_counts_keywords_in_english(count, subject):
    assert translate("rankings.drop_alert.subject", "en", site="Cafe", count=count) == subject


def test_languages_without_plural_forms_keep_one_text():
    assert translate("rankings.drop_alert.subject", "ja", site="Cafe", count=1) == "Cafe：1 件のキーワードの順位が大きく下がりました"
    assert translate("rankings.drop_alert.subject", "zh-TW", site="Cafe", count=1) == "Cafe：1 個關鍵字排名大幅下滑"


def test_every_plural_text_has_the_forms_of_its_language():
    for code, texts in catalogue().items():
        assert set(texts) == set(LOCALES), code
        check_plurals(code, texts)
    with pytest.raises(RuntimeError):
        check_plurals("x", {"ja": {"one": "{count} 件", "other": "{count} 件"}})
    with pytest.raises(RuntimeError):
        check_plurals("x", {"en": {"one": "{count} keyword"}})
