"""One host normal form for the rank store, its match rules and the SERP parsers (analytics.hosts)."""

import pytest

from analytics.hosts import InvalidHost, host_of, normalize_host
from analytics.rankings.matching import MatchRule
from crawler.serp import model

LINKS = [
    ("https://WWW.Example.COM/path", "www.example.com"),
    ("https://WWW.Bücher.de.:443/x", "www.xn--bcher-kva.de"),
    ("http://user:pw@shop.example.tw:8080/x", "shop.example.tw:8080"),
    ("https://例え.テスト/", "xn--r8jz45g.xn--zckzah"),
    ("//cdn.example.jp/a.png", "cdn.example.jp"),
    ("https://[2001:db8::1]/", "2001:db8::1"),
]


@pytest.mark.parametrize(("url", "host"), LINKS)
def test_the_store_and_the_crawler_read_one_host(url, host):
    assert host_of(url) == host
    assert model.host_of(url) == host
    assert MatchRule.parse("exact_host", url).matches(url)


def test_bare_host_names_are_hosts_for_users_but_relative_links_for_the_crawler():
    assert host_of("localhost:8080") == "localhost:8080"
    assert host_of("Example.com.tw/blog") == "example.com.tw"
    assert model.host_of("example.com.tw/blog") is None  # on a page, that is a relative path
    assert normalize_host("中文.台灣.") == "xn--fiq228c.xn--kpry57d"


@pytest.mark.parametrize("url", ["", "https:///path", "http://[bad", "https://a..b/", "https://x.tw:99999/",
                                 "https://bad host.tw/", "https://☃️.example/"])
def test_unusable_hosts_raise_in_the_store_and_are_none_in_the_crawler(url):
    with pytest.raises(InvalidHost):
        host_of(url)
    assert model.host_of(url) is None


@pytest.mark.parametrize("url", [None, "/relative/path", "?q=1", "#top", "mailto:a@b.tw", "javascript:void(0)"])
def test_the_crawler_wrapper_never_raises_and_has_no_host_for_relative_links(url):
    assert model.host_of(url) is None
