"""Search intent of a keyword — informational, navigational, commercial, transactional — from its words
and, when a SERP is stored, the SERP's features; for zh-TW, zh-CN, ja and en.

Each intent scores points; the highest is the primary intent and every intent within one point of it is
listed too (a keyword may be both commercial and transactional, as in Semrush's display). The signals
that scored are returned, so the screen can say why.

- **Words** (2 points each): the keyword's tokens (jieba for Chinese, Sudachi for Japanese, words for
  English: analytics.audits.text.tokens) and, for CJK markers of two or more characters, the text itself
  (a tokenizer may cut 哪裡買 into 哪裡 and 買) are compared with :data:`MARKERS`. A question form (ending
  in ?, ？, 嗎, 吗, か) is informational.
- **SERP features** (1 point each): ads and shopping → transactional and commercial; a local pack →
  commercial; a featured snippet, "people also ask", a knowledge panel, an AI overview → informational;
  sitelinks → navigational (2: Google shows them on a brand's own query).
- **Brand match** (2 points, navigational): the keyword is the name of the first result's domain (``momo``
  and momoshop.com.tw, ``rakuten`` and rakuten.co.jp), or a domain typed as such (``pchome.com.tw``).
- No signal at all: informational (what most searches without a marker are).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from analytics.audits.text import tokens
from analytics.rankings.keys import normalize_keyword

INFORMATIONAL, NAVIGATIONAL, COMMERCIAL, TRANSACTIONAL = "informational", "navigational", "commercial", "transactional"
INTENTS = (INFORMATIONAL, NAVIGATIONAL, COMMERCIAL, TRANSACTIONAL)
WORD_POINTS, FEATURE_POINTS, BRAND_POINTS = 2.0, 1.0, 2.0

MARKERS: dict[str, dict[str, tuple[str, ...]]] = {
    TRANSACTIONAL: {
        "zh-TW": ("買", "購買", "哪裡買", "價格", "價錢", "多少錢", "優惠", "折扣", "特價", "便宜", "團購", "訂購", "訂房",
                  "預約", "下載", "優惠券", "折價券", "免運", "網購", "購物", "租", "報名", "代購"),
        "zh-CN": ("买", "购买", "哪里买", "价格", "多少钱", "优惠", "折扣", "特价", "便宜", "团购", "订购", "预订", "下载",
                  "优惠券", "包邮", "网购", "购物", "租", "报名", "代购"),
        "ja": ("購入", "通販", "価格", "値段", "最安", "最安値", "安い", "セール", "クーポン", "予約", "注文", "送料無料",
               "激安", "ダウンロード", "申し込み", "買う", "販売", "格安"),
        "en": ("buy", "price", "prices", "cheap", "cheapest", "deal", "deals", "discount", "coupon", "order", "shop",
               "sale", "download", "book", "booking", "rent", "subscribe", "purchase", "cost"),
    },
    COMMERCIAL: {
        "zh-TW": ("推薦", "評價", "評測", "比較", "排名", "排行", "心得", "開箱", "哪個好", "好用", "推爆", "ptt", "dcard",
                  "必買", "懶人包", "品牌", "怎麼選", "top"),
        "zh-CN": ("推荐", "评价", "评测", "对比", "比较", "排名", "排行", "排行榜", "心得", "开箱", "哪个好", "好用", "必买",
                  "品牌", "怎么选", "测评", "知乎"),
        "ja": ("おすすめ", "オススメ", "比較", "ランキング", "口コミ", "評判", "レビュー", "人気", "選び方", "違い", "メリット",
               "デメリット", "最強"),
        "en": ("best", "top", "review", "reviews", "vs", "versus", "compare", "comparison", "alternative",
               "alternatives", "recommended", "ranking", "brands"),
    },
    INFORMATIONAL: {
        "zh-TW": ("如何", "怎麼", "怎樣", "什麼", "是什麼", "為什麼", "為何", "教學", "方法", "意思", "原因", "差別", "介紹",
                  "步驟", "歷史", "症狀", "定義", "攻略", "幾點", "哪裡"),
        "zh-CN": ("如何", "怎么", "怎样", "什么", "是什么", "为什么", "为何", "教程", "方法", "意思", "原因", "区别", "介绍",
                  "步骤", "历史", "症状", "定义", "攻略"),
        "ja": ("とは", "方法", "やり方", "なぜ", "意味", "原因", "使い方", "違い", "仕方", "書き方", "読み方", "いつ", "どこ",
               "何", "歴史", "症状", "作り方"),
        "en": ("how", "what", "why", "when", "where", "who", "which", "guide", "tutorial", "meaning", "definition",
               "ideas", "tips", "examples", "history", "symptoms", "learn"),
    },
    NAVIGATIONAL: {
        "zh-TW": ("官網", "官方網站", "登入", "登錄", "客服", "電話", "門市", "營業時間"),
        "zh-CN": ("官网", "官方网站", "登录", "客服", "电话", "门店", "营业时间"),
        "ja": ("公式", "公式サイト", "ログイン", "マイページ", "問い合わせ", "店舗", "営業時間", "アプリ"),
        "en": ("login", "log in", "sign in", "official", "customer service", "contact",
               "near me", "hours"),
    },
}
FEATURE_INTENTS = {
    "ad": ((TRANSACTIONAL, FEATURE_POINTS), (COMMERCIAL, FEATURE_POINTS)),
    "shopping": ((TRANSACTIONAL, FEATURE_POINTS), (COMMERCIAL, FEATURE_POINTS)),
    "local_pack": ((COMMERCIAL, FEATURE_POINTS),),
    "featured_snippet": ((INFORMATIONAL, FEATURE_POINTS),),
    "people_also_ask": ((INFORMATIONAL, FEATURE_POINTS),),
    "knowledge_panel": ((INFORMATIONAL, FEATURE_POINTS),),
    "ai_overview": ((INFORMATIONAL, FEATURE_POINTS),),
    "sitelinks": ((NAVIGATIONAL, 2 * FEATURE_POINTS),),
}
_QUESTION = re.compile(r"(\?|？|嗎|吗|か)$")
_DOMAIN = re.compile(r"^[a-z0-9-]+(\.[a-z0-9-]+)+$")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")


@dataclass(frozen=True)
class Intent:
    primary: str
    intents: tuple[str, ...]              # the primary first, then any within one point of it
    scores: dict[str, float]
    signals: tuple[str, ...]              # what scored: "word:推薦", "feature:ad", "brand:momoshop.com.tw", "default"


def _language_markers(intent: str, language: str) -> tuple[str, ...]:
    table = MARKERS[intent]
    # The keyword's language first; English markers apply to Latin words typed in any language.
    return table.get(language, ()) + (table["en"] if language != "en" else ())


CJK_MARKER, PHRASE_MARKER, WORD_MARKER = "cjk", "phrase", "word"


@lru_cache(maxsize=16)
def _folded_markers(language: str) -> tuple[tuple[str, str, str, str], ...]:
    """(intent, marker, folded marker, how it is looked for) of every marker of ``language``, in
    :data:`INTENTS` order: folded once per language rather than once per keyword (a suggestions answer
    reads a thousand keywords)."""
    found = []
    for intent in INTENTS:
        for marker in _language_markers(intent, language):
            m = normalize_keyword(marker)
            kind = CJK_MARKER if _CJK.search(m) else PHRASE_MARKER if " " in m else WORD_MARKER
            found.append((intent, marker, m, kind))
    return tuple(found)


def word_signals(keyword: str, language: str) -> list[tuple[str, str]]:
    """(intent, marker) for every marker the keyword holds."""
    return list(_word_signals(keyword, language))


@lru_cache(maxsize=8192)  # classify and is_question both read a keyword's signals
def _word_signals(keyword: str, language: str) -> tuple[tuple[str, str], ...]:
    text = normalize_keyword(keyword)
    words = {normalize_keyword(t) for t in tokens(text, language)}
    squashed = "".join(text.split())
    spaced = f" {text} "
    found: list[tuple[str, str]] = []
    for intent, marker, m, kind in _folded_markers(language):
        if kind == CJK_MARKER:
            hit = m in words or (len(m) >= 2 and m in squashed)
        elif kind == PHRASE_MARKER:
            hit = f" {m} " in spaced
        else:
            hit = m in words
        if hit:
            found.append((intent, marker))
    return tuple(found)


def brand_match(keyword: str, top_domain: str | None) -> bool:
    """The keyword names the first result's domain (its label before the public suffix, 3+ letters), or is
    a domain name itself."""
    text = "".join(normalize_keyword(keyword).split())
    if _DOMAIN.match(text):
        return True
    if not top_domain or len(text) < 3 or not text.isascii():
        return False
    label = top_domain.lower().split(".")[0]
    return text == label or (label.startswith(text) and len(text) >= 4)


def classify(keyword: str, language: str, *, features: Iterable[str] = (), top_domain: str | None = None) -> Intent:
    """The intent of ``keyword`` in ``language`` (zh-TW, zh-CN, ja, en), with its SERP's result types and
    first organic domain when a SERP is stored."""
    scores = dict.fromkeys(INTENTS, 0.0)
    signals: list[str] = []
    for intent, marker in word_signals(keyword, language):
        scores[intent] += WORD_POINTS
        signals.append(f"word:{marker}")
    if _QUESTION.search(normalize_keyword(keyword)):
        scores[INFORMATIONAL] += WORD_POINTS
        signals.append("question")
    for feature in sorted(set(features)):
        for intent, points in FEATURE_INTENTS.get(feature, ()):
            scores[intent] += points
        if feature in FEATURE_INTENTS:
            signals.append(f"feature:{feature}")
    if brand_match(keyword, top_domain):
        scores[NAVIGATIONAL] += BRAND_POINTS
        signals.append(f"brand:{top_domain or keyword}")
    if not any(scores.values()):
        return Intent(INFORMATIONAL, (INFORMATIONAL,), scores, ("default",))
    # Ties go to the more specific intent: transactional, navigational, commercial, then informational.
    order = (TRANSACTIONAL, NAVIGATIONAL, COMMERCIAL, INFORMATIONAL)
    ranked = sorted(order, key=lambda i: -scores[i])
    best = scores[ranked[0]]
    listed = tuple(i for i in ranked if scores[i] > 0 and best - scores[i] <= 1.0)
    return Intent(ranked[0], listed, scores, tuple(signals))


def is_question(keyword: str, language: str) -> bool:
    """A question keyword (the suggestions screen's filter): a question form, or a question word of the
    language (how, 如何, 怎麼, 什麼, なぜ, とは …).

    >>> is_question("咖啡因是什麼", "zh-TW"), is_question("咖啡豆 推薦", "zh-TW"), is_question("nisaとは", "ja")
    (True, False, True)
    """
    return bool(_QUESTION.search(normalize_keyword(keyword))) or any(
        intent == INFORMATIONAL and marker in QUESTION_WORDS for intent, marker in word_signals(keyword, language))


QUESTION_WORDS = frozenset({"如何", "怎麼", "怎樣", "什麼", "是什麼", "為什麼", "為何", "怎么", "怎样", "什么", "是什么",
                            "为什么", "为何", "とは", "なぜ", "何", "いつ", "どこ", "how", "what", "why", "when", "where",
                            "who", "which", "幾點", "哪裡"})
