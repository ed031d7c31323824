"""DataForSEO's Keywords Data API, Google Ads endpoints (v3), with HTTP basic auth.

- ``POST /v3/keywords_data/google_ads/search_volume/live``: ``[{"keywords": […], "location_code": 2158,
  "language_code": "zh_TW"}]`` (up to 1,000 keywords a task) → the figures of those keywords.
- ``POST /v3/keywords_data/google_ads/keywords_for_keywords/live``: the same with up to 20 seed keywords →
  ideas for them.

Every answer is ``{"status_code": 20000, "tasks": [{"status_code": 20000, "result": [item, …]}]}``; an item
holds ``keyword``, ``search_volume``, ``monthly_searches[]`` (``year``, ``month``, ``search_volume``),
``competition`` (LOW/MEDIUM/HIGH), ``competition_index`` (0-100), ``low_top_of_page_bid`` and
``high_top_of_page_bid`` and ``cpc``, already in USD. Status codes outside 2xxxx name the failure: 401xx
credentials, 402xx money or rate limits, 40501 an invalid field, 5xxxx the provider.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

import httpx

from analytics.research.model import KeywordMetrics
from crawler.keywords.errors import (
    ProviderError,
    ProviderErrorKind,
    from_http,
    from_status,
    retry_after_header,
)
from crawler.keywords.locales import DATAFORSEO_LANGUAGE, geo_target, supported

PROVIDER = "DataForSEO"
SOURCE = "dataforseo"
SEARCH_VOLUME = "/v3/keywords_data/google_ads/search_volume/live"
KEYWORDS_FOR_KEYWORDS = "/v3/keywords_data/google_ads/keywords_for_keywords/live"
MAX_KEYWORDS = 1_000
MAX_SEEDS = 20


def metrics_from(item: dict[str, Any]) -> KeywordMetrics:
    history = []
    for month in item.get("monthly_searches") or []:
        try:
            history.append((date(int(month["year"]), int(month["month"]), 1), int(month.get("search_volume") or 0)))
        except (KeyError, TypeError, ValueError):
            continue
    low, high, cpc = item.get("low_top_of_page_bid"), item.get("high_top_of_page_bid"), item.get("cpc")
    label = str(item.get("competition") or "")
    index = item.get("competition_index")
    return KeywordMetrics(str(item.get("keyword") or ""), volume=item.get("search_volume"),
                          history=tuple(sorted(history)),
                          cpc_usd=cpc if cpc is not None else (round((low + high) / 2, 4) if low and high else None),
                          cpc_low_usd=low, cpc_high_usd=high,
                          competition_index=int(index) if index is not None else None,
                          competition_label=label if label in ("LOW", "MEDIUM", "HIGH") else "", source=SOURCE)


def _status_error(code: Any, message: str) -> ProviderError | None:
    if not isinstance(code, int) or 20000 <= code < 30000:
        return None
    group = code // 100
    if group in (401, 403):
        return ProviderError(PROVIDER, ProviderErrorKind.AUTH, f"{code} {message}")
    if group in (402, 429):
        return ProviderError(PROVIDER, ProviderErrorKind.QUOTA, f"{code} {message}")
    if code // 10000 == 4:
        return ProviderError(PROVIDER, ProviderErrorKind.INVALID, f"{code} {message}")
    return ProviderError(PROVIDER, ProviderErrorKind.API, f"{code} {message}")


class DataForSeoApi:
    """DataForSEO's v3 API over HTTP basic auth: one task a POST, its errors as :class:`ProviderError`. The
    Keywords Data client here and the Backlinks client (crawler.links.dataforseo) ask through it."""

    def __init__(self, login: str, password: str, base_url: str = "https://api.dataforseo.com", *,
                 timeout: float = 60.0, client: httpx.Client | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.auth = httpx.BasicAuth(login, password)
        self.client = client or httpx.Client(timeout=timeout)

    def close(self) -> None:
        self.client.close()

    def result(self, path: str, task: dict[str, Any]) -> list[Any]:
        """The ``result`` list of the one task posted to ``path``."""
        try:
            response = self.client.post(f"{self.base_url}{path}", json=[task], auth=self.auth)
        except httpx.HTTPError as exc:
            raise from_http(PROVIDER, exc) from exc
        if response.status_code >= 400:
            raise from_status(PROVIDER, response.status_code, retry_after=retry_after_header(response))
        try:
            payload = response.json()
        except ValueError as exc:
            raise ProviderError(PROVIDER, ProviderErrorKind.API, "the answer is not JSON") from exc
        if not isinstance(payload, dict):
            raise ProviderError(PROVIDER, ProviderErrorKind.API, "unexpected answer")
        tasks = payload.get("tasks") or []
        first = tasks[0] if tasks and isinstance(tasks[0], dict) else {}
        for code, message in ((payload.get("status_code"), payload.get("status_message", "")),
                              (first.get("status_code"), first.get("status_message", ""))):
            if error := _status_error(code, str(message)):
                raise error
        return first.get("result") or []


class DataForSeoKeywords(DataForSeoApi):
    def task(self, keywords: Sequence[str], country: str, language: str) -> dict[str, Any]:
        if not supported(country, language):
            raise ProviderError(PROVIDER, ProviderErrorKind.INVALID, f"{country}/{language} is not supported")
        return {"keywords": list(keywords), "location_code": geo_target(country),
                "language_code": DATAFORSEO_LANGUAGE[language]}

    def _items(self, path: str, task: dict[str, Any]) -> list[dict[str, Any]]:
        return [item for item in self.result(path, task) if isinstance(item, dict) and item.get("keyword")]

    def search_volume(self, keywords: Sequence[str], country: str, language: str) -> list[KeywordMetrics]:
        found: list[KeywordMetrics] = []
        for start in range(0, len(keywords), MAX_KEYWORDS):
            found += [metrics_from(item) for item in
                      self._items(SEARCH_VOLUME, self.task(keywords[start:start + MAX_KEYWORDS], country, language))]
        return found

    def keyword_ideas(self, seeds: Sequence[str], country: str, language: str, *, limit: int = 1_000) -> list[KeywordMetrics]:
        items = self._items(KEYWORDS_FOR_KEYWORDS, self.task(list(seeds)[:MAX_SEEDS], country, language))
        return [metrics_from(item) for item in items][:limit]
