"""Analytics stores for tests: chDB in a temporary directory always, and a ClickHouse server over HTTP — the one
CLICKHOUSE_URL names, else tests/fakes/clickhouse_http.py's chDB-backed stand-in in a process of its own (each test
gets its own database there)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from urllib.parse import urlsplit, urlunsplit

import pytest

from analytics.client import close_client, connect
from tests.fakes import clickhouse_http

CLICKHOUSE_URL = os.environ.get("CLICKHOUSE_URL")


@pytest.fixture(scope="session")
def clickhouse_url(tmp_path_factory) -> Iterator[str]:
    """A ClickHouse HTTP endpoint: CLICKHOUSE_URL's server, or the stand-in started for this test process."""
    if CLICKHOUSE_URL:
        yield CLICKHOUSE_URL
        return
    with clickhouse_http.running(tmp_path_factory.mktemp("clickhouse-http")) as url:
        yield url


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
    server_url = request.getfixturevalue("clickhouse_url")
    database = f"ranklens_test_{uuid.uuid4().hex[:10]}"
    admin = connect(server_url)
    admin.command(f"CREATE DATABASE {database}")
    parts = urlsplit(server_url)
    url = urlunsplit(parts._replace(path=f"/{database}"))
    client = connect(url)
    try:
        yield client
    finally:
        client.close()
        admin.command(f"DROP DATABASE IF EXISTS {database}")
        admin.close()
