"""Writes of the link store: pages' outlinks (:func:`record_pages`) and host graph edges
(:func:`record_host_edges`). Every source (crawler, Common Crawl, providers, the sandbox web) comes in here.

Only external links are kept: a link whose target's registrable domain is not its page's
(``blog.example.com`` → ``www.example.com`` is internal). Links to anything but http(s) URLs are dropped.

A page fetched again is compared with its previous fetch (``link_sources``): links still there keep their
``first_seen``, new ones start theirs at this fetch, and the ones gone get a row with ``lost_at`` = this fetch
(their ``last_seen`` stays the fetch that last found them). A lost link found again later is a new link.
A fetch older than the page's stored one is stale and ignored (the stored state is newer). Recording the same
fetch twice writes the same rows again, which ReplacingMergeTree folds into one: every write is idempotent.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from functools import lru_cache
from itertools import islice

from clickhouse_connect.driver.client import Client

from analytics.hosts import InvalidHost, host_of, normalize_host
from analytics.links.model import REL_VALUES, HostEdge, Outlink, PageLinks
from analytics.links.sql import LINK_EDGE_COLUMNS, LINK_HOST_EDGE_COLUMNS, LINK_SOURCE_COLUMNS
from analytics.rankings.matching import registrable_domain, reversed_host, url_key

EDGES = [name for name, _ in LINK_EDGE_COLUMNS]
SOURCES = [name for name, _ in LINK_SOURCE_COLUMNS]
HOST_EDGES = [name for name, _ in LINK_HOST_EDGE_COLUMNS]
PAGE_BATCH = 2_000
HOST_EDGE_BATCH = 200_000
SANDBOX = "sandbox"


@lru_cache(maxsize=200_000)
def domain_of(host: str) -> str:
    """A host's registrable domain (tldextract is slow enough to cache: hosts repeat across links)."""
    return registrable_domain(host)


def _utc(at: datetime) -> datetime:
    return at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)


def _batches(items: Iterable, size: int) -> Iterator[list]:
    iterator = iter(items)
    while batch := list(islice(iterator, size)):
        yield batch


def _rel(rel: Iterable[str]) -> list[str]:
    values = {value.lower() for value in rel}
    return [value for value in REL_VALUES if value in values]


class _Target:
    """A link's target, checked: an http(s) URL with a usable host."""

    __slots__ = ("domain", "host", "key", "url")

    def __init__(self, url: str) -> None:
        scheme = url.split(":", 1)[0].lower() if ":" in url else ""
        if scheme not in ("http", "https"):
            raise InvalidHost(f"not a web link: {url!r}")
        self.url, self.host, self.key = url, host_of(url), url_key(url)
        self.domain = domain_of(self.host)


def _external(source_domain: str, links: Iterable[Outlink]) -> dict[str, tuple[_Target, Outlink]]:
    """The page's external links by target URL key; a target linked twice counts once (its first link)."""
    found: dict[str, tuple[_Target, Outlink]] = {}
    for link in links:
        try:
            target = _Target(link.target_url)
        except InvalidHost:
            continue
        if target.domain != source_domain and target.key not in found:
            found[target.key] = (target, link)
    return found


def _previous(client: Client, keys: list[str]) -> dict[str, tuple[datetime, str, list]]:
    if not keys:
        return {}
    result = client.query("SELECT source_url_key, fetched_at, source, links FROM link_sources FINAL "
                          "WHERE source_url_key IN {keys:Array(String)}", parameters={"keys": keys})
    return {key: (_utc(at), source, json.loads(links)) for key, at, source, links in result.result_rows}


def record_pages(client: Client, pages: Iterable[PageLinks], *, batch: int = PAGE_BATCH) -> int:
    """Stores the external links of fetched pages; returns how many live links the fetches stated (lost
    rows not counted). Pages whose own URL has no usable host are skipped."""
    written = 0
    for chunk in _batches(pages, batch):
        written += _record_batch(client, chunk)
    return written


def _record_batch(client: Client, pages: list[PageLinks]) -> int:
    located = []
    for page in pages:
        try:
            host = host_of(page.source_url)
        except InvalidHost:
            continue
        located.append((_utc(page.fetched_at), url_key(page.source_url), host, page))
    state = _previous(client, sorted({key for _, key, _, _ in located}))
    edges: list[list] = []
    sources: dict[str, list] = {}
    live = 0
    # In fetch order, so that two fetches of one page in a batch compare with each other.
    for at, key, host, page in sorted(located, key=lambda item: item[0]):
        previous = state.get(key)
        if previous and previous[0] > at:
            continue
        source_domain = domain_of(host)
        sandbox = page.source == SANDBOX
        before = {url_key(link[0]): link for link in previous[2]} if previous else {}
        now = _external(source_domain, page.links)
        stored = []
        for target_key, (target, link) in now.items():
            first = datetime.fromisoformat(before[target_key][4]) if target_key in before else at
            rel = _rel(link.rel)
            edges.append([reversed_host(target.host), target_key, key, target.url, target.host, target.domain,
                          page.source_url, host, source_domain, link.anchor, rel, not rel, link.placement, first,
                          at, None, page.source, sandbox, at])
            stored.append([target.url, link.anchor, rel, link.placement, first.isoformat()])
        live += len(now)
        for target_key, (target_url, anchor, rel, placement, first) in before.items():
            if target_key in now:
                continue
            try:
                target = _Target(target_url)
            except InvalidHost:  # stored, so it was valid: only a changed rule could refuse it now
                continue
            edges.append([reversed_host(target.host), target_key, key, target.url, target.host, target.domain,
                          page.source_url, host, source_domain, anchor, rel, not rel, placement,
                          datetime.fromisoformat(first), previous[0], at, previous[1], previous[1] == SANDBOX, at])
        sources[key] = [key, at, page.source, json.dumps(stored, ensure_ascii=False)]
        state[key] = (at, page.source, stored)
    if edges:
        client.insert("link_edges", edges, column_names=EDGES)
    if sources:  # after the edges: a batch interrupted between the two is simply recorded again
        client.insert("link_sources", list(sources.values()), column_names=SOURCES)
    return live


def record_host_edges(client: Client, edges: Iterable[HostEdge], *, batch: int = HOST_EDGE_BATCH) -> int:
    """Stores host to host edges between different registrable domains; returns how many. Hosts that are
    not usable host names are skipped. Writing an edge again keeps its first and latest sighting."""
    written = 0
    for chunk in _batches(edges, batch):
        rows = []
        for edge in chunk:
            try:
                source, target = normalize_host(edge.source_host), normalize_host(edge.target_host)
            except InvalidHost:
                continue
            source_domain, target_domain = domain_of(source), domain_of(target)
            if source_domain == target_domain:
                continue
            at = _utc(edge.seen_at)
            rows.append([reversed_host(target), source, edge.source, target, target_domain, source_domain,
                         edge.source == SANDBOX, at, at])
        if rows:
            client.insert("link_host_edges", rows, column_names=HOST_EDGES)
        written += len(rows)
    return written
