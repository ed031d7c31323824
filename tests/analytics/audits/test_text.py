import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analytics.audits import text
from analytics.audits.text import Script


def test_doctests():
    assert doctest.testmod(text).failed == 0


@pytest.mark.parametrize(("value", "chars", "width"), [
    ("", 0, 0),
    ("SEO", 3, 3),
    ("台北美食", 4, 8),
    ("東京の天気", 5, 10),
    ("ｶﾀｶﾅ", 4, 4),                        # half-width katakana are narrow
    ("ＳＥＯ", 3, 6),                       # full-width Latin is wide
    ("  台北   美食 ", 5, 9),               # white space collapsed and trimmed
    ("台北\u3000美食", 5, 9),               # the ideographic space too
    ("e\u0301te\u0301", 3, 3),              # decomposed é counts once (NFC)
    ("ガ", 1, 2),                # kana with a combining voiced mark
    ("👍🏽", 1, 2),                          # skin tone modifier
    ("👨‍👩‍👧", 1, 2),                          # ZWJ family
    ("🇹🇼🇯🇵", 2, 4),                         # two flags
    ("a\u200bb\ufeff", 2, 2),               # zero-width space and BOM are invisible
    ("\u00adsoft", 4, 4),                   # soft hyphen
])
def test_characters_and_display_width(value, chars, width):
    assert text.char_count(value) == chars
    assert text.display_width(value) == width


@pytest.mark.parametrize(("value", "font_px", "pixels"), [
    ("", 20, 0),
    ("東京", 20, 40),                       # a CJK glyph is one em
    ("iii", 20, 13),                        # 3 × 0.222 em
    ("WWW", 20, 57),                        # 3 × 0.944 em
    ("Café", 20, 42),                       # é measured as e
    ("台北 SEO", 14, 28 + 4 + 28),          # 2 em + space 0.278 + S E O
])
def test_pixel_width(value, font_px, pixels):
    assert round(text.pixel_width(value, font_px)) == pytest.approx(pixels, abs=1)


def test_title_pixels_separate_cjk_from_latin():
    # 29 CJK characters already fill Google's 580 px; 60 Latin characters are about 500 px.
    assert text.title_pixels("台" * 29) == 580
    latin = "Best ramen shops in Tokyo: a local guide for first visitors"
    assert len(latin) == 59 and 450 < text.title_pixels(latin) < 580


@pytest.mark.parametrize(("value", "script"), [
    ("台北美食推薦", Script.CJK),
    ("SEO対策とは？初心者向けガイド", Script.CJK),
    ("東京ラーメン | Example Inc.", Script.CJK),
    ("Best ramen in Tokyo", Script.LATIN),
    ("Tokyo travel guide 2025 東京", Script.LATIN),
    ("Привет мир", Script.LATIN),           # any alphabet reads as the Latin-script rule
    ("12345 !!!", Script.NONE),
    ("", Script.NONE),
])
def test_script_of(value, script):
    assert text.script_of(value) is script


@pytest.mark.parametrize(("value", "hint", "language"), [
    ("東京の天気", None, "ja"),
    ("台北天氣", None, "zh"),
    ("서울 날씨", None, "ko"),
    ("Weather", None, None),
    ("Tokyo travel guide 2025 東京", None, None),    # mostly Latin letters
    ("東京都庁の観光情報", None, "ja"),              # kanji-heavy, but a line with kana
    ("Home\n中文\nHow to brew oolong tea at home, step by step", None, None),  # a switcher's label
    ("茶湯金黃，帶有花香與奶香，回甘持久。\n香りがとても良いです。\n每包一百五十公克，開封後請冷藏保存。", None, "zh"),
    ("台北天氣", "zh-Hant-TW", "zh"),
    ("Anything", "ja-JP", "ja"),
    ("東京の天気", "en", "en"),              # the lang hint wins
    ("台北", "zh_TW", "zh"),
    ("台北", "not a tag!", "zh"),            # an unusable hint is ignored
])
def test_detect_language(value, hint, language):
    assert text.detect_language(value, hint) == language


