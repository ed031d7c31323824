"""Pages and sites built as the crawler would record them, for the audit tests.

``clean_page(language)`` is a well-built page in zh-TW, ja or en that no page check flags; tests
change one thing on it (``dataclasses.replace`` via :func:`variant`) to see one check fire.
"""

from __future__ import annotations

import dataclasses

from analytics.audits import signals
from analytics.audits.facts import (
    HreflangLink,
    ImageFacts,
    LinkFacts,
    PageFacts,
    SiteFacts,
    StructuredData,
    Timings,
    measured,
)

HTML_HEADERS = (
    ("Content-Type", "text/html; charset=utf-8"),
    ("Strict-Transport-Security", "max-age=31536000; includeSubDomains"),
    ("Content-Security-Policy", "default-src 'self'; frame-ancestors 'self'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "strict-origin-when-cross-origin"),
    ("Server", "nginx"),
)

CONTENT = {
    "zh-TW": {
        "url": "https://example.tw/food/taipei-beef-noodles",
        "title": "台北牛肉麵推薦：在地人最愛的十家老店與隱藏版小吃完整攻略",
        "description": "想吃道地的台北牛肉麵嗎？我們走訪大安、中山與萬華，整理十家在地人推薦的老店，"
                       "從清燉到紅燒，附上營業時間、價格與交通方式。",
        "h1": "台北牛肉麵推薦十家老店",
        "h2": ("清燉牛肉麵", "紅燒牛肉麵"),
        "sentence": "這家牛肉麵店已經營業超過四十年，湯頭用牛骨熬煮十二小時，麵條每天早上手工製作，"
                    "許多老顧客從小吃到大，假日中午常常需要排隊三十分鐘以上。",
        "link": "大安區牛肉麵店家地圖",
    },
    "ja": {
        "url": "https://example.jp/gourmet/tokyo-ramen",
        "title": "東京ラーメンおすすめ10選｜地元民が通う名店と行列店を紹介",
        "description": "東京で本当においしいラーメンを食べたい人へ。新宿・渋谷・池袋の名店から行列の"
                       "できる人気店まで、地元民おすすめの10軒を営業時間と価格つきで紹介します。",
        "h1": "東京のおすすめラーメン店10選",
        "h2": ("醤油ラーメンの名店", "味噌ラーメンの人気店"),
        "sentence": "この東京のラーメン店は創業から四十年以上続く老舗で、豚骨と鶏ガラを十二時間煮込んだスープと、"
                    "毎朝打つ自家製麺が自慢です。週末の昼は三十分ほど並ぶことも珍しくありません。",
        "link": "新宿のラーメン店マップ",
    },
    "en": {
        "url": "https://example.com/guides/tokyo-ramen",
        "title": "Best Ramen in Tokyo: 10 Local Favourites and Hidden Gems",
        "description": "Where do locals eat ramen in Tokyo? We visited Shinjuku, Shibuya and Ikebukuro "
                       "to pick ten little shops, with their opening hours, prices and directions.",
        "h1": "The best ramen shops in Tokyo",
        "h2": ("Shoyu ramen", "Miso ramen"),
        "sentence": "This shop has been open for over forty years, simmering pork and chicken bones for "
                    "twelve hours and making fresh noodles every morning, so weekend lunch queues often "
                    "last thirty minutes.",
        "link": "map of ramen shops in Shinjuku",
    },
}

ALTERNATES = {
    "zh-TW": "https://example.tw/food/taipei-beef-noodles",
    "ja": "https://example.jp/gourmet/tokyo-ramen",
    "en": "https://example.com/guides/tokyo-ramen",
}


def page(url: str = "https://example.com/", **fields) -> PageFacts:
    """A fetched 200 HTML page with ``fields`` set, its text measured."""
    fields.setdefault("status", 200)
    fields.setdefault("final_url", url)
    fields.setdefault("headers", HTML_HEADERS)
    return measured(PageFacts(url=url, **fields))


def clean_page(language: str = "en", **changes) -> PageFacts:
    content = CONTENT[language]
    url = content["url"]
    base = url.rsplit("/", 2)[0]
    lang_tag = "zh-Hant-TW" if language == "zh-TW" else language
    fields = {
        "html_lang": lang_tag,
        "depth": 1,
        "in_sitemap": True,
        "timings": Timings(ttfb_ms=120),
        "size_bytes": 60_000,
        "titles": (content["title"],),
        "descriptions": (content["description"],),
        "robots_meta": (("robots", "index, follow"),),
        "canonicals": (url,),
        "hreflangs": tuple(HreflangLink(code, href) for code, href in ALTERNATES.items())
        + (HreflangLink("x-default", ALTERNATES["en"]),),
        "viewport": "width=device-width, initial-scale=1",
        "icons": (("icon", "/favicon.ico"), ("apple-touch-icon", "/apple-touch-icon.png")),
        "og": (("og:title", content["title"]), ("og:description", content["description"]),
            ("og:image", f"{base}/images/cover.jpg"), ("og:url", url), ("og:type", "article")),
        "twitter": (("twitter:card", "summary_large_image"),),
        "headings": ((1, content["h1"]), (2, content["h2"][0]), (3, "1"), (2, content["h2"][1])),
        "images": (ImageFacts(src="/images/shop.jpg", url=f"{base}/images/shop.jpg", alt=content["h2"][0],
                           width="800", height="600", status=200, size_bytes=80_000,
                           content_type="image/jpeg"),),
        "links": (LinkFacts(href="/", url=f"{base}/", text=content["h1"]),
               LinkFacts(href="/map", url=f"{base}/map", text=content["link"])),
        "structured_data": (StructuredData("json-ld", ("Article",)),),
        "text": " ".join([content["sentence"]] * 40),
    }
    fields.update(changes)
    return page(url, **fields)


def variant(base: PageFacts, **changes) -> PageFacts:
    """``base`` with ``changes``, measured again when the text changed."""
    changed = dataclasses.replace(base, **changes)
    return measured(changed) if "text" in changes else changed


def site(*pages: PageFacts, root_url: str | None = None, **fields) -> SiteFacts:
    """A site made of ``pages`` (summarised as the crawl keeps them) and the links between them."""
    from analytics.audits.facts import LinkEdge

    urls = {p.url for p in pages}
    edges = tuple(
        LinkEdge(p.url, link.url, link.text, link.nofollow)
        for p in pages
        for link in p.links
        if link.url and link.url in urls
    )
    fields.setdefault("links", edges)
    return SiteFacts(root_url=root_url or pages[0].url, pages=tuple(signals.summarize(p) for p in pages), **fields)
