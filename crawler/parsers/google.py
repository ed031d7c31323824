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
   column (``#rso``, else ``#center_col``, ``#main``, ``body``) and outside every feature block.
   ``/url?q=`` and ``/url?url=`` redirects are unwrapped; links to Google's own search are not
   results.
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
    Item,
    assemble,
    drop_nested,
    first_text,
    has_class,
    inside,
    is_google_host,
    load_html,
    no_organic_error,
    raise_if_challenge,
    result_count,
    strip_invisible,
    text,
    unwrap_url,
)
from crawler.serp.model import Device, Engine, ParsedSerp, ResultType

# ------------------------------------------------------------------------------------------------
# Selectors. Google renames its classes every few months: correct them here and nowhere else.
# ------------------------------------------------------------------------------------------------
C = has_class

MAIN_COLUMN = ("rso", "center_col", "main")  # element ids, first present wins; else <body>

TITLE_LINK = etree.XPath(".//a[@href][.//h3 or .//*[@role='heading'][@aria-level='3']]")
TITLE = (etree.XPath(".//h3"), etree.XPath(".//*[@role='heading']"))
SNIPPET = tuple(
    etree.XPath(x)
    for x in (
        f".//*[{C('VwiC3b')}]",
        ".//*[@data-sncf='1']",
        f".//*[{C('IsZvec')}]",
        f".//*[{C('v9i61e')}]",  # basic layout
        f".//*[{C('s3v9rd')}]",  # basic layout
        ".//*[@data-content-feature='1']",
        f".//span[{C('st')}]",
    )
)
FEATURED_SNIPPET = etree.XPath(f"//block-component | //*[{C('xpdopen')}][.//*[{C('ifM9O')}]]")
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

# Each feature: (row type, XPath of its items anywhere on the page, items of one block are grouped).
# An item is one row; grouped items that follow each other share one absolute position.
FEATURES: tuple[tuple[ResultType, str, bool], ...] = (
    (
        ResultType.AD,
        f"//*[@data-text-ad] | //*[@id='tads' or @id='tadsb' or @id='bottomads']//li[{C('ads-ad')}]",
        False,
    ),
    (ResultType.SHOPPING, f"//*[{C('pla-unit')}]", True),
    (
        ResultType.PEOPLE_ALSO_ASK,
        f"//*[{C('related-question-pair')}] | //*[{C('xpc')}]//*[{C('Lt3Tzc')}]",
        True,
    ),
    (
        ResultType.RELATED_SEARCHES,
        f"//*[{C('AJLUJb')}]//a | //a[{C('Q71vJc')}] | //*[{C('xpx')}]//*[{C('Lt3Tzc')}] | //*[@id='brs']//a",
        True,
    ),
    (
        ResultType.KNOWLEDGE_PANEL,
        f"//*[@id='rhs'][.//*[@data-attrid]] | //*[{C('Gx5Zad')}][.//h3[not(ancestor::a)]]",
        False,
    ),
    (ResultType.TOP_STORIES, "//g-section-with-header[not(.//*[@data-vid])]//a[.//*[@role='heading']]", True),
    (ResultType.VIDEO, "//*[@data-vid] | //video-voyager", True),
    (ResultType.IMAGES, "//*[@data-lpage]", True),
    (ResultType.LOCAL_PACK, f"//*[{C('VkpGBb')}] | //*[{C('rllt__details')}]", True),
)
FEATURE_XPATHS = tuple((kind, etree.XPath(xpath), grouped) for kind, xpath, grouped in FEATURES)

# Headings that open an AI overview, lowercased (Google gives the block no stable class).
AI_OVERVIEW_HEADINGS = frozenset(
    {"ai overview", "ai による概要", "ai 摘要", "ai 概覽", "ai 概览", "aperçu ia"}
)
HEADINGS = etree.XPath("//*[@role='heading'] | //h1 | //h2")
AI_OVERVIEW_BLOCK = frozenset({"MjjYud", "ULSxyf", "hlcw0c"})  # classes of the block around the heading

# Regions that never hold organic results and give no row (apps, social carousels, the right rail).
NOT_ORGANIC = etree.XPath(
    "//*[@data-app] | //g-scrolling-carousel | //*[@id='rhs' or @id='tads' or @id='tadsb' or @id='bottomads']"
)
RESULT_STATS = etree.XPath("//*[@id='result-stats']")
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
    root = load_html(html, engine=engine)
    raise_if_challenge(root, engine=engine)
    strip_invisible(root)

    features = drop_nested(_features(root))
    excluded = {d.element for d in features} | set(NOT_ORGANIC(root))
    main = _main_column(root)
    links = [a for a in TITLE_LINK(main) if _result_url(a) is not None]
    organic_links = [a for a in links if not inside(a, excluded)]
    if not organic_links:
        raise no_organic_error(root, engine=engine)

    detections = features + _organic(main, links, organic_links, excluded)
    stats = RESULT_STATS(root)
    return ParsedSerp(
        engine=Engine.GOOGLE,
        device=Device(device),
        results=assemble(root, detections, page=page),
        total_results=result_count(text(stats[0])) if stats else None,
        pages=(page,),
    )


def _main_column(root: Element) -> Element:
    for element_id in MAIN_COLUMN:
        found = root.xpath(f"//*[@id='{element_id}']")
        if found:
            return found[0]
    body = root.find("body")
    return body if body is not None else root


def _result_url(link: Element) -> str | None:
    url = unwrap_url(link.get("href"))
    if url is None:
        return None
    parts = urlsplit(url)
    if is_google_host((parts.hostname or "").lower()) and parts.path.startswith(("/search", "/url")):
        return None
    return url


def _features(root: Element) -> list[Detection]:
    found: list[Detection] = []
    for kind, xpath, grouped in FEATURE_XPATHS:
        for element in xpath(root):
            item = _feature_item(kind, element)
            if item is not None:
                found.append(Detection(element, [item], grouped=grouped))
    for heading in HEADINGS(root):
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
    main: Element, links: list[Element], organic_links: list[Element], excluded: set[Element]
) -> list[Detection]:
    """Organic rows with their sitelinks; links inside a featured snippet join its block."""
    holders: dict[Element, int] = {}
    for link in links:
        for parent in link.iterancestors():
            if parent is main:
                break
            holders[parent] = holders.get(parent, 0) + 1
    organic_set = set(organic_links)
    snippets: dict[Element, Detection] = {}
    for box in FEATURED_SNIPPET(main):
        first = next((a for a in TITLE_LINK(box) if a in organic_set), None)
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
            if parent is main or holders.get(parent, 0) > 1:
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
