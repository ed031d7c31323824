"""Binding LINE from the profile (SPEC §2, §4) against a local LINE Login: the consent, the code exchange,
the ID token verified by LINE, and "LINE authentication failed" (SPEC §8) for every way it goes wrong."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

from tests.api.line.conftest import REDIRECT_URI, bind, consent
from tests.factories import make_user
from tests.fakes.line import CHANNEL_ID


def test_binding_shows_the_line_account_on_the_profile(client, line):
    owner = make_user()
    assert client.get("/api/line", headers=owner.headers).json()["bound"] is False

    response = bind(client, owner)

    assert response.status_code == 200, response.text
    shown = client.get("/api/line", headers=owner.headers).json()
    assert (shown["configured"], shown["bound"], shown["display_name"]) == (True, True, "林美玲")
    assert shown["bound_at"] and shown["last_push_failed"] is False and shown["friend"] is True
    (exchange,) = [r for r in line.received if r.path == "/oauth2/v2.1/token"]
    assert (exchange.body["client_id"], exchange.body["redirect_uri"]) == (CHANNEL_ID, REDIRECT_URI)
    # nothing but the user id is kept: the login's access token went back to LINE at once
    assert line.revoked and line.access_tokens == set()


def test_a_user_without_the_official_account_as_friend_is_told(client, line):
    owner = make_user()
    line.friend = False

    assert bind(client, owner).json()["friend"] is False

    (asked,) = [r for r in line.received if r.path == "/friendship/v1/status"]
    assert asked.headers["Authorization"].startswith("Bearer ")
    line.friend = True  # added meanwhile: binding again says so
    assert bind(client, owner).json()["friend"] is True


def test_the_consent_url_asks_for_the_user_id_and_offers_the_official_account():
    from api.core.config import get_settings
    from api.line.login import authorize_url

    url = authorize_url(get_settings().model_copy(update={"line_login_channel_id": "42"}),
                        redirect_uri=REDIRECT_URI, state="s", nonce="n")
    params = {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}
    assert params == {"response_type": "code", "client_id": "42", "redirect_uri": REDIRECT_URI, "state": "s",
                      "scope": "profile openid", "nonce": "n", "bot_prompt": "aggressive"}


def test_a_state_issued_to_another_user_binds_nothing(client, line):
    owner, intruder = make_user(), make_user("intruder@example.com")
    back = consent(client, owner)

    response = client.post("/api/line/bind", json={**back, "redirect_uri": REDIRECT_URI},
                           headers={**intruder.headers, "Accept-Language": "en"})

    assert response.status_code == 400
    assert response.json() == {"code": "line.auth_failed", "message": "LINE authentication failed"}
    assert not [r for r in line.received if r.path == "/oauth2/v2.1/token"]  # the code was never spent
    assert client.get("/api/line", headers=intruder.headers).json()["bound"] is False


def test_a_forged_or_redirected_state_is_refused(client, line):
    owner = make_user()
    back = consent(client, owner)
    forged = client.post("/api/line/bind", json={**back, "state": back["state"] + "x", "redirect_uri": REDIRECT_URI},
                         headers=owner.headers)
    elsewhere = client.post("/api/line/bind", json={**back, "redirect_uri": "https://evil.example/cb"},
                            headers=owner.headers)
    assert (forged.status_code, elsewhere.status_code) == (400, 400)
    assert client.get("/api/line", headers=owner.headers).json()["bound"] is False


def test_refused_consent_says_authentication_failed(client, line):
    owner = make_user(language="ja")
    line.refuse_consent = True

    back = consent(client, owner)
    response = client.post("/api/line/bind", json={**back, "redirect_uri": REDIRECT_URI}, headers=owner.headers)

    assert back["error"] == "access_denied" and "code" not in back
    assert response.status_code == 400 and response.json()["message"] == "LINE 認証に失敗しました"
    assert client.get("/api/line", headers=owner.headers).json()["bound"] is False


def test_an_id_token_line_rejects_binds_nothing(client, line):
    owner = make_user()
    line.verify_error = "IdToken expired."

    response = bind(client, owner)

    assert response.status_code == 400 and response.json()["message"] == "LINE 驗證失敗"
    assert client.get("/api/line", headers=owner.headers).json()["bound"] is False


def test_a_code_used_twice_is_refused(client, line):
    owner = make_user()
    back = consent(client, owner)
    first = client.post("/api/line/bind", json={**back, "redirect_uri": REDIRECT_URI}, headers=owner.headers)
    again = client.post("/api/line/bind", json={**back, "redirect_uri": REDIRECT_URI}, headers=owner.headers)
    assert (first.status_code, again.status_code) == (200, 400)
    assert again.json()["code"] == "line.auth_failed"


def test_unbinding_forgets_the_account(client, line):
    owner = make_user()
    assert bind(client, owner).status_code == 200

    response = client.delete("/api/line/bind", headers=owner.headers)

    assert response.status_code == 204
    shown = client.get("/api/line", headers=owner.headers).json()
    assert (shown["bound"], shown["display_name"]) == (False, None)
    assert client.delete("/api/line/bind", headers=owner.headers).status_code == 204


def test_without_a_line_channel_binding_is_off(client):
    owner = make_user()
    assert client.get("/api/line", headers=owner.headers).json()["configured"] is False
    response = client.get("/api/line/bind/start", params={"redirect_uri": REDIRECT_URI},
                          headers={**owner.headers, "Accept-Language": "en"})
    assert response.status_code == 409
    assert response.json()["message"] == "LINE is not configured on this server"


def test_binding_needs_a_signed_in_user(client, line):
    assert client.get("/api/line").status_code == 401
    assert client.get("/api/line/bind/start", params={"redirect_uri": REDIRECT_URI}).status_code == 401
