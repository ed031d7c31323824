"""Shared fixtures: a migrated transactional store on SQLite and (when configured) PostgreSQL,
and an API client for it.

The API suite runs once per backend: SQLite always, PostgreSQL when RANKLENS_TEST_POSTGRES_URL
names a server (CI sets it to the local one).
"""

from __future__ import annotations

import os
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from sqlalchemy import create_engine, insert, select, text
from sqlalchemy.engine import make_url

from analytics.client import close_client
from api.core import config, db, store
from api.core.migrate import upgrade
from tests.ranklens_server import free_port

POSTGRES_URL = os.environ.get("RANKLENS_TEST_POSTGRES_URL")


def _own_redis_database() -> None:
    """Under pytest-xdist each worker gets a Redis database of its own (the named one, the one below it,
    …): tests reset the throttles' and slots' keys, which must not wipe a test running beside them."""
    url, worker = os.environ.get("RANKLENS_TEST_REDIS_URL"), os.environ.get("PYTEST_XDIST_WORKER", "")
    if not url or not worker.startswith("gw"):
        return
    parts = make_url(url)
    database = int(parts.database or 0) - int(worker[2:])
    os.environ["RANKLENS_TEST_REDIS_URL"] = parts.set(database=str(max(database, 0))).render_as_string(
        hide_password=False)


_own_redis_database()  # before the test modules read the variable


def _reset_caches() -> None:
    config.get_settings.cache_clear()
    db.get_engine.cache_clear()
    db.get_sessionmaker.cache_clear()


@contextmanager
def postgres_database() -> Iterator[str]:
    """A fresh database on RANKLENS_TEST_POSTGRES_URL's server, its URL; dropped afterwards (its connections too)."""
    admin_url = make_url(POSTGRES_URL).set(drivername="postgresql+psycopg")
    name = f"ranklens_test_{uuid.uuid4().hex[:10]}"
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield admin_url.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(scope="session", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database_url(request, tmp_path_factory) -> Iterator[str]:
    if request.param == "postgres":
        if not POSTGRES_URL:
            pytest.skip("RANKLENS_TEST_POSTGRES_URL is not set")
        with postgres_database() as url:
            try:
                yield url
            finally:
                db.get_engine().dispose()  # the app's connections close before the database goes
    else:
        path: Path = tmp_path_factory.mktemp("sqlite") / "ranklens.sqlite3"
        yield f"sqlite:///{path}"


@pytest.fixture(scope="session")
def migrated(database_url, tmp_path_factory) -> str:
    data_dir = tmp_path_factory.mktemp("data")
    os.environ["RANKLENS_DATABASE_URL"] = database_url
    os.environ["RANKLENS_DATA_DIR"] = str(data_dir)
    os.environ.setdefault("RANKLENS_SECRET_KEY", "test-secret")
    # TestClient's host name; the default list (loopback, the public URL's host) stays as it ships.
    os.environ.setdefault("RANKLENS_ALLOWED_HOSTS", "testserver")
    _reset_caches()
    upgrade(database_url)
    # The analytics store too, as `ranklens migrate` does: projects' payloads carry rank figures.
    store.apply_migrations()
    close_client()
    return database_url


@pytest.fixture
def settings(migrated):
    """Settings for this test; tests may override env vars then call ``_reset_caches`` through this."""
    _reset_caches()
    yield config.get_settings()
    _reset_caches()


def empty_tables() -> None:
    """Deletes every row of the transactional store (its schema stays) and every rate-limiter count
    (this process's memory: SQLite hands out the same row ids again, and throttles are keyed by them)."""
    from api.core import ratelimit
    from api.models import Base

    engine = db.get_engine()
    with engine.begin() as conn:
        for table in reversed(Base.metadata.sorted_tables):
            conn.execute(table.delete())
    ratelimit.reset_all()


def table_rows() -> dict[str, list[dict]]:
    """Every row of the transactional store, by table name: a state that ``restore_rows`` brings back."""
    from api.models import Base

    with db.get_engine().connect() as conn:
        return {table.name: [dict(row._mapping) for row in conn.execute(select(table))]
                for table in Base.metadata.sorted_tables}


def restore_rows(rows: dict[str, list[dict]]) -> None:
    """Empties the transactional store, then inserts ``rows`` (from ``table_rows``) as they were, ids included.
    New rows still get fresh ids: PostgreSQL's sequences never go back, and SQLite's next id is above the
    largest one stored."""
    from api.models import Base

    empty_tables()
    with db.get_engine().begin() as conn:
        for table in Base.metadata.sorted_tables:
            if rows[table.name]:
                conn.execute(insert(table), rows[table.name])


@pytest.fixture
def clean_db(migrated) -> Iterator[None]:
    """Empties every table (and the throttles' counts) around the test, so tests stay independent but
    migrations run once."""
    from api.core import ratelimit

    ratelimit.reset_all()
    yield
    empty_tables()


@pytest.fixture
def db_session(migrated, clean_db):
    session = db.get_sessionmaker()()
    try:
        yield session
    finally:
        session.close()


@pytest.fixture
def app(migrated, clean_db, settings):
    from api.main import create_app

    return create_app()


@pytest.fixture
def client(app):
    from fastapi.testclient import TestClient

    with TestClient(app, base_url="http://testserver") as test_client:
        yield test_client


@pytest.fixture
def live_server(client, monkeypatch):
    """This test's app served by uvicorn on 127.0.0.1 as `ranklens api` would, RANKLENS_INTERNAL_URL
    recorded (where the server's Chromium prints pages, api/core/page_pdf.py), and every Host allowed (so
    only the PDF's own origin rule is left to keep Chromium home)."""
    import uvicorn

    from api.main import create_app
    from api.spa import console_dist

    if not (console_dist(config.get_settings()) / "index.html").is_file():
        pytest.fail("the console is not built: run `make install` (or `npm run build`) first")
    port = free_port()
    monkeypatch.setenv("RANKLENS_INTERNAL_URL", f"http://127.0.0.1:{port}")
    monkeypatch.setenv("RANKLENS_ALLOWED_HOSTS", "*")
    config.get_settings.cache_clear()
    server = uvicorn.Server(uvicorn.Config(create_app(), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        assert thread.is_alive(), "uvicorn did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)
    config.get_settings.cache_clear()
