"""Link extraction: every outlink of a page, as the link store takes it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from analytics.links.model import Outlink
from crawler.links.extract import clean_url, extract_links, page_links

PAGE = "https://www.example.com/blog/post.html"


def links(body: str, url: str = PAGE) -> tuple[Outlink, ...]:
    return extract_links(url, body.encode("utf-8"), content_type="text/html; charset=utf-8")


def one(body: str, url: str = PAGE) -> Outlink:
    found = links(body, url)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("rel", "expected"), [
    ("", ()),
    ("nofollow", ("nofollow",)),
    ("NoFollow noopener", ("nofollow",)),
    ("sponsored nofollow", ("nofollow", "sponsored")),
    ("ugc", ("ugc",)),
    ("ugc sponsored nofollow external", ("nofollow", "ugc", "sponsored")),
    ("noreferrer  noopener", ()),
])
def test_rel_keeps_the_qualifiers_search_engines_read(rel: str, expected: tuple[str, ...]) -> None:
    assert one(f'<a href="https://other.org/" rel="{rel}">x</a>').rel == expected


@pytest.mark.parametrize(("markup", "placement"), [
    ('<p>see <a href="/x">x</a></p>', "content"),
    ('<nav><ul><li><a href="/x">x</a></li></ul></nav>', "navigation"),
    ('<header><a href="/x">x</a></header>', "navigation"),
    ('<div role="navigation"><a href="/x">x</a></div>', "navigation"),
    ('<ul role="menubar"><li><a href="/x">x</a></li></ul>', "navigation"),
    ('<menu><li><a href="/x">x</a></li></menu>', "navigation"),
    ('<footer><p><a href="/x">x</a></p></footer>', "footer"),
    ('<div role="contentinfo"><a href="/x">x</a></div>', "footer"),
    ('<footer><nav><a href="/x">x</a></nav></footer>', "navigation"),
    # An article's own header and footer (title, byline, tags) are its content, not the site's chrome.
    ('<article><header><a href="/x">x</a></header></article>', "content"),
    ('<article><footer><a href="/x">x</a></footer></article>', "content"),
    ('<footer><a href="/x"><img src="logo.png" alt="Logo"></a></footer>', "image"),
])
def test_placement(markup: str, placement: str) -> None:
    assert one(f"<html><body>{markup}</body></html>").placement == placement


def test_image_link_anchor_is_the_alt() -> None:
    link = one('<a href="https://shop.tw/"><img src="b.png" alt="  好吃的 牛肉麵 "></a>')
    assert (link.placement, link.anchor) == ("image", "好吃的 牛肉麵")
    assert one('<a href="/x"><img src="b.png" alt="alt">Text too</a>').anchor == "Text too"


def test_anchor_text_collapsed_and_inline_words_kept_whole() -> None:
    assert one('<a href="/x">\n  Read <b>the</b>\n <span>台北</span><span>美食</span> </a>').anchor == "Read the 台北美食"


@pytest.mark.parametrize(("href", "target"), [
    ("other.html", "https://www.example.com/blog/other.html"),
    ("../about", "https://www.example.com/about"),
    ("/root?q=1#frag", "https://www.example.com/root?q=1"),
    ("//cdn.example.net/a", "https://cdn.example.net/a"),
    ("?page=2", "https://www.example.com/blog/post.html?page=2"),
    ("HTTP://Other.ORG:80/Path", "http://other.org/Path"),
    ("https://other.org:8443/", "https://other.org:8443/"),
    (" https://other.org/x\n", "https://other.org/x"),
])
def test_relative_links_resolved_and_fragments_dropped(href: str, target: str) -> None:
    assert one(f'<a href="{href}">x</a>').target_url == target


def test_base_href_is_the_base() -> None:
    body = '<html><head><base href="https://static.example.org/docs/"></head><body><a href="guide">g</a></body></html>'
    assert one(body).target_url == "https://static.example.org/docs/guide"
    relative_base = '<head><base href="/v2/"></head><a href="a">a</a>'
    assert one(relative_base).target_url == "https://www.example.com/v2/a"


@pytest.mark.parametrize("href", [
    "javascript:void(0)", "JavaScript:alert(1)", "mailto:a@b.c", "tel:+886212345678", "#top", "", "ftp://x.org/",
    "data:text/html,hi", "http://", "https://exa mple.com/",
])
def test_non_http_links_skipped(href: str) -> None:
    assert links(f'<a href="{href}">x</a><a>no href</a>') == ()


def test_idn_hosts_in_punycode() -> None:
    assert one('<a href="https://例子.台灣/路徑">x</a>').target_url == "https://xn--fsqu00a.xn--kpry57d/路徑"
    assert one('<a href="https://BÜCHER.de/">x</a>').target_url == "https://xn--bcher-kva.de/"
    assert one('<a href="/a">x</a>', url="https://牛肉麵.tw/").target_url.startswith("https://xn--")


def test_credentials_dropped() -> None:
    assert one('<a href="https://admin:secret@other.org/x">x</a>').target_url == "https://other.org/x"
    assert one('<a href="ftp://u@x.org/">x</a><a href="http://u@y.org">y</a>').target_url == "http://y.org/"


def test_area_links_and_document_order() -> None:
    found = links('<a href="/1">1</a><map><area href="/2" alt="two" rel="nofollow"></map><a href="/1">again</a>')
    assert [(link.target_url[-2:], link.anchor, link.rel) for link in found] == [
        ("/1", "1", ()), ("/2", "two", ("nofollow",)), ("/1", "again", ())]


@pytest.mark.parametrize("body", [b"", b"\x00\x01\x02", b"<a href=", b"%PDF-1.4 <a href='/x'>", b"<html>" * 3])
def test_never_raises(body: bytes) -> None:
    assert isinstance(extract_links(PAGE, body), tuple)


def test_legacy_encoding_declared_in_meta() -> None:
    body = '<meta charset="big5"><a href="/x">牛肉麵</a>'.encode("big5")
    assert extract_links(PAGE, body)[0].anchor == "牛肉麵"


def test_page_links_normalizes_the_source() -> None:
    at = datetime(2026, 11, 27, tzinfo=UTC)
    page = page_links("https://u:p@WWW.Example.com:443/a#x", b'<a href="https://o.org/">o</a>', at)
    assert page.source_url == "https://www.example.com/a"
    assert page.links == (Outlink("https://o.org/", "o"),)
    assert page.fetched_at == at and page.source == "crawler"


def test_clean_url_refuses_hostless() -> None:
    assert clean_url("https:///x") is None
    assert clean_url("mailto:x@y.z") is None
