"""Personal API tokens: create (shown once, stored hashed), list, use, expire, revoke, plan limit."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from api.accounts.models import ApiToken
from api.core.db import utcnow
from api.core.security import token_digest
from tests.api.accounts.helpers import bearer
from tests.factories import make_user


@pytest.fixture
def member():
    return make_user("member@example.com", plan_id=3, days=30)  # basic: 3 tokens


def test_create_shows_the_token_once_and_stores_only_its_digest(client, member, db_session):
    expires = (utcnow() + timedelta(days=30)).replace(microsecond=0)
    response = client.post("/api/tokens", headers=member.headers,
                           json={"name": "reporting script", "expires_at": expires.isoformat()})
    assert response.status_code == 201
    created = response.json()
    assert created["token"].startswith("rlt_")
    assert created["name"] == "reporting script"
    assert datetime.fromisoformat(created["expires_at"]) == expires
    assert (created["expired"], created["last_used_at"]) == (False, None)

    stored = db_session.scalar(select(ApiToken))
    assert stored.token_hash == token_digest(created["token"])
    assert created["token"] not in (stored.token_hash, stored.prefix)
    listed = client.get("/api/tokens", headers=member.headers).json()["data"]
    assert listed == [{k: v for k, v in created.items() if k != "token"}]


def test_a_token_signs_api_calls_in_and_records_its_use(client, member):
    token = client.post("/api/tokens", headers=member.headers, json={"name": "ci", "expires_at": None}).json()
    assert token["expires_at"] is None  # unlimited
    assert client.get("/api/me", headers=bearer(token["token"])).json()["email"] == "member@example.com"
    listed = client.get("/api/tokens", headers=member.headers).json()["data"]
    assert listed[0]["last_used_at"] is not None


def test_an_expired_token_is_listed_as_expired_and_no_longer_works(client, member, db_session):
    plaintext = client.post("/api/tokens", headers=member.headers, json={"name": "old"}).json()["token"]
    stored = db_session.scalar(select(ApiToken))
    stored.expires_at = utcnow() - timedelta(minutes=1)
    db_session.commit()
    assert client.get("/api/tokens", headers=member.headers).json()["data"][0]["expired"] is True
    assert client.get("/api/me", headers=bearer(plaintext)).status_code == 401


@pytest.mark.parametrize(("locale", "text"), [("en", "token name exists"), ("ja", "トークン名は既に存在します")])
def test_duplicate_name(client, member, locale, text):
    client.post("/api/tokens", headers=member.headers, json={"name": "ci"})
    response = client.post(f"/api/tokens?locale={locale}", headers=member.headers, json={"name": " ci "})
    assert response.status_code == 409
    assert response.json() == {"code": "token.name_exists", "message": text,
                               "fields": [{"field": "name", "code": "token.name_exists", "message": text}]}


@pytest.mark.parametrize(("locale", "required", "future"), [
    ("en", "is required", "The expiry must be in the future"),
    ("zh-TW", "此欄位為必填", "到期時間必須晚於現在"),
])
def test_name_and_expiry_rules(client, member, locale, required, future):
    past = (datetime.now(UTC) - timedelta(hours=1)).replace(tzinfo=None).isoformat()  # naive: read as UTC
    response = client.post(f"/api/tokens?locale={locale}", headers=member.headers,
                           json={"name": "   ", "expires_at": past})
    assert response.status_code == 422
    assert {(f["field"], f["message"]) for f in response.json()["fields"]} == {
        ("name", required), ("expires_at", future)}
    missing = client.post(f"/api/tokens?locale={locale}", headers=member.headers, json={})
    assert missing.json()["fields"][0]["message"] == required


@pytest.mark.parametrize(("locale", "text"), [
    ("en", "Usage reached this month's limit or no active subscription plan; upgrade the plan"),
    ("ja", "今月の利用上限に達したか、有効なプランがありません。プランをアップグレードしてください"),
])
def test_the_plan_limits_how_many_tokens_exist(client, locale, text):
    trial = make_user("trial@example.com")  # plan 8: one token
    assert client.post("/api/tokens", headers=trial.headers, json={"name": "one"}).status_code == 201
    response = client.post(f"/api/tokens?locale={locale}", headers=trial.headers, json={"name": "two"})
    assert response.status_code == 429
    assert response.json() == {"code": "plan.limit_reached", "message": text}


def test_revoke(client, member):
    created = client.post("/api/tokens", headers=member.headers, json={"name": "ci"}).json()
    assert client.delete(f"/api/tokens/{created['id']}", headers=member.headers).status_code == 204
    assert client.get("/api/tokens", headers=member.headers).json() == {"data": []}
    assert client.get("/api/me", headers=bearer(created["token"])).status_code == 401
    assert client.delete(f"/api/tokens/{created['id']}", headers=member.headers).status_code == 404


def test_another_users_token_is_not_found(client, member):
    created = client.post("/api/tokens", headers=member.headers, json={"name": "ci"}).json()
    stranger = make_user("stranger@example.com")
    response = client.delete(f"/api/tokens/{created['id']}?locale=en", headers=stranger.headers)
    assert response.status_code == 404
    assert response.json() == {"code": "resource.not_found", "message": "This page could not be found"}
    assert client.get("/api/tokens", headers=stranger.headers).json() == {"data": []}
    assert client.get("/api/me", headers=bearer(created["token"])).status_code == 200


def test_a_token_id_out_of_range_is_invalid_not_a_server_error(client, member):
    """Found by the API fuzzer: a number past the id column's range reached SQLite and answered 500."""
    response = client.delete(f"/api/tokens/{2**63}?locale=en", headers=member.headers)
    assert response.status_code == 422
    assert response.json()["fields"][0]["field"] == "token_id"


def test_tokens_need_a_session(client):
    assert client.get("/api/tokens").status_code == 401
    assert client.post("/api/tokens", json={"name": "x"}).status_code == 401
