"""The crawl operations back office: admins only; the serp and audits fleets report what the job tables and
the analytics store hold; pause, budget and schedule really hold the rank-check dispatcher; retry re-queues
failed work; every change is recorded."""

from __future__ import annotations

from datetime import timedelta

import pytest
from celery.exceptions import Retry
from sqlalchemy import select

from analytics.rankings import ingest, queries
from analytics.rankings.keys import SerpScope
from api.audits import tasks as audit_tasks
from api.audits.models import SiteCheck
from api.core.db import get_sessionmaker, utcnow
from api.operations.models import FleetChange, FleetControl
from api.rankings import pipeline, tasks
from api.rankings.models import SerpLease
from api.rankings.scheduling import local_day
from tests.api.projects.support import error, field_errors, new_site
from tests.api.rankings.conftest import run_tasks_eagerly
from tests.api.rankings.test_pipeline import TW, late_tonight
from tests.factories import make_user

FLEETS = "/api/operations/fleets"


def admin():
    return make_user("admin@example.com", plan_id=5)  # SPEC §6: plan 5 is treated as admin


def fleet(client, who, name: str) -> dict:
    response = client.get(FLEETS, headers=who.headers)
    assert response.status_code == 200, response.text
    return next(f for f in response.json()["data"] if f["name"] == name)


def test_only_admins_reach_the_operations_api(client, analytics):
    user = make_user("user@example.com", plan_id=10)
    for method, path in (("get", FLEETS), ("get", "/api/operations/changes"), ("post", f"{FLEETS}/serp/pause"), ("post", f"{FLEETS}/serp/retry"),
                         ("put", f"{FLEETS}/serp")):
        body = error(client.request(method, path, json={}, headers={**user.headers, "Accept-Language": "en"}),
                     403, "permission.denied")
        assert body["message"].startswith("Insufficient user permission, please contact the account owner")
    assert client.get(FLEETS).status_code == 401
    boss = admin()
    names = [f["name"] for f in client.get(FLEETS, headers=boss.headers).json()["data"]]
    assert {"serp", "audits", "links"} <= set(names)  # the link crawl too, registered by api.links.fleet
    error(client.post(f"{FLEETS}/nope/pause", headers=boss.headers), 404, "operations.fleet_not_found")


def test_settings_are_validated_and_every_change_is_recorded(client, analytics):
    boss = admin()
    fields = field_errors(client.put(f"{FLEETS}/serp", json={"daily_budget": 0, "every_seconds": 5},
                                     headers=boss.headers))
    assert (fields["daily_budget"][0], fields["every_seconds"][0]) == ("operations.budget_range",
                                                                       "operations.schedule_range")
    error(client.put(f"{FLEETS}/audits", json={"every_seconds": 600}, headers=boss.headers), 409,
          "operations.schedule_unsupported")
    changed = client.put(f"{FLEETS}/serp", json={"daily_budget": 500, "every_seconds": 1800}, headers=boss.headers)
    assert changed.status_code == 200, changed.text
    assert (changed.json()["daily_budget"], changed.json()["every_seconds"]) == (500, 1800)
    assert client.post(f"{FLEETS}/audits/pause", headers=boss.headers).json()["paused"] is True
    error(client.post(f"{FLEETS}/audits/retry", headers=boss.headers), 409, "operations.fleet_paused")
    cleared = client.put(f"{FLEETS}/serp", json={"daily_budget": None}, headers=boss.headers).json()
    assert (cleared["daily_budget"], cleared["every_seconds"]) == (None, 1800)
    with get_sessionmaker()() as db:
        log = [(c.fleet, c.action, c.detail, c.user_id) for c in db.scalars(select(FleetChange).order_by(FleetChange.id))]
        assert db.get(FleetControl, "serp").updated_by == boss.user_id
    shown = client.get("/api/operations/changes", headers=boss.headers).json()["data"]
    assert [(c["fleet"], c["action"], c["user_email"]) for c in shown][:2] == [
        ("serp", "budget", "admin@example.com"), ("audits", "pause", "admin@example.com")]
    assert log == [("serp", "schedule", {"every_seconds": 1800}, boss.user_id),
                   ("serp", "budget", {"daily_budget": 500}, boss.user_id),
                   ("audits", "pause", {}, boss.user_id),
                   ("serp", "budget", {"daily_budget": None}, boss.user_id)]


