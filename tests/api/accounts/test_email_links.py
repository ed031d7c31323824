"""Verification and password-reset mails over real SMTP (aiosmtpd), their links, and the outbox fallback."""

from __future__ import annotations

import hmac
import time
from email import policy
from email.parser import BytesParser

import pytest
from itsdangerous import URLSafeTimedSerializer

from api.accounts.emails import RESET_PURPOSE
from api.accounts.models import User
from api.core.security import hash_password, read_link
from tests.api.accounts.helpers import (
    PASSWORD,
    bearer,
    free_port,
    html_of,
    link_in,
    register,
    text_of,
    token_of,
)
from tests.factories import make_user

NEW_PASSWORD = "Another-pass-2"


def test_verification_mail_link_verifies_the_address(client, smtp, settings):
    token = register(client, "new@example.com", language="en").json()["api_token"]

    mail = smtp.last("new@example.com")
    assert mail["Subject"] == "Verify your RankLens e-mail address"
    link = link_in(mail)
    assert link.startswith(f"{settings.public_url}/verify_email?token=")
    assert "valid for 24 hours" in text_of(mail)
    assert f'href="{link}"' in html_of(mail)

    response = client.post("/api/verify_email", json={"token": token_of(link)})
    assert response.status_code == 200
    assert response.json() == {"email": "new@example.com", "email_verified": True}
    me = client.get("/api/me", headers=bearer(token)).json()
    assert me["email_verified"] is True and me["email_verified_at"] is not None
    assert client.post("/api/verify_email", json={"token": token_of(link)}).status_code == 200  # twice is fine


@pytest.mark.parametrize(("locale", "text"), [("en", "Verification link wrong or expired, resend"),
                                              ("ja", "認証リンクが正しくないか期限切れです。再送信してください")])
def test_a_forged_verification_link_is_refused(client, locale, text):
    response = client.post(f"/api/verify_email?locale={locale}", json={"token": "eyJ1aWQiOjF9.forged.sig"})
    assert response.status_code == 400
    assert response.json() == {"code": "auth.verify_link_invalid", "message": text}


def test_an_expired_verification_link_is_refused(client, smtp, configure):
    register(client, "late@example.com")
    link = link_in(smtp.last("late@example.com"))
    configure(verify_link_ttl_seconds=1)
    time.sleep(2.05)
    response = client.post("/api/verify_email?locale=zh-TW", json={"token": token_of(link)})
    assert response.json() == {"code": "auth.verify_link_invalid", "message": "驗證連結錯誤或已過期，請重新寄送"}


@pytest.mark.parametrize(("locale", "text"), [("en", "Too frequent, try later"),
                                              ("zh-CN", "操作太频繁，请稍后再试")])
def test_resend_is_throttled(client, smtp, configure, locale, text):
    token = register(client, "new@example.com").json()["api_token"]
    client.cookies.clear()

    too_soon = client.post(f"/api/email/verification/resend?locale={locale}", headers=bearer(token))
    assert too_soon.status_code == 429
    assert too_soon.json() == {"code": "request.too_frequent", "message": text}

    configure(resend_interval_seconds=0)
    assert client.post("/api/email/verification/resend", headers=bearer(token)).status_code == 202
    assert [m["Subject"] for m in smtp.wait_for("new@example.com", count=2)] == ["請驗證您的 RankLens 電子郵件"] * 2


@pytest.mark.parametrize(("language", "text"), [("ja", "メールアドレスは確認済みです"),
                                                ("en", "The e-mail address is already verified")])
def test_resend_after_verification_says_so_in_the_users_language(client, language, text):
    signed = make_user("done@example.com", verified=True, language=language)
    response = client.post("/api/email/verification/resend", headers=signed.headers)
    assert response.status_code == 409
    assert response.json() == {"code": "auth.email_already_verified", "message": text}


