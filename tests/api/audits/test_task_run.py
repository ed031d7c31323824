"""A site check run for real: the Celery task crawls a site served on 127.0.0.1 (a real Scrapy crawl in
its child process), stores the records, runs the site checks and ends the check and its operation; a
worker killed mid-crawl leaves a check that the task's next delivery finishes without losing pages.
The public page checker's job crawls one page the same way."""

from __future__ import annotations

import importlib
import itertools
import os
import socket
import time
from pathlib import Path

import pytest

from api.audits import tasks
from api.audits.models import SiteCheck
from api.audits.service import crawl_url
from api.core import config
from api.core.db import get_sessionmaker
from api.history.models import Operation
from crawler.audit.crawl import AuditCrawlOptions, crawl_site
from tests.api.projects.support import field_errors, new_site
from tests.crawler.audit.sites import Page, html, serving
from tests.factories import make_user

LOOPBACK_HOSTS = Path(__file__).resolve().parents[2] / "e2e" / "loopback_hosts"
PAGES = 12
CRAWLED = "http://xn--11xm61acsx.test"  # 牛肉麵.test, as the crawl names its pages


def zh(title: str, body: str = "") -> str:
    return html(title, f"<p>{'這是一間在台北經營超過四十年的牛肉麵老店，湯頭每天熬煮十二小時。' * 20}</p>{body}",
                lang="zh-Hant-TW")


def shop(n: int) -> Page:
    """/shop/{n}: a page of the chain of shops, each linking the next (and one to a missing page)."""
    links = f'<a href="/shop/{n + 1}">下一間店家介紹</a>' if n + 1 < PAGES else '<a href="/gone">已下架的店家</a>'
    time.sleep(0.05)
    return Page(zh(f"台北牛肉麵店家第 {n} 間：營業時間、地址與菜單價格完整介紹", links))


ROUTES = {
    "/": Page(zh("台北牛肉麵地圖：在地人推薦的牛肉麵老店與小吃完整整理", '<a href="/shop/0">第一間店家</a>'
                 '<a href="/private/x">會員專區</a>')),
    "/robots.txt": Page("User-agent: *\nDisallow: /private/\n", headers={"Content-Type": "text/plain"}),
    **{f"/shop/{n}": (lambda handler, n=n: shop(n).send(handler)) for n in range(PAGES)},
}


@pytest.fixture
def local_sites(monkeypatch):
    """Host names under ``.test`` resolve to 127.0.0.1, here and in the crawl's child process (as for the
    end-to-end server), and the crawl guard lets the crawl fetch that address."""
    monkeypatch.setattr(socket, "getaddrinfo", socket.getaddrinfo)  # restored after the test
    monkeypatch.setattr(socket, "gethostbyname", socket.gethostbyname)
    loopback = importlib.import_module("tests.e2e.loopback_hosts.sitecustomize")
    monkeypatch.setattr(socket, "getaddrinfo", loopback.getaddrinfo)
    monkeypatch.setattr(socket, "gethostbyname", loopback.gethostbyname)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(LOOPBACK_HOSTS), os.environ.get("PYTHONPATH")])))
    monkeypatch.setenv("RANKLENS_CRAWL_ALLOW_PRIVATE", "1")
    config.get_settings.cache_clear()
    with serving(ROUTES) as site:
        yield site
    config.get_settings.cache_clear()


@pytest.fixture
def owner(client):
    return make_user("owner@example.com", plan_id=3)


def operation(check_id: int) -> Operation:
    with get_sessionmaker()() as db:
        return db.get(Operation, db.get(SiteCheck, check_id).operation_id)


def test_the_task_crawls_stores_checks_and_ends_the_check(client, analytics, eager, local_sites, owner):
    site_id = new_site(client, owner, url=f"http://牛肉麵.test:{local_sites.port}")["id"]
    response = client.post(f"/api/sites/{site_id}/site_checks", json={"max_pages": 50}, headers=owner.headers)
    assert response.status_code == 202, response.text
    check = client.get(f"/api/site_checks/{response.json()['id']}", headers=owner.headers).json()
    assert check["state"] == "completed", check
    # Home, 12 shops, the missing page and the page robots.txt keeps us from.
    assert check["pages_crawled"] == 15
    assert 0 < check["health_score"] < 100
    broken = client.get(f"/api/site_checks/{check['id']}/broken_links", headers=owner.headers).json()["data"]
    assert [(row["url"], row["status_code"], row["sources"]) for row in broken] == [
        (f"{CRAWLED}:{local_sites.port}/gone", 404,
         [{"url": f"{CRAWLED}:{local_sites.port}/shop/{PAGES - 1}", "anchor": "已下架的店家"}])]
    issues = client.get(f"/api/site_checks/{check['id']}/issues", headers=owner.headers).json()["data"]
    assert {"status.4xx", "links.broken_internal", "indexability.robots_blocked"} <= {row["check"] for row in issues}
    done = operation(check["id"])
    assert (done.type, done.status, done.progress, done.detail["pages_crawled"]) == ("site_check", "completed", 100, 15)
    me = client.get("/api/me", headers=owner.headers).json()
    assert me["subscription"]["pages_check_called_count"] == 15  # 50 taken, 35 given back


