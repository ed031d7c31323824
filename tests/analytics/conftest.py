"""Analytics stores for tests: chDB in a temporary directory always, and a ClickHouse server over HTTP — the one
CLICKHOUSE_URL names, else tests/fakes/clickhouse_http.py's chDB-backed stand-in in a process of its own (each test
gets its own database there)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest

from analytics.client import close_client, connect
from tests.ranklens_server import free_port

CLICKHOUSE_URL = os.environ.get("CLICKHOUSE_URL")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def clickhouse_url(tmp_path_factory) -> Iterator[str]:
    """A ClickHouse HTTP endpoint: CLICKHOUSE_URL's server, or the stand-in started for this test process."""
    if CLICKHOUSE_URL:
        yield CLICKHOUSE_URL
        return
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "tests.fakes.clickhouse_http",
                               str(tmp_path_factory.mktemp("clickhouse-http")), str(port)], cwd=ROOT)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/ping", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail("the ClickHouse HTTP stand-in did not start")
            time.sleep(0.2)
        yield f"http://default:@127.0.0.1:{port}/default"
    finally:
        server.terminate()
        server.wait(timeout=30)


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
