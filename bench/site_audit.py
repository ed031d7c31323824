"""Site audit crawl: pages per second and peak memory, against advertools.crawl in the same run (not a test).

1. A site of ``--pages`` HTML pages is generated on disk (home, language homes, paginated categories,
   articles and static pages in zh-TW, ja and en; header, nav, breadcrumbs, 20-60 internal links a
   page, images, some links and images to 404 targets, some duplicate titles and bodies, thin pages,
   robots.txt and a sitemap index) and served on 127.0.0.1 by Debian's nginx in its own process
   (installed with apt-get when missing and we may; else Python's http.server in its own process).
2. RankLens crawls it (``crawler.audit.crawl.crawl_site``: every page check and the page score per
   page), then advertools.crawl (a Scrapy-based SEO crawler, from the bench group, else in an
   environment of its own made with uv in the temporary folder) with ``follow_links=True``, in as
   many crawl processes as RankLens's crawl runs (its Scrapy process and its audit workers; see
   PEER_SCRIPT for how advertools's crawl is split; ``--peer-processes`` sets another number).
   Printed for each side: pages per second (wall clock) and CPU-seconds per page (user + system time
   of the crawl's whole process tree, reaped children included: RUSAGE_CHILDREN), beside the machine.
   Each crawl runs in a child process whose whole process tree's RSS is polled from /proc: the peak
   is the largest sum seen (shared pages count once per process, so it errs high); its PSS is polled
   too (a shared page counted once: what the tree holds).
3. RankLens crawls a ``--large`` site the same way, for its peak RSS (``--large 0``: the peak at
   100,000 pages is projected from the first run's growth instead, and printed as a projection).
4. ``--profile N`` times the spider's per-page steps (extract_page, crawler.audit.pages.audit, the
   record's JSON line) over N generated pages in this process, then shows under cProfile the share of
   the text measures, the checks, the score and the summary, and the heaviest functions.

Targets: ≥ 300 pages/s, ≥ 2× advertools, ≤ 600 MB peak RSS at 100,000 pages.

    uv run python bench/site_audit.py                              # 10,000 pages, then 100,000
    uv run python bench/site_audit.py --pages 2000 --large 0       # quick
    uv run python bench/site_audit.py --pages 2000 --crawl 0 --profile 200    # where the time goes
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import importlib.util
import io
import json
import os
import pstats
import random
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Self
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from machine import machine, tree_pids

TARGET_PAGES_PER_S = 300
TARGET_RATIO = 2.0
TARGET_LARGE_MB = 600
PEER = "advertools==0.18.0"

LANGUAGES = ("zh-TW", "ja", "en")
CATEGORIES = 12
PER_CATEGORY_PAGE = 30
STATIC_PAGES = ("about", "contact", "privacy", "terms")
IMAGES = 200
MISSING_IMAGES = 5  # referenced, never written: 404
BROKEN_TARGETS = 40  # article ids past the last one that pages link to: 404

# Phrases the bodies are drawn from: real sentences, so jieba and Sudachi see real text.
PHRASES = {
    "zh-TW": (
        "台北的夜市一直是觀光客最喜歡的行程之一", "這家餐廳的牛肉麵湯頭濃郁，麵條彈牙",
        "搭乘捷運到中正紀念堂只需要十分鐘", "今年的颱風季節比往年來得更早", "許多上班族利用週末到郊外爬山",
        "高雄港的夕陽是攝影愛好者的熱門題材", "我們整理了十間必吃的早餐店", "台灣高鐵讓南北往返變得非常方便",
        "這款手機的電池續航力表現相當出色", "如何挑選適合自己的筆記型電腦", "網站的搜尋引擎最佳化需要長期經營",
        "關鍵字排名會隨著演算法更新而變動", "優質的內容能夠吸引讀者持續回訪", "行動版網頁的載入速度影響使用者體驗",
        "日月潭的環湖自行車道景色優美", "阿里山的日出吸引大批遊客清晨上山", "珍珠奶茶已經成為台灣的代表飲品",
        "房價持續上漲讓年輕人購屋壓力沉重", "政府推出新的補助方案鼓勵中小企業數位轉型", "花蓮的太魯閣國家公園壯麗無比",
        "在家工作需要良好的時間管理能力", "運動前的暖身可以降低受傷的風險", "這本小說描寫了三代人的家族故事",
        "咖啡豆的烘焙程度決定了風味的層次", "選擇保險時要仔細閱讀條款內容", "孩子的閱讀習慣需要從小培養",
        "電動機車的充電站越來越普及", "九份老街的芋圓是必買的伴手禮", "淡水漁人碼頭適合傍晚散步",
        "投資理財之前應先建立緊急預備金",
    ),
    "ja": (
        "東京駅から新幹線で京都まで約二時間です", "この店のラーメンはスープが濃厚で人気があります",
        "週末は家族と一緒に近くの公園へ出かけました", "桜の季節になると多くの観光客が訪れます",
        "検索エンジン最適化には継続的な改善が必要です", "スマートフォンの電池の持ちがとても良くなりました",
        "北海道の冬は雪が多くてとても寒いです", "大阪の道頓堀では美味しいたこ焼きが食べられます",
        "新しいパソコンを選ぶときは用途を考えましょう", "キーワードの順位は検索アルゴリズムの更新で変わります",
        "質の高いコンテンツは読者の信頼を得ることができます", "ページの表示速度はユーザー体験に大きく影響します",
        "富士山の頂上から見る日の出は格別です", "温泉旅館でゆっくり過ごす休日は最高です",
        "在宅勤務では時間の管理が大切になります", "運動の前には必ずストレッチをしてください",
        "この小説は三世代の家族の物語を描いています", "コーヒー豆の焙煎度合いで味わいが変わります",
        "保険を選ぶときは約款をよく読みましょう", "子どもの読書習慣は小さい頃から育てることが大切です",
        "沖縄の海はとても透明で美しいです", "京都の寺院を巡る旅はおすすめです", "電車の遅延情報をアプリで確認できます",
        "地元の野菜を使った料理を紹介します", "投資を始める前に生活防衛資金を準備しましょう",
        "奈良公園には鹿がたくさんいます", "秋葉原は電気街として有名な場所です", "この記事では選び方のポイントを解説します",
        "梅雨の時期は洗濯物が乾きにくいです", "日本茶の淹れ方にはいくつかのコツがあります",
    ),
    "en": (
        "The night markets of Taipei remain a favourite with visitors from around the world.",
        "Search engine optimisation rewards sites that publish useful content consistently.",
        "Keyword rankings move whenever the search engine updates its algorithm.",
        "A fast mobile page keeps readers on the site for longer.", "We compared ten laptops for students this year.",
        "The high-speed rail makes a day trip from Taipei to Kaohsiung easy.",
        "Good internal linking helps both readers and crawlers find your best pages.",
        "Battery life on this phone is impressive for its price.", "Stretching before exercise lowers the risk of injury.",
        "Working from home requires careful time management.", "Coffee roast levels change the flavour of every cup.",
        "Read the policy terms carefully before choosing insurance.", "Children build reading habits at an early age.",
        "Electric scooters are charging at more stations than ever before.", "Sunrise over the mountains draws crowds every morning.",
        "Property prices keep rising, putting pressure on young buyers.", "The government announced a new grant for small businesses.",
        "Our guide explains how to pick the right running shoes.", "The museum opens a new exhibition of modern art next month.",
        "Tea farms in the hills offer tours and tastings on weekends.", "A clear title and description improve the click-through rate.",
        "Broken links frustrate readers and waste the crawl budget.", "This recipe takes only twenty minutes from start to finish.",
        "The typhoon season arrived earlier than usual this year.", "Local vegetables make the simplest dishes taste better.",
        "Start with an emergency fund before you invest.", "The old street is famous for its taro balls and tea houses.",
        "Cycling around the lake is the best way to see the scenery.", "Our editors test every product before recommending it.",
        "Structured data helps search engines understand the page.",
    ),
}
WORDS = {
    "zh-TW": ("旅遊", "美食", "科技", "理財", "健康", "生活", "教育", "汽車", "房地產", "運動", "文化", "購物", "攻略", "推薦", "評價"),
    "ja": ("旅行", "グルメ", "テクノロジー", "お金", "健康", "暮らし", "教育", "車", "不動産", "スポーツ", "文化", "買い物", "まとめ", "おすすめ", "比較"),
    "en": ("Travel", "Food", "Tech", "Money", "Health", "Living", "Education", "Cars", "Property", "Sports", "Culture", "Shopping", "Guide", "Review", "Tips"),
}
UI = {
    "zh-TW": {"home": "首頁", "more": "延伸閱讀", "next": "下一頁", "prev": "上一頁", "read": "閱讀全文", "click": "點這裡",
              "static": ("關於我們", "聯絡我們", "隱私權政策", "使用條款"), "site": "生活誌"},
    "ja": {"home": "ホーム", "more": "関連記事", "next": "次へ", "prev": "前へ", "read": "続きを読む", "click": "こちら",
           "static": ("会社概要", "お問い合わせ", "プライバシーポリシー", "利用規約"), "site": "暮らしマガジン"},
    "en": {"home": "Home", "more": "Related articles", "next": "Next", "prev": "Previous", "read": "Read more",
           "click": "click here", "static": ("About us", "Contact", "Privacy policy", "Terms of use"), "site": "Living Magazine"},
}


# What a CMS inlines on every page (consent banner, analytics, critical CSS): markup to parse, no text.
BOILERPLATE = (
    "<style>" + "".join(f".c{i}{{margin:{i}px;padding:{i % 7}px;color:#{i:03x}}}" for i in range(60)) + "</style>"
    + "<script>window.dataLayer=window.dataLayer||[];" + "".join(
        f"dataLayer.push({{event:'view_{i}',section:'s{i}',ts:Date.now()}});" for i in range(40)) + "</script>"
)


def _prefix(lang: str) -> str:
    return "/" + lang.lower() + "/"


@dataclass(frozen=True)
class Layout:
    """Where every page of a site of ``pages`` pages lives."""

    pages: int

    @property
    def articles(self) -> int:
        """Articles such that home, language homes, static, category and article pages add up to ``pages``."""
        fixed = 1 + len(LANGUAGES) * (1 + len(STATIC_PAGES))
        articles = max(0, self.pages - fixed)
        while articles and fixed + articles + self.category_pages_for(articles) > self.pages:
            articles -= 1
        return articles

    def category_pages_for(self, articles: int) -> int:
        return sum(self.listing_pages(articles, cell) for cell in range(len(LANGUAGES) * CATEGORIES))

    @staticmethod
    def listing_pages(articles: int, cell: int) -> int:
        """Pages of the category ``cell`` (language × category), whose articles are every cell-th one."""
        count = len(range(cell, articles, len(LANGUAGES) * CATEGORIES))
        return max(1, -(-count // PER_CATEGORY_PAGE))


def article_cell(article: int) -> tuple[str, int]:
    cell = article % (len(LANGUAGES) * CATEGORIES)
    return LANGUAGES[cell // CATEGORIES], cell % CATEGORIES


def article_path(article: int) -> str:
    lang, category = article_cell(article)
    return f"{_prefix(lang)}c{category}/{article}.html"


def category_path(lang: str, category: int, page: int = 1) -> str:
    return f"{_prefix(lang)}c{category}/" + (f"page/{page}/" if page > 1 else "")


@functools.cache
def _vocabulary(lang: str) -> tuple[str, ...]:
    """The words of the phrases (and the punctuation between them kept out)."""
    from analytics.audits import text

    return tuple(sorted({word for phrase in PHRASES[lang] for word in text.tokens(phrase, lang)}))


def _sentences(rng: random.Random, lang: str, count: int) -> str:
    """``count`` sentences of words drawn from the phrases' vocabulary: new clauses every time, as an
    article's text is (the tokenizers meet no clause twice unless a template repeats it)."""
    words = _vocabulary(lang)
    sentences = []
    for _ in range(count):
        clauses = [rng.choices(words, k=rng.randrange(4, 9)) for _ in range(rng.randrange(1, 4))]
        if lang == "en":
            sentence = ", ".join(" ".join(clause) for clause in clauses)
            sentences.append(sentence[0].upper() + sentence[1:] + ".")
        else:
            sentences.append("，".join("".join(clause) for clause in clauses) + "。")
    return (" " if lang == "en" else "").join(sentences)


