"""The public page checker as a bounded job: the request answers 202 at once while a worker crawls;
callers are paced atomically by the rate limiter and hold at most two unfinished jobs; the whole
deployment runs at most two checker crawls at once (here the embedded worker's threads in this process,
as `ranklens up` runs them); a job is read by its creator only; failures carry the site check's error
codes. The crawl is stood in for by a page record of the made-up site (tests/analytics/audits); the
real crawl of one page is in test_task_run.py."""

from __future__ import annotations

import dataclasses
import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
from celery.signals import task_retry
from fastapi.testclient import TestClient
from sqlalchemy import func, select, update

from api.audits import checker, tasks
from api.audits.models import CheckerJob
from api.core.db import get_sessionmaker, utcnow
from api.worker.app import QUEUES, start_embedded_worker
from api.worker.app import app as celery_app
from crawler.audit.ssrf import UnsafeAddress
from tests.analytics.audits import site_records
from tests.api.projects.support import error
from tests.crawler.audit.sites import public_hosts
from tests.factories import make_user

URL = site_records.OLD  # moved to /new, its title too short
RECORD = site_records.page_record(site_records.FACTS[URL])
WAIT_S = 30  # deadline of a wait for the worker (a shared machine); never a timing assertion


@pytest.fixture
def crawls(monkeypatch):
    """The crawl of one page, standing in for Scrapy: records the URLs it was asked for and answers
    with the made-up site's /beef page (or what a test sets in ``answer``)."""

    class Crawls:
        def __init__(self) -> None:
            self.urls: list[str] = []
            self.answer = RECORD

        def __call__(self, url: str):
            self.urls.append(url)
            if isinstance(self.answer, Exception):
                raise self.answer
            return self.answer

    fake = Crawls()
    monkeypatch.setattr(checker, "_crawl_one", fake)
    # The request checks the address before it queues anything: the page's host resolves to a public
    # address here (no DNS query leaves the machine, and nothing is crawled).
    public_hosts(monkeypatch, resolve={"xn--11xm61acsx.tw": ["93.184.215.14"]}, dial={})
    return fake


def running_jobs() -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).select_from(CheckerJob).where(CheckerJob.state == "running"))


def states() -> dict[str, int]:
    with get_sessionmaker()() as db:
        return dict(db.execute(select(CheckerJob.state, func.count()).group_by(CheckerJob.state)).all())


def wait_for(condition) -> bool:
    done = threading.Event()
    for _ in range(WAIT_S * 10):
        if condition():
            return True
        done.wait(0.1)
    return False


@pytest.fixture
def worker():
    """The embedded worker (threads of this process, every queue) with more threads than crawl slots,
    started on empty queues; queued jobs ask for a slot again at once."""
    with celery_app.connection_for_write() as connection:
        for queue in QUEUES:
            connection.default_channel.queue_purge(queue)
    embedded = start_embedded_worker(concurrency=6)
    yield embedded
    embedded.stop()


def test_a_check_answers_at_once_with_its_job_and_a_worker_runs_it(client, crawls):
    response = client.post("/api/tool/checker", json={"url": URL}, headers={"Accept-Language": "ja"})
    assert response.status_code == 202, response.text
    job = response.json()
    assert (job["state"], job["progress"], job["url"], job["result"]) == ("queued", 0, URL, None)
    assert len(job["id"]) >= 32 and crawls.urls == []  # nothing crawled in the request
    assert client.get(f"/api/tool/checker/{job['id']}").json()["state"] == "queued"

    assert tasks.check_page(job["id"]) == "done"  # the worker's turn
    done = client.get(f"/api/tool/checker/{job['id']}", headers={"Accept-Language": "ja"}).json()
    assert crawls.urls == [URL]
    assert (done["state"], done["progress"], done["error_code"]) == ("done", 100, None)
    report = done["result"]
    assert (report["url"], report["final_url"], report["status_code"]) == (URL, site_records.NEW, 200)
    assert report["score"] == RECORD.score
    assert report["counts"]["error"] + report["counts"]["warning"] + report["counts"]["notice"] == sum(
        len(group["items"]) for group in report["findings"]) == len(RECORD.findings) > 0
    assert all(group["title"] and group["fix"] for group in report["findings"])
    # the texts are in the reader's language, whoever started the check
    english = client.get(f"/api/tool/checker/{job['id']}", headers={"Accept-Language": "en"}).json()["result"]
    assert english["findings"][0]["title"] != report["findings"][0]["title"]
    assert tasks.check_page(job["id"]) is None  # delivered twice: a finished job is left alone


