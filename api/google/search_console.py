"""Search Console API client: ``sites.get`` (may this account read the site?) and ``searchAnalytics.query``
(https://developers.google.com/webmaster-tools/v1/searchanalytics/query): by ``date`` for a property's
daily totals, by ``date, query, page`` for the rows, paged with ``rowLimit`` / ``startRow``."""

from __future__ import annotations

from datetime import date
from urllib.parse import quote

from analytics.google.model import SearchDay, SearchRow
from api.core.config import get_settings
from api.google.calls import GoogleApiFailed, call

ROW_LIMIT = 25_000  # the most one query answers


def site_path(site_url: str) -> str:
    # "https://coffee.tw/" and "sc-domain:coffee.tw" are one path segment each
    return f"{get_settings().google_search_console_url}/webmasters/v3/sites/{quote(site_url, safe='')}"


def check_access(token: str, site_url: str) -> None:
    """Raises :class:`GoogleApiFailed` (``google.no_permission``) unless the account may read ``site_url``
    (an unverified user of it may not)."""
    level = call("GET", site_path(site_url), token).get("permissionLevel")
    if level in (None, "siteUnverifiedUser"):
        raise GoogleApiFailed("google.no_permission")


def _rows(token: str, site_url: str, start: date, end: date, dimensions: list[str]):
    first = 0
    while True:
        answer = call("POST", f"{site_path(site_url)}/searchAnalytics/query", token, {
            "startDate": start.isoformat(), "endDate": end.isoformat(), "dimensions": dimensions,
            "type": "web", "rowLimit": ROW_LIMIT, "startRow": first})
        rows = answer.get("rows", [])
        yield from rows
        if len(rows) < ROW_LIMIT:
            return
        first += len(rows)


def search_days(token: str, site_url: str, start: date, end: date) -> list[SearchDay]:
    """The property's totals of each day with data (anonymized queries included)."""
    return [SearchDay(date.fromisoformat(row["keys"][0]), int(row["clicks"]), int(row["impressions"]),
                      float(row["position"])) for row in _rows(token, site_url, start, end, ["date"])]


def search_rows(token: str, site_url: str, start: date, end: date) -> list[SearchRow]:
    """Each day's figures by query and page."""
    return [SearchRow(date.fromisoformat(row["keys"][0]), row["keys"][1], row["keys"][2], int(row["clicks"]),
                      int(row["impressions"]), float(row["position"]))
            for row in _rows(token, site_url, start, end, ["date", "query", "page"])]