def test_reset_mail_link_sets_a_new_password_once(client, smtp, settings):
    signed = make_user("member@example.com", password=PASSWORD, language="ja")

    assert client.post("/api/forget_password", json={"email": "Member@example.com"}).status_code == 202
    mail = smtp.last("member@example.com")
    assert mail["Subject"] == "RankLens のパスワードを再設定してください"
    link = link_in(mail)
    assert link.startswith(f"{settings.public_url}/reset_password?token=")

    reset = client.post("/api/reset_password", json={"token": token_of(link), "password": NEW_PASSWORD,
                                                     "password_confirmation": NEW_PASSWORD})
    assert reset.status_code == 204
    assert client.get("/api/me", headers=signed.headers).status_code == 401  # every session ended
    assert client.post("/api/login", json={"email": "member@example.com", "password": PASSWORD}).status_code == 400
    assert client.post("/api/login", json={"email": "member@example.com", "password": NEW_PASSWORD}).status_code == 200

    again = client.post("/api/reset_password?locale=en", json={"token": token_of(link), "password": "Third-pass-3",
                                                               "password_confirmation": "Third-pass-3"})
    assert again.status_code == 400
    assert again.json() == {"code": "auth.reset_link_invalid", "message": "Reset link may have expired, resend"}


def test_a_reset_link_dies_when_the_password_changes_another_way(client, smtp):
    signed = make_user("member@example.com", password=PASSWORD)
    client.post("/api/forget_password", json={"email": "member@example.com"})
    link = link_in(smtp.last("member@example.com"))
    changed = client.post("/api/me/password", headers=signed.headers, json={
        "current_password": PASSWORD, "password": NEW_PASSWORD, "password_confirmation": NEW_PASSWORD})
    assert changed.status_code == 204

    response = client.post("/api/reset_password?locale=zh-TW", json={
        "token": token_of(link), "password": "Third-pass-3", "password_confirmation": "Third-pass-3"})
    assert response.json() == {"code": "auth.reset_link_invalid", "message": "重設連結可能已過期，請重新寄送"}


def reset(client, token: str, password: str = NEW_PASSWORD, locale: str = "en"):
    return client.post(f"/api/reset_password?locale={locale}", json={
        "token": token, "password": password, "password_confirmation": password})


def reset_token(client, smtp, email: str) -> str:
    assert client.post("/api/forget_password", json={"email": email}).status_code == 202
    return token_of(link_in(smtp.last(email)))


def refused(response) -> None:
    assert response.status_code == 400, response.status_code
    assert response.json() == {"code": "auth.reset_link_invalid", "message": "Reset link may have expired, resend"}


def without_password(db_session, email: str) -> int:
    """An account with no password, as one made through another sign-in method."""
    user_id = make_user(email, db=db_session).user_id
    db_session.get(User, user_id).password_hash = None
    db_session.commit()
    return user_id


def test_a_reset_link_of_an_account_without_password_works_once(client, smtp, db_session):
    without_password(db_session, "google@example.com")
    token = reset_token(client, smtp, "google@example.com")
    assert reset(client, token).status_code == 204
    refused(reset(client, token, "Attacker-pass-9"))
    assert client.post("/api/login", json={"email": "google@example.com", "password": NEW_PASSWORD}).status_code == 200


def test_a_reset_link_dies_when_the_password_is_set_by_any_route(client, smtp, db_session):
    # A route that sets the hash without stamping the time of change (an import, a future sign-in
    # method) still ends the links sent before: they are bound to the hash itself.
    user_id = without_password(db_session, "google@example.com")
    token = reset_token(client, smtp, "google@example.com")
    db_session.get(User, user_id).password_hash = hash_password(PASSWORD)
    db_session.commit()
    refused(reset(client, token, "Attacker-pass-9"))
    assert client.post("/api/login", json={"email": "google@example.com", "password": PASSWORD}).status_code == 200


def test_a_reset_link_signed_with_the_old_public_key_is_refused(client, configure, db_session):
    # Embedded mode as shipped: no RANKLENS_SECRET_KEY, so the key is the one kept in the data directory.
    configure(secret_key=None)
    user_id = without_password(db_session, "google@example.com")
    public = URLSafeTimedSerializer("change-me-in-production", salt=f"ranklens.{RESET_PURPOSE}")
    for payload in ({"uid": user_id, "pc": None}, {"uid": user_id, "fp": None}, {"uid": user_id}):
        refused(reset(client, public.dumps(payload), "Attacker-pass-9"))
    assert client.post("/api/login", json={"email": "google@example.com",
                                           "password": "Attacker-pass-9"}).status_code == 400


