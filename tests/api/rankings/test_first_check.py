"""A new project is checked when it is created, and the manual update is offered as the plan allows it:
one rule (api/plans) that both the update's answer and the user's payload carry."""

from __future__ import annotations

from api.accounts.models import User
from api.core.db import get_sessionmaker
from api.rankings import service
from tests.api.projects.support import error, new_site
from tests.api.rankings.test_pipeline import used
from tests.factories import make_user


def test_a_new_projects_keywords_are_checked_at_once_without_using_a_manual_update(client, analytics, sandbox,
                                                                                   eager):
    trial = make_user(plan_id=8)
    site = new_site(client, trial, keywords="台北 咖啡廳\n板橋 美食")
    status = client.get(f"/api/sites/{site['id']}/ranking_update", headers=trial.headers).json()
    operation = status["operation"]
    assert (operation["type"], operation["status"], operation["progress"]) == ("ranking_update", "completed", 100)
    assert (operation["detail"]["trigger"], operation["detail"]["ok"]) == ("project_created", 2)
    stats = client.get(f"/api/sites/{site['id']}", params={"append": "google_statistics"},
                       headers=trial.headers).json()["google_statistics"]
    assert stats["date"] is not None and stats["today"]["no_data_count"] == 0 and stats["sandbox"] is True
    assert used(trial.user_id) == 0  # the trial's (nonexistent) manual updates are untouched


def test_a_project_without_keywords_starts_no_check(client, eager):
    owner = make_user(plan_id=3)
    site = new_site(client, owner)
    assert client.get(f"/api/sites/{site['id']}/ranking_update", headers=owner.headers).json()["operation"] is None


def test_what_the_trial_is_told_of_manual_updates_is_what_the_update_answers(client):
    trial = make_user(plan_id=8)
    site = new_site(client, trial)
    status = client.get(f"/api/sites/{site['id']}/ranking_update", headers=trial.headers).json()
    assert status["remaining"] == 0  # was 3: "3 manual updates left this month", then 403
    assert (status["access"]["included"], status["access"]["upgrade"]["key"]) == (False, "basic")
    features = client.get("/api/me", headers=trial.headers).json()["subscription"]["features"]
    assert features["ranking_update"] == status["access"]
    assert (features["ranking_report"]["included"], features["ranking_report"]["upgrade"]["names"]["en"]) == (
        False, "Advanced")
    assert features["keywords"]["remaining"] == 30 and features["keywords"]["included"] is True
    error(client.post(f"/api/sites/{site['id']}/ranking_update", headers=trial.headers), 403,
          "plan.feature_unavailable")

    paid = make_user("paid@example.com", plan_id=3)
    paid_site = new_site(client, paid, url="https://paid.example.tw")
    status = client.get(f"/api/sites/{paid_site['id']}/ranking_update", headers=paid.headers).json()
    assert (status["remaining"], status["access"]["included"], status["access"]["upgrade"]) == (30, True, None)
    assert client.get("/api/me", headers=paid.headers).json()["subscription"]["features"]["ranking_report"][
        "upgrade"]["key"] == "advanced"


def test_the_manual_update_is_queued_by_the_service_as_the_first_check_is(client, analytics, sandbox, eager):
    # A worker or script that starts the update through the service, not the route, has it run too.
    owner = make_user(plan_id=10)
    site = new_site(client, owner, keywords="台北 咖啡廳")
    first = client.get(f"/api/sites/{site['id']}/ranking_update", headers=owner.headers).json()["operation"]
    with get_sessionmaker()() as db:
        answer = service.start_update(db, db.get(User, owner.user_id), site["id"])
    assert answer.updating and answer.operation.id != first["id"]
    shown = client.get(f"/api/sites/{site['id']}/ranking_update", headers=owner.headers).json()
    assert (shown["operation"]["id"], shown["operation"]["status"]) == (answer.operation.id, "completed")
    assert not shown["updating"] and shown["remaining"] == answer.remaining
