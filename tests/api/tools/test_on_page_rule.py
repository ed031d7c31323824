"""Where keywords appear on a page and how densely: counted per place on pages read by the crawler's
extraction, Chinese and Japanese keywords found inside unspaced text, Latin ones as whole words."""

from __future__ import annotations

from analytics.audits.facts import PageFacts
from api.tools.on_page import PLACES, keyword_placement
from crawler.audit.extract import extract_page

PAGE = """<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8">
<title>台北美食推薦｜台北必吃餐廳</title>
<meta name="description" content="整理台北美食與牛肉麵名店，SEO 新手也能找到好餐廳。">
</head><body>
<h1>台北美食推薦</h1>
<h2>牛肉麵</h2><p>台北的牛肉麵很有名，每一家牛肉麵都有自己的湯頭。</p>
<h2>甜點</h2><p>SEOul 不是 SEO。想吃甜點的話，台北也有很多選擇。</p>
<img src="/a.jpg" alt="台北美食 牛肉麵"><img src="/b.jpg" alt=""><img src="/c.jpg">
</body></html>"""


def facts() -> PageFacts:
    return extract_page("https://food.example.tw/", PAGE.encode("utf-8"), status=200,
                        headers=(("content-type", "text/html; charset=utf-8"),))


def test_each_keyword_is_counted_in_each_place():
    found = keyword_placement(facts(), ["台北美食", "牛肉麵", "SEO", "拉麵"])
    assert found.language == "zh" and found.title == "台北美食推薦｜台北必吃餐廳"
    counts = {row.keyword: row.counts for row in found.keywords}
    assert list(counts["台北美食"]) == list(PLACES)
    assert counts["台北美食"] == {"title": 1, "description": 1, "headings": 1, "body": 1, "alt": 1}
    assert counts["牛肉麵"] == {"title": 0, "description": 1, "headings": 1, "body": 3, "alt": 1}
    # a Latin keyword is a whole word: SEOul is not SEO
    assert counts["SEO"] == {"title": 0, "description": 1, "headings": 0, "body": 1, "alt": 0}
    assert counts["拉麵"] == dict.fromkeys(PLACES, 0)


def test_density_is_the_share_of_body_words_the_occurrences_make_up():
    found = keyword_placement(facts(), ["牛肉麵", "台北美食", "拉麵"])
    words = found.body_words
    assert words > 0
    by = {row.keyword: row.density for row in found.keywords}
    # 牛肉麵 is two jieba words (牛肉 麵), found 3 times in the body
    assert by["牛肉麵"] == round(100 * 3 * 2 / words, 2)
    assert by["台北美食"] == round(100 * 1 * 2 / words, 2)
    assert by["拉麵"] == 0.0


def test_full_width_and_case_do_not_hide_a_keyword():
    found = keyword_placement(facts(), ["ｓｅｏ"])
    assert found.keywords[0].counts["description"] == 1


def test_a_page_without_words_has_no_density():
    empty = PageFacts(url="https://x.example/", text="", word_count=0)
    assert keyword_placement(empty, ["台北"]).keywords[0].density == 0.0