@pytest.mark.parametrize(("value", "language", "expected"), [
    ("台北美食推薦", "zh", ["台北", "美食", "推薦"]),
    ("我们提供最好的服务", "zh", ["我们", "提供", "最好", "的", "服务"]),
    ("東京都の観光スポット", "ja", ["東京都", "の", "観光", "スポット"]),
    ("SEO対策を始めよう。", "ja", ["SEO", "対策", "を", "始めよう"]),
    ("Don't split it, please.", "en", ["Don't", "split", "it", "please"]),
    ("서울 맛집 추천", "ko", ["서울", "맛집", "추천"]),
    ("", "ja", []),
    ("。、！？", "ja", []),
])
def test_tokens(value, language, expected):
    assert text.tokens(value, language) == expected


def test_cjk_is_never_split_on_spaces():
    # A Japanese sentence without spaces is many words, not one.
    sentence = "日本語の文章は単語の間に空白を入れずに書きます"
    assert text.word_count(sentence, "ja") >= 10
    assert text.word_count(sentence, "ja") == text.word_count(sentence)  # detected from kana
    assert text.word_count("我喜欢在台北吃牛肉面和小笼包", "zh") >= 7


def test_long_japanese_text_is_tokenised_in_chunks():
    # Sudachi refuses inputs over about 49 KB; a long page still counts every word.
    sentence = "東京都の観光スポットを紹介します。"
    assert text.word_count(sentence * 4000, "ja") == text.word_count(sentence, "ja") * 4000


@pytest.mark.parametrize(("words", "language", "thin"), [
    (199, "en", True), (200, "en", False),
    (199, "zh", True), (200, "zh-TW", False),
    (249, "ja", True), (250, "ja", False),
    (150, None, True),
])
def test_thin_content_minimum_by_language(words, language, thin):
    assert text.is_thin(words, language) is thin


@pytest.mark.parametrize(("haystack", "phrase", "count"), [
    ("台北美食：台北最好吃的美食", "台北", 2),
    ("台北美食", "台 北", 0),
    ("ＳＥＯ tips for SEOul and seo", "SEO", 2),
    ("ramen, Ramen, RAMEN!", "ramen", 3),
    ("ラーメンとつけ麺のラーメン屋", "ラーメン", 2),
    ("anything", "", 0),
])
def test_count_occurrences(haystack, phrase, count):
    assert text.count_occurrences(haystack, phrase) == count


def test_simhash_near_and_far():
    base = text.tokens("東京都の観光スポットを紹介します。浅草、渋谷、新宿を回りましょう。" * 5, "ja")
    near = list(base)
    near[3] = "大阪"
    other = text.tokens("台北美食推薦：牛肉麵、小籠包、珍珠奶茶，還有夜市的蚵仔煎。" * 5, "zh")
    assert text.hamming(text.simhash(base), text.simhash(base)) == 0
    assert text.hamming(text.simhash(base), text.simhash(near)) <= 8
    assert text.hamming(text.simhash(base), text.simhash(other)) > 16


def test_content_hash_folds_width_and_case():
    assert text.content_hash("ＳＥＯ  Guide") == text.content_hash("seo guide")
    assert text.content_hash("台北") != text.content_hash("臺北")


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_measures_never_raise_and_are_consistent(value):
    chars = text.char_count(value)
    width = text.display_width(value)
    assert 0 <= chars <= width <= 2 * chars
    assert text.pixel_width(value, 20) >= 0
    assert text.script_of(value) in set(Script)
    assert text.count_occurrences(value, value[:3]) >= 0
    assert text.normalize(text.normalize(value)) == text.normalize(value)


@settings(max_examples=150, deadline=None)
@given(st.text(), st.sampled_from(["zh", "ja", "en", "ko", None]))
def test_tokens_never_raise(value, language):
    words = text.tokens(value, language)
    assert len(words) == text.word_count(value, language) >= 0
    assert all(word.strip() for word in words)
    assert 0 <= text.simhash(words) < 2**64


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8", categories=["Lo", "Lm", "Mn", "Zs", "Po"]), max_size=200))
def test_tokens_never_raise_on_cjk_heavy_text(value):
    assert text.word_count(value, "ja") >= 0
    assert text.word_count(value, "zh") >= 0
