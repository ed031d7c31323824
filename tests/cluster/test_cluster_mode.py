"""Cluster mode as separate processes, as README "Cluster mode" runs it: `ranklens migrate`, two `ranklens api`, two
`ranklens worker` on different queues and one `ranklens beat`, on PostgreSQL, Redis and a ClickHouse HTTP endpoint
(the stand-in of tests/fakes/clickhouse_http.py: one engine, so what it proves is the multi-process path, not
replication). A user drives a project through both API processes in turn — created on one, ranked from the SERP
sandbox and audited by the workers, read and exported on the other — while the other one's event stream carries
what the workers publish."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack

import httpx
import pytest
import redis
from sqlalchemy.engine import make_url

from tests.conftest import postgres_database
from tests.crawler.audit.sites import serving
from tests.e2e.test_site_audit_console import fixture_routes
from tests.fakes import clickhouse_http
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

pytestmark = pytest.mark.skipif(not (POSTGRES_URL and REDIS_URL),
                                reason="RANKLENS_TEST_POSTGRES_URL and RANKLENS_TEST_REDIS_URL name the cluster's stores")


@pytest.fixture
def cluster(tmp_path) -> Iterator[tuple[list[str], dict[str, str]]]:
    """The two API processes' base URLs (workers and beat running behind them) and the cluster's environment."""
    broker = redis.Redis.from_url(REDIS_URL)
    broker.flushdb()  # queues and results from nobody else
    with ExitStack() as stack:
        database = stack.enter_context(postgres_database())
        analytics = stack.enter_context(clickhouse_http.running(tmp_path / "clickhouse"))
        httpx.post(analytics.rsplit("/", 1)[0] + "/", content=b"CREATE DATABASE ranklens").raise_for_status()
        sandbox_port = free_port()
        env = clean_env(tmp_path / "data", RANKLENS_DATABASE_URL=database, RANKLENS_BROKER_URL=REDIS_URL,
                        RANKLENS_RESULT_BACKEND=REDIS_URL, RANKLENS_CLICKHOUSE_URL=analytics.rsplit("/", 1)[0] + "/ranklens",
                        RANKLENS_SECRET_KEY="cluster-test-secret-key-of-at-least-32-bytes",
                        RANKLENS_SERP_SANDBOX_URL=f"http://127.0.0.1:{sandbox_port}", RANKLENS_CRAWL_ALLOW_PRIVATE="1",
                        RANKLENS_ALLOWED_HOSTS="127.0.0.1")
        ranklens("migrate", env=env)
        command = ranklens_command()
        sandbox_log = tmp_path / "sandbox.log"
        sandbox = stack.enter_context(started([*command, "serp", "sandbox", "--port", str(sandbox_port)], env,
                                              sandbox_log))
        wait_until_answering(f"http://127.0.0.1:{sandbox_port}/_sandbox/control", sandbox, sandbox_log, "the sandbox")
        for name, queues in (("worker-serp", "serp,default"), ("worker-crawl", "crawl,reports")):
            stack.enter_context(started([*command, "worker", "--queues", queues, "--concurrency", "2"], env,
                                        tmp_path / f"{name}.log"))
        stack.enter_context(started([*command, "beat"], env, tmp_path / "beat.log"))
        bases = []
        for name in ("api-a", "api-b"):
            port, log = free_port(), tmp_path / f"{name}.log"
            api = stack.enter_context(started([*command, "api", "--host", "127.0.0.1", "--port", str(port)], env, log))
            wait_until_answering(f"http://127.0.0.1:{port}/api/health", api, log, name)
            bases.append(f"http://127.0.0.1:{port}/api")
        yield bases, env
    broker.flushdb()


def collect_events(base: str, token: str, seen: list[str], stop: threading.Event) -> None:
    """The event names one API process streams to the user (SSE), until ``stop``."""
    try:
        with httpx.stream("GET", f"{base}/event-stream", headers={"Authorization": f"Bearer {token}"},
                          timeout=httpx.Timeout(10, read=None)) as stream:
            for line in stream.iter_lines():
                if line.startswith("event:"):
                    seen.append(line.split(":", 1)[1].strip())
                if stop.is_set():
                    return
    except httpx.HTTPError:
        return  # the API process stopped at the end of the test


def until(check, what: str):
    deadline = time.monotonic() + TIMEOUT_S
    while not (found := check()):
        assert time.monotonic() < deadline, what
        time.sleep(1)
    return found


def test_a_project_ranked_audited_and_exported_through_two_api_processes(cluster, tmp_path):
    (first, second), env = cluster
    email = "cluster@example.com"
    ranklens("createuser", email, "--password", PASSWORD, "--plan", "10", "--name", "Cluster", env=env)
    token = httpx.post(f"{first}/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    one, other = (httpx.Client(base_url=base, headers={"Authorization": f"Bearer {token}"}, timeout=60)
                  for base in (first, second))
    seen: list[str] = []
    stop = threading.Event()
    listener = threading.Thread(target=collect_events, args=(second, token, seen, stop), daemon=True)
    listener.start()
    with serving(fixture_routes()) as site_server:
        made = one.post("/sites", json={"name": "東京カフェ案内", "url": f"http://127.0.0.1:{site_server.port}",
                                        "country": "TW", "language": "zh-TW", "keywords": "台北 咖啡\n手沖 咖啡",
                                        "competitors": []})
        assert made.status_code == 201, made.text
        site = made.json()
        assert other.get(f"/sites/{site['id']}").status_code == 200  # written by one process, read by the other

        # the ranking update: asked of one process, run by the serp worker, read on the other
        assert other.post(f"/sites/{site['id']}/ranking_update").status_code == 202
        update = until(lambda: (found := one.get(f"/sites/{site['id']}/ranking_update").json())["updating"] is False
                       and found, "the update did not end")
        assert update["operation"]["status"] == "completed", update
        keywords = other.get(f"/sites/{site['id']}/keywords").json()["data"]
        assert {row["text"] for row in keywords} == {"台北 咖啡", "手沖 咖啡"}

        # the site check: started on one, crawled by the crawl worker, read and exported on the other
        started = one.post(f"/sites/{site['id']}/site_checks", json={"max_pages": 10})
        assert started.status_code == 202, started.text
        check = until(lambda: (found := other.get(f"/site_checks/{started.json()['id']}").json())["state"]
                      not in ("pending", "in_progress") and found, "the site check did not end")
        assert check["state"] == "completed", check
        pages = one.get(f"/site_checks/{check['id']}/pages", params={"per_page": 100}).json()["data"]
        assert pages and all(row["url"].startswith(f"http://127.0.0.1:{site_server.port}") for row in pages)
        exported = other.get(f"/site_checks/{check['id']}/export.csv")
        assert exported.status_code == 200 and exported.headers["content-type"].startswith("text/csv")
        assert pages[0]["url"] in exported.text

    # what the workers published reached the user through the other API process's stream (Redis between them)
    until(lambda: any(name != "version" for name in seen), f"no event crossed the processes: {seen}")
    stop.set()
    one.close()
    other.close()
