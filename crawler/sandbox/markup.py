"""HTML of sandbox result pages, written in each engine's public markup so the real parsers read them.

The structures follow the parser modules' docstrings (crawler/parsers/google.py, yahoo_jp.py,
yahoo_tw.py): Google's full desktop layout (``div.MjjYud > div.g > div.yuRUbf > a > h3``) and its
mobile layout (``a.cz3goc > div[role=heading][aria-level=3]``), Yahoo! JAPAN's ``sw-Card`` blocks
and Yahoo! Taiwan's Bing "algo" template. Every page carries :data:`MARKER_META` in its head (and
the server adds :data:`MARKER_HEADER`): whatever reads it can tell sandbox data from real data.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote, urlsplit

from crawler.sandbox.model import Listing, SandboxSerp

MARKER_NAME = "ranklens-sandbox"
MARKER_META = f'<meta name="{MARKER_NAME}" content="1">'
MARKER_HEADER = "X-RankLens-Sandbox"

_HTML_LANG = {"zh-TW": "zh-TW", "zh-HK": "zh-HK", "zh-CN": "zh-CN", "ja": "ja"}
_NO_RESULTS = {
    "zh": "找不到符合搜尋字詞「{kw}」的文件。",
    "ja": "{kw} に一致する情報は見つかりませんでした。",
    "en": "Your search - {kw} - did not match any documents.",
}
_PAA_HEADING = {"zh": "其他人也問了以下問題", "ja": "他の人はこちらも質問", "en": "People also ask"}
_RELATED_HEADING = {"zh": "相關搜尋", "ja": "関連性の高い検索", "en": "Related searches"}


def _lang(language: str) -> str:
    base = language.split("-")[0]
    return base if base in ("zh", "ja") else "en"


def _page(title: str, language: str, body: str, *, body_class: str = "srp") -> str:
    return (
        "<!doctype html>\n"
        f'<html lang="{escape(_HTML_LANG.get(language, language))}"><head><meta charset="UTF-8">{MARKER_META}'
        f"<title>{escape(title)}</title></head>\n"
        f'<body class="{body_class}">\n{body}\n</body></html>\n'
    )


def _organic_on(serp: SandboxSerp, page: int, per_page: int) -> tuple[Listing, ...]:
    """The organic listings page ``page`` shows (pages are slices of ``serp.organic``)."""
    return serp.organic[(page - 1) * per_page : page * per_page]


def _cite(url: str) -> str:
    parts = urlsplit(url)
    crumbs = [p for p in parts.path.split("/") if p][:2]
    return " › ".join([f"{parts.scheme}://{parts.hostname}", *crumbs])


# --- Google -------------------------------------------------------------------------------------


def _google_result(listing: Listing, mobile: bool) -> str:
    url, title, snippet = escape(listing.url), escape(listing.title), escape(listing.snippet)
    if mobile:
        return (
            '<div class="MjjYud"><div class="Ww4FFb vt6azd xpd EtOod pkphOe"><div class="kvH3mc BToiNc UK95Uc">'
            f'<div class="Z26q7c UK95Uc jGGQ5e"><a class="cz3goc BmP5tf" role="presentation" href="{url}">'
            f'<div class="y0NFKc"><span class="yKd8Hd" role="text">{escape(_cite(listing.url))}</span></div>'
            f'<div class="oewGkc LeUQr MUxGbd" aria-level="3" role="heading"><div class="A9xod MBeuO" role="link">{title}</div></div>'
            f'</a></div><div class="Z26q7c UK95Uc" data-sncf="1"><div class="VwiC3b MUxGbd">{snippet}</div></div>'
            "</div></div></div>"
        )
    return (
        '<div class="MjjYud"><div class="g Ww4FFb vt6azd tF2Cxc asEBEc"><div class="N54PNb BToiNc">'
        f'<div class="kb0PBd"><div class="yuRUbf"><div><span><a href="{url}"><h3 class="LC20lb MBeuO DKV0Md">{title}</h3>'
        f'<div class="notranslate"><cite class="tjvcx">{escape(_cite(listing.url))}</cite></div></a></span></div></div></div>'
        f'<div class="kb0PBd" data-sncf="1"><div class="VwiC3b yXK7lf lVm3ye">{snippet}</div></div>'
        "</div></div></div>"
    )


def _google_featured(listing: Listing) -> str:
    url, title, snippet = escape(listing.url), escape(listing.title), escape(listing.snippet)
    return (
        '<div class="MjjYud"><block-component><div class="M8OgIe"><div class="xpdopen"><div class="ifM9O">'
        f'<div class="wDYxhc" data-attrid="wa:/description"><div class="LGOjhe"><span class="hgKElc">{snippet}</span></div></div>'
        f'<div class="g"><div class="yuRUbf"><div><span><a href="{url}"><h3 class="LC20lb MBeuO DKV0Md">{title}</h3>'
        f'<div class="notranslate"><cite class="tjvcx">{escape(_cite(listing.url))}</cite></div></a></span></div></div></div>'
        "</div></div></div></block-component></div>"
    )


def google_page(serp: SandboxSerp, *, page: int, per_page: int, language: str, mobile: bool) -> str:
    """One Google result page: features on page 1, organic results ``(page-1)*per_page`` onwards."""
    kw = serp.keyword
    lang = _lang(language)
    rows = _organic_on(serp, page, per_page)
    head = f'<form class="tsf" action="/search" id="tsf" role="search"><textarea name="q">{escape(kw)}</textarea></form>'
    if not rows:
        body = f'{head}<div id="main"><div id="center_col"><div id="topstuff"><div class="card-section"><p>{escape(_NO_RESULTS[lang].format(kw=kw))}</p></div></div></div></div>'
        return _page(f"{kw} - Google Search", language, body)
    parts: list[str] = []
    if page == 1 and serp.ads:
        ads = "".join(
            f'<div data-text-ad="1" class="uEierd"><a class="sVXRqc" href="{escape(ad.url)}">'
            f'<div role="heading" aria-level="3" class="CCgQ5">{escape(ad.title)}</div></a>'
            f'<div class="MUxGbd">{escape(ad.snippet)}</div></div>'
            for ad in serp.ads
        )
        parts.append(f'<div id="taw"><div id="tvcap"><div id="tads">{ads}</div></div></div>')
    results: list[str] = []
    for index, listing in enumerate(rows):
        if page == 1 and index == 0 and serp.featured_snippet:
            results.append(_google_featured(listing))
        else:
            results.append(_google_result(listing, mobile))
        if page == 1 and index == 2 and serp.questions:
            pairs = "".join(
                f'<div class="wQiwMc related-question-pair" data-q="{escape(q)}"><div role="button" class="dnXCYb">'
                f'<span class="CSkcDe">{escape(q)}</span></div></div>'
                for q in serp.questions
            )
            results.append(
                f'<div class="MjjYud"><div class="cUnQKe Ww4FFb vt6azd"><div aria-level="2" role="heading">'
                f"<span>{escape(_PAA_HEADING[lang])}</span></div>{pairs}</div></div>"
            )
    parts.append(
        f'<div id="res" role="main"><div id="search"><div id="rso">{"".join(results)}</div></div></div>'
    )
    if page == 1 and serp.related:
        links = "".join(
            f'<a href="/search?q={quote(r)}"><div class="s75CSd">{escape(r)}</div></a>' for r in serp.related
        )
        parts.append(
            f'<div id="botstuff"><div class="AJLUJb"><h2>{escape(_RELATED_HEADING[lang])}</h2>{links}</div></div>'
        )
    nav = (
        f'<a id="pnnext" href="/search?q={quote(kw)}&amp;start={page * per_page}">Next</a>'
        if len(rows) == per_page
        else ""
    )
    stats = f'<div id="result-stats">{escape(serp.stats_text)}</div>'
    body = f'{head}<div id="main"><div id="cnt">{stats}<div id="center_col">{"".join(parts)}{nav}</div></div></div>'
    return _page(f"{kw} - Google Search", language, body, body_class="srp mobile" if mobile else "srp")


# --- Yahoo! JAPAN -------------------------------------------------------------------------------


def _yahoo_jp_card(kind: str, inner: str) -> str:
    return f'<div class="sw-CardBase"><div class="sw-Card {kind}">{inner}</div></div>'


def yahoo_jp_page(serp: SandboxSerp, *, page: int, per_page: int, language: str, mobile: bool) -> str:
    """One search.yahoo.co.jp result page (``sw-Card`` blocks)."""
    kw = serp.keyword
    rows = _organic_on(serp, page, per_page)
    if not rows:
        body = f'<div id="contents"><div class="Empty"><p>{escape(_NO_RESULTS["ja"].format(kw=kw))}</p></div></div>'
        return _page(f"「{kw}」の検索結果 - Yahoo!検索", "ja", body)
    cards: list[str] = []

    def algo(kind: str, listing: Listing) -> str:
        return _yahoo_jp_card(
            kind,
            f'<section><div class="sw-Card__title"><a class="sw-Card__titleInner" href="{escape(listing.url)}">'
            f'<h3 class="sw-Card__titleMain">{escape(listing.title)}</h3>'
            f'<cite class="sw-Card__titleCite">{escape(_cite(listing.url))}</cite></a></div>'
            f'<div class="sw-Card__summary">{escape(listing.snippet)}</div></section>',
        )

    if page == 1:
        cards += [algo("Ad", ad) for ad in serp.ads]
    cards += [algo("Algo", listing) for listing in rows]
    if page == 1 and serp.related:
        links = "".join(f'<li><a href="/search?p={quote(r)}">{escape(r)}</a></li>' for r in serp.related)
        cards.append(_yahoo_jp_card("RelatedSearch", f"<h2>関連検索ワード</h2><ul>{links}</ul>"))
    stats = f'<div class="SearchResultCount">{escape(serp.stats_text)}</div>'
    layout = "sw-Mobile" if mobile else "sw-Desktop"
    return _page(
        f"「{kw}」の検索結果 - Yahoo!検索",
        "ja",
        f'<div id="contents" class="{layout}">{stats}{"".join(cards)}</div>',
    )


# --- Yahoo! Taiwan ------------------------------------------------------------------------------


def _yahoo_redirect(url: str, index: int) -> str:
    return f"https://r.search.yahoo.com/_ylt=Sandbox{index};_ylu=c2FuZGJveA/RV=2/RE=1/RO=10/RU={quote(url, safe='')}/RK=2/RS=sandbox{index}-"


def yahoo_tw_page(serp: SandboxSerp, *, page: int, per_page: int, language: str, mobile: bool) -> str:
    """One tw.search.yahoo.com result page (Bing's "algo" template)."""
    kw = serp.keyword
    rows = _organic_on(serp, page, per_page)
    if not rows:
        body = f'<div id="web"><ol class="searchCenterMiddle"><li><p>{escape(_NO_RESULTS["zh"].format(kw=kw))}</p></li></ol></div>'
        return _page(f"{kw} - Yahoo奇摩搜尋結果", "zh-TW", body)

    def algo(listing: Listing, index: int, css: str) -> str:
        host = urlsplit(listing.url).hostname or ""
        return (
            f'<li><div class="dd {css}"><div class="compTitle options-toggle"><h3 class="title">'
            f'<a href="{escape(_yahoo_redirect(listing.url, index))}"><span class="d-ib p-abs">{escape(host)}</span>'
            f"{escape(listing.title)}</a></h3></div>"
            f'<div class="compText aAbs"><p>{escape(listing.snippet)}</p></div></div></li>'
        )

    parts = [
        f'<ol class="reg searchSuperTop"><li><div class="compTitle"><h2 class="title"><span>約 {serp.total_results:,} 項搜尋結果</span></h2></div></li></ol>'
    ]
    if page == 1 and serp.ads:
        parts.append(
            f'<ol class="searchCenterTopAds">{"".join(algo(ad, i, "ads") for i, ad in enumerate(serp.ads))}</ol>'
        )
    items = [algo(listing, i, "algo algo-sr") for i, listing in enumerate(rows)]
    if page == 1 and serp.questions:
        questions = "".join(
            f'<div class="itm" qidx="{i}"><div class="ttl"><div class="compText"><p><span>{escape(q)}</span></p></div></div></div>'
            for i, q in enumerate(serp.questions, start=1)
        )
        items.insert(
            min(3, len(items)),
            f'<li><div class="dd bingrelqa"><div class="compTitle"><p class="title">其他人也問了</p></div>{questions}</div></li>',
        )
    parts.append(f'<ol class="reg searchCenterMiddle">{"".join(items)}</ol>')
    if page == 1 and serp.related:
        links = "".join(f'<td><a href="/search?p={quote(r)}">{escape(r)}</a></td>' for r in serp.related)
        parts.append(
            f'<ol class="searchCenterFooter"><li><div class="dd AlsoTry"><table><tr>{links}</tr></table></div></li></ol>'
        )
    layout = "ltr mobile" if mobile else "ltr desktop"
    return _page(
        f"{kw} - Yahoo奇摩搜尋結果", "zh-TW", f'<div id="web">{"".join(parts)}</div>', body_class=layout
    )


# --- blocks -------------------------------------------------------------------------------------


def captcha_page(continue_url: str) -> str:
    """The challenge an engine shows a client it suspects (Google's ``/sorry/`` page shape)."""
    body = (
        '<div style="max-width:400px"><form id="captcha-form" action="index" method="post">'
        '<div id="recaptcha" class="g-recaptcha" data-sitekey="sandbox"></div>'
        f'<input type="hidden" name="continue" value="{escape(continue_url)}"></form>'
        "<div>Our systems have detected unusual traffic from your computer network.</div></div>"
    )
    return _page("sorry", "en", body, body_class="")


PAGES = {"google": google_page, "yahoo_jp": yahoo_jp_page, "yahoo_tw": yahoo_tw_page}


def render(engine: str, serp: SandboxSerp, *, page: int, per_page: int, language: str, mobile: bool) -> str:
    return PAGES[engine](serp, page=page, per_page=per_page, language=language, mobile=mobile)

