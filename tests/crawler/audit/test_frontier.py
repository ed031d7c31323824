"""What the crawl treats as one page, how it bounds URL spaces, reads sitemaps and survives a torn
records file — the pure parts the crawl tests rely on."""

from __future__ import annotations

import gzip

import pytest

from crawler.audit.journal import JsonLines, complete_lines
from crawler.audit.sitemaps import parse_sitemap, sitemap_body
from crawler.audit.urls import UrlSpaceCaps, calendar_pattern, crawl_key, is_internal, site_host


@pytest.mark.parametrize(("url", "key"), [
    ("HTTP://Example.COM:80/a#frag", "http://example.com/a"),
    ("https://example.com:443", "https://example.com/"),
    ("http://example.com:8080/a?b=1", "http://example.com:8080/a?b=1"),
    ("http://example.com/list;jsessionid=AB12?page=2", "http://example.com/list?page=2"),
    ("http://example.com/list?page=2&sort=price&PHPSESSID=x", "http://example.com/list?page=2"),
    # One page, however the site spells it: raw or percent-encoded (either case), Unicode or IDNA host,
    # query arguments in any order (faceted navigation links every permutation).
    ("http://example.com/商品?色=紅", "http://example.com/%E5%95%86%E5%93%81?%E8%89%B2=%E7%B4%85"),
    ("http://example.com/%e5%95%86%e5%93%81?%E8%89%B2=%E7%B4%85", "http://example.com/%E5%95%86%E5%93%81?%E8%89%B2=%E7%B4%85"),
    ("http://牛肉麵.tw/", "http://xn--11xm61acsx.tw/"),
    ("http://e.com/shoes?size=m&color=red&sort=price", "http://e.com/shoes?color=red&size=m"),
    ("http://e.com/search?q=a%2Fb+c&Sort_Order=asc", "http://e.com/search?q=a%2Fb+c"),
    ("https://[::1]:8443/x", "https://[::1]:8443/x"),
])
def test_crawl_keys(url, key):
    assert crawl_key(url) == key


def test_calendar_patterns():
    assert calendar_pattern("http://e.com/events/2024/05/") == "e.com/events/{date}/?"
    assert calendar_pattern("http://e.com/events?month=2024-05&view=grid") == "e.com/events?month={date}&view"
    assert calendar_pattern("http://e.com/day/2024_05_17") == "e.com/day/{date}?"
    assert calendar_pattern("http://e.com/item/201905") is None
    assert calendar_pattern("http://e.com/c3/20151.html") is None
    assert calendar_pattern("http://e.com/search?start=20") is None
    assert calendar_pattern("http://e.com/blog/2024-05-17-my-trip") is not None
    assert calendar_pattern("http://e.com/product/123456") is None
    assert calendar_pattern("http://e.com/c3/4821.html") is None


def test_caps_stop_a_calendar_and_a_query_space_but_not_paths():
    caps = UrlSpaceCaps(calendar_cap=3, query_cap=2)
    assert [caps.admit(f"http://e.com/cal?month=2024-{m:02d}") for m in range(1, 6)] == [None] * 3 + ["e.com/cal?month={date}"] * 2
    assert [caps.admit(f"http://e.com/list?page={n}") for n in range(1, 4)] == [None, None, "e.com/list?"]
    assert all(caps.admit(f"http://e.com/product/{n}") is None for n in range(100))


def test_sitemaps_plain_gzipped_index_broken_and_bombs():
    urlset = (b'<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
              b"<url><loc> https://e.com/a </loc></url><url><loc>https://e.com/b</loc></url></urlset>")
    assert parse_sitemap(sitemap_body(gzip.compress(urlset), 10_000)).locs == ("https://e.com/a", "https://e.com/b")
    index = parse_sitemap(b"<sitemapindex><sitemap><loc>https://e.com/s1.xml</loc></sitemap></sitemapindex>")
    assert (index.kind, index.locs, index.error) == ("sitemapindex", ("https://e.com/s1.xml",), None)
    assert parse_sitemap(b"<!DOCTYPE html><html><body>Not here</body></html>").error == "not_a_sitemap"
    assert parse_sitemap(b"<urlset><url><loc>https://e.com/a</loc></url>").error.startswith("xml_error")
    with pytest.raises(ValueError, match="decompression_bomb"):
        sitemap_body(gzip.compress(b"<urlset>" + b" " * 5_000_000), 1_000_000)


def test_damaged_gzipped_sitemaps_yield_what_was_readable():
    urls = [f"https://e.com/p{n}" for n in range(5000)]
    urlset = ("<urlset>" + "".join(f"<url><loc>{u}</loc></url>" for u in urls) + "</urlset>").encode()
    packed = gzip.compress(urlset)
    # A download cut short: the pages before the cut are still crawled (the XML error names the cut).
    torn = parse_sitemap(sitemap_body(packed[: len(packed) // 2], 10_000_000))
    assert 0 < len(torn.locs) < len(urls) and torn.locs == tuple(urls[: len(torn.locs)])
    assert torn.error.startswith("xml_error")
    # A wrong checksum alone loses nothing; a file of two gzip members is read whole.
    bad_crc = packed[:-8] + bytes([packed[-8] ^ 1]) + packed[-7:]
    assert parse_sitemap(sitemap_body(bad_crc, 10_000_000)).locs == tuple(urls)
    half = len(urlset) // 2
    assert sitemap_body(gzip.compress(urlset[:half]) + gzip.compress(urlset[half:]), 10_000_000) == urlset
    # The cap counts every member, and a gzip magic number with nothing readable behind it is an error.
    with pytest.raises(ValueError, match="decompression_bomb"):
        sitemap_body(gzip.compress(b" " * 600_000) + gzip.compress(b" " * 600_000), 1_000_000)
    with pytest.raises(ValueError, match="bad_gzip"):
        sitemap_body(b"\x1f\x8b not gzip", 10_000_000)


def test_a_torn_last_line_is_neither_read_nor_kept(tmp_path):
    path = tmp_path / "records.jsonl"
    path.write_bytes(b'{"kind":"page","n":1}\n{"kind":"page","n":2}\n{"kind":"pa')
    assert [line for _, line in complete_lines(path)] == ['{"kind":"page","n":1}\n', '{"kind":"page","n":2}\n']
    offset = next(complete_lines(path))[0]
    assert [line for _, line in complete_lines(path, offset)] == ['{"kind":"page","n":2}\n']
    writer = JsonLines(path)
    writer.write({"kind": "done"})
    writer.close()
    assert path.read_text().splitlines() == ['{"kind":"page","n":1}', '{"kind":"page","n":2}', '{"kind":"done"}']


def test_an_internationalized_site_knows_its_links_in_either_form():
    hosts = frozenset({site_host("www.牛肉麵.tw")})
    assert site_host("xn--11xm61acsx.tw") == site_host("牛肉麵.TW") == site_host("WWW.xn--11xm61acsx.tw")
    assert is_internal("https://xn--11xm61acsx.tw/menu", hosts)
    assert is_internal("https://牛肉麵.tw/menu", hosts)
    assert not is_internal("https://xn--11xm61acsx.com/menu", hosts)
