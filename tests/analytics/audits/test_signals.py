import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analytics.audits import signals
from analytics.audits.catalogue import audit_page, audit_site
from analytics.audits.facts import HreflangLink, ImageFacts, LinkFacts
from analytics.audits.langtags import check_hreflang, check_lang
from tests.analytics.audits.builders import clean_page, page, site, variant


def test_doctests():
    assert doctest.testmod(signals).failed == 0


@pytest.mark.parametrize(("code", "valid", "hint"), [
    ("zh-TW", True, None), ("zh-tw", True, None), ("zh-Hant", True, None), ("zh-Hant-TW", True, None),
    ("zh-Hans-CN", True, None), ("ja", True, None), ("ja-JP", True, None), ("en-GB", True, None),
    ("x-default", True, None), ("X-Default", True, None),
    ("jp", False, "ja"), ("jp-JP", False, "ja-JP"), ("cn", False, "zh-CN"), ("en-UK", False, "en-GB"),
    ("zh_TW", False, "zh-TW"), ("es-419", False, None), ("english", False, None), ("", False, None),
    ("zh-TW-x", False, None), ("台灣", False, None),
])
def test_hreflang_codes(code, valid, hint):
    assert (check_hreflang(code).valid, check_hreflang(code).hint) == (valid, hint)


@pytest.mark.parametrize(("tag", "valid"), [
    ("zh-Hant-TW", True), ("ja", True), ("yue-HK", True), ("es-419", True), ("nan-Hant-TW", True),
    ("jp", False), ("zh_TW", False), ("en-UK", False), ("english", False), ("", False),
])
def test_lang_attribute_tags(tag, valid):
    assert check_lang(tag).valid is valid


@pytest.mark.parametrize(("meta", "header", "noindex", "nofollow"), [
    ((("robots", "noindex"),), None, True, False),
    ((("ROBOTS", "NoIndex, NoFollow"),), None, True, True),
    ((("robots", "none"),), None, True, True),
    ((("googlebot", "noindex"),), None, True, False),
    ((("bingbot", "noindex"),), None, False, False),
    ((), "noindex", True, False),
    ((), "NONE", True, True),
    ((), "googlebot: noindex", True, False),
    ((), "otherbot: noindex, nofollow", False, False),
    ((), "unavailable_after: 25 Jun 2030 15:00:00 PST", False, False),
    ((("robots", "index, follow"),), None, False, False),
])
def test_robots_directives(meta, header, noindex, nofollow):
    headers = (("Content-Type", "text/html"),) + ((("X-Robots-Tag", header),) if header else ())
    directives = signals.robots_directives(page(robots_meta=meta, headers=headers))
    assert (directives.noindex, directives.nofollow) == (noindex, nofollow)


def test_canonical_in_the_body_is_ignored():
    facts = page("https://example.com/a", canonicals=(), body_canonicals=("https://example.com/b",))
    assert signals.canonical(facts) is None
    assert signals.is_indexable(facts)


def test_canonical_from_the_link_header():
    facts = page("https://example.com/a", headers=(("Content-Type", "text/html"),
                                                    ("Link", '<https://example.com/b>; rel="canonical"')))
    assert signals.canonical(facts) == "https://example.com/b"
    assert not signals.is_indexable(facts)


def test_hreflang_in_the_body_is_ignored_and_the_header_read():
    facts = page("https://example.com/a",
                 hreflangs=(HreflangLink("ja", "https://example.com/ja", "body"),),
                 headers=(("Link", '<https://example.com/en>; rel="alternate"; hreflang="en"'),))
    assert [(link.code, link.source) for link in signals.hreflang_links(facts)] == [("en", "header")]


def test_a_site_behind_a_cdn_is_not_mistaken_for_a_blocked_crawl():
    facts = variant(clean_page("en"), headers=clean_page("en").headers + (("Server", "cloudflare"), ("CF-RAY", "1")))
    assert signals.bot_protection(facts) is None


@pytest.mark.parametrize(("lang", "text", "cjk"), [
    ("ja", "", True), ("zh-Hant-TW", "", True), ("ko", "", True), ("en", "東京", False),
    (None, "東京のラーメン店を紹介します", True), (None, "Ramen shops in Tokyo", False),
])
def test_cjk_pages(lang, text, cjk):
    assert signals.is_cjk_page(page(html_lang=lang, text=text)) is cjk


_texts = st.text(max_size=80)


@settings(max_examples=60, deadline=None)
@given(title=_texts, description=_texts, body=st.text(max_size=400), anchor=_texts, href=_texts, alt=_texts,
       lang=st.one_of(st.none(), _texts), code=_texts, url_tail=_texts)
def test_audits_never_raise_on_arbitrary_text(title, description, body, anchor, href, alt, lang, code, url_tail):
    facts = page(
        "https://example.com/" + url_tail.replace("#", ""),
        html_lang=lang, titles=(title,), descriptions=(description,), text=body,
        headings=((1, title), (2, anchor)), images=(ImageFacts(src=href, alt=alt),),
        links=(LinkFacts(href=href, url=signals.resolve("https://example.com/", href), text=anchor, lang=lang),),
        hreflangs=(HreflangLink(code, href),), canonicals=(href,), og=(("og:locale", code), ("og:url", href)),
        robots_meta=(("robots", description),), viewport=alt,
    )
    findings = audit_page(facts) + audit_site(site(facts))
    assert all(finding.check and finding.url for finding in findings)
