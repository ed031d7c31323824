import pytest

from analytics.audits.catalogue import LOCALES, Finding
from analytics.audits.facts import ImageFacts
from analytics.audits.scoring import (
    ADVICE_TEXTS,
    ADVICE_WEIGHTS,
    Duplicates,
    Keywords,
    compare,
    health_score,
    issue_key,
    page_advice,
    page_score,
)
from tests.analytics.audits.builders import CONTENT, clean_page, variant

ZH_KEYWORDS = Keywords(target=("牛肉麵",), suggested=("台北", "老店", "清燉", "紅燒"), terms=("湯頭", "麵條", "排隊"))
JA_KEYWORDS = Keywords(target=("ラーメン",), suggested=("東京", "名店", "行列", "醤油"), terms=("スープ", "自家製麺"))


def advice_of(score, advice_id):
    [item] = [item for item in score.advice if item.id == advice_id]
    return item


def test_weights_add_up_to_100_and_every_advice_has_texts():
    assert sum(ADVICE_WEIGHTS.values()) == 100
    assert set(ADVICE_TEXTS) == set(ADVICE_WEIGHTS)
    for texts in ADVICE_TEXTS.values():
        for part in ("title", "fix"):
            assert set(texts[part]) == set(LOCALES) and all(texts[part].values())


@pytest.mark.parametrize(("language", "title", "passed", "reading"), [
    ("zh-TW", "台北牛肉麵推薦", False, "cjk"),                                                   # 7 characters
    ("zh-TW", "台北牛肉麵推薦：在地人最愛的十家老店與隱藏版小吃店", True, "cjk"),                   # 25
    ("zh-TW", "台北牛肉麵推薦：在地人最愛的十家老店與隱藏版小吃完整攻略", True, "cjk"),               # 29
    ("zh-TW", "台北牛肉麵推薦：在地人最愛的十家老店與隱藏版小吃和夜市美食完整攻略", False, "cjk"),      # 34
    ("ja", "東京ラーメンおすすめ10選｜地元民が通う名店と行列店を紹介", True, "cjk"),
    ("ja", "東京ラーメンおすすめ10選", False, "cjk"),
    ("en", "Best Ramen in Tokyo: 10 Local Favourites and Hidden Gems", True, "latin"),             # 56
    ("en", "東京ラーメンおすすめ10選｜地元民が通う名店と行列店を紹介", False, "latin"),  # an English page: 29 is short
])
def test_title_advice_reads_cjk_and_latin_pages_differently(language, title, passed, reading):
    score = page_score(variant(clean_page(language), titles=(title,)))
    item = advice_of(score, "title.length")
    assert item.passed is passed
    assert item.evidence["reading"] == reading and item.evidence["pixels"] > 0


def test_a_clean_chinese_page_scores_on_every_advice():
    score = page_score(clean_page("zh-TW"), ZH_KEYWORDS, Duplicates())
    assert [item.id for item in score.failed] == ["content.suggested_keywords"]
    assert score.score == 93  # 100 - 7
    item = advice_of(score, "title.suggested_keywords")
    assert item.evidence == {"found": ["台北", "老店"], "minimum": 2}
    # 40 mentions in the text, less the 3 in the H1 and H2s (the visible text is taken to hold them)
    assert advice_of(score, "content.target_keywords").evidence["occurrences"] == 37


def test_keyword_advice_applies_only_when_keywords_are_known():
    ids = {item.id for item in page_advice(clean_page("ja"))}
    assert not ids & {"title.suggested_keywords", "content.target_keywords", "content.suggested_terms",
                      "title.unique", "description.unique"}
    assert page_score(clean_page("ja")).score == 100


def test_following_the_advice_raises_the_score():
    base = clean_page("ja")
    weak = variant(base, titles=("ラーメン",), descriptions=(), headings=((2, "メニュー"),),
                   images=(ImageFacts(src="/a.jpg"),), og=(), text="ラーメンが好きです。" * 10)
    before = page_score(weak, JA_KEYWORDS, Duplicates(title=("https://example.jp/other",)))
    after = page_score(base, JA_KEYWORDS, Duplicates())
    assert before.score < 30 and after.score > 90
    failed = {item.id for item in before.failed}
    assert {"title.length", "description.length", "h1.single", "images.alt", "social.og_image",
            "content.not_thin", "title.unique"} <= failed


def test_content_keywords_are_counted_outside_h1_and_h2():
    # The visible text holds the H1 and the H2; only the 4 mentions in paragraphs count.
    base = clean_page("zh-TW")
    text = "台北牛肉麵推薦 清燉牛肉麵 " + "這家牛肉麵很好吃，湯頭濃郁。" * 4 + "其他小吃也不錯。" * 300
    facts = variant(base, headings=((1, "台北牛肉麵推薦"), (2, "清燉牛肉麵")), text=text)
    item = advice_of(page_score(facts, ZH_KEYWORDS), "content.target_keywords")
    assert (item.passed, item.evidence["occurrences"]) == (False, 4)


