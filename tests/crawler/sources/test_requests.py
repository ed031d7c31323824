"""Request building per engine, country, language, device and page."""

from __future__ import annotations

import base64
from urllib.parse import parse_qsl, urlsplit

import pytest

from crawler.serp.requests import (
    COUNTRIES,
    SerpQuery,
    accept_language,
    first_result,
    language_tag,
    page_request,
    uule,
)

SPEC_COUNTRIES = ["TW", "HK", "US", "DE", "GB", "VN", "ID", "MY", "SG", "PH", "IN", "TH", "JP", "MX", "BR"]


def params(url: str) -> dict[str, str]:
    return dict(parse_qsl(urlsplit(url).query))


def test_every_spec_country_is_known_in_spec_order():
    assert list(COUNTRIES) == SPEC_COUNTRIES


@pytest.mark.parametrize(
    ("country", "hl", "location_code"),
    [("TW", "zh-TW", 2158), ("HK", "zh-HK", 2344), ("US", "en", 2840), ("DE", "de", 2276), ("GB", "en-GB", 2826),
     ("VN", "vi", 2704), ("ID", "id", 2360), ("MY", "ms", 2458), ("SG", "en", 2702), ("PH", "en", 2608),
     ("IN", "en", 2356), ("TH", "th", 2764), ("JP", "ja", 2392), ("MX", "es-419", 2484), ("BR", "pt-BR", 2076)],
)
def test_google_asks_www_google_com_with_the_countrys_hl_and_gl(country, hl, location_code):
    request = page_request(SerpQuery("google", "seo", country, ""), 1)
    assert request.url.startswith("https://www.google.com/search?")
    assert params(request.url) == {"q": "seo", "hl": hl, "gl": country, "pws": "0", "ie": "UTF-8"}
    assert COUNTRIES[country].dataforseo_location_code == location_code


def test_taiwan_and_japan_exactly():
    taiwan = page_request(SerpQuery("google", "台北 咖啡廳", "TW", "zh-TW"), 1)
    assert taiwan.url == ("https://www.google.com/search?q=%E5%8F%B0%E5%8C%97%20%E5%92%96%E5%95%A1%E5%BB%B3"
                          "&hl=zh-TW&gl=TW&pws=0&ie=UTF-8")
    assert taiwan.headers == {"Accept-Language": "zh-TW,zh;q=0.9,en;q=0.8"}
    japan = page_request(SerpQuery("google", "東京 ラーメン", "jp", "ja", "mobile"), 1)
    assert params(japan.url)["hl"] == "ja" and params(japan.url)["gl"] == "JP"
    assert japan.device.value == "mobile"


@pytest.mark.parametrize(("page", "start"), [(1, None), (2, "10"), (3, "20"), (10, "90")])
def test_google_pages_with_start(page, start):
    assert params(page_request(SerpQuery("google", "x", "TW", "zh-TW"), page).url).get("start") == start


def test_a_location_is_sent_as_uule_with_a_literal_plus():
    request = page_request(SerpQuery("google", "c++ 課程", "TW", "zh-TW", location="Taipei City,Taiwan"), 1)
    assert "&uule=w+CAIQICISVGFpcGVpIENpdHksVGFpd2Fu&" in request.url
    assert params(request.url)["q"] == "c++ 課程"  # the keyword's own + stays encoded


@pytest.mark.parametrize("name", ["Taipei City,Taiwan", "東京都,日本", "x" * 200])
def test_uule_decodes_to_the_location_name(name):
    value = uule(name)
    raw = base64.urlsafe_b64decode(value[2:] + "=" * (-len(value[2:]) % 4))
    encoded = name.encode("utf-8")
    length = bytes([len(encoded)]) if len(encoded) < 128 else bytes([len(encoded) & 0x7F | 0x80, len(encoded) >> 7])
    assert value.startswith("w+") and raw == bytes([0x08, 0x02, 0x10, 0x20, 0x22]) + length + encoded


def test_the_google_domain_is_a_setting():
    url = page_request(SerpQuery("google", "x", "JP", "ja"), 2, base_url="http://127.0.0.1:9/google/").url
    assert url.startswith("http://127.0.0.1:9/google/search?q=x&hl=ja&gl=JP&start=10")


@pytest.mark.parametrize(
    ("engine", "country", "page", "expected"),
    [
        ("yahoo_jp", "JP", 1, "https://search.yahoo.co.jp/search?p=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3&ei=UTF-8"),
        ("yahoo_jp", "JP", 3, "https://search.yahoo.co.jp/search?p=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3&ei=UTF-8&b=21"),
        ("yahoo_tw", "TW", 1, "https://tw.search.yahoo.com/search?p=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3&ei=UTF-8&pz=10"),
        ("yahoo_tw", "TW", 2, "https://tw.search.yahoo.com/search?p=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3&ei=UTF-8&pz=10&b=11"),
    ],
)
def test_yahoo_pages_with_b(engine, country, page, expected):
    assert page_request(SerpQuery(engine, "ラーメン", country, ""), page).url == expected


@pytest.mark.parametrize(
    ("engine", "country", "message"),
    [("yahoo_jp", "TW", "yahoo_jp serves JP only"), ("yahoo_tw", "JP", "yahoo_tw serves TW only"),
     ("google", "FR", "unknown country")],
)
def test_an_engine_is_never_asked_for_a_country_it_does_not_serve(engine, country, message):
    with pytest.raises(ValueError, match=message):
        SerpQuery(engine, "x", country, "")


@pytest.mark.parametrize("bad", [{"keyword": "   "}, {"language": "中文"}, {"engine": "bing"}, {"device": "tablet"}])
def test_bad_queries_are_refused(bad):
    with pytest.raises(ValueError):
        SerpQuery(**{"engine": "google", "keyword": "x", "country": "TW", "language": "zh-TW", **bad})


@pytest.mark.parametrize(
    ("given", "tag", "header"),
    [("zh-tw", "zh-TW", "zh-TW,zh;q=0.9,en;q=0.8"), ("ja", "ja", "ja,en;q=0.8"), ("EN", "en", "en"),
     ("pt_br", "pt-BR", "pt-BR,pt;q=0.9,en;q=0.8"), ("es-419", "es-419", "es-419,es;q=0.9,en;q=0.8")],
)
def test_language_tags_and_accept_language(given, tag, header):
    assert language_tag(given) == tag
    assert accept_language(given) == header


def test_a_query_is_built_from_any_key_with_the_same_attributes():
    class Key:
        engine, keyword, country, language, device, location = "google", "台北  美食", "tw", "zh-TW", "mobile", ""

    query = SerpQuery.of(Key())
    assert (query.keyword, query.country, query.device.value) == ("台北 美食", "TW", "mobile")
    assert SerpQuery.of(query) is query


@pytest.mark.parametrize(("page", "first"), [(1, 1), (2, 11), (10, 91)])
def test_first_result(page, first):
    assert first_result(page) == first