def test_a_killed_worker_leaves_a_check_the_next_delivery_finishes(client, analytics, local_sites, owner):
    site_id = new_site(client, owner, url=f"http://牛肉麵.test:{local_sites.port}")["id"]
    check_id = client.post(f"/api/sites/{site_id}/site_checks", json={}, headers=owner.headers).json()["id"]
    with get_sessionmaker()() as db:
        check = db.get(SiteCheck, check_id)
        check.state = "in_progress"  # the first delivery had started ...
        db.commit()
        options = AuditCrawlOptions(start_url=crawl_url(check.url), policy=config.get_settings().fetch_policy(),
                                    max_pages=check.max_pages)
        workdir = Path(check.workdir)
    # ... and took the first records of the crawl, then died before storing them (the crawl's child is
    # killed when its reader stops).
    taken = list(itertools.islice((r for r in crawl_site(options, workdir) if r["kind"] == "page"), 4))
    assert len(taken) == 4
    assert tasks.run(check_id) == "completed"  # the task delivered again
    check = client.get(f"/api/site_checks/{check_id}", headers=owner.headers).json()
    assert (check["state"], check["pages_crawled"]) == ("completed", 15)
    pages = client.get(f"/api/site_checks/{check_id}/pages?per_page=100", headers=owner.headers).json()
    urls = [row["url"] for row in pages["data"]]
    assert len(urls) == len(set(urls)) == 15
    assert not workdir.exists()  # the records are in the store: the crawl's files are gone
    assert tasks.run(check_id) is None  # delivered once more: a finished check is left alone


def test_the_public_page_checker(client, eager, local_sites):
    url = f"http://127.0.0.1:{local_sites.port}/shop/3"
    response = client.post("/api/tool/checker", json={"url": url}, headers={"Accept-Language": "ja"})
    assert response.status_code == 202, response.text  # eager: the task ran before the answer
    job = client.get(f"/api/tool/checker/{response.json()['id']}", headers={"Accept-Language": "ja"}).json()
    assert (job["state"], job["progress"]) == ("done", 100)
    report = job["result"]
    assert (report["url"], report["status_code"]) == (url, 200) and 0 < report["score"] <= 100
    assert report["counts"]["error"] + report["counts"]["warning"] + report["counts"]["notice"] == sum(
        len(group["items"]) for group in report["findings"])
    assert all(group["title"] and group["fix"] for group in report["findings"])
    assert field_errors(client.post("/api/tool/checker", json={"url": "not a url"}))["url"][0] == "project.domain_invalid"
    # a page that does not answer is SPEC's "check failed"
    signed_in = make_user("someone@example.com")
    job = client.post("/api/tool/checker", json={"url": "http://127.0.0.1:1/"}, headers=signed_in.headers).json()
    failed = client.get(f"/api/tool/checker/{job['id']}", headers={**signed_in.headers, "Accept-Language": "en"}).json()
    assert (failed["state"], failed["error_code"]) == ("failed", "site_check.crawl_failed")
    assert failed["error"].startswith("Check failed")


def test_the_checker_refuses_private_addresses_where_they_are_not_allowed(client, eager, local_sites, monkeypatch):
    monkeypatch.setenv("RANKLENS_CRAWL_ALLOW_PRIVATE", "0")
    config.get_settings.cache_clear()
    url = f"http://牛肉麵.test:{local_sites.port}/"  # resolves to 127.0.0.1
    refused = client.post("/api/tool/checker", json={"url": url}, headers={"Accept-Language": "en"})
    assert (refused.status_code, refused.json()["code"]) == (422, "site_check.address_refused")
    assert refused.json()["message"].startswith("This address cannot be checked")
    assert local_sites.requests == []
