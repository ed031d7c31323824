"""The sandbox's deterministic search engine: for any query and day, a plausible result list.

Nothing here is random at run time. Every number comes from a SHA-256 of the inputs
(:func:`unit`), so the same (engine, keyword, country, language, device, day) always gives the
same page, on any machine and Python version, and tests can state exact expectations.

How ranks move
    Each candidate domain gets a score for the keyword: its authority plus a keyword-specific
    relevance (fixed for the keyword), plus a slow drift (a smooth curve through one random value a
    week, so a site climbs or slides over days instead of jumping), plus a small daily jitter, plus
    a small device term (mobile and desktop differ a little, as they do). Candidates are ranked by
    score; the top 100 are the organic results (fewer for one niche keyword in ten). Day to day
    most sites move a few places and some none; over a month the order can change a lot.

The pool
    A market pool of real, well-known domains (Taiwan, Japan or the rest), the operator's
    ``extra_domains`` (so a demo project's own site and competitors compete in every SERP), and a
    long tail of made-up domains derived from the keyword. Yahoo! JAPAN shows Google's organic
    results (the same ranking as Google for the query); Yahoo! Taiwan shows Bing's (its own).

Features on page 1 (each decided per keyword and day): text ads, a featured snippet holding the
first organic result, "People also ask" questions and related searches.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from datetime import date
from urllib.parse import quote

ORGANIC_DEPTH = 100  # results the sandbox knows for a query (fewer for niche ones); further pages are empty

# Market pools: (domain, display name, authority 0..1).
_TW = (
    ("zh.wikipedia.org", "維基百科", 0.95),
    ("www.mobile01.com", "Mobile01", 0.8),
    ("www.ptt.cc", "批踢踢實業坊", 0.8),
    ("www.dcard.tw", "Dcard", 0.8),
    ("shopee.tw", "蝦皮購物", 0.75),
    ("24h.pchome.com.tw", "PChome 24h購物", 0.75),
    ("www.momoshop.com.tw", "momo購物網", 0.75),
    ("www.books.com.tw", "博客來", 0.7),
    ("udn.com", "聯合新聞網", 0.7),
    ("www.ettoday.net", "ETtoday新聞雲", 0.7),
    ("news.ltn.com.tw", "自由時報", 0.7),
    ("tw.news.yahoo.com", "Yahoo奇摩新聞", 0.7),
    ("www.youtube.com", "YouTube", 0.85),
    ("www.facebook.com", "Facebook", 0.7),
    ("www.instagram.com", "Instagram", 0.6),
    ("vocus.cc", "方格子", 0.55),
    ("www.pixnet.net", "痞客邦", 0.65),
    ("www.ifoodie.tw", "愛食記", 0.6),
    ("www.walkerland.com.tw", "窩客島", 0.55),
    ("www.tripadvisor.com.tw", "Tripadvisor", 0.65),
    ("www.agoda.com", "Agoda", 0.6),
    ("www.klook.com", "KLOOK客路", 0.55),
    ("www.104.com.tw", "104人力銀行", 0.6),
    ("www.gov.tw", "政府網站", 0.7),
    ("www.cw.com.tw", "天下雜誌", 0.6),
    ("www.businessweekly.com.tw", "商業周刊", 0.6),
    ("www.managertoday.com.tw", "經理人", 0.5),
    ("www.techbang.com", "T客邦", 0.5),
    ("www.kocpc.com.tw", "電腦王阿達", 0.5),
    ("www.eprice.com.tw", "ePrice 比價王", 0.5),
    ("www.cool3c.com", "癮科技", 0.45),
    ("www.womenshealthmag.com", "Women's Health", 0.45),
    ("www.heho.com.tw", "Heho健康", 0.45),
    ("www.edh.tw", "早安健康", 0.45),
    ("www.bnext.com.tw", "數位時代", 0.55),
    ("www.storm.mg", "風傳媒", 0.55),
    ("www.thenewslens.com", "關鍵評論網", 0.55),
    ("www.gq.com.tw", "GQ Taiwan", 0.45),
    ("www.vogue.com.tw", "Vogue Taiwan", 0.45),
    ("www.ruten.com.tw", "露天拍賣", 0.55),
)
_JP = (
    ("ja.wikipedia.org", "Wikipedia", 0.95),
    ("www.amazon.co.jp", "Amazon.co.jp", 0.85),
    ("www.rakuten.co.jp", "楽天市場", 0.8),
    ("kakaku.com", "価格.com", 0.8),
    ("tabelog.com", "食べログ", 0.75),
    ("news.yahoo.co.jp", "Yahoo!ニュース", 0.75),
    ("detail.chiebukuro.yahoo.co.jp", "Yahoo!知恵袋", 0.7),
    ("note.com", "note", 0.65),
    ("qiita.com", "Qiita", 0.6),
    ("www.nikkei.com", "日本経済新聞", 0.7),
    ("www.asahi.com", "朝日新聞デジタル", 0.65),
    ("www.youtube.com", "YouTube", 0.85),
    ("x.com", "X", 0.6),
    ("ameblo.jp", "アメーバブログ", 0.6),
    ("hatenablog.com", "はてなブログ", 0.55),
    ("www.jalan.net", "じゃらんnet", 0.6),
    ("www.hotpepper.jp", "ホットペッパーグルメ", 0.6),
    ("www.mercari.com", "メルカリ", 0.6),
    ("www.nhk.or.jp", "NHK", 0.7),
    ("www.itmedia.co.jp", "ITmedia", 0.6),
    ("www.impress.co.jp", "Impress Watch", 0.55),
    ("gigazine.net", "GIGAZINE", 0.55),
    ("www.cosme.net", "@cosme", 0.55),
    ("mybest.com", "mybest", 0.6),
    ("www.biccamera.com", "ビックカメラ.com", 0.55),
    ("www.yodobashi.com", "ヨドバシ.com", 0.6),
    ("www.tripadvisor.jp", "トリップアドバイザー", 0.55),
    ("travel.rakuten.co.jp", "楽天トラベル", 0.6),
    ("www.gnavi.co.jp", "ぐるなび", 0.55),
    ("www.weblio.jp", "Weblio辞書", 0.55),
    ("dictionary.goo.ne.jp", "goo辞書", 0.5),
    ("www.sankei.com", "産経ニュース", 0.55),
    ("toyokeizai.net", "東洋経済オンライン", 0.55),
    ("diamond.jp", "ダイヤモンド・オンライン", 0.5),
    ("www.lifehacker.jp", "ライフハッカー", 0.45),
    ("www.gov-online.go.jp", "政府広報オンライン", 0.6),
    ("allabout.co.jp", "All About", 0.5),
    ("www.zozo.jp", "ZOZOTOWN", 0.5),
    ("www.uniqlo.com", "UNIQLO", 0.5),
    ("minkara.carview.co.jp", "みんカラ", 0.45),
)
_WORLD = (
    ("en.wikipedia.org", "Wikipedia", 0.95),
    ("www.youtube.com", "YouTube", 0.85),
    ("www.reddit.com", "Reddit", 0.8),
    ("www.amazon.com", "Amazon.com", 0.85),
    ("www.nytimes.com", "The New York Times", 0.75),
    ("www.forbes.com", "Forbes", 0.7),
    ("www.quora.com", "Quora", 0.6),
    ("github.com", "GitHub", 0.65),
    ("stackoverflow.com", "Stack Overflow", 0.65),
    ("medium.com", "Medium", 0.6),
    ("www.bbc.com", "BBC", 0.75),
    ("www.theguardian.com", "The Guardian", 0.7),
    ("www.tripadvisor.com", "Tripadvisor", 0.65),
    ("www.booking.com", "Booking.com", 0.65),
    ("www.linkedin.com", "LinkedIn", 0.6),
    ("www.facebook.com", "Facebook", 0.65),
    ("www.instagram.com", "Instagram", 0.6),
    ("www.healthline.com", "Healthline", 0.6),
    ("www.investopedia.com", "Investopedia", 0.6),
    ("www.cnet.com", "CNET", 0.6),
    ("www.theverge.com", "The Verge", 0.55),
    ("www.techradar.com", "TechRadar", 0.55),
    ("www.wired.com", "WIRED", 0.55),
    ("www.bloomberg.com", "Bloomberg", 0.65),
    ("www.reuters.com", "Reuters", 0.7),
    ("www.britannica.com", "Britannica", 0.65),
    ("www.webmd.com", "WebMD", 0.6),
    ("www.nerdwallet.com", "NerdWallet", 0.55),
    ("www.pcmag.com", "PCMag", 0.55),
    ("www.ebay.com", "eBay", 0.6),
    ("www.walmart.com", "Walmart", 0.6),
    ("www.yelp.com", "Yelp", 0.6),
    ("www.imdb.com", "IMDb", 0.6),
    ("www.cnn.com", "CNN", 0.7),
    ("www.businessinsider.com", "Business Insider", 0.6),
    ("www.zdnet.com", "ZDNET", 0.5),
    ("www.tomsguide.com", "Tom's Guide", 0.5),
    ("www.lonelyplanet.com", "Lonely Planet", 0.55),
    ("www.etsy.com", "Etsy", 0.55),
    ("www.indeed.com", "Indeed", 0.55),
)
_TAIL_WORDS = (
    "blue",
    "daily",
    "smart",
    "good",
    "happy",
    "urban",
    "green",
    "star",
    "best",
    "fresh",
    "little",
    "top",
    "go",
    "my",
    "hello",
    "super",
    "life",
    "nice",
    "north",
    "sun",
)
_TAIL_NOUNS = (
    "review",
    "guide",
    "notes",
    "lab",
    "life",
    "shop",
    "studio",
    "media",
    "journal",
    "hub",
    "press",
    "diary",
    "house",
    "world",
    "tips",
    "base",
    "club",
    "market",
    "online",
    "post",
)
_TAIL_TLDS = {
    "TW": ("com.tw", "tw", "com", "net"),
    "JP": ("jp", "co.jp", "com", "net"),
    "": ("com", "net", "org", "io"),
}

_TEMPLATES = {
    "zh-TW": {
        "titles": (
            "{kw}推薦｜{site}",
            "2025 {kw}懶人包 - {site}",
            "{kw}心得整理與比較 | {site}",
            "【{kw}】完整攻略 - {site}",
            "{kw}評價與價格一次看 | {site}",
            "{kw}是什麼？新手必看 - {site}",
        ),
        "snippets": (
            "整理{kw}的最新資訊，從價格、評價到實際使用心得一次看懂。",
            "想找{kw}？本文比較多家選擇，幫你挑出最適合的一個。",
            "網友實測{kw}，優缺點、注意事項與常見問題完整說明。",
        ),
        "questions": ("{kw}哪裡最推薦？", "{kw}大概多少錢？", "{kw}要注意什麼？", "{kw}和其他選擇差在哪？"),
        "related": (
            "{kw}推薦",
            "{kw} ptt",
            "{kw} dcard",
            "{kw}價格",
            "{kw}評價",
            "{kw} 2025",
            "{kw}排名",
            "{kw}附近",
        ),
        "stats": "約有 {n} 項結果",
        "ad": "{kw} - 限時優惠中",
    },
    "zh-CN": {
        "titles": (
            "{kw}推荐｜{site}",
            "2025 {kw}攻略 - {site}",
            "{kw}心得与比较 | {site}",
            "【{kw}】完整指南 - {site}",
        ),
        "snippets": ("整理{kw}的最新信息，从价格、评价到使用心得一次看懂。", "想找{kw}？本文比较多家选择。"),
        "questions": ("{kw}哪里最推荐？", "{kw}大概多少钱？", "{kw}要注意什么？"),
        "related": ("{kw}推荐", "{kw}价格", "{kw}评价", "{kw} 2025", "{kw}排名", "{kw}附近"),
        "stats": "找到约 {n} 条结果",
        "ad": "{kw} - 限时优惠",
    },
    "ja": {
        "titles": (
            "{kw}のおすすめ10選｜{site}",
            "【2025年】{kw}を徹底比較 - {site}",
            "{kw}とは？初心者向け解説 | {site}",
            "{kw}の口コミ・評判まとめ - {site}",
            "{kw}の選び方と人気ランキング | {site}",
        ),
        "snippets": (
            "{kw}について、価格や口コミ、選び方のポイントをわかりやすく解説します。",
            "人気の{kw}を実際に比較。メリット・デメリットや注意点もまとめました。",
            "{kw}の最新情報をチェック。よくある質問にもお答えします。",
        ),
        "questions": (
            "{kw}のおすすめは？",
            "{kw}の値段はどのくらい？",
            "{kw}を選ぶときの注意点は？",
            "{kw}はどこで買える？",
        ),
        "related": (
            "{kw} おすすめ",
            "{kw} ランキング",
            "{kw} 口コミ",
            "{kw} 安い",
            "{kw} 2025",
            "{kw} 比較",
            "{kw} 人気",
        ),
        "stats": "約 {n} 件",
        "ad": "{kw}なら公式ストア",
    },
    "en": {
        "titles": (
            "Best {kw} in 2025 - {site}",
            "{kw}: The Complete Guide | {site}",
            "Top 10 {kw} Reviewed - {site}",
            "How to Choose {kw} | {site}",
            "{kw} Prices and Reviews - {site}",
        ),
        "snippets": (
            "Everything you need to know about {kw}: prices, reviews and how to choose.",
            "We compared the most popular {kw} options so you don't have to.",
            "Read real reviews of {kw} and find the right one for you.",
        ),
        "questions": (
            "What is the best {kw}?",
            "How much does {kw} cost?",
            "Is {kw} worth it?",
            "Where can I buy {kw}?",
        ),
        "related": (
            "{kw} near me",
            "best {kw}",
            "{kw} reviews",
            "{kw} price",
            "{kw} 2025",
            "cheap {kw}",
            "{kw} reddit",
        ),
        "stats": "About {n} results",
        "ad": "{kw} - Official Site",
    },
}


def unit(*parts: object) -> float:
    """A number in [0, 1) fixed by ``parts``: the first 8 bytes of their SHA-256."""
    digest = hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def _smooth(seed: tuple[object, ...], day: int, period: int) -> float:
    """A curve in [-0.5, 0.5] through one value per ``period`` days, eased between them."""
    knot, frac = divmod(day, period)
    left, right = unit(*seed, period, knot) - 0.5, unit(*seed, period, knot + 1) - 0.5
    ease = (1 - math.cos(math.pi * frac / period)) / 2
    return left + (right - left) * ease


def templates_for(language: str) -> dict:
    """Title, snippet and question templates in the search language (English for unknown ones)."""
    if language in ("zh-CN", "zh-SG"):
        return _TEMPLATES["zh-CN"]
    base = language.split("-")[0]
    if base == "zh":
        return _TEMPLATES["zh-TW"]
    return _TEMPLATES.get(base, _TEMPLATES["en"])


@dataclass(frozen=True, slots=True)
class Listing:
    """One result as the sandbox engine shows it."""

    url: str
    title: str
    snippet: str
    domain: str


@dataclass(frozen=True, slots=True)
class SandboxSerp:
    """The whole answer for one query and day; pages are slices of ``organic``."""

    keyword: str
    organic: tuple[Listing, ...]
    ads: tuple[Listing, ...]
    featured_snippet: bool  # the first organic result sits in a featured-snippet block
    questions: tuple[str, ...]
    related: tuple[str, ...]
    total_results: int
    stats_text: str


def _market(country: str) -> tuple[tuple[str, str, float], ...]:
    return {"TW": _TW, "HK": _TW, "JP": _JP}.get(country, _WORLD)


def _tail(keyword: str, country: str, count: int) -> list[tuple[str, str, float]]:
    tlds = _TAIL_TLDS.get(country if country in _TAIL_TLDS else "", _TAIL_TLDS[""])
    found: dict[str, tuple[str, str, float]] = {}
    index = 0
    while len(found) < count:
        word = _TAIL_WORDS[int(unit("tail-w", keyword, index) * len(_TAIL_WORDS))]
        noun = _TAIL_NOUNS[int(unit("tail-n", keyword, index) * len(_TAIL_NOUNS))]
        tld = tlds[int(unit("tail-t", keyword, index) * len(tlds))]
        domain = f"www.{word}{noun}.{tld}"
        found.setdefault(
            domain, (domain, f"{word.title()}{noun.title()}", 0.15 + 0.3 * unit("tail-a", domain))
        )
        index += 1
    return list(found.values())


def _slug(keyword: str, domain: str) -> str:
    style = int(unit("path", keyword, domain) * 4)
    token = hashlib.sha256(f"{keyword}|{domain}".encode()).hexdigest()[:8]
    encoded = quote(keyword.replace(" ", "-"), safe="")
    return (f"/article/{token}", f"/{encoded}", f"/blog/{encoded}-{token[:4]}", f"/topics/{token}/{encoded}")[
        style
    ]


def result_count(keyword: str) -> int:
    """How many organic results the sandbox knows for ``keyword``: 100, or for one niche keyword in
    ten between 15 and 94 (so a crawl meets an engine that runs out of pages)."""
    if unit("niche", keyword) < 0.1:
        return 15 + int(unit("niche-count", keyword) * 80)
    return ORGANIC_DEPTH


def rank_score(keyword: str, domain: str, authority: float, day: date, device: str, ranking: str) -> float:
    """The score that orders ``domain`` for ``keyword`` on ``day`` (higher ranks better)."""
    seed = (ranking, keyword, domain)
    # Exponentially distributed relevance: a few pages fit the query far better than the rest, so
    # the top of a SERP is steadier than its tail, as on the real engines.
    relevance = -math.log(1.0 - unit("relevance", *seed)) * 0.5
    ordinal = day.toordinal()
    drift = _smooth(("drift", *seed), ordinal, 7) * 0.2 + _smooth(("season", *seed), ordinal, 30) * 0.3
    jitter = (unit("day", *seed, ordinal) - 0.5) * 0.03
    device_term = (unit("device", *seed, device) - 0.5) * 0.04
    return 0.8 * authority + relevance + drift + jitter + device_term


def build_serp(
    engine: str,
    keyword: str,
    day: date,
    *,
    country: str,
    language: str,
    device: str = "desktop",
    extra_domains: tuple[str, ...] = (),
) -> SandboxSerp:
    """The sandbox's answer to ``keyword`` on ``day``; the same inputs always give the same answer."""
    keyword = " ".join(keyword.split())
    country = country.upper()
    # Yahoo! JAPAN serves Google's organic ranking; Yahoo! Taiwan serves Bing's.
    ranking = "bing" if engine == "yahoo_tw" else "google"
    pool: dict[str, tuple[str, str, float]] = {}
    for domain, name, authority in _market(country):
        pool[domain] = (domain, name, authority)
    for domain in extra_domains:
        domain = domain.strip().lower()
        if domain:
            pool[domain] = (domain, domain.removeprefix("www.").split(".")[0].title(), 0.7)
    for entry in _tail(keyword, country, ORGANIC_DEPTH + 20 - len(pool)):
        pool.setdefault(entry[0], entry)

    texts = templates_for(language)
    scored = sorted(
        pool.values(),
        key=lambda e: (-rank_score(keyword, e[0], e[2], day, device, ranking), e[0]),
    )[: result_count(keyword)]
    organic = tuple(
        Listing(
            url=f"https://{domain}{_slug(keyword, domain)}",
            title=_pick(texts["titles"], "title", keyword, domain).format(kw=keyword, site=name),
            snippet=_pick(texts["snippets"], "snippet", keyword, domain).format(kw=keyword),
            domain=domain,
        )
        for domain, name, _ in scored
    )
    daily = (keyword, day.toordinal(), engine)
    ads = tuple(
        Listing(
            url=f"https://{domain}/lp?kw={quote(keyword)}",
            title=texts["ad"].format(kw=keyword) + f" | {name}",
            snippet=_pick(texts["snippets"], "ad", keyword, domain).format(kw=keyword),
            domain=domain,
        )
        for domain, name, _ in pool.values()
        if unit("ad", *daily, domain) < 0.02
    )[:2]
    questions = tuple(q.format(kw=keyword) for q in texts["questions"]) if unit("paa", *daily) < 0.7 else ()
    related_count = 4 + int(unit("related", *daily) * 4)
    related = tuple(r.format(kw=keyword) for r in texts["related"][:related_count])
    total = int(10 ** (4 + 3 * unit("total", keyword))) // 1000 * 1000 + 1000
    return SandboxSerp(
        keyword=keyword,
        organic=organic,
        ads=ads,
        featured_snippet=unit("featured", *daily) < 0.3,
        questions=questions,
        related=related,
        total_results=total,
        stats_text=texts["stats"].format(n=f"{total:,}"),
    )


def _pick(options: tuple[str, ...], *seed: object) -> str:
    return options[int(unit(*seed) * len(options))]
