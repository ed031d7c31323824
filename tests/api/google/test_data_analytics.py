"""GA4 on the dashboard, against the local Google: linking a property syncs 14 months by day and channel, the
channel card compares the last 30 days with the 30 before, rates are ratios of sums; a GA3 id gets no data."""

from __future__ import annotations

from datetime import timedelta

import pytest

from api.core.db import get_sessionmaker
from api.google import sync
from api.projects.models import SiteMember
from tests.api.google.data_support import PROPERTY, YESTERDAY, day, world  # noqa: F401
from tests.api.projects.support import error
from tests.factories import make_user


def test_linking_a_property_syncs_14_months_and_the_channels_compare_30_days(client, world):  # noqa: F811
    data = world.google.data
    # day, channel, sessions, users, engaged sessions, bounce rate, page views, average session duration
    data.add_channel(PROPERTY, day(0), "Organic Search", 100, 80, 60, 0.4, 300, 120.0)
    data.add_channel(PROPERTY, day(0), "Direct", 50, 45, 20, 0.6, 60, 30.0)
    data.add_channel(PROPERTY, day(10), "Organic Search", 50, 40, 30, 0.2, 100, 60.0)
    data.add_channel(PROPERTY, day(40), "Referral", 20, 20, 5, 0.5, 20, 10.0)
    linked = world.post(client, "site_ga", {"properties": [], "propertySelected": PROPERTY})
    assert linked.status_code == 200, linked.text
    assert linked.json()["ga_id"] == PROPERTY
    (call,) = data.calls("runReport")
    assert call.body["dateRanges"] == [{"startDate": (YESTERDAY - timedelta(days=426)).isoformat(),
                                        "endDate": YESTERDAY.isoformat()}]
    assert call.headers["Authorization"] == "Bearer tok-ga"

    body = world.get(client, "site_ga_metrics").json()
    assert body["state"] == "ok"
    assert body["channelGroup"]["current"] == {"channels": {"Organic Search": 150, "Direct": 50}, "total": 200}
    assert body["channelGroup"]["last"] == {"channels": {"Referral": 20}, "total": 20}
    totals = body["totals"]["current"]
    assert (totals["sessions"], totals["users"], totals["engaged_sessions"]) == (200, 165, 110)
    assert totals["bounce_rate"] == pytest.approx((100 * 0.4 + 50 * 0.6 + 50 * 0.2) / 200)
    assert totals["pages_per_session"] == pytest.approx(460 / 200)
    assert totals["average_session_duration"] == pytest.approx((100 * 120 + 50 * 30 + 50 * 60) / 200)
    assert [(d["key"], d["sessions"]) for d in body["daily"]] == [(day(10).isoformat(), 50), (day(0).isoformat(), 150)]


def test_a_quota_refusal_is_a_state_and_a_bad_property_a_422(client, world):  # noqa: F811
    world.google.data.fail(PROPERTY, 429)
    assert world.post(client, "site_ga", {"propertySelected": PROPERTY}).status_code == 200
    assert world.get(client, "site_ga_metrics").json()["state"] == "google.quota_exceeded"
    assert world.post(client, "site_ga", {"propertySelected": "UA-1234-1"}).status_code == 422


def test_a_property_the_account_cannot_read_is_no_permission(client, world):  # noqa: F811
    world.google.data.readers[PROPERTY].clear()
    world.post(client, "site_ga", {"propertySelected": PROPERTY})
    body = world.get(client, "site_ga_metrics").json()
    assert (body["state"], body["channelGroup"]["current"]) == ("google.no_permission", None)


def test_a_ga3_id_gets_no_data(client, world):  # noqa: F811
    response = client.patch(f"/api/sites/{world.site['id']}", json={"ga_id": "ga:12345"}, headers=world.owner.headers)
    assert response.status_code == 200, response.text
    with get_sessionmaker()() as db:
        assert sync.sync_site(db, world.site["id"]) == {}
    assert world.get(client, "site_ga_metrics").json()["state"] == "ga3"
    assert world.google.data.calls("runReport") == []


def test_only_the_owner_links(client, world):  # noqa: F811
    manager = make_user("manager@example.com")
    with get_sessionmaker()() as db:
        db.add(SiteMember(site_id=world.site["id"], user_id=manager.user_id, role="manager"))
        db.commit()
    error(world.post(client, "site_ga", {"propertySelected": PROPERTY}, who=manager), 403, "permission.denied")
    assert world.get(client, "site_ga_metrics", who=manager).json()["state"] == "not_linked"
