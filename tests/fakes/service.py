"""A local stand-in for an outside service on 127.0.0.1: routes by method and path pattern, each answering the
service's documented payload (JSON), a redirect (an OAuth consent screen sending the browser back), a page, any
other body with headers of its own (:class:`Reply`) or a streamed body (server-sent events, as an LLM API streams
its answer).
``received`` lists every request, for tests to check what our clients sent."""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self
from urllib.parse import parse_qs, urlsplit


@dataclass
class Received:
    method: str
    path: str
    params: dict[str, str]
    headers: dict[str, str]
    body: Any
    raw: bytes = b""  # the body as sent (a form-encoded one is also parsed into ``body``)


@dataclass(frozen=True)
class Redirect:
    location: str
    status: int = 302


@dataclass(frozen=True)
class Page:
    html: str
    status: int = 200


@dataclass(frozen=True)
class Reply:
    """Any other answer: a body of any type with headers of its own (paging headers, an image)."""

    status: int
    body: bytes
    content_type: str
    headers: tuple[tuple[str, str], ...] = ()

    @classmethod
    def json(cls, status: int, payload: Any, headers: tuple[tuple[str, str], ...] = ()) -> Reply:
        return cls(status, json.dumps(payload, ensure_ascii=False).encode(), "application/json; charset=UTF-8",
                   headers)


@dataclass(frozen=True)
class Stream:
    """A body sent piece by piece as an HTTP/1.1 server streams it (chunked transfer encoding). A part is bytes
    to send, a number of seconds to pause, or ``None`` to drop the connection there (no closing chunk: the
    client reads a body cut off)."""

    parts: Iterable[bytes | float | None]
    status: int = 200
    content_type: str = "text/event-stream; charset=utf-8"


Answer = tuple[int, Any] | Redirect | Page | Reply | Stream
Handler = Callable[[Received, re.Match], Answer]
Route = tuple[str, str, Handler]  # method, path pattern (re.fullmatch), handler


class FakeService:
    """Serves ``routes()`` of every part given (objects with a ``routes`` method); unknown paths are 404 in
    Google's error shape."""

    def __init__(self, *parts: Any) -> None:
        self.routes: list[tuple[str, re.Pattern, Handler]] = [
            (method, re.compile(pattern), handler) for part in parts for method, pattern, handler in part.routes()]
        self.received: list[Received] = []
        service = self

        class RequestHandler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def _handle(self) -> None:
                target = urlsplit(self.path)
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                content_type = self.headers.get("Content-Type") or ""
                if raw and "json" in (content_type or "json"):  # no type: JSON, as the SERP APIs are sent
                    body: Any = json.loads(raw)
                elif "form" in content_type:
                    body = {k: v[0] for k, v in parse_qs(raw.decode()).items()}
                else:
                    body = None
                request = Received(self.command, target.path, {k: v[0] for k, v in parse_qs(target.query).items()},
                                   dict(self.headers.items()), body, raw)
                service.received.append(request)
                self._answer(service.answer(request))

            def _stream(self, answer: Stream) -> None:
                self.protocol_version = "HTTP/1.1"  # chunked transfer encoding is HTTP/1.1's
                self.close_connection = True
                self.send_response(answer.status)
                self.send_header("Content-Type", answer.content_type)
                self.send_header("Transfer-Encoding", "chunked")
                self.send_header("Connection", "close")
                self.end_headers()
                try:
                    for part in answer.parts:
                        if part is None:
                            return
                        if isinstance(part, float | int):
                            time.sleep(part)
                            continue
                        self.wfile.write(f"{len(part):x}\r\n".encode() + part + b"\r\n")
                        self.wfile.flush()
                    self.wfile.write(b"0\r\n\r\n")
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (its timeout)
                    return

            def _answer(self, answer: Answer) -> None:
                if isinstance(answer, Stream):
                    self._stream(answer)
                    return
                if isinstance(answer, Redirect):
                    self.send_response(answer.status)
                    self.send_header("Location", answer.location)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                headers: tuple[tuple[str, str], ...] = ()
                if isinstance(answer, Reply):
                    status, data, kind, headers = answer.status, answer.body, answer.content_type, answer.headers
                elif isinstance(answer, Page):
                    status, data, kind = answer.status, answer.html.encode(), "text/html; charset=utf-8"
                else:
                    status, payload = answer
                    data, kind = json.dumps(payload, ensure_ascii=False).encode(), "application/json; charset=UTF-8"
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                for name, value in headers:
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = _handle

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), RequestHandler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def answer(self, request: Received) -> Answer:
        for method, pattern, handler in self.routes:
            match = pattern.fullmatch(request.path)
            if method == request.method and match:
                return handler(request, match)
        return 404, {"error": {"code": 404, "message": f"Not found: {request.path}", "status": "NOT_FOUND"}}

    def start(self) -> Self:
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


@contextmanager
def pointed_at(monkeypatch: Any, settings: dict[str, str]) -> Iterator[None]:
    """The product's settings (RANKLENS_* variables) pointing at a stand-in while the block runs."""
    from api.core import config

    for name, value in settings.items():
        monkeypatch.setenv(name, value)
    config.get_settings.cache_clear()
    try:
        yield
    finally:
        config.get_settings.cache_clear()
