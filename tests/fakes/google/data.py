"""See tests/fakes/google/__init__.py: this module's part of the local Google, the reporting APIs.

Documented shapes:

- GA4 Data API ``POST /v1beta/{property=properties/*}:runReport``
  (https://developers.google.com/analytics/devguides/reporting/data/v1/rest/v1beta/properties/runReport):
  request ``dateRanges[{startDate, endDate}]``, ``dimensions[{name}]``, ``metrics[{name}]``, ``limit``,
  ``offset``; response ``dimensionHeaders[{name}]``, ``metricHeaders[{name, type}]``,
  ``rows[{dimensionValues[{value}], metricValues[{value}]}]`` (values are strings, ``date`` as YYYYMMDD),
  ``rowCount`` (all rows, not just this page), ``metadata``, ``kind``.
- Search Console ``POST /webmasters/v3/sites/{siteUrl}/searchAnalytics/query``
  (https://developers.google.com/webmaster-tools/v1/searchanalytics/query): request ``startDate``,
  ``endDate``, ``dimensions`` (``date``, ``query``, ``page``), ``rowLimit`` (≤ 25,000), ``startRow``;
  response ``rows[{keys, clicks, impressions, ctr, position}]`` (no ``rows`` at all when nothing matched),
  ``responseAggregationType``. Per-query rows leave out anonymized queries, so the by-date totals are more.
- Search Console ``GET /webmasters/v3/sites/{siteUrl}`` (sites.get): ``{siteUrl, permissionLevel}``.
- Errors as Google's JSON error body ``{"error": {code, message, status}}``: 401 UNAUTHENTICATED for an
  unknown token, 403 PERMISSION_DENIED for a token without access to the property, 429 RESOURCE_EXHAUSTED
  for a quota the test exhausted.

The figures are the state tests set: :meth:`DataFake.add_search` rows per (day, query, page),
:meth:`DataFake.add_hidden` anonymized clicks of a day, :meth:`DataFake.add_channel` GA4 days; who may read
what through :meth:`DataFake.allow` (access token → property or siteUrl).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from typing import Any
from urllib.parse import unquote

from tests.crawler.sources.providers import Received
from tests.fakes.service import Answer, Route

GA_METRICS = ("sessions", "totalUsers", "engagedSessions", "bounceRate", "screenPageViews", "averageSessionDuration")
GA_TYPES = {"bounceRate": "TYPE_FLOAT", "averageSessionDuration": "TYPE_SECONDS"}
STATUSES = {401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED", 429: "RESOURCE_EXHAUSTED", 500: "INTERNAL"}


@dataclass(frozen=True)
class SearchFact:
    day: date
    query: str
    page: str
    clicks: int
    impressions: int
    position: float


@dataclass(frozen=True)
class ChannelFact:
    day: date
    channel: str
    sessions: int
    users: int
    engaged_sessions: int
    bounce_rate: float
    page_views: int
    average_session_duration: float


def google_error(status: int, message: str) -> Answer:
    return status, {"error": {"code": status, "message": message, "status": STATUSES.get(status, "UNKNOWN")}}


class DataFake:
    def __init__(self, server: Any) -> None:
        self.server = server
        self.search: dict[str, list[SearchFact]] = defaultdict(list)  # siteUrl → rows
        self.hidden: dict[str, dict[date, tuple[int, int]]] = defaultdict(dict)  # siteUrl → day → (clicks, impr.)
        self.channels: dict[str, list[ChannelFact]] = defaultdict(list)  # "properties/N" → rows
        self.readers: dict[str, set[str]] = defaultdict(set)  # property or siteUrl → access tokens
        self.failures: dict[str, int] = {}  # property or siteUrl → the status every call gets
        self.tokens: set[str] = set()  # access tokens Google knows (others are 401)

    # ---- state tests set -------------------------------------------------------------------------

    def allow(self, token: str, *resources: str) -> None:
        """``token`` is valid and reads ``resources`` (none: a valid token without access to anything)."""
        self.tokens.add(token)
        for resource in resources:
            self.readers[resource].add(token)

    def add_search(self, site_url: str, day: date, query: str, page: str, clicks: int, impressions: int,
                   position: float) -> None:
        self.search[site_url].append(SearchFact(day, query, page, clicks, impressions, position))

    def add_hidden(self, site_url: str, day: date, clicks: int, impressions: int) -> None:
        """Clicks and impressions of anonymized queries: in the day's total, in no query's row."""
        self.hidden[site_url][day] = (clicks, impressions)

    def add_channel(self, prop: str, day: date, channel: str, sessions: int, users: int, engaged_sessions: int,
                    bounce_rate: float, page_views: int, average_session_duration: float) -> None:
        self.channels[prop].append(ChannelFact(day, channel, sessions, users, engaged_sessions, bounce_rate,
                                               page_views, average_session_duration))

    def fail(self, resource: str, status: int) -> None:
        self.failures[resource] = status

    def calls(self, kind: str) -> list[Received]:
        """What our clients sent to one API: ``runReport``, ``searchAnalytics`` or ``sites.get``."""
        marks = {"runReport": ":runReport", "searchAnalytics": "/searchAnalytics/query", "sites.get": None}
        mark = marks[kind]
        return [r for r in self.server.received if r.path.startswith(("/v1beta/", "/webmasters/v3/sites/"))
                and (r.path.endswith(mark) if mark else r.method == "GET")]

    # ---- the APIs ----------------------------------------------------------------------------------

    def routes(self) -> list[Route]:
        return [
            ("POST", r"/v1beta/(?P<prop>properties/\d+):runReport", self.run_report),
            ("POST", r"/webmasters/v3/sites/(?P<site>[^/]+)/searchAnalytics/query", self.search_analytics),
            ("GET", r"/webmasters/v3/sites/(?P<site>[^/]+)", self.site),
        ]

    def _refusal(self, request: Received, resource: str) -> Answer | None:
        bearer = (request.headers.get("Authorization") or "").removeprefix("Bearer ")
        if bearer not in self.tokens:
            return google_error(401, "Request had invalid authentication credentials.")
        if resource in self.failures:
            status = self.failures[resource]
            return google_error(status, "Exhausted property tokens per day." if status == 429 else "Refused.")
        if bearer not in self.readers[resource]:
            return google_error(403, f"User does not have sufficient permission for site '{resource}'.")
        return None

    def site(self, request: Received, match: re.Match) -> Answer:
        site_url = unquote(match["site"])
        return self._refusal(request, site_url) or (200, {"siteUrl": site_url, "permissionLevel": "siteOwner"})

    def search_analytics(self, request: Received, match: re.Match) -> Answer:
        site_url = unquote(match["site"])
        if refused := self._refusal(request, site_url):
            return refused
        body = request.body or {}
        start, end = date.fromisoformat(body["startDate"]), date.fromisoformat(body["endDate"])
        dimensions = body.get("dimensions") or []
        if any(d not in ("date", "query", "page") for d in dimensions):
            return google_error(400, "Invalid dimension.")
        groups: dict[tuple, list[int | float]] = {}
        for fact in self.search[site_url]:
            if start <= fact.day <= end:
                key = tuple(fact.day.isoformat() if d == "date" else getattr(fact, d) for d in dimensions)
                sums = groups.setdefault(key, [0, 0, 0.0])
                sums[0] += fact.clicks
                sums[1] += fact.impressions
                sums[2] += fact.position * fact.impressions
        if dimensions == ["date"]:
            for day, (clicks, impressions) in self.hidden[site_url].items():
                if start <= day <= end:
                    sums = groups.setdefault((day.isoformat(),), [0, 0, 0.0])
                    sums[0] += clicks
                    sums[1] += impressions
        rows = [{"keys": list(key), "clicks": c, "impressions": i, "ctr": c / i if i else 0.0,
                 "position": p / i if i else 0.0} for key, (c, i, p) in sorted(groups.items())]
        first, limit = int(body.get("startRow", 0)), min(int(body.get("rowLimit", 1000)), 25000)
        page = rows[first:first + limit]
        answer: dict = {"responseAggregationType": "byProperty" if "page" not in dimensions else "byPage"}
        if page:
            answer["rows"] = page
        return 200, answer

    def run_report(self, request: Received, match: re.Match) -> Answer:
        prop = match["prop"]
        if refused := self._refusal(request, prop):
            return refused
        body = request.body or {}
        (span,) = body["dateRanges"]
        start, end = date.fromisoformat(span["startDate"]), date.fromisoformat(span["endDate"])
        dimensions = [d["name"] for d in body.get("dimensions", [])]
        metrics = [m["name"] for m in body.get("metrics", [])]
        if dimensions != ["date", "sessionDefaultChannelGroup"] or any(m not in GA_METRICS for m in metrics):
            return google_error(400, "Field is not a valid dimension or metric for this fake.")
        facts = sorted((f for f in self.channels[prop] if start <= f.day <= end), key=lambda f: (f.day, f.channel))
        values = {"sessions": lambda f: f.sessions, "totalUsers": lambda f: f.users,
                  "engagedSessions": lambda f: f.engaged_sessions, "bounceRate": lambda f: f.bounce_rate,
                  "screenPageViews": lambda f: f.page_views,
                  "averageSessionDuration": lambda f: f.average_session_duration}
        offset, limit = int(body.get("offset", 0)), int(body.get("limit", 10000))
        rows = [{"dimensionValues": [{"value": f.day.strftime("%Y%m%d")}, {"value": f.channel}],
                 "metricValues": [{"value": str(values[m](f))} for m in metrics]} for f in facts[offset:offset + limit]]
        answer: dict = {
            "dimensionHeaders": [{"name": d} for d in dimensions],
            "metricHeaders": [{"name": m, "type": GA_TYPES.get(m, "TYPE_INTEGER")} for m in metrics],
            "rowCount": len(facts), "metadata": {"currencyCode": "TWD", "timeZone": "Asia/Taipei"},
            "kind": "analyticsData#runReport"}
        if rows:
            answer["rows"] = rows
        return 200, answer