class SiteWriter:
    """Writes the site under ``root`` for ``base`` (``http://127.0.0.1:port``), deterministic for a seed."""

    def __init__(self, root: Path, base: str, pages: int, seed: int = 5):
        self.root, self.base, self.layout = root, base, Layout(pages)
        self.articles = self.layout.articles
        self.rng = random.Random(seed)
        self.urls: list[str] = []
        self.broken: set[str] = set()  # paths linked to and never written
        self.bytes = 0

    def write(self) -> None:
        self._assets()
        self._page("/", self.home())
        for lang in LANGUAGES:
            self._page(_prefix(lang), self.language_home(lang))
            for index, name in enumerate(STATIC_PAGES):
                self._page(f"{_prefix(lang)}{name}.html", self.static(lang, index))
        cells = len(LANGUAGES) * CATEGORIES
        for cell in range(cells):
            lang, category = LANGUAGES[cell // CATEGORIES], cell % CATEGORIES
            members = list(range(cell, self.articles, cells))
            pages = Layout.listing_pages(self.articles, cell)
            for page in range(1, pages + 1):
                chunk = members[(page - 1) * PER_CATEGORY_PAGE: page * PER_CATEGORY_PAGE]
                self._page(category_path(lang, category, page), self.listing(lang, category, page, pages, chunk))
        for article in range(self.articles):
            self._page(article_path(article), self.article(article))
        self._sitemaps()

    # --- files ---------------------------------------------------------------------------------

    def _file(self, path: str, body: bytes) -> None:
        target = self.root / path.lstrip("/")
        if path.endswith("/"):
            target = target / "index.html"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(body)
        self.bytes += len(body)

    def _page(self, path: str, html: str) -> None:
        self._file(path, html.encode("utf-8"))
        self.urls.append(self.base + path)

    def _assets(self) -> None:
        self._file("/static/site.css", b"body{font-family:sans-serif;margin:0}nav a{margin:0 .5em}" * 20)
        self._file("/static/site.js", b"document.documentElement.classList.add('js');\n" * 20)
        self._file("/favicon.ico", bytes(318))
        # A JPEG's start and end markers around filler: enough for a content type and a size.
        for image in range(IMAGES - MISSING_IMAGES):
            self._file(f"/img/{image}.jpg", b"\xff\xd8\xff\xe0" + bytes(2000 + 37 * image) + b"\xff\xd9")
        self._file("/robots.txt", f"User-agent: *\nDisallow: /search\n\nSitemap: {self.base}/sitemap.xml\n".encode())

    def _sitemaps(self) -> None:
        names = []
        for start in range(0, len(self.urls), 40_000):
            name = f"/sitemap-{start // 40_000 + 1}.xml"
            entries = "".join(f"<url><loc>{escape(url)}</loc></url>\n" for url in self.urls[start:start + 40_000])
            self._file(name, ('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/'
                              f'schemas/sitemap/0.9">\n{entries}</urlset>\n').encode())
            names.append(name)
        index = "".join(f"<sitemap><loc>{self.base}{name}</loc></sitemap>\n" for name in names)
        self._file("/sitemap.xml", ('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.'
                                    f'sitemaps.org/schemas/sitemap/0.9">\n{index}</sitemapindex>\n').encode())

    # --- templates -----------------------------------------------------------------------------

    def _doc(self, lang: str, path: str, title: str, description: str, main: str, *, noindex: bool = False,
             head: str = "") -> str:
        ui = UI[lang]
        nav = "".join(f'<a href="{category_path(lang, c)}">{WORDS[lang][c]}</a>' for c in range(CATEGORIES))
        switch = "".join(f'<a href="{_prefix(other)}" hreflang="{other}">{other}</a>' for other in LANGUAGES)
        footer = "".join(f'<a href="{_prefix(lang)}{name}.html">{ui["static"][i]}</a>'
                         for i, name in enumerate(STATIC_PAGES))
        robots = '<meta name="robots" content="noindex">' if noindex else ""
        image = self.rng.randrange(IMAGES)
        return (
            f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n"
            f'<meta name="description" content="{escape(description)}">\n{robots}'
            f'<link rel="canonical" href="{self.base}{path}">\n'
            f'<meta property="og:title" content="{escape(title)}">\n'
            f'<meta property="og:type" content="article">\n'
            f'<meta property="og:image" content="{self.base}/img/{image}.jpg">\n'
            f'{head}<link rel="icon" href="/favicon.ico">\n<link rel="stylesheet" href="/static/site.css">\n'
            f'<script type="application/ld+json">{{"@context":"https://schema.org","@type":"WebPage",'
            f'"name":{json.dumps(title, ensure_ascii=False)}}}</script>\n'
            f'<script src="/static/site.js" defer></script>\n{BOILERPLATE}\n</head>\n<body>\n'
            f'<header><a href="/" class="logo"><img src="/img/0.jpg" alt="{ui["site"]}" width="120" height="40"></a>'
            f'<nav>{nav}</nav><div class="lang">{switch}</div></header>\n'
            f"<main>\n{main}\n</main>\n"
            f'<footer><nav>{footer}<a href="/">{ui["home"]}</a></nav><p>© 2026 {ui["site"]}</p></footer>\n'
            "</body>\n</html>\n"
        )

    def home(self) -> str:
        lang = "zh-TW"
        cards = "".join(f'<li><a href="{article_path(a)}">{self._title(a)}</a></li>'
                        for a in range(min(self.articles, 24)))
        langs = "".join(f'<link rel="alternate" hreflang="{other}" href="{self.base}{_prefix(other)}">'
                        for other in LANGUAGES)
        main = f"<h1>{UI[lang]['site']}</h1><h2>{UI[lang]['more']}</h2><ul>{cards}</ul><p>{_sentences(self.rng, lang, 12)}</p>"
        return self._doc(lang, "/", f"{UI[lang]['site']}：台灣與日本的旅遊、美食與生活情報",
                         "生活誌整理台灣與日本的旅遊、美食、科技與理財資訊，每天更新實用的生活情報，幫你做出更好的選擇。", main,
                         head=langs)

    def language_home(self, lang: str) -> str:
        ui = UI[lang]
        cards = "".join(f'<li><a href="{article_path(a)}">{self._title(a)}</a></li>'
                        for a in range(LANGUAGES.index(lang) * CATEGORIES, self.articles, len(LANGUAGES) * CATEGORIES)[:20])
        main = f"<h1>{ui['site']}</h1><h2>{ui['more']}</h2><ul>{cards}</ul><p>{_sentences(self.rng, lang, 10)}</p>"
        return self._doc(lang, _prefix(lang), f"{ui['site']} {lang}", _sentences(self.rng, lang, 2), main)

    def static(self, lang: str, index: int) -> str:
        ui = UI[lang]
        main = f"<h1>{ui['static'][index]}</h1><p>{_sentences(self.rng, lang, 4)}</p>"  # thin, on purpose
        return self._doc(lang, f"{_prefix(lang)}{STATIC_PAGES[index]}.html", f"{ui['static'][index]} | {ui['site']}",
                         _sentences(self.rng, lang, 2), main, noindex=index >= 2)

    def listing(self, lang: str, category: int, page: int, pages: int, members: list[int]) -> str:
        ui, name = UI[lang], WORDS[lang][category]
        items = "".join(
            f'<li><a href="{article_path(a)}"><img src="/img/{a % IMAGES}.jpg" alt="" width="80" height="60">'
            f'{self._title(a)}</a></li>' for a in members)
        pager = "".join(f'<a href="{category_path(lang, category, p)}">{p}</a>'
                        for p in range(max(1, page - 3), min(pages, page + 3) + 1) if p != page)
        if page < pages:
            pager += f'<a href="{category_path(lang, category, page + 1)}" rel="next">{ui["next"]}</a>'
        main = (f'<nav class="crumbs"><a href="/">{ui["home"]}</a> › <a href="{_prefix(lang)}">{lang}</a></nav>'
                f"<h1>{name}</h1><p>{_sentences(self.rng, lang, 3)}</p><ul>{items}</ul><nav>{pager}</nav>")
        title = f"{name} {WORDS[lang][12]} | {ui['site']}" + (f" ({page})" if page > 1 else "")
        return self._doc(lang, category_path(lang, category, page), title, _sentences(self.rng, lang, 2), main)

    @functools.lru_cache(maxsize=200_000)  # noqa: B019 (one writer a run; titles are shown many times)
    def _title(self, article: int) -> str:
        lang, category = article_cell(article)
        twin = article - article % 50 if article % 50 == 7 else article  # 2%: another article's title
        rng = random.Random(twin)
        words = WORDS[lang]
        if lang == "en":
            return f"{words[category]} {words[rng.randrange(12, 15)]}: {rng.choice(PHRASES[lang])[:-1]} #{twin}"
        return f"{rng.choice(PHRASES[lang])[:18]}｜{words[category]}{words[rng.randrange(12, 15)]}{twin}"

    def _same_language(self, lang: str, count: int) -> Iterator[int]:
        """Up to ``count`` random articles in ``lang``."""
        cells = len(LANGUAGES) * CATEGORIES
        for _ in range(count):
            article = self.rng.randrange(self.articles // cells + 1) * cells
            article += LANGUAGES.index(lang) * CATEGORIES + self.rng.randrange(CATEGORIES)
            if article < self.articles:
                yield article

    def article(self, article: int) -> str:
        rng = self.rng
        lang, category = article_cell(article)
        ui = UI[lang]
        twin = article - article % 100 if article % 100 == 13 else article  # 1%: another article's body
        body_rng = random.Random(twin * 7919)
        paragraphs = 1 if article % 40 == 3 else body_rng.randrange(4, 9)  # 2.5% thin
        parts = []
        for index in range(paragraphs):
            text = _sentences(body_rng, lang, body_rng.randrange(3, 7))
            if index % 2 and self.articles:
                target = rng.randrange(self.articles)
                text += f' <a href="{article_path(target)}">{self._title(target)}</a>'
            parts.append(f"<h2>{_sentences(body_rng, lang, 1)[:24]}</h2><p>{text}</p>" if index % 3 == 2 else f"<p>{text}</p>")
            if index % 3 == 1:
                image = rng.randrange(IMAGES)
                alt = "" if rng.random() < 0.1 else escape(_sentences(body_rng, lang, 1)[:30])
                parts.append(f'<figure><img src="/img/{image}.jpg" alt="{alt}" width="640" height="360"></figure>')
        if article % 33 == 5:
            broken = f"{_prefix(lang)}c{category}/{self.articles + article % BROKEN_TARGETS}.html"
            self.broken.add(broken)
            parts.append(f'<p><a href="{broken}">{ui["click"]}</a></p>')
        related = "".join(f'<li><a href="{article_path(a)}">{self._title(a)}</a></li>'
                          for a in self._same_language(lang, rng.randrange(8, 22)))
        neighbours = "".join(f'<a href="{article_path(n)}">{ui["next"] if n > article else ui["prev"]}</a>'
                             for n in (article - 1, article + 1) if 0 <= n < self.articles)
        main = (
            f'<nav class="crumbs"><a href="/">{ui["home"]}</a> › <a href="{_prefix(lang)}">{lang}</a> › '
            f'<a href="{category_path(lang, category)}">{WORDS[lang][category]}</a></nav>'
            f"<article><h1>{self._title(twin)}</h1>{''.join(parts)}</article>"
            f"<aside><h2>{ui['more']}</h2><ul>{related}</ul></aside><nav>{neighbours}</nav>"
        )
        return self._doc(lang, article_path(article), self._title(article),
                         _sentences(random.Random(twin), lang, 2)[:90], main)


def generate(root: Path, base: str, pages: int) -> SiteWriter:
    writer = SiteWriter(root, base, pages)
    writer.write()
    return writer


# --- the web server ----------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def nginx() -> str | None:
    """Debian's nginx, installed with apt-get (nginx-light) when missing and we are root."""
    found = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").is_file() else None)
    if found or os.geteuid() != 0 or not shutil.which("apt-get"):
        return found
    print("installing Debian's nginx-light for the benchmark's web server...", flush=True)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "env": env}
    if subprocess.run(["apt-get", "install", "-y", "-qq", "nginx-light"], check=False, **quiet).returncode:
        subprocess.run(["apt-get", "update", "-qq"], check=False, **quiet)
        subprocess.run(["apt-get", "install", "-y", "-qq", "nginx-light"], check=False, **quiet)
    return shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").is_file() else None)


NGINX_CONF = """\
worker_processes 1;
daemon off;
pid {prefix}/nginx.pid;
error_log {prefix}/error.log error;
events {{ worker_connections 1024; }}
http {{
    include /etc/nginx/mime.types;
    types {{ application/xml xml; }}
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    open_file_cache max=4096 inactive=20s;  # each entry holds a file open; past the fd limit try_files says 404
    server {{
        listen 127.0.0.1:{port};
        root {root};
        location / {{ try_files $uri $uri/ =404; }}
    }}
}}
"""


class Server:
    """The site's web server in its own process: nginx (one worker: the machine has two cores and the
    crawler needs one), else ``python -m http.server``."""

    def __init__(self, root: Path, port: int, workdir: Path):
        self.root, self.port, self.workdir = root, port, workdir
        self.process: subprocess.Popen | None = None
        self.kind = ""

    def __enter__(self) -> Self:
        binary = nginx()
        log = open(self.workdir / "server.log", "wb")
        if binary:
            prefix = self.workdir / "nginx"
            prefix.mkdir(exist_ok=True)
            conf = prefix / "nginx.conf"
            conf.write_text(NGINX_CONF.format(prefix=prefix, port=self.port, root=self.root))
            command = [binary, "-p", str(prefix), "-c", str(conf)]
            version = subprocess.run([binary, "-v"], check=False, capture_output=True, text=True).stderr
            self.kind = f"nginx {version.split('/')[-1].strip()}"
        else:
            command = [sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1",
                       "--directory", str(self.root)]
            self.kind = "python -m http.server (nginx not installable here)"
        self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return self
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit(f"{command[0]} did not start: {(self.workdir / 'server.log').read_text()[-2000:]}")
                time.sleep(0.1)

    def __exit__(self, *exc) -> None:
        if self.process and self.process.poll() is None:
            os.killpg(self.process.pid, 15)
            self.process.wait(timeout=20)


# --- measuring a process tree ------------------------------------------------------------------

_PAGE_KB = os.sysconf("SC_PAGE_SIZE") // 1024


def tree_rss_mb(pids: list[int]) -> float:
    """RSS of the processes, in MB (10^6 bytes)."""
    return _sum_kb(pids, lambda pid: int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * _PAGE_KB) * 1024 / 1e6


def tree_pss_mb(pids: list[int]) -> float:
    """PSS of the processes, in MB: what they hold, a page shared by several of them (the Sudachi
    dictionary mapped by every audit worker, the libraries) counted once."""
    def pss(pid: int) -> int:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
        return 0
    return _sum_kb(pids, pss) * 1024 / 1e6


def _sum_kb(pids: list[int], size) -> int:
    kb = 0
    for pid in pids:
        try:
            kb += size(pid)
        except (OSError, IndexError, ValueError):  # the process ended meanwhile
            pass
    return kb


class LineCounter:
    """Lines a growing file has so far (records a crawl wrote), read incrementally."""

    def __init__(self, path: Path):
        self.path, self.offset, self.lines = path, 0, 0

    def __call__(self) -> int:
        try:
            with self.path.open("rb") as file:
                file.seek(self.offset)
                chunk = file.read()
        except OSError:
            return self.lines
        self.offset += len(chunk)
        self.lines += chunk.count(b"\n")
        return self.lines


@dataclass
class Run:
    pages: int
    seconds: float
    peak_mb: float
    peak_pss_mb: float
    detail: str = ""
    trace: tuple[tuple[int, float], ...] = ()  # (lines written, peak RSS so far) every 2 s
    cpu_seconds: float = 0.0  # user + system time of the whole process tree (reaped children included)

    @property
    def rate(self) -> float:
        return self.pages / self.seconds if self.seconds else 0.0

    @property
    def cpu_ms_per_page(self) -> float:
        return 1000 * self.cpu_seconds / self.pages if self.pages else 0.0

    def projected_mb(self, pages: int) -> float:
        """Peak RSS at ``pages``, continuing the growth of the second half of this run in a line."""
        half = next(((lines, mb) for lines, mb in self.trace if lines >= self.trace[-1][0] / 2), self.trace[-1])
        end = self.trace[-1]
        slope = (end[1] - half[1]) / (end[0] - half[0]) if end[0] > half[0] else 0.0
        lines = pages * end[0] / self.pages if self.pages else 0  # records per page: progress lines too
        return self.peak_mb + slope * max(0, lines - end[0])


def measured_run(command: list[str], env: dict[str, str] | None = None, log: Path | None = None,
                 progress: LineCounter | None = None
                 ) -> tuple[float, float, float, str, tuple[tuple[int, float], ...], float]:
    """Runs ``command``: wall seconds, peak RSS and peak PSS of its process tree in MB, its standard
    output, the peak RSS as ``progress`` went, and the CPU seconds (user + system) of the tree: the
    children this process reaps, with the descendants each of them reaped (RUSAGE_CHILDREN)."""
    out = open(log, "wb") if log else subprocess.DEVNULL  # noqa: SIM115
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=out, env=env, cwd=ROOT, start_new_session=True)
    peak = peak_pss = 0.0
    trace: list[tuple[int, float]] = []
    stop = threading.Event()

    def poll() -> None:
        nonlocal peak, peak_pss
        noted = time.monotonic()
        polls = 0
        while not stop.is_set():
            pids = tree_pids(process.pid)
            peak = max(peak, tree_rss_mb(pids))
            polls += 1
            if polls % 5 == 0:  # every half second: smaps_rollup walks the page tables
                peak_pss = max(peak_pss, tree_pss_mb(pids))
            if progress and time.monotonic() - noted >= 2:
                trace.append((progress(), peak))
                noted = time.monotonic()
            stop.wait(0.1)

    poller = threading.Thread(target=poll, daemon=True)
    poller.start()
    try:
        stdout = process.stdout.read().decode() if process.stdout else ""
        process.wait()
    finally:
        if process.poll() is None:  # interrupted: the crawl goes with us
            os.killpg(process.pid, signal.SIGTERM)
            process.wait()
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - used.ru_utime - used.ru_stime
    stop.set()
    poller.join()
    if progress:
        trace.append((progress(), peak))
    if log:
        out.close()
    if process.returncode:
        tail = log.read_text(errors="replace")[-3000:] if log else ""
        raise SystemExit(f"{command[:3]} failed ({process.returncode}):\n{tail}")
    return seconds, peak, peak_pss, stdout, tuple(trace), cpu


