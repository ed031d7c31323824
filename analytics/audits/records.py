"""What a site crawl hands over, one JSON line at a time: the contract between the crawler and the store.

The crawl runs in a child process (Twisted's reactor cannot restart, and chDB lets one process own
its directory), so the crawler never writes the analytics store. It appends records to a JSON-lines
file; the parent reads them as they come and stores them in batches. Nothing here keeps a crawl in
memory: a page is audited as it is fetched and only its record travels on.

Record kinds (``record["kind"]``):

- ``page``: :class:`PageRecord`, one per crawled URL (fetched, failed, redirected or blocked by
  robots.txt), with its page findings and page score already computed.
- ``external``: :class:`ExternalRecord`, one per external link, checked once per crawl.
- ``site``: :class:`SiteRecord`, once, when the crawl ends: robots.txt, llms.txt, sitemaps, probes.
- ``progress``: ``{"kind": "progress", "crawled": n, "queued": m}`` now and then.
- ``done``: ``{"kind": "done", "reason": "finished" | "max_pages" | "timeout" | "cancelled" | "error",
  "error": str | None}``, last.

The site checks run after the crawl over what the store holds (:class:`~analytics.audits.facts.SiteFacts`
rebuilt from these records).
"""

from __future__ import annotations

import collections.abc
import dataclasses
import types
import typing
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeVar

from analytics.audits.catalogue import Finding
from analytics.audits.facts import (
    HostProbe,
    LinkEdge,
    LinkStatus,
    PageFacts,
    PageSummary,
    Redirect,
    SiteFacts,
    SitemapFacts,
    TextFile,
)

T = TypeVar("T")

# Characters of a page's text a record carries: enough to tell whether a long article mentions a
# keyword, while a huge page does not swell the records file or the store.
TEXT_LIMIT = 20_000


@dataclass(frozen=True)
class PageRecord:
    """One crawled URL as the store keeps it.

    ``links`` are the page's internal links (resolved, fragment removed, one per target and anchor
    text); ``images`` and ``external_links`` are counts for the pages list. ``text`` is the page's
    visible text (``PageFacts.text``) cut to :data:`TEXT_LIMIT` characters: the store keeps it
    compressed for the internal link suggestions (which pages mention a keyword). ``facts`` is the whole
    :class:`PageFacts` (with its text) only when the crawl was asked to keep it (a page audit);
    a site crawl leaves it None.
    """

    summary: PageSummary
    findings: tuple[Finding, ...] = ()
    score: int | None = None
    links: tuple[LinkEdge, ...] = ()
    redirects: tuple[Redirect, ...] = ()
    fetch_error: str | None = None
    content_type: str | None = None
    ttfb_ms: float | None = None
    size_bytes: int | None = None
    images: int = 0
    external_links: int = 0
    rendered: bool = False
    text: str = ""
    facts: PageFacts | None = None

    kind = "page"


@dataclass(frozen=True)
class ExternalRecord:
    """An external link's answer, and the crawled pages that link to it with their anchor texts."""

    link: LinkStatus
    sources: tuple[tuple[str, str], ...] = ()  # (source page URL, anchor text)

    kind = "external"


@dataclass(frozen=True)
class SiteRecord:
    root_url: str
    robots_txt: TextFile | None = None
    llms_txt: TextFile | None = None
    sitemaps: tuple[SitemapFacts, ...] = ()
    sitemap_urls: tuple[str, ...] = ()
    robots_blocked: tuple[str, ...] = ()  # URLs robots.txt kept us from, as the crawl met them
    host_probes: tuple[HostProbe, ...] = ()

    kind = "site"


RECORD_TYPES: dict[str, type] = {cls.kind: cls for cls in (PageRecord, ExternalRecord, SiteRecord)}


def to_json(record: PageRecord | ExternalRecord | SiteRecord) -> dict[str, Any]:
    """The record as a JSON-ready dict with its ``kind``."""
    return {"kind": record.kind, **_plain(record)}


def from_json(data: dict[str, Any]) -> PageRecord | ExternalRecord | SiteRecord | dict[str, Any]:
    """A record back from its dict; ``progress`` and ``done`` stay plain dicts."""
    cls = RECORD_TYPES.get(data.get("kind", ""))
    if cls is None:
        return data
    return build(cls, {key: value for key, value in data.items() if key != "kind"})


def site_facts(site: SiteRecord, pages: Iterable[PageSummary], links: Iterable[LinkEdge],
               externals: Iterable[ExternalRecord]) -> SiteFacts:
    """The :class:`SiteFacts` the site checks run over, from a crawl's records: the command line's, kept
    in memory, or the store's, read back from its tables."""
    statuses = []
    sources: dict[str, tuple[str, ...]] = {}
    for record in externals:
        statuses.append(record.link)
        if record.sources:
            sources[record.link.url] = tuple(dict.fromkeys(page for page, _ in record.sources))
    return SiteFacts(
        root_url=site.root_url, pages=tuple(pages), links=tuple(links), sitemaps=site.sitemaps,
        sitemap_urls=site.sitemap_urls, robots_txt=site.robots_txt, llms_txt=site.llms_txt,
        external_links=tuple(statuses), external_sources=sources, host_probes=site.host_probes,
    )


_SCALARS = frozenset({str, int, float, bool, type(None)})


@cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """A dataclass's field names (None for any other type); asked once per class, not once per value."""
    return tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else None


def _plain(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value
    names = _field_names(kind)
    if names is not None:
        return {name: _plain(getattr(value, name)) for name in names}
    if isinstance(value, (tuple, list)):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def build(cls: type[T], data: Any) -> T:
    """An instance of the dataclass ``cls`` from :func:`_plain`'s output (nested dataclasses and tuples rebuilt)."""
    return _convert(cls, data)


def _convert(hint: Any, value: Any) -> Any:
    if value is None:
        return None
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [arg for arg in typing.get_args(hint) if arg is not type(None)]
        return _convert(options[0], value) if len(options) == 1 else value
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_convert(args[0], item) for item in value)
        return tuple(_convert(arg, item) for arg, item in zip(args, value, strict=True))
    if origin in (dict, collections.abc.Mapping) or hint is typing.Any:
        return value
    if dataclasses.is_dataclass(hint):
        hints = _hints(hint)
        names = {f.name for f in dataclasses.fields(hint) if f.init}
        return hint(**{key: _convert(hints[key], item) for key, item in value.items() if key in names})
    return value
