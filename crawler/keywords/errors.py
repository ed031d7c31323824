"""How a keyword provider failed: one exception with a kind the caller acts on."""

from __future__ import annotations

from enum import StrEnum

import httpx


class ProviderErrorKind(StrEnum):
    AUTH = "auth"          # credentials refused: the next source may answer, nobody retries this one
    QUOTA = "quota"        # the provider's own quota or rate limit: retry later (``retry_after``)
    TIMEOUT = "timeout"    # no answer in time: retry
    NETWORK = "network"    # connection refused, reset, DNS: retry
    API = "api"            # the provider answered an error or something unreadable
    INVALID = "invalid"    # the request itself was refused (a keyword the provider rejects)


class ProviderError(RuntimeError):
    """A provider did not answer usable figures. ``retry_after`` is seconds when the provider said."""

    def __init__(self, provider: str, kind: ProviderErrorKind, detail: str = "", retry_after: float | None = None):
        super().__init__(f"{provider}: {kind.value}{': ' + detail if detail else ''}")
        self.provider = provider
        self.kind = kind
        self.detail = detail
        self.retry_after = retry_after

    @property
    def retryable(self) -> bool:
        return self.kind in (ProviderErrorKind.QUOTA, ProviderErrorKind.TIMEOUT, ProviderErrorKind.NETWORK,
                             ProviderErrorKind.API)


def from_http(provider: str, exc: httpx.HTTPError) -> ProviderError:
    """A transport failure as a provider error."""
    if isinstance(exc, httpx.TimeoutException):
        return ProviderError(provider, ProviderErrorKind.TIMEOUT, type(exc).__name__)
    return ProviderError(provider, ProviderErrorKind.NETWORK, f"{type(exc).__name__}: {exc}")


def from_status(provider: str, status: int, detail: str = "", retry_after: float | None = None) -> ProviderError:
    """An HTTP error status as a provider error."""
    if status in (401, 403):
        kind = ProviderErrorKind.AUTH
    elif status in (402, 429):
        kind = ProviderErrorKind.QUOTA
    elif status == 400:
        kind = ProviderErrorKind.INVALID
    else:
        kind = ProviderErrorKind.API
    return ProviderError(provider, kind, f"HTTP {status}{' ' + detail if detail else ''}", retry_after)


def retry_after_header(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after", "")
    try:
        return float(value) if value else None
    except ValueError:
        return None
