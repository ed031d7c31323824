"""The page audit's keywords from the top results: CJK phrases, TF-IDF across pages, the SERP's
related searches, and what is never suggested (the target, its parts, stop words, single characters)."""

from __future__ import annotations

from analytics.audits.keywords import MAX_SUGGESTED, MAX_TERMS, SourcePage, candidates, derive, tfidf

ZH_PAGES = [
    SourcePage("https://a.tw/1", "台北美食推薦｜10家必吃餐廳懶人包",
               "整理台北美食推薦，從牛肉麵到小籠包，價格與評價一次看。", ("台北美食推薦清單", "牛肉麵"),
               "台北美食多不勝數，這篇整理了在地人推薦的牛肉麵、小籠包與夜市小吃。每家餐廳都附上價格、營業時間與"
               "交通方式，讓你安排台北美食行程更輕鬆。牛肉麵是台北最具代表性的美食之一。"),
    SourcePage("https://b.tw/2", "2025台北美食懶人包 - 愛食記", "想找台北美食？牛肉麵、小籠包、夜市小吃評價整理。",
               ("夜市小吃", "小籠包"),
               "台北的夜市小吃非常有名，士林夜市與寧夏夜市都是觀光客必訪。小籠包推薦鼎泰豐，價格稍高但評價穩定。"
               "牛肉麵則推薦永康街。"),
    SourcePage("https://c.tw/3", "台北美食地圖｜在地人私房口袋名單", "", ("牛肉麵推薦", "夜市小吃推薦"),
               "這份台北美食地圖收錄牛肉麵、小籠包、滷肉飯，以及各大夜市小吃。營業時間與價格以店家公告為準。"),
]
ZH_RELATED = ["台北美食推薦", "台北美食 ptt", "台北美食 2025", "台北美食價格", "台北美食哪裡最推薦？"]

JA_PAGES = [
    SourcePage("https://a.jp/1", "東京ラーメンのおすすめ10選｜人気店を徹底比較",
               "東京ラーメンの人気店を、味の特徴や価格、口コミで比較しました。", ("醤油ラーメンの名店", "つけ麺の人気店"),
               "東京ラーメンは醤油ラーメンが定番です。行列ができる人気店では、つけ麺も人気があります。"
               "価格は一杯千円前後が多く、口コミの評価も高いお店を選びました。"),
    SourcePage("https://b.jp/2", "【2025年】東京ラーメン人気ランキング - 食べログ",
               "東京の人気ラーメン店をランキングで紹介。口コミ評価の高い順。", ("ランキング上位の人気店",),
               "人気店の醤油ラーメンと味噌ラーメンを食べ比べました。口コミで評判のつけ麺も紹介します。行列必至の名店です。"),
    SourcePage("https://c.jp/3", "東京ラーメンの選び方と人気店まとめ", "", ("味噌ラーメン", "醤油ラーメン"),
               "東京ラーメンの選び方を解説します。醤油ラーメン、味噌ラーメン、つけ麺など種類ごとに人気店をまとめました。"
               "価格と口コミも参考にしてください。"),
]
JA_RELATED = ["東京ラーメン おすすめ", "東京ラーメン ランキング", "東京ラーメン 口コミ", "東京ラーメン 2025",
              "東京ラーメンのおすすめは？"]


def test_chinese_phrases_not_single_characters():
    found = [c.surface for c in candidates("牛肉麵與小籠包的價格，夜市小吃推薦", "zh")]
    # jieba cuts 牛肉麵 into 牛肉 + 麵: the character joins the phrase, never stands alone; 的 and 與 end phrases.
    assert {"牛肉麵", "小籠包", "價格", "夜市小吃", "小吃推薦"} <= set(found)
    assert not [word for word in found if len(word) == 1]
    assert "包的" not in found and "麵與" not in found


def test_japanese_particles_and_endings_are_not_words():
    found = {c.surface for c in candidates("醤油ラーメンの人気店を紹介します。口コミも参考にしてください", "ja")}
    assert {"醤油ラーメン", "人気店", "口コミ", "紹介"} <= found
    assert not found & {"の", "を", "します", "して", "ください", "も"}


def test_chinese_keywords_from_the_top_pages_and_related_searches():
    keywords = derive("台北美食", ZH_PAGES, ZH_RELATED, "zh-TW")
    assert keywords.target == ("台北美食",)
    # What searchers type after the target comes first: 推薦 is in two queries, 價格 in one and on the
    # pages; ptt is in one query only and no page says it.
    assert keywords.suggested[:3] == ("推薦", "價格", "牛肉麵") and "ptt" not in keywords.suggested
    assert {"夜市小吃", "小籠包"} <= set(keywords.suggested)
    assert {"評價", "懶人包"} <= set(keywords.terms)
    everything = keywords.suggested + keywords.terms
    assert not {"台北美食", "台北", "美食", "2025", "這篇", "我們"} & set(everything)
    assert len(set(everything)) == len(everything)  # nothing twice
    assert len(keywords.suggested) <= MAX_SUGGESTED and len(keywords.terms) <= MAX_TERMS
    # One page's own words (its brand, its one-off remarks) are not advice: 鼎泰豐 is on one page only.
    assert "鼎泰豐" not in everything and "愛食記" not in everything


def test_japanese_keywords_from_the_top_pages_and_related_searches():
    keywords = derive("東京ラーメン", JA_PAGES, JA_RELATED, "ja")
    # おすすめ is in two queries; ランキング and 口コミ in one each and on the pages (ranked by TF-IDF).
    assert keywords.suggested[:3] == ("おすすめ", "ランキング", "口コミ")
    assert {"醤油ラーメン", "味噌ラーメン", "人気店", "つけ麺"} <= set(keywords.suggested + keywords.terms)
    assert not {"東京ラーメン", "ラーメン", "東京", "です", "ます", "こと"} & set(keywords.suggested + keywords.terms)


def test_tf_idf_prefers_what_several_pages_say_often():
    scored = {term.text: term for term in tfidf(ZH_PAGES, "zh")}
    assert scored["牛肉麵"].pages == 3 and scored["鼎泰豐"].pages == 1
    assert scored["牛肉麵"].score > scored["鼎泰豐"].score
    # A title or heading counts more than the same words in the body.
    heading = {t.text: t.score for t in tfidf([SourcePage("u", title="夜市小吃", text="營業時間")], "zh")}
    assert heading["夜市小吃"] == 3 * heading["營業時間"]


def test_snippets_alone_and_no_pages_still_give_keywords():
    snippets = [SourcePage(f"https://s{n}.tw", f"台北美食推薦｜站{n}", "整理台北美食的最新資訊，從價格、評價到心得一次看懂。")
                for n in range(3)]
    keywords = derive("台北美食", snippets, ["台北美食推薦", "台北美食價格"], "zh-TW")
    assert keywords.suggested[:2] == ("推薦", "價格") and {"資訊", "心得"} <= set(keywords.suggested + keywords.terms)
    assert derive("台北美食", [], [], "zh-TW") == type(keywords)(target=("台北美食",))


def test_no_phrase_straddles_the_target():
    pages = [SourcePage(f"https://r{n}.tw", f"網友實測台北美食心得｜站{n}", text="網友實測台北美食心得，整理台北美食小吃。")
             for n in range(3)]
    keywords = derive("台北美食", pages, ["網友實測台北美食心得"], "zh-TW")
    everything = keywords.suggested + keywords.terms
    assert {"網友實測", "心得"} <= set(everything)
    assert not [phrase for phrase in everything if "台北" in phrase or "美食" in phrase], everything
