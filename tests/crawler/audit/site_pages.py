"""The fixture site ``tests/fixtures/audit_site/`` as a server answers it: each page with its URL, status
and headers, and what the crawl adds after extraction (image checks, Chromium's lab vitals, a fetch
error it met).

山嵐茶行 is a Taiwanese tea shop with Japanese and English versions: three clean home pages
(zh-TW in UTF-8, ja in Shift_JIS declared only by ``<meta charset>``, en), a product page with tricky
markup, a legacy Big5 page and a broken EUC-JP campaign page (both declared only by ``<meta>``), a
soft 404, a meta-refresh stub, a JavaScript app shell, an English sale page, a 360-product
catalogue and a Cloudflare challenge. :data:`ROWS` says which page checks each served page reports,
exactly; :data:`SITE_ROWS` which site checks a crawl of some of them reports (with the site's
robots.txt, sitemaps, llms.txt, external links and host variants as the crawl found them).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from analytics.audits import signals
from analytics.audits.facts import (
    HostProbe,
    LabVitals,
    LinkEdge,
    LinkStatus,
    PageFacts,
    Redirect,
    SiteFacts,
    SitemapFacts,
    TextFile,
    url_key,
)
from crawler.audit.extract import extract_page

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "audit_site"
SITE = "https://www.chaye.example.tw"

SECURE_HEADERS = (
    ("Content-Type", "text/html; charset=utf-8"),
    ("Strict-Transport-Security", "max-age=31536000; includeSubDomains"),
    ("Content-Security-Policy", "default-src 'self'; frame-ancestors 'self'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "strict-origin-when-cross-origin"),
    ("Server", "nginx"),
)
#: No charset in the header: the page's own <meta> declares it (or nothing does).
BARE_HEADERS = (("Content-Type", "text/html"),) + SECURE_HEADERS[1:]
LEGACY_HEADERS = (
    ("Content-Type", "text/html"),
    ("Server", "Microsoft-IIS/8.5"),
    ("X-Powered-By", "ASP.NET"),
    ("Set-Cookie", "ASPSESSIONIDQQ=FJCKLMDBGH; path=/"),
)


@dataclass(frozen=True)
class Served:
    """A fixture page as the crawl met it."""

    fixture: str
    url: str
    status: int = 200
    headers: tuple[tuple[str, str], ...] = SECURE_HEADERS
    depth: int = 1
    final_url: str | None = None
    redirects: tuple[Redirect, ...] = ()
    ttfb_ms: float | None = None
    padding: int = 0  # bytes of markup appended: a page over the size limit without a 2 MB fixture
    edits: tuple[tuple[str, str], ...] = ()  # (old, new) in a UTF-8 fixture: a variant of a page
    crawled: Callable[[PageFacts], PageFacts] | None = None

    @property
    def body(self) -> bytes:
        body = (FIXTURES / self.fixture).read_bytes()
        for old, new in self.edits:
            body = body.replace(old.encode("utf-8"), new.encode("utf-8"))
        return body + b"<!-- " + b"-" * self.padding + b" -->" if self.padding else body

    def facts(self) -> PageFacts:
        page = extract_page(
            self.url, self.body, status=self.status, headers=self.headers, final_url=self.final_url or self.url,
            redirects=self.redirects, ttfb_ms=self.ttfb_ms, depth=self.depth,
        )
        return self.crawled(page) if self.crawled else page


def crawled(**changes) -> Callable[[PageFacts], PageFacts]:
    return lambda page: dataclasses.replace(page, **changes)


def images_checked(**changes) -> Callable[[PageFacts], PageFacts]:
    """Every image of the page as the crawl's image check found it."""
    return lambda page: dataclasses.replace(
        page, images=tuple(dataclasses.replace(image, **changes) for image in page.images))


@dataclass(frozen=True)
class Row:
    name: str
    served: Served
    reports: frozenset[str] = field(default_factory=frozenset)


def row(name: str, served: Served, *reports: str) -> Row:
    return Row(name, served, frozenset(reports))


