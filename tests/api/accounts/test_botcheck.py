"""reCAPTCHA v3 against a local siteverify server answering Google's documented payload."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar
from urllib.parse import parse_qs

import pytest

from api.accounts.botcheck import BotCheckFailed, NoBotCheck, RecaptchaV3, get_bot_check
from tests.api.accounts.helpers import PASSWORD, free_port
from tests.factories import make_user

SECRET = "test-recaptcha-secret"


class SiteVerify(BaseHTTPRequestHandler):
    """Answers like https://www.google.com/recaptcha/api/siteverify.

    The client's token says what to answer: ``human:login`` (score 0.9 for action login),
    ``bot:register`` (score 0.1), anything else is an invalid token.
    """

    received: ClassVar[list[dict[str, str]]] = []

    def do_POST(self) -> None:
        form = {k: v[0] for k, v in parse_qs(self.rfile.read(int(self.headers["Content-Length"])).decode()).items()}
        SiteVerify.received.append(form)
        kind, _, action = form.get("response", "").partition(":")
        if form.get("secret") != SECRET:
            body = {"success": False, "error-codes": ["invalid-input-secret"]}
        elif kind in ("human", "bot"):
            body = {"success": True, "score": 0.9 if kind == "human" else 0.1, "action": action,
                    "challenge_ts": "2024-05-01T08:00:00Z", "hostname": "app.ranklens.local"}
        else:
            body = {"success": False, "error-codes": ["invalid-input-response"]}
        payload = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args) -> None:
        pass


@contextmanager
def running_siteverify() -> Iterator[str]:
    """A local ``SiteVerify`` server while the block runs; gives its siteverify URL."""
    server = ThreadingHTTPServer(("127.0.0.1", free_port()), SiteVerify)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/recaptcha/api/siteverify"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def siteverify() -> Iterator[str]:
    SiteVerify.received = []
    with running_siteverify() as url:
        yield url


@pytest.fixture
def recaptcha_on(configure, siteverify) -> str:
    configure(recaptcha_secret=SECRET, recaptcha_verify_url=siteverify)
    return siteverify


def test_off_without_a_secret(settings):
    assert isinstance(get_bot_check(), NoBotCheck)


def test_the_client_posts_secret_response_and_remoteip(recaptcha_on):
    check = get_bot_check()
    assert isinstance(check, RecaptchaV3)
    check.verify("human:login", action="login", remote_ip="203.0.113.4")
    assert SiteVerify.received == [{"secret": SECRET, "response": "human:login", "remoteip": "203.0.113.4"}]


@pytest.mark.parametrize("token", ["bot:login", "forged", "human:register", None, ""])
def test_low_score_invalid_token_other_action_or_no_token_fail(recaptcha_on, token):
    with pytest.raises(BotCheckFailed):
        get_bot_check().verify(token, action="login", remote_ip=None)


def test_a_wrong_secret_or_an_unreachable_service_fails(siteverify):
    with pytest.raises(BotCheckFailed):
        RecaptchaV3("other-secret", siteverify, 0.5).verify("human:login", action="login", remote_ip=None)
    with pytest.raises(BotCheckFailed):
        RecaptchaV3(SECRET, f"http://127.0.0.1:{free_port()}/", 0.5, timeout=2).verify(
            "human:login", action="login", remote_ip=None)


@pytest.mark.parametrize(("locale", "text"), [
    ("en", "Bot check failed, please reload the page and try again"),
    ("ja", "ボット確認に失敗しました。ページを再読み込みしてもう一度お試しください"),
])
def test_login_and_register_are_refused_for_bots(client, recaptcha_on, locale, text):
    make_user("member@example.com", password=PASSWORD)
    login = client.post(f"/api/login?locale={locale}",
                        json={"email": "member@example.com", "password": PASSWORD, "recaptcha": "bot:login"})
    assert login.status_code == 422
    assert login.json() == {"code": "auth.bot_check_failed", "message": text}
    signup = client.post(f"/api/register?locale={locale}", json={"email": "new@example.com", "password": PASSWORD})
    assert signup.status_code == 422
    assert signup.json() == {"code": "auth.bot_check_failed", "message": text}


def test_login_and_register_pass_for_humans(client, recaptcha_on):
    make_user("member@example.com", password=PASSWORD)
    login = client.post("/api/login", json={"email": "member@example.com", "password": PASSWORD,
                                            "recaptcha": "human:login"})
    assert login.status_code == 200
    client.cookies.clear()
    signup = client.post("/api/register", json={"email": "new@example.com", "password": PASSWORD,
                                                "recaptcha": "human:register"})
    assert signup.status_code == 201
    assert SiteVerify.received[-1]["remoteip"] == "testclient"
