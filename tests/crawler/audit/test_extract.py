"""extract_page on real markup: what it reads from tricky pages, which page checks the fixture site's
pages report once extracted (every page check has a page that reports it and one that does not), and
which site checks crawls of them report (every site check likewise)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analytics.audits import signals
from analytics.audits import text as textlib
from analytics.audits.catalogue import PAGE_CHECKS, SITE_CHECKS, audit_page, audit_site
from analytics.audits.facts import (
    HreflangLink,
    ImageFacts,
    LinkFacts,
    Redirect,
    ResourceFacts,
    StructuredData,
)
from crawler.audit.extract import extract_page, json_ld
from tests.crawler.audit.site_pages import (
    APP_SHELL,
    CAMPAIGN,
    CHALLENGE,
    FIXTURES,
    JA_HOME,
    LEGACY,
    PRODUCT,
    ROWS,
    SITE,
    SITE_ROWS,
    ZH_HOME,
)

HTML = (("Content-Type", "text/html; charset=utf-8"),)


def extract(html: str | bytes, url: str = f"{SITE}/page", headers=HTML, **options):
    body = html.encode("utf-8") if isinstance(html, str) else html
    return extract_page(url, body, status=200, headers=headers, **options)


@pytest.fixture(scope="module")
def product():
    return PRODUCT.facts()


# --- (a) what is read from tricky markup ---------------------------------------------------------


def test_headings_read_as_a_reader_sees_them(product):
    # <span>阿里山</span><span>高山烏龍茶</span> is one word on screen, not two
    assert product.headings == ((1, "阿里山高山烏龍茶"), (2, "風味"), (2, "沖泡建議"), (2, "相關商品"))


def test_links_resolved_against_base_href_with_their_accessible_names(product):
    by_text = {link.text: link for link in product.links}
    assert by_text["梨山高山茶"].url == f"{SITE}/tea/lishan"  # <base href=".../tea/">, href="lishan"
    assert by_text["茶葉"].url == f"{SITE}/tea/"
    assert by_text["沖泡教學"] == LinkFacts("../brewing-guide", f"{SITE}/brewing-guide", "沖泡教學", lang="zh-Hant-TW")
    assert by_text["加入購物車"].href == "/cart"  # aria-label, not the <svg><title> inside
    assert by_text["梨山茶規格"].url == f"{SITE}/tea/lishan"  # fragment dropped
    assert by_text["看評價"].url is None  # a bare fragment is no page to crawl
    assert by_text["分享"] == LinkFacts("javascript:void(0)", None, "分享", lang="zh-Hant-TW", click=True)
    # <a onclick> without href: a link a crawler cannot follow, not a placeholder
    assert by_text["線上客服"] == LinkFacts(None, None, "線上客服", lang="zh-Hant-TW", click=True)
    assert "模板連結" not in by_text  # <template> content is inert
    assert all(link.text for link in product.links)  # <a name="reviews"></a> is an anchor, not a link


def test_what_tells_a_link_from_a_placeholder():
    """Lighthouse's crawlable-anchors rule reads role, click handlers, href-only attributes and names."""
    page = extract('<html lang="en"><body><a role="button">Menu</a><a aria-current="page">About us</a>'
                   '<a ng-click="open()">Chat</a><a target="_blank">Catalogue</a><a id="top" href="">Top</a>'
                   '<a href="/ok">Tea</a></body></html>')
    by_text = {link.text: link for link in page.links}
    assert by_text["Menu"].role == "button" and not by_text["Menu"].click
    assert by_text["About us"] == LinkFacts(None, None, "About us", lang="en")  # a placeholder
    assert by_text["Chat"].click and by_text["Catalogue"].href_attributes and by_text["Top"].named
    uncrawlable = [finding.evidence["text"] for finding in audit_page(page) if finding.check == "links.uncrawlable_anchor"]
    assert uncrawlable == ["Chat", "Catalogue"]


def test_link_language_is_the_nearest_ancestors(product):
    review = next(link for link in product.links if link.href == "/ja/reviews")
    assert review.lang == "ja"  # from <blockquote lang="ja">
    japanese = JA_HOME.facts()
    languages = {link.text: link.lang for link in japanese.links}
    assert languages["阿里山烏龍茶"] == "ja"  # from <html lang="ja">
    assert languages["中文"] == "zh-Hant-TW"


