"""The SERP-API clients against local servers answering each provider's documented JSON: what the
client sends (endpoint, parameters, body, credentials), how pages merge, and how errors are kept."""

from __future__ import annotations

import base64
import socket

import pytest

from crawler.serp.depth import DepthHint
from crawler.serp.jobs import FetchErrorKind
from crawler.serp.model import Source
from crawler.serp.requests import SerpQuery
from crawler.serp.sources import DataForSeoSource, SerpApiSource, SerperSource
from tests.crawler.sources import providers
from tests.crawler.sources.providers import ProviderServer, listings

TAIPEI = SerpQuery("google", "台北 咖啡廳", "TW", "zh-TW")


def urls(keyword: str, country: str, language: str, device: str = "desktop") -> list[str]:
    return [x.url for x in listings(keyword, country, language, device).organic]


def test_serpapi_pages_with_start_and_sends_the_documented_parameters():
    with ProviderServer(providers.serpapi) as server:
        source = SerpApiSource("serpapi-key", server.url)
        answer = source.fetch(TAIPEI, depth=20, strategy="full")
    assert answer.ok and answer.source == "serpapi" and answer.pages_fetched == 2 and not answer.ended
    assert answer.parsed.source is Source.SERPAPI and answer.parsed.pages == (1, 2)
    assert [r.position for r in answer.parsed.organic] == list(range(1, 21))
    assert [r.url for r in answer.parsed.organic] == urls("台北 咖啡廳", "TW", "zh-TW")[:20]
    first, second = server.received
    assert (first.method, first.path) == ("GET", "/search.json")
    assert first.params == {"engine": "google", "q": "台北 咖啡廳", "google_domain": "google.com", "gl": "tw",
                            "hl": "zh-tw", "device": "desktop", "num": "10", "api_key": "serpapi-key"}
    assert second.params["start"] == "10"


def test_serpapi_sends_a_location_and_the_mobile_device():
    with ProviderServer(providers.serpapi) as server:
        query = SerpQuery("google", "東京 ラーメン", "JP", "ja", "mobile", "Shinjuku,Tokyo,Japan")
        answer = SerpApiSource("serpapi-key", server.url).fetch(query)
    assert answer.ok and answer.parsed.device.value == "mobile"
    assert server.received[0].params | {"api_key": "x"} == {
        "engine": "google", "q": "東京 ラーメン", "google_domain": "google.com", "gl": "jp", "hl": "ja",
        "device": "mobile", "num": "10", "location": "Shinjuku,Tokyo,Japan", "api_key": "x"}


def test_serpapi_smart_depth_stops_once_the_site_is_found():
    at_12 = urls("台北 美食", "TW", "zh-TW")[11].split("/")[2]
    with ProviderServer(providers.serpapi) as server:
        answer = SerpApiSource("serpapi-key", server.url).fetch(
            SerpQuery("google", "台北 美食", "TW", "zh-TW"), depth=100, hint=DepthHint(None, (at_12,)))
    assert answer.parsed.pages == (1, 2) and len(server.received) == 2


def test_serpapi_past_the_last_result_ends_the_serp():
    from crawler.sandbox.model import result_count

    niche = next(k for k in (f"冷門關鍵字 {i}" for i in range(100)) if 20 < result_count(k) < 30)
    with ProviderServer(providers.serpapi) as server:
        answer = SerpApiSource("serpapi-key", server.url).fetch(SerpQuery("google", niche, "TW", "zh-TW"),
                                                                depth=50, strategy="full")
    assert answer.ok and answer.parsed.pages == (1, 2, 3)
    assert len(answer.parsed.organic) == result_count(niche)


def test_serpapi_refuses_a_wrong_key():
    with ProviderServer(providers.serpapi) as server:
        answer = SerpApiSource("wrong", server.url).fetch(TAIPEI)
    assert not answer.ok and answer.error.kind is FetchErrorKind.AUTH and answer.parsed is None
    assert "Invalid API key" in answer.error.detail


def test_serper_posts_the_documented_body_with_its_key_header():
    with ProviderServer(providers.serper) as server:
        answer = SerperSource("serper-key", server.url).fetch(SerpQuery("google", "東京 ラーメン", "JP", "ja"),
                                                              depth=20, strategy="full")
    assert answer.ok and answer.parsed.source is Source.SERPER
    assert [r.url for r in answer.parsed.organic] == urls("東京 ラーメン", "JP", "ja")[:20]
    assert [r.position for r in answer.parsed.organic] == list(range(1, 21))
    assert answer.parsed.people_also_ask  # page 1's questions are kept
    first, second = server.received
    assert (first.method, first.path, first.headers["X-API-KEY"]) == ("POST", "/search", "serper-key")
    assert first.headers["Content-Type"] == "application/json"
    assert first.body == {"q": "東京 ラーメン", "gl": "jp", "hl": "ja", "num": 10, "page": 1}
    assert second.body["page"] == 2