def test_the_reset_link_binding_is_compared_in_constant_time(client, smtp, monkeypatch):
    make_user("member@example.com", password=PASSWORD)
    token = reset_token(client, smtp, "member@example.com")
    bound = read_link(RESET_PURPOSE, token, 60)["fp"].encode()
    compared = []
    compare_digest = hmac.compare_digest
    monkeypatch.setattr(hmac, "compare_digest", lambda a, b: compared.append((a, b)) or compare_digest(a, b))
    assert reset(client, token).status_code == 204
    assert (bound, bound) in compared


def test_an_expired_reset_link_is_refused(client, smtp, configure):
    make_user("member@example.com", password=PASSWORD)
    client.post("/api/forget_password", json={"email": "member@example.com"})
    link = link_in(smtp.last("member@example.com"))
    configure(reset_link_ttl_seconds=1)
    time.sleep(2.05)
    response = client.post("/api/reset_password", json={"token": token_of(link), "password": NEW_PASSWORD,
                                                         "password_confirmation": NEW_PASSWORD})
    assert response.json()["code"] == "auth.reset_link_invalid"


@pytest.mark.parametrize(("locale", "messages"), [
    ("en", {"password": "Password must be at least 8 characters"}),
    ("ja", {"password": "パスワードは 8 文字以上で入力してください"}),
])
def test_reset_checks_the_password_rules(client, smtp, locale, messages):
    make_user("member@example.com", password=PASSWORD)
    client.post("/api/forget_password", json={"email": "member@example.com"})
    token = token_of(link_in(smtp.last("member@example.com")))
    short = client.post(f"/api/reset_password?locale={locale}",
                        json={"token": token, "password": "short", "password_confirmation": "short"})
    assert short.status_code == 422
    assert {f["field"]: f["message"] for f in short.json()["fields"]} == messages
    mismatch = client.post(f"/api/reset_password?locale={locale}",
                           json={"token": token, "password": NEW_PASSWORD, "password_confirmation": "different-1"})
    expected = {"en": "The password confirmation does not match", "ja": "確認用パスワードが一致しません"}[locale]
    assert mismatch.json()["fields"] == [{"field": "password_confirmation", "code": "validation.password_mismatch",
                                          "message": expected}]


def test_forget_password_answers_the_same_for_unknown_addresses(client, smtp):
    make_user("member@example.com")
    unknown = client.post("/api/forget_password", json={"email": "nobody@example.com"})
    known = client.post("/api/forget_password", json={"email": "member@example.com"})
    assert unknown.status_code == known.status_code == 202
    assert unknown.content == known.content
    smtp.wait_for("member@example.com")
    assert [m["To"] for m in smtp.messages] == ["member@example.com"]


def test_forget_password_checks_the_address_format(client):
    response = client.post("/api/forget_password?locale=ja", json={"email": "member"})
    assert response.status_code == 422
    assert response.json()["fields"] == [{"field": "email", "code": "validation.email",
                                          "message": "メールアドレスが正しくありません"}]


def test_without_smtp_mail_goes_to_the_outbox(client, configure):
    settings = configure(smtp_host=None)
    register(client, "outbox@example.com", language="en")

    files = sorted(settings.outbox_dir.glob("*-outbox_at_example.com.eml"))
    assert len(files) == 1
    mail = BytesParser(policy=policy.default).parse(files[0].open("rb"))
    assert mail["To"] == "outbox@example.com"
    assert mail["Subject"] == "Verify your RankLens e-mail address"
    response = client.post("/api/verify_email", json={"token": token_of(link_in(mail))})
    assert response.json()["email_verified"] is True


def test_a_failing_mail_server_does_not_fail_the_sign_up(client, configure, caplog):
    configure(smtp_host="127.0.0.1", smtp_port=free_port())  # nothing listens there
    response = register(client, "unlucky@example.com")
    assert response.status_code == 201
    assert "could not send" in caplog.text
