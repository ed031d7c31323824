"""Every site check, table-driven over a small crawl: a healthy three-page site with one thing changed."""

import dataclasses

import pytest

from analytics.audits.catalogue import SITE_CHECKS, audit_page, audit_site
from analytics.audits.checks.crawlability import AI_SEARCH_CRAWLERS
from analytics.audits.facts import (
    HostProbe,
    HreflangLink,
    LinkEdge,
    LinkFacts,
    LinkStatus,
    Redirect,
    SitemapFacts,
    TextFile,
)
from tests.analytics.audits.builders import page, site

ROOT = "https://example.com/"
A = "https://example.com/guides/ramen"
B = "https://example.com/guides/sushi"
SENTENCES = {
    ROOT: "Example is a food guide to Tokyo written by people who live there and eat out every day.",
    A: "Ramen shops in Tokyo range from tiny counters with six stools to famous chains with long queues.",
    B: "Sushi in Tokyo can be a conveyor belt lunch or an omakase dinner that costs a month of rent.",
}
ROBOTS = "User-agent: *\nDisallow: /admin/\n\nSitemap: https://example.com/sitemap.xml\n"


def links_to(*urls):
    return tuple(LinkFacts(url, url, f"Read the guide at {url.rsplit('/', 1)[-1] or 'home'}") for url in urls)


def pg(url, **fields):
    name = url.rsplit("/", 1)[-1] or "home"
    fields.setdefault("titles", (f"{name.title()} in Tokyo: the guide by Example, updated weekly",))
    fields.setdefault("descriptions", (f"All about {name} in Tokyo.",))
    fields.setdefault("headings", ((1, f"{name.title()} in Tokyo"),))
    fields.setdefault("canonicals", (url,))
    if "text" not in fields:
        fields["text"] = SENTENCES[url] * 30
    fields.setdefault("in_sitemap", True)
    fields.setdefault("depth", 0 if url == ROOT else 1)
    return page(url, **fields)


PAGES = {
    ROOT: pg(ROOT, links=links_to(A, B)),
    A: pg(A, links=links_to(ROOT, B)),
    B: pg(B, links=links_to(ROOT, A)),
}
SITE_FILES = {
    "robots_txt": TextFile("https://example.com/robots.txt", 200, ROBOTS, "text/plain"),
    "llms_txt": TextFile("https://example.com/llms.txt", 200, "# Example\n\n> A food guide to Tokyo.\n", "text/plain"),
    "sitemaps": (SitemapFacts("https://example.com/sitemap.xml", 200, 3),),
    "sitemap_urls": (ROOT, A, B),
    "host_probes": (HostProbe("http://example.com/", 301, ROOT), HostProbe("https://www.example.com/", 301, ROOT)),
}


def build(replace_pages=None, extra_pages=(), **fields):
    pages = dict(PAGES)
    pages.update(replace_pages or {})
    files = dict(SITE_FILES)
    files.update(fields)
    return site(*pages.values(), *extra_pages, root_url=ROOT, **files)


def findings(check_id, facts):
    return [finding for finding in audit_site(facts) if finding.check == check_id]


def case(check, fires, **arguments):
    return pytest.param(check, fires, arguments, id=f"{check}-{'fires' if fires else 'quiet'}")


C = "https://example.com/guides/tempura"
REDIRECTED = page(C, final_url=A, redirects=(Redirect(C, 301, A),))

