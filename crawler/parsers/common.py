"""What every HTML SERP parser shares: loading a page, reading text and links, telling a blocked or
empty page from a result page, and turning detected blocks into numbered rows.

Parsers find *detections* (an element that fixes the block's place in the document and the rows it
gives) and hand them to ``assemble``, which orders them as the page shows them and numbers blocks
and organic results. Keeping the numbering here means every engine follows one rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from urllib.parse import parse_qs, unquote, urlsplit

from lxml import etree

from crawler.serp.errors import SerpPageError, SerpPageKind
from crawler.serp.model import Device, Engine, ParsedSerp, ResultType, SerpResult

Element = etree._Element


def has_class(name: str) -> str:
    """XPath predicate body: the element's class attribute holds the token ``name``.

    The plain substring test goes first: it is cheap and rejects almost every element before the
    exact token test builds its padded string.
    """
    return f"(contains(@class, '{name}') and contains(concat(' ', normalize-space(@class), ' '), ' {name} '))"


def load_html(html: str, *, engine: str) -> Element:
    """The page's root element; raises ``SerpPageError(unrecognised)`` when there is no document.

    Any string is accepted: NUL characters and lone surrogates are dropped or replaced, and the
    text is handed to libxml2 as UTF-8 so a stale ``<meta charset>`` cannot garble it.
    """
    data = (html.replace("\x00", "") if "\x00" in html else html).encode("utf-8", "replace")
    if not data.strip():
        raise SerpPageError(SerpPageKind.UNRECOGNISED, "empty document", engine=engine)
    parser = etree.HTMLParser(encoding="utf-8", remove_comments=True, remove_pis=True, no_network=True)
    try:
        root = etree.fromstring(data, parser)
    except (etree.LxmlError, ValueError) as exc:
        raise SerpPageError(SerpPageKind.UNRECOGNISED, f"not HTML: {exc}", engine=engine) from None
    if root is None:
        raise SerpPageError(SerpPageKind.UNRECOGNISED, "empty document", engine=engine)
    return root


def text(element: Element | None) -> str:
    """Visible text with runs of whitespace folded to one space (CJK text is left as written)."""
    if element is None:
        return ""
    return " ".join("".join(element.itertext()).split())


def first_text(element: Element, xpaths: Sequence[etree.XPath]) -> str:
    """Text of the first match of the first expression that finds non-empty text."""
    for xpath in xpaths:
        for found in xpath(element):
            value = text(found) if isinstance(found, etree._Element) else " ".join(str(found).split())
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

_CAPTCHA = etree.XPath(
    "//form[contains(@action, '/sorry/') or @id='captcha-form' or @id='captcha']"
    f" | //*[{has_class('g-recaptcha')} or @id='recaptcha']"
    " | //script[contains(@src, 'recaptcha/')] | //iframe[contains(@src, 'recaptcha/')]"
)
_CONSENT = etree.XPath(
    "//form[contains(@action, 'consent.google.') or contains(@action, 'consent.yahoo.')"
    " or contains(@action, 'guce.yahoo.')] | //iframe[contains(@src, 'consent.google.')]"
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


def raise_if_challenge(root: Element, *, engine: str) -> None:
    """A captcha page is never a result page: checked before anything is parsed."""
    if _CAPTCHA(root):
        raise SerpPageError(SerpPageKind.CAPTCHA, "captcha form", engine=engine)


def strip_invisible(root: Element) -> None:
    """Drop script and style bodies so text extraction reads only what a person sees."""
    etree.strip_elements(root, "script", "style", "template", with_tail=False)


def open_page(html: str, *, engine: str) -> PageIndex:
    """What every parser does first: load the document, refuse a captcha page, drop invisible text,
    and index the rest (the root is ``index.root``)."""
    root = load_html(html, engine=engine)
    raise_if_challenge(root, engine=engine)
    strip_invisible(root)
    return PageIndex(root)


def no_organic_error(root: Element, *, engine: str) -> SerpPageError:
    """Why a page gave no organic result: consent, block notice, the engine's "no results", or an
    unrecognised page (not a SERP, or markup the parser does not know — never silently a rank)."""
    page_text = text(root).lower()
    if _CONSENT(root) or any(phrase in page_text for phrase in CONSENT_TEXTS):
        return SerpPageError(SerpPageKind.CONSENT, "consent interstitial", engine=engine)
    if any(phrase in page_text for phrase in UNUSUAL_TRAFFIC_TEXTS):
        return SerpPageError(SerpPageKind.UNUSUAL_TRAFFIC, "unusual traffic notice", engine=engine)
    if any(phrase in page_text for phrase in EMPTY_TEXTS):
        return SerpPageError(SerpPageKind.EMPTY, "no results for the query", engine=engine)
    return SerpPageError(SerpPageKind.UNRECOGNISED, "no organic result found", engine=engine)


# --- one-pass page index and simple CSS selectors ---------------------------------------------


@dataclass(frozen=True, slots=True)
class Compound:
    """One compound CSS selector: ``tag#id.class.class[attr][attr=value]`` (each part optional)."""

    tag: str | None = None
    id: str | None = None
    classes: tuple[str, ...] = ()
    attrs: tuple[tuple[str, str | None], ...] = ()

    def matches(self, element: Element) -> bool:
        if self.tag is not None and element.tag != self.tag:
            return False
        if self.id is not None and element.get("id") != self.id:
            return False
        if self.classes:
            tokens = (element.get("class") or "").split()
            if any(c not in tokens for c in self.classes):
                return False
        for name, value in self.attrs:
            found = element.get(name)
            if found is None or (value is not None and found != value):
                return False
        return True


