"""Indexability: may search engines index the page, and which URL do they index (robots directives,
robots.txt, canonical)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import urlsplit

from analytics.audits import signals
from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts, SiteFacts

checks = Registrar(Category.INDEXABILITY)

# Phrases of a "not found" page, not the bare number: "How to fix 404 errors" is an article.
_NOT_FOUND = re.compile(
    r"\bnot found\b|page (?:does not|doesn't) exist|找不到|查無此頁|頁面不存在|页面不存在|网页不存在"
    r"|ページが見つかりません|ページは見つかりません|お探しのページ|存在しません",
    re.IGNORECASE,
)


def _directive_sources(page: PageFacts) -> list[dict[str, object]]:
    return [{"source": source, "directives": sorted(found)} for source, found in signals.robots_directives(page).sources]


@checks.page("indexability.noindex", Severity.WARNING)
def noindex(page: PageFacts) -> Iterator[Evidence]:
    if signals.robots_directives(page).noindex:
        yield {"sources": _directive_sources(page)}


@checks.page("indexability.robots_blocked", Severity.WARNING, html_only=False)
def robots_blocked(page: PageFacts) -> Iterator[Evidence]:
    if page.robots_blocked:
        yield {"in_sitemap": page.in_sitemap}


@checks.page("indexability.nofollow", Severity.NOTICE)
def nofollow(page: PageFacts) -> Iterator[Evidence]:
    if signals.robots_directives(page).nofollow:
        yield {"sources": _directive_sources(page)}


@checks.page("indexability.robots_conflict", Severity.WARNING)
def robots_conflict(page: PageFacts) -> Iterator[Evidence]:
    conflicts = signals.robots_directives(page).conflicts()
    if conflicts:
        yield {"conflicts": conflicts, "sources": _directive_sources(page)}


@checks.page("indexability.nosnippet", Severity.NOTICE)
def nosnippet(page: PageFacts) -> Iterator[Evidence]:
    if signals.robots_directives(page).nosnippet:
        yield {"sources": _directive_sources(page)}


@checks.page("indexability.soft_404", Severity.WARNING)
def soft_404(page: PageFacts) -> Iterator[Evidence]:
    """A 200 answer whose title or H1 says the page does not exist (in English, Chinese or Japanese)."""
    for where, value in [("title", page.title or "")] + [("h1", h1) for h1 in page.h1]:
        if _NOT_FOUND.search(value):
            yield {where: value, "status": page.status}
            return


@checks.page("canonical.missing", Severity.NOTICE)
def canonical_missing(page: PageFacts) -> Iterator[Evidence]:
    if not signals.canonical_links(page) and signals.is_indexable(page):
        yield {}


@checks.page("canonical.conflicting", Severity.WARNING)
def canonical_conflicting(page: PageFacts) -> Iterator[Evidence]:
    """Canonicals in <head> and the Link header that name different URLs: search engines then ignore all."""
    links = signals.canonical_links(page)
    if len({signals.resolve_link(page, source, href) for source, href in links}) > 1:
        yield {"canonicals": [{"source": source, "href": href} for source, href in links]}


@checks.page("canonical.relative", Severity.NOTICE)
def canonical_relative(page: PageFacts) -> Iterator[Evidence]:
    for source, href in signals.canonical_links(page):
        if href.strip() and not urlsplit(href.strip()).scheme:
            yield {"source": source, "href": href, "resolved": signals.resolve_link(page, source, href)}


@checks.page("canonical.invalid", Severity.WARNING)
def canonical_invalid(page: PageFacts) -> Iterator[Evidence]:
    for source, href in signals.canonical_links(page):
        if not href.strip() or signals.resolve_link(page, source, href) is None:
            yield {"source": source, "href": href}


@checks.page("canonical.in_body", Severity.NOTICE)
def canonical_in_body(page: PageFacts) -> Iterator[Evidence]:
    for href in page.body_canonicals:
        yield {"href": href}


@checks.page("canonical.to_http", Severity.WARNING)
def canonical_to_http(page: PageFacts) -> Iterator[Evidence]:
    target = signals.canonical(page)
    if page.is_https and target and target.startswith("http://"):
        yield {"canonical": target}


@checks.page("canonical.cross_domain", Severity.NOTICE)
def canonical_cross_domain(page: PageFacts) -> Iterator[Evidence]:
    """A canonical on another host: right for syndicated copies, a mistake when it names a staging site."""
    target = signals.canonical(page)
    host = (urlsplit(page.effective_url).hostname or "").removeprefix("www.")
    if target and (urlsplit(target).hostname or "").removeprefix("www.") != host:
        yield {"canonical": target}


@checks.page("canonical.noindex_conflict", Severity.NOTICE)
def canonical_noindex_conflict(page: PageFacts) -> Iterator[Evidence]:
    """noindex together with a canonical to another URL: two contradicting signals."""
    if signals.robots_directives(page).noindex and signals.is_canonicalized_elsewhere(page):
        yield {"canonical": signals.canonical(page)}


def _canonicalized(site: SiteFacts):
    for page in site.pages:
        if page.canonical and page.status and 200 <= page.status < 300 \
                and not signals.same_url(page.canonical, page.final_url or page.url):
            yield page, site.page(page.canonical)


@checks.site("canonical.to_non_indexable", Severity.ERROR)
def canonical_to_non_indexable(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """The canonical names a crawled URL that is broken, redirected, blocked or noindex."""
    for page, target in _canonicalized(site):
        if target is None:
            continue
        reason = _non_indexable_reason(target, page.canonical)
        if reason:
            yield page.url, {"canonical": page.canonical, "reason": reason, "status": target.status}


@checks.site("canonical.chain", Severity.WARNING)
def canonical_chain(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """The canonical target itself names another canonical: search engines may not follow the chain."""
    for page, target in _canonicalized(site):
        if target is not None and target.canonical and not signals.same_url(target.canonical, page.canonical):
            yield page.url, {"canonical": page.canonical, "next": target.canonical}


def _non_indexable_reason(target, requested: str) -> str | None:
    if target.robots_blocked:
        return "robots_blocked"
    if target.status is None or target.status >= 400:
        return "error"
    if target.final_url and not signals.same_url(target.final_url, requested):
        return "redirect"
    if target.noindex:
        return "noindex"
    return None


@checks.site("sitemap.non_indexable", Severity.WARNING)
def sitemap_non_indexable(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """Sitemap URLs that answer but may not be indexed (noindex, blocked, canonical elsewhere)."""
    for url in site.sitemap_urls:
        page = site.page(url)
        if page is None or page.indexable or (page.status is not None and page.status >= 300):
            continue
        if page.robots_blocked:
            reason = "robots_blocked"
        elif page.noindex:
            reason = "noindex"
        elif page.canonical and not signals.same_url(page.canonical, page.final_url or page.url):
            reason = "canonicalized"
        else:
            continue
        yield url, {"reason": reason, "canonical": page.canonical}

