"""What a crawl records: the facts of one page (:class:`PageFacts`) and of the whole site (:class:`SiteFacts`).

The crawler fills these from responses and parsed HTML; the checks only read them. Values are kept as
the site served them (raw attribute text, every ``<title>``, each header line), so that the checks can
judge conflicts and malformed markup themselves: interpretation lives in
:mod:`analytics.audits.signals`, not here.

Conventions:

- URLs are absolute where the crawler resolved them (``LinkFacts.url``, ``ImageFacts.url``); the raw
  attribute is kept next to them (``href``, ``src``) for checks about how it was written.
- ``None`` means "not measured / not present"; an empty string means "present and empty".
- Times are milliseconds, sizes bytes.
- ``text`` is the page's visible body text (scripts, styles and hidden elements removed) and may be
  left empty by a site crawl once the measures (``word_count``, ``content_hash``, ``simhash``) are
  taken with :func:`measured`; the page audit keeps it for keyword counts.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from urllib.parse import urlsplit

from w3lib.url import canonicalize_url

from analytics.audits import text as textlib


@dataclass(frozen=True)
class Redirect:
    """One hop: ``url`` answered ``status`` with ``Location: location`` (resolved)."""

    url: str
    status: int
    location: str


@dataclass(frozen=True)
class Timings:
    ttfb_ms: float | None = None
    download_ms: float | None = None


@dataclass(frozen=True)
class ImageFacts:
    """An ``<img>`` (or ``<picture>`` source the browser would pick); ``alt`` None when the attribute is absent."""

    src: str | None
    url: str | None = None
    alt: str | None = None
    width: str | None = None
    height: str | None = None
    status: int | None = None
    size_bytes: int | None = None
    content_type: str | None = None
    redirected: bool = False


@dataclass(frozen=True)
class LinkFacts:
    """An ``<a>`` element.

    ``href`` is the raw attribute (None when absent), ``url`` the resolved absolute http(s) URL (None
    when the href is not one a crawler can follow: absent, ``javascript:``, a bare fragment, malformed).
    ``text`` is the accessible name: the element's text, else an image's alt, else ``aria-label`` or
    ``title``. ``lang`` is the nearest ``lang``/``xml:lang`` on the element or its ancestors (the
    ``<html>`` element's included), None when there is none. What tells a link from a placeholder
    (Lighthouse's crawlable-anchors rule): ``role``, ``click`` (an inline event handler or a framework's
    click binding), ``href_attributes`` (target, download, ping, rel, hreflang, type or referrerpolicy,
    which HTML allows only with an href) and ``named`` (an ``id`` or ``name``: a fragment's target).
    """

    href: str | None
    url: str | None = None
    text: str = ""
    rel: tuple[str, ...] = ()
    lang: str | None = None
    target: str | None = None
    role: str | None = None
    click: bool = False
    href_attributes: bool = False
    named: bool = False

    @property
    def nofollow(self) -> bool:
        return any(value.lower() in ("nofollow", "ugc", "sponsored") for value in self.rel)


@dataclass(frozen=True)
class HreflangLink:
    """``<link rel=alternate hreflang=code href=href>`` as written; ``source`` is head, header or body."""

    code: str
    href: str
    source: str = "head"


@dataclass(frozen=True)
class ResourceFacts:
    """A subresource the page loads: kind is script, stylesheet, image, iframe, media, font, form or other."""

    url: str
    kind: str


@dataclass(frozen=True)
class StructuredData:
    """One block of structured data: format json-ld, microdata or rdfa; ``error`` when it did not parse."""

    format: str
    types: tuple[str, ...] = ()
    error: str | None = None


@dataclass(frozen=True)
class FormFacts:
    action: str | None
    method: str = "get"
    has_password: bool = False


@dataclass(frozen=True)
class LabVitals:
    """Measured in Chromium for a sample of pages: the lab Core Web Vitals and what the page weighed."""

    lcp_ms: float | None = None
    cls: float | None = None
    tbt_ms: float | None = None
    fcp_ms: float | None = None
    transfer_bytes: int | None = None
    content_wider_than_viewport: bool | None = None


_HOME_PATH = re.compile(r"/?(?:(?:index|default|home)\.[a-z]{2,5})?", re.IGNORECASE)


@dataclass(frozen=True)
class PageFacts:
    """Everything a crawl learns about one URL."""

    url: str
    final_url: str | None = None
    status: int | None = None
    redirects: tuple[Redirect, ...] = ()
    redirect_loop: bool = False
    fetch_error: str | None = None  # timeout, dns, connection, too_large, decompression_bomb, ...
    robots_blocked: bool = False
    depth: int | None = None  # clicks from the start URL
    in_sitemap: bool = False
    timings: Timings = Timings()
    size_bytes: int | None = None
    headers: tuple[tuple[str, str], ...] = ()
    # document
    doctype: bool = True
    base_url: str | None = None  # <base href> resolved against the final URL; None when there is none
    html_lang: str | None = None
    xml_lang: str | None = None
    meta_charset: str | None = None
    titles: tuple[str, ...] = ()
    descriptions: tuple[str, ...] = ()
    robots_meta: tuple[tuple[str, str], ...] = ()  # (name, content): robots, googlebot, ...
    canonicals: tuple[str, ...] = ()  # <link rel=canonical> in <head>, as written
    body_canonicals: tuple[str, ...] = ()  # the same in <body>, which search engines ignore
    hreflangs: tuple[HreflangLink, ...] = ()  # from <head> and <body>; the Link header is in headers
    meta_refresh: str | None = None
    viewport: str | None = None
    icons: tuple[tuple[str, str], ...] = ()  # (rel, href): icon, apple-touch-icon, ...
    og: tuple[tuple[str, str], ...] = ()  # (property, content)
    twitter: tuple[tuple[str, str], ...] = ()  # (name, content)
    headings: tuple[tuple[int, str], ...] = ()  # (level, text) in document order
    images: tuple[ImageFacts, ...] = ()
    links: tuple[LinkFacts, ...] = ()
    resources: tuple[ResourceFacts, ...] = ()
    forms: tuple[FormFacts, ...] = ()
    structured_data: tuple[StructuredData, ...] = ()
    deprecated_tags: tuple[str, ...] = ()  # font, center, marquee, ...
    plugins: int = 0  # <object>/<embed>/<applet> elements
    dom_nodes: int | None = None
    text: str = ""
    word_count: int | None = None
    content_hash: str | None = None
    simhash: int | None = None
    vitals: LabVitals | None = None

    @property
    def effective_url(self) -> str:
        return self.final_url or self.url

    @property
    def is_home_page(self) -> bool:
        """Whether this is a site's home page (the root path or a root index document such as
        ``/index.asp``, asked for or redirected from): where the site-wide icons are looked for. A page
        checked on its own (the page checker, depth 0 too) or a project whose URL has a path is not one."""
        return _HOME_PATH.fullmatch(urlsplit(self.url).path) is not None

    @property
    def base(self) -> str:
        """What relative URLs in the markup resolve against: ``<base href>``, else the final URL."""
        return self.base_url or self.effective_url

    @property
    def is_https(self) -> bool:
        return urlsplit(self.effective_url).scheme == "https"

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300

    @property
    def content_type(self) -> str | None:
        return self.header("content-type")

    @property
    def is_html(self) -> bool:
        kind = (self.content_type or "text/html").split(";")[0].strip().lower()
        return kind in ("text/html", "application/xhtml+xml")

    # Normalized once per page (dataclasses.replace makes a new page): every check reads them.
    @cached_property
    def title(self) -> str | None:
        return textlib.normalize(self.titles[0]) if self.titles else None

    @cached_property
    def description(self) -> str | None:
        return textlib.normalize(self.descriptions[0]) if self.descriptions else None

    @cached_property
    def h1(self) -> list[str]:
        return [textlib.normalize(text) for level, text in self.headings if level == 1]

    @cached_property
    def h2(self) -> list[str]:
        return [textlib.normalize(text) for level, text in self.headings if level == 2]

    @cached_property
    def text_language(self) -> str | None:
        """The language of the title, H1s and text (:func:`~analytics.audits.text.detect_language`),
        whatever the ``lang`` attribute says."""
        return textlib.detect_language("\n".join([self.title or "", *self.h1, self.text[:2000]]))

    def header(self, name: str) -> str | None:
        """A header's value (repeated headers joined with ", "), matched case-insensitively."""
        values = self.header_values(name)
        return ", ".join(values) if values else None

    def header_values(self, name: str) -> list[str]:
        wanted = name.lower()
        return [value for key, value in self.headers if key.lower() == wanted]

    def og_value(self, prop: str) -> str | None:
        return _first(self.og, prop)

    def twitter_value(self, name: str) -> str | None:
        return _first(self.twitter, name)


def _first(pairs: tuple[tuple[str, str], ...], key: str) -> str | None:
    wanted = key.lower()
    for name, value in pairs:
        if name.lower() == wanted:
            return value.strip()
    return None


def measured(page: PageFacts, language: str | None = None) -> PageFacts:
    """``page`` with ``word_count``, ``content_hash`` and ``simhash`` taken from its ``text``.

    ``language`` defaults to the page's ``lang`` attribute, else the language of its text.
    """
    language = language or textlib.detect_language(page.text, page.html_lang or page.xml_lang)
    words = textlib.tokens(page.text, language)
    return dataclasses.replace(
        page,
        word_count=len(words),
        content_hash=textlib.content_hash(page.text),
        simhash=textlib.simhash(words),
    )


# --- the site ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PageSummary:
    """The per-page facts the cross-page checks need (one row per crawled URL in the analytics store)."""

    url: str
    final_url: str | None
    status: int | None
    robots_blocked: bool
    indexable: bool
    noindex: bool
    canonical: str | None  # resolved, from <head> or the Link header
    title: str | None
    description: str | None
    h1: str | None
    hreflangs: tuple[tuple[str, str], ...]  # (code, resolved URL)
    html_lang: str | None
    content_hash: str | None
    simhash: int | None
    word_count: int | None
    depth: int | None
    in_sitemap: bool
    blocked_by: str | None  # bot protection vendor when the response was a challenge page
    og_image: str | None = None


@dataclass(frozen=True)
class LinkEdge:
    """An internal link between two crawled URLs (``target`` resolved, fragment removed)."""

    source: str
    target: str
    text: str = ""
    nofollow: bool = False


@dataclass(frozen=True)
class TextFile:
    """A fetched text resource such as robots.txt or llms.txt: ``status`` None when it could not be fetched."""

    url: str
    status: int | None
    body: str = ""
    content_type: str | None = None


@dataclass(frozen=True)
class SitemapFacts:
    """A sitemap fetched: ``declared`` when robots.txt or a sitemap index named it (else a guess such
    as /sitemap.xml, whose absence is no problem)."""

    url: str
    status: int | None
    url_count: int = 0
    error: str | None = None  # not XML, too large, ...
    declared: bool = True


@dataclass(frozen=True)
class LinkStatus:
    """An external link checked once per crawl (HEAD, then GET): ``status`` None with an ``error`` when unreachable."""

    url: str
    status: int | None
    error: str | None = None


@dataclass(frozen=True)
class HostProbe:
    """A variant of the start URL (http://, www. or bare host) and how it answered."""

    url: str
    status: int | None
    location: str | None = None
    content_hash: str | None = None


@dataclass(frozen=True)
class SiteFacts:
    root_url: str
    pages: tuple[PageSummary, ...] = ()
    links: tuple[LinkEdge, ...] = ()
    sitemaps: tuple[SitemapFacts, ...] = ()
    sitemap_urls: tuple[str, ...] = ()
    robots_txt: TextFile | None = None
    llms_txt: TextFile | None = None
    external_links: tuple[LinkStatus, ...] = ()
    external_sources: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # url -> source pages
    host_probes: tuple[HostProbe, ...] = ()

    def page(self, url: str) -> PageSummary | None:
        """The crawled page at ``url`` (its own row, else the row of a URL that redirected to it)."""
        return self._by_url.get(url_key(url))

    @cached_property
    def _by_url(self) -> dict[str, PageSummary]:
        index = {url_key(page.final_url): page for page in self.pages if page.final_url}
        index.update((url_key(page.url), page) for page in self.pages)
        return index


@lru_cache(maxsize=65536)  # every page links the menus' URLs again
def url_key(url: str) -> str:
    """A URL as pages and links are looked up by: :func:`w3lib.url.canonicalize_url` (no fragment, scheme and
    host lower-cased, IDNA host, one percent-encoding, query arguments sorted, an empty path as /), the form
    the crawl dedups pages by (:func:`crawler.audit.urls.crawl_key`, which also drops session ids and sort
    parameters). Keys must agree with the crawl's: the crawl fetches ``/商品`` once however it is spelled, and
    a link spelled ``/%E5%95%86%E5%93%81`` must still find that page (its status, its inlinks).

    >>> url_key("HTTPS://Example.com/商品?b=2&a=1#top")
    'https://example.com/%E5%95%86%E5%93%81?a=1&b=2'
    """
    try:
        return canonicalize_url(url.strip())
    except ValueError:
        return url
