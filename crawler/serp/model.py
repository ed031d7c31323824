"""The result model every SERP source produces: HTML parsers and SERP-API mappers alike.

A ``ParsedSerp`` is one engine's answer for one keyword, device and locale: the ordered blocks of the
page as ``SerpResult`` rows, related searches and "People also ask" questions included. Rank
derivation, storage and the CLI all read this model and nothing else.

Positions
- ``position`` is the organic position (1-based) and is set only on organic rows. The organic link
  inside a featured snippet counts once as organic (shared/data/serp/MANIFEST.md); ads, PAA,
  carousels and sitelinks never carry one.
- ``absolute_position`` is the 1-based order of *blocks* on the page. Rows of one block share it:
  a featured snippet and its organic link, an organic result and its sitelinks, the items of a
  carousel or of a shopping-ads unit.
- A page parsed alone numbers from 1. ``ParsedSerp.merge_pages`` joins result pages into one SERP:
  page 2 starts after page 1's last organic and last absolute position (``offset_results``).

Hosts: ``host`` is derived from ``url`` in the one form the rank store and its match rules use
(:mod:`analytics.hosts`): lowercase ASCII (punycode), e.g. ``xn--fiq228c.tw`` for ``中文.tw`` and
``www.example.com`` for ``WWW.Example.COM``, without credentials, with a port only when it is not the
default. One stored form keeps match rules exact; display code decodes with ``idna`` when it
shows a host to a person. ``url`` is kept as the page linked it (redirect wrappers removed).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from urllib.parse import urlsplit

from analytics import hosts


class ResultType(StrEnum):
    ORGANIC = "organic"
    FEATURED_SNIPPET = "featured_snippet"
    PEOPLE_ALSO_ASK = "people_also_ask"
    LOCAL_PACK = "local_pack"
    AD = "ad"
    SHOPPING = "shopping"
    VIDEO = "video"
    NEWS = "news"
    TOP_STORIES = "top_stories"
    IMAGES = "images"
    KNOWLEDGE_PANEL = "knowledge_panel"
    AI_OVERVIEW = "ai_overview"
    SITELINKS = "sitelinks"
    RELATED_SEARCHES = "related_searches"


class Engine(StrEnum):
    GOOGLE = "google"
    YAHOO_JP = "yahoo_jp"
    YAHOO_TW = "yahoo_tw"


class Device(StrEnum):
    DESKTOP = "desktop"
    MOBILE = "mobile"


class Source(StrEnum):
    """Who produced the page: our own fetch of the HTML, or a SERP API provider."""

    HTML = "html"
    SERPAPI = "serpapi"
    SERPER = "serper"
    DATAFORSEO = "dataforseo"


def host_of(url: str | None) -> str | None:
    """The host of a result link in the store's normal form (:func:`analytics.hosts.host_of`); ``None``
    for a relative link, one without a usable host, or none. Never raises: a parser keeps the row anyway.

    >>> host_of("https://WWW.Example.com:8443/a"), host_of("https://中文.台灣/路徑")
    ('www.example.com:8443', 'xn--fiq228c.xn--kpry57d')
    >>> host_of("/relative"), host_of("example.com/x"), host_of("mailto:a@b.tw"), host_of("http://[x")
    (None, None, None, None)
    """
    if not url:
        return None
    try:
        if not urlsplit(url.strip()).netloc:
            return None  # a path (relative link), or a scheme without an authority (mailto:, javascript:)
        return hosts.host_of(url)
    except ValueError:  # InvalidHost included
        return None


@dataclass(frozen=True, slots=True)
class SerpResult:
    """One row of a result page; ``host`` follows from ``url`` (see the module docstring)."""

    type: ResultType
    absolute_position: int
    position: int | None = None
    url: str | None = None
    title: str = ""
    snippet: str = ""
    page: int = 1
    host: str | None = field(init=False, default=None)

    def __post_init__(self) -> None:
        object.__setattr__(self, "type", ResultType(self.type))
        if self.absolute_position < 1 or self.page < 1:
            raise ValueError("absolute_position and page are 1-based")
        if (self.position is not None) != (self.type is ResultType.ORGANIC):
            raise ValueError("organic rows carry a position, other rows never do")
        if self.position is not None and self.position < 1:
            raise ValueError("position is 1-based")
        object.__setattr__(self, "host", host_of(self.url))

    def shifted(self, *, organic: int, absolute: int) -> SerpResult:
        """This row moved down by ``organic`` organic and ``absolute`` block positions."""
        return replace(
            self,
            absolute_position=self.absolute_position + absolute,
            position=None if self.position is None else self.position + organic,
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "type": self.type.value,
            "position": self.position,
            "absolute_position": self.absolute_position,
            "url": self.url,
            "host": self.host,
            "title": self.title,
            "snippet": self.snippet,
            "page": self.page,
        }


def offset_results(
    results: Iterable[SerpResult], *, organic_offset: int, absolute_offset: int
) -> tuple[SerpResult, ...]:
    """Rows of a later page renumbered to follow the earlier pages.

    ``organic_offset`` is the last organic position before this page and ``absolute_offset`` the
    last block position before it.
    """
    return tuple(r.shifted(organic=organic_offset, absolute=absolute_offset) for r in results)


def _unique(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(v for v in values if v))


@dataclass(frozen=True, slots=True)
class ParsedSerp:
    """One engine's answer: ordered rows. Related searches and PAA questions are rows too (one per
    query or question, sharing their block's position); the properties list them for reuse."""

    engine: Engine
    device: Device
    results: tuple[SerpResult, ...]
    total_results: int | None = None
    source: Source = Source.HTML
    pages: tuple[int, ...] = (1,)

    def __post_init__(self) -> None:
        object.__setattr__(self, "engine", Engine(self.engine))
        object.__setattr__(self, "device", Device(self.device))
        object.__setattr__(self, "source", Source(self.source))
        object.__setattr__(self, "results", tuple(self.results))

    @property
    def organic(self) -> tuple[SerpResult, ...]:
        return tuple(r for r in self.results if r.type is ResultType.ORGANIC)

    @property
    def features(self) -> tuple[SerpResult, ...]:
        """Every row that is not organic (ads, PAA, carousels, sitelinks, …), in page order."""
        return tuple(r for r in self.results if r.type is not ResultType.ORGANIC)

    @property
    def related_searches(self) -> tuple[str, ...]:
        """The related-search queries, in page order, each once."""
        return _unique(r.title for r in self.results if r.type is ResultType.RELATED_SEARCHES)

    @property
    def people_also_ask(self) -> tuple[str, ...]:
        """The "People also ask" questions, in page order, each once."""
        return _unique(r.title for r in self.results if r.type is ResultType.PEOPLE_ALSO_ASK)

    def of_type(self, kind: ResultType | str) -> tuple[SerpResult, ...]:
        kind = ResultType(kind)
        return tuple(r for r in self.results if r.type is kind)

    def to_dict(self) -> dict[str, object]:
        return {
            "engine": self.engine.value,
            "device": self.device.value,
            "source": self.source.value,
            "pages": list(self.pages),
            "total_results": self.total_results,
            "organic": [r.to_dict() for r in self.organic],
            "features": [r.to_dict() for r in self.features],
            "related_searches": list(self.related_searches),
            "people_also_ask": list(self.people_also_ask),
        }

    @classmethod
    def merge_pages(cls, pages: Sequence[ParsedSerp]) -> ParsedSerp:
        """Result pages of one SERP (any order) joined into one, positions continuing page to page.

        All pages must come from the same engine, device and source, and no page number may repeat.
        The first page that shows a result count gives ``total_results``.
        """
        if not pages:
            raise ValueError("merge_pages needs at least one page")
        ordered = sorted(pages, key=lambda p: p.pages[0])
        first = ordered[0]
        numbers = [n for p in ordered for n in p.pages]
        if len(set(numbers)) != len(numbers):
            raise ValueError(f"page numbers repeat: {numbers}")
        results: list[SerpResult] = []
        last_organic = last_absolute = 0
        for part in ordered:
            if (part.engine, part.device, part.source) != (first.engine, first.device, first.source):
                raise ValueError("pages of different engines, devices or sources cannot be merged")
            moved = offset_results(part.results, organic_offset=last_organic, absolute_offset=last_absolute)
            results.extend(moved)
            last_organic = max([last_organic, *(r.position for r in moved if r.position is not None)])
            last_absolute = max([last_absolute, *(r.absolute_position for r in moved)])
        return cls(
            engine=first.engine,
            device=first.device,
            source=first.source,
            results=tuple(results),
            total_results=next((p.total_results for p in ordered if p.total_results is not None), None),
            pages=tuple(numbers),
        )
