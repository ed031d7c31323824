"""Hand-built SERPs for the rankings tests: a result list is a list of URLs in organic order."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from analytics.rankings import ingest
from analytics.rankings.keys import SerpScope

SCOPE = SerpScope("google", "TW", "zh-TW")
DAY0 = date(2025, 3, 1)
PAGE = 10


def day(n: int) -> date:
    return DAY0 + timedelta(days=n)


def at(n: int, hour: int = 2) -> datetime:
    return datetime.combine(day(n), datetime.min.time(), UTC) + timedelta(hours=hour)


def url(site: str) -> str:
    return site if "://" in site else f"https://{site}/"


def organic(*sites: str) -> list[dict]:
    """Organic results in order, 10 a page: position i+1 on page i // 10 + 1."""
    return [{"type": "organic", "position": i + 1, "absolute_position": i % PAGE + 1, "page": i // PAGE + 1,
             "url": url(site), "title": f"result {i + 1}", "snippet": ""} for i, site in enumerate(sites)]


def featured(blocks: list[tuple[str, str]], sites: list[str]) -> list[dict]:
    """A SERP with non-organic ``(type, url)`` blocks (a featured snippet, a video, …) above the organic
    results of ``sites``."""
    rows = [{"type": kind, "absolute_position": i + 1, "url": link, "title": kind} for i, (kind, link) in enumerate(blocks)]
    return rows + [{**row, "absolute_position": row["absolute_position"] + len(blocks)} for row in organic(*sites)]


def filler(count: int, prefix: str = "other") -> list[str]:
    """``count`` distinct sites nobody tracks."""
    return [f"{prefix}{i}.example" for i in range(count)]


def store(client, keyword: str, n: int, sites, *, hour: int = 2, source: str = "sandbox", scope=SCOPE):
    """Stores the SERP of ``keyword`` on day ``n`` with ``sites`` as its organic results."""
    results = organic(*sites) if sites and isinstance(sites[0], str) else sites
    return ingest.ingest_serp(client, scope.key(keyword, day(n)), results, source=source, fetched_at=at(n, hour),
                              is_sandbox=source == "sandbox")


def fail(client, keyword: str, n: int, *, error: str = "captcha", hour: int = 3, scope=SCOPE):
    ingest.ingest_check(client, scope.key(keyword, day(n)), source="google_direct", at=at(n, hour), error_kind=error)
