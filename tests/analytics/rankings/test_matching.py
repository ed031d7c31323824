import pytest
from hypothesis import given
from hypothesis import strategies as st

from analytics.rankings.ingest import Fetched, ingest_serps
from analytics.rankings.keys import normalize_keyword
from analytics.rankings.matching import (
    InvalidRule,
    MatchKind,
    MatchRule,
    registrable_domain,
    url_key,
)
from analytics.schema import runner
from tests.analytics.rankings.builders import SCOPE, at, day

URLS = [
    "https://example.com/",
    "http://www.example.com/blog/post-1",
    "https://blog.example.com/a",
    "https://badexample.com/",
    "https://example.com/blog-old/",
    "https://example.com/blog/post-1?ref=x",
    "https://shop.example.com.tw/產品/1",
    "https://例子.台灣/頁",
    "https://www.例子.台灣/",
]


def rule(kind, value, www=True):
    return MatchRule.parse(kind, value, www_equivalent=www)


CASES = [
    (rule("exact_host", "example.com"), {0, 1, 4, 5}),                 # www and bare are one host by default
    (rule("exact_host", "example.com", www=False), {0, 4, 5}),
    (rule("exact_host", "www.example.com", www=False), {1}),
    (rule("exact_host", "https://BLOG.example.com/anything"), {2}),
    (rule("domain", "example.com"), {0, 1, 2, 4, 5}),                 # every subdomain, never badexample.com
    (rule("domain", "www.example.com"), {0, 1, 2, 4, 5}),             # www. dropped from a domain
    (rule("domain", "www.example.com", www=False), {1}),
    (rule("domain", "example.com.tw"), {6}),
    (rule("url_prefix", "example.com/blog"), {1, 4, 5}),              # a plain prefix: /blog-old too
    (rule("url_prefix", "https://example.com/blog/"), {1, 5}),
    (rule("url_prefix", "http://www.example.com/blog/", www=False), {1}),
    (rule("url_prefix", "example.com/blog/", www=False), {5}),
    (rule("url_prefix", "shop.example.com.tw/%E7%94%A2%E5%93%81/"), {6}),  # encoded and raw paths agree
    (rule("exact_url", "https://www.example.com/blog/post-1"), {1}),  # query string is part of the URL
    (rule("exact_url", "example.com/blog/post-1?ref=x#frag"), {5}),
    (rule("exact_url", "http://example.com"), {0}),                     # empty path is /
    (rule("exact_host", "例子.台灣"), {7, 8}),                          # IDN typed in Unicode
    (rule("domain", "xn--fsqu00a.xn--kpry57d"), {7, 8}),               # or in punycode
    (rule("exact_url", "https://例子.台灣/頁"), {7}),
]


@pytest.mark.parametrize(("match", "expected"), CASES)
def test_rule_matches(match, expected):
    assert {i for i, u in enumerate(URLS) if match.matches(u)} == expected


def test_normal_forms():
    assert url_key("HTTPS://Example.com/產品?q=台北 美食#top") == (
        "example.com/%E7%94%A2%E5%93%81?q=%E5%8F%B0%E5%8C%97%20%E7%BE%8E%E9%A3%9F")
    assert url_key("https://example.com/a/") != url_key("https://example.com/a")  # trailing slash kept
    assert registrable_domain("blog.shop.example.com.tw") == "example.com.tw"
    assert registrable_domain("someone.github.io") == "someone.github.io"  # private suffixes count
    assert registrable_domain("xn--fsqu00a.xn--kpry57d") == "xn--fsqu00a.xn--kpry57d"
    assert registrable_domain("127.0.0.1") == "127.0.0.1"


@pytest.mark.parametrize("raw", ["", "https:///path", "http://[bad", "https://a..b/"])
def test_unusable_values_are_refused(raw):
    with pytest.raises(InvalidRule):
        MatchRule.parse(MatchKind.EXACT_HOST, raw)


def test_default_rule_for_a_site():
    assert MatchRule.for_site("https://www.example.com/") == MatchRule(MatchKind.DOMAIN, "example.com")
    assert MatchRule.for_site("https://example.com/blog/") == MatchRule(MatchKind.URL_PREFIX, "example.com/blog/")


def test_sql_predicates_agree_with_python_and_take_values_only_as_parameters(analytics_store):
    runner.apply(analytics_store)
    results = [{"type": "organic", "position": i + 1, "absolute_position": i + 1, "url": u}
               for i, u in enumerate(URLS)]
    ingest_serps(analytics_store, [Fetched(SCOPE.key("kw", day(0)), results, "sandbox", at(0))])
    hostile = rule("url_prefix", "example.com/'); DROP TABLE serp_results; --")
    for match, expected in [*CASES, (hostile, set())]:
        predicate, params = match.predicate("r")
        assert match.value not in predicate
        rows = analytics_store.query(f"SELECT position - 1 FROM serp_ranks WHERE {predicate}",
                                     parameters=params).result_rows
        assert {r[0] for r in rows} == expected, match
    assert analytics_store.command("SELECT count() FROM serp_results") == len(URLS)

PATHS = st.text(alphabet=st.sampled_from("abcXYZ/-_.%?=&#~ 台灣頁ア1"), max_size=20)
HOSTS = st.sampled_from(["example.com", "WWW.Example.com", "例子.台灣", "sub.example.co.jp", "127.0.0.1:8080"])


@given(HOSTS, PATHS)
def test_url_key_is_idempotent(host, path):
    key = url_key(f"https://{host}/{path}")
    assert url_key(key) == key
    assert MatchRule.parse("exact_url", key).matches(f"http://{host}/{path}")


@given(st.text(max_size=40))
def test_matching_never_raises_on_any_result_url(text):
    assert MatchRule.parse("domain", "example.com").matches(text) in (True, False)


@given(st.text(max_size=30))
def test_normalize_keyword_is_idempotent(text):
    assert normalize_keyword(normalize_keyword(text)) == normalize_keyword(text)
