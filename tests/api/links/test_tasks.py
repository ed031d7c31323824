"""The link crawl's Celery tasks as the embedded worker runs them: beat's feed sends a batch, the batch crawls a
local web and its links land in the link store (chDB), the frontier on fakeredis in this process."""

from __future__ import annotations

from dataclasses import replace

import pytest

from analytics.links.queries import LinkTarget, backlinks, link_summary
from api.links import fleet as links_fleet
from api.links import tasks
from tests.api.rankings.conftest import analytics_store, run_tasks_eagerly
from tests.crawler.links.web import Web


@pytest.fixture
def web():
    site = Web(hosts=3, pages=6, delay=0, hostile=False).start()
    yield site
    site.stop()


def test_feed_crawls_and_links_reach_the_store(settings, db_session, web, tmp_path, monkeypatch) -> None:
    links_fleet._redis.cache_clear()
    run_tasks_eagerly(monkeypatch)
    options = tasks.crawl_options
    # The web's host names are pinned to 127.0.0.1, as an operator pins hosts (the guard trusts pinned hosts).
    monkeypatch.setattr(tasks, "crawl_options", lambda s: replace(options(s), hosts=web.pins, min_delay=0.0))
    try:
        frontier = links_fleet.get_frontier()
        frontier.add(web.seeds(), importance=1.0)
        with analytics_store(monkeypatch, tmp_path) as client:
            result = tasks.feed.apply().get(disable_sync_subtasks=False)
            assert result["sent"] == 1 and result["seeded"]
            status = frontier.status()
            assert status.fetched_today == 3 * 6 + 3 and status.leases == 0
            summary = link_summary(client, LinkTarget("host", f"{web.host(1)}:{web.port}"))
            rows = backlinks(client, LinkTarget("host", f"{web.host(1)}:{web.port}")).rows
        assert summary.backlinks > 0 and summary.sources == ("crawler",)
        assert {row.source_host.split(":")[0] for row in rows} <= {web.host(0), web.host(2)}
        assert {"footer", "content"} <= {row.placement for row in rows}
        assert any(row.rel == ("nofollow",) or "nofollow" in row.rel for row in rows)
        assert tasks.feed.apply().get(disable_sync_subtasks=False)["sent"] == 0  # nothing due: no batch sent
    finally:
        links_fleet._redis.cache_clear()
