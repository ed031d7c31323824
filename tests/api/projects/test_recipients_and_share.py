"""Weekly-report recipients within the plan's receiver limit, and the password-protected share link."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from api.core.db import get_sessionmaker
from api.core.security import verify_password
from api.projects.models import ReportRecipient, Site
from tests.api.projects.support import count, error, field_errors, new_site
from tests.factories import make_user


@pytest.fixture
def owner():
    return make_user("owner@example.com", plan_id=3)  # basic: 3 receivers per project


@pytest.fixture
def site(client, owner):
    return new_site(client, owner, recipients=["boss@mysite.com.tw"])


def put(client, who, site, emails, locale="zh-TW"):
    return client.put(
        f"/api/sites/{site['id']}/recipients",
        json={"emails": emails},
        headers={**who.headers, "Accept-Language": locale},
    )


def test_get_and_replace_recipients(client, owner, site):
    assert client.get(f"/api/sites/{site['id']}/recipients", headers=owner.headers).json() == {
        "data": ["boss@mysite.com.tw"],
        "receiver_limitation": 3,
    }
    response = put(client, owner, site, ["seo@mysite.com.tw", " BOSS@mysite.com.tw ", ""])
    assert response.json() == {"data": ["boss@mysite.com.tw", "seo@mysite.com.tw"], "receiver_limitation": 3}
    assert put(client, owner, site, []).json()["data"] == []
    assert count(ReportRecipient) == 0


@pytest.mark.parametrize(
    ("emails", "locale", "expected"),
    [
        (["a@mysite.com.tw", "bad"], "en", {"emails.1": ("validation.email", "incorrect e-mail entered")}),
        (
            ["a@mysite.com.tw", "A@MYSITE.COM.TW"],
            "zh-TW",
            {"emails.1": ("project.duplicate.email", "此電子郵件已存在")},
        ),
        (
            ["a@x.tw", "b@x.tw", "c@x.tw", "d@x.tw"],
            "en",
            {"emails": ("project.recipients_exceed", "Report recipient limit reached: at most 3")},
        ),
        (
            ["a@x.tw", "b@x.tw", "c@x.tw", "d@x.tw"],
            "ja",
            {"emails": ("project.recipients_exceed", "レポートの受信者は 3 名までです")},
        ),
    ],
)
def test_recipient_rules_keep_the_old_list(client, owner, site, emails, locale, expected):
    assert field_errors(put(client, owner, site, emails, locale)) == expected
    assert client.get(f"/api/sites/{site['id']}/recipients", headers=owner.headers).json()["data"] == [
        "boss@mysite.com.tw"
    ]


def test_wizard_recipients_beyond_the_plan(client):
    trial = make_user("trial@example.com", plan_id=8)  # trial: 1 receiver
    response = client.post(
        "/api/sites",
        headers={**trial.headers, "Accept-Language": "en"},
        json={"name": "x", "url": "https://x.example.com", "recipients": ["a@x.tw", "b@x.tw"]},
    )
    assert field_errors(response) == {
        "recipients": ("project.recipients_exceed", "Report recipient limit reached: at most 1")
    }


def stored_share(site_id: int) -> tuple[str | None, str | None]:
    with get_sessionmaker()() as db:
        return db.execute(select(Site.share_uuid, Site.share_password_hash).where(Site.id == site_id)).one()


def test_share_sets_a_hashed_password_and_a_link(client, owner, site):
    response = client.post(
        f"/api/sites/{site['id']}/share", json={"share_password": "秘密1234"}, headers=owner.headers
    )
    assert response.status_code == 200, response.text
    share = response.json()
    assert share["share_url"] == f"http://127.0.0.1:8000/share/{share['share_uuid']}"
    uuid, password_hash = stored_share(site["id"])
    assert uuid == share["share_uuid"]
    assert password_hash.startswith("$argon2") and verify_password(password_hash, "秘密1234")
    got = client.get(f"/api/sites/{site['id']}", headers=owner.headers).json()
    assert (got["shared"], got["share_uuid"]) == (True, share["share_uuid"])


def test_changing_the_share_password_means_cancelling_first(client, owner, site):
    url = f"/api/sites/{site['id']}/share"
    first = client.post(url, json={"share_password": "first-pass"}, headers=owner.headers).json()
    for locale, text in (
        ("en", "This project is already shared; cancel the share before setting a new password"),
        ("zh-TW", "此專案已分享，若要更改密碼請先取消分享"),
    ):
        body = error(
            client.post(
                url,
                json={"share_password": "second-pass"},
                headers={**owner.headers, "Accept-Language": locale},
            ),
            409,
            "project.share_active",
        )
        assert body["message"] == text
    assert client.delete(url, headers=owner.headers).status_code == 204
    assert stored_share(site["id"]) == (None, None)
    second = client.post(url, json={"share_password": "second-pass"}, headers=owner.headers).json()
    assert second["share_uuid"] != first["share_uuid"]
    assert verify_password(stored_share(site["id"])[1], "second-pass")


@pytest.mark.parametrize(
    ("password", "locale", "text"),
    [
        ("abc", "en", "The share password must have 4 to 64 characters"),
        ("x" * 65, "zh-TW", "分享密碼需為 4 到 64 個字元"),
    ],
)
def test_share_password_length(client, owner, site, password, locale, text):
    response = client.post(
        f"/api/sites/{site['id']}/share",
        json={"share_password": password},
        headers={**owner.headers, "Accept-Language": locale},
    )
    assert field_errors(response) == {"share_password": ("project.share_password_length", text)}