_COMPOUND_PART = re.compile(
    r"""([a-zA-Z][\w-]*)|#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:=["']?([^\]"']*)["']?)?\]"""
)


def _compound(text: str) -> Compound:
    tag = element_id = None
    classes: list[str] = []
    attrs: list[tuple[str, str | None]] = []
    position = 0
    for match in _COMPOUND_PART.finditer(text):
        if match.start() != position:
            raise ValueError(f"unsupported selector {text!r}")
        position = match.end()
        name, hash_id, cls, attr, value = match.groups()
        if name:
            tag = name
        elif hash_id:
            element_id = hash_id
        elif cls:
            classes.append(cls)
        else:
            attrs.append((attr, value))
    if position != len(text) or not text:
        raise ValueError(f"unsupported selector {text!r}")
    return Compound(tag, element_id, tuple(classes), tuple(attrs))


# Tags, classes and attribute names some compiled selector names: only these are indexed.
_NAMED_TAGS: set[str] = set()
_NAMED_CLASSES: set[str] = set()
_NAMED_ATTRS: set[str] = set()


def css(selector: str) -> tuple[tuple[Compound, ...], ...]:
    """A selector list of descendant chains of compound selectors, e.g. ``"#tads li.ads-ad, [data-text-ad]"``
    — the subset of CSS the selector tables use (no child combinator, no pseudo-classes)."""
    compiled = tuple(
        tuple(_compound(part) for part in alternative.split()) for alternative in selector.split(",")
    )
    for compound in (c for chain in compiled for c in chain):
        if compound.tag:
            _NAMED_TAGS.add(compound.tag)
        _NAMED_CLASSES.update(compound.classes)
        _NAMED_ATTRS.update(name for name, _ in compound.attrs)
    return compiled