ZH_HOME = Served("zh-tw-home.html", f"{SITE}/", depth=0)
JA_HOME = Served("ja-home-shift-jis.html", f"{SITE}/ja/", headers=BARE_HEADERS)
EN_HOME = Served("en-home.html", f"{SITE}/en/")
PRODUCT = Served("zh-tw-product.html", f"{SITE}/tea/alishan-oolong", headers=BARE_HEADERS)
LEGACY = Served("zh-tw-legacy-big5.html", f"{SITE}/index.asp", headers=LEGACY_HEADERS, depth=0)
CAMPAIGN = Served("ja-campaign-euc-jp.html", f"{SITE}/ja/old/campaign.html", depth=2, headers=(
    ("Content-Type", "text/html"),
    ("X-Robots-Tag", "noindex"),
    ("Link", f'<{SITE}/ja/sale>; rel="canonical"'),
))
NOT_FOUND = Served("zh-tw-not-found.html", f"{SITE}/tea/dong-ding")
MOVED = Served("zh-tw-moved.html", f"{SITE}/tea/alishan")
APP_SHELL = Served("zh-tw-app-shell.html", f"{SITE}/member", headers=BARE_HEADERS)
SALE = Served("en-sale.html", f"{SITE}/en/sale")
CATALOGUE = Served("zh-tw-catalogue.html", f"{SITE}/catalogue")

