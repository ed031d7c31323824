"""Login throttling per account e-mail and per client address (settings.login_max_failures)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from api.accounts import service
from api.accounts.botcheck import NoBotCheck
from api.accounts.service import InvalidCredentials
from tests.api.accounts.helpers import PASSWORD
from tests.factories import make_user


def _attempt(client, email: str, password: str, locale: str = "en"):
    return client.post(f"/api/login?locale={locale}", json={"email": email, "password": password})


@pytest.mark.parametrize(("locale", "text"), [
    ("en", "Too many failed sign-in attempts, try again in 15 minutes"),
    ("zh-TW", "登入失敗次數過多，請 15 分鐘後再試"),
])
def test_too_many_failures_for_an_account_block_even_the_right_password(client, settings, locale, text):
    make_user("member@example.com", password=PASSWORD)
    for _ in range(settings.login_max_failures):
        assert _attempt(client, "member@example.com", "wrong-password").status_code == 400

    blocked = _attempt(client, "Member@example.com", PASSWORD, locale)
    assert blocked.status_code == 429
    assert blocked.json() == {"code": "auth.too_many_attempts", "message": text}


def test_the_account_limit_holds_across_addresses(app, settings):
    make_user("member@example.com", password=PASSWORD)
    for n in range(settings.login_max_failures):
        with TestClient(app, client=(f"198.51.100.{n}", 1000)) as browser:
            assert _attempt(browser, "member@example.com", "wrong-password").status_code == 400
    with TestClient(app, client=("203.0.113.9", 1000)) as fresh_address:
        assert _attempt(fresh_address, "member@example.com", PASSWORD).status_code == 429


def test_the_address_limit_holds_across_accounts(app, settings):
    make_user("member@example.com", password=PASSWORD)
    with TestClient(app, client=("198.51.100.7", 1000)) as prober:
        for n in range(settings.login_max_failures):
            assert _attempt(prober, f"guess{n}@example.com", "wrong-password").status_code == 400
        assert _attempt(prober, "member@example.com", PASSWORD).status_code == 429
    with TestClient(app, client=("203.0.113.9", 1000)) as owner:
        assert _attempt(owner, "member@example.com", PASSWORD).status_code == 200


def test_a_success_clears_the_accounts_failures(db_session, settings):
    make_user("member@example.com", password=PASSWORD)

    def attempt(password: str, n: int):
        return service.login(db_session, NoBotCheck(), email="member@example.com", password=password,
                             ip=f"198.51.100.{n}")

    for n in range(settings.login_max_failures - 1):
        with pytest.raises(InvalidCredentials):
            attempt("wrong-password", n)
    attempt(PASSWORD, 50)
    for n in range(settings.login_max_failures - 1):
        with pytest.raises(InvalidCredentials):
            attempt("wrong-password", 100 + n)
    attempt(PASSWORD, 51)  # still allowed: the earlier failures were forgotten


def test_failures_outside_the_window_do_not_count(db_session, configure):
    settings = configure(login_failure_window_seconds=0)
    make_user("member@example.com", password=PASSWORD)
    for _ in range(settings.login_max_failures + 1):
        with pytest.raises(InvalidCredentials):
            service.login(db_session, NoBotCheck(), email="member@example.com", password="wrong-password")
    assert service.login(db_session, NoBotCheck(), email="member@example.com", password=PASSWORD).user
