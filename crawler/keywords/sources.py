"""Keyword metric sources and the failover between them, configured like the SERP sources.

A source answers ``metrics(keywords, country, language)`` (the figures of those keywords) and
``ideas(seed, country, language, limit)`` (keyword ideas with figures), or raises
:class:`~crawler.keywords.errors.ProviderError`. :class:`MetricsChain` asks its sources in order and goes to
the next when one fails; when every one fails, the first failure's error is the answer (it names the
provider the operator put first).

The order comes from the settings (:func:`source_names`): ``keyword_sources`` when set, else every provider
that has credentials (Google Ads, then DataForSEO), else the sandbox alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime
from typing import Any, Protocol

from analytics.research.model import KeywordMetrics, month_of
from crawler.keywords import sandbox
from crawler.keywords.autocomplete import AutocompleteClient
from crawler.keywords.dataforseo import DataForSeoKeywords
from crawler.keywords.errors import ProviderError
from crawler.keywords.google_ads import GoogleAdsClient

SOURCE_NAMES = ("google_ads", "dataforseo", "sandbox")


class KeywordSource(Protocol):
    name: str
    sandbox: bool

    def metrics(self, keywords: Sequence[str], country: str, language: str) -> list[KeywordMetrics]: ...

    def ideas(self, seed: str, country: str, language: str, limit: int) -> list[KeywordMetrics]: ...

    def close(self) -> None: ...


class GoogleAdsSource:
    name, sandbox = "google_ads", False

    def __init__(self, client: GoogleAdsClient) -> None:
        self.client = client

    def metrics(self, keywords: Sequence[str], country: str, language: str) -> list[KeywordMetrics]:
        return self.client.keyword_metrics(keywords, country, language)

    def ideas(self, seed: str, country: str, language: str, limit: int) -> list[KeywordMetrics]:
        return self.client.keyword_ideas([seed], country, language, limit=limit)

    def close(self) -> None:
        self.client.close()


class DataForSeoSource:
    name, sandbox = "dataforseo", False

    def __init__(self, client: DataForSeoKeywords) -> None:
        self.client = client

    def metrics(self, keywords: Sequence[str], country: str, language: str) -> list[KeywordMetrics]:
        return self.client.search_volume(keywords, country, language)

    def ideas(self, seed: str, country: str, language: str, limit: int) -> list[KeywordMetrics]:
        return self.client.keyword_ideas([seed], country, language, limit=limit)

    def close(self) -> None:
        self.client.close()


class SandboxSource:
    name, sandbox = "sandbox", True

    def __init__(self, today: Callable[[], date] = lambda: datetime.now(UTC).date()) -> None:
        self.today = today

    def metrics(self, keywords: Sequence[str], country: str, language: str) -> list[KeywordMetrics]:
        month = month_of(self.today())
        return [sandbox.figures(k, country, language, month) for k in keywords]

    def ideas(self, seed: str, country: str, language: str, limit: int) -> list[KeywordMetrics]:
        return sandbox.ideas(seed, country, language, month_of(self.today()), limit=limit)

    def close(self) -> None:
        pass


class MetricsChain:
    """Sources asked in order; the next one answers when one fails."""

    def __init__(self, sources: Sequence[KeywordSource]) -> None:
        if not sources:
            raise ValueError("a chain needs at least one source")
        self.sources = list(sources)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.sources]

    @property
    def sandbox_only(self) -> bool:
        return all(s.sandbox for s in self.sources)

    def _first_answer(self, ask: Callable[[KeywordSource], list[KeywordMetrics]]) -> list[KeywordMetrics]:
        first_error: ProviderError | None = None
        for source in self.sources:
            try:
                return ask(source)
            except ProviderError as error:
                first_error = first_error or error
        assert first_error is not None
        raise first_error

    def metrics(self, keywords: Sequence[str], country: str, language: str) -> list[KeywordMetrics]:
        if not keywords:
            return []
        return self._first_answer(lambda s: s.metrics(keywords, country, language))

    def ideas(self, seed: str, country: str, language: str, limit: int = 1_000) -> list[KeywordMetrics]:
        return self._first_answer(lambda s: s.ideas(seed, country, language, limit))

    def close(self) -> None:
        for source in self.sources:
            source.close()


def google_ads_configured(settings: Any) -> bool:
    return bool(settings.google_ads_developer_token and settings.google_ads_client_id
                and settings.google_ads_client_secret and settings.google_ads_refresh_token
                and settings.google_ads_customer_id)


def source_names(settings: Any) -> list[str]:
    """The configured order, or every provider with credentials; the sandbox alone when none has."""
    if settings.keyword_sources:
        return [name.strip().lower() for name in settings.keyword_sources]
    names = [name for name, configured in (
        ("google_ads", google_ads_configured(settings)),
        ("dataforseo", settings.dataforseo_login and settings.dataforseo_password),
    ) if configured]
    return names or ["sandbox"]


def build_source(name: str, settings: Any) -> KeywordSource:
    timeout = settings.keyword_api_timeout_seconds
    if name == "sandbox":
        return SandboxSource()
    if name == "google_ads":
        if not google_ads_configured(settings):
            raise ValueError("the google_ads keyword source needs RANKLENS_GOOGLE_ADS_DEVELOPER_TOKEN, _CLIENT_ID, "
                             "_CLIENT_SECRET, _REFRESH_TOKEN and _CUSTOMER_ID")
        return GoogleAdsSource(GoogleAdsClient(
            developer_token=settings.google_ads_developer_token, client_id=settings.google_ads_client_id,
            client_secret=settings.google_ads_client_secret, refresh_token=settings.google_ads_refresh_token,
            customer_id=settings.google_ads_customer_id, login_customer_id=settings.google_ads_login_customer_id,
            base_url=settings.google_ads_url, version=settings.google_ads_api_version,
            token_url=settings.google_ads_token_url, usd_per_unit=settings.google_ads_usd_per_unit, timeout=timeout))
    if name == "dataforseo":
        if not (settings.dataforseo_login and settings.dataforseo_password):
            raise ValueError("the dataforseo keyword source needs RANKLENS_DATAFORSEO_LOGIN and RANKLENS_DATAFORSEO_PASSWORD")
        return DataForSeoSource(DataForSeoKeywords(settings.dataforseo_login, settings.dataforseo_password,
                                                   settings.dataforseo_url, timeout=timeout))
    raise ValueError(f"unknown keyword source {name!r}; sources are {', '.join(SOURCE_NAMES)}")


def chain_from_settings(settings: Any) -> MetricsChain:
    return MetricsChain([build_source(name, settings) for name in source_names(settings)])


def autocomplete_from_settings(settings: Any, chain: MetricsChain) -> AutocompleteClient | None:
    """Google Autocomplete when the settings want it: ``keyword_autocomplete`` "on", or "auto" with a real
    metric source (an install on the sandbox alone stays offline); None otherwise."""
    mode = settings.keyword_autocomplete
    if mode == "off" or (mode == "auto" and chain.sandbox_only):
        return None
    return AutocompleteClient(settings.autocomplete_url, timeout=settings.keyword_api_timeout_seconds,
                              workers=settings.keyword_autocomplete_workers)
