"""Yahoo! JAPAN (search.yahoo.co.jp) result pages → ``ParsedSerp``.

Yahoo! JAPAN shows Google's organic results inside its own page, with Yahoo's verticals (news,
images, videos, Chiebukuro Q&A, shopping, local) mixed in. No real capture exists in
shared/data/serp, so this parser follows the public markup as best known (2023-2025, Yahoo's "sw"
design system) and keeps every selector in the table below, the one place to correct.

Page structure relied on (tests/crawler/parsers/fixtures/yahoo-jp.html is written this way, and
the sandbox SERP server generates it):

- Every block is a card ``div.sw-CardBase > div.sw-Card.<Kind>``; the kind class names the block:
  ``Algo`` is an organic (Google-backed) result, ``Ad`` a sponsored result, the others Yahoo's
  verticals (table ``VERTICALS``; a card of another kind gives no row).
- Organic card: ``a.sw-Card__titleInner[href]`` wraps ``h3.sw-Card__titleMain`` (the title) and a
  ``cite`` with the displayed URL; ``.sw-Card__summary`` is the snippet. When ``href`` is Yahoo's
  click beacon, the destination is the ``targurl:`` entry of ``data-cl-params``.
- Related searches are the links of a card whose kind is in ``RELATED_KINDS``.
- The result count ("約1,230,000件") is read from ``TOTAL``.
- A page without any organic card is an error (consent, block, empty, or unrecognised).
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

from crawler.parsers.common import (
    Detection,
    Element,
    Find,
    Item,
    classes,
    drop_nested,
    first_text,
    no_organic_error,
    open_page,
    parsed_page,
    text,
    unwrap_url,
)
from crawler.serp.model import Device, Engine, ParsedSerp, ResultType

# ================================================================================================
# SELECTORS — best known public markup of search.yahoo.co.jp; no capture verified them. Correct
# here: every expression the parser uses is in this table.
# ================================================================================================
CARD = "div.sw-Card"  # every block of the result column
CARD_KIND = ("Algo", "Ad")  # kind classes of organic and ad cards (below)
TITLE_LINK = Find("a.sw-Card__titleInner[href], .sw-Card__title a[href]")
TITLE = (Find(".sw-Card__titleMain"), Find("h3"), Find("h2"))
SNIPPET = (Find(".sw-Card__summary"), Find(".sw-Card__description"))
CLICK_PARAMS = "data-cl-params"  # "…;targurl:www.example.jp/path;…" when href is a click beacon
BEACON_HOSTS = ("search.yahoo.co.jp", "clear.gif")
VERTICALS: dict[str, ResultType] = {  # card kind class → row type; items are the card's links
    "News": ResultType.NEWS,
    "TopStories": ResultType.TOP_STORIES,
    "Image": ResultType.IMAGES,
    "Video": ResultType.VIDEO,
    "Shopping": ResultType.SHOPPING,
    "Local": ResultType.LOCAL_PACK,
    "Knowledge": ResultType.KNOWLEDGE_PANEL,
}  # other cards (Chiebukuro Q&A, weather, …) give no row
VERTICAL_TITLE = (*TITLE, Find("img", attr="alt"))
VERTICAL_ITEM = Find("li, .sw-Card__listItem")  # those holding a link (``_vertical_items``)
RELATED_KINDS = ("RelatedSearch", "AnotherSuggest", "Suggest")  # cards of related-search links
RELATED_LINK = Find("a[href]")
TOTAL = ".SearchResultCount, .Hits, .sw-Tab__summary"
# ================================================================================================

_TARGURL = re.compile(r"(?:^|;)targurl:([^;]+)")


def parse(html: str, *, device: Device | str = Device.DESKTOP, page: int = 1) -> ParsedSerp:
    """Read one Yahoo! JAPAN result page; raises ``SerpPageError`` for anything that is not one."""
    engine = Engine.YAHOO_JP.value
    index = open_page(html, engine=engine)

    found = (_card(card, set(classes(card))) for card in index.select(CARD))
    detections = drop_nested(d for d in found if d is not None)
    if not any(d.items[0].type is ResultType.ORGANIC for d in detections):
        raise no_organic_error(index, engine=engine)
    return parsed_page(
        index, detections, engine=Engine.YAHOO_JP, device=device, page=page, total=index.first(TOTAL)
    )


def destination(link: Element) -> str | None:
    """Where a card's link goes: its ``href``, or the ``targurl`` of a click beacon."""
    url = unwrap_url(link.attrs.get("href"))
    host = (urlsplit(url).hostname or "") if url else ""
    if url and not any(host.endswith(b) or b in url for b in BEACON_HOSTS):
        return url
    match = _TARGURL.search(link.attrs.get(CLICK_PARAMS) or "")
    if match:
        target = unquote(match.group(1))
        return unwrap_url(target if "://" in target else "https://" + target)
    return None


def _card(card: Element, kinds: set[str]) -> Detection | None:
    organic_kind, ad_kind = CARD_KIND
    if organic_kind in kinds or ad_kind in kinds:
        links = TITLE_LINK(card)
        url = destination(links[0]) if links else None
        if url is None:
            return None
        kind = ResultType.ORGANIC if organic_kind in kinds else ResultType.AD
        title = first_text(links[0], TITLE) or text(links[0])
        return Detection(card, [Item(kind, url=url, title=title, snippet=first_text(card, SNIPPET))])
    if kinds & set(RELATED_KINDS):
        queries = [text(a) for a in RELATED_LINK(card)]
        items = [Item(ResultType.RELATED_SEARCHES, title=q) for q in queries if q]
        return Detection(card, items, grouped=True) if items else None
    for kind_class, kind in VERTICALS.items():
        if kind_class in kinds:
            items = [
                Item(
                    kind,
                    url=next((destination(a) for a in element.css("a") if destination(a)), None),
                    title=first_text(element, VERTICAL_TITLE) or text(element),
                )
                for element in VERTICAL_ITEM(card)
                if RELATED_LINK.any(element)
            ]
            return Detection(card, items or [Item(kind, title=first_text(card, TITLE))], grouped=True)
    return None
