"""What every HTML SERP parser shares: loading a page, reading text and links, telling a blocked or
empty page from a result page, and turning detected blocks into numbered rows.

Pages are parsed with lexbor (selectolax), an HTML5 parser whose CSS selector engine runs in C: a
selector table of dozens of entries costs one C walk each, not a walk in Python (docs/serp-parsing.md
gives the measurements that chose it over lxml).

Parsers find *detections* (an element that fixes the block's place in the document and the rows it
gives) and hand them to ``assemble``, which orders them as the page shows them and numbers blocks
and organic results. Keeping the numbering here means every engine follows one rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from urllib.parse import parse_qs, unquote, urlsplit

from selectolax.lexbor import LexborHTMLParser, LexborNode, SelectolaxError

from crawler.serp.errors import SerpPageError, SerpPageKind
from crawler.serp.model import Device, Engine, ParsedSerp, ResultType, SerpResult

Element = LexborNode

# What lexbor (like bytes.strip) counts as blank between tags.
_BLANK = " \t\n\r\x0b\x0c"


def load_html(html: str, *, engine: str) -> LexborHTMLParser:
    """The parsed page; raises ``SerpPageError(unrecognised)`` when there is no document.

    Any string is accepted: lexbor drops or replaces NUL characters as HTML5 says, lone surrogates
    are replaced; the text is parsed as the Unicode it is, so a stale ``<meta charset>`` cannot
    garble it.
    """
    if not html.strip(_BLANK):
        raise SerpPageError(SerpPageKind.UNRECOGNISED, "empty document", engine=engine)
    try:
        tree = LexborHTMLParser(html)
    except UnicodeEncodeError:
        tree = LexborHTMLParser(html.encode("utf-8", "replace"))
    except (SelectolaxError, ValueError, MemoryError) as exc:
        raise SerpPageError(SerpPageKind.UNRECOGNISED, f"not HTML: {exc}", engine=engine) from None
    if tree.root is None:
        raise SerpPageError(SerpPageKind.UNRECOGNISED, "empty document", engine=engine)
    return tree


def text(element: Element | None) -> str:
    """Visible text with runs of whitespace folded to one space (CJK text is left as written)."""
    if element is None:
        return ""
    return " ".join(element.text().split())


def ancestors(element: Element) -> Iterator[Element]:
    """The elements around ``element``, nearest first, up to ``<html>`` (not the document node)."""
    node = element.parent
    while node is not None:
        up = node.parent
        if up is None:  # the document node
            return
        yield node
        node = up


def has_attr(element: Element, name: str) -> bool:
    """``element`` carries attribute ``name``, with or without a value (``<a href>``)."""
    return name in element.attrs


def classes(element: Element) -> list[str]:
    return (element.attrs.get("class") or "").split()


@dataclass(frozen=True, slots=True)
class Compound:
    """One compound CSS selector: ``tag#id.class.class[attr][attr=value][attr*=part]`` (each part
    optional)."""

    tag: str | None = None
    id: str | None = None
    classes: tuple[str, ...] = ()
    attrs: tuple[tuple[str, str, str | None], ...] = ()  # (name, "=" or "*=", value)

    def matches(self, element: Element) -> bool:
        if self.tag is not None and element.tag != self.tag:
            return False
        attributes = element.attrs
        if self.id is not None and attributes.get("id") != self.id:
            return False
        if self.classes:
            tokens = (attributes.get("class") or "").split()
            if any(c not in tokens for c in self.classes):
                return False
        for name, operator, value in self.attrs:
            if name not in attributes:
                return False
            if value is not None:
                found = attributes.get(name) or ""
                if found != value if operator == "=" else value not in found:
                    return False
        return True


_COMPOUND_PART = re.compile(
    r"""([a-zA-Z][\w-]*)|#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:(\*?=)["']?([^\]"']*)["']?)?\]"""
)


def _compound(text: str) -> Compound:
    tag = element_id = None
    names: list[str] = []
    attrs: list[tuple[str, str, str | None]] = []
    position = 0
    for match in _COMPOUND_PART.finditer(text):
        if match.start() != position:
            raise ValueError(f"unsupported selector {text!r}")
        position = match.end()
        name, hash_id, cls, attr, operator, value = match.groups()
        if name:
            tag = name
        elif hash_id:
            element_id = hash_id
        elif cls:
            names.append(cls)
        else:
            attrs.append((attr, operator or "=", value))
    if position != len(text) or not text:
        raise ValueError(f"unsupported selector {text!r}")
    return Compound(tag, element_id, tuple(names), tuple(attrs))


