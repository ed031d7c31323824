"""Keyword difficulty on hand-built SERPs, and search intent on a labelled set of zh-TW, zh-CN, ja and en
keywords (pure functions; the tokenizers are the real jieba and Sudachi)."""

from __future__ import annotations

import pytest

from analytics.research.difficulty import Result, band, difficulty
from analytics.research.intent import (
    COMMERCIAL,
    INFORMATIONAL,
    NAVIGATIONAL,
    TRANSACTIONAL,
    classify,
    is_question,
)


def serp(*entries: tuple[str, str]) -> list[Result]:
    return [Result(domain, title, i) for i, (domain, title) in enumerate(entries, start=1)]


def test_a_serp_of_strong_domains_with_exact_titles_and_ads_is_very_hard():
    top = serp(*[(d, "iPhone 16 價格、規格一次看") for d in
                 ("apple.com", "momoshop.com.tw", "pchome.com.tw", "mobile01.com", "ptt.cc", "shopee.tw",
                  "youtube.com", "wikipedia.org", "ettoday.net", "udn.com")])
    hard = difficulty(top, {"organic", "ad", "shopping", "video", "people_also_ask", "top_stories"}, "iPhone 16")
    assert (hard.brand_share, hard.exact_title_share, hard.feature_pressure) == (1.0, 1.0, 1.0)
    assert (hard.score, hard.band) == (100, "very_hard")
    assert hard.features == ("ad", "shopping", "top_stories", "video")  # people also ask takes no click


def test_small_blogs_without_the_keyword_in_their_titles_are_easy():
    top = serp(*[(f"blog{i}.example.tw", "週末去哪玩") for i in range(10)])
    easy = difficulty(top, {"organic"}, "宜蘭 親子 民宿 推薦")
    assert (easy.score, easy.band) == (0, "easy")


def test_each_input_weighs_as_documented():
    top = serp(("wikipedia.org", "台北 美食 - 維基百科"), ("moe.gov.tw", "美食"), ("ifoodie.tw", "台北美食推薦"),
               *[(f"b{i}.tw", "吃什麼") for i in range(7)])
    found = difficulty(top, {"organic", "local_pack", "ad"}, "台北美食")
    # B: wikipedia, a .gov.tw host, ifoodie = 0.3; T: "台北 美食" folds to 台北美食, and 台北美食推薦 = 0.2;
    # F: local pack and ads = 2 of 4 = 0.5.  100 × (0.5·0.3 + 0.3·0.2 + 0.2·0.5) = 31
    assert (found.brand_share, found.exact_title_share, found.feature_pressure) == (0.3, 0.2, 0.5)
    assert (found.score, found.band) == (31, "medium")
    assert found.strong_domains == ("wikipedia.org", "moe.gov.tw", "ifoodie.tw")
    assert found.inputs()["weights"] == {"brand_share": 0.5, "exact_title_share": 0.3, "feature_pressure": 0.2}


def test_a_thin_serp_counts_its_missing_slots_as_weak_and_only_the_top_10_counts():
    thin = difficulty(serp(("wikipedia.org", "ラーメン"), ("tabelog.com", "ラーメン")), set(), "ラーメン")
    assert (thin.brand_share, thin.exact_title_share, thin.organic, thin.score) == (0.2, 0.2, 2, 16)
    deep = serp(*[(f"s{i}.jp", "x") for i in range(10)], ("wikipedia.org", "ラーメン"))
    assert difficulty(deep, set(), "ラーメン").score == 0


def test_bands():
    assert [band(s) for s in (0, 29, 30, 49, 50, 69, 70, 100)] == \
        ["easy", "easy", "medium", "medium", "hard", "hard", "very_hard", "very_hard"]