def test_keywords_match_full_width_and_case():
    base = clean_page("en")
    facts = variant(base, titles=("ＳＥＯ Guide for Tokyo Cafés: Seo Tips, Local Search and Maps",))
    score = page_score(facts, Keywords(suggested=("seo", "local search", "maps")))
    assert advice_of(score, "title.suggested_keywords").evidence["found"] == ["seo", "local search", "maps"]


def test_alphabetic_keywords_match_whole_words_only():
    facts = variant(clean_page("en"), titles=("Seoul travel: a guide for first visitors to Korea's capital",))
    score = page_score(facts, Keywords(suggested=("seo", "guide")))
    assert advice_of(score, "title.suggested_keywords").evidence["found"] == ["guide"]


def test_url_advice():
    long_url = "https://example.com/a/b/c/d/e/" + "x" * 90
    score = page_score(variant(clean_page("en"), url=long_url))
    assert not advice_of(score, "url.level").passed and not advice_of(score, "url.length").passed
    chinese = "https://example.tw/%E5%8F%B0%E5%8C%97/%E7%89%9B%E8%82%89%E9%BA%B5"  # /台北/牛肉麵
    score = page_score(variant(clean_page("zh-TW"), url=chinese))
    assert advice_of(score, "url.length").evidence["characters"] == len("https://example.tw/台北/牛肉麵")


def test_advice_texts_in_four_languages():
    item = advice_of(page_score(clean_page("ja")), "h1.single")
    assert item.text("title", "ja") == "H1 がひとつだけ"
    assert item.text("title", "zh-TW") == "只有一個 H1"
    assert item.text("fix", "de") == ADVICE_TEXTS["h1.single"]["fix"]["en"]


# --- site health ------------------------------------------------------------------------------

def f(check, url, **evidence):
    return Finding(check, url, evidence)


@pytest.mark.parametrize(("findings", "audited", "health"), [
    ([], 10, 100),
    ([], 0, None),
    ([f("security.csp_missing", "https://e.com/a")], 1, 100),                                 # notices do not count
    ([f("status.4xx", "https://e.com/a", status=404)], 4, 81),                                # 100 × (1 − 3/16)
    ([f("h1.missing", "https://e.com/a")], 4, 94),                                            # 100 × (1 − 1/16)
    ([f("status.4xx", "https://e.com/a"), f("h1.missing", "https://e.com/a")], 1, 0),
    ([f("images.alt_missing", "https://e.com/a", src=f"/{i}.jpg") for i in range(50)], 2, 88),  # per URL, not per item
    ([f("crawlability.bot_protection", "https://e.com/a", vendor="cloudflare")], 1, 100),
    ([f("links.broken_internal", "https://e.com/a"), f("links.broken_internal", "https://e.com/b")], 1, 25),
])
def test_health_score(findings, audited, health):
    assert health_score(findings, audited) == health


def test_errors_weigh_more_than_warnings():
    one_error = health_score([f("status.5xx", "https://e.com/a")], 10)
    one_warning = health_score([f("title.too_long", "https://e.com/a")], 10)
    assert one_error < one_warning < 100


# --- crawl comparison -------------------------------------------------------------------------

def test_compare_crawls_new_fixed_persisting():
    previous = [
        f("title.too_long", "https://e.com/a", characters=70, pixels=700),
        f("images.alt_missing", "https://e.com/a", src="/1.jpg"),
        f("images.alt_missing", "https://e.com/a", src="/2.jpg"),
        f("status.4xx", "https://e.com/gone", status=404),
    ]
    current = [
        f("title.too_long", "https://E.com/a", characters=66, pixels=650),  # shorter, still too long
        f("images.alt_missing", "https://e.com/a", src="/2.jpg"),
        f("images.alt_missing", "https://e.com/a", src="/3.jpg"),
        f("h1.missing", "https://e.com/b"),
    ]
    result = compare(previous, current)
    assert sorted(issue_key(x) for x in result.new) == [
        ("h1.missing", "https://e.com/b", ""), ("images.alt_missing", "https://e.com/a", "/3.jpg")]
    assert sorted(issue_key(x) for x in result.fixed) == [
        ("images.alt_missing", "https://e.com/a", "/1.jpg"), ("status.4xx", "https://e.com/gone", "")]
    assert sorted(issue_key(x) for x in result.persisting) == [
        ("images.alt_missing", "https://e.com/a", "/2.jpg"), ("title.too_long", "https://e.com/a", "")]
    assert result.persisting[0].evidence["characters"] == 66  # the current evidence
    assert result.counts() == {
        "title.too_long": {"new": 0, "fixed": 0, "persisting": 1},
        "images.alt_missing": {"new": 1, "fixed": 1, "persisting": 1},
        "h1.missing": {"new": 1, "fixed": 0, "persisting": 0},
        "status.4xx": {"new": 0, "fixed": 1, "persisting": 0},
    }


def test_the_first_crawl_has_only_new_issues():
    current = [f("h1.missing", "https://e.com/b")]
    result = compare([], current)
    assert (len(result.new), result.fixed, result.persisting) == (1, (), ())


def test_content_fixtures_are_distinct_languages():
    assert set(CONTENT) == {"zh-TW", "ja", "en"}