# --- the crawlers ------------------------------------------------------------------------------


def bench_policy():
    """The fetch policy of a benchmark crawl: the local site allowed, and the deployment's audit workers
    (``RANKLENS_CRAWL_AUDIT_WORKERS``) as a crawl by the app would have them."""
    from api.core.config import get_settings
    from crawler.audit.policy import FetchPolicy

    return FetchPolicy(allow_private=True, audit_workers=get_settings().crawl_audit_workers)


def ours_in_child(start_url: str, workdir: str, max_pages: int) -> None:
    """The child process measured for RankLens: the crawl's records read as the store would read them."""
    from crawler.audit.crawl import AuditCrawlOptions, crawl_site

    kinds: dict[str, int] = {}
    statuses: dict[str, int] = {}
    findings = 0
    done = None
    options = AuditCrawlOptions(start_url, bench_policy(), max_pages=max_pages, timeout=6 * 3600.0)
    for record in crawl_site(options, Path(workdir)):
        kind = record.get("kind", "?")
        kinds[kind] = kinds.get(kind, 0) + 1
        if kind == "page":
            status = str(record.get("summary", {}).get("status"))
            statuses[status] = statuses.get(status, 0) + 1
            findings += len(record.get("findings", ()))
        elif kind == "done":
            done = record
    print(json.dumps({"kinds": kinds, "statuses": statuses, "findings": findings, "done": done}))


