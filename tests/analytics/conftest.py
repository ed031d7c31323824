"""Analytics stores for tests: chDB in a temporary directory always, and a ClickHouse server when
CLICKHOUSE_URL names one (each test gets its own database there)."""

from __future__ import annotations

import os
import uuid
from urllib.parse import urlsplit, urlunsplit

import pytest

from analytics.client import close_client, connect

CLICKHOUSE_URL = os.environ.get("CLICKHOUSE_URL")


@pytest.fixture(params=["chdb", "server"])
def analytics_store(request, tmp_path):
    """A fresh, empty store: a client the test owns (the data layer reads no application settings)."""
    close_client()  # chDB opens one directory per process: release any shared client first
    if request.param == "chdb":
        url = f"chdb://{tmp_path / 'chdb'}"
        client = connect(url)
        try:
            yield client
        finally:
            client.close()
        return
    if not CLICKHOUSE_URL:
        pytest.skip("CLICKHOUSE_URL is not set")
    database = f"ranklens_test_{uuid.uuid4().hex[:10]}"
    admin = connect(CLICKHOUSE_URL)
    admin.command(f"CREATE DATABASE {database}")
    parts = urlsplit(CLICKHOUSE_URL)
    url = urlunsplit(parts._replace(path=f"/{database}"))
    client = connect(url)
    try:
        yield client
    finally:
        client.close()
        admin.command(f"DROP DATABASE IF EXISTS {database}")
        admin.close()