CASES = [
    case("robots.missing", True, robots_txt=TextFile("https://example.com/robots.txt", 404)),
    case("robots.unreachable", True, robots_txt=TextFile("https://example.com/robots.txt", 503)),
    case("robots.unreachable", True, robots_txt=TextFile("https://example.com/robots.txt", None)),
    case("robots.sitemap_missing", True, robots_txt=TextFile("https://example.com/robots.txt", 200, "User-agent: *\nDisallow:\n")),
    case("sitemap.missing", True, sitemaps=(SitemapFacts("https://example.com/sitemap.xml", 404, declared=False),),
         sitemap_urls=()),
    case("sitemap.unreadable", True, sitemaps=SITE_FILES["sitemaps"] + (
        SitemapFacts("https://example.com/sitemap-posts.xml", 200, error="not XML"),)),
    case("sitemap.unreadable", True, sitemaps=SITE_FILES["sitemaps"] + (
        SitemapFacts("https://example.com/sitemap-posts.xml", 500),)),
    case("sitemap.unreadable", False, sitemaps=SITE_FILES["sitemaps"] + (
        SitemapFacts("https://example.com/sitemap_index.xml", 404, declared=False),)),
    case("sitemap.broken_urls", True, replace_pages={B: pg(B, status=404, text="")}),
    case("sitemap.redirected_urls", True, extra_pages=(REDIRECTED,), sitemap_urls=(ROOT, A, B, C)),
    case("sitemap.missing_pages", True, sitemap_urls=(ROOT, A), replace_pages={B: pg(B, in_sitemap=False)}),
    case("crawlability.ai_training_blocked", True, robots_txt=TextFile(
        "https://example.com/robots.txt", 200, "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\n" + ROBOTS)),
    case("crawlability.ai_search_blocked", True, robots_txt=TextFile(
        "https://example.com/robots.txt", 200, "User-agent: *\nDisallow: /\n")),
    case("crawlability.ai_search_blocked", False, robots_txt=TextFile(
        "https://example.com/robots.txt", 200, "User-agent: GPTBot\nDisallow: /\n\n" + ROBOTS)),
    case("crawlability.llms_txt_missing", True, llms_txt=TextFile("https://example.com/llms.txt", 404)),
    case("crawlability.llms_txt_invalid", True, llms_txt=TextFile(
        "https://example.com/llms.txt", 200, "<!doctype html><title>Example</title>", "text/html")),
    case("crawlability.llms_txt_invalid", True, llms_txt=TextFile("https://example.com/llms.txt", 200, "Example site\n")),
    case("security.no_https_redirect", True, host_probes=(HostProbe("http://example.com/", 200),)),
    case("duplicate.host_variants", True, host_probes=(HostProbe("https://www.example.com/", 200),)),
    case("content.duplicate", True, replace_pages={B: pg(B, text=SENTENCES[A] * 30)}),
    case("content.duplicate", False, replace_pages={B: pg(B, text=SENTENCES[A] * 30, robots_meta=(("robots", "noindex"),))}),
    case("content.near_duplicate", True, replace_pages={B: pg(B, text=SENTENCES[A] * 29 + SENTENCES[A].replace("six", "eight"))}),
    case("title.duplicate", True, replace_pages={B: pg(B, titles=PAGES[A].titles)}),
    case("title.duplicate", True, replace_pages={B: pg(B, titles=(PAGES[A].titles[0].upper(),))}),
    case("description.duplicate", True, replace_pages={B: pg(B, descriptions=PAGES[A].descriptions)}),
    case("h1.duplicate", True, replace_pages={B: pg(B, headings=PAGES[A].headings)}),
    case("duplicate.url_variants", True, extra_pages=(pg(A + "/", text=SENTENCES[A] * 30, canonicals=()),)),
    case("duplicate.url_variants", False, extra_pages=(pg(A + "/", text=SENTENCES[A] * 30, canonicals=(A,)),)),
    case("canonical.to_non_indexable", True, replace_pages={A: pg(A, canonicals=(B,)), B: pg(B, status=404, text="")}),
    case("canonical.to_non_indexable", True, replace_pages={A: pg(A, canonicals=(B,)), B: pg(B, robots_meta=(("robots", "noindex"),))}),
    case("canonical.to_non_indexable", True, extra_pages=(REDIRECTED,), replace_pages={B: pg(B, canonicals=(C,))}),
    case("canonical.to_non_indexable", False, replace_pages={A: pg(A, canonicals=(B,))}),
    case("canonical.chain", True, replace_pages={ROOT: pg(ROOT, links=links_to(A, B), canonicals=(A,)),
                                                 A: pg(A, links=links_to(ROOT, B), canonicals=(B,))}),
    case("sitemap.non_indexable", True, replace_pages={B: pg(B, robots_meta=(("robots", "noindex"),))}),
    case("sitemap.non_indexable", True, replace_pages={B: pg(B, canonicals=(A,))}),
    case("links.broken_internal", True, replace_pages={B: pg(B, status=404, text="")}),
    case("links.broken_external", True,
         external_links=(LinkStatus("https://gone.example.org/", 404), LinkStatus("https://ok.example.org/", 200)),
         external_sources={"https://gone.example.org/": (A,), "https://ok.example.org/": (B,)}),
    case("links.broken_external", True, external_links=(LinkStatus("https://nx.example.org/", None, "dns"),),
         external_sources={"https://nx.example.org/": (A,)}),
    case("links.redirected_internal", True, extra_pages=(REDIRECTED,),
         replace_pages={B: pg(B, links=links_to(ROOT, C))}),
    case("links.orphan_page", True, replace_pages={ROOT: pg(ROOT, links=links_to(A)), A: pg(A, links=links_to(ROOT))}),
    case("links.orphan_page", False, replace_pages={ROOT: pg(ROOT, links=links_to(A)), A: pg(A, links=links_to(ROOT)),
                                                   B: pg(B, robots_meta=(("robots", "noindex"),))}),
]


