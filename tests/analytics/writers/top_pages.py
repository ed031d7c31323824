"""Hand-built top pages for 台北美食 with known terms: 牛肉麵 on every page, 小籠包 on two, 滷肉飯 on one."""

from __future__ import annotations

from analytics.audits.keywords import SourcePage

KEYWORD = "台北美食"
RELATED = ("台北美食推薦", "台北美食 推薦 平價", "台北美食平價")


def _page(n: int, body: str) -> SourcePage:
    return SourcePage(f"https://food{n}.example.tw/taipei", f"台北美食推薦｜第{n}篇", "台北美食與牛肉麵的整理",
                      ("牛肉麵名店",), body)


TOP_PAGES = (
    _page(1, "台北美食首選是牛肉麵。牛肉麵湯頭濃郁，牛肉麵名店排隊。小籠包皮薄多汁。夜市小吃也很多。" * 3),
    _page(2, "牛肉麵是台北美食代表。小籠包與牛肉麵都值得一試。夜市小吃豐富。" * 2),
    _page(3, "滷肉飯便宜好吃，牛肉麵也很有名。夜市小吃熱鬧。"),
    SourcePage("https://unread.example.tw/", "台北美食地圖", "SERP 摘要：牛肉麵"),  # not fetched: its snippet
)
