"""Signing in and up with Google (OpenID Connect) through the local Google, and the ID token's checks."""

from __future__ import annotations

import pytest
from joserfc.jwk import RSAKey

from api.core.config import get_settings
from api.google import oauth
from api.google.tokens import GoogleAuthFailed
from tests.api.accounts.helpers import PASSWORD, link_in, register, token_of
from tests.api.google.conftest import CALLBACK, consent
from tests.fakes.google.oauth import GoogleAccount


def _google_sign_in(client, **changes):
    start = client.get("/api/login/google/start", params={"redirect_uri": CALLBACK})
    assert start.status_code == 200, start.text
    back = consent(start.json()["url"])
    body = {"code": back["code"], "redirect_uri": CALLBACK, "state": back["state"], **changes}
    return client.post("/api/login/google", json=body, headers={"Accept-Language": "en"})


def test_a_new_google_account_signs_up_with_the_seven_day_trial(client, google):
    answer = _google_sign_in(client)
    assert answer.status_code == 200, answer.text
    user = answer.json()["user"]
    assert user["email"] == "marketer@gmail.com"
    assert user["email_verified"] is True and user["google_linked"] is True
    assert user["subscription"]["plan_id"] == 8 and user["subscription"]["status"] == "subscribing"
    me = client.get("/api/me", headers={"Authorization": f"Bearer {answer.json()['api_token']}"})
    assert me.json()["id"] == user["id"]
    again = _google_sign_in(client)
    assert again.json()["user"]["id"] == user["id"]  # the same Google account signs in, no second account


def test_an_existing_email_account_is_linked_only_after_its_password(client, google):
    google.oauth.account = GoogleAccount(sub="2001", email="owner@example.com")
    own_id = register(client, "owner@example.com").json()["user"]["id"]
    client.cookies.clear()
    answer = _google_sign_in(client)
    assert answer.json()["link_required"] is True and answer.json()["email"] == "owner@example.com"
    assert "api_token" not in answer.json()
    token = answer.json()["link_token"]
    wrong = client.post("/api/login/google/link", json={"link_token": token, "password": "not-it-123"},
                        headers={"Accept-Language": "en"})
    assert (wrong.status_code, wrong.json()["message"]) == (400, "Email or password is incorrect!")
    right = client.post("/api/login/google/link", json={"link_token": token, "password": PASSWORD})
    assert right.status_code == 200
    assert right.json()["user"]["id"] == own_id and right.json()["user"]["google_linked"] is True
    assert _google_sign_in(client).json()["user"]["id"] == own_id  # from now on Google alone signs in


def test_a_state_from_another_browser_is_refused(client, google):
    start = client.get("/api/login/google/start", params={"redirect_uri": CALLBACK}).json()
    back = consent(start["url"])
    client.cookies.clear()  # the code arrives in a browser that did not start the sign-in
    answer = client.post("/api/login/google", json={"code": back["code"], "redirect_uri": CALLBACK,
                                                     "state": back["state"]}, headers={"Accept-Language": "en"})
    assert answer.status_code == 409
    assert answer.json() == {"code": "google.state_invalid", "message": "Verification failed; sign in with Google again"}
    assert not [r for r in google.received if r.path == "/token"]


def test_a_forged_state_is_refused(client, google):
    assert _google_sign_in(client, state="forged").json()["code"] == "google.state_invalid"


def test_an_unverified_google_address_cannot_sign_up(client, google):
    google.oauth.account = GoogleAccount(sub="3001", email="someone@example.org", email_verified=False)
    answer = _google_sign_in(client)
    assert answer.json()["code"] == "google.email_unverified"


def test_sign_in_is_refused_when_google_is_not_configured(client, settings):
    answer = client.get("/api/login/google/start", params={"redirect_uri": CALLBACK})
    assert (answer.status_code, answer.json()["code"]) == (409, "google.unavailable")


@pytest.mark.parametrize("changes", [
    {"audience": "someone-else.apps.googleusercontent.com"},
    {"issuer": "https://accounts.example"},
    {"lifetime": -120},
    {"key": RSAKey.generate_key(2048, parameters={"kid": "local-google-1"}, private=True)},
])
def test_an_id_token_with_a_wrong_audience_issuer_expiry_or_signature_is_refused(google, changes):
    token = google.oauth.id_token(GoogleAccount(), nonce="n1", **changes)
    with pytest.raises(GoogleAuthFailed) as refused:
        oauth.verify_id_token(get_settings(), token, nonce="n1")
    assert refused.value.code == "google.id_token_invalid"


def test_an_id_token_with_another_nonce_is_refused_and_a_right_one_read(google):
    token = google.oauth.id_token(GoogleAccount(sub="42"), nonce="n1")
    with pytest.raises(GoogleAuthFailed):
        oauth.verify_id_token(get_settings(), token, nonce="n2")
    assert oauth.verify_id_token(get_settings(), token, nonce="n1")["sub"] == "42"


def test_an_existing_account_may_prove_itself_by_the_mailed_link_instead(client, google, smtp):
    google.oauth.account = GoogleAccount(sub="2002", email="owner@example.com")
    own_id = register(client, "owner@example.com", language="en").json()["user"]["id"]
    client.cookies.clear()
    token = _google_sign_in(client).json()["link_token"]
    # the token shown after the Google sign-in is not the mailed proof
    assert client.post("/api/login/google/link/confirm", json={"token": token}).json()["code"] == "google.state_invalid"
    assert client.post("/api/login/google/link/email", json={"link_token": token}).status_code == 202
    # asking again at once mails nothing more: the address is the account's, not the caller's
    again = client.post("/api/login/google/link/email", json={"link_token": token})
    assert (again.status_code, again.json()["code"]) == (429, "request.too_frequent")
    mail = smtp.wait_for("owner@example.com", count=2)[-1]  # after the sign-up's verification mail
    assert mail["Subject"] == "Link Google sign-in to your RankLens account"
    link = link_in(mail)
    assert "/google/link?token=" in link
    answer = client.post("/api/login/google/link/confirm", json={"token": token_of(link)})
    assert answer.status_code == 200
    assert answer.json()["user"]["id"] == own_id and answer.json()["user"]["google_linked"] is True
