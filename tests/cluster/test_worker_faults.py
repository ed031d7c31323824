"""Faults in cluster mode, on separate processes: a worker killed with ``kill -9`` in the middle of a rank check and of
a site crawl, and the stores (ClickHouse, Redis) cut for 10 s while work runs. The work is delivered again (the
worker's held tasks stop being renewed: api/worker/reservations.py) or tried again (api/worker/outages.py); the user
sees the job finish, and the counts in ClickHouse and PostgreSQL show nothing lost and nothing stored twice.

Faults here are timed against work that lasts seconds (a slow site, a second between searches), so that each lands
in the middle of it. The link crawl's killed worker is tested on its fleet (tests/crawler/links/test_fleet.py): its frontier lease, not the
broker, hands a dead worker's URLs on."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler

import httpx
import pytest
import redis

from tests.cluster.conftest import (
    REDIS_URL,
    Cluster,
    needs_stores,
    ranking_updated,
    running_cluster,
    site_check_ended,
    until,
)
from tests.crawler.audit.sites import Page, html, serving
from tests.e2e.test_site_audit_console import fixture_routes

pytestmark = needs_stores

VISIBILITY_S = 4  # the cluster's task visibility timeout: a dead worker's tasks are delivered again after it
CHAIN = 20  # pages of the slow site after its home page, each linking to the next (the crawl's depth limit is 20)
PAGE_DELAY_S = 0.8
KEYWORDS = ["台北 咖啡", "手沖 咖啡", "咖啡豆 推薦", "冷萃 咖啡"]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory) -> Iterator[Cluster]:
    # a second between two searches of one engine: the rank check lasts long enough to be killed in the middle
    with running_cluster(tmp_path_factory.mktemp("cluster"), relayed=True,
                         RANKLENS_TASK_VISIBILITY_SECONDS=str(VISIBILITY_S), RANKLENS_SERP_DOWNLOAD_DELAY="1") as cluster:
        yield cluster


def slow_page(number: int):
    """Page ``number`` of a chain, answered after :data:`PAGE_DELAY_S`: the crawl goes one page at a time."""
    page = Page(html(f"咖啡日誌 第 {number} 頁",
                     f'<p>{"台北的咖啡館與手沖教學。" * 20}</p>' + (f'<a href="/p/{number + 1}">下一頁</a>'
                                                                     if number < CHAIN else "")))

    def answer(handler: BaseHTTPRequestHandler) -> None:
        time.sleep(PAGE_DELAY_S)
        page.send(handler)
    return answer


def chain_routes() -> dict:
    return {"/": slow_page(0), **{f"/p/{n}": slow_page(n) for n in range(1, CHAIN + 1)},
            "/robots.txt": Page("User-agent: *\nAllow: /\n", headers={"Content-Type": "text/plain"})}


def project(client: httpx.Client, url: str, keywords: list[str]) -> dict:
    made = client.post("/sites", json={"name": "咖啡日誌", "url": url, "country": "TW", "language": "zh-TW",
                                       "keywords": "\n".join(keywords), "competitors": []})
    assert made.status_code == 201, made.text
    return made.json()


def crawled_pages(cluster: Cluster, check_id: int) -> tuple[int, int, int]:
    """Rows of the check's pages in ClickHouse (as stored, and once merged) and their distinct URLs."""
    [[rows, distinct]] = cluster.analytics(f"SELECT count(), uniqExact(url) FROM audit_pages WHERE site_check_id = {check_id}")
    [[merged]] = cluster.analytics(f"SELECT count() FROM audit_pages FINAL WHERE site_check_id = {check_id}")
    return int(rows), int(merged), int(distinct)


def serps_stored_once(cluster: Cluster, keywords: list[str]) -> None:
    """Every SERP key of ``keywords``: one successful attempt, one fetch stored; no lease left behind."""
    chosen = "[" + ", ".join(f"'{keyword}'" for keyword in keywords) + "]"
    checks = cluster.analytics("SELECT keyword, engine || device, countIf(outcome = 'ok'), countIf(outcome = 'failed') "
                               f"FROM serp_checks FINAL WHERE has({chosen}, keyword) GROUP BY keyword, engine, device")
    assert {row[0] for row in checks} == set(keywords)
    assert all(row[2:] == [1, 0] for row in checks), checks
    fetches = cluster.analytics("SELECT keyword, engine || device, uniqExact(fetched_at) FROM serp_results "
                                f"WHERE has({chosen}, keyword) GROUP BY keyword, engine, device")
    assert sorted(row[:2] for row in fetches) == sorted(row[:2] for row in checks)
    assert all(row[2] == 1 for row in fetches), fetches
    assert cluster.transactional("SELECT count(*) FROM serp_leases") == [(0,)]


