"""Crawlability: can crawlers reach the pages (status codes, redirects, robots.txt, sitemaps, bot
protection, AI crawlers and llms.txt)."""

from __future__ import annotations

from collections.abc import Iterator

from protego import Protego

from analytics.audits import signals
from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts, SiteFacts

checks = Registrar(Category.CRAWLABILITY)

BOT_PROTECTION = "crawlability.bot_protection"

#: Crawlers that collect pages to train AI models.
AI_TRAINING_CRAWLERS = (
    "GPTBot", "ClaudeBot", "Google-Extended", "Applebot-Extended", "CCBot", "Bytespider",
    "meta-externalagent", "cohere-training-data-crawler",
)
#: Crawlers that fetch pages to answer and cite in AI search and assistants.
AI_SEARCH_CRAWLERS = (
    "OAI-SearchBot", "ChatGPT-User", "Claude-SearchBot", "Claude-User", "PerplexityBot", "Perplexity-User",
)
_TLS_ERRORS = ("tls", "ssl", "certificate")


def _chain(page: PageFacts) -> list[str]:
    return [hop.url for hop in page.redirects] + ([page.final_url] if page.final_url else [])


@checks.page("status.4xx", Severity.ERROR, html_only=False)
def status_4xx(page: PageFacts) -> Iterator[Evidence]:
    if page.status is not None and 400 <= page.status < 500:
        yield {"status": page.status}


@checks.page("status.5xx", Severity.ERROR, html_only=False)
def status_5xx(page: PageFacts) -> Iterator[Evidence]:
    if page.status is not None and page.status >= 500:
        yield {"status": page.status}


@checks.page("status.fetch_failed", Severity.ERROR, html_only=False)
def fetch_failed(page: PageFacts) -> Iterator[Evidence]:
    """No usable answer: timeout, DNS or connection failure, a response over the size cap, a bomb."""
    error = page.fetch_error
    if error and not page.redirect_loop and not error.lower().startswith(_TLS_ERRORS):
        yield {"error": error}


@checks.page("redirect.chain", Severity.WARNING, html_only=False)
def redirect_chain(page: PageFacts) -> Iterator[Evidence]:
    if len(page.redirects) >= 2 and not page.redirect_loop:
        yield {"hops": len(page.redirects), "chain": _chain(page)}


@checks.page("redirect.loop", Severity.ERROR, html_only=False)
def redirect_loop(page: PageFacts) -> Iterator[Evidence]:
    if page.redirect_loop:
        yield {"chain": [hop.url for hop in page.redirects]}


@checks.page("redirect.temporary", Severity.NOTICE, html_only=False)
def redirect_temporary(page: PageFacts) -> Iterator[Evidence]:
    for hop in page.redirects:
        if hop.status in (302, 303, 307):
            yield {"url": hop.url, "status": hop.status, "location": hop.location}


@checks.page("redirect.meta_refresh", Severity.WARNING)
def meta_refresh(page: PageFacts) -> Iterator[Evidence]:
    if page.meta_refresh is not None:
        yield {"content": page.meta_refresh}


