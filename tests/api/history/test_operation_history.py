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