def test_pause_stops_the_rank_check_dispatcher_and_resume_starts_it(client, analytics):
    boss, owner = admin(), make_user(plan_id=10)
    new_site(client, owner, keywords="台北 咖啡廳\n信義區 美食")
    now = late_tonight()
    assert client.post(f"{FLEETS}/serp/pause", headers=boss.headers).json()["paused"] is True
    with get_sessionmaker()() as db:
        assert pipeline.dispatch(db, now) == []
        assert pipeline.dispatch(db, now, scheduled=True) == []
        assert db.scalars(select(SerpLease)).all() == []  # nothing was leased either
    assert client.post(f"{FLEETS}/serp/resume", headers=boss.headers).json()["paused"] is False
    with get_sessionmaker()() as db:
        assert [len(batch) for batch in pipeline.dispatch(db, now)] == [2]


def test_the_daily_budget_stops_dispatch_at_the_count(client, analytics):
    boss, owner = admin(), make_user(plan_id=10)
    new_site(client, owner, keywords="台北 咖啡廳\n信義區 美食\n板橋 美食")
    client.put(f"{FLEETS}/serp", json={"daily_budget": 2}, headers=boss.headers)
    now = late_tonight()
    with get_sessionmaker()() as db:
        assert [len(batch) for batch in pipeline.dispatch(db, now)] == [2]  # the budget, not the three due
        assert pipeline.dispatch(db, now) == []  # two leased in flight count: the budget is spent
        assert fleet(client, boss, "serp")["queued"] == 2


def test_the_schedule_spaces_beats_dispatches(client, analytics):
    boss, owner = admin(), make_user(plan_id=10)
    new_site(client, owner, keywords="台北 咖啡廳")
    client.put(f"{FLEETS}/serp", json={"every_seconds": 600}, headers=boss.headers)
    now = late_tonight()
    with get_sessionmaker()() as db:
        (batch,) = pipeline.dispatch(db, now, scheduled=True)
        pipeline.release(db, batch)
        assert pipeline.dispatch(db, now + timedelta(seconds=60), scheduled=True) == []  # beat's next tick
        assert len(pipeline.dispatch(db, now + timedelta(seconds=601), scheduled=True)) == 1


def test_retry_requeues_a_failed_rank_check(client, analytics, sandbox, monkeypatch):
    boss, owner = admin(), make_user(plan_id=10)
    new_site(client, owner, keywords="被擋住")
    sandbox.set_mode("captcha")
    now = late_tonight()
    with get_sessionmaker()() as db:
        (batch,) = pipeline.dispatch(db, now)
    assert tasks.fetch.run([c.to_dict() for c in batch])["failed"] == 1
    serp = fleet(client, boss, "serp")
    assert (serp["failed_jobs"], serp["errors_by_kind"]) == (1, {"captcha": 1})
    sandbox.set_mode("normal")
    run_tasks_eagerly(monkeypatch)  # the re-queued fetch runs in the request, as a worker would run it
    answer = client.post(f"{FLEETS}/serp/retry", headers=boss.headers)
    assert answer.json() == {"requeued": 1}, answer.text
    status = queries.check_statuses(analytics, TW, ["被擋住"], local_day("TW", utcnow()))["被擋住"]
    assert (status.ok, status.failures) == (True, 1)
    assert fleet(client, boss, "serp")["failed_jobs"] == 0