class Find:
    """Elements inside an element (never the element itself) that match a CSS selector list, in
    document order, each once — XPath-style: ``Find(".kno-rdesc span")`` is ``.//*[kno-rdesc]//span``,
    every part of a descendant chain inside the element (lexbor, like ``querySelectorAll``, would
    also match a ``.kno-rdesc`` above it). ``Find("")`` is the element itself; ``attr`` gives that
    attribute's values of the elements found instead (``Find("img", attr="alt")`` is ``.//img/@alt``).

    Chains are written with descendant combinators only, of ``tag#id.class[attr][attr=value]``
    compounds: the outer parts of a chain are checked in Python on the few elements lexbor finds.
    """

    __slots__ = ("_alternatives", "_chains", "_several", "attr", "selector")

    def __init__(self, selector: str, *, attr: str | None = None) -> None:
        self.selector = selector
        self.attr = attr
        alternatives = [part.split() for part in selector.split(",")] if selector else []
        # (the compound an element must match, the outer compounds innermost first) per alternative
        self._alternatives = [
            (_compound(parts[-1]), tuple(_compound(c) for c in reversed(parts[:-1]))) for parts in alternatives
        ]
        self._chains = any(chain for _, chain in self._alternatives)
        self._several = len(alternatives) > 1

    def __call__(self, element: Element) -> list:
        if not self.selector:
            nodes = [element]
        else:
            nodes = element.css(self.selector)
            if nodes and nodes[0].mem_id == element.mem_id:  # lexbor matches the element too
                del nodes[0]
            if self._several:
                nodes = list(dict.fromkeys(nodes))
            if self._chains:
                nodes = [node for node in nodes if self._scoped(node, element)]
        if self.attr is not None:
            name = self.attr
            return [value for node in nodes if (value := node.attrs.get(name)) is not None]
        return nodes

    def _scoped(self, node: Element, scope: Element) -> bool:
        """``node`` matches an alternative whose outer compounds all lie inside ``scope``."""
        stop = scope.mem_id
        path = []
        for parent in ancestors(node):
            if parent.mem_id == stop:
                break
            path.append(parent)
        return any(
            (not self._several or last.matches(node)) and _chain_in(chain, path)
            for last, chain in self._alternatives
        )

    def first(self, element: Element) -> Element | None:
        if self._chains or not self.selector:
            found = self(element)
            return found[0] if found else None
        match = element.css_first(self.selector)
        if match is not None and match.mem_id == element.mem_id:  # lexbor matches the element too
            found = self(element)
            return found[0] if found else None
        return match

    def any(self, element: Element) -> bool:
        return self.first(element) is not None


def _chain_in(chain: tuple[Compound, ...], path: list[Element]) -> bool:
    """The compounds ``chain`` (innermost first) match ``path`` (ancestors, nearest first) in order."""
    position = 0
    for compound in chain:
        while position < len(path) and not compound.matches(path[position]):
            position += 1
        if position == len(path):
            return False
        position += 1
    return True


def first_text(element: Element, finds: Sequence[Callable[[Element], list]]) -> str:
    """Text of the first match of the first expression that finds non-empty text."""
    for find in finds:
        for found in find(element):
            value = " ".join(found.split()) if isinstance(found, str) else text(found)
            if value:
                return value
    return ""


_GOOGLE_HOST = re.compile(r"(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$")
_YAHOO_RU = re.compile(r"/RU=([^/]+)/R[KS]=")


def is_google_host(host: str) -> bool:
    return bool(_GOOGLE_HOST.search(host))


def unwrap_url(href: str | None) -> str | None:
    """Where a result link really goes: an absolute http(s) URL, or ``None`` for anything else.

    Unwraps Google's ``/url?q=`` and ``/url?url=`` redirects, ad clicks carrying ``adurl``, and
    Yahoo's ``r.search.yahoo.com/…/RU=<encoded>/RK=…`` redirects. Relative links (Google's own
    ``/search?…`` navigation) and non-web schemes give ``None``.

    >>> unwrap_url("/url?q=https://example.com/a%3Fb%3D1&sa=U&ved=x")
    'https://example.com/a?b=1'
    >>> unwrap_url("/url?esrc=s&q=&rct=j&sa=U&url=https://ja.wikipedia.org/wiki/%25E6%25AD%25A6")
    'https://ja.wikipedia.org/wiki/%E6%AD%A6'
    >>> unwrap_url("https://r.search.yahoo.com/_ylt=A;_ylu=B/RV=2/RE=1/RO=10/RU=https%3a%2f%2fexample.tw%2f/RK=2/RS=x-")
    'https://example.tw/'
    >>> unwrap_url("/search?q=more") is None
    True
    """
    if not href:
        return None
    href = href.strip()
    if href.startswith("//"):
        href = "https:" + href
    try:
        parts = urlsplit(href)
        host = (parts.hostname or "").lower()
    except ValueError:
        return None
    redirect = parts.path in ("/url", "/interstitial", "/aclk", "/pagead/aclk")
    if redirect and (not parts.netloc or is_google_host(host)):
        query = parse_qs(parts.query)
        for key in ("q", "url", "adurl"):
            for value in query.get(key, ()):
                if value.startswith(("http://", "https://")):
                    return unwrap_url(value)
        return None
    if host.endswith(("search.yahoo.com", "search.yahoo.co.jp")):
        match = _YAHOO_RU.search(parts.path)
        if match:
            return unwrap_url(unquote(match.group(1)))
    if parts.scheme in ("http", "https") and parts.netloc:
        return href
    return None