@pytest.mark.parametrize(("check_id", "fires", "arguments"), CASES)
def test_site_check(check_id, fires, arguments):
    found = findings(check_id, build(**arguments))
    assert bool(found) is fires, found


def test_a_healthy_site_has_no_site_findings():
    assert audit_site(build()) == []


def test_every_site_check_has_a_case_that_fires():
    covered = {param.values[0] for param in CASES if param.values[1]} | {"crawlability.bot_protection",
                                                                          "hreflang.missing_return_link",
                                                                          "hreflang.to_non_indexable"}
    assert {check.id for check in SITE_CHECKS} - covered == set()


def test_duplicate_titles_list_the_other_pages():
    facts = build(replace_pages={B: pg(B, titles=PAGES[A].titles)})
    by_url = {finding.url: finding.evidence for finding in findings("title.duplicate", facts)}
    assert by_url == {A: {"title": PAGES[A].title, "duplicates": [B], "duplicates_total": 1},
                      B: {"title": PAGES[A].title, "duplicates": [A], "duplicates_total": 1}}


def test_a_title_shared_by_many_pages_names_twenty_copies_and_counts_them_all():
    shared = PAGES[A].titles
    many = [pg(f"https://example.com/tea/{n}", titles=shared, text=SENTENCES[A] * 30) for n in range(60)]
    found = findings("title.duplicate", build(extra_pages=many))
    assert len(found) == 61  # A and the 60 pages
    assert all(len(f.evidence["duplicates"]) == 20 and f.evidence["duplicates_total"] == 60 for f in found)


def test_near_duplicates_name_the_similar_page_and_distance():
    facts = build(replace_pages={B: pg(B, text=SENTENCES[A] * 29 + SENTENCES[A].replace("six", "eight"))})
    [first, second] = findings("content.near_duplicate", facts)
    assert {first.url, second.url} == {A, B}
    assert first.evidence["similar"][0]["bits"] <= 3
    assert findings("content.duplicate", facts) == []


def test_broken_internal_links_are_listed_on_the_linking_pages():
    facts = build(replace_pages={B: pg(B, status=404, text="")})
    items = sorted((finding.url, finding.evidence["href"], finding.evidence["status"])
                   for finding in findings("links.broken_internal", facts))
    assert items == [(ROOT, B, 404), (A, B, 404)]


def test_a_link_spelled_otherwise_still_finds_its_broken_page():
    # The crawl fetches a page once however the site spells it (crawler.audit.urls.crawl_key): the links
    # that spell it percent-encoded, in upper case or with its query in another order are broken links too.
    product = "https://example.com/商品?size=m&color=red"
    spellings = ("https://example.com/%E5%95%86%E5%93%81?color=red&size=m",
                 "https://EXAMPLE.com/%e5%95%86%e5%93%81?size=m&color=red")
    links = (LinkEdge(ROOT, spellings[0], "Shoes"), LinkEdge(A, spellings[1], "Red shoes"))
    facts = build(extra_pages=(page(product, status=404),), links=links)
    items = sorted((finding.url, finding.evidence["href"]) for finding in findings("links.broken_internal", facts))
    assert items == sorted([(ROOT, spellings[0]), (A, spellings[1])])


