"""GA4 Data API client: ``properties.runReport``
(https://developers.google.com/analytics/devguides/reporting/data/v1/rest/v1beta/properties/runReport) by
day and default channel group, paged with ``limit`` / ``offset`` until ``rowCount`` rows came."""

from __future__ import annotations

from datetime import date, datetime

from analytics.google.model import ChannelDay
from api.core.config import get_settings
from api.google.calls import call

METRICS = ("sessions", "totalUsers", "engagedSessions", "bounceRate", "screenPageViews", "averageSessionDuration")
PAGE = 10_000


def channel_days(token: str, prop: str, start: date, end: date) -> list[ChannelDay]:
    """``prop`` ("properties/123")'s figures of each day and channel group. Bounces and the sessions' summed
    duration are stored as sessions × rate, so any period's rates come out as exact ratios of sums."""
    url = f"{get_settings().google_analytics_data_url}/v1beta/{prop}:runReport"
    found: list[ChannelDay] = []
    while True:
        answer = call("POST", url, token, {
            "dateRanges": [{"startDate": start.isoformat(), "endDate": end.isoformat()}],
            "dimensions": [{"name": "date"}, {"name": "sessionDefaultChannelGroup"}],
            "metrics": [{"name": name} for name in METRICS], "limit": PAGE, "offset": len(found)})
        rows = answer.get("rows", [])
        for row in rows:
            day, channel = (value["value"] for value in row["dimensionValues"])
            sessions, users, engaged, bounce_rate, views, duration = (float(v["value"]) for v in row["metricValues"])
            found.append(ChannelDay(datetime.strptime(day, "%Y%m%d").date(), channel, int(sessions), int(users),
                                    int(engaged), sessions * bounce_rate, int(views), sessions * duration))
        if not rows or len(found) >= int(answer.get("rowCount", 0)):
            return found