ROWS = (
    row("zh-TW home: clean", ZH_HOME),
    row("ja home in Shift_JIS declared by meta only: clean", JA_HOME),
    row("en home: clean", EN_HOME),
    row("product page with tricky markup", PRODUCT,
        "structured_data.invalid", "canonical.in_body", "hreflang.in_body", "links.uncrawlable_anchor"),
    row("legacy Big5 home page", LEGACY,
        "title.too_short", "description.missing", "structured_data.missing", "favicon.missing",
        "social.og_image_missing", "social.og_title_missing", "social.og_description_missing", "social.og_url_missing",
        "social.og_type_missing", "social.twitter_card_missing", "usability.doctype_missing",
        "usability.deprecated_tags", "images.alt_missing", "images.alt_empty", "images.alt_too_long",
        "images.alt_filename", "images.src_missing", "images.dimensions_missing", "h1.missing", "h2.empty",
        "headings.skipped_level", "content.thin", "security.mixed_content", "security.password_on_http",
        "security.form_to_http", "security.hsts_missing", "security.csp_missing", "security.nosniff_missing",
        "security.clickjacking", "security.referrer_policy_missing", "security.server_version",
        "security.cookie_insecure", "security.unsafe_blank_target", "mobile.viewport_missing", "mobile.plugins",
        "mobile.apple_touch_icon_missing", "canonical.invalid", "hreflang.missing_x_default",
        "hreflang.missing_self_reference", "lang.missing", "links.non_descriptive_text", "links.empty_anchor",
        "links.nofollow_internal", "links.to_local", "links.malformed_href", "links.internal_http"),
    row("broken EUC-JP campaign page", CAMPAIGN,
        "title.too_long", "title.multiple", "description.too_short", "description.multiple",
        "structured_data.invalid", "social.og_image_relative", "social.og_url_mismatch",
        "social.twitter_card_invalid", "social.og_locale_invalid", "h1.multiple", "h1.empty", "h1.too_long",
        "h2.missing", "content.thin", "content.placeholder", "security.hsts_missing", "security.csp_missing",
        "security.nosniff_missing", "security.clickjacking", "security.referrer_policy_missing",
        "mobile.viewport_not_device_width", "mobile.zoom_disabled", "indexability.noindex", "indexability.nofollow",
        "indexability.robots_conflict", "indexability.nosnippet", "canonical.conflicting", "canonical.relative",
        "hreflang.invalid_code", "hreflang.relative_url", "hreflang.missing_x_default", "hreflang.duplicate_code",
        "hreflang.lang_mismatch", "lang.mismatch_content"),
    row("soft 404", NOT_FOUND,
        "title.too_short", "description.too_long", "content.thin", "content.text_ratio_low",
        "indexability.soft_404", "canonical.missing"),
    row("the same page answering 404", dataclasses.replace(NOT_FOUND, status=404), "status.4xx"),
    row("meta refresh stub", MOVED,
        "redirect.meta_refresh", "title.missing", "lang.invalid", "description.missing", "structured_data.missing",
        "social.og_image_missing", "social.og_title_missing", "social.og_description_missing", "social.og_url_missing",
        "social.og_type_missing", "social.twitter_card_missing", "h1.missing", "h2.missing", "content.empty",
        "canonical.missing", "links.no_internal_outlinks"),
    row("JavaScript app shell", APP_SHELL,
        "usability.charset_missing", "description.too_short", "description.same_as_title",
        "structured_data.missing", "social.og_image_missing", "social.og_title_missing",
        "social.og_description_missing", "social.og_url_missing", "social.og_type_missing",
        "social.twitter_card_missing", "h1.missing", "h2.missing", "content.thin", "content.text_ratio_low",
        "canonical.to_http", "links.no_internal_outlinks"),
    row("the app shell answering 503", dataclasses.replace(APP_SHELL, status=503), "status.5xx"),
    row("en sale page", SALE,
        "title.pixel_truncated", "title.repeated_words", "description.pixel_truncated", "content.thin",
        "links.non_descriptive_text"),
    row("catalogue of 360 products, noindex", CATALOGUE,
        "structured_data.missing", "social.og_image_missing", "social.og_title_missing",
        "social.og_description_missing", "social.og_url_missing", "social.og_type_missing",
        "social.twitter_card_missing", "indexability.noindex", "canonical.cross_domain",
        "canonical.noindex_conflict", "links.too_many", "cwv.dom_size"),
    row("en home over plain http", dataclasses.replace(EN_HOME, url="http://www.chaye.example.tw/en/"),
        "security.http_page", "hreflang.missing_self_reference"),
    row("en home at an unwieldy URL", dataclasses.replace(
        EN_HOME, url=f"{SITE}/EN/Tea_Shop//Alishan%20Oolong/Gift/Boxes/index.html?sid=8f2a&utm_source=mail&color=red&size=l"),
        "url.too_long", "url.too_deep", "url.uppercase", "url.underscores", "url.whitespace", "url.parameters",
        "url.session_id", "url.double_slash", "hreflang.missing_self_reference"),
    row("en home reached through redirects", dataclasses.replace(EN_HOME, url="https://chaye.example.tw/en", redirects=(
        Redirect("https://chaye.example.tw/en", 301, "http://www.chaye.example.tw/en/"),
        Redirect("http://www.chaye.example.tw/en/", 302, f"{SITE}/en/"),
    ), final_url=f"{SITE}/en/"), "redirect.chain", "redirect.temporary", "security.redirect_to_http"),
    row("en home answering slowly", dataclasses.replace(EN_HOME, ttfb_ms=2400), "cwv.ttfb_poor"),
    row("en home answering a little slowly", dataclasses.replace(EN_HOME, ttfb_ms=1200), "cwv.ttfb_needs_improvement"),
    row("en home five clicks deep", dataclasses.replace(EN_HOME, depth=5), "links.click_depth"),
    row("en home with 2 MB of markup", dataclasses.replace(EN_HOME, padding=2_200_000),
        "usability.page_too_large", "content.text_ratio_low"),
    row("en home behind a careless server", dataclasses.replace(EN_HOME, headers=SECURE_HEADERS[:1] + (
        ("Strict-Transport-Security", "max-age=86400"),
        ("Content-Security-Policy", "default-src 'self'; frame-ancestors 'self'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Server", "Apache/2.4.41 (Ubuntu)"),
        ("Set-Cookie", "session=abc123; Path=/; HttpOnly"),
    )), "security.hsts_short", "security.server_version", "security.cookie_insecure"),
    row("en home whose image is broken", dataclasses.replace(EN_HOME, crawled=images_checked(status=404)),
        "images.broken"),
    row("en home whose image is a heavy, redirected JPEG", dataclasses.replace(EN_HOME, crawled=images_checked(
        status=200, size_bytes=900_000, content_type="image/jpeg", redirected=True)),
        "images.too_large", "images.legacy_format", "images.redirected"),
    row("en home measured poor in Chromium", dataclasses.replace(EN_HOME, crawled=crawled(vitals=LabVitals(
        lcp_ms=5200, cls=0.31, tbt_ms=750, fcp_ms=3400, transfer_bytes=4_000_000, content_wider_than_viewport=True))),
        "cwv.lcp_poor", "cwv.cls_poor", "cwv.tbt_poor", "cwv.fcp_poor", "cwv.page_weight",
        "mobile.content_wider_than_screen"),
    row("en home measured middling in Chromium", dataclasses.replace(EN_HOME, crawled=crawled(vitals=LabVitals(
        lcp_ms=3100, cls=0.15, tbt_ms=350, fcp_ms=1500, transfer_bytes=900_000, content_wider_than_viewport=False))),
        "cwv.lcp_needs_improvement", "cwv.cls_needs_improvement", "cwv.tbt_needs_improvement"),
    row("a URL whose fetch timed out", dataclasses.replace(EN_HOME, crawled=crawled(status=None, fetch_error="timeout")),
        "status.fetch_failed"),
    row("a URL with an expired certificate", dataclasses.replace(
        EN_HOME, crawled=crawled(status=None, fetch_error="tls: certificate has expired")), "security.tls_error"),
    row("a redirect loop", dataclasses.replace(EN_HOME, url=f"{SITE}/en/loop", status=301, redirects=(
        Redirect(f"{SITE}/en/loop", 301, f"{SITE}/en/loop/"), Redirect(f"{SITE}/en/loop/", 301, f"{SITE}/en/loop"),
    ), crawled=crawled(redirect_loop=True)), "redirect.loop"),
    row("a URL robots.txt keeps us from", dataclasses.replace(EN_HOME, crawled=crawled(status=None, robots_blocked=True)),
        "indexability.robots_blocked"),
)


