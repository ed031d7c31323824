"""One crawled URL to its record: facts → page checks → page score → summary, as the page is fetched.

Pure functions over what the download gave (no Scrapy here), so the crawl's hot path is exactly
extraction plus checks, and tests and the page audit can call them directly.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from analytics.audits.catalogue import audit_page
from analytics.audits.facts import LinkEdge, PageFacts, Redirect
from analytics.audits.records import TEXT_LIMIT, PageRecord
from analytics.audits.scoring import Keywords, page_score
from analytics.audits.signals import summarize
from crawler.audit.urls import http_url, site_host


@dataclass(frozen=True)
class Audited:
    """A page's record, and the links the crawl goes on with: internal (target, text) in page order,
    external (url, text) for the link checker."""

    record: PageRecord
    internal: tuple[LinkEdge, ...] = ()
    external: tuple[tuple[str, str], ...] = ()


def page_links(page: PageFacts, hosts: frozenset[str]) -> tuple[tuple[LinkEdge, ...], tuple[tuple[str, str], ...]]:
    """The page's followable links split into internal edges (one per target and anchor text) and
    external (url, text) pairs (one per URL)."""
    source = page.url
    internal: dict[tuple[str, str], LinkEdge] = {}
    external: dict[str, str] = {}
    for link in page.links:
        url = link.url
        if not url or not http_url(url):
            continue
        url = url.split("#", 1)[0]
        text = " ".join(link.text.split())
        if site_host(urlsplit(url).hostname) in hosts:
            internal.setdefault((url, text), LinkEdge(source, url, text, link.nofollow))
        else:
            external.setdefault(url, text)
    return tuple(internal.values()), tuple(external.items())


NO_KEYWORDS = Keywords()


def audit(page: PageFacts, hosts: frozenset[str], *, keep_facts: bool = False, rendered: bool = False,
          keywords: Keywords = NO_KEYWORDS) -> Audited:
    """The record of a fetched (or failed) URL, with its links."""
    findings = tuple(audit_page(page))
    fetched = page.ok and page.is_html
    internal, external = page_links(page, hosts) if fetched else ((), ())
    record = PageRecord(
        summary=summarize(page),
        findings=findings,
        score=page_score(page, keywords).score if fetched else None,
        links=internal,
        redirects=page.redirects,
        fetch_error=page.fetch_error,
        content_type=page.content_type,
        ttfb_ms=page.timings.ttfb_ms,
        size_bytes=page.size_bytes,
        images=len(page.images),
        external_links=len(external),
        rendered=rendered,
        text=page.text[:TEXT_LIMIT],
        facts=page if keep_facts else None,
    )
    return Audited(record, internal, external)


def unfetched(url: str, *, error: str | None = None, robots_blocked: bool = False, depth: int | None = None,
              in_sitemap: bool = False, redirects: Iterable[Redirect] = (), redirect_loop: bool = False,
              status: int | None = None, hosts: frozenset[str] = frozenset(), keep_facts: bool = False) -> Audited:
    """The record of a URL without a page to read: blocked, failed, refused, or a redirect that went nowhere."""
    page = PageFacts(url=url, status=status, fetch_error=error, robots_blocked=robots_blocked, depth=depth,
                     in_sitemap=in_sitemap, redirects=tuple(redirects), redirect_loop=redirect_loop,
                     final_url=None)
    return audit(page, hosts, keep_facts=keep_facts)