@checks.site("robots.missing", Severity.NOTICE)
def robots_missing(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    robots = site.robots_txt
    if robots is not None and robots.status is not None and 400 <= robots.status < 500:
        yield robots.url, {"status": robots.status}


@checks.site("robots.unreachable", Severity.ERROR)
def robots_unreachable(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """Google stops crawling a site whose robots.txt answers 5xx or not at all."""
    robots = site.robots_txt
    if robots is not None and (robots.status is None or robots.status >= 500):
        yield robots.url, {"status": robots.status}


def _robots_ok(site: SiteFacts) -> bool:
    return site.robots_txt is not None and site.robots_txt.status == 200


@checks.site("robots.sitemap_missing", Severity.NOTICE)
def robots_sitemap_missing(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    if _robots_ok(site) and not list(Protego.parse(site.robots_txt.body).sitemaps):
        yield site.robots_txt.url, {}


@checks.site("sitemap.missing", Severity.WARNING)
def sitemap_missing(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    if not any(sitemap.status == 200 and not sitemap.error for sitemap in site.sitemaps):
        yield site.root_url, {"tried": [sitemap.url for sitemap in site.sitemaps]}


@checks.site("sitemap.unreadable", Severity.WARNING)
def sitemap_unreadable(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """A sitemap that was named (in robots.txt or a sitemap index) but failed or did not parse."""
    for sitemap in site.sitemaps:
        if (sitemap.status == 200 and sitemap.error) or (sitemap.declared and sitemap.status != 200):
            yield sitemap.url, {"status": sitemap.status, "error": sitemap.error}


def _sitemap_pages(site: SiteFacts):
    for url in site.sitemap_urls:
        page = site.page(url)
        if page is not None:
            yield url, page


@checks.site("sitemap.broken_urls", Severity.WARNING)
def sitemap_broken_urls(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    for url, page in _sitemap_pages(site):
        if page.status is not None and page.status >= 400:
            yield url, {"status": page.status}


@checks.site("sitemap.redirected_urls", Severity.NOTICE)
def sitemap_redirected_urls(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    for url, page in _sitemap_pages(site):
        if page.final_url and not signals.same_url(page.final_url, url):
            yield url, {"final_url": page.final_url}


@checks.site("sitemap.missing_pages", Severity.NOTICE)
def sitemap_missing_pages(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """Indexable pages the crawl found through links but the sitemap does not list."""
    if not site.sitemap_urls:
        return
    listed = set(site.sitemap_urls)
    for page in site.pages:
        if page.indexable and not page.in_sitemap and page.url not in listed:
            yield page.url, {"depth": page.depth}


@checks.site(BOT_PROTECTION, Severity.ERROR)
def bot_protection(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """Responses that were a firewall's challenge, not the site's pages.

    The audit leaves those pages out of every other check, so a blocked crawl reports this one
    finding instead of dozens of false 403s, missing titles and thin pages.
    """
    blocked = [page for page in site.pages if page.blocked_by]
    for page in blocked:
        yield page.url, {"vendor": page.blocked_by, "status": page.status, "blocked_pages": len(blocked),
                         "crawled_pages": len(site.pages)}


def _crawlers_blocked(site: SiteFacts, crawlers: tuple[str, ...]) -> Iterator[tuple[str, Evidence]]:
    """robots.txt, when it blocks any of ``crawlers``: which it blocks and which it lets in."""
    if not _robots_ok(site):
        return
    rules = Protego.parse(site.robots_txt.body)
    blocked = [agent for agent in crawlers if not rules.can_fetch(site.root_url, agent)]
    if blocked:
        allowed = [agent for agent in crawlers if agent not in blocked]
        yield site.robots_txt.url, {"blocked": blocked, "allowed": allowed}


@checks.site("crawlability.ai_training_blocked", Severity.NOTICE)
def ai_training_blocked(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    yield from _crawlers_blocked(site, AI_TRAINING_CRAWLERS)


@checks.site("crawlability.ai_search_blocked", Severity.WARNING)
def ai_search_blocked(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    yield from _crawlers_blocked(site, AI_SEARCH_CRAWLERS)


@checks.site("crawlability.llms_txt_missing", Severity.NOTICE)
def llms_txt_missing(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    llms = site.llms_txt
    if llms is not None and llms.status != 200:
        yield llms.url, {"status": llms.status}


@checks.site("crawlability.llms_txt_invalid", Severity.NOTICE)
def llms_txt_invalid(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """llms.txt is Markdown that starts with an H1 naming the site; an HTML page there is not one."""
    llms = site.llms_txt
    if llms is None or llms.status != 200:
        return
    kind = (llms.content_type or "text/plain").split(";")[0].strip().lower()
    first = next((line.strip() for line in llms.body.lstrip("\ufeff").splitlines() if line.strip()), "")
    if kind == "text/html" or not first.startswith("# "):
        yield llms.url, {"content_type": kind, "first_line": first[:120]}
