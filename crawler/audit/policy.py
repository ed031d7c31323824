"""One fetch policy for every fetcher of pages that strangers name: the site crawl (plain and rendered),
the single-page checker and the page audit's fetcher.

Pure data (no settings read here: the crawler does not import the API); the API builds it from its
settings (``Settings.fetch_policy``) and hands it to each fetcher, so a ``.env`` file and the
environment mean the same thing everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from crawler.audit.ssrf import AddressGuard, system_resolve

DEFAULT_USER_AGENT = "RankLensBot/1.0 (+https://ranklens.app/bot)"


@dataclass(frozen=True)
class FetchPolicy:
    """``allow_private`` lifts the private-address guard (tests, an intranet); ``max_bytes`` caps a
    response (decompressed), ``timeout`` one request (seconds), ``max_redirects`` the hops followed;
    ``audit_workers`` the processes auditing a large crawl's pages (None: by the machine's cores; see
    ``crawler.audit.crawl.audit_workers``)."""

    allow_private: bool = False
    max_bytes: int = 10 * 1024 * 1024
    timeout: float = 20.0
    max_redirects: int = 10
    user_agent: str = DEFAULT_USER_AGENT
    audit_workers: int | None = None

    def scrapy_settings(self, time_limit: float, margin: float) -> dict[str, Any]:
        """The Scrapy settings a crawl child takes from this policy: user agent, timeout, the size cap (a response
        past it is "too_large", not read), the redirect limit; and a spider that stops by itself ``margin``
        seconds before its parent's ``time_limit`` would kill it, writing what it has."""
        return {
            "USER_AGENT": self.user_agent,
            "DOWNLOAD_TIMEOUT": self.timeout,
            "DOWNLOAD_MAXSIZE": self.max_bytes,
            "DOWNLOAD_WARNSIZE": self.max_bytes,
            "REDIRECT_MAX_TIMES": self.max_redirects,
            "CLOSESPIDER_TIMEOUT": max(time_limit - margin, 1),
            "TELNETCONSOLE_ENABLED": False,
            "LOG_LEVEL": "INFO",
        }

    def guard(self, pins: Mapping[str, str] | None = None,
              resolve: Callable[[str], list[str]] = system_resolve) -> AddressGuard:
        """The address guard this policy asks for (``pins``: host names the operator vouched for)."""
        return AddressGuard(allow_private=self.allow_private, pins=pins, resolve=resolve)
