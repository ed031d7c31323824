"""An admin's view as a user (SPEC §7 admin/get_user_token): a session of the user's for an hour, the user's own
session untouched, the view and every change made through it in the audit log under the admin's identity, what only
the owner may do refused, and the console's browser switched to the view and back to the admin's own session."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select, update

from api.accounts.models import UserSession
from api.admin.models import AdminAction
from api.core.db import get_sessionmaker, utcnow
from tests.api.accounts.helpers import PASSWORD
from tests.api.admin.test_codes import admin
from tests.factories import make_user


def view_as(client, boss, user_id: int, **extra):
    return client.post("/api/admin/get_user_token", json={"user_id": user_id, **extra}, headers=boss.headers)


def audit() -> list[tuple[str, str, str, dict]]:
    with get_sessionmaker()() as db:
        return [tuple(row) for row in db.execute(select(AdminAction.action, AdminAction.target,
                                                        AdminAction.admin_email, AdminAction.detail)
                                                 .order_by(AdminAction.id))]


def test_an_admin_works_as_the_user_but_not_as_its_owner(client):
    boss = admin()
    user = make_user("viewed@example.com")
    opened = view_as(client, boss, user.user_id)
    assert opened.status_code == 200, opened.text
    token = {"Authorization": f"Bearer {opened.json()['api_token']}", "Accept-Language": "en"}
    me = client.get("/api/me", headers=token).json()
    assert (me["email"], me["impersonation"]["admin_email"]) == ("viewed@example.com", "admin@example.com")
    assert client.get("/api/me", headers=user.headers).json()["impersonation"] is None  # the user stays signed in
    made = client.post("/api/keyword_lists", json={"name": "看看"}, headers=token)
    assert made.status_code == 201, made.text
    for method, path, body in (("POST", "/api/tokens", {"name": "mine"}), ("POST", "/api/me/password",
                               {"password": "Another-pass-1", "password_confirmation": "Another-pass-1"}),
                               ("POST", "/api/billing/checkout", {"plan_id": 3, "payment_type": 1})):
        refused = client.request(method, path, json=body, headers=token)
        assert (refused.status_code, refused.json()["code"], refused.json()["message"]) == (
            403, "admin.owner_only", "Only the account's owner can do this, not an admin viewing as them"), path
    actions = audit()
    assert [(action, target, by) for action, target, by, _ in actions] == [
        ("user.view_as", "user:viewed@example.com", "admin@example.com"),
        *[("user.view_as_write", "user:viewed@example.com", "admin@example.com")] * 4]
    assert [detail["request"] for *_, detail in actions[1:]] == [
        "POST /api/keyword_lists", "POST /api/tokens", "POST /api/me/password", "POST /api/billing/checkout"]
    with get_sessionmaker()() as db:
        db.execute(update(UserSession).where(UserSession.impersonator_id.is_not(None))
                   .values(expires_at=utcnow() - timedelta(seconds=1)))
        db.commit()
    assert client.get("/api/me", headers=token).status_code == 401  # an hour, no more
    assert client.get("/api/me", headers=user.headers).status_code == 200


@pytest.mark.parametrize(("target", "code"), [("self", "admin.view_self"), ("other_admin", "admin.view_admin"),
                                              ("disabled", "admin.user_disabled")])
def test_views_an_admin_may_not_open(client, target, code):
    boss = admin()
    targets = {"self": boss, "other_admin": make_user("chief@example.com", plan_id=5)}
    if target == "disabled":
        targets["disabled"] = make_user("gone@example.com")
        client.post(f"/api/admin/users/{targets['disabled'].user_id}/disabled", json={"disabled": True},
                    headers=boss.headers)
    refused = view_as(client, boss, targets[target].user_id)
    assert (refused.status_code, refused.json()["code"]) == (409, code)
    assert view_as(client, boss, 99999).status_code == 404


def test_only_admins_open_a_view(client):
    user = make_user("curious@example.com", plan_id=10)
    other = make_user("target@example.com")
    refused = view_as(client, user, other.user_id)
    assert (refused.status_code, refused.json()["code"]) == (403, "permission.denied")
    assert audit() == []


def test_the_consoles_browser_switches_to_the_view_and_back(client):
    make_user("admin@example.com", plan_id=5, password=PASSWORD)
    user = make_user("switched@example.com")
    assert client.post("/api/login", json={"email": "admin@example.com", "password": PASSWORD}).status_code == 200

    def csrf() -> dict:
        return {"x-csrf-token": client.cookies.get("csrf_token")}

    opened = client.post("/api/admin/get_user_token", json={"user_id": user.user_id, "switch_session": True},
                         headers=csrf())
    assert opened.status_code == 200, opened.text
    assert client.get("/api/me").json()["email"] == "switched@example.com"
    back = client.post("/api/admin/view_as/end", headers=csrf())
    assert back.status_code == 200, back.text
    assert back.json()["user"]["email"] == "admin@example.com"
    me = client.get("/api/me").json()
    assert (me["email"], me["impersonation"]) == ("admin@example.com", None)
    # the way back is a request of the view's too, and recorded as such before the view ends
    assert [action for action, *_ in audit()] == ["user.view_as", "user.view_as_write", "user.view_as_end"]
    assert client.post("/api/admin/view_as/end", headers=csrf()).status_code == 401  # nothing left to return to
