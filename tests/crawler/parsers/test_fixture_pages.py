"""The parsers on the fixture pages written for RankLens (tests/crawler/parsers/fixtures): every
organic URL in order, the features around them, and the error pages that must never become ranks."""

from __future__ import annotations

from collections import Counter

import pytest

from crawler.parsers import parse_html
from crawler.serp import ResultType, SerpPageError, SerpPageKind
from tests.crawler.parsers.conftest import read_fixture

T = ResultType

RESULT_PAGES = [
    pytest.param(
        "google-full-zh-tw.html", "google", "desktop",
        [
            "https://www.walkerland.com.tw/article/view/326543",
            "https://www.ifoodie.tw/explore/台北市/list/咖啡廳",
            "https://www.dcard.tw/f/food/p/255012345",
            "https://www.louisacoffee.co/",
            "https://zh.wikipedia.org/zh-tw/臺灣咖啡",
            "https://travel.yam.com/article/134567",
            "https://www.咖啡.tw/cafe/taipei",
            "https://www.instagram.com/explore/tags/台北咖啡/",
            "https://WWW.Cafe-Nomad.NET/taipei",
            "https://www.youtube.com/watch?v=fixture01",
        ],
        {T.AD: 3, T.AI_OVERVIEW: 1, T.FEATURED_SNIPPET: 1, T.LOCAL_PACK: 3, T.SITELINKS: 3,
         T.PEOPLE_ALSO_ASK: 4, T.RELATED_SEARCHES: 6, T.KNOWLEDGE_PANEL: 1, T.VIDEO: 0, T.SHOPPING: 0},
        1_230_000,
        id="google-full-zh-tw",
    ),
    pytest.param(
        "google-continuous-scroll-en.html", "google", "desktop",
        [
            "https://brewguide.example.com/pour-over",
            "https://www.coffee-notes.example.org/methods/pour-over/",
            "https://www.youtube.com/watch?v=fixture-v1",
            "https://www.reddit.com/r/pourover/comments/fixture/",
            "https://vimeo.com/fixture-v2",
            "https://en.wikipedia.org/wiki/Drip_coffee",
            "https://www.seriouseats.example.com/pour-over-coffee-guide",
            "https://shop.example-roasters.com/collections/pour-over",
            "https://www.homebarista.example.net/forums/pour-over",
            "https://www.nytimes.example.com/wirecutter/reviews/best-pour-over-coffee-gear/",
        ],
        {T.VIDEO: 3, T.PEOPLE_ALSO_ASK: 2, T.RELATED_SEARCHES: 3, T.AD: 0, T.SITELINKS: 0},
        2_140_000,
        id="google-continuous-scroll-en",
    ),
    pytest.param(
        "google-basic-ja.html", "google", "desktop",
        [
            "https://tabelog.com/tokyo/rstLst/ramen/",
            "https://www.ramendb.supleks.jp/rank/tokyo",
            "https://www.timeout.jp/tokyo/ja/restaurants/best-ramen-in-tokyo",
            "https://ja.wikipedia.org/wiki/%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3",
            "https://retty.me/area/PRE13/LCAT6/CAT180/",
            "https://www.hotpepper.jp/SA13/G013/",
            "http://ramen-blog.example.jp/2025/tokyo-best",
            "https://www.google.com/maps/search/ラーメン/",
        ],
        {T.SITELINKS: 3, T.PEOPLE_ALSO_ASK: 3, T.KNOWLEDGE_PANEL: 1, T.RELATED_SEARCHES: 4, T.AD: 0},
        None,
        id="google-basic-ja",
    ),
    pytest.param(
        "google-mobile-zh-tw.html", "google", "mobile",
        [
            "https://www.agoda.com/zh-tw/city/kaohsiung-tw.html",
            "https://www.trivago.com.tw/zh-TW/odr/高雄",
            "https://khh.travel/zh-tw/accommodation",
            "https://www.ptt.cc/bbs/Kaohsiung/M.1700000000.A.123.html",
            "https://www.eslitehotel.com/kaohsiung",
        ],
        {T.AD: 1, T.SITELINKS: 3, T.PEOPLE_ALSO_ASK: 2, T.RELATED_SEARCHES: 3},
        None,
        id="google-mobile-zh-tw",
    ),
    pytest.param(
        "yahoo-tw.html", "yahoo_tw", "desktop",
        [
            "https://www.ifoodie.tw/explore/%E5%8F%B0%E4%B8%AD%E5%B8%82/list/%E7%81%AB%E9%8D%8B",
            "https://www.walkerland.com.tw/article/view/298765",
            "https://www.google.com/maps/search/%E5%8F%B0%E4%B8%AD+%E7%81%AB%E9%8D%8B",
            "https://www.dcard.tw/f/taichung/p/254000111",
            "https://www.火鍋.tw/taichung",
            "https://pixnet.net/blog/post/123456",
            "http://www.taichung-food.example.tw/hotpot",
        ],
        {T.AD: 1, T.SITELINKS: 2, T.PEOPLE_ALSO_ASK: 2, T.NEWS: 2, T.RELATED_SEARCHES: 4, T.KNOWLEDGE_PANEL: 1},
        45_600,
        id="yahoo-tw",
    ),
    pytest.param(
        "yahoo-jp.html", "yahoo_jp", "desktop",
        [
            "https://ja.kyoto.travel/koyo/",
            "https://souda-kyoto.jp/knowledge/autumn_leaves/",
            "https://www.jalan.net/news/article/999001/",
            "https://www.walkerplus.com/special/koyo/ar0726/",
            "https://ja.wikipedia.org/wiki/%E7%B4%85%E8%91%89",
            "https://www.kiyomizudera.or.jp/",
        ],
        {T.AD: 1, T.NEWS: 2, T.IMAGES: 3, T.RELATED_SEARCHES: 4, T.PEOPLE_ALSO_ASK: 0},
        1_840_000,
        id="yahoo-jp",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("fixture", "engine", "device", "urls", "types", "total"), RESULT_PAGES)
def test_result_page(fixture, engine, device, urls, types, total):
    parsed = parse_html(engine, read_fixture(fixture), device=device)

    assert [r.url for r in parsed.organic] == urls
    assert [r.position for r in parsed.organic] == list(range(1, len(urls) + 1))
    assert all(r.title and r.snippet for r in parsed.organic)
    counts = Counter(r.type for r in parsed.results)
    assert {kind: counts[kind] for kind in types} == types
    assert parsed.total_results == total
    assert (parsed.engine.value, parsed.device.value, parsed.pages) == (engine, device, (1,))


def test_google_full_featured_snippet_counts_once_as_organic():
    parsed = parse_html("google", read_fixture("google-full-zh-tw.html"))
    (snippet,) = parsed.of_type(T.FEATURED_SNIPPET)
    first = parsed.organic[0]
    assert snippet.url == first.url == "https://www.walkerland.com.tw/article/view/326543"
    assert snippet.absolute_position == first.absolute_position
    assert snippet.snippet.startswith("台北必去咖啡廳：1. 成真咖啡")
    assert first.position == 1
    # The link inside the expanded PAA answer is neither organic nor a second featured snippet.
    assert "https://www.cafe-map.tw/district" not in {r.url for r in parsed.results}


def test_google_full_blocks_in_page_order():
    parsed = parse_html("google", read_fixture("google-full-zh-tw.html"))
    blocks = []
    for row in parsed.results:
        if not blocks or blocks[-1][0] != row.absolute_position:
            blocks.append((row.absolute_position, row.type))
    assert [kind for _, kind in blocks] == [
        T.AD, T.AD, T.AI_OVERVIEW, T.FEATURED_SNIPPET, T.ORGANIC, T.ORGANIC, T.LOCAL_PACK, T.ORGANIC,
        T.PEOPLE_ALSO_ASK, *[T.ORGANIC] * 6, T.AD, T.RELATED_SEARCHES, T.KNOWLEDGE_PANEL,
    ]  # fmt: skip
    assert [n for n, _ in blocks] == list(range(1, len(blocks) + 1))


def test_google_full_rows():
    parsed = parse_html("google", read_fixture("google-full-zh-tw.html"))
    ads = parsed.of_type(T.AD)
    assert [a.url for a in ads] == [
        "https://www.cafe-beans.com.tw/shop",
        "https://www.brewmaster.tw/taipei?utm_source=google",  # unwrapped from /aclk?…&adurl=
        "https://www.coffeemachine.com.tw/sale",
    ]
    assert ads[0].snippet == "新鮮烘焙，當日出貨。滿千免運，門市位於大安區。"
    louisa = parsed.organic[3]
    sitelinks = [r for r in parsed.of_type(T.SITELINKS) if r.absolute_position == louisa.absolute_position]
    assert [s.title for s in sitelinks] == ["菜單", "門市查詢", "最新消息"]  # the cache link is not one
    hosts = [r.host for r in parsed.organic]
    assert hosts[6] == "www.xn--bur6r.tw"  # www.咖啡.tw, stored as punycode
    assert hosts[8] == "www.cafe-nomad.net"
    assert [p.title for p in parsed.of_type(T.LOCAL_PACK)] == [
        "成真咖啡 忠孝店",
        "木子鳥咖啡",
        "森高砂咖啡館",
    ]
    (overview,) = parsed.of_type(T.AI_OVERVIEW)
    assert overview.title == "AI 摘要" and overview.snippet.startswith("台北的咖啡廳以大安區")
    (panel,) = parsed.of_type(T.KNOWLEDGE_PANEL)
    assert (panel.title, panel.snippet) == ("咖啡廳", "咖啡廳是以提供咖啡及輕食為主的場所，常見於都市街角。")
    assert parsed.people_also_ask == (
        "台北哪裡的咖啡廳最多？",
        "台北咖啡廳可以待多久？",
        "台北有不限時的咖啡廳嗎？",
        "手沖咖啡一杯多少錢？",
    )
    assert parsed.related_searches[0] == "台北 不限時 咖啡廳"


def test_google_continuous_scroll_results_continue_the_first_block():
    """Results appended below #rso by continuous scroll (inside #botstuff) are organic, numbered on."""
    parsed = parse_html("google", read_fixture("google-continuous-scroll-en.html"))
    appended = [r for r in parsed.organic if r.position > 6]
    assert [(r.position, r.title) for r in appended] == [
        (7, "The Serious Guide to Pour Over Coffee"),
        (8, "Pour Over Brewers & Filters - Example Roasters"),
        (9, "Pour over forum - Home Barista"),
        (10, "The Best Pour-Over Coffee Gear - Wirecutter"),
    ]
    assert all(r.snippet for r in appended)
    first_block_end = parsed.organic[5].absolute_position
    assert [r.absolute_position for r in appended] == list(range(first_block_end + 1, first_block_end + 5))
    # The second chunk's own "People also ask" box follows organic 10, before the related searches.
    (paa,) = {r.absolute_position for r in parsed.of_type(T.PEOPLE_ALSO_ASK)}
    (related,) = {r.absolute_position for r in parsed.of_type(T.RELATED_SEARCHES)}
    assert appended[3].absolute_position < paa < related
    # The "More results" button is navigation, not a result.
    assert not any(r.title == "More results" for r in parsed.results)


def test_google_video_in_the_organic_list_is_organic_and_a_video_pack_is_video():
    """A single video result in the organic list (title link with an <h3>, a thumbnail beside it)
    is organic whatever its markup (div.g.PmEWq with [data-vid], or video-voyager), as WebSearcher
    types it ("general", sub-type video); only a pack of video tiles gives video rows."""
    parsed = parse_html("google", read_fixture("google-continuous-scroll-en.html"))
    by_url = {r.url: r for r in parsed.organic}
    assert by_url["https://www.youtube.com/watch?v=fixture-v1"].position == 3
    assert by_url["https://vimeo.com/fixture-v2"].position == 5
    assert by_url["https://vimeo.com/fixture-v2"].snippet.startswith("A quiet morning")
    videos = parsed.of_type(T.VIDEO)
    assert [v.title for v in videos] == [
        "The Ultimate V60 Technique",
        "Chemex vs V60 vs Kalita",
        "Pour Over for Beginners",
    ]
    assert len({v.absolute_position for v in videos}) == 1
    pack = videos[0].absolute_position
    assert by_url["https://www.reddit.com/r/pourover/comments/fixture/"].absolute_position == pack - 1
    assert by_url["https://vimeo.com/fixture-v2"].absolute_position == pack + 1
    # No row other than the organic one points at an organic video.
    assert [r.type for r in parsed.results if r.url == "https://www.youtube.com/watch?v=fixture-v1"] == [
        T.ORGANIC
    ]


def test_google_mobile_skips_apps_and_carousels():
    parsed = parse_html("google", read_fixture("google-mobile-zh-tw.html"), device="mobile")
    urls = {r.url for r in parsed.results}
    assert "https://play.google.com/store/apps/details?id=com.example.hotels" not in urls
    assert not any(u and "instagram.com" in u for u in urls)
    assert parsed.organic[0].title == "2025 高雄住宿推薦 | Agoda"


def test_yahoo_tw_titles_leave_out_the_displayed_url():
    parsed = parse_html("yahoo_tw", read_fixture("yahoo-tw.html"))
    assert parsed.organic[0].title == "台中火鍋推薦 TOP 50 | 愛食記"
    assert parsed.organic[4].host == "www.xn--vnxy75e.tw"
    assert parsed.of_type(T.AD)[0].url == "https://www.hotpot-king.com.tw/taichung?utm_source=yahoo"


def test_yahoo_jp_reads_click_beacons_and_skips_other_cards():
    parsed = parse_html("yahoo_jp", read_fixture("yahoo-jp.html"))
    assert parsed.organic[2].title == "【2025】京都の紅葉名所 20 選 見頃とライトアップ - じゃらんニュース"
    assert parsed.organic[0].title == "京都の紅葉 見頃情報 2025 | 京都観光Navi"  # not the cite text
    assert not any(r.host == "detail.chiebukuro.yahoo.co.jp" for r in parsed.results)
    assert [r.title for r in parsed.of_type(T.IMAGES)] == ["永観堂の紅葉", "東福寺の紅葉", "嵐山の紅葉"]


ERROR_PAGES = [
    ("google-captcha.html", "google", SerpPageKind.CAPTCHA),
    ("google-unusual-traffic-ja.html", "google", SerpPageKind.UNUSUAL_TRAFFIC),
    ("google-consent.html", "google", SerpPageKind.CONSENT),
    ("google-empty-zh-tw.html", "google", SerpPageKind.EMPTY),
    ("yahoo-jp-empty.html", "yahoo_jp", SerpPageKind.EMPTY),
    ("google-captcha.html", "yahoo_tw", SerpPageKind.CAPTCHA),
    ("google-consent.html", "yahoo_jp", SerpPageKind.CONSENT),
    ("yahoo-tw.html", "google", SerpPageKind.UNRECOGNISED),  # another engine's page is no Google SERP
    ("google-full-zh-tw.html", "yahoo_jp", SerpPageKind.UNRECOGNISED),
]


@pytest.mark.parametrize(("fixture", "engine", "kind"), ERROR_PAGES)
def test_error_page(fixture, engine, kind):
    with pytest.raises(SerpPageError) as raised:
        parse_html(engine, read_fixture(fixture))
    assert raised.value.kind is kind
    assert raised.value.engine == engine
    assert raised.value.blocked is (
        kind in {SerpPageKind.CAPTCHA, SerpPageKind.CONSENT, SerpPageKind.UNUSUAL_TRAFFIC}
    )


@pytest.mark.parametrize(
    ("notice", "kind"),
    [
        (
            "Our systems have detected unusual traffic from your computer network.",
            SerpPageKind.UNUSUAL_TRAFFIC,
        ),
        ("我們的系統偵測到您的電腦網路送出的流量有異常情況。", SerpPageKind.UNUSUAL_TRAFFIC),
        ("我们的系统检测到您的计算机网络中存在异常流量。", SerpPageKind.UNUSUAL_TRAFFIC),
        (
            "お使いのコンピュータ ネットワークから通常と異なるトラフィックが検出されました。",
            SerpPageKind.UNUSUAL_TRAFFIC,
        ),
        ("Google に移動する前に", SerpPageKind.CONSENT),
        ("Your search - <b>qwzx</b> - did not match any documents.", SerpPageKind.EMPTY),
        ("「qwzx」に一致する情報は見つかりませんでした。", SerpPageKind.EMPTY),
        ("找不到和您查询的“qwzx”相符的内容或信息。", SerpPageKind.EMPTY),
    ],
)
def test_notices_in_every_language(notice, kind):
    with pytest.raises(SerpPageError) as raised:
        parse_html("google", f"<html><body><div id='main'><p>{notice}</p></div></body></html>")
    assert raised.value.kind is kind


@pytest.mark.parametrize(
    "html", ["", "   \n", "<!-- only a comment -->", "plain text", "<html><body></body></html>"]
)
def test_no_document_is_unrecognised(html):
    for engine in ("google", "yahoo_jp", "yahoo_tw"):
        with pytest.raises(SerpPageError) as raised:
            parse_html(engine, html)
        assert raised.value.kind is SerpPageKind.UNRECOGNISED


def test_page_number_is_recorded_and_pages_merge():
    first = parse_html("google", read_fixture("google-full-zh-tw.html"), page=1)
    second = parse_html("google", read_fixture("google-full-zh-tw.html"), page=2)
    assert {r.page for r in second.results} == {2}
    assert second.organic[0].position == 1  # a page alone numbers from 1

    merged = type(first).merge_pages([second, first])
    assert merged.pages == (1, 2)
    assert [r.position for r in merged.organic] == list(range(1, 21))
    assert merged.organic[10].url == first.organic[0].url and merged.organic[10].page == 2
    last_block = max(r.absolute_position for r in first.results)
    assert min(r.absolute_position for r in merged.results if r.page == 2) == last_block + 1