def test_ai_crawler_evidence_says_which_are_blocked():
    facts = build(robots_txt=TextFile("https://example.com/robots.txt", 200,
                                      "User-agent: PerplexityBot\nDisallow: /\n\n" + ROBOTS))
    [finding] = findings("crawlability.ai_search_blocked", facts)
    assert finding.evidence["blocked"] == ["PerplexityBot"]
    assert set(finding.evidence["allowed"]) == set(AI_SEARCH_CRAWLERS) - {"PerplexityBot"}


# --- hreflang across pages -------------------------------------------------------------------

TW = "https://example.com/zh-tw/"
JP = "https://example.com/ja/"


def alternates(*pairs):
    return tuple(HreflangLink(code, url) for code, url in pairs)


def lang_page(url, lang, hreflangs, **fields):
    return page(url, html_lang=lang, hreflangs=hreflangs, canonicals=(url,), titles=(f"{lang} home",),
                text=f"{lang} " * 300, **fields)


def test_hreflang_without_a_return_link():
    tw = lang_page(TW, "zh-TW", alternates(("zh-TW", TW), ("ja", JP), ("x-default", TW)))
    jp = lang_page(JP, "ja", alternates(("ja", JP), ("x-default", JP)))
    facts = site(tw, jp, root_url=TW)
    [finding] = findings("hreflang.missing_return_link", facts)
    assert (finding.url, finding.evidence) == (TW, {"hreflang": "ja", "alternate": JP})
    jp_back = lang_page(JP, "ja", alternates(("ja", JP), ("zh-TW", TW), ("x-default", TW)))
    assert findings("hreflang.missing_return_link", site(tw, jp_back, root_url=TW)) == []


def test_hreflang_to_a_page_that_cannot_be_indexed():
    tw = lang_page(TW, "zh-TW", alternates(("zh-TW", TW), ("ja", JP)))
    jp = lang_page(JP, "ja", alternates(("ja", JP), ("zh-TW", TW)), robots_meta=(("robots", "noindex"),))
    found = findings("hreflang.to_non_indexable", site(tw, jp, root_url=TW))
    [from_tw] = [finding for finding in found if finding.url == TW]
    assert from_tw.evidence["alternate"] == JP and from_tw.evidence["noindex"] is True


def test_hreflang_in_a_link_header_counts_for_return_links():
    tw = lang_page(TW, "zh-TW", (), headers=(("Content-Type", "text/html; charset=utf-8"),
                                             ("Link", (f'<{TW}>; rel="alternate"; hreflang="zh-TW", '
                                                      f'<{JP}>; rel="alternate"; hreflang="ja"'))))
    jp = lang_page(JP, "ja", alternates(("ja", JP), ("zh-TW", TW)))
    assert findings("hreflang.missing_return_link", site(tw, jp, root_url=TW)) == []


# --- a crawl blocked by bot protection --------------------------------------------------------


def challenge(url):
    return page(url, status=403, titles=("Just a moment...",), headers=(("Server", "cloudflare"),
                                                                          ("Content-Type", "text/html")))


def test_a_blocked_crawl_is_one_finding_not_dozens():
    blocked = [challenge(ROOT), challenge(A), challenge(B)]
    facts = site(*blocked, root_url=ROOT, **SITE_FILES)
    page_findings = [finding for facts_page in blocked for finding in audit_page(facts_page)]
    site_findings = audit_site(facts)
    assert page_findings == []
    assert {finding.check for finding in site_findings} == {"crawlability.bot_protection"}
    assert {finding.url for finding in site_findings} == {ROOT, A, B}
    assert site_findings[0].evidence["vendor"] == "cloudflare"
    assert site_findings[0].evidence["blocked_pages"] == 3


def test_a_partly_blocked_crawl_leaves_the_blocked_pages_out_of_the_other_checks():
    # B became a challenge mid-crawl: it is not reported as a broken link, a duplicate or an orphan.
    facts = build(replace_pages={B: challenge(B)})
    checks = {finding.check for finding in audit_site(facts)}
    assert checks == {"crawlability.bot_protection"}


def test_every_finding_is_for_an_affected_url():
    facts = build(replace_pages={B: pg(B, status=404, text="")}, robots_txt=TextFile("https://example.com/robots.txt", 404))
    assert all(finding.url.startswith("https://example.com/") for finding in audit_site(facts))
    assert dataclasses.is_dataclass(audit_site(facts)[0])

