"""Cluster mode as separate processes, as README "Cluster mode" runs it: `ranklens migrate`, two `ranklens api`, two
`ranklens worker` on different queues and one `ranklens beat`, on PostgreSQL, Redis and a ClickHouse HTTP endpoint
(the stand-in of tests/fakes/clickhouse_http.py: one engine, so what it proves is the multi-process path, not
replication). Each test module starts its own cluster (:func:`running_cluster`)."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from tests.conftest import postgres_database
from tests.fakes import clickhouse_http
from tests.fakes.tcp_proxy import TcpProxy
from tests.ranklens_server import (
    clean_env,
    free_port,
    ranklens,
    ranklens_command,
    started,
    wait_until_answering,
)

POSTGRES_URL = os.environ.get("RANKLENS_TEST_POSTGRES_URL")
TEST_REDIS_URL = os.environ.get("RANKLENS_TEST_REDIS_URL")
# the cluster's broker and results: a Redis database eight below this test process's own, emptied around the test
REDIS_URL = (make_url(TEST_REDIS_URL).set(database=str(max(int(make_url(TEST_REDIS_URL).database or 0) - 8, 0)))
             .render_as_string(hide_password=False) if TEST_REDIS_URL else None)
PASSWORD = "Secret-pass-1"
TIMEOUT_S = 240
WORKERS = {"worker-serp": "serp,default", "worker-crawl": "crawl,reports"}

needs_stores = pytest.mark.skipif(not (POSTGRES_URL and REDIS_URL),
                                  reason="RANKLENS_TEST_POSTGRES_URL and RANKLENS_TEST_REDIS_URL name the cluster's stores")


@dataclass
class Cluster:
    bases: list[str]  # the two API processes' base URLs
    env: dict[str, str]
    database_url: str
    analytics_url: str  # the ClickHouse endpoint with the cluster's database
    sandbox_url: str
    logs: Path
    stack: ExitStack
    workers: dict[str, subprocess.Popen] = field(default_factory=dict)
    relays: dict[str, TcpProxy] = field(default_factory=dict)  # "clickhouse", "redis": what the processes reach

    def start_worker(self, name: str) -> None:
        self.workers[name] = self.stack.enter_context(started(
            [*ranklens_command(), "worker", "--queues", WORKERS[name], "--concurrency", "2"], self.env,
            self.logs / f"{name}.{time.monotonic_ns()}.log"))

    def worker_log(self, name: str) -> str:
        """What every process started as worker ``name`` logged, killed ones included."""
        return "".join(path.read_text(errors="replace") for path in sorted(self.logs.glob(f"{name}.*.log")))

    def kill_worker(self, name: str) -> None:
        """``kill -9`` of the worker and every process it started (its pool, a crawl in progress): what a lost
        machine or a killed container does."""
        process = self.workers.pop(name)
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)

    def signed_in(self, email: str) -> tuple[httpx.Client, ...]:
        """A new user's clients of the two API processes."""
        return signed_in(self.bases, self.env, email)

    def analytics(self, sql: str) -> list[list[Any]]:
        """Rows of a query on the cluster's ClickHouse."""
        answer = httpx.post(self.analytics_url, content=f"{sql} FORMAT JSONCompact".encode())
        assert answer.status_code == 200, answer.text
        return answer.json()["data"]

    def transactional(self, sql: str, **params: Any) -> list[tuple]:
        """Rows of a query on the cluster's PostgreSQL."""
        engine = create_engine(self.database_url)
        try:
            with engine.connect() as connection:
                return [tuple(row) for row in connection.execute(text(sql), params)]
        finally:
            engine.dispose()

    def sandbox_searches(self) -> int:
        return httpx.get(f"{self.sandbox_url}/_sandbox/control").json()["searches"]