def test_forty_concurrent_callers_answer_at_once_and_at_most_two_crawls_run(client, crawls, worker, monkeypatch):
    monkeypatch.setattr(checker, "SLOT_WAIT_SECONDS", 0.1)
    gate = threading.Event()
    seen: list[int] = []  # running jobs in the store whenever a crawl starts (itself included)

    def crawl(url: str):
        seen.append(running_jobs())
        gate.wait(WAIT_S)
        return RECORD

    monkeypatch.setattr(checker, "_crawl_one", crawl)
    retries: list[str] = []
    task_retry.connect(lambda **kw: retries.append(kw["request"].id), weak=False)

    def post(n: int):  # ten addresses, four checks each, all at once
        caller = TestClient(client.app, client=(f"203.0.113.{n % 10}", 40000))
        return caller.post("/api/tool/checker", json={"url": URL})

    try:
        with ThreadPoolExecutor(max_workers=40) as pool:
            answers = list(pool.map(post, range(40)))
        # every request answered while the crawls are still held at the gate
        assert {a.status_code for a in answers} == {202, 429}
        assert sum(a.status_code == 202 for a in answers) == 20  # two unfinished jobs per address
        assert {a.json()["code"] for a in answers if a.status_code == 429} == {"site_check.checker_busy"}
        # the worker has free threads and the queued jobs ask for a slot again and again: still two crawls
        # (waited for until both crawls have started, i.e. marked their jobs running, so a slow store cannot
        # end the wait between a crawl taking its slot and its job showing as running)
        assert wait_for(lambda: (len(seen) >= 2 and len(retries) >= 20) or running_jobs() > 2)
        assert running_jobs() == 2 and states() == {"running": 2, "queued": 18}
    finally:
        gate.set()
        task_retry.receivers.clear()
    assert wait_for(lambda: states() == {"done": 20}), states()
    assert len(seen) == 20 and max(seen) <= 2


def test_pacing_is_atomic_under_concurrency(client, crawls, monkeypatch):
    # Unfinished jobs are not capped here: only the pace of ten an hour holds the thirty back.
    monkeypatch.setattr(checker, "CALLER_JOBS", dataclasses.replace(checker.CALLER_JOBS, capacity=100))
    with ThreadPoolExecutor(max_workers=30) as pool:
        answers = list(pool.map(lambda _: client.post("/api/tool/checker", json={"url": URL}), range(30)))
    assert sorted(a.status_code for a in answers) == [202] * 10 + [429] * 20
    body = error(answers[[a.status_code for a in answers].index(429)], 429, "request.too_frequent")
    assert body["message"] == "操作太頻繁，請稍後再試"
    # a signed-in user at the same address is paced on their own
    signed_in = make_user("paced@example.com")
    assert client.post("/api/tool/checker", json={"url": URL}, headers=signed_in.headers).status_code == 202


def test_a_caller_holds_at_most_two_unfinished_checks(client, crawls):
    first = client.post("/api/tool/checker", json={"url": URL}).json()
    assert client.post("/api/tool/checker", json={"url": URL}).status_code == 202
    body = error(client.post("/api/tool/checker", json={"url": URL}, headers={"Accept-Language": "en"}), 429,
                 "site_check.checker_busy")
    assert body["message"] == "2 page checks are already waiting or running; try again when one has finished"
    tasks.check_page(first["id"])
    assert client.post("/api/tool/checker", json={"url": URL}).status_code == 202  # one ended: room again