_PARENTHESISED = re.compile(r"[(（][^)）]*[)）]")
_NUMBER = re.compile(r"\d(?:[\d,.'\u00a0\u202f\u2009 ]*\d)?")


def result_count(value: str) -> int | None:
    """The result count a page shows ("About 1,260 results", "約 1,890,000 件", "Environ 748 000 000
    résultats", "約有 12,300 項結果"): the largest number outside parentheses, which hold timings.

    >>> result_count("約 1,890,000 件中 2 ページ目 （0.38 秒）")
    1890000
    >>> result_count("no digits") is None
    True
    """
    numbers = [int(re.sub(r"\D", "", m)) for m in _NUMBER.findall(_PARENTHESISED.sub(" ", value))]
    return max(numbers) if numbers else None


# --- blocked and empty pages ------------------------------------------------------------------

_CAPTCHA = (
    "form[action*='/sorry/'], form#captcha-form, form#captcha, .g-recaptcha, #recaptcha,"
    " script[src*='recaptcha/'], iframe[src*='recaptcha/']"
)
_CONSENT = (
    "form[action*='consent.google.'], form[action*='consent.yahoo.'], form[action*='guce.yahoo.'],"
    " iframe[src*='consent.google.']"
)
# Phrases of the block, consent and no-result notices, lowercased; the languages RankLens serves.
UNUSUAL_TRAFFIC_TEXTS = (
    "unusual traffic from your computer network",
    "our systems have detected unusual traffic",
    "automated queries",
    "通常と異なるトラフィック",
    "流量有異常",
    "異常流量",
    "异常流量",
)
CONSENT_TEXTS = (
    "before you continue to google",
    "before you continue",
    "google に移動する前に",
    "繼續前往 google 之前",
    "继续访问 google 之前",
)
EMPTY_TEXTS = (
    "did not match any documents",
    "no results found for",
    "we did not find results for",
    "に一致する情報は見つかりませんでした",
    "に一致するウェブページは見つかりませんでした",
    "找不到符合搜尋字詞",
    "找不到和您查詢的",
    "找不到和您查询的",
    "找不到符合",
)


def raise_if_challenge(page: Page, *, engine: str) -> None:
    """A captcha page is never a result page: checked before anything is parsed."""
    if page.first(_CAPTCHA) is not None:
        raise SerpPageError(SerpPageKind.CAPTCHA, "captcha form", engine=engine)


def strip_invisible(page: Page) -> None:
    """Drop script and style elements so text extraction reads only what a person sees (a
    ``<template>``'s content is not part of the tree in HTML5 parsing)."""
    for element in page.select("script, style"):
        element.decompose()


def open_page(html: str, *, engine: str) -> Page:
    """What every parser does first: load the document, refuse a captcha page, drop invisible text."""
    page = Page(load_html(html, engine=engine))
    raise_if_challenge(page, engine=engine)
    strip_invisible(page)
    return page


def no_organic_error(page: Page, *, engine: str) -> SerpPageError:
    """Why a page gave no organic result: consent, block notice, the engine's "no results", or an
    unrecognised page (not a SERP, or markup the parser does not know — never silently a rank)."""
    page_text = text(page.root).lower()
    if page.first(_CONSENT) is not None or any(phrase in page_text for phrase in CONSENT_TEXTS):
        return SerpPageError(SerpPageKind.CONSENT, "consent interstitial", engine=engine)
    if any(phrase in page_text for phrase in UNUSUAL_TRAFFIC_TEXTS):
        return SerpPageError(SerpPageKind.UNUSUAL_TRAFFIC, "unusual traffic notice", engine=engine)
    if any(phrase in page_text for phrase in EMPTY_TEXTS):
        return SerpPageError(SerpPageKind.EMPTY, "no results for the query", engine=engine)
    return SerpPageError(SerpPageKind.UNRECOGNISED, "no organic result found", engine=engine)


# --- the page and its selectors ---------------------------------------------------------------

# Set on the elements being ordered by ``Page.in_order`` (no selector of the parsers names it).
_ORDER_MARK = "data-ranklens-order"


