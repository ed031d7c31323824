"""The Google data cache on hand-built days: period sums, rates as ratios of sums, positions weighted by
impressions, the top queries, a replaced day, and None for a period without data."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from analytics.google import queries
from analytics.google.model import ChannelDay, SearchDay, SearchRow
from analytics.google.store import record_channel_days, record_search_days, record_search_rows
from analytics.schema import runner

SITE = 7
PROP = "sc-domain:coffee.tw"


@pytest.fixture
def store(analytics_store):
    runner.apply(analytics_store)
    client = analytics_store
    record_search_days(client, SITE, PROP, [SearchDay(date(2026, 2, 27), 10, 100, 4.0),
                                            SearchDay(date(2026, 2, 28), 30, 300, 8.0),
                                            SearchDay(date(2026, 3, 1), 99, 999, 1.0)])
    record_search_rows(client, SITE, [
        SearchRow(date(2026, 2, 27), "手沖咖啡", "https://coffee.tw/a", 6, 50, 3.0),
        SearchRow(date(2026, 2, 28), "手沖咖啡", "https://coffee.tw/b", 4, 150, 7.0),
        SearchRow(date(2026, 2, 28), "咖啡豆", "https://coffee.tw/c", 9, 80, 12.0),
        SearchRow(date(2026, 2, 28), "拿鐵", "https://coffee.tw/d", 1, 400, 15.0)])
    record_channel_days(client, SITE, "properties/1", [
        ChannelDay(date(2026, 2, 27), "Organic Search", 100, 80, 60, 30.0, 250, 12000.0),
        ChannelDay(date(2026, 2, 28), "Direct", 50, 45, 20, 25.0, 50, 3000.0)])
    return client


def test_search_totals_are_ratios_of_sums_with_positions_weighted_by_impressions(store):
    totals = queries.search_totals(store, SITE, date(2026, 2, 1), date(2026, 2, 28))
    assert (totals.clicks, totals.impressions) == (40, 400)
    assert totals.ctr == pytest.approx(0.1) and totals.position == pytest.approx((4 * 100 + 8 * 300) / 400)
    assert queries.search_totals(store, SITE, date(2026, 1, 1), date(2026, 1, 31)) is None
    assert [d.day for d in queries.search_daily(store, SITE, date(2026, 2, 28), date(2026, 3, 1))] == [
        date(2026, 2, 28), date(2026, 3, 1)]


def test_top_queries_sum_pages_and_a_later_fetch_replaces_a_day(store):
    by_clicks = queries.top_queries(store, SITE, date(2026, 2, 1), date(2026, 2, 28), limit=2)
    assert [(q.query, q.clicks, q.impressions) for q in by_clicks] == [("手沖咖啡", 10, 200), ("咖啡豆", 9, 80)]
    assert by_clicks[0].position == pytest.approx((3 * 50 + 7 * 150) / 200)
    by_impressions = queries.top_queries(store, SITE, date(2026, 2, 1), date(2026, 2, 28), by="impressions", limit=1)
    assert [q.query for q in by_impressions] == ["拿鐵"]
    assert queries.queries_in_top(store, SITE, date(2026, 2, 1), date(2026, 2, 28)) == 1
    assert set(queries.query_figures(store, SITE, ["咖啡豆", "沒有"], date(2026, 2, 1), date(2026, 2, 28))) == {"咖啡豆"}

    record_search_days(store, SITE, PROP, [SearchDay(date(2026, 2, 28), 31, 310, 8.0)],
                       at=datetime(2030, 1, 1, tzinfo=UTC))  # Google revised the day
    assert queries.search_totals(store, SITE, date(2026, 2, 1), date(2026, 2, 28)).clicks == 41


def test_traffic_totals_and_channels(store):
    totals = queries.traffic_totals(store, SITE, date(2026, 2, 1), date(2026, 2, 28))
    assert (totals.sessions, totals.users, totals.engaged_sessions) == (150, 125, 80)
    assert totals.bounce_rate == pytest.approx(55 / 150) and totals.pages_per_session == pytest.approx(2.0)
    assert totals.average_session_duration == pytest.approx(100.0) and totals.engagement_rate == pytest.approx(80 / 150)
    assert queries.channel_sessions(store, SITE, date(2026, 2, 1), date(2026, 2, 28)) == {"Organic Search": 100, "Direct": 50}
    assert queries.traffic_daily(store, SITE, date(2026, 2, 28), date(2026, 2, 28)) == [(date(2026, 2, 28), 50, 45)]
    assert queries.last_synced_day(store, SITE, "ga_channels") == date(2026, 2, 28)
    assert queries.traffic_totals(store, SITE + 1, date(2026, 2, 1), date(2026, 2, 28)) is None
