"""A small made-up Taiwanese site as a crawl records it: page records (audited by the real page checks),
external links and the site record. Used by the store tests and the site checker's API tests.

    /            home: links to /beef, /soup, /missing (404), /old (→ /new) and an external page that is gone
    /beef        a clean article about 牛肉麵 that links to /soup, /missing and the gone external page
    /soup        mentions 牛肉麵 too, but no link to /beef; shares /beef's title
    /missing     404
    /old         301 → /new
    /new         short title, found through /old
    /orphan      in the sitemap only, mentions 牛肉麵 once
"""

from __future__ import annotations

from analytics.audits import signals
from analytics.audits.catalogue import audit_page, audit_site
from analytics.audits.facts import (
    LinkEdge,
    LinkFacts,
    LinkStatus,
    PageFacts,
    Redirect,
    SitemapFacts,
    TextFile,
)
from analytics.audits.records import ExternalRecord, PageRecord, SiteRecord, site_facts
from analytics.audits.scoring import page_score
from tests.analytics.audits.builders import CONTENT, clean_page, variant

ROOT = "https://牛肉麵.tw/"
BEEF = "https://牛肉麵.tw/beef"
SOUP = "https://牛肉麵.tw/soup"
MISSING = "https://牛肉麵.tw/missing"
OLD = "https://牛肉麵.tw/old"
NEW = "https://牛肉麵.tw/new"
ORPHAN = "https://牛肉麵.tw/orphan"
GONE = "https://gone.example/x"
FINE = "https://fine.example/"

SENTENCE = CONTENT["zh-TW"]["sentence"]  # mentions 牛肉麵 once


def _links(*pairs: tuple[str, str]) -> tuple[LinkFacts, ...]:
    return tuple(LinkFacts(url, url, text) for url, text in pairs)


def _page(url: str, **changes) -> PageFacts:
    base = clean_page("zh-TW")
    changes.setdefault("canonicals", (url,))
    changes.setdefault("og", tuple((key, url if key == "og:url" else value) for key, value in base.og))
    changes.setdefault("hreflangs", ())
    return variant(base, url=url, final_url=changes.pop("final_url", url), **changes)


FACTS: dict[str, PageFacts] = {
    ROOT: _page(ROOT, depth=0, titles=("牛肉麵地圖：台北在地人推薦的牛肉麵老店與小吃完整整理",),
                links=_links((BEEF, "清燉牛肉麵推薦"), (SOUP, "紅燒湯頭的秘密"), (MISSING, "已下架的店家"),
                             (OLD, "舊的店家列表"), (GONE, "外部介紹"), (FINE, "觀光局"))),
    BEEF: _page(BEEF, links=_links((SOUP, "紅燒湯頭"), (MISSING, "更多店家"), (GONE, "參考文章"))),
    SOUP: _page(SOUP, text=" ".join([SENTENCE] * 10 + ["紅燒牛肉麵的湯頭要熬煮很久，牛肉麵的麵條也很重要。"] * 30),
                links=_links((ROOT, "首頁"))),
    MISSING: PageFacts(url=MISSING, final_url=MISSING, status=404, depth=1,
                       headers=(("Content-Type", "text/html; charset=utf-8"),)),
    OLD: _page(OLD, final_url=NEW, redirects=(Redirect(OLD, 301, NEW),), titles=("新店家",), canonicals=(NEW,),
               links=_links((ROOT, "首頁"))),
    ORPHAN: _page(ORPHAN, titles=("孤兒頁面：只在網站地圖裡出現的牛肉麵店家介紹與營業時間一覽",),
                  text=" ".join(["這一頁只在網站地圖裡。"] * 60 + [SENTENCE]), links=_links((ROOT, "首頁"))),
}


def page_record(facts: PageFacts) -> PageRecord:
    """The record the crawler writes for a fetched page: summary, page findings, score, internal links."""
    internal = tuple(
        LinkEdge(facts.url, link.url, link.text, link.nofollow)
        for link in facts.links if link.url and link.url.startswith("https://牛肉麵.tw/")
    )
    return PageRecord(
        summary=signals.summarize(facts), findings=tuple(audit_page(facts)),
        score=page_score(facts).score if facts.ok else None, links=internal, redirects=facts.redirects,
        content_type=facts.content_type, ttfb_ms=facts.timings.ttfb_ms, size_bytes=facts.size_bytes,
        images=len(facts.images), external_links=len(facts.links) - len(internal), text=facts.text,
    )


EXTERNALS = (
    ExternalRecord(LinkStatus(GONE, 404), ((ROOT, "外部介紹"), (BEEF, "參考文章"))),
    ExternalRecord(LinkStatus(FINE, 200), ((ROOT, "觀光局"),)),
)
SITE = SiteRecord(
    root_url=ROOT,
    robots_txt=TextFile("https://牛肉麵.tw/robots.txt", 200, "User-agent: *\nAllow: /\n"),
    sitemaps=(SitemapFacts("https://牛肉麵.tw/sitemap.xml", 200, 3),),
    sitemap_urls=(ROOT, BEEF, ORPHAN),
)


def records() -> list[PageRecord | ExternalRecord | SiteRecord]:
    return [*(page_record(facts) for facts in FACTS.values()), *EXTERNALS, SITE]


def site_findings():
    """The site checks' findings over the whole crawl held in memory (every link kept)."""
    pages = [r for r in records() if isinstance(r, PageRecord)]
    return audit_site(site_facts(SITE, [r.summary for r in pages], [e for r in pages for e in r.links], EXTERNALS))
