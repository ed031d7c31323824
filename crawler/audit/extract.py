"""A fetched response turned into :class:`~analytics.audits.facts.PageFacts`: what every check reads.

:func:`extract_page` is pure (no network, no clock) and total: any bytes, any headers, malformed or
truncated HTML, a PDF served as text/html, none of them raise. A body that is not HTML (by its
Content-Type) gives the facts of the response only.

- **Decoding** follows the browser: a BOM, else the caller's ``encoding``, else the Content-Type
  charset, else a ``<meta>`` declaration in the first 4 KB (Big5, Shift_JIS, EUC-JP, GB2312 declared
  only there are common on older Taiwanese and Japanese sites), else detection (UTF-8 when the bytes
  are valid UTF-8, otherwise charset_normalizer, as Scrapy does). Labels map as the WHATWG Encoding
  Standard says (``big5`` is Big5-HKSCS, ``shift_jis`` is cp932, ``gb2312`` is GB18030).
- **Parsing** is libxml2's HTML parser, which ends ``<head>`` at the first element that does not belong
  there, as search engines do: a canonical after a stray ``<div>`` in the head is a body canonical.
- **One walk** over the tree collects everything, with each element's language (its own or nearest
  ancestor's ``lang``/``xml:lang``) and visibility; ``<template>`` content is inert and skipped.
- **Text as a reader sees it**: block elements and ``<br>`` separate words, inline ones do not (so
  ``<span>台北</span><span>美食</span>`` stays one word); scripts, styles, ``<noscript>``, ruby readings
  (``<rt>``/``<rp>``) and hidden elements (the ``hidden`` attribute, inline ``display:none`` or
  ``visibility:hidden``) are not part of the visible text. Link and heading names still include hidden
  text: a collapsed menu's links are links, with their names.
- **URLs** are resolved against ``<base href>`` when there is one, else the final URL.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from urllib.parse import urlsplit

from charset_normalizer import from_bytes
from lxml import etree
from w3lib.encoding import html_to_unicode, resolve_encoding

from analytics.audits import signals
from analytics.audits.facts import (
    FormFacts,
    HreflangLink,
    ImageFacts,
    LinkFacts,
    PageFacts,
    Redirect,
    ResourceFacts,
    StructuredData,
    Timings,
    measured,
)

#: Elements whose text a reader never sees (``rt``/``rp``: furigana and its fallback parentheses).
_NO_TEXT = frozenset({"script", "style", "rt", "rp", "title"})
#: Elements whose text is not on the page but still names the links and headings inside them.
_HIDDEN = frozenset({"head", "noscript", "iframe", "object", "embed", "applet", "canvas", "video", "audio",
                     "select", "datalist", "textarea", "svg", "math"})
_BLOCKS = frozenset({
    "address", "article", "aside", "blockquote", "body", "br", "button", "caption", "center", "dd", "details",
    "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame", "h1", "h2",
    "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html", "iframe", "img", "input", "legend", "li", "listing",
    "main", "menu", "nav", "ol", "option", "p", "pre", "section", "select", "summary", "table", "tbody", "td",
    "textarea", "tfoot", "th", "thead", "tr", "ul", "xmp",
})
_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
DEPRECATED_TAGS = frozenset({
    "acronym", "applet", "basefont", "big", "blink", "center", "dir", "font", "frame", "frameset", "isindex",
    "marquee", "nobr", "noframes", "plaintext", "spacer", "strike", "tt", "xmp",
})
_PLUGINS = frozenset({"object", "embed", "applet"})
#: Elements :meth:`_Walk.open` records (the others only carry text).
_RECORDED = frozenset({
    "a", "img", "meta", "link", "title", "script", "style", "iframe", "frame", "video", "audio", "track", "source",
    "form", "input", *_HEADINGS, *_PLUGINS, *DEPRECATED_TAGS,
})
_NOTABLE_ATTRIBUTES = frozenset({"lang", "xml:lang", "style", "hidden", "itemscope", "typeof"})
#: ``<meta name>`` values that address crawlers (signals decides which of them apply to us).
_ROBOTS_NAMES = frozenset({"robots", "slurp", "yandex", "baiduspider", "yeti", "teoma"})
_LAZY_SRC = ("data-src", "data-lazy-src", "data-original", "data-lazy")
_PRELOAD_KINDS = {"script": "script", "style": "stylesheet", "font": "font", "image": "image",
                  "video": "media", "audio": "media", "track": "media", "document": "iframe"}
# Literal prefixes keep the search fast over large inline styles; data: URIs are not fetched.
_CSS_URL = re.compile(r"""url\(\s*['"]?(?!data:)([^'")\s]+)""")
_CSS_IMPORT = re.compile(r"""@import\s+['"]([^'"]+)""")
_CSS_KIND = (
    (re.compile(r"\.(?:woff2?|ttf|otf|eot)(?:[?#]|$)", re.IGNORECASE), "font"),
    (re.compile(r"\.(?:png|jpe?g|gif|webp|avif|svg|bmp|ico)(?:[?#]|$)", re.IGNORECASE), "image"),
    (re.compile(r"\.css(?:[?#]|$)", re.IGNORECASE), "stylesheet"),
)
# What makes an <a> without href a link rather than a placeholder (Lighthouse's crawlable-anchors rule):
# attributes HTML allows only with an href, and click bindings frameworks leave in server-rendered markup
# (inline on* handlers are told by their prefix).
_HREF_ATTRIBUTES = frozenset({"target", "download", "ping", "rel", "hreflang", "type", "referrerpolicy"})
_CLICK_BINDINGS = frozenset({"ng-click", "@click", "v-on:click", "x-on:click", "(click)", "hx-get", "hx-post"})
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_DOCTYPE = re.compile(r"\s*(?:<!--.*?-->\s*|<\?xml[^>]*>\s*)*<!doctype\s", re.IGNORECASE | re.DOTALL)
_META_CHARSET = re.compile(r"charset\s*=\s*[\"']?\s*([\w.:-]+)", re.IGNORECASE)
_SPACES = re.compile(r"\s+")
_BREAKS = re.compile(r" ?\x00[\x00 ]*")
_BREAK = "\x00"  # a block boundary in the visible text, turned into a newline at the end
_BINARY_SNIFF = 512
_MAX_CACHED_HREF = 2048


def extract_page(
    url: str,
    body: bytes,
    *,
    status: int,
    headers: Sequence[tuple[str, str]],
    final_url: str | None = None,
    redirects: Iterable[Redirect] = (),
    ttfb_ms: float | None = None,
    download_ms: float | None = None,
    depth: int | None = None,
    in_sitemap: bool = False,
    encoding: str | None = None,
) -> PageFacts:
    """The facts of one response; an HTML body is parsed and its text measured (:func:`measured`)."""
    response = PageFacts(
        url=url,
        final_url=final_url,
        status=status,
        redirects=tuple(redirects),
        depth=depth,
        in_sitemap=in_sitemap,
        timings=Timings(ttfb_ms, download_ms),
        size_bytes=len(body),
        headers=tuple((_header_text(name), _header_text(value)) for name, value in headers),
    )
    if not response.is_html or (response.content_type is None and b"\x00" in body[:_BINARY_SNIFF]):
        return response
    html = decode(body, response.content_type, encoding)
    root = parse_html(html)
    document = _Walk(response.effective_url, root).facts() if root is not None else {}
    return measured(dataclasses.replace(response, doctype=bool(_DOCTYPE.match(html, 0, 4096)), **document))


def _header_text(value: str | bytes) -> str:
    """Header names and values as text (Scrapy keeps them as bytes; HTTP says ISO-8859-1)."""
    return value.decode("latin-1") if isinstance(value, bytes) else str(value)


def decode(body: bytes, content_type: str | None = None, encoding: str | None = None) -> str:
    """The body as text: BOM, ``encoding``, Content-Type charset, ``<meta>``, then detection."""
    label = resolve_encoding(encoding) if encoding else None
    header = f"text/html; charset={label}" if label else content_type
    return html_to_unicode(header, body, auto_detect_fun=_detect_encoding)[1]


def _detect_encoding(body: bytes) -> str | None:
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        match = from_bytes(body[:65536]).best()
        return resolve_encoding(match.encoding) if match else None
    return "utf-8"


def parse_html(html: str):
    """The root element, or None when there is no document (empty, only comments)."""
    data = (html.replace("\x00", "") if "\x00" in html else html).encode("utf-8", "replace")
    if not data.strip():
        return None
    parser = etree.HTMLParser(encoding="utf-8", remove_comments=True, remove_pis=True, no_network=True)
    try:
        return etree.fromstring(data, parser)
    except (etree.LxmlError, ValueError):
        return None


@lru_cache(maxsize=32768)
def resolve_href(base: str, href: str) -> str | None:
    """``href`` as an absolute http(s) URL without its fragment, or None (cached: menus repeat on every page)."""
    if "\t" in href or "\n" in href or "\r" in href:
        href = re.sub(r"[\t\n\r]", "", href)  # browsers drop these anywhere in a URL
    resolved = signals.resolve(base, href)
    if resolved is None:
        return None
    host = urlsplit(resolved).netloc
    return None if any(ch in host for ch in ' <>"{}|\\^`') else resolved


def _tokens(value: str | None) -> tuple[str, ...]:
    return tuple(value.split()) if value else ()


def _first_candidate(srcset: str | None) -> str | None:
    """The first URL of a ``srcset`` (``a.webp 1x, b.webp 2x``)."""
    if not srcset:
        return None
    first = srcset.strip().split(",", 1)[0].split()
    return first[0] if first else None


def _jsonld_types(data: object) -> list[str]:
    """Every ``@type`` in a JSON-LD document (nested objects and ``@graph`` included), in order."""
    found: list[str] = []
    pending = [data]  # a stack, not recursion: the nesting is the page's to choose
    while pending:
        value = pending.pop()
        if isinstance(value, dict):
            kind = value.get("@type")
            for name in kind if isinstance(kind, list) else [kind]:
                if isinstance(name, str) and name not in found:
                    found.append(name)
            pending.extend(reversed([item for item in value.values() if isinstance(item, (dict, list))]))
        elif isinstance(value, list):
            pending.extend(reversed(value))
    return found


def json_ld(source: str) -> StructuredData:
    """One ``<script type=application/ld+json>`` block: its types, or why search engines cannot read it."""
    content = source.strip()
    # Some CMSs wrap the JSON in an HTML comment or CDATA section, which parsers tolerate.
    for opening, closing in (("<!--", "-->"), ("//<![CDATA[", "//]]>"), ("<![CDATA[", "]]>")):
        if content.startswith(opening) and content.endswith(closing):
            content = content[len(opening):-len(closing)].strip()
    if not content:
        return StructuredData("json-ld", error="empty")
    try:
        data = json.loads(content, strict=False)
    except json.JSONDecodeError as exc:
        return StructuredData("json-ld", error=f"line {exc.lineno} column {exc.colno}: {exc.msg}")
    except (ValueError, RecursionError) as exc:
        return StructuredData("json-ld", error=str(exc) or type(exc).__name__)
    types = _jsonld_types(data)
    return StructuredData("json-ld", tuple(types), None if types else "no @type")


def _vocabulary_type(token: str) -> str:
    """``https://schema.org/Product`` or ``schema:Product`` as ``Product`` (the JSON-LD spelling)."""
    for prefix in ("https://schema.org/", "http://schema.org/", "schema:"):
        if token.startswith(prefix):
            return token[len(prefix):]
    return token


class _Walk:
    """One pass over the document, in order; :meth:`facts` returns the document's PageFacts fields."""

    def __init__(self, page_url: str, root) -> None:
        self.root = root
        base = root.find(".//base[@href]")
        self.base_url = resolve_href(page_url, base.get("href")) if base is not None else None
        self.base = self.base_url or page_url
        parts = urlsplit(self.base)
        self.root_url = f"{parts.scheme}://{parts.netloc}/"  # what a "/path" href is resolved against
        self.text: list[str] = []
        self.collectors: list[tuple[str, list[str], list[str]]] = []  # (field, texts, image alts) of open links/headings
        self.fields: dict[str, list] = {name: [] for name in (
            "titles", "descriptions", "robots_meta", "canonicals", "body_canonicals", "hreflangs", "icons", "og",
            "twitter", "headings", "images", "links", "resources", "forms", "structured_data", "deprecated_tags",
        )}
        self.meta_charset: str | None = None
        self.meta_refresh: str | None = None
        self.viewport: str | None = None
        self.plugins = 0
        self.dom_nodes = 0

    # --- helpers ---

    def url(self, href: str | None) -> str | None:
        if href is None:
            return None
        href = href.strip()
        if not href or href.startswith(("#", "data:")):
            return None
        if len(href) > _MAX_CACHED_HREF:
            return resolve_href.__wrapped__(self.base, href)
        if href.startswith(("http://", "https://")):
            return resolve_href(href, href)
        if href.startswith("/") and not href.startswith("//"):
            return resolve_href(self.root_url, href)  # one cache entry per site, not per page
        return resolve_href(self.base, href)

    def resource(self, href: str | None, kind: str) -> None:
        resolved = self.url(href)
        if resolved is not None:
            self.fields["resources"].append(ResourceFacts(resolved, kind))

    def emit(self, chunk: str, mode: int) -> None:
        if mode == 0:
            self.text.append(chunk)
        if mode < 2:
            for _, texts, _ in self.collectors:
                texts.append(chunk)

    def css(self, source: str) -> None:
        for href in _CSS_URL.findall(source):
            self.resource(href, next((kind for pattern, kind in _CSS_KIND if pattern.search(href)), "other"))
        if "@import" in source:
            for href in _CSS_IMPORT.findall(source):
                self.resource(href, "stylesheet")

    # --- the walk ---

    def facts(self) -> dict[str, object]:
        root = self.root
        lang = root.get("lang")
        if lang is None:
            lang = root.get("xml:lang")
        self.dom_nodes = 1
        self.visit_children(root, (lang.strip() or None) if lang else None, 0, False, False, False, None, None)
        return self.result()

    def visit_children(self, parent, lang: str | None, mode: int, in_head: bool, in_svg: bool, in_form: bool,
                       microdata: list[str] | None, rdfa: list[str] | None) -> None:
        """Visit ``parent``'s children in order, each with what it inherits: its language, text mode
        (0 visible, 1 hidden, 2 no text), whether it is in <head>, <svg>, a <form>, and the
        microdata and RDFa items it is nested in (nested items add their types to the top-level one).

        Recursion is bounded: libxml2 nests elements at most 256 deep.
        """
        emit = self.emit
        for element in parent:
            tag = element.tag
            if tag.__class__ is not str or tag == "template":  # template content is inert
                if tail := element.tail:
                    emit(tail, mode)
                continue
            self.dom_nodes += 1
            child_lang, child_mode, child_microdata, child_rdfa = lang, mode, microdata, rdfa
            style = None
            names = element.keys()
            if names:  # most elements carry a class at most: look up only the attributes present
                get = element.get
                for name in names:
                    if name in _NOTABLE_ATTRIBUTES:
                        if name == "lang" or (name == "xml:lang" and "lang" not in names):
                            child_lang = get(name).strip() or None
                        elif name == "style":
                            style = get("style")
                        elif name == "hidden":
                            child_mode = max(child_mode, 1)
                        elif name == "itemscope":
                            if child_microdata is None:
                                child_microdata = []
                                self.fields["structured_data"].append(("microdata", child_microdata))
                            child_microdata.extend(_tokens(get("itemtype")))
                        elif name == "typeof":
                            if child_rdfa is None:
                                child_rdfa = []
                                self.fields["structured_data"].append(("rdfa", child_rdfa))
                            child_rdfa.extend(_tokens(get("typeof")))
                if style:
                    if _HIDDEN_STYLE.search(style):
                        child_mode = max(child_mode, 1)
                    if "url(" in style:
                        self.css(style)
            if tag in _NO_TEXT:
                child_mode = 2
            elif tag in _HIDDEN:
                child_mode = max(child_mode, 1)
            block = tag in _BLOCKS
            if block:
                emit(_BREAK, child_mode)
            closing = self.open(tag, element, child_lang, in_head, in_svg, in_form) if tag in _RECORDED else None
            if child_mode < 2 and (text := element.text):  # never copies a script's source
                emit(text, child_mode)
            if len(element):
                self.visit_children(element, child_lang, child_mode, in_head or tag == "head", in_svg or tag == "svg",
                                    in_form or tag == "form", child_microdata, child_rdfa)
            if closing is not None:
                self.close(tag, element, closing)
            if block:
                emit(_BREAK, child_mode)
            if tail := element.tail:
                emit(tail, mode)

    def open(self, tag: str, element, lang: str | None, in_head: bool, in_svg: bool, in_form: bool):
        """Record the element; return what its end tag must close (a link's or heading's collector)."""
        fields = self.fields
        get = element.get
        if tag == "a" or tag in _HEADINGS:
            # libxml2 nests <a> in <a> and <h1> in <h1> where browsers close the first one: the
            # outer one's name stops there. Its place in the list is taken now, in document order.
            kind = "links" if tag == "a" else "headings"
            self.collectors = [c for c in self.collectors if c[0] != kind]
            collector = (kind, [], [])
            self.collectors.append(collector)
            fields[kind].append(None)
            return collector, len(fields[kind]) - 1, lang
        if tag == "img":
            self.image(element)
        elif tag == "meta":
            self.meta(element)
        elif tag == "link":
            self.link(element, in_head)
        elif tag == "title":
            if not in_svg:
                fields["titles"].append("".join(element.itertext()))
        elif tag == "script":
            kind = (get("type") or "").split(";")[0].strip().lower()
            if kind == "application/ld+json":
                fields["structured_data"].append(json_ld(element.text or ""))
            else:
                self.resource(get("src"), "script")
        elif tag == "style":
            if element.text and ("url(" in element.text or "@import" in element.text):
                self.css(element.text)
        elif tag in ("iframe", "frame"):
            self.resource(get("src"), "iframe")
        elif tag in ("video", "audio", "track"):
            self.resource(get("src"), "media")
            self.resource(get("poster"), "image")
        elif tag == "source":
            self.resource(get("src"), "media")
            for candidate in (get("srcset") or "").split(","):
                self.resource(_first_candidate(candidate), "image")
        elif tag == "form":
            action = (get("action") or "").strip()
            has_password = any((field.get("type") or "").strip().lower() == "password"
                               for field in element.iter("input"))
            fields["forms"].append(FormFacts(self.url(action) or action or None,
                                             (get("method") or "get").strip().lower(), has_password))
            if action:
                self.resource(action, "form")
        elif tag == "input":
            kind = (get("type") or "").strip().lower()
            if kind == "password" and not in_form:
                fields["forms"].append(FormFacts(None, has_password=True))  # a login box without a form
            elif kind == "image":
                self.resource(get("src"), "image")
        if tag in _PLUGINS:
            self.plugins += 1
            self.resource(get("src") or get("data"), "other")
        if tag in DEPRECATED_TAGS and tag not in fields["deprecated_tags"]:
            fields["deprecated_tags"].append(tag)
        return None

    def close(self, tag: str, element, closing) -> None:
        """A link's or heading's end: its accessible name is complete."""
        collector, index, lang = closing
        kind, texts, alts = collector
        self.collectors = [c for c in self.collectors if c is not collector]
        # White space collapsed only: the checks normalize (NFC) what they compare, and a page has
        # hundreds of these names.
        name = " ".join("".join(texts).replace(_BREAK, " ").split())
        if not name:
            name = " ".join(" ".join(alts).split())
        if kind == "headings":
            self.fields["headings"][index] = (_HEADINGS[tag], name)
            return
        href = element.get("href")
        if not name:
            name = " ".join((element.get("aria-label") or element.get("title") or "").split())
        if href is None and not name and not any(key.startswith("on") or key == "role" for key in element.attrib):
            return  # a named anchor (<a name=top>, <a id=...>), not an attempt at a link
        attributes = element.attrib
        self.fields["links"][index] = LinkFacts(
            href=href, url=self.url(href), text=name, rel=_tokens(element.get("rel")), lang=lang,
            target=element.get("target"), role=(element.get("role") or "").strip() or None,
            click=any(key.startswith("on") or key in _CLICK_BINDINGS for key in attributes),
            href_attributes=any(key in _HREF_ATTRIBUTES for key in attributes),
            named=bool((element.get("id") or "").strip() or (element.get("name") or "").strip()),
        )

    def image(self, element) -> None:
        get = element.get
        src = get("src")
        if not (src or "").strip() or src.lstrip().startswith("data:"):
            # The source a browser shows: a <picture>'s first source without a media query, else the
            # lazy-loading attribute JavaScript copies into src over a data: placeholder (Google
            # renders it), else the srcset.
            picture = next(element.iterancestors("picture"), None)
            candidates = [s.get("srcset") for s in picture.iter("source") if not s.get("media")] if picture is not None else []
            fallback = next((c for c in (*map(_first_candidate, candidates), *map(get, _LAZY_SRC),
                                         _first_candidate(get("srcset"))) if c), None)
            src = fallback or src
        alt = get("alt")
        for _, _, alts in self.collectors:
            alts.append(alt or "")
        url = self.url(src)
        if url is not None and next(element.iterancestors("noscript"), None) is not None and any(
                image.url == url for image in self.fields["images"]):
            return  # the <noscript> fallback of a lazy-loaded image already counted: one image, not two
        for candidate in (get("srcset") or "").split(",")[1:]:
            self.resource(_first_candidate(candidate), "image")
        self.fields["images"].append(ImageFacts(src=src, url=url, alt=alt, width=get("width"), height=get("height")))

    def meta(self, element) -> None:
        get = element.get
        fields = self.fields
        charset = get("charset")
        if charset is not None and self.meta_charset is None:
            self.meta_charset = charset.strip()
        equiv = (get("http-equiv") or "").strip().lower()
        content = get("content")
        if equiv == "content-type" and self.meta_charset is None and (found := _META_CHARSET.search(content or "")):
            self.meta_charset = found.group(1)
        elif equiv == "refresh" and self.meta_refresh is None:
            self.meta_refresh = content or ""
        name = (get("name") or "").strip()
        prop = (get("property") or "").strip()
        lowered = name.lower()
        if lowered == "description":
            fields["descriptions"].append(content or "")
        elif lowered == "viewport":
            if self.viewport is None:
                self.viewport = content or ""
        elif lowered in _ROBOTS_NAMES or lowered.endswith("bot") or lowered.startswith("googlebot"):
            fields["robots_meta"].append((name, content or ""))
        for key in (prop, name):
            low = key.lower()
            if low.startswith("og:"):
                fields["og"].append((key, content or ""))
                break
            if low.startswith("twitter:"):
                fields["twitter"].append((key, content or ""))
                break

    def link(self, element, in_head: bool) -> None:
        get = element.get
        rel = (get("rel") or "").strip()
        rels = rel.lower().split()
        if not rels:
            return
        href = get("href")
        fields = self.fields
        if "canonical" in rels:
            fields["canonicals" if in_head else "body_canonicals"].append(href or "")
        if "alternate" in rels and get("hreflang") is not None:
            fields["hreflangs"].append(HreflangLink(get("hreflang"), href or "", "head" if in_head else "body"))
        if any("icon" in value for value in rels):
            fields["icons"].append((rel, href or ""))
        if "stylesheet" in rels:
            self.resource(href, "stylesheet")
        elif "preload" in rels or "modulepreload" in rels or "prefetch" in rels:
            kind = "script" if "modulepreload" in rels else _PRELOAD_KINDS.get((get("as") or "").lower(), "other")
            self.resource(href, kind)
        elif "manifest" in rels:
            self.resource(href, "other")

    def result(self) -> dict[str, object]:
        fields = self.fields
        structured = tuple(
            block if isinstance(block, StructuredData)
            else StructuredData(block[0], tuple(dict.fromkeys(_vocabulary_type(t) for t in block[1])))
            for block in fields.pop("structured_data")
        )
        lang = self.root.get("lang")
        xml_lang = self.root.get("xml:lang")
        text = _BREAKS.sub("\n", _SPACES.sub(" ", "".join(self.text))).strip()
        return {
            **{name: tuple(value for value in values if value is not None) for name, values in fields.items()},
            "structured_data": structured,
            "base_url": self.base_url,
            "html_lang": lang.strip() if lang is not None else None,
            "xml_lang": xml_lang.strip() if xml_lang is not None else None,
            "meta_charset": self.meta_charset,
            "meta_refresh": self.meta_refresh,
            "viewport": self.viewport,
            "plugins": self.plugins,
            "dom_nodes": self.dom_nodes,
            "text": text,
        }
