"""Made-up keyword figures for a RankLens without credentials: deterministic (the same keyword, country,
language and month always give the same figures), plausible (volumes fall with the keyword's length, CPCs
of buying words are higher), and always marked sandbox (``source="sandbox"``, ``sandbox=True``), as the
SERP sandbox is for rankings.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import date

from analytics.research.model import KeywordMetrics

SOURCE = "sandbox"
# Words that make a keyword commercial in the sandbox's eyes: a higher CPC and competition.
_BUYING = ("買", "价格", "價格", "優惠", "优惠", "推薦", "推荐", "比較", "おすすめ", "通販", "価格", "buy", "price",
           "best", "cheap", "review")
# What the sandbox's ideas add to a seed, per language (a keyword tool's usual modifiers).
_MODIFIERS = {
    "zh-TW": ("推薦", "價格", "評價", "比較", "ptt", "dcard", "2026", "哪裡買", "優惠", "是什麼", "教學", "排名",
              "台北", "便宜", "品牌", "心得", "怎麼選", "官網"),
    "zh-CN": ("推荐", "价格", "评价", "对比", "排行榜", "2026", "哪里买", "优惠", "是什么", "教程", "品牌", "怎么选",
              "官网", "便宜", "知乎"),
    "ja": ("おすすめ", "価格", "口コミ", "比較", "ランキング", "2026", "通販", "安い", "とは", "やり方", "人気",
           "東京", "公式", "選び方"),
    "en": ("best", "price", "review", "vs", "near me", "2026", "buy", "cheap", "what is", "how to", "top", "deals",
           "official site", "guide"),
}


def _unit(*parts: str) -> float:
    """A number in [0, 1) fixed by the parts."""
    digest = hashlib.sha256("\x1f".join(parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def _months_back(month: date, count: int) -> list[date]:
    months, year, number = [], month.year, month.month
    for _ in range(count):
        number -= 1
        if number == 0:
            year, number = year - 1, 12
        months.append(date(year, number, 1))
    return months[::-1]


def figures(keyword: str, country: str, language: str, month: date) -> KeywordMetrics:
    """The sandbox's figures of one keyword for ``month`` (its twelve months before it as history)."""
    key = (keyword.casefold(), country.upper(), language)
    length = max(len(keyword.replace(" ", "")), 1)
    base = int(60_000 / length ** 1.6 * (0.2 + 1.6 * _unit(*key, "volume")))
    history = []
    for m in _months_back(month, 12):
        season = 0.75 + 0.5 * _unit(*key, m.isoformat())
        history.append((m, max(int(base * season) // 10 * 10, 0)))
    volume = sum(v for _, v in history) // 12
    buying = any(word in keyword.casefold() for word in _BUYING)
    index = min(int(100 * _unit(*key, "competition") * (1.3 if buying else 0.8)), 100)
    low = round((0.05 + 1.5 * _unit(*key, "cpc")) * (2.2 if buying else 1.0), 2)
    high = round(low * (2 + 2 * _unit(*key, "spread")), 2)
    label = "LOW" if index < 34 else "MEDIUM" if index < 67 else "HIGH"
    return KeywordMetrics(keyword, volume=volume, history=tuple(history), cpc_usd=round((low + high) / 2, 2),
                          cpc_low_usd=low, cpc_high_usd=high, competition_index=index, competition_label=label,
                          source=SOURCE, sandbox=True)


def ideas(seed: str, country: str, language: str, month: date, *, limit: int = 1_000) -> list[KeywordMetrics]:
    """The sandbox's ideas for a seed: the seed, then the seed with each modifier of its language and with
    pairs of them, with their figures."""
    seed = seed.strip()
    modifiers: Sequence[str] = _MODIFIERS.get(language, _MODIFIERS["en"])
    joiner = "" if language in ("zh-TW", "zh-CN", "ja") else " "
    texts = [seed, *(f"{seed} {m}" for m in modifiers)]
    texts += [f"{seed} {a}{joiner}{b}" for i, a in enumerate(modifiers) for b in modifiers[i + 1:]]
    return [figures(text, country, language, month) for text in texts[:limit]]
