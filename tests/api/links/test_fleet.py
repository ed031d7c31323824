"""The link crawl fleet as the operations screen drives it, its seeding, and the public /bot page."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from api.accounts.models import User
from api.core import config
from api.links import fleet as links_fleet
from api.operations.fleets import fleet, fleets
from api.projects.models import Competitor, Site
from crawler.links.frontier import FetchResult
from tests.api.rankings.conftest import analytics_store


@pytest.fixture
def embedded(settings, monkeypatch):
    """Embedded mode: the frontier on fakeredis in this process, new for the test."""
    links_fleet._redis.cache_clear()
    yield links_fleet.get_frontier()
    links_fleet._redis.cache_clear()


def test_registered_at_import() -> None:
    assert fleet("links") is not None and "links" in [f.name for f in fleets()]


def test_status_and_controls(embedded, db_session) -> None:
    links = fleet("links")
    frontier = embedded
    frontier.add(["https://a.example/", "https://b.example/", "https://b.example/2"])
    status = links.status(db_session)
    assert (status.name, status.queued, status.frontier_hosts, status.paused) == ("links", 3, 2, False)
    assert status.daily_budget == config.get_settings().links_daily_budget
    assert status.sources[0].healthy
    lease = frontier.lease("w")
    assert links.status(db_session).running == 3
    frontier.complete(lease, [FetchResult(url.url, None, "timeout") for url in lease.urls[:1]]
                      + [FetchResult(url.url, 200) for url in lease.urls[1:]])
    status = links.status(db_session)
    assert status.running == 0 and status.fetched_today == 2 and status.errors_by_kind == {"timeout": 1}
    links.pause(db_session)
    assert links.status(db_session).paused and frontier.lease("w") is None
    links.resume(db_session)
    links.set_budget(db_session, 50)
    assert links.status(db_session).daily_budget == 50
    links.set_budget(db_session, None)
    assert links.status(db_session).daily_budget is None
    links.set_schedule(db_session, 3600)
    assert links.status(db_session).schedule == "every 3600 s"
    assert links.retry_failed(db_session) == 0


def test_unreachable_frontier_is_reported_not_raised(settings, db_session, monkeypatch) -> None:
    monkeypatch.setenv("RANKLENS_LINKS_FRONTIER_URL", "redis://127.0.0.1:1/0")
    config.get_settings.cache_clear()
    links_fleet._redis.cache_clear()
    try:
        status = fleet("links").status(db_session)
    finally:
        links_fleet._redis.cache_clear()
        config.get_settings.cache_clear()
    assert status.sources[0].name == "frontier" and not status.sources[0].healthy
    assert "Connection" in status.sources[0].last_error


def test_seed_frontier_from_serps_audits_and_competitors(embedded, db_session, tmp_path, monkeypatch) -> None:
    from api.links.seeds import seed_frontier

    user = User(email="owner@example.com", referral_code="LINKS1")
    db_session.add(user)
    db_session.flush()
    site = Site(name="Mine", url="https://mine.example", domain="mine.example", creator_id=user.id)
    db_session.add(site)
    db_session.flush()
    db_session.add(Competitor(site_id=site.id, name="Rival", url="https://rival.example", domain="rival.example"))
    db_session.commit()
    with analytics_store(monkeypatch, tmp_path) as client:
        now = datetime.now(UTC)
        client.insert("audit_externals", [[1, "https://linked.example/page", 200, None, [("https://mine.example/", "x")],
                                           now]], column_names=["site_check_id", "url", "status", "error", "sources",
                                                                "stored_at"])
        client.insert("link_ratings", [["domain", "strong.example", now.date(), 80.0, 0.01, now]],
                      column_names=["kind", "key", "day", "rating", "pagerank", "computed_at"])
        client.insert("audit_externals", [[1, "https://strong.example/", 200, None, [], now]],
                      column_names=["site_check_id", "url", "status", "error", "sources", "stored_at"])
        run = seed_frontier(embedded, client, db_session)
    assert (run.competitors, run.audits, run.serp) == (1, 2, 0)
    lease = embedded.lease("w")
    by_url = {url.url: url for url in lease.urls}
    assert by_url["https://rival.example/"].importance == 1.0
    assert by_url["https://linked.example/page"].importance == 0.3
    assert by_url["https://strong.example/"].importance == 0.8  # raised to its domain's rating


@pytest.mark.parametrize(("headers", "query", "expected"), [
    ({}, "", "RankLensBot：RankLens 的連結爬蟲"),
    ({"Accept-Language": "ja-JP,ja;q=0.9"}, "", "リンククローラー"),
    ({}, "?locale=en", "RankLens's link crawler"),
    ({}, "?locale=zh-CN", "链接爬虫"),
])
def test_bot_page_public_in_four_languages(client, headers, query, expected) -> None:
    response = client.get(f"/bot{query}", headers=headers)
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/html")
    assert expected in response.text.replace("&#x27;", "'")
    assert "User-agent: RankLensBot" in response.text
    assert "RankLensBot/1.0 (+" in response.text and "/bot)" in response.text
