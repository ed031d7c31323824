"""Yahoo! Taiwan (tw.search.yahoo.com) result pages → ``ParsedSerp``.

Yahoo! Taiwan serves Bing's results in Yahoo's "algo" template, the same template as
search.yahoo.com (shared/data/serp/yahoo/us-2022-aql-civil-code.html is one, with English text;
the Taiwan page carries zh-TW text). The fixture tests/crawler/parsers/fixtures/yahoo-tw.html
follows this structure, and so does the sandbox SERP server:

- Each column is an ``<ol>`` of ``<li>`` blocks: ``ol.searchCenterTopAds`` (ads),
  ``ol.searchCenterMiddle`` (results), ``ol.searchCenterBottomAds``, ``ol.searchCenterFooter``
  (related searches), ``ol.searchRightTop`` (knowledge card); the result count sits in
  ``ol.searchSuperTop``.
- An organic result is ``div.algo`` (``div.dd.algo.algo-sr``): ``.compTitle h3.title a`` holds the
  link, with the displayed URL in a ``<span>`` inside it and the title as the link's own text;
  ``.compText`` is the snippet. Links go through ``r.search.yahoo.com/…/RU=<encoded>/RK=…``.
- "People also ask" is ``div.bingrelqa`` with one ``[qidx]`` item per question; related searches
  are the links of ``div.AlsoTry`` and ``div.sys_algo_rs``; a knowledge card is ``div.catKG``.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from crawler.parsers.common import (
    Detection,
    Element,
    Feature,
    Find,
    Item,
    drop_nested,
    find_features,
    first_text,
    inside,
    no_organic_error,
    open_page,
    parsed_page,
    text,
    unwrap_url,
)
from crawler.serp.model import Device, Engine, ParsedSerp, ResultType

# ------------------------------------------------------------------------------------------------
# Selectors of the Yahoo/Bing "algo" template: correct them here and nowhere else.
# ------------------------------------------------------------------------------------------------
ORGANIC = "#web div.algo, .searchCenterMiddle div.algo"
# Title links: ``.compTitle h3 a``; any ``h3 a`` (every .compTitle one among them) is read.
TITLE_LINK = Find("h3 a[href]")
SNIPPET = (Find(".compText"), Find("p"))
SITELINKS = Find("[class*=compLinkList] a[href], [class*=sitelink] a[href], [class*=SiteLink] a[href]")
TOTAL = "ol.searchSuperTop"
HEADING = (Find("h3"), Find(".title"), Find(".txt"))
CARD_TITLE = (Find(".s-card-hl"), Find("h4"), Find("h3"), Find("", attr="title"))
PAA_TITLE = (Find(".ttl"),)
ANY_LINK = Find("a")
LINKS = Find("a[href]")

AD_COLUMNS = ("searchCenterTopAds", "searchCenterBottomAds", "searchRightTopAds", "searchRightBottomAds")
# Each feature: (row type, CSS of its items, a test an item must also pass or None, items of one
# block are grouped).
FEATURES: tuple[Feature, ...] = (
    (
        ResultType.AD,
        ", ".join(f".{column} div.dd" for column in AD_COLUMNS) + ", div.dd.ads, div.dd.Ads",
        None,
        False,
    ),
    (ResultType.PEOPLE_ALSO_ASK, ".bingrelqa [qidx]", None, True),
    (
        ResultType.RELATED_SEARCHES,
        ".AlsoTry a[href], .sys_algo_rs a[href], div.dd.RelatedSearch a",
        None,
        True,
    ),
    (ResultType.KNOWLEDGE_PANEL, ".catKG", None, False),
    (ResultType.VIDEO, "div.dd.Video li, div.dd.VideoCarousel li", ANY_LINK.any, True),
    (ResultType.NEWS, "div.dd.NewsArticle li, div.dd.News li", ANY_LINK.any, True),
    (ResultType.IMAGES, "div.dd.Images li", ANY_LINK.any, True),
    (ResultType.LOCAL_PACK, "div.dd.LocalList li, div.dd.Local li", ANY_LINK.any, True),
)
YAHOO_HOSTS = ("search.yahoo.com", "yahoo.com.tw", "bingj.com", "yimg.com")


def parse(html: str, *, device: Device | str = Device.DESKTOP, page: int = 1) -> ParsedSerp:
    """Read one Yahoo! Taiwan result page; raises ``SerpPageError`` for anything that is not one."""
    engine = Engine.YAHOO_TW.value
    index = open_page(html, engine=engine)

    features = drop_nested(find_features(index, FEATURES, _feature_item))
    excluded = {d.element for d in features}
    blocks = [block for block in index.select(ORGANIC) if not inside(block, excluded)]
    organic = [d for d in (_organic(block) for block in blocks) if d]
    if not organic:
        raise no_organic_error(index, engine=engine)
    return parsed_page(
        index, features + organic, engine=Engine.YAHOO_TW, device=device, page=page, total=index.first(TOTAL)
    )


def _own_text(link: Element) -> str:
    """A title link's text without the displayed-URL ``<span>`` the template puts inside it."""
    parts = []
    for child in link.iter(include_text=True):
        if child.is_text_node:
            parts.append(child.text_content or "")
        elif child.is_element_node and child.tag != "span":
            parts.append(child.text())
    return " ".join("".join(parts).split()) or text(link)


def _outbound(href: str | None) -> str | None:
    url = unwrap_url(href)
    if url is None:
        return None
    host = (urlsplit(url).hostname or "").lower()
    return None if any(host.endswith(h) for h in YAHOO_HOSTS) else url


def _organic(block: Element) -> Detection | None:
    links = TITLE_LINK(block)
    url = _outbound(links[0].attrs.get("href")) if links else None
    if url is None:
        return None
    rows = [Item(ResultType.ORGANIC, url=url, title=_own_text(links[0]), snippet=first_text(block, SNIPPET))]
    seen = {url}
    for link in SITELINKS(block):
        target = _outbound(link.attrs.get("href"))
        if target and target not in seen and text(link):
            seen.add(target)
            rows.append(Item(ResultType.SITELINKS, url=target, title=text(link)))
    return Detection(block, rows)


def _feature_item(kind: ResultType, element: Element) -> Item | None:
    if kind is ResultType.RELATED_SEARCHES:
        query = text(element)
        return Item(kind, title=query) if query else None
    if kind is ResultType.PEOPLE_ALSO_ASK:
        question = first_text(element, PAA_TITLE) or text(element)
        return Item(kind, title=question) if question else None
    if kind is ResultType.KNOWLEDGE_PANEL:
        return Item(kind, title=first_text(element, HEADING), snippet=first_text(element, SNIPPET))
    links = TITLE_LINK(element) or LINKS(element)
    url = next((u for u in (unwrap_url(a.attrs.get("href")) for a in links) if u), None)
    if kind is ResultType.AD:
        title = _own_text(links[0]) if links else ""
        return Item(kind, url=url, title=title, snippet=first_text(element, SNIPPET)) if url else None
    return Item(kind, url=url, title=first_text(element, CARD_TITLE))