class PageIndex:
    """The elements of a page by id, and by the class tokens, attribute names and tags that compiled
    selectors name, in document order.

    Built in one pass, so a selector table of dozens of entries costs lookups, not dozens of walks
    over the document; ``order`` numbers every element for sorting.
    """

    def __init__(self, root: Element) -> None:
        self.root = root
        self.order: dict[Element, int] = {}
        self.by_class: dict[str, list[Element]] = {}
        self.by_id: dict[str, list[Element]] = {}
        self.by_attr: dict[str, list[Element]] = {}
        self.by_tag: dict[str, list[Element]] = {}
        tags, classes, attrs = _NAMED_TAGS, _NAMED_CLASSES, _NAMED_ATTRS
        for number, element in enumerate(root.iter(etree.Element)):
            self.order[element] = number
            if element.tag in tags:
                self.by_tag.setdefault(element.tag, []).append(element)
            for name in element.keys():  # noqa: SIM118 (iterating an element yields its children)
                if name == "class":
                    for token in element.get("class").split():
                        if token in classes:
                            self.by_class.setdefault(token, []).append(element)
                elif name == "id":
                    self.by_id.setdefault(element.get("id"), []).append(element)
                elif name in attrs:
                    self.by_attr.setdefault(name, []).append(element)

    def _candidates(self, compound: Compound) -> list[Element]:
        if compound.id is not None:
            return self.by_id.get(compound.id, [])
        if compound.classes:
            return min((self.by_class.get(c, []) for c in compound.classes), key=len)
        if compound.attrs:
            return self.by_attr.get(compound.attrs[0][0], [])
        if compound.tag is not None:
            return self.by_tag.get(compound.tag, [])
        return list(self.order)

    def select(
        self, selector: tuple[tuple[Compound, ...], ...], *, within: Element | None = None
    ) -> list[Element]:
        """Elements matching ``selector`` (from ``css``), in document order; only descendants of
        ``within`` when given."""
        found: set[Element] = set()
        for chain in selector:
            *ancestors, last = chain
            if ancestors:  # from the (rarer) outer element down through its subtree
                scopes = [e for e in self._candidates(chain[0]) if chain[0].matches(e)]
                for compound in chain[1:]:
                    scopes = list(
                        dict.fromkeys(
                            e for s in scopes for e in s.iterdescendants(etree.Element) if compound.matches(e)
                        )
                    )
                found.update(e for e in scopes if _within(e, within))
            else:
                found.update(e for e in self._candidates(last) if last.matches(e) and _within(e, within))
        return sorted(found, key=self.order.__getitem__)

    def first(self, selector: tuple[tuple[Compound, ...], ...]) -> Element | None:
        found = self.select(selector)
        return found[0] if found else None


def _within(element: Element, scope: Element | None) -> bool:
    return scope is None or any(parent is scope for parent in element.iterancestors())


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
    return any(parent in region for parent in element.iterancestors())


def drop_nested(detections: Iterable[Detection]) -> list[Detection]:
    """Detections whose element lies inside another detection's element are dropped (a featured
    snippet inside a PAA answer, a related-search link inside the knowledge panel …)."""
    found = list(detections)
    elements = {d.element for d in found}
    return [d for d in found if not any(p in elements for p in d.element.iterancestors())]


def assemble(index: PageIndex, detections: Sequence[Detection], *, page: int) -> tuple[SerpResult, ...]:
    """Rows in page order with block (absolute) and organic positions, both 1-based."""
    order = index.order
    blocks: list[tuple[Detection, list[Item]]] = []
    for detection in sorted((d for d in detections if d.items), key=lambda d: order[d.element]):
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
    index: PageIndex,
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

# (row type, CSS of its items anywhere on the page, XPath an item must also satisfy or None, items of
# one block are grouped); an item is one row.
Feature = tuple[ResultType, str, str | None, bool]
CompiledFeature = tuple[ResultType, tuple[tuple[Compound, ...], ...], etree.XPath | None, bool]


def compile_features(features: Iterable[Feature]) -> tuple[CompiledFeature, ...]:
    return tuple(
        (kind, css(selector), etree.XPath(f"boolean({condition})") if condition else None, grouped)
        for kind, selector, condition, grouped in features
    )


def find_features(
    index: PageIndex,
    features: Iterable[CompiledFeature],
    item_of: Callable[[ResultType, Element], Item | None],
) -> list[Detection]:
    """A detection for every element a feature table finds that gives a row (``item_of``)."""
    found: list[Detection] = []
    for kind, selector, condition, grouped in features:
        for element in index.select(selector):
            if condition is not None and not condition(element):
                continue
            item = item_of(kind, element)
            if item is not None:
                found.append(Detection(element, [item], grouped=grouped))
    return found