def test_retry_requeues_a_failed_site_check(client, analytics):
    boss, owner = admin(), make_user(plan_id=10)
    site = new_site(client, owner)
    with get_sessionmaker()() as db:
        db.add(SiteCheck(site_id=site["id"], user_id=owner.user_id, url=site["url"], state="failed", max_pages=100,
                         error="site_check.timeout", finished_at=utcnow()))
        db.commit()
    assert fleet(client, boss, "audits")["failed_jobs"] == 1
    assert client.post(f"{FLEETS}/audits/retry", headers=boss.headers).json() == {"requeued": 1}
    with get_sessionmaker()() as db:
        check = db.scalar(select(SiteCheck))
        assert (check.state, check.error, check.operation_id is not None) == ("pending", None, True)
    assert fleet(client, boss, "audits")["queued"] == 1


def test_status_numbers_match_the_seeded_jobs(client, analytics):
    boss, owner = admin(), make_user(plan_id=10)
    site = new_site(client, owner)
    at, day = utcnow(), local_day("TW", utcnow())
    ingest.ingest_checks(analytics, [
        ingest.FailedCheck(TW.key("甲", day), "sandbox", at - timedelta(seconds=3), "captcha", 1, True),
        ingest.FailedCheck(TW.key("甲", day), "sandbox", at - timedelta(seconds=2), "captcha", 0, True),
        ingest.FailedCheck(SerpScope("google", "TW", "zh-TW", "mobile").key("乙", day), "sandbox",
                           at - timedelta(seconds=1), "timeout", 2, True)])
    with get_sessionmaker()() as db:
        db.add_all(SerpLease(key=f"{n:064d}", until=at + timedelta(minutes=5)) for n in range(4))
        db.add_all(SiteCheck(site_id=site["id"], url=site["url"], state=state, max_pages=10, error=code,
                             finished_at=at if state == "failed" else None)
                   for state, code in (("pending", None), ("pending", None), ("in_progress", None),
                                       ("failed", "site_check.crawl_failed")))
        db.commit()
    serp = fleet(client, boss, "serp")
    assert {k: serp[k] for k in ("paused", "queued", "fetched_today", "failed_jobs", "errors_by_kind")} == {
        "paused": False, "queued": 4, "fetched_today": 3, "failed_jobs": 2, "errors_by_kind": {"captcha": 2, "timeout": 1}}
    assert serp["pages_per_second"] == round(3 / 300, 3)
    assert serp["every_seconds"] == 600 and serp["title"]
    sandbox_source = next(s for s in serp["sources"] if s["name"] == "sandbox")
    assert sandbox_source == {"name": "sandbox", "configured": False, "healthy": False, "quota_used": 3,
                              "quota_limit": None, "last_error": "timeout"}
    assert any(s["name"].startswith("keywords.") for s in serp["sources"])
    audits = fleet(client, boss, "audits")
    assert {k: audits[k] for k in ("queued", "running", "failed_jobs", "errors_by_kind", "every_seconds")} == {
        "queued": 2, "running": 1, "failed_jobs": 1, "errors_by_kind": {"crawl_failed": 1}, "every_seconds": None}


def test_a_paused_or_spent_audits_fleet_leaves_a_site_check_pending(client, analytics):
    boss, owner = admin(), make_user(plan_id=10)
    site = new_site(client, owner)
    with get_sessionmaker()() as db:
        check = SiteCheck(site_id=site["id"], user_id=owner.user_id, url=site["url"], state="pending", max_pages=10)
        db.add(check)
        db.commit()
        check_id = check.id
    client.post(f"{FLEETS}/audits/pause", headers=boss.headers)
    with pytest.raises(Retry):  # sent again later, as a worker would
        audit_tasks.run(check_id)
    client.post(f"{FLEETS}/audits/resume", headers=boss.headers)
    client.put(f"{FLEETS}/audits", json={"daily_budget": 2}, headers=boss.headers)
    analytics.insert("audit_pages", [[99, f"https://example.tw/{n}", f"example.tw/{n}", utcnow()] for n in range(2)],
                     column_names=["site_check_id", "url", "url_key", "stored_at"])  # two pages another check stored
    assert fleet(client, boss, "audits")["fetched_today"] == 2
    with pytest.raises(Retry):
        audit_tasks.run(check_id)
    with get_sessionmaker()() as db:
        assert db.get(SiteCheck, check_id).state == "pending"
    assert fleet(client, boss, "audits")["queued"] == 1
