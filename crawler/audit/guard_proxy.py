"""Chromium's only way out of a rendered crawl: a local HTTP proxy that lets it reach approved addresses only.

Chromium fetches a rendered page's document, its redirect hops, subresources, frames, workers and
websockets itself, past Scrapy and its address guard, and resolves names itself (so Scrapy's pinned
answer would not reach it). The crawl's child process therefore starts this proxy on 127.0.0.1 and
launches Chromium with ``--proxy-server`` pointing at it (loopback included: see
:func:`crawler.audit.render.launch_options`). For every request — absolute-form HTTP, and ``CONNECT``
for https and websockets — the proxy asks the crawl's own :class:`~crawler.audit.ssrf.AddressGuard`
(the one Scrapy's middleware uses: one lookup per host, pins honoured) and connects to the address it
approved, never to a name. A refused host gets ``403`` with the reason in ``X-RankLens-Refused`` (for a
``CONNECT``, Chromium shows a tunnel failure); the crawl reads the refusal back from the guard.

One request per client connection for plain HTTP (``Connection: close`` both ways), so a kept-alive
connection can never carry a second request to the first request's host.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Collection
from urllib.parse import urlsplit, urlunsplit

from crawler.audit.ssrf import AddressGuard

REFUSED_HEADER = "X-RankLens-Refused"
CHUNK = 64 * 1024
# Hop-by-hop headers (RFC 9110 7.6.1) and the proxy's own: not passed on.
_HOP_BY_HOP = frozenset({"connection", "keep-alive", "proxy-connection", "proxy-authorization",
                         "proxy-authenticate", "te", "trailer", "upgrade"})


class _BadRequest(ValueError):
    pass


class GuardProxy:
    """The proxy, serving on 127.0.0.1 from a thread of its own (its own event loop, so a busy crawl
    loop does not stall Chromium). ``timeout`` bounds a connect and each wait for data (seconds)."""

    def __init__(self, guard: AddressGuard, *, timeout: float) -> None:
        self.guard = guard
        self.timeout = timeout
        self.loop = asyncio.new_event_loop()
        self.server: asyncio.Server | None = None
        self.port = 0

    def start(self) -> int:
        """Start serving; the port Chromium is to use."""
        threading.Thread(target=self.loop.run_forever, name="guard-proxy", daemon=True).start()
        self.server = asyncio.run_coroutine_threadsafe(
            asyncio.start_server(self._client, "127.0.0.1", 0, limit=CHUNK), self.loop).result()
        self.port = self.server.sockets[0].getsockname()[1]
        return self.port

    def stop(self) -> None:
        async def close() -> None:
            if self.server is not None:
                self.server.close()

        asyncio.run_coroutine_threadsafe(close(), self.loop).result()
        self.loop.call_soon_threadsafe(self.loop.stop)

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), self.timeout)
            method, target, lines = _request_head(head)
            if method == "CONNECT":
                host, port = _authority(target)
            else:
                parts = urlsplit(target)
                if parts.scheme != "http" or not parts.hostname:
                    raise _BadRequest(target)
                host, port = parts.hostname, parts.port or 80
            address, reason, _ = await asyncio.to_thread(self.guard.decide, host)
            if reason is not None:
                await _answer(writer, 403, "Forbidden", f"refused: {reason}", {REFUSED_HEADER: reason})
                return
            try:
                upstream_reader, upstream_writer = await asyncio.wait_for(
                    asyncio.open_connection(address, port, limit=CHUNK), self.timeout)
            except (OSError, TimeoutError):
                await _answer(writer, 502, "Bad Gateway", "could not connect")
                return
            try:
                if method == "CONNECT":
                    writer.write(b"HTTP/1.1 200 Connection Established\r\n\r\n")
                    await writer.drain()
                else:
                    upstream_writer.write(_origin_form(method, target, lines))
                    await upstream_writer.drain()
                await self._relay(reader, writer, upstream_reader, upstream_writer, tunnel=method == "CONNECT")
            finally:
                upstream_writer.close()
        except _BadRequest:
            await _answer(writer, 400, "Bad Request", "not a proxy request")
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError, ConnectionError, ValueError):
            pass
        finally:
            writer.close()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                     upstream_reader: asyncio.StreamReader, upstream_writer: asyncio.StreamWriter, *,
                     tunnel: bool) -> None:
        """Bytes both ways until the upstream is done; a plain HTTP response gets ``Connection: close``."""
        sending = asyncio.create_task(self._pipe(reader, upstream_writer))
        try:
            if not tunnel:
                head = await asyncio.wait_for(upstream_reader.readuntil(b"\r\n\r\n"), self.timeout)
                writer.write(_closing(head))
            await self._pipe(upstream_reader, writer)
        finally:
            sending.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await sending

    async def _pipe(self, source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
        while data := await asyncio.wait_for(source.read(CHUNK), self.timeout):
            sink.write(data)
            await sink.drain()


def _request_head(head: bytes) -> tuple[str, str, list[str]]:
    request_line, *lines = head.decode("latin-1").split("\r\n")
    try:
        method, target, version = request_line.split(" ")
    except ValueError:
        raise _BadRequest(request_line) from None
    if not version.startswith("HTTP/1."):
        raise _BadRequest(request_line)
    return method.upper(), target, [line for line in lines if line]


def _authority(target: str) -> tuple[str, int]:
    """``host:port`` of a CONNECT (``[v6]:port`` too)."""
    parts = urlsplit(f"//{target}")
    try:
        port = parts.port or 443
    except ValueError:
        raise _BadRequest(target) from None
    if not parts.hostname:
        raise _BadRequest(target)
    return parts.hostname, port


def _origin_form(method: str, target: str, lines: list[str]) -> bytes:
    """The request as the origin server takes it: path only, no proxy headers, ``Connection: close``."""
    parts = urlsplit(target)
    path = urlunsplit(("", "", parts.path or "/", parts.query, ""))
    return _closed_head(f"{method} {path} HTTP/1.1", lines, _HOP_BY_HOP)


def _closing(head: bytes) -> bytes:
    """An upstream response's head with ``Connection: close`` in place of its own connection headers."""
    status, *lines = head.decode("latin-1").split("\r\n")
    return _closed_head(status, lines, ("connection", "keep-alive"))


def _closed_head(first: str, lines: list[str], dropped: Collection[str]) -> bytes:
    """``first`` and the header ``lines`` not named in ``dropped``, ending in ``Connection: close``."""
    kept = [line for line in lines if line and line.split(":", 1)[0].strip().lower() not in dropped]
    return "\r\n".join([first, *kept, "Connection: close", "", ""]).encode("latin-1")


async def _answer(writer: asyncio.StreamWriter, status: int, phrase: str, text: str,
                  headers: dict[str, str] | None = None) -> None:
    body = text.encode("utf-8")
    lines = [f"HTTP/1.1 {status} {phrase}", "Content-Type: text/plain; charset=utf-8",
             f"Content-Length: {len(body)}", "Connection: close",
             *(f"{name}: {value}" for name, value in (headers or {}).items()), "", ""]
    with contextlib.suppress(ConnectionError):
        writer.write("\r\n".join(lines).encode("latin-1") + body)
        await writer.drain()
