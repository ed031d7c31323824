"""GET/PATCH /me, the initial profile form, trial codes and changing the password."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from sqlalchemy import select

from api.accounts.models import User, UserSession
from api.accounts.options import COUNTRY_CODES, INDUSTRIES, POSITIONS
from api.core.db import utcnow
from api.core.security import SESSION_PREFIX, new_token, token_digest
from api.plans.models import PromoCode
from tests.api.accounts.helpers import PASSWORD, bearer
from tests.factories import make_user

NEW_PASSWORD = "Another-pass-2"


@pytest.fixture
def fresh(client):
    """A just-registered user who has not filled in the profile form yet (bearer headers)."""
    body = client.post("/api/register", json={"email": "fresh@example.com", "password": PASSWORD}).json()
    client.cookies.clear()
    return bearer(body["api_token"])


def _promo(db, code: str = "TRY-PRO", **values) -> PromoCode:
    promo = PromoCode(code=code, kind=values.pop("kind", "trial"), plan_id=values.pop("plan_id", 10),
                      days=values.pop("days", 14), **values)
    db.add(promo)
    db.commit()
    return promo


def test_me_is_the_user_with_the_subscription(client):
    signed = make_user("member@example.com", plan_id=3, days=30)
    me = client.get("/api/me", headers=signed.headers).json()
    assert set(me) == {"id", "email", "name", "title", "phone", "country", "industry", "language", "role",
                       "email_verified_at", "email_verified", "profile_completed", "referral_code", "trial_code",
                       "google_linked", "created_at", "subscription", "google_apps",
                       "impersonation"}
    assert me["google_apps"] is None  # only with ?google_apps_profile=1
    assert me["impersonation"] is None  # only in an admin's view as the user
    assert me["subscription"]["plan_id"] == 3
    assert me["subscription"]["plan"]["key"] == "basic"
    assert me["subscription"]["limitation"]["sites_limitation"] == 3
    assert me["subscription"]["sites_count"] == 0


def test_me_without_a_session(client):
    response = client.get("/api/me?locale=ja")
    assert response.status_code == 401
    assert response.json() == {"code": "auth.unauthenticated", "message": "ログインしてください"}


def test_profile_form_completes_the_profile(client, fresh):
    response = client.post("/api/me/profile", headers=fresh, json={
        "name": "陳小明", "title": "marketing_manager", "phone": "+886 912-345-678", "country": "tw",
        "industry": "beauty"})
    assert response.status_code == 200
    user = response.json()
    assert (user["name"], user["title"], user["phone"], user["country"], user["industry"]) == (
        "陳小明", "marketing_manager", "+886 912-345-678", "TW", "beauty")
    assert user["profile_completed"] is True
    assert user["subscription"]["plan_id"] == 8


@pytest.mark.parametrize(("locale", "required", "option", "phone"), [
    ("en", "is required", "Choose one of the options", "incorrect phone number entered"),
    ("ja", "必須項目です", "選択肢から選んでください", "電話番号が正しくありません"),
])
def test_profile_form_rules(client, fresh, locale, required, option, phone):
    missing = client.post(f"/api/me/profile?locale={locale}", headers=fresh, json={"name": "A"})
    assert missing.status_code == 422
    assert missing.json()["fields"] == [{"field": "industry", "code": "validation.required", "message": required}]

    wrong = client.post(f"/api/me/profile?locale={locale}", headers=fresh, json={
        "title": "ceo", "country": "FR", "industry": "mining", "phone": "call me"})
    assert {(f["field"], f["message"]) for f in wrong.json()["fields"]} == {
        ("title", option), ("country", option), ("industry", option), ("phone", phone)}
    assert client.get("/api/me", headers=fresh).json()["profile_completed"] is False


def test_every_position_industry_and_country_key_is_accepted(client, fresh):
    for title, industry, country in zip(POSITIONS, INDUSTRIES, COUNTRY_CODES, strict=False):
        response = client.patch("/api/me", headers=fresh, json={"title": title, "industry": industry,
                                                                "country": country})
        assert response.status_code == 200, (title, industry, country)
    for industry in INDUSTRIES:
        assert client.patch("/api/me", headers=fresh, json={"industry": industry}).status_code == 200
    for country in COUNTRY_CODES:
        assert client.patch("/api/me", headers=fresh, json={"country": country}).status_code == 200


def test_profile_form_with_a_trial_code_starts_its_plan(client, fresh, db_session):
    _promo(db_session, "TRY-PRO", plan_id=10, days=14)
    response = client.post("/api/me/profile", headers=fresh, json={"industry": "food", "trial_code": " try-pro "})
    assert response.status_code == 200
    user = response.json()
    assert user["trial_code"] == "TRY-PRO"
    sub = user["subscription"]
    assert sub["plan_id"] == 10
    assert timedelta(days=13, hours=23) < (
        datetime.fromisoformat(sub["end_date"]) - datetime.fromisoformat(sub["start_date"])) <= timedelta(days=14)
    assert db_session.scalar(select(PromoCode.used_count).where(PromoCode.code == "TRY-PRO")) == 1


@pytest.mark.parametrize(("locale", "text"), [("en", "This trial code is invalid"), ("zh-TW", "此試用序號無效")])
def test_profile_form_with_an_invalid_trial_code_saves_nothing(client, fresh, locale, text):
    response = client.post(f"/api/me/profile?locale={locale}", headers=fresh,
                           json={"name": "A", "industry": "food", "trial_code": "NOPE"})
    assert response.status_code == 422
    assert response.json()["fields"] == [{"field": "trial_code", "code": "plan.trial_code_invalid", "message": text}]
    me = client.get("/api/me", headers=fresh).json()
    assert (me["name"], me["profile_completed"], me["subscription"]["plan_id"]) == (None, False, 8)


def test_expired_used_up_promo_kind_and_repeated_trial_codes_are_invalid(client, db_session):
    signed = make_user("member@example.com")
    _promo(db_session, "OLD", expires_at=utcnow() - timedelta(days=1))
    _promo(db_session, "FULL", max_uses=1, used_count=1)
    _promo(db_session, "DISCOUNT", kind="promo")
    _promo(db_session, "ONCE")
    for code in ("OLD", "FULL", "DISCOUNT"):
        response = client.post("/api/me/trial_code?locale=ja", headers=signed.headers, json={"code": code})
        assert response.json()["fields"][0]["message"] == "このトライアルコードは無効です", code
    assert client.post("/api/me/trial_code", headers=signed.headers, json={"code": "ONCE"}).status_code == 200
    again = client.post("/api/me/trial_code", headers=signed.headers, json={"code": "once"})
    assert again.json()["fields"][0]["code"] == "plan.trial_code_invalid"


def test_trial_code_endpoint_requires_a_code(client):
    signed = make_user("member@example.com")
    response = client.post("/api/me/trial_code?locale=en", headers=signed.headers, json={"code": "  "})
    assert response.json()["fields"] == [{"field": "trial_code", "code": "validation.required",
                                          "message": "is required"}]


def test_patch_me_changes_only_what_is_sent(client, db_session):
    signed = make_user("member@example.com")
    response = client.patch("/api/me", headers=signed.headers, json={"language": "zh-CN", "name": "  王五 "})
    assert response.status_code == 200
    assert (response.json()["language"], response.json()["name"], response.json()["industry"]) == (
        "zh-CN", "王五", "other")
    # The user's language is the fallback locale of their error messages.
    assert client.delete("/api/tokens/999", headers=signed.headers).json()["message"] == "找不到此页面"


@pytest.mark.parametrize(("locale", "option", "required"), [("en", "Choose one of the options", "is required"),
                                                            ("ja", "選択肢から選んでください", "必須項目です")])
def test_patch_me_rules(client, locale, option, required):
    signed = make_user("member@example.com")
    response = client.patch(f"/api/me?locale={locale}", headers=signed.headers,
                            json={"language": "fr", "industry": None, "name": "名" * 101})
    assert {(f["field"], f["message"]) for f in response.json()["fields"]} == {
        ("language", option), ("industry", required),
        ("name", {"en": "The value is too long", "ja": "長すぎます"}[locale])}


def test_change_password_ends_the_other_sessions(client, db_session):
    signed = make_user("member@example.com", password=PASSWORD)
    # A second live session (single-session login never leaves one, but a password change must not trust that).
    other = new_token(SESSION_PREFIX)
    db_session.add(UserSession(user_id=signed.user_id, token_hash=token_digest(other)))
    db_session.commit()

    response = client.post("/api/me/password", headers=signed.headers, json={
        "current_password": PASSWORD, "password": NEW_PASSWORD, "password_confirmation": NEW_PASSWORD})
    assert response.status_code == 204
    assert client.get("/api/me", headers=signed.headers).status_code == 200
    assert client.get("/api/me", headers=bearer(other)).status_code == 401
    assert db_session.scalar(select(UserSession.end_reason).where(
        UserSession.token_hash == token_digest(other))) == "password_changed"
    assert client.post("/api/login", json={"email": "member@example.com", "password": NEW_PASSWORD}).status_code == 200


@pytest.mark.parametrize(("locale", "texts"), [
    ("en", ("The current password is incorrect", "Password must be at least 8 characters",
            "The password confirmation does not match")),
    ("zh-TW", ("目前密碼不正確", "密碼至少需要 8 個字元", "兩次輸入的密碼不一致")),
])
def test_change_password_rules(client, locale, texts):
    signed = make_user("member@example.com", password=PASSWORD)
    url = f"/api/me/password?locale={locale}"
    wrong = client.post(url, headers=signed.headers, json={
        "current_password": "not-it-at-all", "password": "short", "password_confirmation": "short"})
    assert {(f["field"], f["message"]) for f in wrong.json()["fields"]} == {
        ("current_password", texts[0]), ("password", texts[1])}
    mismatch = client.post(url, headers=signed.headers, json={
        "current_password": PASSWORD, "password": NEW_PASSWORD, "password_confirmation": NEW_PASSWORD + "x"})
    assert [(f["field"], f["message"]) for f in mismatch.json()["fields"]] == [("password_confirmation", texts[2])]
    assert client.get("/api/me", headers=signed.headers).status_code == 200  # nothing changed


def test_an_account_without_password_sets_one_without_current(client, db_session):
    signed = make_user("google@example.com", db=db_session)
    user = db_session.get(User, signed.user_id)
    user.password_hash = None
    db_session.commit()
    response = client.post("/api/me/password", headers=signed.headers,
                           json={"password": NEW_PASSWORD, "password_confirmation": NEW_PASSWORD})
    assert response.status_code == 204
