"""Each keyword client against a local server answering the provider's documented payloads: what it sends,
what it reads, and how each failure reaches the caller (a kind and, when the provider said, a retry hint)."""

from __future__ import annotations

import time
from datetime import date

import pytest

from analytics.research.model import competition_level
from crawler.keywords import sandbox
from crawler.keywords.autocomplete import AutocompleteClient, expansions
from crawler.keywords.dataforseo import DataForSeoKeywords
from crawler.keywords.errors import ProviderError, ProviderErrorKind
from crawler.keywords.google_ads import GoogleAdsClient
from crawler.keywords.sources import MetricsChain, SandboxSource
from tests.crawler.keywords import providers
from tests.crawler.sources.providers import ProviderServer


def test_autocomplete_widens_a_seed_with_the_alphabet_and_zhuyin():
    with ProviderServer(providers.autocomplete) as server:
        client = AutocompleteClient(server.url, workers=3)
        expanded = client.expand("台北美食", "TW", "zh-TW")
    sent = [r.params for r in server.received]
    assert {p["hl"] for p in sent} == {"zh-TW"} and {p["gl"] for p in sent} == {"tw"}
    assert {p["q"] for p in sent} == set(expansions("台北美食", "zh-TW"))
    assert "台北美食 ㄅ" in {p["q"] for p in sent} and "台北美食 ㄦ" in {p["q"] for p in sent}
    texts = [s.text for s in expanded.suggestions]
    assert texts[:3] == ["台北美食 推薦", "台北美食 ptt", "台北美食 2026"]  # the seed's own first
    assert "台北美食 ㄅ 推薦" in texts and len(texts) == len(set(texts))
    assert (expanded.asked, expanded.failed) == (64, 1)  # "台北美食 z" was blocked; the rest answered


def test_autocomplete_in_japanese_uses_kana_and_a_blocked_seed_is_a_quota_error():
    with ProviderServer(providers.autocomplete) as server:
        client = AutocompleteClient(server.url)
        assert client.suggest("ラーメン", "JP", "ja") == ["ラーメン best"]
        with pytest.raises(ProviderError) as blocked:
            client.expand("ラーメン z", "JP", "ja")
    assert blocked.value.kind is ProviderErrorKind.QUOTA
    assert "ラーメン あ" in expansions("ラーメン", "ja") and "ラーメン ん" in expansions("ラーメン", "ja")


def google_ads(url: str, refresh: str = "refresh-1", timeout: float = 5) -> GoogleAdsClient:
    return GoogleAdsClient(developer_token=providers.DEVELOPER_TOKEN, client_id="cid", client_secret="secret",
                           refresh_token=refresh, customer_id="123-456-7890", base_url=url, token_url=f"{url}/token",
                           version="v21", timeout=timeout)


def test_google_ads_keyword_ideas_over_rest():
    with ProviderServer(providers.google_ads) as server:
        ideas = google_ads(server.url).keyword_ideas(["咖啡"], "TW", "zh-TW")
    token, first, second = server.received
    assert token.path == "/token" and first.headers["developer-token"] == providers.DEVELOPER_TOKEN
    assert first.body["language"] == "languageConstants/1018"
    assert first.body["geoTargetConstants"] == ["geoTargetConstants/2158"]
    assert second.body["pageToken"] == "1"  # the second page followed, with the same token
    assert [i.keyword for i in ideas] == ["咖啡", "咖啡 推薦", "咖啡 ptt", "咖啡 價格"]
    coffee = ideas[0]
    assert (coffee.volume, coffee.competition_index, coffee.competition, coffee.source) == (12100, 87, 4, "google_ads")
    assert coffee.history == ((date(2026, 9, 1), 12000), (date(2026, 10, 1), 12200))
    assert (coffee.cpc_low_usd, coffee.cpc_high_usd, coffee.cpc_usd) == (0.25, 1.75, 1.0)  # micros → USD
    assert ideas[2].competition_index is None and ideas[2].competition == 0  # LOW without an index


def test_google_ads_historical_metrics_give_close_variants_their_figures():
    with ProviderServer(providers.google_ads) as server:
        found = {m.keyword: m for m in google_ads(server.url).keyword_metrics(["咖啡", "咖啡 豆", "拿鐵"], "JP", "ja")}
    assert server.received[1].body["language"] == "languageConstants/1005"
    assert server.received[1].body["geoTargetConstants"] == ["geoTargetConstants/2392"]
    assert found["咖啡 豆"].volume == found["咖啡"].volume == 1000 and found["拿鐵"].volume == 1020


def test_google_ads_failures_are_kinds_with_retry_hints():
    with ProviderServer(providers.google_ads) as server:
        with pytest.raises(ProviderError) as refused:
            google_ads(server.url, refresh="revoked").keyword_ideas(["咖啡"], "TW", "zh-TW")
        with pytest.raises(ProviderError) as quota:
            google_ads(server.url).keyword_ideas(["quota"], "TW", "zh-TW")
        with pytest.raises(ProviderError) as unsupported:
            google_ads(server.url).keyword_ideas(["x"], "FR", "fr")
    assert refused.value.kind is ProviderErrorKind.AUTH
    assert (quota.value.kind, quota.value.retry_after) == (ProviderErrorKind.QUOTA, 30.0)
    assert unsupported.value.kind is ProviderErrorKind.INVALID