def test_hidden_template_script_and_ruby_text_is_not_visible_text(product):
    for unseen in ("內部備註", "舊版價格", "模板文字", "dataLayer", "ㄌㄨㄥˊ", "購物車圖示"):
        assert unseen not in product.text
    assert "再以龍眼木炭低溫慢焙" in product.text  # ruby base kept, reading dropped, no space added
    assert "售價 1200 元\n每盒 150 公克" in product.text  # <br> and blocks separate lines


def test_hidden_text_is_not_counted():
    visible = "<p>台北的牛肉麵店已經營業超過四十年，湯頭用牛骨熬煮十二小時。</p>"
    hidden = '<div hidden>庫存備註</div><p style="display:none">舊價格三百元</p><noscript>請開啟功能</noscript>'
    plain = extract(f'<html lang="zh-TW"><body>{visible}</body></html>')
    with_hidden = extract(f'<html lang="zh-TW"><body>{visible}{hidden}</body></html>')
    assert with_hidden.word_count == plain.word_count > 0
    assert with_hidden.content_hash == plain.content_hash


def test_structured_data_json_ld_errors_microdata_and_rdfa(product):
    assert product.structured_data == (
        StructuredData("json-ld", ("Product", "Offer")),  # wrapped in <!-- -->, which parsers tolerate
        StructuredData("json-ld", (), "line 3 column 1: Expecting value"),  # trailing comma
        StructuredData("microdata", ("Product", "Offer")),
        StructuredData("rdfa", ("Organization",)),
    )
    assert json_ld("") == StructuredData("json-ld", error="empty")
    assert json_ld('{"name": "no type"}') == StructuredData("json-ld", error="no @type")
    assert json_ld('[{"@type": ["Store", "Cafe"]}, {"@graph": [{"@type": "Person"}]}]').types == ("Store", "Cafe", "Person")


def test_head_and_body_canonicals_and_hreflangs(product):
    assert product.canonicals == (f"{SITE}/tea/alishan-oolong",)
    assert product.body_canonicals == (f"{SITE}/tea/alishan-oolong?from=body",)
    assert product.hreflangs[-1] == HreflangLink("en", f"{SITE}/en/tea/alishan-oolong", "body")
    assert [link.source for link in product.hreflangs[:-1]] == ["head"] * 3


def test_stray_element_in_head_ends_it_as_search_engines_read_it():
    page = extract('<html><head><title>T</title><div>ad</div><link rel="canonical" href="/a"></head><body></body></html>')
    assert page.canonicals == () and page.body_canonicals == ("/a",)


def test_images_picture_lazy_loading_and_resources(product):
    assert product.images[0] == ImageFacts(  # <picture>'s first source, for an <img data-src> without src
        "/images/alishan-oolong.avif", f"{SITE}/images/alishan-oolong.avif", "阿里山高山烏龍茶的乾茶與茶湯", "800", "800")
    assert product.images[1].src == "/images/alishan-oolong.jpg"  # the <noscript> copy
    assert set(product.resources) >= {
        ResourceFacts(f"{SITE}/images/badge.png", "image"),
        ResourceFacts(f"{SITE}/fonts/kai.woff2", "font"),
        ResourceFacts("https://www.youtube.com/embed/tea-brewing", "iframe"),
        ResourceFacts(f"{SITE}/search", "form"),
    }
    shell = APP_SHELL.facts()
    assert {(r.url.rsplit("/", 1)[1], r.kind) for r in shell.resources} == {
        ("app.4f9c2b.css", "stylesheet"), ("app.4f9c2b.js", "script"), ("vendor.81ad0e.js", "script"),
        ("NotoSansTC.woff2", "font"),
    }


def test_legacy_page_forms_plugins_and_deprecated_tags():
    legacy = LEGACY.facts()
    assert [(form.action, form.method, form.has_password) for form in legacy.forms] == [
        ("http://www.chaye.example.tw/member/login.asp", "post", True),
        ("http://www.chaye.example.tw/search.asp", "get", False),
    ]
    assert legacy.plugins == 1
    assert legacy.deprecated_tags == ("center", "marquee", "font")
    assert legacy.doctype is False and legacy.html_lang is None
    login = extract('<html><body><input type="password" name="pw"></body></html>', url="http://www.chaye.example.tw/")
    assert [form.has_password for form in login.forms] == [True]  # a login box without a <form> counts


