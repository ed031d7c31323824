"""Google Ads API, KeywordPlanIdeaService, over its REST interface (no gRPC stack to install).

- Auth: an OAuth 2.0 access token from the refresh token (``POST {token_url}`` with ``grant_type=
  refresh_token``, ``client_id``, ``client_secret``, ``refresh_token``), sent as ``Authorization: Bearer``
  with the ``developer-token`` header and, for a manager account, ``login-customer-id``.
- Ideas: ``POST {base}/{version}/customers/{customer_id}:generateKeywordIdeas`` with ``language``
  (``languageConstants/1018``), ``geoTargetConstants``, ``keywordPlanNetwork`` GOOGLE_SEARCH,
  ``keywordSeed.keywords`` and ``pageSize``; the answer's ``results[]`` hold ``text`` and
  ``keywordIdeaMetrics``, pages follow ``nextPageToken``.
- Metrics of given keywords: ``…:generateKeywordHistoricalMetrics`` with ``keywords``; ``results[]`` hold
  ``text``, ``closeVariants`` and ``keywordMetrics``.

Both metrics objects are KeywordPlanHistoricalMetrics in JSON's camelCase: ``avgMonthlySearches``,
``monthlySearchVolumes[]`` (``year``, ``month`` as MonthOfYear, ``monthlySearches``), ``competition``
(LOW/MEDIUM/HIGH), ``competitionIndex`` (0-100), ``lowTopOfPageBidMicros`` and ``highTopOfPageBidMicros``
(20th and 80th percentile), ``averageCpcMicros``; int64 values arrive as JSON strings. Money is in the
account's currency, in micros: ``usd_per_unit`` turns it into USD (1.0 for an account billed in USD).
The CPC shown is ``averageCpcMicros`` when Google gives it, else the midpoint of the two bids.

Errors answer ``{"error": {"code", "status", "details": [GoogleAdsFailure]}}``: 401/403 are credentials,
429 or RESOURCE_EXHAUSTED a quota (its ``retryDelay`` read when present).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from datetime import date
from typing import Any

import httpx

from analytics.research.model import KeywordMetrics, month_number
from crawler.keywords.errors import (
    ProviderError,
    ProviderErrorKind,
    from_http,
    from_status,
    retry_after_header,
)
from crawler.keywords.locales import GOOGLE_ADS_LANGUAGE, geo_target, supported

PROVIDER = "Google Ads"
SOURCE = "google_ads"
MAX_HISTORICAL_KEYWORDS = 10_000  # generateKeywordHistoricalMetrics takes up to 10,000 keywords a request
PAGE_SIZE = 1_000


def _int(value: Any) -> int | None:
    try:
        return None if value is None or value == "" else int(value)
    except (TypeError, ValueError):
        return None


def metrics_from(text: str, payload: dict[str, Any] | None, usd_per_unit: float = 1.0) -> KeywordMetrics:
    """A KeywordPlanHistoricalMetrics object (JSON) as our figures."""
    payload = payload or {}

    def usd(field: str) -> float | None:
        micros = _int(payload.get(field))
        return None if micros is None else round(micros / 1_000_000 * usd_per_unit, 4)

    history = []
    for month in payload.get("monthlySearchVolumes") or []:
        year, number, searches = _int(month.get("year")), month.get("month"), _int(month.get("monthlySearches"))
        if year and number and searches is not None:
            try:
                history.append((date(year, month_number(number), 1), searches))
            except ValueError:
                continue
    low, high, average = usd("lowTopOfPageBidMicros"), usd("highTopOfPageBidMicros"), usd("averageCpcMicros")
    cpc = average if average is not None else (round((low + high) / 2, 4) if low is not None and high is not None
                                               else low if low is not None else high)
    label = str(payload.get("competition") or "")
    return KeywordMetrics(text, volume=_int(payload.get("avgMonthlySearches")), history=tuple(sorted(history)),
                          cpc_usd=cpc, cpc_low_usd=low, cpc_high_usd=high,
                          competition_index=_int(payload.get("competitionIndex")),
                          competition_label=label if label in ("LOW", "MEDIUM", "HIGH") else "", source=SOURCE)


class GoogleAdsClient:
    def __init__(self, *, developer_token: str, client_id: str, client_secret: str, refresh_token: str,
                 customer_id: str, login_customer_id: str | None = None,
                 base_url: str = "https://googleads.googleapis.com", version: str = "v21",
                 token_url: str = "https://oauth2.googleapis.com/token", usd_per_unit: float = 1.0,
                 timeout: float = 30.0, client: httpx.Client | None = None) -> None:
        self.developer_token = developer_token
        self.client_id, self.client_secret, self.refresh_token = client_id, client_secret, refresh_token
        self.customer_id = customer_id.replace("-", "")
        self.login_customer_id = login_customer_id.replace("-", "") if login_customer_id else None
        self.base_url, self.version, self.token_url = base_url.rstrip("/"), version, token_url
        self.usd_per_unit = usd_per_unit
        self.client = client or httpx.Client(timeout=timeout)
        self._token: tuple[str, float] | None = None
        self._lock = threading.Lock()

    def close(self) -> None:
        self.client.close()

    def access_token(self) -> str:
        """A live access token, refreshed a minute before it expires."""
        with self._lock:
            if self._token and self._token[1] > time.monotonic() + 60:
                return self._token[0]
            try:
                response = self.client.post(self.token_url, data={
                    "grant_type": "refresh_token", "client_id": self.client_id, "client_secret": self.client_secret,
                    "refresh_token": self.refresh_token})
            except httpx.HTTPError as exc:
                raise from_http(PROVIDER, exc) from exc
            if response.status_code >= 400:
                # invalid_grant / invalid_client are 400 or 401: the credentials, not the request.
                raise ProviderError(PROVIDER, ProviderErrorKind.AUTH, f"token refresh: HTTP {response.status_code}")
            body = response.json()
            self._token = (body["access_token"], time.monotonic() + float(body.get("expires_in", 3600)))
            return self._token[0]

    def headers(self) -> dict[str, str]:
        headers = {"Authorization": f"Bearer {self.access_token()}", "developer-token": self.developer_token}
        if self.login_customer_id:
            headers["login-customer-id"] = self.login_customer_id
        return headers

    def _targeting(self, country: str, language: str) -> dict[str, Any]:
        if not supported(country, language):
            raise ProviderError(PROVIDER, ProviderErrorKind.INVALID, f"{country}/{language} is not supported")
        return {"language": f"languageConstants/{GOOGLE_ADS_LANGUAGE[language]}",
                "geoTargetConstants": [f"geoTargetConstants/{geo_target(country)}"],
                "keywordPlanNetwork": "GOOGLE_SEARCH"}

    def _post(self, method: str, body: dict[str, Any]) -> dict[str, Any]:
        url = f"{self.base_url}/{self.version}/customers/{self.customer_id}:{method}"
        try:
            response = self.client.post(url, json=body, headers=self.headers())
        except httpx.HTTPError as exc:
            raise from_http(PROVIDER, exc) from exc
        if response.status_code >= 400:
            raise _failure(response)
        try:
            return response.json()
        except ValueError as exc:
            raise ProviderError(PROVIDER, ProviderErrorKind.API, "the answer is not JSON") from exc

    def keyword_ideas(self, seeds: Sequence[str], country: str, language: str, *, limit: int = 1_000) -> list[KeywordMetrics]:
        """Keyword ideas for the seeds (the seeds themselves among them), with their figures, up to ``limit``."""
        body = {**self._targeting(country, language), "includeAdultKeywords": False,
                "keywordSeed": {"keywords": list(seeds)}, "pageSize": min(limit, PAGE_SIZE)}
        ideas: list[KeywordMetrics] = []
        while len(ideas) < limit:
            answer = self._post("generateKeywordIdeas", body)
            ideas += [metrics_from(r.get("text", ""), r.get("keywordIdeaMetrics"), self.usd_per_unit)
                      for r in answer.get("results") or [] if r.get("text")]
            token = answer.get("nextPageToken")
            if not token:
                break
            body = {**body, "pageToken": token}
        return ideas[:limit]

    def keyword_metrics(self, keywords: Sequence[str], country: str, language: str) -> list[KeywordMetrics]:
        """The figures of exactly these keywords (10,000 a request). A keyword Google folds into another's
        close variants gets that keyword's figures under its own text."""
        found: list[KeywordMetrics] = []
        for start in range(0, len(keywords), MAX_HISTORICAL_KEYWORDS):
            batch = list(keywords[start:start + MAX_HISTORICAL_KEYWORDS])
            answer = self._post("generateKeywordHistoricalMetrics", {
                **self._targeting(country, language), "keywords": batch,
                "historicalMetricsOptions": {"includeAverageCpc": True}})
            for result in answer.get("results") or []:
                for text in [result.get("text"), *(result.get("closeVariants") or [])]:
                    if text:
                        found.append(metrics_from(text, result.get("keywordMetrics"), self.usd_per_unit))
        return found


def _duration(value: Any) -> float | None:
    """A protobuf Duration in JSON (``"30s"``) as seconds."""
    if isinstance(value, str) and value.endswith("s"):
        try:
            return float(value[:-1])
        except ValueError:
            return None
    return None


def _failure(response: httpx.Response) -> ProviderError:
    try:
        error = response.json().get("error") or {}
    except (ValueError, AttributeError):
        error = {}
    status = str(error.get("status") or "")
    retry = retry_after_header(response)
    for detail in error.get("details") or []:
        for failure in detail.get("errors") or [] if isinstance(detail, dict) else []:
            quota = ((failure.get("details") or {}).get("quotaErrorDetails") or {})
            retry = retry or _duration(quota.get("retryDelay"))
    code = 429 if status == "RESOURCE_EXHAUSTED" else response.status_code
    return from_status(PROVIDER, code, status or str(error.get("message") or ""), retry)