def test_serper_answers_no_mobile_serp_rather_than_a_desktop_one():
    with ProviderServer(providers.serper) as server:
        answer = SerperSource("serper-key", server.url).fetch(SerpQuery("google", "x", "TW", "zh-TW", "mobile"))
    assert answer.error.kind is FetchErrorKind.UNSUPPORTED and server.received == []


def test_serper_refuses_a_wrong_key():
    with ProviderServer(providers.serper) as server:
        answer = SerperSource("wrong", server.url).fetch(TAIPEI)
    assert answer.error.kind is FetchErrorKind.AUTH and "Unauthorized" in answer.error.detail


def test_dataforseo_asks_the_whole_depth_in_one_task_with_basic_auth():
    with ProviderServer(providers.dataforseo) as server:
        answer = DataForSeoSource("login@example.com", "dfs-password", server.url).fetch(TAIPEI, depth=30)
    assert answer.ok and answer.parsed.source is Source.DATAFORSEO and answer.pages_fetched == 3 and not answer.ended
    assert [r.position for r in answer.parsed.organic] == list(range(1, 31))
    assert [r.url for r in answer.parsed.organic] == urls("台北 咖啡廳", "TW", "zh-TW")[:30]
    (request,) = server.received
    assert (request.method, request.path) == ("POST", "/v3/serp/google/organic/live/advanced")
    assert request.headers["Authorization"] == "Basic " + base64.b64encode(b"login@example.com:dfs-password").decode()
    assert request.body == [{"keyword": "台北 咖啡廳", "language_code": "zh-TW", "device": "desktop", "os": "windows",
                             "depth": 30, "location_code": 2158}]


def test_dataforseo_names_a_city_and_a_mobile_os():
    with ProviderServer(lambda request: (200, {"status_code": 20000, "tasks": []})) as server:
        DataForSeoSource("a", "b", server.url).fetch(SerpQuery("google", "x", "HK", "zh-HK", "mobile", "Hong Kong"))
    assert server.received[0].body == [{"keyword": "x", "language_code": "zh-TW", "device": "mobile", "os": "android",
                                        "depth": 10, "location_name": "Hong Kong"}]


def test_dataforseo_refuses_wrong_credentials():
    with ProviderServer(providers.dataforseo) as server:
        answer = DataForSeoSource("login@example.com", "wrong", server.url).fetch(TAIPEI)
    assert answer.error.kind is FetchErrorKind.AUTH


@pytest.mark.parametrize(
    ("status", "payload", "kind"),
    [
        (429, {"error": "Your account has run out of searches."}, FetchErrorKind.QUOTA),
        (400, {"message": "Not enough credits"}, FetchErrorKind.QUOTA),
        (500, {"error": "Internal error"}, FetchErrorKind.API),
        (200, {"search_metadata": {"status": "Success"}, "error": "Google hasn't returned any results for this query."},
         FetchErrorKind.EMPTY),
        (200, ["not", "an", "object"], FetchErrorKind.UNRECOGNISED),
    ],
)
def test_provider_errors_are_failed_checks(status, payload, kind):
    with ProviderServer(lambda request: (status, payload)) as server:
        answer = SerpApiSource("serpapi-key", server.url).fetch(TAIPEI)
    assert answer.error.kind is kind and answer.parsed is None


def test_dataforseo_out_of_funds_is_a_quota_error():
    payload = {"status_code": 40210, "status_message": "You don't have enough funds.", "tasks": []}
    with ProviderServer(lambda request: (200, payload)) as server:
        answer = DataForSeoSource("a", "b", server.url).fetch(TAIPEI)
    assert answer.error.kind is FetchErrorKind.QUOTA


def test_an_unreachable_provider_is_a_network_error():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    answer = SerperSource("serper-key", f"http://127.0.0.1:{port}").fetch(TAIPEI)
    assert answer.error.kind is FetchErrorKind.NETWORK


@pytest.mark.parametrize("engine,country", [("yahoo_jp", "JP"), ("yahoo_tw", "TW")])
def test_apis_fetch_google_only(engine, country):
    with ProviderServer(providers.serpapi) as server:
        answer = SerpApiSource("serpapi-key", server.url).fetch(SerpQuery(engine, "x", country, ""))
    assert answer.error.kind is FetchErrorKind.UNSUPPORTED and server.received == []


def test_a_failure_on_a_later_page_keeps_the_count_of_pages_fetched():
    def second_page_fails(request):
        return (429, {"error": "Your account has run out of searches."}) if request.params.get("start") else \
            providers.serpapi(request)

    with ProviderServer(second_page_fails) as server:
        answer = SerpApiSource("serpapi-key", server.url).fetch(TAIPEI, depth=30, strategy="full")
    assert answer.error.kind is FetchErrorKind.QUOTA and answer.parsed is None and answer.pages_fetched == 1