def crawl_ours(start_url: str, workdir: Path, max_pages: int) -> Run:
    workdir.mkdir(parents=True, exist_ok=True)
    seconds, peak, peak_pss, stdout, trace, cpu = measured_run(
        [sys.executable, __file__, "--child", start_url, str(workdir), str(max_pages)],
        log=workdir / "crawl.log", progress=LineCounter(workdir / "records.jsonl"))
    result = json.loads(stdout.strip().splitlines()[-1])
    pages = result["kinds"].get("page", 0)
    detail = (f"statuses {result['statuses']}, {result['findings']:,} findings, "
              f"done: {(result['done'] or {}).get('reason')}")
    return Run(pages, seconds, peak, peak_pss, detail, trace, cpu)


def processes_ours(max_pages: int) -> int:
    """Processes RankLens's crawl runs: its Scrapy process and the audit workers it starts."""
    from crawler.audit.crawl import AuditCrawlOptions, audit_workers

    return 1 + audit_workers(AuditCrawlOptions("http://127.0.0.1/", bench_policy(),
                                               max_pages=max_pages))


def peer_environment(folder: Path) -> Path:
    """The python that runs advertools: this one when the bench group is installed (``uv sync --group
    bench``), else a virtual environment with advertools alone (uv, from its cache when it has it)."""
    if importlib.util.find_spec("advertools") is not None:
        return Path(sys.executable)
    uv = [shutil.which("uv")] if shutil.which("uv") else ["python3", "-m", "uv"]  # as the Makefile finds it
    subprocess.run([*uv, "venv", "-q", "--python", f"{sys.version_info.major}.{sys.version_info.minor}", str(folder)],
                   check=True)
    python = folder / "bin" / "python"
    subprocess.run([*uv, "pip", "install", "-q", "--python", str(python), PEER], check=True)
    return python


