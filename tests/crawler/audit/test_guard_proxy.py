"""The guard proxy Chromium goes through in render mode, spoken to directly: approved hosts are reached
at the approved address only, refused ones answer 403 with the reason, before anything is dialled."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from crawler.audit.guard_proxy import GuardProxy
from crawler.audit.ssrf import AddressGuard
from tests.crawler.audit.sites import Page, html, public_hosts, serving

PUBLIC = "93.184.216.34"  # never dialled: mapped to a server on 127.0.0.1 (sites.public_hosts)


@pytest.fixture
def proxy_for() -> Iterator:
    started = []

    def start(guard: AddressGuard) -> int:
        proxy = GuardProxy(guard, timeout=5)
        started.append(proxy)
        return proxy.start()

    yield start
    for proxy in started:
        proxy.stop()


def ask(port: int, request: str) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as client:
        client.sendall(request.encode("latin-1"))
        answer = b""
        while chunk := client.recv(65536):
            answer += chunk
    return answer


def test_an_approved_host_is_reached_at_its_approved_address(proxy_for):
    with serving({"/page?q=1": Page(html("Shop"))}) as site:
        port = proxy_for(AddressGuard(allow_private=False, pins={"shop.test": "127.0.0.1"}))
        answer = ask(port, f"GET http://shop.test:{site.port}/page?q=1 HTTP/1.1\r\nHost: shop.test:{site.port}\r\n"
                           "Proxy-Connection: keep-alive\r\n\r\n")
    head, body = answer.split(b"\r\n\r\n", 1)
    assert head.startswith(b"HTTP/1.1 200") and b"Connection: close" in head and b"<h1>Shop</h1>" in body
    assert site.requests == [("GET", "/page?q=1")]


def test_a_connect_to_an_approved_host_is_a_tunnel_to_its_approved_address(proxy_for):
    with serving({"/": Page(html("Shop"))}) as site:
        port = proxy_for(AddressGuard(allow_private=False, pins={"shop.test": "127.0.0.1"}))
        answer = ask(port, f"CONNECT shop.test:{site.port} HTTP/1.1\r\n\r\n"
                           "GET / HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 200 Connection Established\r\n\r\nHTTP/1.1 200 OK")
    assert b"<h1>Shop</h1>" in answer and site.requests == [("GET", "/")]


def test_a_rebinding_host_is_dialled_at_the_address_approved_first(proxy_for, monkeypatch):
    """rebind.test answers a public address first and 127.0.0.1 after: every request goes to the first."""
    with serving({"/": Page(html("Internal admin"))}) as secret, serving({"/": Page(html("Shop"))}) as shop:
        public_hosts(monkeypatch, resolve={"rebind.test": [PUBLIC, "127.0.0.1"]},
                     dial={f"{PUBLIC}:{secret.port}": f"127.0.0.1:{shop.port}"})
        port = proxy_for(AddressGuard(allow_private=False))
        answers = [ask(port, f"GET http://rebind.test:{secret.port}/ HTTP/1.1\r\nHost: rebind.test\r\n\r\n")
                   for _ in range(3)]
    assert all(answer.startswith(b"HTTP/1.1 200") and b"<h1>Shop</h1>" in answer for answer in answers)
    assert (secret.connections, shop.requests) == (0, [("GET", "/")] * 3)


def test_a_host_asked_for_by_two_threads_at_once_is_looked_up_once():
    """The crawl's Scrapy thread and its guard proxy share the guard: they must not get two answers."""
    answers = iter([["8.8.8.8"], ["127.0.0.1"]] * 8)

    def resolve(host: str) -> list[str]:
        time.sleep(0.05)
        return next(answers)

    guard = AddressGuard(allow_private=False, resolve=resolve)
    with ThreadPoolExecutor(8) as pool:
        decisions = set(pool.map(lambda _: guard.decide("rebind.test"), range(8)))
    assert decisions == {("8.8.8.8", None, None)}


@pytest.mark.parametrize(("request_line", "reason"), [
    ("GET http://127.0.0.1:{port}/secret HTTP/1.1", "loopback"),
    ("GET http://localhost:{port}/secret HTTP/1.1", "loopback"),
    ("CONNECT 127.0.0.1:{port} HTTP/1.1", "loopback"),
    ("CONNECT [::1]:{port} HTTP/1.1", "loopback"),
    ("GET http://169.254.169.254/latest/meta-data/ HTTP/1.1", "metadata"),
    ("CONNECT 10.0.0.8:443 HTTP/1.1", "private"),
])
def test_a_refused_host_gets_403_with_the_reason_and_is_never_dialled(proxy_for, request_line, reason):
    with serving({"/secret": Page(html("Internal admin"))}) as secret:
        port = proxy_for(AddressGuard(allow_private=False))
        answer = ask(port, request_line.format(port=secret.port) + "\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 403 ")
    assert f"X-RankLens-Refused: {reason}\r\n".encode() in answer
    assert secret.connections == 0


@pytest.mark.parametrize("request_line", ["GET /relative HTTP/1.1", "GET ftp://shop.test/ HTTP/1.1", "nonsense"])
def test_what_is_not_a_proxy_request_gets_400(proxy_for, request_line):
    port = proxy_for(AddressGuard(allow_private=False, pins={"shop.test": "127.0.0.1"}))
    assert ask(port, request_line + "\r\n\r\n").startswith(b"HTTP/1.1 400 ")