@contextmanager
def running_cluster(tmp_path: Path, *, relayed: bool = False, **settings: str) -> Iterator[Cluster]:
    """The whole cluster on fresh stores; ``settings`` are RANKLENS_* variables of its processes. ``relayed``: its
    processes reach ClickHouse and Redis through relays a test can cut (``Cluster.relays``)."""
    broker = redis.Redis.from_url(REDIS_URL)
    broker.flushdb()  # queues and results from nobody else
    with ExitStack() as stack:
        database = stack.enter_context(postgres_database())
        endpoint = stack.enter_context(clickhouse_http.running(tmp_path / "clickhouse")).rsplit("/", 1)[0]
        httpx.post(endpoint + "/", content=b"CREATE DATABASE ranklens").raise_for_status()
        relays, reached_endpoint, reached_redis = {}, endpoint, REDIS_URL
        if relayed:
            relays["clickhouse"] = relay(stack, make_url(endpoint).port)
            relays["redis"] = relay(stack, make_url(REDIS_URL).port or 6379)
            reached_endpoint = make_url(endpoint).set(port=relays["clickhouse"].port).render_as_string(False)
            reached_redis = make_url(REDIS_URL).set(port=relays["redis"].port).render_as_string(False)
        sandbox_port = free_port()
        env = clean_env(tmp_path / "data", RANKLENS_DATABASE_URL=database, RANKLENS_BROKER_URL=reached_redis,
                        RANKLENS_RESULT_BACKEND=reached_redis, RANKLENS_CLICKHOUSE_URL=reached_endpoint + "/ranklens",
                        RANKLENS_SECRET_KEY="cluster-test-secret-key-of-at-least-32-bytes",
                        RANKLENS_SERP_SANDBOX_URL=f"http://127.0.0.1:{sandbox_port}", RANKLENS_CRAWL_ALLOW_PRIVATE="1",
                        RANKLENS_ALLOWED_HOSTS="127.0.0.1", **settings)
        ranklens("migrate", env=env)
        command = ranklens_command()
        sandbox_log = tmp_path / "sandbox.log"
        sandbox = stack.enter_context(started([*command, "serp", "sandbox", "--port", str(sandbox_port)], env,
                                              sandbox_log))
        wait_until_answering(f"http://127.0.0.1:{sandbox_port}/_sandbox/control", sandbox, sandbox_log, "the sandbox")
        cluster = Cluster([], env, database, f"{endpoint}/?database=ranklens", f"http://127.0.0.1:{sandbox_port}",
                          tmp_path, stack, relays=relays)
        for name in WORKERS:
            cluster.start_worker(name)
        stack.enter_context(started([*command, "beat"], env, tmp_path / "beat.log"))
        for name in ("api-a", "api-b"):
            port, log = free_port(), tmp_path / f"{name}.log"
            api = stack.enter_context(started([*command, "api", "--host", "127.0.0.1", "--port", str(port)], env, log))
            wait_until_answering(f"http://127.0.0.1:{port}/api/health", api, log, name)
            cluster.bases.append(f"http://127.0.0.1:{port}/api")
        yield cluster
    broker.flushdb()


def signed_in(bases: list[str], env: dict[str, str], email: str, timeout: float = 60) -> tuple[httpx.Client, ...]:
    """A new advanced-plan user (``ranklens createuser``), signed in: a client of each API base URL."""
    ranklens("createuser", email, "--password", PASSWORD, "--plan", "10", "--name", email.split("@")[0], env=env)
    token = httpx.post(f"{bases[0]}/login", json={"email": email, "password": PASSWORD},
                       timeout=timeout).json()["api_token"]
    return tuple(httpx.Client(base_url=base, headers={"Authorization": f"Bearer {token}"}, timeout=timeout)
                 for base in bases)


def relay(stack: ExitStack, port: int) -> TcpProxy:
    proxy = TcpProxy("127.0.0.1", port).start()
    stack.callback(proxy.stop)
    return proxy


def until(check: Callable[[], Any], what: str, timeout: float = TIMEOUT_S) -> Any:
    """``check()``'s first true answer, polled every half second; fails with ``what`` after ``timeout``."""
    deadline = time.monotonic() + timeout
    while not (found := check()):
        assert time.monotonic() < deadline, what
        time.sleep(0.5)
    return found


def ranking_updated(client: httpx.Client, site_id: int, timeout: float = TIMEOUT_S) -> dict:
    """The project's ranking update once it ended."""
    return until(lambda: (found := client.get(f"/sites/{site_id}/ranking_update").json())["updating"] is False
                 and found, "the ranking update did not finish", timeout)


def site_check_ended(client: httpx.Client, check_id: int, timeout: float = TIMEOUT_S) -> dict:
    """The site check once it ended (completed or failed)."""
    return until(lambda: (found := client.get(f"/site_checks/{check_id}").json())["state"]
                 not in ("pending", "in_progress") and found, "the site check did not end", timeout)
