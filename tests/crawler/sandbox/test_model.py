"""The sandbox's search engine: deterministic per (keyword, day), plausible from day to day, and
written in markup the real parsers read on every engine and device."""

from __future__ import annotations

import itertools
import statistics
from datetime import date, timedelta

import pytest

from crawler.parsers import parse_html
from crawler.sandbox.markup import MARKER_META, captcha_page, render
from crawler.sandbox.model import ORGANIC_DEPTH, build_serp, result_count
from crawler.serp import SerpPageError, SerpPageKind

DAY = date(2025, 11, 20)
ENGINES = [("google", "TW", "zh-TW"), ("yahoo_jp", "JP", "ja"), ("yahoo_tw", "TW", "zh-TW")]


def ranks(keyword: str, day: date, **kwargs) -> dict[str, int]:
    serp = build_serp("google", keyword, day, country="TW", language="zh-TW", **kwargs)
    return {listing.domain: position for position, listing in enumerate(serp.organic, start=1)}


def test_same_keyword_and_day_give_the_same_serp():
    first = build_serp("google", "台北 咖啡廳", DAY, country="TW", language="zh-TW")
    again = build_serp("google", " 台北  咖啡廳 ", DAY, country="TW", language="zh-TW")
    assert first == again
    assert len(first.organic) == ORGANIC_DEPTH
    assert len({listing.domain for listing in first.organic}) == ORGANIC_DEPTH  # each domain once


def test_another_keyword_or_day_gives_another_serp():
    base = build_serp("google", "台北 咖啡廳", DAY, country="TW", language="zh-TW")
    assert build_serp("google", "台中 火鍋", DAY, country="TW", language="zh-TW").organic != base.organic
    assert build_serp("google", "台北 咖啡廳", DAY + timedelta(days=1), country="TW", language="zh-TW").organic != base.organic


def test_ranks_move_plausibly_across_days():
    days = [DAY + timedelta(days=n) for n in range(31)]
    daily = [ranks("台北 咖啡廳", day) for day in days]
    top10_moves = [
        statistics.mean(abs(today.get(domain, ORGANIC_DEPTH + 1) - position)
                        for domain, position in yesterday.items() if position <= 10)
        for yesterday, today in itertools.pairwise(daily)
    ]
    # Day to day the top moves a little (a few places at most on average) …
    assert max(top10_moves) < 3
    # … yet it does move, and over a month the top 10 is not the same list.
    assert sum(top10_moves) > 0
    first_top10 = [d for d, p in sorted(daily[0].items(), key=lambda kv: kv[1])][:10]
    last_top10 = [d for d, p in sorted(daily[-1].items(), key=lambda kv: kv[1])][:10]
    assert first_top10 != last_top10
    # The tail is more volatile than the top, as on the real engines.
    tail_moves = [
        statistics.mean(abs(today.get(domain, ORGANIC_DEPTH + 1) - position)
                        for domain, position in yesterday.items() if 50 < position <= 100)
        for yesterday, today in itertools.pairwise(daily)
    ]
    assert statistics.mean(tail_moves) > statistics.mean(top10_moves)


def test_mobile_and_desktop_rank_nearly_alike_but_not_identically():
    desktop = ranks("東京 ラーメン", DAY)
    mobile = ranks("東京 ラーメン", DAY, device="mobile")
    top10 = {d for d, p in desktop.items() if p <= 10}
    assert len(top10 & {d for d, p in mobile.items() if p <= 10}) >= 8
    assert desktop != mobile
    assert statistics.mean(abs(mobile[d] - p) for d, p in desktop.items() if p <= 10) < 3


def test_yahoo_japan_shows_googles_ranking_and_yahoo_taiwan_its_own():
    google = build_serp("google", "東京 ラーメン", DAY, country="JP", language="ja")
    yahoo_jp = build_serp("yahoo_jp", "東京 ラーメン", DAY, country="JP", language="ja")
    yahoo_tw = build_serp("yahoo_tw", "東京 ラーメン", DAY, country="TW", language="zh-TW")
    assert [x.url for x in yahoo_jp.organic] == [x.url for x in google.organic]
    assert [x.domain for x in yahoo_tw.organic] != [x.domain for x in build_serp(
        "google", "東京 ラーメン", DAY, country="TW", language="zh-TW").organic]


