"""SERP-API payloads mapped into the result model: the real samples of shared/data/serp/api (skipped
when absent) and hand-written payloads in the providers' documented shape (fixtures/api)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crawler.parsers.serp_api import from_dataforseo, from_payload, from_serpapi, from_serper
from crawler.serp import ParsedSerp, ResultType, SerpPageError, SerpPageKind
from tests.crawler.parsers.conftest import FIXTURES

T = ResultType


def _fixture(name: str) -> dict:
    return json.loads((FIXTURES / "api" / name).read_text(encoding="utf-8"))


def _blocks(parsed: ParsedSerp) -> list[ResultType]:
    seen: dict[int, ResultType] = {}
    for row in parsed.results:
        seen.setdefault(row.absolute_position, row.type)
    return [seen[k] for k in sorted(seen)]


# --- shared samples ---------------------------------------------------------------------------


def test_shared_serpapi_sample(shared_serp):
    payload = json.loads(
        (shared_serp / "api/serpapi-google-coffee-us-2022-03.json").read_text(encoding="utf-8")
    )
    parsed = from_payload("serpapi", payload)
    assert (parsed.engine.value, parsed.device.value, parsed.source.value) == ("google", "desktop", "serpapi")
    assert [r.url for r in parsed.organic] == [o["link"] for o in payload["organic_results"]]
    assert [r.position for r in parsed.organic] == list(range(1, 9))
    assert parsed.people_also_ask == tuple(q["question"] for q in payload["related_questions"])
    assert parsed.related_searches == tuple(s["query"] for s in payload["related_searches"])
    (panel,) = parsed.of_type(T.KNOWLEDGE_PANEL)
    assert panel.title == "Coffee"
    assert len(parsed.of_type(T.VIDEO)) == 3
    assert parsed.total_results == 4_340_000_000


def test_shared_serper_sample(shared_serp):
    payload = json.loads(
        (shared_serp / "api/serper-google-search-apple-inc-2023-05.json").read_text(encoding="utf-8")
    )
    parsed = from_payload("serper", payload)
    assert [r.url for r in parsed.organic] == [o["link"] for o in payload["organic"]]
    assert [r.position for r in parsed.organic] == [1, 2, 3, 4, 5, 6]
    first_block = [r for r in parsed.results if r.absolute_position == parsed.organic[0].absolute_position]
    assert [r.title for r in first_block if r.type is T.SITELINKS] == [
        s["title"] for s in payload["organic"][0]["sitelinks"]
    ]
    assert len(parsed.people_also_ask) == 4 and len(parsed.related_searches) == 10
    assert parsed.of_type(T.KNOWLEDGE_PANEL)[0].url == "http://www.apple.com/"
    assert parsed.total_results is None


def test_shared_dataforseo_sample(shared_serp):
    """The docs example cut to 10 items: positions keep the page's numbers (rank_group plus the
    featured snippet above), with the gap the cut left."""
    payload = json.loads(
        (shared_serp / "api/dataforseo-serp-google-organic-live-regular-docs-example.json").read_text(
            encoding="utf-8"
        )
    )
    parsed = from_payload("dataforseo", payload)
    assert [(r.position, r.host) for r in parsed.organic] == [
        (1, "www.rome.net"), (2, "www.kayak.com"), (3, "www.skyscanner.com"), (4, "www.expedia.com"),
        (95, "www.ethiopianairlines.com"), (96, "www.vietnamairlines.com"), (97, "books.google.com"),
    ]  # fmt: skip
    (snippet,) = parsed.of_type(T.FEATURED_SNIPPET)
    assert snippet.absolute_position == parsed.organic[0].absolute_position == 1
    assert [r.absolute_position for r in parsed.of_type(T.AD)] == [2, 3, 4]
    assert parsed.organic[-1].absolute_position == 99
    assert parsed.total_results == 85_600_000


# --- hand-written payloads --------------------------------------------------------------------


def test_serpapi_payload():
    parsed = from_serpapi(_fixture("serpapi-google-zh-tw.json"))
    assert parsed.device.value == "mobile"  # from search_parameters
    assert [(r.position, r.url) for r in parsed.organic] == [
        (1, "https://www.walkerland.com.tw/article/view/326543"),  # the answer box's link counts once
        (2, "https://www.ifoodie.tw/explore/台北市/list/咖啡廳"),  # organic_results sorted by their position
        (3, "https://www.dcard.tw/f/food/p/255012345"),
        (4, "https://www.louisacoffee.co/"),
        (5, "https://zh.wikipedia.org/zh-tw/臺灣咖啡"),
    ]
    assert _blocks(parsed) == [
        T.AD, T.FEATURED_SNIPPET, T.LOCAL_PACK, T.ORGANIC, T.ORGANIC, T.ORGANIC, T.ORGANIC,
        T.PEOPLE_ALSO_ASK, T.VIDEO, T.AD, T.RELATED_SEARCHES, T.KNOWLEDGE_PANEL,
    ]  # fmt: skip
    assert [r.title for r in parsed.of_type(T.SITELINKS)] == ["大安區", "中山區", "門市查詢"]
    assert [r.url for r in parsed.of_type(T.LOCAL_PACK)] == ["https://www.truthcoffee.com.tw/", None]
    assert parsed.people_also_ask == ("台北哪裡的咖啡廳最多？", "台北咖啡廳可以待多久？")
    assert parsed.related_searches == ("台北 不限時 咖啡廳", "大安區 咖啡廳 安靜", "台北 咖啡廳 插座")
    assert parsed.total_results == 1_230_000 and parsed.pages == (1,)


def test_serper_payload_page_two():
    parsed = from_serper(_fixture("serper-google-ja.json"), device="mobile")
    assert parsed.pages == (2,) and {r.page for r in parsed.results} == {2}
    assert [r.url for r in parsed.organic] == [
        "https://ja.kyoto.travel/koyo/",
        "https://souda-kyoto.jp/knowledge/autumn_leaves/",
        "https://www.walkerplus.com/special/koyo/ar0726/",
        "https://ja.wikipedia.org/wiki/紅葉",
    ]
    counts = Counter(r.type for r in parsed.results)
    assert counts == {T.FEATURED_SNIPPET: 1, T.ORGANIC: 4, T.SITELINKS: 2, T.PEOPLE_ALSO_ASK: 2,
                      T.TOP_STORIES: 1, T.RELATED_SEARCHES: 2, T.KNOWLEDGE_PANEL: 1}  # fmt: skip
    assert parsed.device.value == "mobile"


def test_dataforseo_payload():
    parsed = from_dataforseo(_fixture("dataforseo-google-organic-zh-tw.json"))
    assert (parsed.device.value, parsed.total_results) == ("mobile", 1_230_000)
    assert [(r.position, r.host) for r in parsed.organic] == [
        (1, "www.walkerland.com.tw"), (2, "www.ifoodie.tw"), (3, "www.dcard.tw"), (4, "www.louisacoffee.co"),
    ]  # fmt: skip
    assert _blocks(parsed) == [
        T.AI_OVERVIEW, T.FEATURED_SNIPPET, T.AD, T.ORGANIC, T.LOCAL_PACK, T.LOCAL_PACK, T.ORGANIC,
        T.PEOPLE_ALSO_ASK, T.ORGANIC, T.RELATED_SEARCHES, T.KNOWLEDGE_PANEL,
    ]  # fmt: skip
    (panel,) = parsed.of_type(T.KNOWLEDGE_PANEL)
    assert panel.absolute_position == 11  # the right column follows the left one
    assert parsed.of_type(T.SITELINKS)[0].title == "大安區"
    assert parsed.people_also_ask == ("台北哪裡的咖啡廳最多？", "台北咖啡廳可以待多久？")
    assert parsed.of_type(T.AI_OVERVIEW)[0].snippet == "台北的咖啡廳以大安區、中山區最為集中。"


def test_dataforseo_bare_result_object():
    payload = _fixture("dataforseo-google-organic-zh-tw.json")
    parsed = from_dataforseo(payload["tasks"][0]["result"][0])
    assert len(parsed.organic) == 4 and parsed.device.value == "desktop"


def test_api_pages_merge():
    first = from_serpapi(_fixture("serpapi-google-zh-tw.json"), device="desktop")
    second = from_serper(_fixture("serper-google-ja.json"))
    with pytest.raises(ValueError):  # different sources are not one SERP
        ParsedSerp.merge_pages([first, second])


@pytest.mark.parametrize(
    ("source", "payload", "kind"),
    [
        ("serpapi", "serpapi-error-empty.json", SerpPageKind.EMPTY),
        ("serpapi", {"error": "Invalid API key."}, SerpPageKind.UNRECOGNISED),
        ("serpapi", {"search_metadata": {"status": "Success"}, "organic_results": []}, SerpPageKind.EMPTY),
        ("serper", {"message": "Unauthorized."}, SerpPageKind.UNRECOGNISED),
        ("serper", {"searchParameters": {"q": "x"}, "organic": []}, SerpPageKind.EMPTY),
        ("dataforseo", "dataforseo-error.json", SerpPageKind.EMPTY),
        ("dataforseo", {"status_code": 40100, "status_message": "Authentication failed."}, SerpPageKind.UNRECOGNISED),
        ("dataforseo", {"status_code": 20000, "tasks": []}, SerpPageKind.UNRECOGNISED),
        ("dataforseo", {"status_code": 20000, "tasks": [{"status_code": 20000, "result": [{"items": []}]}]},
         SerpPageKind.EMPTY),
        ("dataforseo", {"status_code": 20000, "tasks": [{"data": {"se": "bing"}, "result": [{"items": []}]}]},
         SerpPageKind.UNRECOGNISED),
        ("serper", ["not", "an", "object"], SerpPageKind.UNRECOGNISED),
    ],
)  # fmt: skip
def test_payload_errors(source, payload, kind):
    if isinstance(payload, str):
        payload = _fixture(payload)
    with pytest.raises(SerpPageError) as raised:
        from_payload(source, payload)
    assert raised.value.kind is kind
    assert raised.value.engine == source


def test_html_is_not_a_payload_source():
    with pytest.raises(ValueError):
        from_payload("html", {})


# --- arbitrary payloads -----------------------------------------------------------------------

KEYS = (
    "error", "message", "status_code", "status_message", "tasks", "result", "items", "type", "rank_group",
    "rank_absolute", "position", "url", "link", "title", "snippet", "description", "links", "sitelinks",
    "organic_results", "organic", "answer_box", "answerBox", "related_questions", "peopleAlsoAsk",
    "related_searches", "relatedSearches", "knowledge_graph", "knowledgeGraph", "search_parameters",
    "searchParameters", "device", "page", "data", "se", "question", "query", "inline", "expanded", "ads",
    "local_results", "places", "search_information", "total_results", "se_results_count", "pagination", "current",
)  # fmt: skip
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=12),
    st.sampled_from(("organic", "featured_snippet", "paid", "people_also_ask", "right", "https://a.example/x",
                     "mobile", "desktop", "tablet", "google", "bing", 20000, "bottom")),
)  # fmt: skip
JSON = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(KEYS), inner, max_size=6)
    ),
    max_leaves=30,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(payload=JSON, source=st.sampled_from(("serpapi", "serper", "dataforseo")))
def test_arbitrary_payload_raises_only_serp_page_error(payload, source):
    try:
        parsed = from_payload(source, payload)
    except SerpPageError:
        return
    assert [r.position for r in parsed.organic] == sorted({r.position for r in parsed.organic})
    assert all(r.url and r.url.startswith(("http://", "https://")) for r in parsed.organic)


@pytest.mark.parametrize(
    ("source", "payload"),
    [
        ("serpapi", {"search_parameters": {"device": "tablet"}, "organic_results": [{"link": "https://a.example/"}]}),
        ("serpapi", {"search_parameters": ["x"], "organic_results": [{"link": "https://a.example/", "position": "x"}]}),
        ("dataforseo", {"tasks": [{"data": {"se": ["x"]}, "result": [{"items": [{"type": "organic", "url": "https://a.example/"}]}]}]}),
        ("serper", {"searchParameters": {"page": -3}, "organic": [{"link": "https://a.example/"}]}),
        ("dataforseo", {"tasks": [{"result": [{"items": [
            {"type": "organic", "url": "https://a.example/", "rank_group": 0, "rank_absolute": -4},
            {"type": "organic", "url": "https://b.example/", "rank_group": -5, "rank_absolute": -4},
            {"type": "featured_snippet", "url": "https://c.example/", "rank_absolute": 2},
        ]}]}]}),
    ],
)  # fmt: skip
def test_malformed_payloads_give_valid_rows_or_serp_page_error(source, payload):
    test_arbitrary_payload_raises_only_serp_page_error.hypothesis.inner_test(payload=payload, source=source)
