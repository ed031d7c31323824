"""Login throttling per account e-mail (settings.login_max_failures) and per client address
(settings.login_address_max_attempts), the client behind a trusted proxy named by X-Forwarded-For."""

from __future__ import annotations

import os
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import pytest
from fastapi.testclient import TestClient

from api.accounts import service
from api.accounts.botcheck import NoBotCheck
from api.accounts.service import InvalidCredentials, TooManyAttempts
from api.core import ratelimit
from api.main import create_app
from tests.api.accounts.helpers import PASSWORD
from tests.factories import make_user

REDIS_URL = os.environ.get("RANKLENS_TEST_REDIS_URL")


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
        for n in range(settings.login_address_max_attempts):
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


def test_failures_outside_the_window_do_not_count(db_session, settings, monkeypatch):
    # the limiter's memory storage on a clock the test moves (no waiting, no timing)
    clock = SimpleNamespace(now=time.time())
    monkeypatch.setattr("limits.storage.memory.time", SimpleNamespace(time=lambda: clock.now))
    make_user("member@example.com", password=PASSWORD)
    for _ in range(settings.login_max_failures):
        with pytest.raises(InvalidCredentials):
            service.login(db_session, NoBotCheck(), email="member@example.com", password="wrong-password")
    with pytest.raises(TooManyAttempts):
        service.login(db_session, NoBotCheck(), email="member@example.com", password=PASSWORD)
    clock.now += settings.login_failure_window_seconds + 1
    assert service.login(db_session, NoBotCheck(), email="member@example.com", password=PASSWORD).user


@pytest.mark.parametrize("storage", ["memory", pytest.param("redis", marks=pytest.mark.skipif(
    not REDIS_URL, reason="RANKLENS_TEST_REDIS_URL is not set"))])
def test_parallel_wrong_guesses_cannot_pass_the_limit(client, configure, storage):
    if storage == "redis":
        configure(redis_url=REDIS_URL)  # cluster mode's storage: every API process counts in Redis
        ratelimit.reset_all()
    settings = configure()
    make_user("member@example.com", password=PASSWORD)
    guesses = 4 * settings.login_max_failures
    with ThreadPoolExecutor(guesses) as pool:
        answers = Counter(pool.map(lambda n: _attempt(client, "member@example.com", f"guess-{n}").status_code,
                                   range(guesses)))
    # every guess is counted before its password is checked: only the first few are evaluated at all
    assert answers == {400: settings.login_max_failures, 429: guesses - settings.login_max_failures}
    assert _attempt(client, "member@example.com", PASSWORD).status_code == 429
    if storage == "redis":
        ratelimit.reset_all()


def _behind_proxy(configure) -> TestClient:
    """The app behind a load balancer at 10.0.0.1 that names the client in X-Forwarded-For."""
    configure(forwarded_allow_ips="10.0.0.0/24", login_address_max_attempts=5)
    return TestClient(create_app(), client=("10.0.0.1", 40000))


def test_behind_a_trusted_proxy_clients_are_told_apart_by_x_forwarded_for(db_session, configure):
    make_user("member@example.com", password=PASSWORD)
    with _behind_proxy(configure) as proxy:
        prober = {"X-Forwarded-For": "198.51.100.1"}
        for n in range(5):
            assert proxy.post("/api/login", json={"email": f"guess{n}@example.com", "password": "wrong-password"},
                              headers=prober).status_code == 400
        assert proxy.post("/api/login", json={"email": "member@example.com", "password": PASSWORD},
                          headers=prober).status_code == 429
        # another client through the same proxy is not locked out by the prober's failures
        member = proxy.post("/api/login", json={"email": "member@example.com", "password": PASSWORD},
                            headers={"X-Forwarded-For": "203.0.113.7, 10.0.0.2"})
        assert member.status_code == 200, member.text


def test_an_untrusted_peers_forged_x_forwarded_for_is_ignored(app, configure):
    _behind_proxy(configure)
    with TestClient(create_app(), client=("203.0.113.66", 40000)) as prober:
        for n in range(5):
            forged = {"X-Forwarded-For": f"198.51.100.{n}"}
            assert prober.post("/api/login", json={"email": f"guess{n}@example.com", "password": "wrong-password"},
                               headers=forged).status_code == 400
        fresh = prober.post("/api/login", json={"email": "guess9@example.com", "password": "wrong-password"},
                            headers={"X-Forwarded-For": "198.51.100.99"})
        assert fresh.status_code == 429
