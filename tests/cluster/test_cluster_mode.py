"""Cluster mode as separate processes, as README "Cluster mode" runs it: `ranklens migrate`, two `ranklens api`, two
`ranklens worker` on different queues and one `ranklens beat`, on PostgreSQL, Redis and a ClickHouse HTTP endpoint
(the stand-in of tests/fakes/clickhouse_http.py: one engine, so what it proves is the multi-process path, not
replication). A user drives a project through both API processes in turn — created on one, ranked from the SERP
sandbox and audited by the workers, read and exported on the other — while the other one's event stream carries
what the workers publish."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import httpx
import pytest

from tests.cluster.conftest import (
    Cluster,
    needs_stores,
    ranking_updated,
    running_cluster,
    site_check_ended,
    until,
)
from tests.crawler.audit.sites import serving
from tests.e2e.test_site_audit_console import fixture_routes

pytestmark = needs_stores


@pytest.fixture
def cluster(tmp_path) -> Iterator[Cluster]:
    with running_cluster(tmp_path) as cluster:
        yield cluster


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


def test_a_project_ranked_audited_and_exported_through_two_api_processes(cluster):
    second = cluster.bases[1]
    one, other = cluster.signed_in("cluster@example.com")
    token = one.headers["Authorization"].split()[1]
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

        def checked(api: httpx.Client) -> int:  # the dashboard's checked keywords (its figures are kept per process)
            return api.get(f"/sites/{site['id']}", params={"append": "google_statistics"}).json()[
                "google_statistics"]["today"]["checked_count"]

        # read by both processes while the new project's first check runs, then read again once it ended: what the
        # serp worker stored reaches each process's kept figures (through Redis), none shows the first answer again
        checked(one), checked(other)
        ranking_updated(one, site['id'])
        assert checked(one) == checked(other) == 2
        # the ranking update: asked of one process, run by the serp worker, read on the other
        assert other.post(f"/sites/{site['id']}/ranking_update").status_code == 202
        update = ranking_updated(one, site['id'])
        assert update["operation"]["status"] == "completed", update
        keywords = other.get(f"/sites/{site['id']}/keywords").json()["data"]
        assert {row["text"] for row in keywords} == {"台北 咖啡", "手沖 咖啡"}

        # the site check: started on one, crawled by the crawl worker, read and exported on the other
        started = one.post(f"/sites/{site['id']}/site_checks", json={"max_pages": 10})
        assert started.status_code == 202, started.text
        check = site_check_ended(other, started.json()['id'])
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
