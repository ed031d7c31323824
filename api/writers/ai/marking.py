"""The sensitive-word marks of an AI article (issue 16: "every generated text run through the sensitive-word
check before it is shown, findings marked").

Every text the article holds — the title options, the chosen title, the description, each section title and
paragraph — is run through :func:`analytics.writers.compliance.check` whenever the article is answered (the
``done`` event of a step, GET, PATCH, the preview), so a kept answer is never shown unchecked and the marks
follow the user's own edits. They are not stored: they are the stored texts' findings under the rules of
the day. This check is the AI writer's own and does not use the month's ``text_comply`` allowance (that
counts the checks a user runs on an SEO writer document).

Which categories: the article's market decides the region (zh-TW and zh-CN: Taiwan's lists; ja: Japan's;
en: Taiwan's — the lists hold Chinese and Japanese wording only, so an English text is flagged only where it
quotes Chinese), and its product category (SPEC §3 "product category", free text; the target product when
no category is given) the main categories by :data:`PRODUCT_KINDS`: a kind applies when one of its words
appears in the category (Traditional and Simplified script, any width and case). The general categories
that apply to every product — the fair-trade absolutes and superlatives (公平交易法§21, 景品表示法) — are
always checked, alone when no kind maps.
"""

from __future__ import annotations

from dataclasses import asdict
from functools import cache

from analytics.writers import compliance
from analytics.writers.compliance.engine import fold, simplified
from api.writers.ai import schemas
from api.writers.ai.models import AiArticle
from api.writers.compliance.schemas import FindingOut

#: kind -> (words of a product category naming it, its main categories in Taiwan, in Japan)
PRODUCT_KINDS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "health_food": (("健康食品", "保健食品", "保健品", "營養補充", "膳食補充", "益生菌", "維他命", "維生素", "魚油",
                     "supplement", "vitamin", "probiotic", "サプリ", "機能性表示", "特定保健用"),
                    ("TW-HF", "TW-FOOD"), ("JP-PMD-FOOD",)),
    "food": (("食品", "食物", "飲料", "飲品", "零食", "點心", "茶", "咖啡", "food", "beverage", "drink",
              "snack", "食べ物", "お菓子", "菓子"),
             ("TW-FOOD",), ("JP-PMD-FOOD",)),
    "cosmetics": (("化妝品", "化粧品", "保養", "美妝", "彩妝", "護膚", "護髮", "洗髮", "洗面", "沐浴", "面膜",
                   "精華", "乳液", "香水", "cosmetic", "skincare", "skin care", "makeup", "beauty",
                   "コスメ", "スキンケア", "美容液", "シャンプー"),
                  ("TW-COS",), ("JP-PMD-COS",)),
    "drug": (("藥品", "藥物", "成藥", "醫藥", "drug", "medicine", "pharmaceutical", "医薬品", "薬"),
             ("TW-DRUG",), ("JP-PMD-DRUG-DEV",)),
    "device": (("醫療器材", "醫材", "医疗器械", "medical device", "医療機器"),
               ("TW-DEV",), ("JP-PMD-DRUG-DEV",)),
}
#: the categories that apply to every product, by region
GENERAL = {"TW": ("TW-FT",), "JP": ("JP-KEIHYO",)}
REGION = {"zh-TW": "TW", "zh-CN": "TW", "en": "TW", "ja": "JP"}


def _norm(text: str) -> str:
    return simplified(fold(text))


@cache
def _words() -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((kind, tuple(_norm(word) for word in words)) for kind, (words, _, _) in PRODUCT_KINDS.items())


def kinds(category: str | None) -> list[str]:
    """The product kinds a product category names, in :data:`PRODUCT_KINDS`' order."""
    text = _norm(category or "")
    return [kind for kind, words in _words() if any(word in text for word in words)] if text else []


def main_categories(language: str, category: str | None) -> list[str]:
    """The compliance main categories an article in ``language`` about ``category`` is checked against."""
    region = REGION.get(language, "TW")
    mains = [main for kind in kinds(category) for main in PRODUCT_KINDS[kind][1 if region == "TW" else 2]]
    return list(dict.fromkeys([*mains, *GENERAL[region]]))


def _found(text: str | None, mains: tuple[str, ...]) -> list[FindingOut]:
    return [FindingOut(**asdict(f)) for f in compliance.check(text, mains)] if text else []


def marks(article: AiArticle) -> schemas.ArticleMarks:
    """The findings of every text of ``article``; offsets index each text as stored."""
    mains = tuple(main_categories(article.language, article.category or article.product))
    names = {main["id"]: main["names"] for main in compliance.tree()}
    return schemas.ArticleMarks(
        checked=[schemas.CheckedCategory(id=main, names=names[main]) for main in mains],
        title_options=[_found(option, mains) for option in article.title_options],
        title=_found(article.title, mains), description=_found(article.description, mains),
        sections=[schemas.SectionMarks(title=_found(s["title"], mains), paragraph=_found(s.get("paragraph"), mains))
                  for s in article.sections])
