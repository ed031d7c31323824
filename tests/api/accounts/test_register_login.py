"""Sign-up and sign-in: payload, cookies, bearer use, and every rule with its message."""

from __future__ import annotations

import pytest

from api.core.security import csrf_token_for, token_digest
from tests.api.accounts.helpers import PASSWORD, bearer, register
from tests.factories import make_user


def test_register_answers_token_csrf_and_user_and_sets_both_cookies(client, smtp):
    response = register(client, "new@example.com", force_login=True, industry_type="pets", screen="1920x1080")

    assert response.status_code == 201
    body = response.json()
    assert body["api_token"].startswith("rls_")
    assert body["csrf_token"] == csrf_token_for(token_digest(body["api_token"]))
    user = body["user"]
    assert user["email"] == "new@example.com"
    assert user["language"] == "zh-TW"
    assert (user["email_verified"], user["profile_completed"], user["google_linked"]) == (False, False, False)
    assert user["subscription"]["plan_id"] == 8
    assert len(user["referral_code"]) == 8

    cookies = response.headers.get_list("set-cookie")
    token_cookie = next(c for c in cookies if c.startswith("token="))
    csrf_cookie = next(c for c in cookies if c.startswith("csrf_token="))
    assert "HttpOnly" in token_cookie and "SameSite=lax" in token_cookie and "Max-Age=2592000" in token_cookie
    assert "HttpOnly" not in csrf_cookie and body["csrf_token"] in csrf_cookie
    assert smtp.last("new@example.com")["Subject"] == "請驗證您的 RankLens 電子郵件"


def test_register_takes_the_request_locale_as_language(client, smtp):
    body = client.post("/api/register?locale=ja", json={"email": "ja@example.com", "password": PASSWORD}).json()
    assert body["user"]["language"] == "ja"
    assert smtp.last("ja@example.com")["Subject"] == "RankLens のメールアドレスを確認してください"


def test_bearer_token_works_for_api_clients(client):
    token = register(client, "api@example.com").json()["api_token"]
    client.cookies.clear()
    assert client.get("/api/me", headers=bearer(token)).json()["email"] == "api@example.com"
    assert client.get("/api/me").status_code == 401


@pytest.mark.parametrize(("locale", "messages"), [
    ("en", {"email": "incorrect e-mail entered", "password": "Password must be at least 8 characters"}),
    ("ja", {"email": "メールアドレスが正しくありません", "password": "パスワードは 8 文字以上で入力してください"}),
])
def test_register_field_rules(client, locale, messages):
    response = client.post(f"/api/register?locale={locale}", json={"email": "nope", "password": "short"})
    assert response.status_code == 422
    assert response.json()["code"] == "validation.failed"
    assert {f["field"]: f["message"] for f in response.json()["fields"]} == messages


@pytest.mark.parametrize(("accept", "text"), [("en-US,en;q=0.9", "is required"), ("zh-TW", "此欄位為必填")])
def test_register_missing_and_blank_fields_are_required(client, accept, text):
    missing = client.post("/api/register", json={}, headers={"Accept-Language": accept}).json()
    assert {(f["field"], f["message"]) for f in missing["fields"]} == {("email", text), ("password", text)}
    blank = client.post("/api/register", json={"email": " ", "password": ""}, headers={"Accept-Language": accept})
    assert {(f["field"], f["message"]) for f in blank.json()["fields"]} == {("email", text), ("password", text)}


def test_register_rejects_unknown_language_and_industry_type(client):
    response = client.post("/api/register?locale=en", json={"email": "x@example.com", "password": PASSWORD,
                                                            "language": "fr", "industry_type": "mining"})
    assert {(f["field"], f["message"]) for f in response.json()["fields"]} == {
        ("language", "Choose one of the options"), ("industry_type", "Choose one of the options")}


@pytest.mark.parametrize(("locale", "text"), [("en", "Account already exists, try login"),
                                              ("zh-CN", "账号已存在，请直接登录")])
def test_register_existing_email(client, locale, text):
    make_user("taken@example.com")
    response = client.post(f"/api/register?locale={locale}", json={"email": "Taken@Example.com", "password": PASSWORD})
    assert response.status_code == 409
    assert response.json() == {"code": "auth.account_exists", "message": text}


@pytest.mark.parametrize(("locale", "text"), [("en", "Invalid referral code"), ("ja", "紹介コードが無効です")])
def test_register_with_unknown_referral_code(client, locale, text):
    response = client.post(f"/api/register?locale={locale}",
                           json={"email": "ref@example.com", "password": PASSWORD, "referral_code": "ZZZZZZZZ"})
    assert response.status_code == 422
    assert response.json()["fields"] == [{"field": "referral_code", "code": "plan.referral_code_invalid",
                                          "message": text}]


def test_register_with_a_users_referral_code(client):
    code = register(client, "first@example.com").json()["user"]["referral_code"]
    client.cookies.clear()
    response = register(client, "second@example.com", referral_code=code)
    assert response.status_code == 201


def test_login_with_email_and_password(client):
    make_user("member@example.com", password=PASSWORD)
    response = client.post("/api/login", json={"email": " MEMBER@example.com", "password": PASSWORD,
                                               "force_login": False, "screen": "1440x900"})
    assert response.status_code == 200
    body = response.json()
    assert body["user"]["email"] == "member@example.com"
    assert client.cookies["token"] == body["api_token"]
    assert client.cookies["csrf_token"] == body["csrf_token"]
    assert client.get("/api/me").status_code == 200  # the cookie alone signs the console in


@pytest.mark.parametrize(("locale", "text"), [("en", "Email or password is incorrect!"),
                                              ("ja", "メールアドレスまたはパスワードが正しくありません！")])
def test_wrong_password_and_unknown_email_get_the_same_answer(client, locale, text):
    make_user("member@example.com", password=PASSWORD)
    wrong = client.post(f"/api/login?locale={locale}", json={"email": "member@example.com", "password": "x" * 9})
    unknown = client.post(f"/api/login?locale={locale}", json={"email": "nobody@example.com", "password": PASSWORD})
    assert wrong.status_code == unknown.status_code == 400
    assert wrong.json() == unknown.json() == {"code": "auth.invalid_credentials", "message": text}


def test_login_with_a_malformed_email_is_a_field_error(client):
    response = client.post("/api/login", json={"email": "member", "password": ""},
                           headers={"Accept-Language": "en"})
    assert response.status_code == 422
    assert {(f["field"], f["message"]) for f in response.json()["fields"]} == {
        ("email", "incorrect e-mail entered"), ("password", "is required")}


def test_account_without_password_cannot_sign_in_with_one(client, db_session):
    from api.accounts.models import User

    make_user("google@example.com", db=db_session)
    user = db_session.query(User).filter_by(email="google@example.com").one()
    user.password_hash, user.google_sub = None, "1234567890"
    db_session.commit()
    response = client.post("/api/login", json={"email": "google@example.com", "password": PASSWORD})
    assert response.json()["code"] == "auth.invalid_credentials"
