"""Members and roles: the owner invites existing accounts as manager or viewer and changes roles."""

from __future__ import annotations

import pytest

from api.projects.models import SiteMember
from tests.api.projects.support import count, error, field_errors, new_site
from tests.factories import make_user


@pytest.fixture
def owner():
    return make_user("owner@example.com", plan_id=3)  # basic: 2 members besides the owner


@pytest.fixture
def site(client, owner):
    return new_site(client, owner)


def invite(client, who, site, email, role="viewer", locale="zh-TW"):
    return client.post(
        f"/api/sites/{site['id']}/members",
        json={"email": email, "role": role},
        headers={**who.headers, "Accept-Language": locale},
    )


def test_invite_change_role_and_remove(client, owner, site):
    colleague = make_user("colleague@example.com")
    response = invite(client, owner, site, "Colleague@Example.com", "viewer")
    assert response.status_code == 201, response.text
    member = response.json()
    assert (member["user_id"], member["email"], member["role"]) == (
        colleague.user_id,
        "colleague@example.com",
        "viewer",
    )
    # The colleague now sees the project, with their role.
    listed = client.get("/api/sites", headers=colleague.headers).json()["data"]
    assert [(s["id"], s["role"]) for s in listed] == [(site["id"], "viewer")]

    url = f"/api/sites/{site['id']}/members/{member['id']}"
    changed = client.patch(url, json={"role": "manager"}, headers=owner.headers)
    assert changed.status_code == 200 and changed.json()["role"] == "manager"
    assert client.get(f"/api/sites/{site['id']}", headers=colleague.headers).json()["role"] == "manager"

    assert client.delete(url, headers=owner.headers).status_code == 204
    assert client.get(f"/api/sites/{site['id']}", headers=colleague.headers).status_code == 404
    assert count(SiteMember) == 1


@pytest.mark.parametrize(
    ("locale", "text"),
    [("en", "No account uses this e-mail"), ("ja", "このメールアドレスのアカウントが見つかりません")],
)
def test_unknown_email_is_a_404_field_error(client, owner, site, locale, text):
    body = error(
        invite(client, owner, site, "nobody@example.com", locale=locale), 404, "project.member_unknown"
    )
    assert body["message"] == text
    assert body["fields"] == [{"field": "email", "code": "project.member_unknown", "message": text}]


def test_invite_rules(client, owner, site):
    make_user("colleague@example.com")
    assert invite(client, owner, site, "colleague@example.com").status_code == 201
    assert field_errors(invite(client, owner, site, "colleague@example.com", locale="en")) == {
        "email": ("project.duplicate.member", "This member already exists")
    }
    assert field_errors(invite(client, owner, site, "owner@example.com", locale="zh-TW")) == {
        "email": ("project.duplicate.member", "此成員已存在")
    }
    assert field_errors(invite(client, owner, site, "not-an-email", locale="en")) == {
        "email": ("validation.email", "incorrect e-mail entered")
    }
    assert set(field_errors(invite(client, owner, site, "colleague@example.com", role="owner"))) == {"role"}


def test_members_beyond_the_plan(client, owner, site):
    for index in range(3):
        make_user(f"m{index}@example.com")
    assert invite(client, owner, site, "m0@example.com").status_code == 201
    assert invite(client, owner, site, "m1@example.com").status_code == 201
    body = error(invite(client, owner, site, "m2@example.com", locale="en"), 429, "plan.limit_reached")
    assert (
        body["message"] == "Usage reached this month's limit or no active subscription plan; upgrade the plan"
    )
    assert count(SiteMember) == 3


def test_the_owner_cannot_be_changed_or_removed(client, owner, site):
    owner_member = client.get(f"/api/sites/{site['id']}/members", headers=owner.headers).json()["data"][0]
    url = f"/api/sites/{site['id']}/members/{owner_member['id']}"
    assert field_errors(
        client.patch(url, json={"role": "viewer"}, headers={**owner.headers, "Accept-Language": "en"})
    ) == {"role": ("project.owner_role_fixed", "The owner cannot be changed or removed")}
    assert field_errors(client.delete(url, headers=owner.headers)) == {
        "role": ("project.owner_role_fixed", "無法變更或移除擁有者")
    }


def test_a_member_of_another_project_is_not_reachable(client, owner, site):
    other = new_site(client, owner, url="https://other.example.com")
    make_user("colleague@example.com")
    member = invite(client, owner, other, "colleague@example.com").json()
    response = client.patch(
        f"/api/sites/{site['id']}/members/{member['id']}", json={"role": "manager"}, headers=owner.headers
    )
    error(response, 404, "resource.not_found")
