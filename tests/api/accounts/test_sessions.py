"""Single active session, the force-logout event, CSRF on cookie writes, logout, and the print pass of the
server's own Chromium (reads only, five minutes, never a session)."""

from __future__ import annotations

import asyncio
import hmac
import time

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from api.accounts.models import UserSession
from api.core.events import get_bus, user_channel
from api.core.security import PRINT_PASS_SECONDS, print_pass
from tests.api.accounts.helpers import PASSWORD, bearer
from tests.asyncio_support import run_async
from tests.factories import make_user


def _login(client, email: str = "member@example.com"):
    response = client.post("/api/login", json={"email": email, "password": PASSWORD})
    assert response.status_code == 200
    return response.json()


def test_a_new_login_ends_the_older_session(client, db_session):
    make_user("member@example.com", password=PASSWORD)
    first = _login(client)["api_token"]
    second = _login(client)["api_token"]

    gone = client.get("/api/me?locale=en", headers=bearer(first))
    assert gone.status_code == 401
    assert gone.json() == {"code": "auth.unauthenticated", "message": "Please sign in first"}
    assert client.get("/api/me", headers=bearer(second)).status_code == 200
    reasons = db_session.scalars(select(UserSession.end_reason).order_by(UserSession.id)).all()
    assert reasons == ["replaced", "replaced", None]  # the factory's session, the first login, the live one


def test_the_older_browser_is_told_to_sign_out(app):
    signed = make_user("member@example.com", password=PASSWORD)

    async def scenario():
        channel = user_channel(signed.user_id)
        queue = get_bus().subscribe(channel)
        try:
            with TestClient(app) as other_browser:
                await asyncio.to_thread(_login, other_browser)
            return await asyncio.wait_for(queue.get(), timeout=5)
        finally:
            get_bus().unsubscribe(channel, queue)

    message = run_async(scenario)
    assert message["event"] == "force_logout"
    assert message["data"]["reason"] == "replaced"
    assert len(message["data"]["session_ids"]) == 1  # the factory's session, not the new one


@pytest.mark.parametrize(("locale", "text"), [("en", "Security check failed, please reload the page"),
                                              ("ja", "セキュリティ確認に失敗しました。ページを再読み込みしてください")])
def test_cookie_writes_need_the_csrf_header(client, locale, text):
    make_user("member@example.com", password=PASSWORD)
    csrf = _login(client)["csrf_token"]

    refused = client.patch(f"/api/me?locale={locale}", json={"language": "en"})
    assert refused.status_code == 403
    assert refused.json() == {"code": "auth.csrf_failed", "message": text}
    forged = client.patch("/api/me", json={"language": "en"}, headers={"x-csrf-token": "0" * 40})
    assert forged.status_code == 403

    accepted = client.patch("/api/me", json={"language": "en"}, headers={"x-csrf-token": csrf})
    assert accepted.status_code == 200
    assert accepted.json()["language"] == "en"
    assert client.get("/api/me").status_code == 200  # reads need no header


def test_the_csrf_token_is_compared_in_constant_time(client, monkeypatch):
    make_user("member@example.com", password=PASSWORD)
    csrf = _login(client)["csrf_token"]
    compared, compare = [], hmac.compare_digest
    monkeypatch.setattr(hmac, "compare_digest", lambda a, b: compared.append((a, b)) or compare(a, b))
    assert client.patch("/api/me", json={"language": "en"}, headers={"x-csrf-token": "0" * 40}).status_code == 403
    assert client.patch("/api/me", json={"language": "en"}, headers={"x-csrf-token": csrf}).status_code == 200
    assert (b"0" * 40, csrf.encode()) in compared and (csrf.encode(), csrf.encode()) in compared
    # a header beyond ASCII is a wrong token, not a 500
    assert client.patch("/api/me", json={"language": "en"}, headers={"x-csrf-token": "é".encode()}
                        ).status_code == 403


def test_bearer_writes_need_no_csrf_header(client):
    signed = make_user("member@example.com")
    assert client.patch("/api/me", json={"language": "ja"}, headers=signed.headers).status_code == 200


def test_logout_ends_the_session_and_clears_the_cookies(client, db_session):
    make_user("member@example.com", password=PASSWORD)
    body = _login(client)

    response = client.post("/api/logout", headers={"x-csrf-token": body["csrf_token"]})
    assert response.status_code == 204
    assert "token" not in client.cookies and "csrf_token" not in client.cookies
    assert client.get("/api/me", headers=bearer(body["api_token"])).status_code == 401
    ended = db_session.scalar(select(UserSession).where(UserSession.end_reason == "logout"))
    assert ended is not None and ended.ended_at is not None


def test_logout_without_a_session_is_harmless(client):
    assert client.post("/api/logout").status_code == 204


def test_a_print_pass_reads_as_its_user_for_five_minutes_and_never_writes(client, db_session, monkeypatch):
    signed = make_user("member@example.com")
    pass_ = print_pass(signed.user_id)
    for carried in ({"cookies": {"token": pass_}}, {"headers": bearer(pass_)}):
        fresh = TestClient(client.app)
        me = fresh.get("/api/me", **carried)
        assert me.status_code == 200 and me.json()["email"] == "member@example.com"
        refused = fresh.patch("/api/me?locale=en", json={"language": "ja"}, **carried)
        assert refused.status_code == 403 and refused.json()["code"] == "permission.denied"
    # the member's own session goes on (a pass is no login), and a forged or old pass is nobody
    assert client.get("/api/me", headers=signed.headers).status_code == 200
    assert db_session.scalars(select(UserSession.end_reason)).all() == [None]
    assert client.get("/api/me", headers=bearer(pass_[:-2] + "xx")).status_code == 401
    later = time.time() + PRINT_PASS_SECONDS + 1
    monkeypatch.setattr(time, "time", lambda: later)
    assert client.get("/api/me", headers=bearer(pass_)).status_code == 401

