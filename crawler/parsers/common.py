"""What every HTML SERP parser shares: loading a page, reading text and links, telling a blocked or
empty page from a result page, and turning detected blocks into numbered rows.

Parsers find *detections* (an element that fixes the block's place in the document and the rows it
gives) and hand them to ``assemble``, which orders them as the page shows them and numbers blocks
and organic results. Keeping the numbering here means every engine follows one rule.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from urllib.parse import parse_qs, unquote, urlsplit

from lxml import etree

from crawler.serp.errors import SerpPageError, SerpPageKind
from crawler.serp.model import ResultType, SerpResult

Element = etree._Element


def has_class(name: str) -> str:
    """XPath predicate body: the element's class attribute holds the token ``name``."""
    return f"contains(concat(' ', normalize-space(@class), ' '), ' {name} ')"


def load_html(html: str, *, engine: str) -> Element:
    """The page's root element; raises ``SerpPageError(unrecognised)`` when there is no document.

    Any string is accepted: NUL characters and lone surrogates are dropped or replaced, and the
    text is handed to libxml2 as UTF-8 so a stale ``<meta charset>`` cannot garble it.
    """
    data = html.replace("\x00", "").encode("utf-8", "replace")
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


def document_order(root: Element, elements: Iterable[Element]) -> dict[Element, int]:
    wanted = set(elements)
    return {el: i for i, el in enumerate(root.iter()) if el in wanted}


def assemble(root: Element, detections: Sequence[Detection], *, page: int) -> tuple[SerpResult, ...]:
    """Rows in page order with block (absolute) and organic positions, both 1-based."""
    order = document_order(root, (d.element for d in detections))
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
