"""Rankings API fixtures: a fresh chDB store per test (in its tmp dir), tasks run in the request
(Celery eager: the same task code as the worker), and a sandbox SERP server on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime, time
from pathlib import Path

import pytest
from sqlalchemy import update

from analytics.client import Client, close_client
from api.core import config
from api.core.db import get_sessionmaker
from api.core.store import apply_migrations, get_client
from api.projects.models import Keyword, Site
from api.worker.app import app as celery_app
from crawler.sandbox import SandboxServer
from tests.analytics.rankings.builders import DAY0


@contextmanager
def analytics_store(monkeypatch: pytest.MonkeyPatch, directory: Path) -> Iterator[Client]:
    """The analytics store the API reads: empty, migrated, in ``directory``."""
    close_client()
    monkeypatch.setenv("RANKLENS_CLICKHOUSE_URL", f"chdb://{directory / 'chdb'}")
    config.get_settings.cache_clear()
    apply_migrations()
    yield get_client()
    close_client()
    monkeypatch.delenv("RANKLENS_CLICKHOUSE_URL")
    config.get_settings.cache_clear()


@pytest.fixture
def analytics(client, tmp_path, monkeypatch):
    """This test's own analytics store."""
    with analytics_store(monkeypatch, tmp_path) as store:
        yield store


def run_tasks_eagerly(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tasks run where they are sent, to the end, before the request answers. The product's app is made the
    current one: a test that built another app (tests/worker) left that one current in this thread, and the
    shared tasks a task sends would go to it, never to run."""
    celery_app.set_current()
    monkeypatch.setitem(celery_app.conf, "task_always_eager", True)
    monkeypatch.setitem(celery_app.conf, "task_eager_propagates", True)


@pytest.fixture
def eager(monkeypatch):
    run_tasks_eagerly(monkeypatch)


@contextmanager
def sandbox_source(monkeypatch: pytest.MonkeyPatch, domains: tuple[str, ...]) -> Iterator[SandboxServer]:
    """A sandbox SERP server that the sandbox source uses (no real source configured); ``domains`` rank in it."""
    for name in ("RANKLENS_SERP_SOURCES", "RANKLENS_SERPAPI_KEY", "RANKLENS_SERPER_KEY", "RANKLENS_DATAFORSEO_LOGIN",
                 "RANKLENS_SERP_PROXIES"):
        monkeypatch.delenv(name, raising=False)
    with SandboxServer(extra_domains=domains) as server:
        monkeypatch.setenv("RANKLENS_SERP_SANDBOX_URL", server.url)
        monkeypatch.setenv("RANKLENS_SERP_RETRY_TIMES", "0")
        config.get_settings.cache_clear()
        yield server
    config.get_settings.cache_clear()


@pytest.fixture
def sandbox(monkeypatch):
    with sandbox_source(monkeypatch, ("www.mysite.com.tw", "rival.tw")) as server:
        yield server


def backdate(site_id: int, day: date = DAY0) -> None:
    """The project and its keywords have been tracked since ``day`` (hand-built SERPs are from then on)."""
    moment = datetime.combine(day, time(4), UTC)  # noon in Taipei
    with get_sessionmaker()() as db:
        db.execute(update(Site).where(Site.id == site_id).values(created_at=moment))
        db.execute(update(Keyword).where(Keyword.site_id == site_id).values(created_at=moment))
        db.commit()