# advertools.crawl runs Scrapy in a child process (``scrapy runspider``) and shares no frontier between
# crawls, so N processes are N crawls from the home page, each following links to every page but its
# share of the articles (the article number's last digit, modulo N): the home, language, category and
# static pages are fetched by every process, the articles (most of the site) by one. Threads only wait.
PEER_SCRIPT = """
import sys, threading, advertools
url, output, pages, processes = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])

def one(i):
    others = "".join(str(d) for d in range(10) if d % processes != i)
    advertools.crawl(url, f"{output}.{i}.jl", follow_links=True, allowed_domains=["127.0.0.1"],
                     exclude_url_regex=rf"/[0-9]*[{others}]\\.html$" if others else None, custom_settings={
        "CLOSESPIDER_PAGECOUNT": pages, "LOG_LEVEL": "INFO",
        "CONCURRENT_REQUESTS": 32, "CONCURRENT_REQUESTS_PER_DOMAIN": 32, "AUTOTHROTTLE_ENABLED": False,
    })

threads = [threading.Thread(target=one, args=(i,)) for i in range(processes)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
"""


def crawl_peer(python: Path, start_url: str, workdir: Path, max_pages: int, processes: int = 1) -> Run:
    """advertools.crawl, following links, at Scrapy's concurrency raised to 32 (its fastest here), in
    ``processes`` crawl processes (PEER_SCRIPT); pages are the distinct URLs fetched."""
    workdir.mkdir(parents=True, exist_ok=True)
    output = workdir / "advertools"
    env = {**os.environ, "PATH": f"{python.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    env.pop("VIRTUAL_ENV", None)
    seconds, peak, peak_pss, _, trace, cpu = measured_run(
        [str(python), "-c", PEER_SCRIPT, start_url, str(output), str(max_pages), str(processes)],
        env=env, log=workdir / "crawl.log", progress=LineCounter(workdir / "advertools.0.jl"))
    statuses: dict[str, int] = {}
    fetched = 0
    for i in range(processes):
        with (workdir / f"advertools.{i}.jl").open(encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                fetched += 1
                statuses.setdefault(row.get("url"), str(row.get("status")))
    counts: dict[str, int] = {}
    for status in statuses.values():
        counts[status] = counts.get(status, 0) + 1
    detail = f"{processes} processes, statuses {counts}, {fetched:,} fetches"
    return Run(len(statuses), seconds, peak, peak_pss, detail, trace, cpu)


# --- where the time goes -----------------------------------------------------------------------

HTML_HEADERS = (("Content-Type", "text/html; charset=utf-8"), ("Server", "nginx"))


# Functions whose time (with what they call) the profile reports per page, and where they run.
PROFILED = (
    ("facts.measured", "measured", "facts.py"), ("  text.tokens", "tokens", "text.py"),
    ("  text.simhash", "simhash", "text.py"), ("catalogue.audit_page", "audit_page", "catalogue.py"),
    ("scoring.page_score", "page_score", "scoring.py"), ("signals.summarize", "summarize", "signals.py"),
)


def profile(writer: SiteWriter, count: int) -> None:
    """ms per page of each per-page stage of the crawl (crawler.audit.pages.audit is the spider's own
    step after extract_page) over ``count`` generated pages, in this process; then, under cProfile,
    the inner functions' share and the heaviest functions."""
    from analytics.audits.records import to_json
    from crawler.audit import journal, pages
    from crawler.audit.extract import extract_page

    def read(url: str) -> tuple[str, bytes]:
        path = writer.root / url[len(writer.base) + 1:]
        return url, (path / "index.html" if url.endswith("/") else path).read_bytes()

    # Three sets of different pages: one to warm up (tokenizer dictionaries loaded), one timed, one
    # profiled; a page seen before would find its text's words in the caches, a new page does not.
    step = max(1, len(writer.urls) // (3 * count))
    sample = [read(url) for url in writer.urls[::step][:3 * count]]
    warm, timed, profiled = sample[0::3], sample[1::3], sample[2::3]
    hosts = frozenset({"127.0.0.1"})
    stages = {"extract_page": 0.0, "pages.audit": 0.0, "record JSON line": 0.0}

    def one_pass(sample: list[tuple[str, bytes]], timed: bool) -> None:
        for url, body in sample:
            marks = [time.perf_counter()]
            facts = extract_page(url, body, status=200, headers=HTML_HEADERS, depth=2, in_sitemap=True)
            marks.append(time.perf_counter())
            audited = pages.audit(facts, hosts)
            marks.append(time.perf_counter())
            journal.dumps(to_json(audited.record))
            marks.append(time.perf_counter())
            if timed:
                for name, begin, end in zip(stages, marks, marks[1:], strict=False):
                    stages[name] += end - begin

    one_pass(warm, False)
    one_pass(timed, True)
    total = sum(stages.values())
    print(f"per page, {len(timed)} generated pages in one process (one core, load average {os.getloadavg()[0]:.1f}):")
    for name, seconds in stages.items():
        print(f"  {name:24} {1000 * seconds / len(timed):6.2f} ms  ({100 * seconds / total:4.1f}%)")
    print(f"  {'all':24} {1000 * total / len(timed):6.2f} ms  → at most {len(timed) / total:,.0f} pages/s per core")
    profiler = cProfile.Profile()
    profiler.runcall(one_pass, profiled, False)
    stats = pstats.Stats(profiler)
    profiled_total = sum(tottime for _, _, tottime, _, _ in stats.stats.values())
    print(f"under cProfile ({1000 * profiled_total / len(profiled):.2f} ms per page in all), with what they call:")
    for label, function, filename in PROFILED:
        cumulative = sum(ct for (path, _, name), (_, _, _, ct, _) in stats.stats.items()
                         if name == function and path.endswith(f"audits/{filename}"))
        print(f"  {label:24} {1000 * cumulative / len(profiled):6.2f} ms  ({100 * cumulative / profiled_total:4.1f}%)")
    report = io.StringIO()
    pstats.Stats(profiler, stream=report).sort_stats("tottime").print_stats(20)
    print("\n".join(line for line in report.getvalue().splitlines() if line.strip())[:5000])


# --- the run -----------------------------------------------------------------------------------


def verdict(ok: bool) -> str:
    return "OK" if ok else "MISSED"


def main() -> int:
    if sys.argv[1:2] == ["--child"]:
        ours_in_child(sys.argv[2], sys.argv[3], int(sys.argv[4]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=10_000, help="pages of the site both crawlers crawl")
    parser.add_argument("--large", type=int, default=100_000, help="pages of the site for peak RSS (0: skip)")
    parser.add_argument("--peer", type=int, default=1, help="1: crawl with advertools too, 0: not")
    parser.add_argument("--peer-processes", type=int, default=0,
                        help="advertools crawl processes (default 0: as many as RankLens's crawl runs)")
    parser.add_argument("--profile", type=int, default=0, help="time the per-page stages over N pages")
    parser.add_argument("--crawl", type=int, default=1, help="0: generate (and profile) only")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # clean up (servers, crawls, files) when stopped

    folder = Path(tempfile.mkdtemp(prefix="ranklens-site-bench-"))
    folder.chmod(0o755)  # nginx's worker reads the site as nobody
    try:
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        started = time.perf_counter()
        writer = generate(folder / "site", base, args.pages)
        print(f"site: {len(writer.urls):,} pages ({writer.articles:,} articles), {writer.bytes / 1e6:.0f} MB, "
              f"{len(writer.broken)} broken link targets, in {time.perf_counter() - started:.0f} s")
        if args.profile:
            profile(writer, args.profile)
        if not args.crawl:
            return 0
        print(f"machine: {machine()}")
        with Server(folder / "site", port, folder) as server:
            print(f"server: {server.kind} on {base}")
            # Both crawlers may fetch every page plus the 404 targets the pages link to.
            budget = len(writer.urls) + len(writer.broken) + 10
            processes = processes_ours(budget)
            ours = crawl_ours(base + "/", folder / "ours", budget)
            print(f"ranklens:   {ours.pages:,} pages in {ours.seconds:.1f} s = {ours.rate:,.0f} pages/s, "
                  f"{ours.cpu_ms_per_page:.2f} CPU-ms/page, peak RSS {ours.peak_mb:,.0f} MB, "
                  f"PSS {ours.peak_pss_mb:,.0f} MB ({processes} crawl processes, {ours.detail})")
            if args.peer:
                python = peer_environment(folder / "peer-env")
                theirs = crawl_peer(python, base + "/", folder / "peer", budget, args.peer_processes or processes)
                print(f"advertools: {theirs.pages:,} pages in {theirs.seconds:.1f} s = {theirs.rate:,.0f} pages/s, "
                      f"{theirs.cpu_ms_per_page:.2f} CPU-ms/page, peak RSS {theirs.peak_mb:,.0f} MB, "
                      f"PSS {theirs.peak_pss_mb:,.0f} MB ({PEER}, {theirs.detail})")
        if args.large:
            shutil.rmtree(folder / "site")
            started = time.perf_counter()
            large = generate(folder / "large", base, args.large)
            print(f"large site: {len(large.urls):,} pages, {large.bytes / 1e6:,.0f} MB, "
                  f"in {time.perf_counter() - started:.0f} s")
            with Server(folder / "large", port, folder):
                big = crawl_ours(base + "/", folder / "ours-large", len(large.urls) + len(large.broken) + 10)
            print(f"ranklens, {args.large:,} pages: {big.pages:,} pages in {big.seconds:.0f} s = {big.rate:,.0f} pages/s, "
                  f"peak RSS {big.peak_mb:,.0f} MB, PSS {big.peak_pss_mb:,.0f} MB ({big.detail})")

        print("\nsummary (wall time of each crawl's whole run, memory of its whole process tree):")
        print(f"  ranklens {ours.rate:,.0f} pages/s (target ≥ {TARGET_PAGES_PER_S}) "
              f"{verdict(ours.rate >= TARGET_PAGES_PER_S)}")
        if args.peer:
            ratio = ours.rate / theirs.rate if theirs.rate else float("inf")
            print(f"  ranklens / advertools: {ratio:.1f}× pages/s (target ≥ {TARGET_RATIO}×) "
                  f"{verdict(ratio >= TARGET_RATIO)}, peak RSS {ours.peak_mb:,.0f} MB vs {theirs.peak_mb:,.0f} MB "
                  f"({ours.peak_mb / theirs.peak_mb:.2f}×)")
            print(f"  CPU-seconds per page: ranklens {ours.cpu_ms_per_page / 1000:.4f}, advertools "
                  f"{theirs.cpu_ms_per_page / 1000:.4f} ({theirs.cpu_ms_per_page / ours.cpu_ms_per_page:.1f}× ours)")
        if args.large:
            print(f"  ranklens peak RSS at {args.large:,} pages: {big.peak_mb:,.0f} MB (target ≤ {TARGET_LARGE_MB} MB) "
                  f"{verdict(big.peak_mb <= TARGET_LARGE_MB)}; PSS {big.peak_pss_mb:,.0f} MB")
        else:
            print(f"  ranklens peak RSS at 100,000 pages, projected (not measured) from this run's second half: "
                  f"{ours.projected_mb(100_000):,.0f} MB (target ≤ {TARGET_LARGE_MB} MB)")
    finally:
        if args.keep:
            print(f"kept {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
        print(f"after: {machine()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
