"""The failover chain: sources in the configured order, every attempt recorded, a blocked direct
fetch answered by a SERP API; and the chain the application settings describe."""

from __future__ import annotations

import os
from datetime import UTC, datetime

import pytest

from api.core.config import Settings
from crawler.sandbox import SandboxServer
from crawler.sandbox.model import build_serp
from crawler.serp.crawl import CrawlConfig
from crawler.serp.jobs import FetchErrorKind
from crawler.serp.model import Source
from crawler.serp.requests import SerpQuery
from crawler.serp.sources import (
    DirectSource,
    FailoverChain,
    SandboxSource,
    SerpApiSource,
    SerperSource,
    SerpSource,
    chain_from_settings,
    source_names,
)
from tests.crawler.sources import providers
from tests.crawler.sources.providers import ProviderServer, listings

TAIPEI = SerpQuery("google", "台北 咖啡廳", "TW", "zh-TW")


@pytest.fixture(autouse=True)
def no_serp_environment(monkeypatch):
    """Settings built here see only what each test gives them, not the developer's environment."""
    for name in list(os.environ):
        if name.startswith(("RANKLENS_SERP", "RANKLENS_DATAFORSEO")):
            monkeypatch.delenv(name)
    monkeypatch.setitem(Settings.model_config, "env_file", None)


FAST = {"download_delay": 0.0, "retry_times": 1, "retry_backoff": 0.01, "render": "off", "timeout": 120}


def test_a_blocked_direct_fetch_fails_over_to_a_serp_api():
    with SandboxServer(mode="captcha") as engine, ProviderServer(providers.serpapi) as serpapi:
        direct = DirectSource(CrawlConfig(base_urls={"google": engine.base_url("google")}, **FAST))
        chain = FailoverChain([direct, SerpApiSource("serpapi-key", serpapi.url)])
        answer = chain.fetch(TAIPEI, depth=20, strategy="full")

    assert answer.answered_by == "serpapi"
    blocked, answered = answer.attempts
    assert (blocked.source, blocked.error.kind, blocked.parsed, blocked.sandbox) == ("direct", FetchErrorKind.CAPTCHA, None, True)
    assert answered is answer.fetched and answered.parsed.source is Source.SERPAPI
    assert [r.url for r in answered.parsed.organic] == [x.url for x in listings("台北 咖啡廳", "TW", "zh-TW").organic[:20]]
    assert [r.params.get("start") for r in serpapi.received] == [None, "10"]
    # a full fetch asks for both pages at once: whichever captcha answers first is the one reported
    attempt = answer.to_dict()["attempts"][0]
    assert attempt["error"]["detail"] in ("captcha form on page 1", "captcha form on page 2")
    assert {**attempt, "error": {**attempt["error"], "detail": None}} == {
        "source": "direct", "ok": False, "pages_fetched": 0, "sandbox": True,
        "error": {"kind": "captcha", "detail": None}}


def test_no_results_is_the_engines_answer_and_stops_the_chain():
    nothing = {"search_metadata": {"status": "Success"}, "error": "Google hasn't returned any results for this query."}
    with ProviderServer(lambda request: (200, nothing)) as serpapi, ProviderServer(providers.serper) as serper:
        chain = FailoverChain([SerpApiSource("k", serpapi.url), SerperSource("serper-key", serper.url)])
        answer = chain.fetch(TAIPEI)
    assert answer.answered_by is None and answer.fetched.error.kind is FetchErrorKind.EMPTY
    assert len(answer.attempts) == 1 and serper.received == []


def test_every_failure_is_kept_when_no_source_answers():
    with ProviderServer(lambda request: (401, {"error": "Invalid API key."})) as serpapi:
        chain = FailoverChain([SerpApiSource("k", serpapi.url), SerperSource("serper-key", serpapi.url)])
        answer = chain.fetch(SerpQuery("google", "x", "TW", "zh-TW", "mobile"))
    assert [(a.source, a.error.kind) for a in answer.attempts] == [
        ("serpapi", FetchErrorKind.AUTH), ("serper", FetchErrorKind.UNSUPPORTED)]
    assert answer.answered_by is None and answer.fetched is answer.attempts[-1]


class Broken(SerpSource):
    """A source that raises instead of answering (a bug, a full disk): the chain must go on."""

    name = "broken"

    def fetch_many(self, jobs):
        raise RuntimeError("disk full")


def test_a_source_that_raises_is_recorded_and_the_next_one_answers():
    with ProviderServer(providers.serper) as serper:
        answer = FailoverChain([Broken(), SerperSource("serper-key", serper.url)]).fetch(TAIPEI)
    assert answer.answered_by == "serper"
    assert answer.attempts[0].error.kind is FetchErrorKind.API and "disk full" in answer.attempts[0].error.detail


def test_the_sandbox_source_starts_its_own_server_and_marks_its_data():
    source = SandboxSource(CrawlConfig(**FAST))
    try:
        answer = source.fetch(TAIPEI, depth=10)
    finally:
        source.close()
    assert answer.ok and answer.source == "sandbox" and answer.sandbox
    assert [r.position for r in answer.parsed.organic] == list(range(1, 11))
    today = datetime.now(UTC).date()  # the sandbox's day
    expected = [x.url for x in build_serp("google", "台北 咖啡廳", today, country="TW", language="zh-TW").organic[:10]]
    assert [r.url for r in answer.parsed.organic] == expected


@pytest.mark.parametrize(
    ("settings", "names"),
    [
        ({}, ["sandbox"]),
        ({"serper_key": "s", "serp_proxies": ["http://p:1"]}, ["serper", "direct"]),
        ({"serpapi_key": "a", "dataforseo_login": "l", "dataforseo_password": "p"}, ["serpapi", "dataforseo"]),
        ({"dataforseo_login": "l"}, ["sandbox"]),  # half a credential configures nothing
        ({"serp_sources": "direct, serpapi", "serpapi_key": "a"}, ["direct", "serpapi"]),
    ],
)
def test_the_configured_order_or_the_automatic_one(settings, names):
    configured = Settings(**settings)
    assert source_names(configured) == names
    chain = chain_from_settings(configured)
    assert chain.names == names and chain.sandbox_only is (names == ["sandbox"])


def test_settings_reach_the_sources(monkeypatch):
    monkeypatch.setenv("RANKLENS_SERP_SOURCES", "direct,serper")
    monkeypatch.setenv("RANKLENS_SERP_PROXIES", "http://p1:8080, http://p2:8080")
    monkeypatch.setenv("RANKLENS_SERP_GOOGLE_URL", "http://127.0.0.1:9/google")
    monkeypatch.setenv("RANKLENS_SERPER_KEY", "serper-key")
    monkeypatch.setenv("RANKLENS_SERPER_URL", "http://127.0.0.1:9")
    direct, serper = chain_from_settings(Settings()).sources
    assert direct.config.proxies == ("http://p1:8080", "http://p2:8080")
    assert direct.config.base_urls["google"] == "http://127.0.0.1:9/google"
    assert (serper.api_key, serper.base_url) == ("serper-key", "http://127.0.0.1:9")


@pytest.mark.parametrize(
    ("settings", "message"),
    [({"serp_sources": ["serpapi"]}, "RANKLENS_SERPAPI_KEY"), ({"serp_sources": ["bing"]}, "unknown SERP source")],
)
def test_a_source_named_without_its_configuration_is_refused(settings, message):
    with pytest.raises(ValueError, match=message):
        chain_from_settings(Settings(**settings))
