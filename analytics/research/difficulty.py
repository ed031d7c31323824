"""Keyword difficulty 0-100 from our own SERP store: how hard it is for a new page to reach the top 10.

Until backlink data lands (domain rating), the strength of the ranking pages is read from what the stored
SERP shows. Three inputs, each a share from 0 to 1, all shown beside the score:

- **brand share** ``B``: the top-10 organic results on strong domains — :data:`STRONG_DOMAINS` (the
  encyclopedias, platforms, marketplaces and portals that win most searches in Taiwan, Japan and in English)
  and government or academic hosts (``.gov``, ``.gov.tw``, ``.go.jp``, ``.edu``, ``.edu.tw``, ``.ac.jp``);
- **exact-title share** ``T``: the top-10 organic results whose title holds the keyword (compared with
  case, width and spaces folded, so ``台北 美食`` matches a title saying ``台北美食``): pages made for
  exactly this search;
- **feature pressure** ``F``: the kinds of first-page blocks that take clicks from organic results (ads,
  shopping, local pack, featured snippet, knowledge panel, AI overview, video, top stories, images),
  counted once each, four or more being 1.

``difficulty = round(100 × (0.5·B + 0.3·T + 0.2·F))``. Slots of a top 10 with fewer than ten organic
results count as weak (neither strong nor exact): a thin SERP is easy. Bands (:func:`band`): 0-29 easy,
30-49 medium, 50-69 hard, 70-100 very hard.

>>> top = [Result("wikipedia.org", "Tokyo - Wikipedia", 1), Result("blog.example", "Tokyo trip", 2)]
>>> difficulty(top, {"ad", "organic"}, "tokyo").score  # B 0.1, T 0.2, F 0.25: 5 + 6 + 5
16
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from analytics.rankings.keys import normalize_keyword

WEIGHTS = {"brand_share": 0.5, "exact_title_share": 0.3, "feature_pressure": 0.2}
TOP = 10
FEATURES_FOR_FULL_PRESSURE = 4
CLICK_TAKING_TYPES = frozenset({"ad", "shopping", "local_pack", "featured_snippet", "knowledge_panel",
                                "ai_overview", "video", "top_stories", "images"})
STRONG_DOMAINS = frozenset({
    # everywhere
    "wikipedia.org", "youtube.com", "facebook.com", "instagram.com", "x.com", "twitter.com", "reddit.com",
    "amazon.com", "apple.com", "google.com", "microsoft.com", "linkedin.com", "tiktok.com", "quora.com",
    "medium.com", "github.com", "pinterest.com", "booking.com", "tripadvisor.com", "agoda.com", "ikea.com",
    # Taiwan and Hong Kong
    "yahoo.com", "pchome.com.tw", "momoshop.com.tw", "shopee.tw", "books.com.tw", "ruten.com.tw", "ptt.cc",
    "dcard.tw", "mobile01.com", "udn.com", "ltn.com.tw", "chinatimes.com", "ettoday.net", "setn.com",
    "104.com.tw", "591.com.tw", "ifoodie.tw", "klook.com", "kkday.com", "businessweekly.com.tw", "cw.com.tw",
    "pixnet.net", "vocus.cc", "womany.net", "edh.tw", "hk01.com",
    # mainland China
    "baidu.com", "zhihu.com", "sohu.com", "163.com", "qq.com", "jd.com", "taobao.com", "tmall.com", "bilibili.com",
    "douban.com", "csdn.net",
    # Japan
    "yahoo.co.jp", "amazon.co.jp", "rakuten.co.jp", "kakaku.com", "tabelog.com", "hotpepper.jp", "jalan.net",
    "mercari.com", "zozo.jp", "nikkei.com", "asahi.com", "yomiuri.co.jp", "nhk.or.jp", "livedoor.com",
    "goo.ne.jp", "ameblo.jp", "hatena.ne.jp", "note.com", "cookpad.com", "mynavi.jp", "recruit.co.jp",
    "weblio.jp", "allabout.co.jp", "my-best.com", "suumo.jp", "indeed.com",
})
STRONG_SUFFIXES = (".gov", ".gov.tw", ".go.jp", ".gov.cn", ".gov.hk", ".edu", ".edu.tw", ".ac.jp", ".edu.cn",
                   ".edu.hk", ".lg.jp")
BANDS = ((30, "easy"), (50, "medium"), (70, "hard"), (101, "very_hard"))


@dataclass(frozen=True)
class Result:
    """One organic result as difficulty reads it."""

    domain: str
    title: str
    position: int


@dataclass(frozen=True)
class Difficulty:
    score: int             # 0-100
    band: str              # easy | medium | hard | very_hard
    brand_share: float     # B
    exact_title_share: float  # T
    feature_pressure: float   # F
    strong_domains: tuple[str, ...]  # which top-10 domains counted as strong
    features: tuple[str, ...]        # which click-taking blocks the SERP shows
    organic: int           # organic results read (at most 10)

    def inputs(self) -> dict:
        return {"brand_share": self.brand_share, "exact_title_share": self.exact_title_share,
                "feature_pressure": self.feature_pressure, "strong_domains": list(self.strong_domains),
                "features": list(self.features), "organic": self.organic, "weights": WEIGHTS}


def fold(text: str) -> str:
    """Case, width and spaces folded: what "the title holds the keyword" compares."""
    return "".join(normalize_keyword(text).split())


def is_strong(domain: str) -> bool:
    domain = domain.lower()
    return domain in STRONG_DOMAINS or any(domain.endswith(s) or domain == s[1:] for s in STRONG_SUFFIXES)


def band(score: int) -> str:
    return next(name for limit, name in BANDS if score < limit)


def difficulty(organic: Sequence[Result], types: Iterable[str], keyword: str) -> Difficulty:
    """The difficulty of ``keyword`` from its SERP: the organic results (any order; the best ten by position
    are read) and the result types present on its first page."""
    top = sorted(organic, key=lambda r: r.position)[:TOP]
    strong = [r.domain for r in top if is_strong(r.domain)]
    needle = fold(keyword)
    exact = [r for r in top if needle and needle in fold(r.title)]
    features = sorted(set(types) & CLICK_TAKING_TYPES)
    brand_share = round(len(strong) / TOP, 3)
    exact_share = round(len(exact) / TOP, 3)
    pressure = round(min(len(features), FEATURES_FOR_FULL_PRESSURE) / FEATURES_FOR_FULL_PRESSURE, 3)
    score = round(100 * (WEIGHTS["brand_share"] * brand_share + WEIGHTS["exact_title_share"] * exact_share
                         + WEIGHTS["feature_pressure"] * pressure))
    score = max(0, min(100, score))
    return Difficulty(score, band(score), brand_share, exact_share, pressure, tuple(dict.fromkeys(strong)),
                      tuple(features), len(top))
