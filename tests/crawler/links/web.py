"""A deterministic local web for the link crawl's tests and benchmark: ``hosts`` host names (``h0.web.test`` …,
pinned to 127.0.0.1 by the crawl options) × ``pages`` pages, one threaded HTTP server on 127.0.0.1 answering by
the Host header, every request logged (host, path, time) so the tests count fetches server-side.

Each page links its host's home (in a nav), three pages of its host, two pages of other hosts (one nofollow, in
the footer) and an image link. Hostile corners, on ``h0``: ``/private/…`` disallowed by robots.txt for
RankLensBot, ``/big.html`` a 11 MB page, ``/cal?month=…`` an endless calendar, ``/loop/`` a relative-link loop
(``a/`` under itself for ever), ``/slow.html`` answering after ``slow`` seconds; ``h1`` asks for
``Crawl-delay: <delay>``.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

BIG = 11 * 1024 * 1024


@dataclass
class Web:
    hosts: int = 6
    pages: int = 50
    delay: float = 1.0  # h1's crawl-delay
    slow: float = 0.0  # seconds /slow.html takes (0: not linked)
    hostile: bool = True  # h0's traps, big page and disallowed path linked (a benchmark's peer would loop)
    port: int = 0
    log: list[tuple[str, str, float]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def host(self, index: int) -> str:
        return f"h{index}.web.test"

    def url(self, index: int, path: str) -> str:
        return f"http://{self.host(index)}:{self.port}{path}"

    @property
    def pins(self) -> dict[str, str]:
        return {self.host(i): "127.0.0.1" for i in range(self.hosts)}

    def seeds(self) -> list[str]:
        return [self.url(i, "/") for i in range(self.hosts)]

    def reachable(self) -> set[tuple[str, str]]:
        """(host, path) of every page the crawl should fetch (not robots.txt, not disallowed, not traps)."""
        found = {(f"{self.host(i)}:{self.port}", "/") for i in range(self.hosts)}
        found |= {(f"{self.host(i)}:{self.port}", f"/p/{j}.html") for i in range(self.hosts) for j in range(self.pages)}
        return found

    def page(self, index: int, number: int) -> str:
        n, pages = self.hosts, self.pages
        same = [(number * 7 + k * 13 + 1) % pages for k in range(3)]
        other = [((index + 1 + k) % n, (number * 3 + k) % pages) for k in range(2)]
        links = "".join(f'<li><a href="/p/{j}.html">page {j}</a></li>' for j in same)
        extra = ""
        if index == 0 and number == 0 and self.hostile:
            extra = ('<a href="/private/secret.html">secret</a><a href="/big.html">big</a>'
                     '<a href="/cal?month=2026-01">calendar</a><a href="loop/">loop</a>'
                     + ('<a href="/slow.html">slow</a>' if self.slow else ""))
        return (f"<html><head><title>h{index} p{number}</title></head><body>"
                f'<nav><a href="/">home</a></nav><main><h1>Page {number}</h1><ul>{links}</ul>'
                f'<p>Read <a href="http://{self.host(other[0][0])}:{self.port}/p/{other[0][1]}.html">more</a>.</p>'
                f'<a href="/p/{same[0]}.html"><img src="/i.png" alt="picture {number}"></a>{extra}</main>'
                f'<footer><a rel="nofollow" href="http://{self.host(other[1][0])}:{self.port}/p/{other[1][1]}.html">'
                f"partner</a></footer></body></html>")

    def answer(self, host: str, path: str, query: str) -> tuple[int, str, bytes, dict[str, str]]:
        name = host.split(":")[0]
        if not name.startswith("h") or not name.endswith(".web.test"):
            return 404, "text/plain", b"no such host", {}
        index = int(name[1:].split(".")[0])
        if path == "/robots.txt":
            rules = "User-agent: *\nDisallow: /nobody/\n"
            if index == 0:
                rules += "\nUser-agent: RankLensBot\nDisallow: /private/\n"
            if index == 1:
                rules = f"User-agent: *\nCrawl-delay: {self.delay}\n"
            return 200, "text/plain", rules.encode(), {}
        if path == "/":
            return 200, "text/html", self.page(index, 0).replace("<h1>Page 0", "<h1>Home").encode(), {}
        if path.startswith("/p/") and path.endswith(".html"):
            number = int(path[3:-5])
            if number < self.pages:
                return 200, "text/html; charset=utf-8", self.page(index, number).encode(), {}
        if index == 0:
            if path == "/big.html":
                return 200, "text/html", b"<html><body>" + b"x" * BIG + b"</body></html>", {}
            if path == "/cal":
                # Next month and the same month of the next years, as calendars link them: endless.
                month = parse_qs(query).get("month", ["2026-01"])[0]
                year, mon = (int(part) for part in month.split("-"))
                later = [(year + 1, 1) if mon == 12 else (year, mon + 1)] + [(year + k, mon) for k in (1, 2, 5, 50)]
                body = "".join(f'<a href="/cal?month={y}-{m:02d}">{y}-{m}</a>' for y, m in later)
                return 200, "text/html", body.encode(), {}
            if path.startswith("/loop/"):
                return 200, "text/html", b'<a href="a/">deeper</a>', {}
            if path == "/slow.html":
                time.sleep(self.slow)
                return 200, "text/html", b"<p>slow</p>", {}
            if path == "/private/secret.html":
                return 200, "text/html", b"<p>secret</p>", {}
        return 404, "text/html", b"<p>not found</p>", {}

    def start(self) -> Web:
        web = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                host = self.headers.get("Host", "")
                with web.lock:
                    web.log.append((host, self.path, time.monotonic()))
                status, kind, body, headers = web.answer(host, parts.path, parts.query)
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                for key, value in headers.items():
                    self.send_header(key, value)
                self.end_headers()
                try:
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the crawler cancelled a download past its size cap

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def fetches(self) -> Counter[tuple[str, str]]:
        """Requests per (host, path), robots.txt included."""
        with self.lock:
            return Counter((host, path) for host, path, _ in self.log)

    def times(self, host: str) -> list[float]:
        with self.lock:
            return sorted(at for name, path, at in self.log if name.startswith(host) and path != "/robots.txt")
