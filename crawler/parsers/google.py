"""Google result pages → ``ParsedSerp``: the full layout, the basic no-JavaScript layout and mobile.

How a page is read (the fixtures in tests/crawler/parsers/fixtures/google-*.html follow this, and
the sandbox SERP server generates the same structure):

1. A captcha form (Google's ``/sorry/`` page, a reCAPTCHA widget) is an error before anything else.
2. Feature blocks (table ``FEATURES``) are found anywhere on the page: text ads
   (``[data-text-ad]``), shopping ads (``.pla-unit``), "People also ask" (``.related-question-pair``
   with ``data-q``; basic layout ``.xpc .Lt3Tzc``), related searches (``.AJLUJb a``; basic
   ``a.Q71vJc``), the knowledge panel (``#rhs`` with ``data-attrid``; basic: a ``.Gx5Zad`` block whose
   ``h3`` is not a link), top stories (``g-section-with-header`` of headed links), videos
   (``[data-vid]``), images (``[data-lpage]``), the local pack (``.VkpGBb``) and the AI overview (a
   heading from ``AI_OVERVIEW_HEADINGS``). A block inside another block is part of it.
3. Organic results are *title links* — ``<a href>`` holding an ``<h3>`` (full layout
   ``div.yuRUbf > a > h3``; basic layout ``div.egMi0 > a[href^="/url?q="] > h3``) or a
   ``[role=heading][aria-level=3]`` (mobile ``a.cz3goc > div[role=heading]``) — inside the main
   column (``#rso``, else ``#center_col``, ``#main``, ``body``) or a continuous-scroll chunk, and
   outside every feature block. Continuous scroll (2023-2025 desktop) appends further results
   below the first block, outside ``#rso``, in ``#botstuff`` containers whose id starts with
   ``arc-srp_``: their organic results are numbered on after the first block's.
   ``/url?q=`` and ``/url?url=`` redirects are unwrapped; links to Google's own search are not
   results.
   A single video result in the organic list — an ``<h3>`` title link with a video thumbnail
   (``div.g.PmEWq`` with ``[data-vid]``; older ``video-voyager``) — is organic, as WebSearcher
   types it ("general", sub-type video); only video tiles without such a title (the "Videos" pack,
   short-video carousels) give video rows. docs/serp-parsing.md compares this with WebSearcher.
4. A result's block is the largest ancestor holding no other title link: its snippet (``.VwiC3b``,
   basic ``.v9i61e``/``.s3v9rd``) and its sitelinks (every other outbound link there) are read in it.
5. A featured snippet (``block-component``, or ``.xpdopen`` holding ``.ifM9O``) that holds a title
   link is recorded as ``featured_snippet`` and its link counts once as organic, both at the same
   absolute position (MANIFEST rule).
6. No organic result → ``SerpPageError``: consent, unusual traffic, empty, or unrecognised.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from lxml import etree

from crawler.parsers.common import (
    Detection,
    Element,
    Feature,
    Item,
    PageIndex,
    compile_features,
    css,
    drop_nested,
    find_features,
    first_text,
    has_class,
    inside,
    is_google_host,
    no_organic_error,
    open_page,
    parsed_page,
    text,
    unwrap_url,
)
from crawler.serp.model import Device, Engine, ParsedSerp, ResultType

# ------------------------------------------------------------------------------------------------
# Selectors. Google renames its classes every few months: correct them here and nowhere else.
# ------------------------------------------------------------------------------------------------
C = has_class

MAIN_COLUMN = ("rso", "center_col", "main")  # element ids, first present wins; else <body>
# Continuous scroll: ids of the containers each further chunk of results is loaded into
# (#botstuff > … > div#arc-srp_110 > div > div.MjjYud); read as the main column is.
CONTINUATION_ID_PREFIX = "arc-srp_"

# Result titles: an <h3>, or (mobile) an element with role=heading and aria-level=3; the title link
# is the nearest <a href> around it.
TITLE_MARK = css("h3, [role=heading][aria-level=3]")
TITLE = (etree.XPath(".//h3"), etree.XPath(".//*[@role='heading']"))
# A desktop organic title: the title link holds an <h3> (video tiles and ads use role=heading).
H3_TITLE = etree.XPath("boolean(.//h3)")
SNIPPET = tuple(
    etree.XPath(x)
    for x in (
        f".//*[{C('VwiC3b')}]",
        ".//*[@data-sncf='1']",
        f".//*[{C('IsZvec')}]",
        f".//*[{C('v9i61e')}]",  # basic layout
        f".//*[{C('s3v9rd')}]",  # basic layout
        f".//*[{C('ITZIwc')}]",  # a video result in the organic list (div.g.PmEWq)
        f".//*[{C('Uroaid')}]",  # the same, older video-voyager markup
        ".//*[@data-content-feature='1']",
        f".//span[{C('st')}]",
    )
)
FEATURED_SNIPPET = css("block-component, .xpdopen")
FEATURED_SNIPPET_IF = etree.XPath(f"boolean(self::block-component or .//*[{C('ifM9O')}])")
FEATURED_SNIPPET_TEXT = tuple(
    etree.XPath(x)
    for x in (f".//*[{C('hgKElc')}]", ".//*[@data-attrid='wa:/description']", f".//*[{C('LGOjhe')}]")
)
HEADING = (
    etree.XPath(".//*[@data-attrid='title']"),
    etree.XPath(".//*[@role='heading']"),
    etree.XPath(".//h2 | .//h3"),
    etree.XPath(f".//*[{C('pla-unit-title')}]"),
)
DESCRIPTION = (
    etree.XPath(".//*[@data-attrid='description']//span"),
    etree.XPath(f".//*[{C('kno-rdesc')}]//span"),
    etree.XPath(f".//*[{C('s3v9rd')}]"),
)
AD_SNIPPET = (etree.XPath(f".//*[{C('Va3FIb')}]"), etree.XPath(f".//*[{C('MUxGbd')}][not(ancestor::a)]"))
PAA_QUESTION = (etree.XPath("@data-q"), etree.XPath(".//*[@role='button']"), etree.XPath("."))

# Each feature: (row type, CSS of its items anywhere on the page, XPath an item must also satisfy
# or None, items of one block are grouped). An item is one row; grouped items that follow each
# other share one absolute position.
FEATURES: tuple[Feature, ...] = (
    (ResultType.AD, "[data-text-ad], #tads li.ads-ad, #tadsb li.ads-ad, #bottomads li.ads-ad", None, False),
    (ResultType.SHOPPING, ".pla-unit", None, True),
    (ResultType.PEOPLE_ALSO_ASK, ".related-question-pair, .xpc .Lt3Tzc", None, True),
    (ResultType.RELATED_SEARCHES, ".AJLUJb a, a.Q71vJc, .xpx .Lt3Tzc, #brs a", None, True),
    (ResultType.KNOWLEDGE_PANEL, "#rhs", ".//*[@data-attrid]", False),
    (ResultType.KNOWLEDGE_PANEL, ".Gx5Zad", ".//h3[not(ancestor::a)]", False),  # basic layout
    (
        ResultType.TOP_STORIES,
        "g-section-with-header a",
        ".//*[@role='heading'] and not(ancestor::g-section-with-header[.//*[@data-vid]])",
        True,
    ),
    (ResultType.VIDEO, "[data-vid], video-voyager", None, True),
    (ResultType.IMAGES, "[data-lpage]", None, True),
    (ResultType.LOCAL_PACK, ".VkpGBb, .rllt__details", None, True),
)
FEATURE_SELECTORS = compile_features(FEATURES)

# Headings that open an AI overview, lowercased (Google gives the block no stable class).
AI_OVERVIEW_HEADINGS = frozenset(
    {"ai overview", "ai による概要", "ai 摘要", "ai 概覽", "ai 概览", "aperçu ia"}
)
HEADINGS = css("[role=heading], h1, h2")
AI_OVERVIEW_BLOCK = frozenset({"MjjYud", "ULSxyf", "hlcw0c"})  # classes of the block around the heading

# Regions that never hold organic results and give no row (apps, social carousels, the right rail).
NOT_ORGANIC = css("[data-app], g-scrolling-carousel, #rhs, #tads, #tadsb, #bottomads")
RESULT_STATS = css("#result-stats")
# Outbound links in a result block that are Google's helpers, not sitelinks.
HELPER_HOSTS = (
    "webcache.googleusercontent.com",
    "translate.google.",
    "translate.goog",
    "support.google.com",
    "policies.google.com",
)


def parse(html: str, *, device: Device | str = Device.DESKTOP, page: int = 1) -> ParsedSerp:
    """Read one Google result page; raises ``SerpPageError`` for anything that is not one."""
    engine = Engine.GOOGLE.value
    index = open_page(html, engine=engine)

    columns = _main_columns(index)
    links = [a for column in columns for a in _title_links(index, column) if _result_url(a) is not None]
    features = _without_organic_videos(drop_nested(_features(index)), links, columns)
    excluded = {d.element for d in features} | set(index.select(NOT_ORGANIC))
    organic_links = [a for a in links if not inside(a, excluded)]
    if not organic_links:
        raise no_organic_error(index.root, engine=engine)

    detections = features + _organic(index, columns, links, organic_links, excluded)
    return parsed_page(
        index, detections, engine=Engine.GOOGLE, device=device, page=page, total=index.first(RESULT_STATS)
    )


def _title_links(index: PageIndex, main: Element) -> list[Element]:
    """The nearest ``<a href>`` around every result title inside the main column, in page order."""
    links: dict[Element, None] = {}
    for mark in index.select(TITLE_MARK, within=main):
        link = next((p for p in mark.iterancestors("a") if p.get("href") is not None), None)
        if link is not None:
            links[link] = None
    return sorted(links, key=index.order.__getitem__)


def _main_columns(index: PageIndex) -> list[Element]:
    """The main column, then every continuous-scroll chunk outside it, in page order."""
    column = next((index.by_id[i][0] for i in MAIN_COLUMN if i in index.by_id), None)
    if column is None:
        body = index.root.find("body")
        column = body if body is not None else index.root
    chunks = sorted(
        (e for key, found in index.by_id.items() if key.startswith(CONTINUATION_ID_PREFIX) for e in found),
        key=index.order.__getitem__,
    )
    columns = [column]
    for chunk in chunks:
        if not any(p in columns for p in chunk.iterancestors()):
            columns.append(chunk)
    return columns


def _without_organic_videos(
    features: list[Detection], links: list[Element], columns: list[Element]
) -> list[Detection]:
    """Drop video detections that are one organic result rendered with a video thumbnail.

    Such a result holds exactly one ``<h3>`` title link (``video-voyager`` around it), or its
    thumbnail (``[data-vid]``) sits in the block of exactly one: the first ancestor that holds an
    ``<h3>`` title link holds only that one. Typing it by its markup made the same YouTube result
    organic on one page and a video (no rank) on the next; WebSearcher types it organic too.
    """
    holders: dict[Element, int] = {}
    for link in links:
        if H3_TITLE(link):
            for parent in link.iterancestors():
                holders[parent] = holders.get(parent, 0) + 1
                if parent in columns:
                    break
    stop = set(columns)

    def organic_result(element: Element) -> bool:
        titles = holders.get(element, 0)
        if titles:
            return titles == 1
        for parent in element.iterancestors():
            if parent in stop:
                return False
            if parent in holders:
                return holders[parent] == 1
        return False

    return [d for d in features if not (d.items[0].type is ResultType.VIDEO and organic_result(d.element))]


def _result_url(link: Element) -> str | None:
    url = unwrap_url(link.get("href"))
    if url is None:
        return None
    parts = urlsplit(url)
    if is_google_host((parts.hostname or "").lower()) and parts.path.startswith(("/search", "/url")):
        return None
    return url


def _features(index: PageIndex) -> list[Detection]:
    found = find_features(index, FEATURE_SELECTORS, _feature_item)
    for heading in index.select(HEADINGS):
        if text(heading).lower() in AI_OVERVIEW_HEADINGS:
            block = next(
                (
                    p
                    for p in heading.iterancestors()
                    if AI_OVERVIEW_BLOCK & set((p.get("class") or "").split())
                ),
                heading.getparent() if heading.getparent() is not None else heading,
            )
            snippet = text(block)[len(text(heading)) :].strip()[:500]
            found.append(
                Detection(block, [Item(ResultType.AI_OVERVIEW, title=text(heading), snippet=snippet)])
            )
    return found


def _feature_item(kind: ResultType, element: Element) -> Item | None:
    if kind is ResultType.PEOPLE_ALSO_ASK:
        question = first_text(element, PAA_QUESTION)
        return Item(kind, title=question) if question else None
    if kind is ResultType.RELATED_SEARCHES:
        query = text(element)
        return Item(kind, title=query) if query else None
    if kind is ResultType.KNOWLEDGE_PANEL:
        return Item(kind, title=first_text(element, HEADING), snippet=first_text(element, DESCRIPTION))
    if kind is ResultType.IMAGES:
        return Item(kind, url=unwrap_url(element.get("data-lpage")), title=element.get("alt") or "")
    url = _first_outbound(element)
    if kind is ResultType.AD:
        title = first_text(element, HEADING) or _link_text(element)
        return Item(kind, url=url, title=title, snippet=first_text(element, AD_SNIPPET))
    if kind is ResultType.VIDEO:
        url = unwrap_url(element.get("data-surl")) or url
    return Item(kind, url=url, title=first_text(element, HEADING) or _link_text(element))


def _first_outbound(element: Element) -> str | None:
    links = [element] if element.tag == "a" else element.iter("a")
    for link in links:
        url = unwrap_url(link.get("href"))
        if url and not is_google_host((urlsplit(url).hostname or "").lower()):
            return url
    return None


def _link_text(element: Element) -> str:
    for link in [element] if element.tag == "a" else element.iter("a"):
        value = text(link)
        if value:
            return value
    return ""


def _organic(
    index: PageIndex,
    columns: list[Element],
    links: list[Element],
    organic_links: list[Element],
    excluded: set[Element],
) -> list[Detection]:
    """Organic rows with their sitelinks; links inside a featured snippet join its block."""
    stop = set(columns)
    holders: dict[Element, int] = {}
    for link in links:
        for parent in link.iterancestors():
            if parent in stop:
                break
            holders[parent] = holders.get(parent, 0) + 1
    snippets: dict[Element, Detection] = {}
    boxes = [box for column in columns for box in index.select(FEATURED_SNIPPET, within=column)]
    for box in boxes:
        if not FEATURED_SNIPPET_IF(box):
            continue
        first = next((a for a in organic_links if any(p is box for p in a.iterancestors())), None)
        if (
            first is not None
            and not inside(box, excluded)
            and not any(p in snippets for p in box.iterancestors())
        ):
            snippets[box] = Detection(
                box,
                [
                    Item(
                        ResultType.FEATURED_SNIPPET,
                        url=_result_url(first),
                        title=first_text(first, TITLE),
                        snippet=first_text(box, FEATURED_SNIPPET_TEXT),
                    )
                ],
            )
    detections = list(snippets.values())
    for link in organic_links:
        container = link
        for parent in link.iterancestors():
            if parent in stop or holders.get(parent, 0) > 1:
                break
            container = parent
        url = _result_url(link)
        box = next((p for p in link.iterancestors() if p in snippets), None)
        snippet = snippets[box].items[0].snippet if box is not None else first_text(container, SNIPPET)
        rows = [Item(ResultType.ORGANIC, url=url, title=first_text(link, TITLE), snippet=snippet)]
        rows += _sitelinks(container, link, url, excluded)
        if box is not None:
            snippets[box].items.extend(rows)
        else:
            detections.append(Detection(link, rows))
    return detections


def _sitelinks(
    container: Element, title_link: Element, url: str | None, excluded: set[Element]
) -> list[Item]:
    seen = {url}
    rows = []
    for link in container.iter("a"):
        if link is title_link or inside(link, excluded) or any(p is title_link for p in link.iterancestors()):
            continue
        target = unwrap_url(link.get("href"))
        title = text(link)
        if not target or not title or target in seen:
            continue
        host = (urlsplit(target).hostname or "").lower()
        if any(helper in host for helper in HELPER_HOSTS):
            continue
        if is_google_host(host) and urlsplit(target).path.startswith(("/search", "/url")):
            continue
        seen.add(target)
        rows.append(Item(ResultType.SITELINKS, url=target, title=title))
    return rows
