"""A store that stops answering (PostgreSQL, or the Redis the throttles count in): the API answers 503
``server.unavailable`` with a Retry-After in the reader's language — never a 500 with a traceback — stores nothing
half, and answers as before once the store is back. Each store is reached through a relay the test cuts."""

from __future__ import annotations

import os

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, func, select
from sqlalchemy.engine import make_url
from sqlalchemy.orm import sessionmaker

from api.core import db, events, ratelimit
from api.main import create_app
from api.projects.models import Site
from tests.api.accounts.conftest import configure  # noqa: F401  (fixture)
from tests.conftest import _reset_caches
from tests.factories import make_user
from tests.fakes.tcp_proxy import TcpProxy

REDIS_URL = os.environ.get("RANKLENS_TEST_REDIS_URL")
UNAVAILABLE = "The service is briefly unavailable; please try again in a moment"


def assert_unavailable(answer) -> None:
    assert (answer.status_code, answer.json()["code"], answer.headers["Retry-After"]) == (
        503, "server.unavailable", "10"), answer.text
    assert answer.json()["message"] == UNAVAILABLE and "Traceback" not in answer.text


def sites() -> int:
    with db.get_sessionmaker()() as session:
        return session.scalar(select(func.count()).select_from(Site))


def test_postgres_gone_for_a_while(settings, monkeypatch):
    if not settings.database_url.startswith("postgresql"):
        pytest.skip("the relay stands in front of PostgreSQL")
    real = make_url(settings.database_url)
    relay = TcpProxy(real.host or "127.0.0.1", real.port or 5432).start()
    monkeypatch.setenv("RANKLENS_DATABASE_URL", real.set(port=relay.port).render_as_string(hide_password=False))
    _reset_caches()
    owner = make_user("owner@example.com", plan_id=10)
    english = {**owner.headers, "Accept-Language": "en"}
    try:
        with TestClient(create_app(), base_url="http://testserver") as client:
            assert client.get("/api/me", headers=owner.headers).status_code == 200
            relay.stop()
            assert_unavailable(client.get("/api/me", headers=english))
            assert_unavailable(client.post("/api/sites", json={"name": "站", "url": "https://shop.example.tw"},
                                           headers=english))
            relay.start()
            assert sites() == 0  # nothing half written
            assert client.get("/api/me", headers=owner.headers).status_code == 200
            made = client.post("/api/sites", json={"name": "站", "url": "https://shop.example.tw"}, headers=owner.headers)
            assert made.status_code == 201, made.text
    finally:
        relay.stop()
        db.get_engine().dispose()


def test_every_database_connection_taken(client, monkeypatch):
    """A request that waits past the pool's limit for a connection (every one busy under load) is told to come back,
    not given a 500."""
    owner = make_user("busy@example.com")
    url = db.get_engine().url
    small = create_engine(url, pool_size=1, max_overflow=0, pool_timeout=0.2,
                          connect_args={"check_same_thread": False} if url.drivername.startswith("sqlite") else {})
    monkeypatch.setattr(db, "get_sessionmaker", lambda: sessionmaker(bind=small))
    held = small.connect()
    try:
        assert_unavailable(client.get("/api/me", headers={**owner.headers, "Accept-Language": "en"}))
    finally:
        held.close()
    assert client.get("/api/me", headers=owner.headers).status_code == 200
    small.dispose()


@pytest.mark.skipif(not REDIS_URL, reason="RANKLENS_TEST_REDIS_URL is not set")
def test_the_throttles_redis_gone_for_a_while(client, configure):  # noqa: F811
    real = make_url(REDIS_URL)
    relay = TcpProxy(real.host or "127.0.0.1", real.port or 6379).start()
    configure(redis_url=real.set(port=relay.port).render_as_string(hide_password=False))  # cluster mode's counts
    ratelimit.reset_all()
    make_user("member@example.com", password="Secret-pass-1")
    sign_in = {"email": "member@example.com", "password": "Secret-pass-1"}
    try:
        assert client.post("/api/login", json=sign_in).status_code == 200
        relay.stop()
        assert_unavailable(client.post("/api/login?locale=en", json=sign_in))
        relay.start()
        assert client.post("/api/login", json=sign_in).status_code == 200
    finally:
        ratelimit.reset_all()
        relay.stop()
        events.reset_bus()  # sign-in published through the relay: later tests open their own bus