def test_operator_domains_compete_in_every_serp():
    serp = build_serp("google", "台北 咖啡廳", DAY, country="TW", language="zh-TW",
                      extra_domains=("www.my-cafe.tw", "rival-cafe.com.tw"))
    assert {"www.my-cafe.tw", "rival-cafe.com.tw"} <= {listing.domain for listing in serp.organic}


def test_titles_follow_the_search_language():
    assert "推薦" in " ".join(x.title for x in build_serp("google", "咖啡", DAY, country="TW", language="zh-TW").organic)
    assert "おすすめ" in " ".join(x.title for x in build_serp("google", "コーヒー", DAY, country="JP", language="ja").organic)
    assert "Best" in " ".join(x.title for x in build_serp("google", "coffee", DAY, country="US", language="en").organic)


@pytest.mark.parametrize(("engine", "country", "language"), ENGINES)
@pytest.mark.parametrize("device", ["desktop", "mobile"])
def test_every_page_parses_with_the_engines_parser(engine, country, language, device):
    serp = build_serp(engine, "台北 咖啡廳", DAY, country=country, language=language, device=device)
    for page in (1, 2, 10):
        html = render(engine, serp, page=page, per_page=10, language=language, mobile=device == "mobile")
        assert MARKER_META in html
        parsed = parse_html(engine, html, device=device, page=page)
        assert [r.url for r in parsed.organic] == [x.url for x in serp.organic[(page - 1) * 10 : page * 10]]
        assert [r.position for r in parsed.organic] == list(range(1, 11))
        assert parsed.total_results == serp.total_results
        if page == 1:
            assert list(parsed.related_searches) == list(serp.related)
        else:
            assert not parsed.features


def test_google_markup_differs_by_device():
    serp = build_serp("google", "台北 咖啡廳", DAY, country="TW", language="zh-TW")
    desktop = render("google", serp, page=2, per_page=10, language="zh-TW", mobile=False)
    mobile = render("google", serp, page=2, per_page=10, language="zh-TW", mobile=True)
    assert 'class="yuRUbf"' in desktop and "cz3goc" not in desktop
    assert 'class="cz3goc' in mobile and 'role="heading"' in mobile and "yuRUbf" not in mobile


def test_a_featured_snippet_counts_once_as_organic():
    day = next(DAY + timedelta(days=n) for n in range(60)
               if build_serp("google", "台北 咖啡廳", DAY + timedelta(days=n), country="TW", language="zh-TW").featured_snippet)
    serp = build_serp("google", "台北 咖啡廳", day, country="TW", language="zh-TW")
    parsed = parse_html("google", render("google", serp, page=1, per_page=10, language="zh-TW", mobile=False))
    snippet = parsed.of_type("featured_snippet")
    assert len(snippet) == 1 and snippet[0].url == serp.organic[0].url
    assert [r.url for r in parsed.organic] == [x.url for x in serp.organic[:10]]


@pytest.mark.parametrize(("engine", "country", "language"), ENGINES)
def test_past_the_last_result_the_engine_says_nothing_matched(engine, country, language):
    serp = build_serp(engine, "台北 咖啡廳", DAY, country=country, language=language)
    with pytest.raises(SerpPageError) as caught:
        parse_html(engine, render(engine, serp, page=11, per_page=10, language=language, mobile=False), page=11)
    assert caught.value.kind is SerpPageKind.EMPTY


@pytest.mark.parametrize("engine", ["google", "yahoo_jp", "yahoo_tw"])
def test_the_captcha_page_is_a_captcha_for_every_parser(engine):
    with pytest.raises(SerpPageError) as caught:
        parse_html(engine, captcha_page("/search?q=x"))
    assert caught.value.kind is SerpPageKind.CAPTCHA


def test_niche_keywords_run_out_of_results():
    niche = next(k for k in (f"冷門關鍵字 {i}" for i in range(100)) if result_count(k) < ORGANIC_DEPTH)
    serp = build_serp("google", niche, DAY, country="TW", language="zh-TW")
    assert 15 <= len(serp.organic) == result_count(niche) < ORGANIC_DEPTH
    last_page = (len(serp.organic) - 1) // 10 + 1
    parsed = parse_html("google", render("google", serp, page=last_page, per_page=10, language="zh-TW", mobile=False))
    assert [r.url for r in parsed.organic] == [x.url for x in serp.organic[(last_page - 1) * 10 :]]
