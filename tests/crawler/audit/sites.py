"""Fixture sites for the crawl tests: real HTTP servers on 127.0.0.1, each in a thread.

A site is a dict of routes: path (with query) -> :class:`Page` or a callable taking the request
handler and writing the answer itself (slow servers, bombs). Unknown paths answer 404.
"""

from __future__ import annotations

import gzip
import importlib
import json
import os
import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


@dataclass
class Page:
    body: bytes | str = b""
    status: int = 200
    headers: dict[str, str] = field(default_factory=lambda: {"Content-Type": "text/html; charset=utf-8"})

    def send(self, handler: BaseHTTPRequestHandler) -> None:
        body = self.body.encode("utf-8") if isinstance(self.body, str) else self.body
        handler.send_response(self.status)
        for name, value in self.headers.items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        if handler.command != "HEAD":
            handler.wfile.write(body)


def html(title: str, body: str = "", *, lang: str = "en", head: str = "") -> str:
    """A well-formed page with a title and a description, plus ``body``."""
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="description" content="{title} — a page of the fixture site for crawl tests.">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">{head}</head>'
            f"<body><h1>{title}</h1>{body}</body></html>")


def redirect(location: str, status: int = 301) -> Page:
    return Page(b"", status, {"Location": location})


def gzipped(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9)


Route = Page | Callable[[BaseHTTPRequestHandler], None]


class Site:
    def __init__(self, routes: dict[str, Route]) -> None:
        self.routes = routes
        self.requests: list[tuple[str, str]] = []  # (method, path) as served
        self.connections = 0  # accepted, whether or not a request followed (a TLS hello, a websocket)
        site = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def setup(self) -> None:
                site.connections += 1
                super().setup()

            def log_message(self, *args) -> None:
                pass

            def _answer(self) -> None:
                site.requests.append((self.command, self.path))
                route = site.routes.get(self.path) or site.routes.get(self.path.split("?", 1)[0])
                if route is None:
                    route = Page("<!DOCTYPE html><title>Not found</title>", 404)
                try:
                    route.send(self) if isinstance(route, Page) else route(self)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            do_GET = do_HEAD = _answer

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"

    def fetched(self, path: str) -> int:
        return sum(1 for method, served in self.requests if served == path and method == "GET")


@contextmanager
def serving(routes: dict[str, Route]) -> Iterator[Site]:
    site = Site(routes)
    thread = threading.Thread(target=site.server.serve_forever, daemon=True)
    thread.start()
    try:
        yield site
    finally:
        site.server.shutdown()
        site.server.server_close()


PUBLIC_HOSTS = Path(__file__).with_name("public_hosts")


def public_hosts(monkeypatch, resolve: dict[str, list[str]], dial: dict[str, str]) -> None:
    """Host names that resolve to public addresses yet are served here (tests/crawler/audit/public_hosts):
    in this process and in the crawl's child process; no other name resolves and no packet leaves."""
    hooks = importlib.import_module("tests.crawler.audit.public_hosts.sitecustomize")  # before the switch is on
    monkeypatch.setenv("RANKLENS_TEST_PUBLIC_HOSTS", json.dumps({"resolve": resolve, "dial": dial}))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(PUBLIC_HOSTS), os.environ.get("PYTHONPATH")])))
    monkeypatch.setattr(hooks, "lookups", {})
    monkeypatch.setattr(socket, "getaddrinfo", hooks.getaddrinfo)
    monkeypatch.setattr(socket.socket, "connect", hooks.connect)
    monkeypatch.setattr(socket.socket, "connect_ex", hooks.connect_ex)
