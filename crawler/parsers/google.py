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

from crawler.parsers.common import (
    Detection,
    Element,
    Feature,
    Find,
    Item,
    Page,
    ancestors,
    classes,
    drop_nested,
    find_features,
    first_text,
    has_attr,
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
# ``Find`` reads inside an element, XPath-style (``Find("a b")`` is ``.//a//b``); plain strings are
# CSS selector lists over the whole page.
# ------------------------------------------------------------------------------------------------
MAIN_COLUMN = ("rso", "center_col", "main")  # element ids, first present wins; else <body>
# Continuous scroll: ids of the containers each further chunk of results is loaded into
# (#botstuff > … > div#arc-srp_110 > div > div.MjjYud); read as the main column is.
CONTINUATION_ID_PREFIX = "arc-srp_"
COLUMN_IDS = ", ".join([*(f"#{i}" for i in MAIN_COLUMN), f"[id^={CONTINUATION_ID_PREFIX}]"])

# Result titles: an <h3>, or (mobile) an element with role=heading and aria-level=3; the title link
# is the nearest <a href> around it.
TITLE_MARK = 'h3, [role=heading][aria-level="3"]'
TITLE = (Find("h3"), Find("[role=heading]"))
H3_TITLE = TITLE[0]
SNIPPET = tuple(
    Find(selector)
    for selector in (
        ".VwiC3b",
        "[data-sncf='1']",
        ".IsZvec",
        ".v9i61e",  # basic layout
        ".s3v9rd",  # basic layout
        ".ITZIwc",  # a video result in the organic list (div.g.PmEWq)
        ".Uroaid",  # the same, older video-voyager markup
        "[data-content-feature='1']",
        "span.st",
    )
)
FEATURED_SNIPPET = "block-component, .xpdopen"
FEATURED_SNIPPET_MARK = Find(".ifM9O")  # an .xpdopen is a featured snippet when it holds one
FEATURED_SNIPPET_TEXT = (Find(".hgKElc"), Find("[data-attrid='wa:/description']"), Find(".LGOjhe"))
HEADING = (Find("[data-attrid=title]"), Find("[role=heading]"), Find("h2, h3"), Find(".pla-unit-title"))
DESCRIPTION = (Find("[data-attrid=description] span"), Find(".kno-rdesc span"), Find(".s3v9rd"))
AD_SNIPPET_PARTS = (Find(".Va3FIb"), Find(".MUxGbd"))  # the second only outside links
PAA_QUESTION = (Find("", attr="data-q"), Find("[role=button]"), Find(""))
PANEL_FACT = Find("[data-attrid]")
ANY_HEADING = Find("[role=heading]")
VIDEO_TILE = Find("[data-vid]")


def _outside_links(element: Element) -> bool:
    return not any(parent.tag == "a" for parent in ancestors(element))


AD_SNIPPET = (AD_SNIPPET_PARTS[0], lambda element: [e for e in AD_SNIPPET_PARTS[1](element) if _outside_links(e)])


def _panel(element: Element) -> bool:
    """A right-rail knowledge panel holds facts (``data-attrid``)."""
    return PANEL_FACT.any(element)


def _basic_panel(element: Element) -> bool:
    """A basic-layout knowledge panel has an ``<h3>`` that is not a link."""
    return any(_outside_links(heading) for heading in H3_TITLE(element))


def _story(element: Element) -> bool:
    """A top-stories link has a heading and is not in a section of videos."""
    return ANY_HEADING.any(element) and not any(
        parent.tag == "g-section-with-header" and VIDEO_TILE.any(parent) for parent in ancestors(element)
    )


# Each feature: (row type, CSS of its items anywhere on the page, a test an item must also pass or
# None, items of one block are grouped). An item is one row; grouped items that follow each other
# share one absolute position.
FEATURES: tuple[Feature, ...] = (
    (ResultType.AD, "[data-text-ad], #tads li.ads-ad, #tadsb li.ads-ad, #bottomads li.ads-ad", None, False),
    (ResultType.SHOPPING, ".pla-unit", None, True),
    (ResultType.PEOPLE_ALSO_ASK, ".related-question-pair, .xpc .Lt3Tzc", None, True),
    (ResultType.RELATED_SEARCHES, ".AJLUJb a, a.Q71vJc, .xpx .Lt3Tzc, #brs a", None, True),
    (ResultType.KNOWLEDGE_PANEL, "#rhs", _panel, False),
    (ResultType.KNOWLEDGE_PANEL, ".Gx5Zad", _basic_panel, False),  # basic layout
    (ResultType.TOP_STORIES, "g-section-with-header a", _story, True),
    (ResultType.VIDEO, "[data-vid], video-voyager", None, True),
    (ResultType.IMAGES, "[data-lpage]", None, True),
    (ResultType.LOCAL_PACK, ".VkpGBb, .rllt__details", None, True),
)

# Headings that open an AI overview, lowercased (Google gives the block no stable class).
AI_OVERVIEW_HEADINGS = frozenset(
    {"ai overview", "ai による概要", "ai 摘要", "ai 概覽", "ai 概览", "aperçu ia"}
)
HEADINGS = "[role=heading], h1, h2"
AI_OVERVIEW_BLOCK = frozenset({"MjjYud", "ULSxyf", "hlcw0c"})  # classes of the block around the heading

# Regions that never hold organic results and give no row (apps, social carousels, the right rail).
NOT_ORGANIC = "[data-app], g-scrolling-carousel, #rhs, #tads, #tadsb, #bottomads"
RESULT_STATS = "#result-stats"
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
    titles = {a: h3 for column in columns for a, h3 in _title_links(index, column).items()}
    urls = {a: url for a in titles if (url := _result_url(a))}
    links = list(urls)
    features = _without_organic_videos(drop_nested(_features(index)), links, titles, columns)
    excluded = {d.element for d in features} | set(index.select(NOT_ORGANIC))
    organic_links = [a for a in links if not inside(a, excluded)]
    if not organic_links:
        raise no_organic_error(index, engine=engine)

    detections = features + _organic(index, columns, urls, titles, organic_links, excluded)
    return parsed_page(
        index, detections, engine=Engine.GOOGLE, device=device, page=page, total=index.first(RESULT_STATS)
    )


def _title_links(index: Page, main: Element) -> dict[Element, list[Element]]:
    """The nearest ``<a href>`` around every result title inside the main column, in page order
    (titles come in page order, and HTML parsing never nests one link in another, so their links
    do), each with the ``<h3>`` elements it holds, in page order."""
    links: dict[Element, list[Element]] = {}
    for mark in index.select(TITLE_MARK, within=main):
        link = next((p for p in ancestors(mark) if p.tag == "a" and has_attr(p, "href")), None)
        if link is not None:
            h3 = links.setdefault(link, [])
            if mark.tag == "h3":
                h3.append(mark)
    return links


def _title(link: Element, h3: list[Element]) -> str:
    """A title link's title: its first ``<h3>`` with text, else its first ``[role=heading]``."""
    for heading in h3:
        value = text(heading)
        if value:
            return value
    return first_text(link, TITLE[1:])


def _main_columns(index: Page) -> list[Element]:
    """The main column, then every continuous-scroll chunk outside it, in page order."""
    present: dict[str | None, Element] = {}
    chunks = []
    for element in index.select(COLUMN_IDS):  # one walk for both
        name = element.attrs.get("id") or ""
        if name.startswith(CONTINUATION_ID_PREFIX):
            chunks.append(element)
        else:
            present.setdefault(name, element)  # the first of an id in the page
    column = next((present[i] for i in MAIN_COLUMN if i in present), None)
    if column is None:
        body = index.tree.body
        column = body if body is not None else index.root
    columns = [column]
    found = {column}
    for chunk in chunks:
        if not any(p in found for p in ancestors(chunk)):
            columns.append(chunk)
            found.add(chunk)
    return columns


def _without_organic_videos(
    features: list[Detection], links: list[Element], titles: dict[Element, list[Element]], columns: list[Element]
) -> list[Detection]:
    """Drop video detections that are one organic result rendered with a video thumbnail.

    Such a result holds exactly one ``<h3>`` title link (``video-voyager`` around it), or its
    thumbnail (``[data-vid]``) sits in the block of exactly one: the first ancestor that holds an
    ``<h3>`` title link holds only that one. Typing it by its markup made the same YouTube result
    organic on one page and a video (no rank) on the next; WebSearcher types it organic too.
    (A desktop organic title link holds an ``<h3>``; video tiles and ads use role=heading.)
    """
    stop = set(columns)
    holders: dict[Element, int] = {}
    for link in links:
        if titles[link]:
            for parent in ancestors(link):
                holders[parent] = holders.get(parent, 0) + 1
                if parent in stop:
                    break

    def organic_result(element: Element) -> bool:
        titles = holders.get(element, 0)
        if titles:
            return titles == 1
        for parent in ancestors(element):
            if parent in stop:
                return False
            if parent in holders:
                return holders[parent] == 1
        return False

    return [d for d in features if not (d.items[0].type is ResultType.VIDEO and organic_result(d.element))]


def _result_url(link: Element) -> str | None:
    url = unwrap_url(link.attrs.get("href"))
    if url is None:
        return None
    parts = urlsplit(url)
    if is_google_host((parts.hostname or "").lower()) and parts.path.startswith(("/search", "/url")):
        return None
    return url


def _features(index: Page) -> list[Detection]:
    found = find_features(index, FEATURES, _feature_item)
    for heading in index.select(HEADINGS):
        if text(heading).lower() in AI_OVERVIEW_HEADINGS:
            block = next(
                (p for p in ancestors(heading) if AI_OVERVIEW_BLOCK.intersection(classes(p))),
                next(ancestors(heading), heading),
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
        return Item(kind, url=unwrap_url(element.attrs.get("data-lpage")), title=element.attrs.get("alt") or "")
    url = _first_outbound(element)
    if kind is ResultType.AD:
        title = first_text(element, HEADING) or _link_text(element)
        return Item(kind, url=url, title=title, snippet=first_text(element, AD_SNIPPET))
    if kind is ResultType.VIDEO:
        url = unwrap_url(element.attrs.get("data-surl")) or url
    return Item(kind, url=url, title=first_text(element, HEADING) or _link_text(element))


def _first_outbound(element: Element) -> str | None:
    for link in element.css("a"):  # the element itself first when it is a link
        url = unwrap_url(link.attrs.get("href"))
        if url and not is_google_host((urlsplit(url).hostname or "").lower()):
            return url
    return None


def _link_text(element: Element) -> str:
    for link in element.css("a"):
        value = text(link)
        if value:
            return value
    return ""


def _is_inside(element: Element, container: Element) -> bool:
    """``element`` descends from ``container``."""
    target = container.mem_id
    return any(parent.mem_id == target for parent in ancestors(element))


def _organic(
    index: Page,
    columns: list[Element],
    urls: dict[Element, str],
    titles: dict[Element, list[Element]],
    organic_links: list[Element],
    excluded: set[Element],
) -> list[Detection]:
    """Organic rows with their sitelinks (``urls``: every title link and its URL, ``titles`` its
    ``<h3>`` elements); links inside a featured snippet join its block."""
    stop = set(columns)
    holders: dict[Element, int] = {}
    for link in urls:
        for parent in ancestors(link):
            if parent in stop:
                break
            holders[parent] = holders.get(parent, 0) + 1
    snippets: dict[Element, Detection] = {}
    boxes = [box for column in columns for box in index.select(FEATURED_SNIPPET, within=column)]
    for box in boxes:
        if box.tag != "block-component" and not FEATURED_SNIPPET_MARK.any(box):
            continue
        first = next((a for a in organic_links if _is_inside(a, box)), None)
        if (
            first is not None
            and not inside(box, excluded)
            and not any(p in snippets for p in ancestors(box))
        ):
            snippets[box] = Detection(
                box,
                [
                    Item(
                        ResultType.FEATURED_SNIPPET,
                        url=urls[first],
                        title=_title(first, titles[first]),
                        snippet=first_text(box, FEATURED_SNIPPET_TEXT),
                    )
                ],
            )
    detections = list(snippets.values())
    for link in organic_links:
        container = link
        for parent in ancestors(link):
            if parent in stop or holders.get(parent, 0) > 1:
                break
            container = parent
        url = urls[link]
        box = next((p for p in ancestors(link) if p in snippets), None)
        snippet = snippets[box].items[0].snippet if box is not None else first_text(container, SNIPPET)
        rows = [Item(ResultType.ORGANIC, url=url, title=_title(link, titles[link]), snippet=snippet)]
        rows += _sitelinks(container, link, url, excluded)
        if box is not None:
            snippets[box].items.extend(rows)
        else:
            detections.append(Detection(link, rows))
    return detections


def _sitelinks(
    container: Element, title_link: Element, url: str | None, excluded: set[Element]
) -> list[Item]:
    """Every other outbound link of the result's block. The block lies outside every excluded
    region (its title link is organic), so a link is checked only against the regions and the title
    link between it and the block."""
    seen = {url}
    rows = []
    title_id, stop = title_link.mem_id, container.mem_id
    for link in container.css("a"):  # the container itself first when it is a link
        if link.mem_id == title_id or link in excluded or _held(link, title_id, stop, excluded):
            continue
        target = unwrap_url(link.attrs.get("href"))
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


def _held(link: Element, title_id: int, stop: int, excluded: set[Element]) -> bool:
    """``link`` lies in the title link or an excluded region, looking up to the block ``stop``."""
    for parent in ancestors(link):
        if parent.mem_id == title_id or parent in excluded:
            return True
        if parent.mem_id == stop:
            return False
    return False
