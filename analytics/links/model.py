"""What every link source hands the link store: the outlinks of one fetched page (:class:`PageLinks`), or host to
host edges where a source knows no pages (:class:`HostEdge`, Common Crawl's host graph).

The link crawler, the Common Crawl WAT import, provider APIs and the sandbox web all produce these, so the store
(:mod:`analytics.links.store`) has one way in. Hosts are :func:`analytics.hosts.host_of`'s normal form (IDNs in
punycode); a page's links are all of its outlinks as found (the store keeps external ones and, from a page fetched
again, marks the links that disappeared as lost).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

# Where a link sits on its page: in the main text, in navigation (nav, header, menus), in the footer, or as the
# link of an image (``<a><img></a>``; the anchor text is then the image's alt).
Placement = Literal["content", "navigation", "footer", "image"]
PLACEMENTS: tuple[Placement, ...] = ("content", "navigation", "footer", "image")
# The link qualifiers of rel that search engines read; ``follow`` links have none of them.
REL_VALUES = ("nofollow", "ugc", "sponsored")
# Who found a link: our crawler, Common Crawl's files, a provider's API, or the labelled sandbox web.
Source = Literal["crawler", "commoncrawl", "dataforseo", "sandbox"]


@dataclass(frozen=True, slots=True)
class Outlink:
    """One ``<a href>`` (or ``<area href>``) of a page, resolved against the page's base URL."""

    target_url: str
    anchor: str = ""
    rel: tuple[str, ...] = ()  # a subset of REL_VALUES, in that order
    placement: Placement = "content"


@dataclass(frozen=True, slots=True)
class PageLinks:
    """A page as fetched at ``fetched_at``: its final URL and every outlink on it (an empty tuple is a page that
    now links nowhere: its earlier links are lost)."""

    source_url: str
    fetched_at: datetime
    links: tuple[Outlink, ...] = field(default_factory=tuple)
    source: Source = "crawler"


@dataclass(frozen=True, slots=True)
class HostEdge:
    """``source_host`` links to ``target_host`` (as Common Crawl's host-level web graph states it)."""

    source_host: str
    target_host: str
    seen_at: datetime
    source: Source = "commoncrawl"
