"""Invitations: the owner invites an address, a signed link is mailed to it, and whoever signs in (or up)
with that address joins by opening it. The answer to the owner never says whether the address has an
account."""

from __future__ import annotations

import shutil
from datetime import timedelta

import pytest
from sqlalchemy import update

from api.accounts.models import User
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow
from api.plans.service import start_subscription
from api.projects.models import SiteInvitation, SiteMember
from tests.api.accounts.helpers import bearer, register
from tests.api.projects.support import count, error, invitation_token, join, mails_to, new_site
from tests.factories import make_user


@pytest.fixture(autouse=True)
def outbox(settings):
    """An empty outbox, so the mails a test counts are its own."""
    shutil.rmtree(settings.outbox_dir, ignore_errors=True)
    yield
    shutil.rmtree(get_settings().outbox_dir, ignore_errors=True)


@pytest.fixture
def owner():
    return make_user("owner@example.com", plan_id=3, language="en")  # basic: 2 members besides the owner


@pytest.fixture
def site(client, owner):
    return new_site(client, owner)


def invite(client, who, site, email, role="viewer"):
    return client.post(f"/api/sites/{site['id']}/members", json={"email": email, "role": role}, headers=who.headers)


def accept(client, who, token, locale="en"):
    return client.post("/api/invitations/accept", json={"token": token}, headers={**who.headers, "Accept-Language": locale})


def pending(client, owner, site):
    response = client.get(f"/api/sites/{site['id']}/members/invitations", headers=owner.headers)
    assert response.status_code == 200, response.text
    return response.json()["data"]


def member_emails(client, owner, site):
    return [m["email"] for m in client.get(f"/api/sites/{site['id']}/members", headers=owner.headers).json()["data"]]


def test_the_answer_is_the_same_whether_or_not_the_address_has_an_account(client, owner, site):
    make_user("known@example.com")
    known = invite(client, owner, site, "Known@Example.com")
    unknown = invite(client, owner, site, "unknown@example.com")
    assert (known.status_code, unknown.status_code) == (202, 202), (known.text, unknown.text)
    known, unknown = known.json(), unknown.json()
    assert known.keys() == unknown.keys() == {"email", "role", "expires_at"}
    assert (known["email"], known["role"]) == ("known@example.com", "viewer")
    assert (unknown["email"], unknown["role"]) == ("unknown@example.com", "viewer")
    # The account is not added directly: it joins only by opening the mailed link.
    assert member_emails(client, owner, site) == ["owner@example.com"]
    assert [i["email"] for i in pending(client, owner, site)] == ["known@example.com", "unknown@example.com"]


def test_the_link_is_mailed_in_both_cases(client, owner, site, settings):
    make_user("known@example.com")
    invite(client, owner, site, "known@example.com", role="manager")
    invite(client, owner, site, "unknown@example.com", role="manager")
    for address in ("known@example.com", "unknown@example.com"):
        (mail,) = mails_to(address)
        assert mail["Subject"] == "You are invited to the RankLens project “我的網站”"
        text = mail.get_body(preferencelist=("plain",)).get_content()
        assert "owner invited you to the RankLens project “我的網站” as a manager" in text
        assert f"{settings.public_url}/invitation?token=" in text
        assert "valid for 7 days" in text


def test_an_unknown_address_joins_by_signing_up_through_the_link(client, owner, site):
    invite(client, owner, site, "newcomer@example.com", role="manager")
    signed_up = register(client, "newcomer@example.com", language="ja")
    assert signed_up.status_code == 201, signed_up.text
    client.cookies.clear()
    newcomer = bearer(signed_up.json()["api_token"])

    response = client.post(
        "/api/invitations/accept", json={"token": invitation_token("newcomer@example.com")}, headers=newcomer
    )
    assert response.status_code == 200, response.text
    assert response.json() == {"site_id": site["id"], "name": "我的網站", "role": "manager"}
    assert [(s["id"], s["role"]) for s in client.get("/api/sites", headers=newcomer).json()["data"]] == [
        (site["id"], "manager")
    ]
    # The link came to that mailbox: the address counts as verified.
    assert client.get("/api/me", headers=newcomer).json()["email_verified"] is True
    assert pending(client, owner, site) == []


def test_inviting_again_refreshes_the_invitation(client, owner, site):
    invite(client, owner, site, "colleague@example.com")
    first = invitation_token("colleague@example.com")
    invite(client, owner, site, "colleague@example.com", role="manager")
    assert [(i["email"], i["role"]) for i in pending(client, owner, site)] == [("colleague@example.com", "manager")]
    assert len(mails_to("colleague@example.com")) == 2

    colleague = make_user("colleague@example.com")
    error(accept(client, colleague, first), 400, "invitation.invalid")
    assert accept(client, colleague, invitation_token("colleague@example.com")).json()["role"] == "manager"


def test_an_address_that_is_already_a_member_gets_the_same_answer_and_nothing_changes(client, owner, site):
    colleague = make_user("colleague@example.com")
    join(client, owner, site["id"], colleague, "viewer")
    mailed = len(mails_to("colleague@example.com"))
    for address in ("colleague@example.com", "owner@example.com"):
        response = invite(client, owner, site, address, role="manager")
        assert response.status_code == 202
        assert response.json().keys() == {"email", "role", "expires_at"}
    assert len(mails_to("colleague@example.com")) == mailed
    assert mails_to("owner@example.com") == []
    assert pending(client, owner, site) == []
    assert client.get(f"/api/sites/{site['id']}", headers=colleague.headers).json()["role"] == "viewer"