# --- sites: pages crawled together, with the site's own files --------------------------------------

CHALLENGE = Served("challenge-cloudflare.html", f"{SITE}/tea/", status=403, headers=(
    ("Content-Type", "text/html; charset=UTF-8"), ("Server", "cloudflare"), ("cf-mitigated", "challenge"),
))
HOME_PAGES = (ZH_HOME, JA_HOME, EN_HOME, PRODUCT)
ROBOTS = "User-agent: *\nDisallow: /member\n\nSitemap: https://www.chaye.example.tw/sitemap.xml\n"
HEALTHY_FILES = {
    "robots_txt": TextFile(f"{SITE}/robots.txt", 200, ROBOTS, "text/plain"),
    "llms_txt": TextFile(f"{SITE}/llms.txt", 200, "# 山嵐茶行\n\n> 阿里山高山烏龍茶專賣店。\n", "text/markdown"),
    "sitemaps": (SitemapFacts(f"{SITE}/sitemap.xml", 200, 4),),
    "sitemap_urls": tuple(served.url for served in HOME_PAGES),
    "host_probes": (HostProbe("http://www.chaye.example.tw/", 301, f"{SITE}/"),
                    HostProbe("https://chaye.example.tw/", 301, f"{SITE}/")),
    "external_links": (LinkStatus("https://www.youtube.com/embed/tea-brewing", 200),),
    "external_sources": {"https://www.youtube.com/embed/tea-brewing": (PRODUCT.url,)},
}


def site_facts(pages: tuple[Served, ...], **files) -> SiteFacts:
    """The site as a crawl of ``pages`` records it: their summaries and internal links (to crawled
    pages or not), plus ``files`` (robots.txt, sitemaps, llms.txt, external links, host probes)."""
    facts = [served.facts() for served in pages]
    host = signals.resolve(SITE, SITE)
    edges = tuple(
        LinkEdge(page.url, url_key(link.url), link.text, link.nofollow)
        for page in facts
        for link in page.links
        if link.url and url_key(link.url).split("/")[2] == host.split("/")[2]
    )
    return SiteFacts(root_url=f"{SITE}/", pages=tuple(signals.summarize(page) for page in facts), links=edges, **files)


@dataclass(frozen=True)
class SiteRow:
    name: str
    pages: tuple[Served, ...]
    files: dict
    reports: frozenset[str]

    def facts(self) -> SiteFacts:
        return site_facts(self.pages, **self.files)


def site_row(name: str, pages: tuple[Served, ...], *reports: str, **changes) -> SiteRow:
    return SiteRow(name, pages, {**HEALTHY_FILES, **changes}, frozenset(reports))


