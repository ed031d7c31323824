"""The result model: host form, row rules, JSON shape, merging result pages, and the helpers'
documented examples (doctests)."""

from __future__ import annotations

import doctest
import json

import pytest

from crawler.parsers import common
from crawler.serp import (
    Device,
    Engine,
    ParsedSerp,
    ResultType,
    SerpPageError,
    SerpPageKind,
    SerpResult,
    Source,
    model,
)
from crawler.serp.model import offset_results

T = ResultType


@pytest.mark.parametrize(
    ("url", "host"),
    [
        ("https://WWW.Example.COM/path", "www.example.com"),
        ("http://user:pw@shop.example.tw:8080/x", "shop.example.tw:8080"),  # the store's form (analytics.hosts)
        ("https://www.咖啡.tw/", "www.xn--bur6r.tw"),
        ("https://例え.テスト/", "xn--r8jz45g.xn--zckzah"),
        ("https://xn--bur6r.tw/", "xn--bur6r.tw"),
        ("https://example.com./", "example.com"),
        ("/relative/path", None),
        ("http://[broken", None),
        (None, None),
    ],
)
def test_host_is_lowercase_ascii(url, host):
    assert SerpResult(T.SITELINKS, absolute_position=1, url=url).host == host


@pytest.mark.parametrize(
    "kwargs",
    [
        {"type": T.ORGANIC, "absolute_position": 1},  # organic without a position
        {"type": T.AD, "absolute_position": 1, "position": 1},  # a position on a non-organic row
        {"type": T.ORGANIC, "absolute_position": 0, "position": 1},
        {"type": T.ORGANIC, "absolute_position": 1, "position": 0},
        {"type": T.ORGANIC, "absolute_position": 1, "position": 1, "page": 0},
        {"type": "banner", "absolute_position": 1},
    ],
)
def test_invalid_rows_are_refused(kwargs):
    with pytest.raises(ValueError):
        SerpResult(**kwargs)


def _page(page: int, organic: int, *, engine=Engine.GOOGLE, device=Device.DESKTOP, total=None) -> ParsedSerp:
    rows = [SerpResult(T.AD, absolute_position=1, url="https://ads.example/", page=page)]
    rows += [
        SerpResult(
            T.ORGANIC, absolute_position=i + 2, position=i + 1, url=f"https://p{page}.example/{i}", page=page
        )
        for i in range(organic)
    ]
    rows.append(
        SerpResult(T.RELATED_SEARCHES, absolute_position=organic + 2, title=f"query {page}", page=page)
    )
    return ParsedSerp(engine=engine, device=device, results=tuple(rows), total_results=total, pages=(page,))


def test_merge_pages_continues_positions():
    merged = ParsedSerp.merge_pages([_page(3, 2), _page(1, 10, total=1234), _page(2, 9)])
    assert merged.pages == (1, 2, 3)
    assert [r.position for r in merged.organic] == list(range(1, 22))
    assert [r.page for r in merged.organic] == [1] * 10 + [2] * 9 + [3] * 2
    assert [r.absolute_position for r in merged.of_type(T.AD)] == [1, 13, 24]
    assert merged.related_searches == ("query 1", "query 2", "query 3")
    assert merged.total_results == 1234


def test_merge_pages_refuses_mixed_or_repeated_pages():
    with pytest.raises(ValueError):
        ParsedSerp.merge_pages([])
    with pytest.raises(ValueError):
        ParsedSerp.merge_pages([_page(1, 3), _page(1, 3)])
    with pytest.raises(ValueError):
        ParsedSerp.merge_pages([_page(1, 3), _page(2, 3, device=Device.MOBILE)])
    with pytest.raises(ValueError):
        ParsedSerp.merge_pages([_page(1, 3), _page(2, 3, engine=Engine.YAHOO_JP)])


def test_offset_results_moves_only_organic_positions():
    rows = _page(2, 2).results
    moved = offset_results(rows, organic_offset=10, absolute_offset=12)
    assert [(r.position, r.absolute_position) for r in moved] == [(None, 13), (11, 14), (12, 15), (None, 16)]


def test_to_dict_is_json():
    parsed = ParsedSerp(
        engine="yahoo_tw",
        device="mobile",
        source=Source.SERPAPI,
        results=(
            SerpResult(T.ORGANIC, absolute_position=1, position=1, url="https://例え.jp/", title="題"),
            SerpResult(T.PEOPLE_ALSO_ASK, absolute_position=2, title="なぜ？"),
        ),
    )
    data = json.loads(json.dumps(parsed.to_dict(), ensure_ascii=False))
    assert data["engine"] == "yahoo_tw" and data["device"] == "mobile" and data["source"] == "serpapi"
    assert data["organic"] == [
        {"type": "organic", "position": 1, "absolute_position": 1, "url": "https://例え.jp/",
         "host": "xn--r8jz45g.jp", "title": "題", "snippet": "", "page": 1},
    ]  # fmt: skip
    assert [f["type"] for f in data["features"]] == ["people_also_ask"]
    assert data["people_also_ask"] == ["なぜ？"] and data["related_searches"] == []


def test_serp_page_error():
    error = SerpPageError("captcha", "sorry page", engine="google")
    assert error.kind is SerpPageKind.CAPTCHA and error.blocked
    assert error.to_dict() == {"kind": "captcha", "detail": "sorry page", "engine": "google"}
    assert not SerpPageError(SerpPageKind.EMPTY).blocked
    with pytest.raises(ValueError):
        SerpPageError("timeout")


@pytest.mark.parametrize("module", [model, common])
def test_doctests(module):
    assert doctest.testmod(module).failed == 0
