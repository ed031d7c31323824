"""Analytics stores for tests: chDB in a temporary directory always, and a ClickHouse server when
CLICKHOUSE_URL names one (each test gets its own database there)."""

from __future__ import annotations

import os
import uuid
from urllib.parse import urlsplit, urlunsplit

import pytest

from analytics.client import close_client, connect
from api.core import config

CLICKHOUSE_URL = os.environ.get("CLICKHOUSE_URL")


@pytest.fixture(params=["chdb", "server"])
def analytics_store(request, tmp_path, monkeypatch):
    """A fresh, empty store: a client the test owns, with settings pointing at the same store."""
    close_client()  # chDB opens one directory per process: release any shared client first
    if request.param == "chdb":
        url = f"chdb://{tmp_path / 'chdb'}"
        monkeypatch.setenv("RANKLENS_DATA_DIR", str(tmp_path))
        monkeypatch.delenv("RANKLENS_CLICKHOUSE_URL", raising=False)
        config.get_settings.cache_clear()
        client = connect(url)
        try:
            yield client
        finally:
            client.close()
            config.get_settings.cache_clear()
        return
    if not CLICKHOUSE_URL:
        pytest.skip("CLICKHOUSE_URL is not set")
    database = f"ranklens_test_{uuid.uuid4().hex[:10]}"
    admin = connect(CLICKHOUSE_URL)
    admin.command(f"CREATE DATABASE {database}")
    parts = urlsplit(CLICKHOUSE_URL)
    url = urlunsplit(parts._replace(path=f"/{database}"))
    monkeypatch.setenv("RANKLENS_CLICKHOUSE_URL", url)
    monkeypatch.delenv("RANKLENS_CLICKHOUSE_CLUSTER", raising=False)
    config.get_settings.cache_clear()
    client = connect(url)
    try:
        yield client
    finally:
        client.close()
        admin.command(f"DROP DATABASE IF EXISTS {database}")
        admin.close()
        config.get_settings.cache_clear()
