"""Members and roles: people join as manager or viewer through invitations (test_invitations.py); the
owner changes roles and removes members."""

from __future__ import annotations

import pytest

from api.projects.models import SiteInvitation, SiteMember
from tests.api.projects.support import count, error, field_errors, join, new_site
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


def test_join_change_role_and_remove(client, owner, site):
    colleague = make_user("colleague@example.com")
    member_id = join(client, owner, site["id"], colleague, "viewer")
    members = client.get(f"/api/sites/{site['id']}/members", headers=owner.headers).json()["data"]
    assert [(m["email"], m["role"]) for m in members] == [
        ("owner@example.com", "owner"),
        ("colleague@example.com", "viewer"),
    ]
    # The colleague now sees the project, with their role.
    listed = client.get("/api/sites", headers=colleague.headers).json()["data"]
    assert [(s["id"], s["role"]) for s in listed] == [(site["id"], "viewer")]

    url = f"/api/sites/{site['id']}/members/{member_id}"
    changed = client.patch(url, json={"role": "manager"}, headers=owner.headers)
    assert changed.status_code == 200 and changed.json()["role"] == "manager"
    assert client.get(f"/api/sites/{site['id']}", headers=colleague.headers).json()["role"] == "manager"

    assert client.delete(url, headers=owner.headers).status_code == 204
    assert client.get(f"/api/sites/{site['id']}", headers=colleague.headers).status_code == 404
    assert count(SiteMember) == 1


def test_invite_rules(client, owner, site):
    assert field_errors(invite(client, owner, site, "not-an-email", locale="en")) == {
        "email": ("validation.email", "incorrect e-mail entered")
    }
    assert set(field_errors(invite(client, owner, site, "colleague@example.com", role="owner"))) == {"role"}
    assert count(SiteInvitation) == 0


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
    member_id = join(client, owner, other["id"], make_user("colleague@example.com"))
    response = client.patch(
        f"/api/sites/{site['id']}/members/{member_id}", json={"role": "manager"}, headers=owner.headers
    )
    error(response, 404, "resource.not_found")