def test_a_slow_provider_is_a_timeout():
    def slow(request):
        time.sleep(1.0)
        return providers.google_ads(request)

    with ProviderServer(slow) as server, pytest.raises(ProviderError) as late:
        google_ads(server.url, timeout=0.2).keyword_ideas(["咖啡"], "TW", "zh-TW")
    assert late.value.kind is ProviderErrorKind.TIMEOUT and late.value.retryable


def test_dataforseo_search_volume_and_ideas():
    with ProviderServer(providers.dataforseo) as server:
        client = DataForSeoKeywords("login@example.com", "dfs-password", server.url)
        volumes = client.search_volume(["ラーメン", "つけ麺"], "JP", "ja")
        ideas = client.keyword_ideas(["ラーメン"], "JP", "ja")
    sent = server.received[0]
    assert sent.path == "/v3/keywords_data/google_ads/search_volume/live"
    assert sent.body == [{"keywords": ["ラーメン", "つけ麺"], "location_code": 2392, "language_code": "ja"}]
    ramen = volumes[0]
    assert (ramen.keyword, ramen.volume, ramen.cpc_usd, ramen.competition_index, ramen.competition) == \
        ("ラーメン", 100, 0.66, 91, 4)
    assert ramen.history == ((date(2026, 9, 1), 50), (date(2026, 10, 1), 100))
    assert server.received[1].path.endswith("/keywords_for_keywords/live")
    assert [i.keyword for i in ideas] == ["ラーメン", "ラーメン おすすめ"]


def test_dataforseo_failures():
    with ProviderServer(providers.dataforseo) as server:
        with pytest.raises(ProviderError) as refused:
            DataForSeoKeywords("login@example.com", "wrong", server.url).search_volume(["x"], "TW", "zh-TW")
        with pytest.raises(ProviderError) as broke:
            DataForSeoKeywords("login@example.com", "dfs-password", server.url).search_volume(["no money"], "TW", "zh-TW")
        client = DataForSeoKeywords("login@example.com", "dfs-password", server.url)
        client.search_volume(["台北"], "TW", "zh-TW")
    assert refused.value.kind is ProviderErrorKind.AUTH and broke.value.kind is ProviderErrorKind.QUOTA
    assert server.received[-1].body[0]["language_code"] == "zh_TW" and server.received[-1].body[0]["location_code"] == 2158


def test_competition_levels_follow_the_documented_bands():
    assert [competition_level(i) for i in (0, 19, 20, 39, 40, 59, 60, 79, 80, 100)] == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]
    assert [competition_level(None, label) for label in ("LOW", "MEDIUM", "HIGH", "", None)] == [0, 2, 4, None, None]
    assert competition_level(33, "LOW") == 1  # the index wins over the label


def test_the_sandbox_is_deterministic_plausible_and_labelled():
    month = date(2026, 11, 1)
    one, again = sandbox.figures("台北美食", "TW", "zh-TW", month), sandbox.figures("台北美食", "TW", "zh-TW", month)
    assert one == again and one.sandbox and one.source == "sandbox"
    assert len(one.history) == 12 and one.history[-1][0] == date(2026, 10, 1)
    assert 0 <= one.competition <= 4 and one.cpc_low_usd <= one.cpc_usd <= one.cpc_high_usd
    long_tail = sandbox.figures("台北美食推薦信義區平價餐廳", "TW", "zh-TW", month)
    assert long_tail.volume < one.volume  # a longer keyword is searched less
    ideas = sandbox.ideas("咖啡", "TW", "zh-TW", month)
    assert ideas[0].keyword == "咖啡" and len(ideas) > 100 and len({i.keyword for i in ideas}) == len(ideas)


def test_the_chain_falls_over_to_the_next_source_and_reports_the_first_failure():
    with ProviderServer(providers.google_ads) as server:
        broken = google_ads(server.url, refresh="revoked")
        from crawler.keywords.sources import GoogleAdsSource

        chain = MetricsChain([GoogleAdsSource(broken), SandboxSource(lambda: date(2026, 11, 5))])
        answered = chain.metrics(["咖啡"], "TW", "zh-TW")
        assert answered[0].source == "sandbox" and not chain.sandbox_only
        with pytest.raises(ProviderError) as failed:
            MetricsChain([GoogleAdsSource(broken)]).ideas("咖啡", "TW", "zh-TW")
    assert failed.value.kind is ProviderErrorKind.AUTH


def test_the_source_order_comes_from_the_settings():
    from api.core.config import Settings
    from crawler.keywords.sources import chain_from_settings, source_names

    bare = Settings(_env_file=None)
    assert source_names(bare) == ["sandbox"] and chain_from_settings(bare).sandbox_only
    ads = {"google_ads_developer_token": "d", "google_ads_client_id": "c", "google_ads_client_secret": "s",
           "google_ads_refresh_token": "r", "google_ads_customer_id": "1"}
    both = Settings(_env_file=None, **ads, dataforseo_login="l", dataforseo_password="p")
    assert source_names(both) == ["google_ads", "dataforseo"]
    assert source_names(Settings(_env_file=None, keyword_sources="dataforseo, sandbox", dataforseo_login="l",
                                 dataforseo_password="p")) == ["dataforseo", "sandbox"]
    with pytest.raises(ValueError, match="needs RANKLENS_GOOGLE_ADS_DEVELOPER_TOKEN"):
        chain_from_settings(Settings(_env_file=None, keyword_sources="google_ads"))
