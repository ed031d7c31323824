"""Duplicate content: indexable pages that repeat each other's text, titles, descriptions or URLs.

Only indexable pages count (a noindex or canonicalized copy is already handled), and only pages with
text (an empty page is reported as such, not as a duplicate of every other empty page). Near
duplicates are SimHash fingerprints at most :data:`NEAR_DUPLICATE_BITS` bits apart; candidates are
found by splitting the 64 bits into four 16-bit bands (two fingerprints that differ in at most three
bits agree on at least one band), so the comparison stays near linear on large sites.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from itertools import islice
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from analytics.audits import text as textlib
from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageSummary, SiteFacts

checks = Registrar(Category.DUPLICATE_CONTENT)

NEAR_DUPLICATE_BITS = 3
# Each URL's evidence names this many of its copies (and counts them all): a template title shared by
# thousands of pages would otherwise store a list of thousands for each of them.
MAX_EVIDENCE_URLS = 20
_BANDS = 4
_INDEX_FILE = re.compile(r"/index\.(?:html?|php|aspx?)$", re.IGNORECASE)
_TRACKING = re.compile(r"^(?:utm_\w+|gclid|fbclid|yclid|msclkid|_ga)$", re.IGNORECASE)


def _content_pages(site: SiteFacts) -> list[PageSummary]:
    return [page for page in site.pages if page.indexable and page.word_count]


def _groups(site: SiteFacts, key: Callable[[PageSummary], str | None]) -> Iterator[tuple[str, Evidence]]:
    groups: dict[str, list[PageSummary]] = defaultdict(list)
    for page in site.pages:
        if page.indexable and (value := key(page)):
            groups[value].append(page)
    for pages in groups.values():
        if len(pages) > 1:
            for page in pages:
                others = (other.url for other in pages if other is not page)
                yield page.url, {"duplicates": list(islice(others, MAX_EVIDENCE_URLS)), "duplicates_total": len(pages) - 1}


@checks.site("content.duplicate", Severity.WARNING)
def content_duplicate(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    hashes = {page.url: page.content_hash for page in _content_pages(site)}
    yield from _groups(site, lambda page: hashes.get(page.url))


@checks.site("content.near_duplicate", Severity.NOTICE)
def content_near_duplicate(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    pages = [page for page in _content_pages(site) if page.simhash is not None]
    buckets: dict[tuple[int, int], list[int]] = defaultdict(list)
    for index, page in enumerate(pages):
        for band in range(_BANDS):
            buckets[(band, page.simhash >> (16 * band) & 0xFFFF)].append(index)
    near: dict[int, dict[int, int]] = defaultdict(dict)
    for members in buckets.values():
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                first, second = pages[a], pages[b]
                if first.content_hash and first.content_hash == second.content_hash:
                    continue  # exact duplicates are content.duplicate
                distance = textlib.hamming(first.simhash, second.simhash)
                if distance <= NEAR_DUPLICATE_BITS:
                    near[a][b] = near[b][a] = distance
    for index in sorted(near):
        similar = sorted(near[index].items(), key=lambda item: (item[1], item[0]))
        yield pages[index].url, {
            "similar": [{"url": pages[other].url, "bits": bits} for other, bits in similar[:MAX_EVIDENCE_URLS]],
            "similar_total": len(similar),
        }


@checks.site("title.duplicate", Severity.WARNING)
def title_duplicate(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    for url, evidence in _groups(site, lambda page: textlib.fold(page.title or "")):
        yield url, {"title": site.page(url).title, **evidence}


@checks.site("description.duplicate", Severity.WARNING)
def description_duplicate(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    for url, evidence in _groups(site, lambda page: textlib.fold(page.description or "")):
        yield url, {"description": site.page(url).description, **evidence}


@checks.site("h1.duplicate", Severity.NOTICE)
def h1_duplicate(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    for url, evidence in _groups(site, lambda page: textlib.fold(page.h1 or "")):
        yield url, {"h1": site.page(url).h1, **evidence}


def url_variant_key(url: str) -> str:
    """The URL with what only varies it removed: case of the path, trailing slash, index file, tracking
    parameters and parameter order."""
    parts = urlsplit(url)
    path = _INDEX_FILE.sub("/", parts.path).rstrip("/").lower() or "/"
    query = sorted((k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if not _TRACKING.match(k))
    return urlunsplit(("", (parts.hostname or "").removeprefix("www."), path, urlencode(query), ""))


@checks.site("duplicate.url_variants", Severity.WARNING)
def url_variants(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """Several indexable URLs for one page (``/a`` and ``/a/``, ``/A``, ``?utm_source=``)."""
    yield from _groups(site, lambda page: url_variant_key(page.url))


@checks.site("duplicate.host_variants", Severity.WARNING)
def host_variants(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """The www. or bare-host version of the start URL serves the site too, instead of redirecting."""
    root_host = (urlsplit(site.root_url).hostname or "").lower()
    for probe in site.host_probes:
        host = (urlsplit(probe.url).hostname or "").lower()
        if host != root_host and probe.status is not None and 200 <= probe.status < 300:
            yield probe.url, {"status": probe.status, "root_url": site.root_url}