@pytest.mark.parametrize(("served", "charset", "title"), [
    (JA_HOME, "Shift_JIS", "山嵐茶行｜阿里山の高山烏龍茶と台湾茶葉の専門店・通販"),
    (LEGACY, "big5", "山嵐茶行"),
    (CAMPAIGN, "EUC-JP", "冬のセール｜台湾茶セール・高山茶セール・烏龍茶の福袋とギフトを期間限定の特別価格で販売中"),
], ids=["shift_jis", "big5", "euc-jp"])
def test_charset_declared_by_meta_only(served, charset, title):
    assert "charset" not in served.headers[0][1]
    page = served.facts()
    assert page.meta_charset == charset
    assert page.title == title
    assert "\ufffd" not in page.text


def test_charset_detected_when_nothing_declares_it():
    body = (FIXTURES / "ja-home-shift-jis.html").read_bytes().replace(b'<meta charset="Shift_JIS">', b"")
    page = extract(body, headers=(("Content-Type", "text/html"),))
    assert page.meta_charset is None
    assert page.h1 == ["阿里山の高山烏龍茶を産地から直送"]


def test_charset_order_bom_then_caller_then_header_then_meta():
    html = '<html><head><meta charset="big5"><title>台北</title></head></html>'
    assert extract(html).title == "台北"  # the header's utf-8 beats the meta
    assert extract(html.encode("big5"), headers=(("Content-Type", "text/html"),)).title == "台北"
    assert extract(html.encode("big5"), encoding="big5").title == "台北"  # the caller knows best
    bom = b"\xef\xbb\xbf" + html.encode("utf-8")
    assert extract(bom, headers=(("Content-Type", "text/html; charset=iso-8859-1"),)).title == "台北"


def test_broken_markup_is_read_as_browsers_read_it():
    campaign = CAMPAIGN.facts()
    # <h1>冬のセール <h1></h1> <h1>…: three headings, in document order, the first ended by the second
    assert [text[:5] for text in campaign.h1] == ["冬のセール", "", "台湾の阿里"]
    assert "阿里山烏龍茶と梨山茶の福袋" in campaign.text  # <b>…<i>…</b>…</i>
    assert [link.url for link in campaign.links] == [
        f"{SITE}/ja/tea/alishan-oolong", f"{SITE}/ja/tea/lishan", f"{SITE}/ja/contact"]
    assert campaign.twitter == (("twitter:card", "large"),)
    assert campaign.og_value("og:description") == "台湾茶の福袋"  # unquoted attribute value


def test_document_facts_of_a_clean_page():
    home = ZH_HOME.facts()
    assert home.doctype and home.html_lang == "zh-Hant-TW" and home.meta_charset == "utf-8"
    assert home.viewport == "width=device-width, initial-scale=1"
    assert home.icons == (("icon", "/favicon.ico"), ("apple-touch-icon", "/apple-touch-icon.png"))
    assert home.robots_meta == (("robots", "index, follow, max-image-preview:large"),)
    assert home.og_value("og:locale") == "zh_TW" and home.twitter_value("twitter:card") == "summary_large_image"
    assert home.structured_data == (StructuredData("json-ld", ("Organization", "WebSite")),)
    assert home.word_count == textlib.word_count(home.text, "zh") > 200
    assert home.dom_nodes == 63  # every element of the file, <html> included


def test_doctype_after_a_comment_counts():
    assert extract("<!-- generated --><!DOCTYPE html><html><title>x</title></html>").doctype
    assert not extract("<html><title>x</title></html>").doctype  # libxml2 invents one; the page had none


def test_response_facts_are_kept():
    hops = (Redirect("http://a.example/", 301, "https://a.example/"),)
    page = extract("<p>hi</p>", url="http://a.example/", final_url="https://a.example/", redirects=hops,
                   ttfb_ms=120.5, download_ms=30, depth=2, in_sitemap=True)
    assert (page.final_url, page.redirects, page.timings.ttfb_ms, page.timings.download_ms) == (
        "https://a.example/", hops, 120.5, 30)
    assert (page.depth, page.in_sitemap, page.size_bytes, page.status) == (2, True, 9, 200)


def test_non_html_gives_the_response_only():
    pdf = extract_page(f"{SITE}/price-list.pdf", b"%PDF-1.7\n<html><title>no</title>", status=200,
                       headers=(("Content-Type", "application/pdf"),))
    assert pdf.titles == () and pdf.text == "" and pdf.word_count is None
    assert pdf.size_bytes == 32 and pdf.content_type == "application/pdf"
    assert audit_page(pdf) == []  # HTML checks skip it; its URL and status are fine


