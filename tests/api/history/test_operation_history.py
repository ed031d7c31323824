"""Operation history: the service other areas call, the `job` event, and the paginated list."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from api.accounts.models import User
from api.core.db import utcnow
from api.core.events import get_bus, user_channel
from api.history.models import Operation
from api.history.service import finish_operation, start_operation, update_progress
from api.projects.models import Site
from tests.api.projects.support import error, field_errors, new_site
from tests.asyncio_support import run_async
from tests.factories import make_user


@pytest.fixture
def owner():
    return make_user("owner@example.com", plan_id=7)


def test_a_job_runs_from_start_to_finish_and_the_browser_hears_of_it(client, db_session, owner):
    site = new_site(client, owner)
    user = db_session.get(User, owner.user_id)
    operation = start_operation(
        db_session, user, "ranking_report", db_session.get(Site, site["id"]), {"range": "30d"}
    )
    db_session.commit()
    assert (operation.status, operation.progress, operation.site_id) == ("in_progress", 0, site["id"])

    update_progress(operation.id, 40)
    update_progress(operation.id, 140)  # clamped
    db_session.expire_all()
    assert db_session.get(Operation, operation.id).progress == 100

    async def finish_and_listen() -> dict:
        queue = get_bus().subscribe(user_channel(owner.user_id))
        try:
            await asyncio.to_thread(finish_operation, operation.id, "completed", {"rows": 12})
            return await asyncio.wait_for(queue.get(), timeout=5)
        finally:
            get_bus().unsubscribe(user_channel(owner.user_id), queue)

    message = run_async(finish_and_listen)
    assert message["event"] == "job"
    sent = message["data"]["operation"]
    assert {k: sent[k] for k in ("id", "type", "status", "progress", "site_id")} == {
        "id": operation.id,
        "type": "ranking_report",
        "status": "completed",
        "progress": 100,
        "site_id": site["id"],
    }
    assert sent["completed_at"] is not None
    db_session.expire_all()
    stored = db_session.get(Operation, operation.id)
    assert stored.detail == {"range": "30d", "rows": 12}
    # Finishing again (a retried task) and late progress change nothing.
    assert finish_operation(operation.id, "failed").status == "completed"
    update_progress(operation.id, 10)
    db_session.expire_all()
    assert (stored.status, db_session.get(Operation, operation.id).progress) == ("completed", 100)


def test_a_failed_job_keeps_its_progress(db_session, owner):
    user = db_session.get(User, owner.user_id)
    operation = start_operation(db_session, user, "keyword_gap_competitor")
    db_session.commit()
    update_progress(operation.id, 30)
    finished = finish_operation(operation.id, "failed", {"error": "timeout"})
    assert (finished.status, finished.progress, finished.site_id) == ("failed", 30, None)


def test_unknown_types_and_states_are_programming_errors(db_session, owner):
    user = db_session.get(User, owner.user_id)
    with pytest.raises(ValueError):
        start_operation(db_session, user, "mystery")
    with pytest.raises(ValueError):
        finish_operation(1, "in_progress")


def test_history_lists_the_users_own_operations_ten_per_page(client, db_session, owner):
    other = make_user("other@example.com")
    user, other_user = db_session.get(User, owner.user_id), db_session.get(User, other.user_id)
    start = utcnow() - timedelta(hours=1)
    for index in range(12):
        operation = start_operation(db_session, user, "keyword_on_page_check")
        operation.created_at = start + timedelta(minutes=index)
    start_operation(db_session, other_user, "keyword_on_page_check_export")
    db_session.commit()

    first = client.get("/api/operation_history", headers=owner.headers).json()
    assert first["meta"] == {
        "current_page": 1,
        "from": 1,
        "last_page": 2,
        "path": "http://testserver/api/operation_history",
        "per_page": 10,
        "to": 10,
        "total": 12,
    }
    assert [row["created_at"] for row in first["data"]] == sorted(
        (row["created_at"] for row in first["data"]), reverse=True
    )
    assert set(first["data"][0]) == {
        "id",
        "type",
        "status",
        "progress",
        "site_id",
        "created_at",
        "completed_at",
        "site",
        "summary",
        "reason",
        "reason_code",
        "link",
    }
    second = client.get("/api/operation_history", params={"page": 2}, headers=owner.headers).json()
    assert (len(second["data"]), second["meta"]["from"], second["meta"]["to"]) == (2, 11, 12)
    theirs = client.get("/api/operation_history", headers=other.headers).json()
    assert [row["type"] for row in theirs["data"]] == ["keyword_on_page_check_export"]


def test_history_filters_by_type_and_project(client, db_session, owner):
    first, second = (new_site(client, owner, name=name, url=url) for name, url in
                     (("一", "https://one.com.tw"), ("二", "https://two.com.tw")))
    other = make_user("other@example.com")
    user = db_session.get(User, owner.user_id)
    for site, type in ((first, "ranking_report"), (first, "ranking_report"), (first, "ranking_update"),
                       (second, "ranking_report"), (None, "ranking_report")):
        start_operation(db_session, user, type, db_session.get(Site, site["id"]) if site else None)
    start_operation(db_session, db_session.get(User, other.user_id), "ranking_report",
                    db_session.get(Site, first["id"]))  # someone else's, on a project id the owner can name
    db_session.commit()

    def listed(**params) -> list[tuple]:
        body = client.get("/api/operation_history", params=params, headers=owner.headers).json()
        assert body["meta"]["total"] == len(body["data"])
        return [(row["type"], row["site_id"]) for row in body["data"]]

    assert listed(type="ranking_report", site_id=first["id"]) == [("ranking_report", first["id"])] * 2
    assert sorted(listed(type="ranking_report"), key=str) == sorted(
        [("ranking_report", first["id"])] * 2 + [("ranking_report", second["id"]), ("ranking_report", None)], key=str)
    assert listed(site_id=second["id"]) == [("ranking_report", second["id"])]
    assert listed(type="no_such_type") == []
    assert set(field_errors(client.get("/api/operation_history", params={"site_id": 0}, headers=owner.headers))) == {
        "site_id"}


def test_history_needs_a_session_and_a_valid_page(client, owner):
    error(client.get("/api/operation_history"), 401, "auth.unauthenticated")
    assert set(
        field_errors(client.get("/api/operation_history", params={"page": "x"}, headers=owner.headers))
    ) == {"page"}


def test_each_row_says_its_project_what_was_done_how_it_ended_and_where_the_result_is(client, db_session, owner):
    """Notifications say "see operation history for details": a failed site check names its project and
    why it failed, a finished one its outcome, and both link to the check, in the reader's language."""
    site = new_site(client, owner, name="牛肉麵地圖", url="https://牛肉麵.tw")
    project = db_session.get(Site, site["id"])
    user = db_session.get(User, owner.user_id)
    failed = start_operation(db_session, user, "site_check", project, {"site_check_id": 7})
    done = start_operation(db_session, user, "site_check", project, {"site_check_id": 8})
    crashed = start_operation(db_session, user, "ranking_update", project)
    checked = start_operation(db_session, user, "rank_check", detail={"request": {}})
    db_session.commit()
    finish_operation(failed.id, "failed", {"site_check_id": 7, "health_score": None, "pages_crawled": 0,
                                           "error": "site_check.address_refused"})
    finish_operation(done.id, "completed", {"site_check_id": 8, "health_score": 42, "pages_crawled": 6,
                                            "error": None})
    finish_operation(crashed.id, "failed", {"error": "OperationalError"})
    finish_operation(checked.id, "completed", {"results": [{}, {}, {}], "date": "2026-11-26"})

    def rows(locale: str) -> dict[int, dict]:
        body = client.get("/api/operation_history", headers={**owner.headers, "Accept-Language": locale}).json()
        return {row["id"]: row for row in body["data"]}

    en = rows("en")
    assert en[failed.id]["site"] == {"id": site["id"], "name": "牛肉麵地圖", "domain": "牛肉麵.tw"}
    assert en[failed.id]["reason_code"] == "site_check.address_refused"
    assert en[failed.id]["reason"].startswith("This address cannot be checked")
    assert en[failed.id]["summary"] == "Pages crawled: 0"
    assert en[failed.id]["link"] == f"/projects/{site['id']}/site-audit/overview?check=7"
    assert (en[done.id]["summary"], en[done.id]["reason"]) == ("Health 42/100 · pages crawled: 6", None)
    assert en[done.id]["link"] == f"/projects/{site['id']}/site-audit/overview?check=8"
    # a worker's exception class is for the log; the user reads what happened
    assert en[crashed.id]["reason_code"] == "history.reason.unexpected"
    assert "OperationalError" not in en[crashed.id]["reason"]
    assert en[crashed.id]["link"] == f"/projects/{site['id']}/rankings"
    assert (en[checked.id]["summary"], en[checked.id]["link"]) == ("Keywords checked: 3", f"/tool/rank-check?job={checked.id}")
    ja, zh = rows("ja"), rows("zh-TW")
    assert ja[done.id]["summary"] == "健全性 42/100 · クロール済み 6 ページ"
    assert zh[failed.id]["reason"].startswith("無法檢查此網址")
    # a deleted project's jobs stay, without a link to what is gone
    assert client.delete(f"/api/sites/{site['id']}", headers=owner.headers).status_code == 204
    gone = rows("en")[failed.id]
    assert (gone["site"], gone["link"]) == (None, None)