@pytest.mark.parametrize(
    ("locale", "text"),
    [
        ("zh-TW", "此邀請寄給另一個電子郵件地址，請以收到邀請的地址登入"),
        ("zh-CN", "此邀请发送给另一个邮箱地址，请用收到邀请的地址登录"),
        ("en", "This invitation was sent to a different e-mail address; sign in with the address that received it"),
        ("ja", "この招待は別のメールアドレスに送信されています。招待を受け取ったアドレスでログインしてください"),
    ],
)
def test_another_account_cannot_accept(client, owner, site, locale, text):
    invite(client, owner, site, "colleague@example.com")
    intruder = make_user("intruder@example.com")
    body = error(accept(client, intruder, invitation_token("colleague@example.com"), locale), 403, "invitation.wrong_account")
    assert body["message"] == text
    assert count(SiteMember) == 1
    assert client.get(f"/api/sites/{site['id']}", headers=intruder.headers).status_code == 404


def test_an_expired_invitation_is_refused(client, owner, site):
    invite(client, owner, site, "late@example.com")
    with get_sessionmaker()() as db:
        db.execute(update(SiteInvitation).values(expires_at=utcnow() - timedelta(seconds=1)))
        db.commit()
    late = make_user("late@example.com")
    body = error(accept(client, late, invitation_token("late@example.com"), "ja"), 410, "invitation.expired")
    assert body["message"] == "招待の有効期限が切れています。プロジェクトのオーナーに再度招待を依頼してください"
    assert count(SiteMember) == 1
    # Still listed, so the owner sees it lapsed and can invite again.
    assert [i["email"] for i in pending(client, owner, site)] == ["late@example.com"]


def test_a_revoked_invitation_is_refused(client, owner, site):
    invite(client, owner, site, "colleague@example.com")
    (invitation,) = pending(client, owner, site)
    url = f"/api/sites/{site['id']}/members/invitations/{invitation['id']}"
    assert client.delete(url, headers=owner.headers).status_code == 204
    assert pending(client, owner, site) == []
    error(client.delete(url, headers=owner.headers), 404, "resource.not_found")

    colleague = make_user("colleague@example.com")
    body = error(accept(client, colleague, invitation_token("colleague@example.com")), 410, "invitation.revoked")
    assert body["message"] == "The project owner withdrew this invitation"
    assert count(SiteMember) == 1


def test_a_used_or_forged_link_is_refused(client, owner, site):
    colleague = make_user("colleague@example.com")
    join(client, owner, site["id"], colleague)
    token = invitation_token("colleague@example.com")
    body = error(accept(client, colleague, token, "zh-TW"), 410, "invitation.used")
    assert body["message"] == "此邀請已被接受過"
    error(accept(client, colleague, token[:-2] + "xx"), 400, "invitation.invalid")
    error(accept(client, colleague, "not-a-token"), 400, "invitation.invalid")
    assert client.post("/api/invitations/accept", json={"token": token}).status_code == 401


def test_only_the_owner_invites_lists_and_revokes(client):
    owner = make_user("boss@example.com", plan_id=10)  # advanced: room for two members and an invitation
    site = new_site(client, owner)
    viewer, manager, outsider = (make_user(f"{name}@example.com") for name in ("viewer", "manager", "outsider"))
    join(client, owner, site["id"], viewer, "viewer")
    join(client, owner, site["id"], manager, "manager")
    invite(client, owner, site, "pending@example.com")
    (invitation,) = pending(client, owner, site)
    for who, status in ((viewer, 403), (manager, 403), (outsider, 404)):
        assert invite(client, who, site, "someone@example.com").status_code == status
        assert client.get(f"/api/sites/{site['id']}/members/invitations", headers=who.headers).status_code == status
        revoke = client.delete(f"/api/sites/{site['id']}/members/invitations/{invitation['id']}", headers=who.headers)
        assert revoke.status_code == status
    assert mails_to("someone@example.com") == []
    assert [i["email"] for i in pending(client, owner, site)] == ["pending@example.com"]


def test_invitations_hold_seats_of_the_members_limit(client, owner, site):
    assert invite(client, owner, site, "a@example.com").status_code == 202
    assert invite(client, owner, site, "b@example.com").status_code == 202
    error(invite(client, owner, site, "c@example.com"), 429, "plan.limit_reached")
    assert invite(client, owner, site, "b@example.com", role="manager").status_code == 202  # a refresh takes no seat
    assert mails_to("c@example.com") == []


def test_accepting_checks_the_members_limit_again(client, owner, site):
    invite(client, owner, site, "a@example.com")
    invite(client, owner, site, "b@example.com")
    a, b = make_user("a@example.com"), make_user("b@example.com")
    assert accept(client, a, invitation_token("a@example.com")).status_code == 200
    with get_sessionmaker()() as db:  # the owner moves to the trial: one member besides the owner
        start_subscription(db, db.get(User, owner.user_id), 8, 7)
        db.commit()
    body = error(accept(client, b, invitation_token("b@example.com")), 409, "invitation.members_full")
    assert body["message"] == "This project has reached its plan's member limit; contact the project owner"
    assert member_emails(client, owner, site) == ["owner@example.com", "a@example.com"]


def test_invitation_mails_to_one_address_are_throttled(client, owner, site):
    for _ in range(3):
        assert invite(client, owner, site, "colleague@example.com").status_code == 202
    error(invite(client, owner, site, "colleague@example.com"), 429, "request.too_frequent")
    assert len(mails_to("colleague@example.com")) == 3