@pytest.mark.parametrize("body", [
    b"", b"   ", b"<", b"<!-- only a comment -->", b"\x00\x01\x02\xff\xfe", b"<html><body>" + b"<div>" * 5000,
    b"<a href='http://[::1'>bad host</a><a href='http://exa mple.com/'>space</a><img src='data:image/png;base64,AAAA'>",
    b'<script type="application/ld+json">{"@type": ' + b"[" * 5000 + b"</script>",
    "<title>\udcff</title>".encode("utf-8", "surrogatepass"),
], ids=["empty", "blank", "lt", "comment", "binary", "deep", "bad-urls", "deep-json", "surrogate"])
def test_malformed_bodies_never_raise(body):
    page = extract(body)
    assert page.size_bytes == len(body)
    audit_page(page)


def test_lazy_images_and_scrapy_style_byte_headers():
    page = extract('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/tea.jpg" alt="茶">'
                   '<img srcset="/img/cup-1x.jpg 1x, /img/cup-2x.jpg 2x" alt="杯">',
                   headers=((b"Content-Type", b"text/html; charset=utf-8"), (b"Server", b"nginx")))
    assert [(image.src, image.url) for image in page.images] == [
        ("/img/tea.jpg", f"{SITE}/img/tea.jpg"), ("/img/cup-1x.jpg", f"{SITE}/img/cup-1x.jpg")]
    assert page.headers == (("Content-Type", "text/html; charset=utf-8"), ("Server", "nginx"))


def test_a_lazy_image_and_its_noscript_fallback_are_one_image():
    page = extract('<img data-src="/img/tea.jpg" alt="茶"><noscript><img src="/img/tea.jpg" alt="茶"></noscript>'
                   '<noscript><img src="/img/cup.jpg"></noscript>')
    assert [image.src for image in page.images] == ["/img/tea.jpg", "/img/cup.jpg"]


def test_logo_headings_and_links_are_named_by_their_image():
    page = extract('<html lang="zh-TW"><body><h1><a href="/"><img src="/logo.png" alt="山嵐茶行"></a></h1>'
                   '<a href="/a">第一<a href="/b">第二</a></a></body></html>')
    assert page.headings == ((1, "山嵐茶行"),)
    assert [(link.href, link.text) for link in page.links] == [("/", "山嵐茶行"), ("/a", "第一"), ("/b", "第二")]
    assert "h1.empty" not in {finding.check for finding in audit_page(page)}


def test_base_href_on_another_host_resolves_every_kind_of_href():
    page = extract('<head><base href="https://cdn.example.jp/shop/"></head>'
                   '<a href="/a">a</a><a href="b">b</a><a href="//other.example/c">c</a><a href="?q=1">d</a>')
    assert [link.url for link in page.links] == [
        "https://cdn.example.jp/a", "https://cdn.example.jp/shop/b", "https://other.example/c",
        "https://cdn.example.jp/shop/?q=1"]


def test_canonical_and_hreflang_in_the_markup_resolve_against_base_href_and_the_link_header_against_the_url():
    page = extract('<html lang="zh-Hant-TW"><head><base href="/"><link rel="canonical" href="tea/alishan-oolong">'
                   '<link rel="alternate" hreflang="zh-Hant-TW" href="tea/alishan-oolong">'
                   '<link rel="alternate" hreflang="ja" href="ja/tea/alishan-oolong"></head><body><p>烏龍茶</p></body>',
                   url=f"{SITE}/tea/alishan-oolong",
                   headers=HTML + (("Link", '<en/alishan-oolong>; rel="alternate"; hreflang="en"'),))
    assert page.base_url == f"{SITE}/"
    assert signals.canonical(page) == f"{SITE}/tea/alishan-oolong"  # not .../tea/tea/alishan-oolong
    assert signals.is_indexable(page)
    assert signals.summarize(page).hreflangs == (
        ("zh-Hant-TW", f"{SITE}/tea/alishan-oolong"), ("ja", f"{SITE}/ja/tea/alishan-oolong"),
        ("en", f"{SITE}/tea/en/alishan-oolong"))
    findings = {finding.check: finding.evidence for finding in audit_page(page)}
    assert "hreflang.missing_self_reference" not in findings
    assert findings["canonical.relative"]["resolved"] == f"{SITE}/tea/alishan-oolong"
    assert extract("<p>no base</p>").base_url is None