LABELLED = [
    # zh-TW
    ("台北美食推薦", "zh-TW", COMMERCIAL), ("iphone 16 價格", "zh-TW", TRANSACTIONAL),
    ("咖啡豆哪裡買", "zh-TW", TRANSACTIONAL), ("如何煮咖啡", "zh-TW", INFORMATIONAL),
    ("報稅是什麼", "zh-TW", INFORMATIONAL), ("蝦皮 登入", "zh-TW", NAVIGATIONAL), ("台電官網", "zh-TW", NAVIGATIONAL),
    ("掃地機器人 ptt 推薦", "zh-TW", COMMERCIAL), ("日本機票 便宜", "zh-TW", TRANSACTIONAL),
    ("為什麼天空是藍色", "zh-TW", INFORMATIONAL), ("洗衣機 比較", "zh-TW", COMMERCIAL),
    ("可以吃生蛋嗎", "zh-TW", INFORMATIONAL), ("飯店 訂房 優惠", "zh-TW", TRANSACTIONAL),
    ("保濕乳液 評價", "zh-TW", COMMERCIAL), ("水餃 作法 教學", "zh-TW", INFORMATIONAL),
    # zh-CN
    ("手机 推荐", "zh-CN", COMMERCIAL), ("笔记本电脑 价格", "zh-CN", TRANSACTIONAL), ("怎么学英语", "zh-CN", INFORMATIONAL),
    ("淘宝 官网", "zh-CN", NAVIGATIONAL), ("哪里买 二手车", "zh-CN", TRANSACTIONAL),
    ("洗碗机 哪个好", "zh-CN", COMMERCIAL), ("什么是区块链", "zh-CN", INFORMATIONAL), ("京东 登录", "zh-CN", NAVIGATIONAL),
    ("扫地机器人 排行榜", "zh-CN", COMMERCIAL), ("高铁 订票 优惠", "zh-CN", TRANSACTIONAL),
    # ja
    ("ラーメン 東京 おすすめ", "ja", COMMERCIAL), ("掃除機 最安値", "ja", TRANSACTIONAL), ("nisaとは", "ja", INFORMATIONAL),
    ("楽天 ログイン", "ja", NAVIGATIONAL), ("ユニクロ 公式", "ja", NAVIGATIONAL), ("ワイヤレスイヤホン 比較", "ja", COMMERCIAL),
    ("確定申告 やり方", "ja", INFORMATIONAL), ("ホテル 予約 格安", "ja", TRANSACTIONAL),
    ("化粧水 ランキング", "ja", COMMERCIAL), ("カレーの作り方", "ja", INFORMATIONAL), ("なぜ空は青いのか", "ja", INFORMATIONAL),
    ("スニーカー 通販", "ja", TRANSACTIONAL), ("プロテイン 口コミ", "ja", COMMERCIAL),
    # en
    ("best running shoes", "en", COMMERCIAL), ("buy iphone 16", "en", TRANSACTIONAL), ("how to tie a tie", "en", INFORMATIONAL),
    ("facebook login", "en", NAVIGATIONAL), ("notion vs obsidian", "en", COMMERCIAL), ("cheap flights to tokyo", "en", TRANSACTIONAL),
    ("what is seo", "en", INFORMATIONAL), ("netflix official site", "en", NAVIGATIONAL), ("laptop deals", "en", TRANSACTIONAL),
    ("vacuum cleaner reviews", "en", COMMERCIAL), ("why is the sky blue", "en", INFORMATIONAL),
    ("nike.com", "en", NAVIGATIONAL),
]


def test_intent_on_the_labelled_keywords():
    wrong = [(k, lang, expected, classify(k, lang).primary) for k, lang, expected in LABELLED
             if classify(k, lang).primary != expected]
    assert not wrong, wrong
    assert {lang for _, lang, _ in LABELLED} == {"zh-TW", "zh-CN", "ja", "en"}


@pytest.mark.parametrize(("keyword", "language", "features", "top", "expected"), [
    ("iphone 16", "zh-TW", {"organic", "shopping", "ad"}, "apple.com", TRANSACTIONAL),   # no word: the SERP decides
    ("光合作用", "zh-TW", {"organic", "featured_snippet", "people_also_ask"}, "wikipedia.org", INFORMATIONAL),
    ("momo", "zh-TW", {"organic", "sitelinks"}, "momoshop.com.tw", NAVIGATIONAL),
    ("rakuten", "ja", {"organic"}, "rakuten.co.jp", NAVIGATIONAL),
    ("拉麵", "zh-TW", {"organic", "local_pack"}, "ifoodie.tw", COMMERCIAL),
])
def test_the_serp_features_and_the_first_result_decide_a_keyword_without_markers(keyword, language, features, top,
                                                                                 expected):
    found = classify(keyword, language, features=features, top_domain=top)
    assert found.primary == expected, found


def test_several_intents_and_their_signals_are_listed():
    found = classify("洗衣機 推薦 價格", "zh-TW")
    assert set(found.intents) == {TRANSACTIONAL, COMMERCIAL} and found.primary == TRANSACTIONAL
    assert set(found.signals) == {"word:推薦", "word:價格"}
    assert classify("夏天", "zh-TW").signals == ("default",) and classify("夏天", "zh-TW").primary == INFORMATIONAL


@pytest.mark.parametrize(("keyword", "language", "question"), [
    ("咖啡豆是什麼", "zh-TW", True), ("咖啡豆 哪裡買", "zh-TW", True), ("為什麼 咖啡 會 酸", "zh-TW", True),
    ("咖啡豆 推薦", "zh-TW", False),
    ("咖啡机怎么选", "zh-CN", True), ("为什么咖啡会苦", "zh-CN", True), ("咖啡机好用吗", "zh-CN", True),
    ("咖啡机 推荐", "zh-CN", False),
    ("コーヒー豆とは", "ja", True), ("なぜコーヒーは苦い", "ja", True), ("コーヒー豆 おすすめ", "ja", False),
    ("how to roast coffee beans", "en", True), ("what is arabica", "en", True), ("coffee beans?", "en", True),
    ("best coffee beans", "en", False), ("showhow coffee", "en", False),
])
def test_question_keywords_in_four_languages(keyword, language, question):
    """The suggestions screen's "question keywords only" filter: question words and forms, not substrings
    of Latin words."""
    assert is_question(keyword, language) is question