SITE_ROWS = (
    site_row("the three home pages and a product page", HOME_PAGES),
    site_row("one soft 404 under two URLs, linked from nowhere", (
        ZH_HOME, NOT_FOUND, dataclasses.replace(NOT_FOUND, url=f"{SITE}/Tea/Dong-Ding/")),
        "content.duplicate", "title.duplicate", "description.duplicate", "h1.duplicate", "duplicate.url_variants",
        "links.orphan_page", "sitemap.missing_pages"),
    site_row("links to a removed page and to a moved one", (
        ZH_HOME, EN_HOME,
        dataclasses.replace(NOT_FOUND, url=f"{SITE}/about", status=404),
        dataclasses.replace(JA_HOME, url=f"{SITE}/ja/", final_url=f"{SITE}/ja/top",
                            redirects=(Redirect(f"{SITE}/ja/", 301, f"{SITE}/ja/top"),)),
    ), "links.broken_internal", "links.redirected_internal", "sitemap.redirected_urls",
        # the moved page still names its old URL as canonical and as its own alternate
        "canonical.to_non_indexable", "sitemap.non_indexable", "hreflang.to_non_indexable",
        "hreflang.missing_return_link"),
    site_row("canonicals to a removed page and through another page", (
        ZH_HOME,
        dataclasses.replace(SALE, url=f"{SITE}/en/sale-2025"),
        dataclasses.replace(NOT_FOUND, url=f"{SITE}/en/sale", status=404),
        dataclasses.replace(EN_HOME, url=f"{SITE}/en/winter"),
        dataclasses.replace(SALE, url=f"{SITE}/en/"),  # the sale took over the English home page
    ), "canonical.to_non_indexable", "canonical.chain", "sitemap.broken_urls", "hreflang.missing_return_link",
        "hreflang.to_non_indexable",
        sitemap_urls=(f"{SITE}/", f"{SITE}/en/sale")),
    site_row("a noindex catalogue in the sitemap, and a noindex campaign where the Japanese home page was", (
        ZH_HOME, CATALOGUE, dataclasses.replace(CAMPAIGN, url=f"{SITE}/ja/")),
        "sitemap.non_indexable", "hreflang.missing_return_link", "hreflang.to_non_indexable",
        sitemap_urls=(f"{SITE}/", CATALOGUE.url)),
    site_row("the product in a larger box, on its own page with the same text", (
        ZH_HOME, PRODUCT, dataclasses.replace(PRODUCT, url=f"{SITE}/tea/alishan-oolong-300g", edits=(
            ("https://www.chaye.example.tw/tea/alishan-oolong\">", "https://www.chaye.example.tw/tea/alishan-oolong-300g\">"),
            ("1200</span>", "2200</span>"), ("150 公克", "300 公克"), ("（150g）", "（300g）"),
        ))), "content.near_duplicate", "h1.duplicate", "links.orphan_page",
        "sitemap.missing_pages"),
    site_row("a crawl blocked by Cloudflare", (
        ZH_HOME, CHALLENGE, dataclasses.replace(CHALLENGE, url=f"{SITE}/ja/"), dataclasses.replace(CHALLENGE, url=f"{SITE}/en/")),
        "crawlability.bot_protection"),
    site_row("careless site files", HOME_PAGES,
        "robots.sitemap_missing", "sitemap.missing", "sitemap.unreadable", "crawlability.ai_training_blocked",
        "crawlability.ai_search_blocked", "crawlability.llms_txt_invalid", "security.no_https_redirect",
        "duplicate.host_variants", "links.broken_external",
        robots_txt=TextFile(f"{SITE}/robots.txt", 200, "User-agent: GPTBot\nDisallow: /\n\nUser-agent: PerplexityBot\n"
                            "Disallow: /\n\nUser-agent: *\nDisallow: /member\n", "text/plain"),
        sitemaps=(SitemapFacts(f"{SITE}/sitemap_index.xml", 404), SitemapFacts(f"{SITE}/sitemap.xml", 200, error="not XML")),
        llms_txt=TextFile(f"{SITE}/llms.txt", 200, "<!DOCTYPE html><html><title>山嵐茶行</title></html>", "text/html"),
        host_probes=(HostProbe("http://www.chaye.example.tw/", 200), HostProbe("https://chaye.example.tw/", 200)),
        external_links=(LinkStatus("https://www.youtube.com/embed/tea-brewing", 404),),
    ),
    site_row("missing robots.txt and llms.txt", HOME_PAGES, "robots.missing", "crawlability.llms_txt_missing",
             robots_txt=TextFile(f"{SITE}/robots.txt", 404), llms_txt=TextFile(f"{SITE}/llms.txt", 404)),
    site_row("robots.txt answering 503", HOME_PAGES, "robots.unreachable",
             robots_txt=TextFile(f"{SITE}/robots.txt", 503)),
)