def test_unfollowable_hrefs_have_no_url():
    page = extract("<a href='http://[::1'>a</a><a href='http://exa mple.com/'>b</a><a href='mailto:x@y.tw'>c</a>"
                   "<a href=' /x\n/y '>d</a>")
    assert [link.url for link in page.links] == [None, None, None, f"{SITE}/x/y"]


SWITCHER_PAGE = (
    '<!DOCTYPE html><html lang="{lang}"><head><title>How to brew Alishan oolong tea</title></head><body>'
    '<nav><a href="/">Home</a> <a href="/tea/">Tea</a></nav><nav><a href="/zh-tw/" lang="zh-Hant-TW">中文</a></nav>'
    "<h1>How to brew Alishan oolong tea</h1><p>Warm the pot, use five grams of leaves for 150 ml of water at 95 "
    "degrees, and pour after fifty seconds. Each infusion after the first needs ten seconds more.</p></body></html>")
QUOTING_PAGE = (
    '<!DOCTYPE html><html lang="{lang}"><head><title>阿里山高山烏龍茶</title></head><body><h1>阿里山高山烏龍茶</h1>'
    "<p>產自海拔一千五百公尺以上的茶園，春茶手採一心二葉，輕焙火，茶湯金黃，帶有花香與奶香。</p><h2>顧客評價</h2>"
    '<blockquote lang="ja">香りがとても良くて、毎朝飲んでいます。日本にも送ってほしいです。</blockquote>'
    "<p>每包一百五十公克，真空包裝，開封後請冷藏保存。</p></body></html>")


@pytest.mark.parametrize(("html", "lang", "detected"), [
    # a language switcher's 中文 on an English page: still English
    (SWITCHER_PAGE, "en", None), (SWITCHER_PAGE, "zh-Hant-TW", "latin"),
    # a Chinese page quoting one Japanese review (18 % kana): not Japanese, but not an English page either
    (QUOTING_PAGE, "zh-Hant-TW", None), (QUOTING_PAGE, "en", "cjk"),
])
def test_the_page_language_is_judged_by_the_share_of_letters_not_by_a_few_characters(html, lang, detected):
    page = extract(html.format(lang=lang))
    findings = [finding.evidence for finding in audit_page(page) if finding.check == "lang.mismatch_content"]
    assert findings == ([{"lang": lang, "detected": detected}] if detected else [])
    assert textlib.detect_language(page.text) == ("zh" if html is QUOTING_PAGE else None)


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=2000) | st.text(max_size=500).map(lambda t: f"<html><body>{t}</body></html>".encode()))
def test_any_body_is_extracted(body):
    audit_page(extract(body))


# --- (b) every page check reported by some fixture page and quiet on another -----------------------


@pytest.mark.parametrize("row", ROWS, ids=[row.name for row in ROWS])
def test_fixture_pages_report_exactly_their_checks(row):
    reported = {finding.check for finding in audit_page(row.served.facts())}
    assert reported == row.reports


def test_every_page_check_is_reported_by_one_fixture_page_and_quiet_on_another():
    ids = {check.id for check in PAGE_CHECKS}
    reported = set().union(*(row.reports for row in ROWS))
    quiet = set().union(*(ids - row.reports for row in ROWS))
    assert ids - reported == set()
    assert ids - quiet == set()
    assert reported <= ids  # no row names a check that does not exist



# --- (c) site checks over crawls of the fixture pages ----------------------------------------------


@pytest.mark.parametrize("row", SITE_ROWS, ids=[row.name for row in SITE_ROWS])
def test_fixture_sites_report_exactly_their_site_checks(row):
    reported = {finding.check for finding in audit_site(row.facts())}
    assert reported == row.reports


def test_every_site_check_is_reported_on_one_fixture_site_and_quiet_on_another():
    ids = {check.id for check in SITE_CHECKS}
    assert ids - set().union(*(row.reports for row in SITE_ROWS)) == set()
    assert ids - set().union(*(ids - row.reports for row in SITE_ROWS)) == set()


def test_a_challenge_page_is_no_page_of_the_site():
    challenge = CHALLENGE.facts()
    assert challenge.titles == ("Just a moment...",)
    assert audit_page(challenge) == []  # not 403, noindex, thin: the firewall answered, not the site
