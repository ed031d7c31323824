"""The daily rating job: registered, scheduled, and its task computes and stores the day's ratings."""

from __future__ import annotations

from datetime import UTC, datetime

from analytics.client import close_client
from analytics.links.model import Outlink, PageLinks
from analytics.links.ratings import domain_ratings
from analytics.links.store import record_pages
from api.core import config
from api.core.store import apply_migrations, get_client
from api.links.rating_tasks import compute_ratings
from api.worker.app import BEAT_SCHEDULE, app, task_modules


def test_the_job_is_registered_and_scheduled_daily():
    assert "api.links.rating_tasks" in task_modules()
    assert "crawl.links.compute_ratings" in app.tasks
    entry = BEAT_SCHEDULE["links-ratings"]
    assert entry["task"] == "crawl.links.compute_ratings" and entry["schedule"].hour == {3}


def test_the_task_rates_the_store(settings, tmp_path, monkeypatch):
    close_client()
    monkeypatch.setenv("RANKLENS_CLICKHOUSE_URL", f"chdb://{tmp_path / 'chdb'}")
    config.get_settings.cache_clear()
    try:
        apply_migrations()
        at = datetime(2026, 11, 1, tzinfo=UTC)
        record_pages(get_client(), [PageLinks("https://a.com/", at, (Outlink("https://b.com/"),))])
        run = compute_ratings()  # the task body, in this process
        assert (run["domains"], run["domain_edges"], run["urls"]) == (2, 1, 2)
        assert domain_ratings(get_client(), ["a.com", "b.com"]) == {"a.com": 0.0, "b.com": 100.0}
    finally:
        close_client()
        monkeypatch.delenv("RANKLENS_CLICKHOUSE_URL")
        config.get_settings.cache_clear()