def test_a_worker_killed_mid_rank_check_the_update_finishes_with_every_serp_stored_once(cluster):
    one, other = cluster.signed_in("serp-kill@example.com")
    site = project(one, "https://coffee.example.tw", KEYWORDS)
    assert other.post(f"/sites/{site['id']}/ranking_update").status_code == 202
    until(lambda: cluster.sandbox_searches() >= 2, "the rank check did not start searching", timeout=60)
    cluster.kill_worker("worker-serp")  # mid-batch: searching, nothing of the batch stored yet
    killed_at = time.monotonic()
    assert one.get(f"/sites/{site['id']}/ranking_update").json()["updating"] is True

    cluster.start_worker("worker-serp")
    update = ranking_updated(other, site["id"])
    assert update["operation"]["status"] == "completed", update
    assert time.monotonic() - killed_at >= VISIBILITY_S  # delivered again only once the dead worker's hold ran out

    serps_stored_once(cluster, KEYWORDS)
    assert {row["text"] for row in one.get(f"/sites/{site['id']}/keywords").json()["data"]} == set(KEYWORDS)


def test_a_worker_killed_mid_crawl_the_site_check_resumes_and_stores_each_page_once(cluster):
    one, other = cluster.signed_in("crawl-kill@example.com")
    broker = redis.Redis.from_url(REDIS_URL)
    with serving(chain_routes()) as site_server:
        site = project(one, f"http://127.0.0.1:{site_server.port}", ["咖啡 日誌"])
        started = one.post(f"/sites/{site['id']}/site_checks", json={"max_pages": 100})
        assert started.status_code == 202, started.text
        check_id = started.json()["id"]

        # A crawl longer than two visibility timeouts stays with its worker: its hold is renewed, not handed over.
        until(lambda: len(site_server.requests) >= 2, "the crawl did not start", timeout=60)
        time.sleep(2 * VISIBILITY_S + 1)
        held = broker.zrange("unacked_index", 0, -1, withscores=True)
        assert len(held) == 1 and time.time() - held[0][1] < VISIBILITY_S, held
        assert ("GET", "/") in site_server.requests and site_server.requests.count(("GET", "/")) == 1

        fetched_before = len(site_server.requests)
        assert fetched_before < CHAIN
        cluster.kill_worker("worker-crawl")
        assert other.get(f"/site_checks/{check_id}").json()["state"] == "in_progress"
        cluster.start_worker("worker-crawl")
        check = site_check_ended(other, check_id)
        pages_fetched = [path for method, path in site_server.requests if path == "/" or path.startswith("/p/")]

    assert check["state"] == "completed", check
    assert check["pages_crawled"] == CHAIN + 1
    assert crawled_pages(cluster, check_id) == (CHAIN + 1, CHAIN + 1, CHAIN + 1)
    # resumed from its journal: of the pages crawled before the kill only the one in flight was fetched again
    assert len(pages_fetched) - len(set(pages_fetched)) <= 1, pages_fetched
    listed = one.get(f"/site_checks/{check_id}/pages", params={"per_page": 100}).json()
    assert listed["meta"]["total"] == CHAIN + 1


def test_clickhouse_away_for_10_s_the_site_check_waits_and_completes_with_each_page_once(cluster):
    one, other = cluster.signed_in("clickhouse-away@example.com")
    with serving(fixture_routes()) as site_server:
        site = project(one, f"http://127.0.0.1:{site_server.port}", ["咖啡 日誌"])
        ranking_updated(one, site["id"])  # the new project's first ranking update, out of the way
        started = one.post(f"/sites/{site['id']}/site_checks", json={"max_pages": 100})
        assert started.status_code == 202, started.text
        check_id = started.json()["id"]
        cluster.relays["clickhouse"].stop()
        time.sleep(10)
        assert other.get(f"/site_checks/{check_id}").json()["state"] in ("pending", "in_progress")
        cluster.relays["clickhouse"].start()
        check = site_check_ended(other, check_id)
    assert check["state"] == "completed", check
    pages = len(fixture_routes()) - 1 + 1  # every route but robots.txt, and the broken link's 404
    assert check["pages_crawled"] == pages
    assert crawled_pages(cluster, check_id) == (pages, pages, pages)
    # waited out by retries, each one delivery: none handed over twice while it waited
    log = cluster.worker_log("worker-crawl")
    retried = set(re.findall(r"crawl\.audits\.run\[([0-9a-f-]+)\]: a store did not answer", log))
    assert retried, log[-3000:]
    for task_id in retried:
        tries = log.count(f"crawl.audits.run[{task_id}]: a store did not answer")
        assert log.count(f"crawl.audits.run[{task_id}] received") == tries + 1, log[-3000:]


def test_redis_away_for_10_s_the_rank_check_goes_on_and_stores_each_serp_once(cluster):
    one, other = cluster.signed_in("redis-away@example.com")
    keywords = ["咖啡 外帶", "咖啡 器具", "拿鐵 做法", "濾掛 咖啡"]
    searched = cluster.sandbox_searches()
    site = project(one, "https://coffee-away.example.tw", keywords)  # its first ranking update starts
    until(lambda: cluster.sandbox_searches() >= searched + 2, "the ranking update did not start searching", timeout=60)
    cluster.relays["redis"].stop()  # the broker, the results and the event bus: every process's connections drop
    time.sleep(10)
    cluster.relays["redis"].start()
    update = ranking_updated(other, site["id"])
    assert update["operation"]["status"] == "completed", update
    serps_stored_once(cluster, keywords)
