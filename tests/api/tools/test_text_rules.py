"""The text tools' rules as pure functions, on Chinese, Japanese and mixed text: word count,
deduplicate with each normalization, and the keyword set diff."""

from __future__ import annotations

import pytest

from api.tools.text import (
    Options,
    comparison_key,
    deduplicate,
    keyword_diff,
    reading_seconds,
    sentence_count,
    word_stats,
)


def test_chinese_text_is_counted_in_jieba_words_and_characters():
    stats = word_stats("台北美食推薦。信義區有很多好吃的餐廳！")
    assert stats.language == "zh"
    assert stats.cjk_characters == 17
    assert stats.characters == 19  # and two full-width punctuation marks
    assert stats.words == 9  # 台北 美食 推薦 信義區 有 很多 好吃 的 餐廳
    assert stats.sentences == 2
    assert stats.reading_seconds == 3  # 17 characters at 400 a minute: 2.55 s, rounded up


def test_japanese_text_is_counted_in_sudachi_words():
    stats = word_stats("東京都の観光スポットを紹介します。")
    assert stats.language == "ja"
    assert stats.words == 8  # 東京都 の 観光 スポット を 紹介 し ます (Sudachi mode C keeps 東京都 whole)
    assert stats.sentences == 1


def test_english_and_mixed_text():
    english = word_stats("SEO tips for 2026. Don't stuff keywords!\n\nWrite for people.")
    assert (english.words, english.sentences, english.paragraphs, english.cjk_characters) == (10, 3, 2, 0)
    assert english.language is None
    mixed = word_stats("iPhone 16 評測：電池 續航 很好")
    assert mixed.language == "zh" and mixed.cjk_characters == 8
    assert "iPhone" not in str(mixed)  # counts only
    assert mixed.words == 7  # iPhone 16 評測 電池 續航 很 好


def test_white_space_only_text_counts_nothing():
    assert word_stats(" \n\u3000 ") == word_stats("")
    assert word_stats("").words == 0 and word_stats("").paragraphs == 0


def test_sentences_end_at_cjk_and_latin_marks_but_not_at_decimal_points():
    assert sentence_count("價格是 3.5 萬元。真的嗎？是的!") == 3
    assert sentence_count("「好吃！」他說。") == 2
    assert sentence_count("www.example.com is a site") == 1


def test_reading_time_adds_cjk_characters_and_other_words():
    assert reading_seconds(400, 0) == 60
    assert reading_seconds(0, 230) == 60
    assert reading_seconds(200, 115) == 60


@pytest.mark.parametrize(("a", "b", "options"), [
    ("ＳＥＯ　工具", "seo 工具", Options()),  # width and case
    ("ｶﾀｶﾅ", "カタカナ", Options()),  # half-width katakana
    ("台北 美食", "台北美食", Options(spaces=True)),
    ("臺灣美食推薦", "台湾美食推荐", Options(chinese=True)),
    ("軟體 下載", "软体下载", Options(chinese=True, spaces=True)),
])
def test_normalization_folds_what_the_user_asks(a, b, options):
    assert comparison_key(a, options) == comparison_key(b, options)


@pytest.mark.parametrize(("a", "b", "options"), [
    ("ＳＥＯ", "seo", Options(width=False)),
    ("SEO", "seo", Options(case=False)),
    ("台北 美食", "台北美食", Options()),
    ("臺灣", "台湾", Options()),
])
def test_without_the_option_the_lines_differ(a, b, options):
    assert comparison_key(a, options) != comparison_key(b, options)


def test_deduplicate_keeps_the_first_spelling_in_order_and_reports_the_repeats():
    lines = ["台灣美食", "", "ＳＥＯ", "台湾美食", "  seo  ", "東京 ラーメン", "臺灣美食", "   "]
    found = deduplicate(lines, Options(chinese=True))
    assert found.lines == ("台灣美食", "ＳＥＯ", "東京 ラーメン")
    assert [(g.kept, g.repeats) for g in found.groups] == [("台灣美食", ("台湾美食", "臺灣美食")), ("ＳＥＯ", ("seo",))]
    assert (found.removed, found.blank) == (3, 2)
    # without folding scripts, the Simplified spelling is another keyword; 台灣 and 臺灣 too
    assert deduplicate(lines, Options()).lines == ("台灣美食", "ＳＥＯ", "台湾美食", "東京 ラーメン", "臺灣美食")


def test_the_diff_gives_each_side_and_the_common_part_in_order():
    a = ["台北 美食", "高雄 景點", "ＳＥＯ", "台北美食", "東京 観光"]
    b = ["台中 美食", "seo", "台北美食", "東京観光"]
    found = keyword_diff(a, b, Options())
    assert found.only_a == ("台北 美食", "高雄 景點", "東京 観光")
    assert found.only_b == ("台中 美食", "東京観光")
    assert found.both == ("ＳＥＯ", "台北美食")
    spaced = keyword_diff(a, b, Options(spaces=True))
    assert spaced.both == ("台北 美食", "ＳＥＯ", "東京 観光")  # A's spelling, A's repeats folded
    assert spaced.only_a == ("高雄 景點",)
    assert keyword_diff(["臺北"], ["台北"], Options(chinese=True)).both == ("臺北",)