class Page:
    """A parsed page: its root element, CSS selection in document order, and the document order of
    any elements."""

    def __init__(self, tree: LexborHTMLParser) -> None:
        self.tree = tree
        self.root: Element = tree.root

    def select(self, selector: str, *, within: Element | None = None) -> list[Element]:
        """Elements matching the CSS selector list ``selector``, in document order, each once; only
        descendants of ``within`` when given. A descendant chain is matched as in
        ``querySelectorAll``: give ``within`` only single compounds (``Find`` scopes chains)."""
        scope = self.root if within is None else within
        found = scope.css(selector)
        if within is not None and found and found[0].mem_id == within.mem_id:
            del found[0]
        return list(dict.fromkeys(found)) if "," in selector else found

    def first(self, selector: str) -> Element | None:
        return self.root.css_first(selector)

    def in_order(self, elements: Iterable[Element]) -> list[Element]:
        """``elements`` sorted in document order, each once: they are marked and found again by one
        selector walk in C, which costs less than numbering every element of the page in Python."""
        marked = list(dict.fromkeys(elements))
        if len(marked) < 2:
            return marked
        for element in marked:
            element.attrs[_ORDER_MARK] = ""
        ordered = self.root.css(f"[{_ORDER_MARK}]")
        for element in marked:
            del element.attrs[_ORDER_MARK]
        return ordered


# --- detections and numbering -----------------------------------------------------------------


@dataclass(slots=True)
class Item:
    """A row before numbering."""

    type: ResultType
    url: str | None = None
    title: str = ""
    snippet: str = ""


@dataclass(slots=True)
class Detection:
    """A block found on the page: ``element`` places it in document order, ``items`` are its rows.

    Consecutive ``grouped`` detections of one type (the questions of a PAA box, the cards of a
    carousel, the units of a shopping-ads row) form one block and share its absolute position.
    """

    element: Element
    items: list[Item] = field(default_factory=list)
    grouped: bool = False


def inside(element: Element, region: set[Element] | frozenset[Element]) -> bool:
    """``element`` is one of ``region`` or descends from one of them."""
    if element in region:
        return True
    return any(parent in region for parent in ancestors(element))


def drop_nested(detections: Iterable[Detection]) -> list[Detection]:
    """Detections whose element lies inside another detection's element are dropped (a featured
    snippet inside a PAA answer, a related-search link inside the knowledge panel …)."""
    found = list(detections)
    elements = {d.element for d in found}
    return [d for d in found if not any(p in elements for p in ancestors(d.element))]


def assemble(index: Page, detections: Sequence[Detection], *, page: int) -> tuple[SerpResult, ...]:
    """Rows in page order with block (absolute) and organic positions, both 1-based."""
    found = [d for d in detections if d.items]
    order = {element: number for number, element in enumerate(index.in_order(d.element for d in found))}
    blocks: list[tuple[Detection, list[Item]]] = []
    for detection in sorted(found, key=lambda d: order[d.element]):
        kind = detection.items[0].type
        last = blocks[-1][0] if blocks else None
        if detection.grouped and last is not None and last.grouped and last.items[0].type is kind:
            blocks[-1][1].extend(detection.items)
        else:
            blocks.append((detection, list(detection.items)))
    rows: list[SerpResult] = []
    organic = 0
    for absolute, (_, items) in enumerate(blocks, start=1):
        for item in items:
            position = None
            if item.type is ResultType.ORGANIC:
                organic += 1
                position = organic
            rows.append(
                SerpResult(
                    type=item.type,
                    absolute_position=absolute,
                    position=position,
                    url=item.url,
                    title=item.title,
                    snippet=item.snippet,
                    page=page,
                )
            )
    return tuple(rows)


def parsed_page(
    index: Page,
    detections: Sequence[Detection],
    *,
    engine: Engine,
    device: Device | str,
    page: int,
    total: Element | None,
) -> ParsedSerp:
    """The parsed page: numbered rows, and the result count read from ``total`` when the page shows one."""
    return ParsedSerp(
        engine=engine,
        device=Device(device),
        results=assemble(index, detections, page=page),
        total_results=result_count(text(total)) if total is not None else None,
        pages=(page,),
    )


# --- feature tables ---------------------------------------------------------------------------

# (row type, CSS of its items anywhere on the page, a test an item must also pass or None, items of
# one block are grouped); an item is one row.
Feature = tuple[ResultType, str, Callable[[Element], bool] | None, bool]


def find_features(
    page: Page,
    features: Iterable[Feature],
    item_of: Callable[[ResultType, Element], Item | None],
) -> list[Detection]:
    """A detection for every element a feature table finds that gives a row (``item_of``)."""
    found: list[Detection] = []
    for kind, selector, condition, grouped in features:
        for element in page.select(selector):
            if condition is not None and not condition(element):
                continue
            item = item_of(kind, element)
            if item is not None:
                found.append(Detection(element, [item], grouped=grouped))
    return found