def test_a_check_is_read_by_its_creator_only(client, crawls):
    owner, other = make_user("owner@example.com"), make_user("other@example.com")
    mine = client.post("/api/tool/checker", json={"url": URL}, headers=owner.headers).json()
    tasks.check_page(mine["id"])
    assert client.get(f"/api/tool/checker/{mine['id']}", headers=owner.headers).json()["state"] == "done"
    error(client.get(f"/api/tool/checker/{mine['id']}", headers=other.headers), 404, "resource.not_found")
    error(client.get(f"/api/tool/checker/{mine['id']}"), 404, "resource.not_found")  # signed out
    # a signed-out caller reads their own by the token they were given; a made-up token finds nothing
    anonymous = client.post("/api/tool/checker", json={"url": URL}).json()
    assert client.get(f"/api/tool/checker/{anonymous['id']}").json()["id"] == anonymous["id"]
    made_up = anonymous["id"][:-1] + ("y" if anonymous["id"].endswith("x") else "x")
    error(client.get(f"/api/tool/checker/{made_up}"), 404, "resource.not_found")


@pytest.mark.parametrize(("answer", "code", "message"), [
    (UnsafeAddress("127.0.0.1", "127.0.0.1", "loopback"), "site_check.address_refused", "This address cannot be checked"),
    (None, "site_check.crawl_failed", "Check failed"),
    (dataclasses.replace(RECORD, summary=dataclasses.replace(RECORD.summary, status=None), fetch_error="timeout"),
     "site_check.timeout", "Connection timeout"),
    (dataclasses.replace(RECORD, summary=dataclasses.replace(RECORD.summary, status=None), fetch_error="dns"),
     "site_check.crawl_failed", "Check failed"),
    # a public page whose redirect led to a private address: refused on the hop, and said so
    (dataclasses.replace(RECORD, summary=dataclasses.replace(RECORD.summary, status=None),
                         fetch_error="blocked_address: loopback"),
     "site_check.address_refused", "This address cannot be checked"),
])
def test_a_failed_check_says_why(client, crawls, eager, answer, code, message):
    crawls.answer = answer
    job = client.post("/api/tool/checker", json={"url": URL}).json()  # eager: ended before the answer
    failed = client.get(f"/api/tool/checker/{job['id']}", headers={"Accept-Language": "en"}).json()
    assert (failed["state"], failed["error_code"], failed["result"]) == ("failed", code, None)
    assert failed["error"].startswith(message)


def test_an_address_that_breaks_the_rule_is_refused_in_the_request(client, crawls):
    body = error(client.post("/api/tool/checker", json={"url": "not a url"}), 422, "validation.failed")
    assert body["fields"][0]["field"] == "url" and body["fields"][0]["code"] == "project.domain_invalid"
    assert crawls.urls == []


def test_a_signed_in_caller_is_told_when_the_check_ends(client, crawls, monkeypatch):
    events = []
    monkeypatch.setattr(checker, "publish", lambda channel, event, data: events.append((channel, event, data)))
    user = make_user("told@example.com")
    job = client.post("/api/tool/checker", json={"url": URL}, headers=user.headers).json()
    anonymous = client.post("/api/tool/checker", json={"url": URL}).json()
    tasks.check_page(job["id"])
    tasks.check_page(anonymous["id"])
    assert events == [(f"user.{user.user_id}", "page_check",
                       {"id": job["id"], "url": URL, "state": "done", "error_code": None})]


def test_a_lost_check_fails_at_its_deadline_and_old_checks_go(client, crawls):
    lost = client.post("/api/tool/checker", json={"url": URL}).json()
    with get_sessionmaker()() as db:  # its task never ran (an embedded process restarted, say)
        db.execute(update(CheckerJob).where(CheckerJob.id == lost["id"])
                   .values(created_at=utcnow() - checker.JOB_DEADLINE - timedelta(minutes=1)))
        db.commit()
    failed = client.get(f"/api/tool/checker/{lost['id']}").json()
    assert (failed["state"], failed["error_code"]) == ("failed", "site_check.timeout")
    assert tasks.check_page(lost["id"]) is None and crawls.urls == []
    with get_sessionmaker()() as db:
        db.execute(update(CheckerJob).values(created_at=utcnow() - checker.KEEP - timedelta(minutes=1)))
        db.commit()
    assert client.post("/api/tool/checker", json={"url": URL}).status_code == 202
    error(client.get(f"/api/tool/checker/{lost['id']}"), 404, "resource.not_found")
