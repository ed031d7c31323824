"""The pipeline against the sandbox SERP server on 127.0.0.1: the daily dispatcher and the manual update
fetch through the real spider (a child process) and the failover chain, and store every attempt."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

import pytest
from sqlalchemy import select, update

from analytics.rankings import ingest, queries
from analytics.rankings.keys import SerpScope
from analytics.rankings.matching import MatchRule
from api.core.db import get_sessionmaker, utcnow
from api.plans.models import UsageCounter
from api.plans.service import current_period
from api.rankings import pipeline, tasks
from api.rankings.models import LatestCheckedDay
from api.rankings.scheduling import local_day, timezone_of
from crawler.sandbox.model import build_serp
from tests.analytics.rankings import builders
from tests.api.projects.support import error, new_site
from tests.factories import make_user

TW = SerpScope("google", "TW", "zh-TW")


def late_tonight() -> datetime:
    """Late in today's Taipei day: every project's slot has passed. Never before the real clock: leases and the
    fleet's status count from it, so in Taipei's last hour a 23:00 already past left leases expired."""
    zone = timezone_of("TW")
    return max(datetime.combine(datetime.now(zone).date(), time(23, 0), zone).astimezone(UTC), datetime.now(UTC))


def serps(client) -> int:
    return client.command("SELECT uniqExact(engine, country, language, device, keyword, day) FROM serp_results FINAL")


def test_the_daily_run_fetches_a_keyword_two_projects_share_once(client, analytics, sandbox):
    first = make_user("first@example.com", plan_id=10)
    second = make_user("second@example.com", plan_id=3)
    new_site(client, first, keywords="台北 咖啡廳\n信義區 美食", competitors=[{"url": "rival.tw"}])
    other = new_site(client, second, name="別人", url="https://other-shop.tw", keywords="台北　咖啡廳")
    now = late_tonight()
    with get_sessionmaker()() as db:
        runs = pipeline.dispatch(db, now)
        assert [len(batch) for batch in runs] == [2]  # two keys: the shared one once
        shared = next(c for c in runs[0] if c.key.keyword == "台北 咖啡廳")
        assert (shared.depth, len(shared.site_ids), set(shared.targets)) == (
            50, 2, {"mysite.com.tw", "rival.tw", "other-shop.tw"})  # the deeper plan, both projects' sites
        assert other["id"] in shared.site_ids
        assert pipeline.dispatch(db, now) == []  # leased: a second dispatcher takes nothing
    for batch in runs:
        assert tasks.fetch.run([c.to_dict() for c in batch]) == {"ok": 2, "failed": 0, "sandbox": True}
    assert serps(analytics) == 2
    searched = [r.params["q"] for r in sandbox.seen if r.params.get("start") is None]
    assert sorted(searched) == ["信義區 美食", "台北 咖啡廳"]  # page 1 of each, once
    with get_sessionmaker()() as db:
        selection = pipeline.due(db, now + timedelta(minutes=10))
        assert (selection.run, selection.done) == ([], 2)  # nothing left for today
    # both projects read the one stored SERP
    day = local_day("TW", now)
    ours = queries.rank_history(analytics, TW, ["台北 咖啡廳"], {"a": MatchRule.for_site("https://www.mysite.com.tw"),
                                                              "b": MatchRule.for_site("https://other-shop.tw")},
                                day, day)
    assert all(series.points[0].rank.checked for series in ours)


def test_failed_checks_are_recorded_as_failed_and_retried_with_backoff(client, analytics, sandbox):
    owner = make_user(plan_id=10)
    site = new_site(client, owner, keywords="被擋住")
    sandbox.set_mode("captcha")
    now = late_tonight()
    with get_sessionmaker()() as db:
        (batch,) = pipeline.dispatch(db, now)
    assert tasks.fetch.run([c.to_dict() for c in batch]) == {"ok": 0, "failed": 1, "sandbox": True}
    assert serps(analytics) == 0  # a failed check never writes a result
    day = local_day("TW", now)
    status = queries.check_statuses(analytics, TW, ["被擋住"], day)["被擋住"]
    assert (status.ok, status.failures, status.last_error, status.last_source) == (False, 1, "captcha", "sandbox")
    with get_sessionmaker()() as db:
        assert pipeline.due(db, status.last_at + timedelta(minutes=1)).run == []  # backing off (timing: pure tests)
        assert len(pipeline.due(db, max(now, status.last_at) + timedelta(minutes=16)).run) == 1  # retried
    rows = client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]
    if local_day("TW", utcnow()) == day:
        assert rows[0]["ranking"]["check"] == {"state": "failed", "attempts": 1, "source": "sandbox",
                                               "error": "captcha", "sandbox": True}
        assert rows[0]["ranking"]["today"]["position"] is None


def used(user_id: int) -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(UsageCounter.called_count).where(
            UsageCounter.user_id == user_id, UsageCounter.feature == "ranking_update",
            UsageCounter.period == current_period())) or 0


def test_a_manual_update_runs_the_pipeline_counts_usage_and_ends_with_the_job(client, analytics, sandbox, eager):
    owner = make_user(plan_id=3)
    site = new_site(client, owner)  # keywords added later: a new project's own first check is not this update
    client.post(f"/api/sites/{site['id']}/batch_keywords", json={"keywords": "台北 咖啡廳\n板橋 美食"},
                headers=owner.headers)
    base = f"/api/sites/{site['id']}/ranking_update"
    status = client.get(base, headers=owner.headers).json()
    assert (status["updating"], status["operation"], status["remaining"]) == (False, None, 30)
    assert (status["access"]["included"], status["access"]["remaining"]) == (True, 30)
    response = client.post(base, headers=owner.headers)
    assert response.status_code == 202, response.text
    status = client.get(base, headers=owner.headers).json()
    assert status["updating"] is False and status["remaining"] == 29
    operation = status["operation"]
    assert (operation["type"], operation["status"], operation["progress"]) == ("ranking_update", "completed", 100)
    assert (operation["detail"]["ok"], operation["detail"]["failed"], operation["detail"]["sandbox"]) == (2, 0, True)
    assert serps(analytics) == 2 and used(owner.user_id) == 1
    history = client.get("/api/operation_history", headers=owner.headers).json()["data"]
    assert [(o["type"], o["status"]) for o in history] == [("ranking_update", "completed")]
    stats = client.get(f"/api/sites/{site['id']}", params={"append": "google_statistics"},
                       headers=owner.headers).json()["google_statistics"]
    assert stats["sandbox"] is True and stats["sources"] == ["sandbox"] and stats["today"]["no_data_count"] == 0

    # again the same day: only failed or new keywords are fetched, so nothing is
    client.post(f"/api/sites/{site['id']}/batch_keywords", json={"keywords": "新的字"}, headers=owner.headers)
    client.post(base, headers=owner.headers)
    detail = client.get(base, headers=owner.headers).json()["operation"]["detail"]
    assert (detail["ok"], detail["already_checked"]) == (1, 2) and used(owner.user_id) == 2


def test_the_allowance_and_the_plan_gate_the_manual_update(client, analytics, eager):
    owner = make_user(plan_id=3)
    site = new_site(client, owner, keywords="字")
    with get_sessionmaker()() as db:
        db.add(UsageCounter(user_id=owner.user_id, feature="ranking_update", period=current_period(), called_count=30))
        db.commit()
    for locale, text in (("en", "Usage reached this month's limit or no active subscription plan; upgrade the plan"),
                         ("zh-TW", "本月使用量已達上限或無有效訂閱方案，請升級方案")):
        response = client.post(f"/api/sites/{site['id']}/ranking_update",
                               headers={**owner.headers, "Accept-Language": locale})
        assert error(response, 429, "plan.limit_reached")["message"] == text
    trial = make_user("trial@example.com", plan_id=8)
    trial_site = new_site(client, trial, keywords="字")
    for locale, text in (("en", "Your plan does not support this feature; contact support"),
                         ("ja", "現在のプランではこの機能をご利用いただけません。サポートにお問い合わせください")):
        response = client.post(f"/api/sites/{trial_site['id']}/ranking_update",
                               headers={**trial.headers, "Accept-Language": locale})
        assert error(response, 403, "plan.feature_unavailable")["message"] == text
    assert used(trial.user_id) == 0


@pytest.mark.parametrize("mode", ["captcha"])
def test_a_manual_update_where_every_check_fails_ends_failed(client, analytics, sandbox, eager, mode):
    owner = make_user(plan_id=10)
    sandbox.set_mode(mode)
    site = new_site(client, owner, keywords="擋")  # its first check fails too
    client.post(f"/api/sites/{site['id']}/ranking_update", headers=owner.headers)
    operation = client.get(f"/api/sites/{site['id']}/ranking_update", headers=owner.headers).json()["operation"]
    assert (operation["status"], operation["detail"]["ok"], operation["detail"]["failed"]) == ("failed", 0, 1)
    (row,) = client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]
    assert row["ranking"]["check"]["state"] == "failed" and row["ranking"]["today"]["label"] is None
    with get_sessionmaker()() as db:  # the lease is released: a later run may try again
        db.execute(update(UsageCounter).values(called_count=0))
        db.commit()


def google_pages(sandbox, keyword: str) -> list[int]:
    """The result pages of ``keyword`` the sandbox was asked for, in request order."""
    return [int(r.params.get("start") or 0) // 10 + 1 for r in sandbox.seen
            if r.engine == "google" and r.params.get("q") == keyword]


def test_a_smart_fetch_starts_from_the_page_the_site_held_last_time(client, analytics, sandbox):
    owner = make_user(plan_id=10)  # depth 50: up to 5 pages
    new_site(client, owner, keywords="台北 早午餐\n台中 早午餐")
    now = late_tonight()
    today = local_day("TW", now)
    serp = {k: build_serp("google", k, sandbox.today(), country="TW", language="zh-TW",
                          extra_domains=sandbox.extra_domains) for k in ("台北 早午餐", "台中 早午餐")}
    page_now = {k: next(i for i, r in enumerate(s.organic) if r.domain == "www.mysite.com.tw") // 10 + 1
                for k, s in serp.items()}
    # precondition of the sandbox model (its positions change by the day): today the site is within the first 4
    # pages on 台北 早午餐 (the batch up to yesterday's page finds it) and within the plan's 5 on 台中 早午餐
    assert page_now["台北 早午餐"] <= 4 and page_now["台中 早午餐"] <= 5, page_now
    # yesterday the site was 37th on 台北 早午餐 (page 4); 台中 早午餐 has no history
    ingest.ingest_serp(analytics, TW.key("台北 早午餐", today - timedelta(days=1)),
                       builders.organic(*builders.filler(36), "www.mysite.com.tw", *builders.filler(13, "tail")),
                       source="sandbox", fetched_at=now - timedelta(days=1), is_sandbox=True)
    with get_sessionmaker()() as db:
        (batch,) = pipeline.dispatch(db, now)
    assert [h.last_position for h in pipeline.depth_hints(batch)] == [
        37 if c.key.keyword == "台北 早午餐" else None for c in batch]
    tasks.fetch.run([c.to_dict() for c in batch])
    # pages 1-4 in the first batch, where the site was found: no page 5, though the plan reads 50 deep
    assert sorted(google_pages(sandbox, "台北 早午餐")) == [1, 2, 3, 4]
    # no history: one page at a time from page 1, up to the page the site is on today
    assert google_pages(sandbox, "台中 早午餐") == list(range(1, page_now["台中 早午餐"] + 1))


def test_the_grid_reads_the_latest_checked_day_as_serps_are_stored_and_keywords_change(client, analytics, sandbox):
    owner = make_user(plan_id=10)
    site = new_site(client, owner, keywords="台北 早午餐")
    now = late_tonight()
    today = local_day("TW", now)

    def grid_day() -> str | None:
        (row,) = client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"][:1]
        return row["ranking"]["date"]

    def cached() -> date | None:  # where the next search starts
        with get_sessionmaker()() as db:
            return db.get(LatestCheckedDay, (site["id"], "google", "desktop")).day

    def serp(keyword: str, days_ago: int) -> None:
        # the site absent: no check here can be a drop (no alert mail from this test)
        ingest.ingest_serp(analytics, TW.key(keyword, today - timedelta(days=days_ago)),
                           builders.organic("a.example", "b.example"), source="sandbox",
                           fetched_at=now - timedelta(days=days_ago), is_sandbox=True)

    assert grid_day() == today.isoformat() and cached() is None  # no SERP yet: today, nothing found
    serp("台北 早午餐", 1)
    assert grid_day() == (today - timedelta(days=1)).isoformat() == cached().isoformat()
    client.post(f"/api/sites/{site['id']}/batch_keywords", json={"keywords": "台中 早午餐"}, headers=owner.headers)
    serp("台中 早午餐", 3)
    assert grid_day() == (today - timedelta(days=1)).isoformat()  # the older day changes nothing
    taipei = next(k for k in client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]
                  if k["text"] == "台北 早午餐")
    assert client.delete(f"/api/keywords/{taipei['id']}", headers=owner.headers).status_code == 204
    assert grid_day() == (today - timedelta(days=3)).isoformat() == cached().isoformat()  # searched back past it
    with get_sessionmaker()() as db:
        (batch,) = pipeline.dispatch(db, now)
    tasks.fetch.run([c.to_dict() for c in batch])
    assert grid_day() == today.isoformat() == cached().isoformat()


def sandbox_position(server, keyword: str, domain: str, day: date) -> int | None:
    """Where the sandbox places ``domain`` for ``keyword`` on ``day`` (Google Taiwan, desktop)."""
    serp = build_serp("google", keyword, day, country="TW", language="zh-TW", extra_domains=server.extra_domains)
    return next((i for i, listing in enumerate(serp.organic, start=1) if listing.domain == domain), None)


def test_a_shallow_check_of_the_day_does_not_hide_a_deeper_projects_positions(client, analytics, sandbox, eager):
    day, serp_day = local_day("TW", utcnow()), sandbox.today()  # the sandbox serves the UTC day's page
    # a keyword the site holds on page 2-5 today: a depth-10 check cannot see it, a depth-50 one can
    keyword, position = next((k, p) for k in (f"台北 咖啡廳 {i}" for i in range(60))
                             if (p := sandbox_position(sandbox, k, "www.mysite.com.tw", serp_day)) and 10 < p <= 50)
    trial = make_user("trial@example.com", plan_id=8)  # depth 10
    response = client.post("/api/tool/rank-check", json={"keywords": keyword, "domain": "www.mysite.com.tw"},
                           headers=trial.headers)
    assert [(r["state"], r["label"]) for r in response.json()["results"]] == [("ok", ">10")]

    owner = make_user("advanced@example.com", plan_id=10)  # depth 50, the same keyword, engine and day
    site = new_site(client, owner, keywords=keyword)
    assert client.post(f"/api/sites/{site['id']}/ranking_update", headers=owner.headers).status_code == 202
    if local_day("TW", utcnow()) != day or sandbox.today() != serp_day:
        pytest.skip("the Taipei or the UTC day turned during the test")
    (row,) = client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]
    assert (row["ranking"]["today"]["position"], row["ranking"]["today"]["label"]) == (position, str(position))

    # the deeper SERP now stored serves the shallow request too: a second rank check fetches nothing
    seen = len(sandbox.seen)
    again = client.post("/api/tool/rank-check", json={"keywords": keyword, "domain": "www.mysite.com.tw"},
                        headers=trial.headers).json()
    assert [(r["state"], r["position"]) for r in again["results"]] == [("ok", position)]
    assert len(sandbox.seen) == seen


def test_a_short_serp_counts_as_checked_when_it_holds_every_tracked_site_or_is_all_the_engine_has(client, analytics):
    owner = make_user(plan_id=10)  # depth 50
    new_site(client, owner, keywords="台北 咖啡廳\n信義區 美食\n冷門 字", competitors=[{"url": "rival.tw"}])
    now = late_tonight()
    day = local_day("TW", now)

    def stored(keyword: str, sites: list[str], *, ended: bool = False) -> None:
        ingest.ingest_serp(analytics, TW.key(keyword, day), builders.organic(*sites), source="sandbox",
                           fetched_at=now - timedelta(hours=1), is_sandbox=True, ended=ended)

    stored("台北 咖啡廳", ["shop.mysite.com.tw", "rival.tw", *builders.filler(8)])  # page 1 holds both sites
    stored("信義區 美食", ["www.mysite.com.tw", *builders.filler(9)])  # the competitor may be further down
    stored("冷門 字", builders.filler(14), ended=True)  # the engine had 14 results: nothing deeper to fetch
    with get_sessionmaker()() as db:
        selection = pipeline.due(db, now)
    assert selection.done == 2 and [c.key.keyword for c in selection.run] == ["信義區 美食"]


def test_work_delivered_again_after_its_worker_died_takes_back_its_leases_and_fetches_only_what_is_missing(
        client, analytics, sandbox):
    owner = make_user("again@example.com", plan_id=10)
    new_site(client, owner, keywords="台北 咖啡廳\n信義區 美食")
    now = late_tonight()
    with get_sessionmaker()() as db:
        planned = pipeline.due(db, now).run
        assert len(pipeline.lease(db, planned, now, holder="ranking-update:7")) == 2
        assert pipeline.lease(db, planned, now, holder="ranking-update:8") == []  # another job's: still held
        assert pipeline.lease(db, planned, now) == []  # and the dispatcher's
        assert len(pipeline.lease(db, planned, now, holder="ranking-update:7")) == 2  # the same job, again
        pipeline.release(db, planned)
        assert pipeline.unstored(db, planned) == planned
    first = next(c for c in planned if c.key.keyword == "台北 咖啡廳")
    assert tasks.fetch.run([first.to_dict()]) == {"ok": 1, "failed": 0, "sandbox": True}
    # the batch of both, delivered again: only the SERP its first run did not store is fetched
    with get_sessionmaker()() as db:
        assert [c.key.keyword for c in pipeline.unstored(db, planned)] == ["信義區 美食"]
