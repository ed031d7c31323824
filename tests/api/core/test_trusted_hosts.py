"""Trusted hosts: a request naming a host this deployment does not serve is refused with 400 in the error
body; loopback names, the public URL's host and RANKLENS_ALLOWED_HOSTS are served."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from api.core import config

REFUSED = {
    "zh-TW": "不接受此主機名稱的請求，請用正確的網址開啟",
    "zh-CN": "不接受此主机名的请求，请用正确的网址打开",
    "en": "Requests for this host name are not accepted; open the app at its configured address",
    "ja": "このホスト名へのリクエストは受け付けていません。正しいアドレスで開いてください",
}


@pytest.fixture
def serve(settings, clean_db, monkeypatch):
    """``serve(allowed_hosts=..., public_url=...)``: a client of an app made with those settings."""
    clients = []

    def make(**values: str | None) -> TestClient:
        from api.main import create_app

        for name, value in values.items():
            if value is None:
                monkeypatch.delenv(f"RANKLENS_{name.upper()}", raising=False)
            else:
                monkeypatch.setenv(f"RANKLENS_{name.upper()}", value)
        config.get_settings.cache_clear()
        clients.append(TestClient(create_app()))
        return clients[-1]

    yield make
    for client in clients:
        client.close()
    config.get_settings.cache_clear()


def status(client: TestClient, host: str, path: str = "/api/constants") -> int:
    return client.get(path, headers={"Host": host}).status_code


@pytest.mark.parametrize("locale", REFUSED)
def test_a_foreign_host_is_refused_in_the_error_body(client, locale):
    response = client.get(f"/api/constants?locale={locale}", headers={"Host": "attacker.example"})
    assert response.status_code == 400
    assert response.json() == {"code": "request.host_not_allowed", "message": REFUSED[locale]}
    # the console's pages too, and whatever the method
    assert client.get("/", headers={"Host": "attacker.example"}).status_code == 400
    posted = client.post("/api/login", json={}, headers={"Host": "attacker.example:8000"})
    assert posted.json()["code"] == "request.host_not_allowed"


def test_by_default_loopback_and_the_public_urls_host_are_served(serve):
    client = serve(allowed_hosts=None, public_url="https://app.example.com")
    for host in ("localhost", "localhost:8000", "127.0.0.1:8000", "[::1]:8000", "app.example.com",
                 "APP.example.com:443"):
        assert status(client, host) == 200, host
    for host in ("testserver", "attacker.example", "app.example.com.attacker.example", "", "10.0.0.5:8000"):
        assert status(client, host) == 400, host
    # a load balancer's health probe names the backend by address
    assert status(client, "10.0.0.5:8000", "/api/health") == 200


def test_allowed_hosts_adds_names_patterns_or_any(serve):
    client = serve(allowed_hosts="192.168.1.20, *.example.com", public_url="https://app.example.com")
    for host in ("192.168.1.20:8000", "a.example.com", "b.a.example.com", "127.0.0.1:8000", "app.example.com"):
        assert status(client, host) == 200, host
    for host in ("example.com.attacker.example", "192.168.1.21:8000"):
        assert status(client, host) == 400, host
    assert status(serve(allowed_hosts="*"), "anything.example") == 200
