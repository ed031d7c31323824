"""The sandbox SERP server: Google- and Yahoo-shaped result pages for any query, on 127.0.0.1.

Routes (one server answers all three engines; point each engine's base URL at its prefix):

- ``GET /google/search?q=…&hl=…&gl=…&start=…`` — Google; ``/google/sorry/index`` is its captcha.
- ``GET /yahoo_jp/search?p=…&b=…`` — Yahoo! JAPAN.  ``GET /yahoo_tw/search?p=…&b=…`` — Yahoo! Taiwan.
- ``GET /_sandbox/control?mode=…&fail=N&status=…`` — switch behaviour (below); answers the state and how many
  searches it has answered.

The device follows the User-Agent as on the real engines (``Mobile``, ``iPhone`` or ``Android`` gets
the mobile markup). The day is today in UTC unless the server was given a clock.

Modes, for tests and demos: ``normal``; ``captcha`` (every search answers a captcha page);
``sorry`` (Google redirects to ``/google/sorry/index`` as it does when it blocks; Yahoo answers a
captcha); ``429`` (Too Many Requests); ``js`` (the results are written by a script, so only a
browser sees them: exercises rendering). ``fail=N`` makes the next N searches answer ``status``
(503 by default) before the mode applies, for retry tests.

Requests in absolute form (``GET http://host/google/search?… HTTP/1.1``) are answered as if the
server were the exit of a proxy, so a test can use sandbox servers as proxies: one in ``captcha``
mode is a blocked address, one in ``normal`` mode a clean one.

Why ``http.server``: it is in the standard library, needs no event loop (so it runs beside
uvicorn's loop or Twisted's asyncio reactor in the same process without touching either), starts
in a thread in milliseconds for a test, and a page is built in well under a millisecond — a
sandbox serves a handful of pages a second, so threads per request are plenty.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from functools import lru_cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Self
from urllib.parse import parse_qs, quote, urlsplit

from crawler.sandbox.markup import MARKER_HEADER, MARKER_META, captcha_page, render
from crawler.sandbox.model import SandboxSerp, build_serp
from crawler.serp.requests import COUNTRIES, RESULTS_PER_PAGE, language_tag

MODES = ("normal", "captcha", "sorry", "429", "js")
ENGINES = ("google", "yahoo_jp", "yahoo_tw")
_MOBILE_UA = re.compile(r"Mobile|iPhone|Android", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class SeenRequest:
    """A request the sandbox answered, for tests to assert on."""

    engine: str
    params: dict[str, str]
    headers: dict[str, str]
    via_proxy: bool
    status: int


@dataclass
class SandboxState:
    mode: str = "normal"
    fail_next: int = 0
    fail_status: int = 503
    seen: list[SeenRequest] = field(default_factory=list)


@lru_cache(maxsize=512)
def _serp(engine: str, keyword: str, day: date, country: str, language: str, device: str,
          extra_domains: tuple[str, ...]) -> SandboxSerp:
    return build_serp(engine, keyword, day, country=country, language=language, device=device,
                      extra_domains=extra_domains)


def _js_only(html: str) -> str:
    """The same page written by a script: an HTTP client sees an empty shell, a browser the page."""
    return (
        f'<!doctype html><html><head><meta charset="UTF-8">{MARKER_META}</head>'
        f'<body><div id="app"></div><script>document.open();document.write({json.dumps(html)});'
        "document.close();</script></body></html>"
    )


class SandboxServer:
    """A running sandbox on ``host:port`` (port 0 picks a free one); start/stop or use ``with``."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, *, mode: str = "normal",
                 extra_domains: tuple[str, ...] = (), today: Callable[[], date] | None = None) -> None:
        self.state = SandboxState()
        self.set_mode(mode)
        self.extra_domains = tuple(extra_domains)
        self.today = today or (lambda: datetime.now(UTC).date())
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer((host, port), self._handler())
        self._httpd.daemon_threads = True
        self._thread: threading.Thread | None = None

    # -- lifecycle ---------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    def base_url(self, engine: str) -> str:
        """What to set as the engine's base URL (``serp_google_url`` …) to search this sandbox."""
        return f"{self.url}/{engine}"

    def start(self) -> SandboxServer:
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="serp-sandbox", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- behaviour ---------------------------------------------------------------------------------

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown sandbox mode {mode!r}; modes are {', '.join(MODES)}")
        self.state.mode = mode

    def fail(self, count: int, status: int = 503) -> None:
        """The next ``count`` searches answer ``status``."""
        self.state.fail_next, self.state.fail_status = count, status

    @property
    def seen(self) -> list[SeenRequest]:
        with self._lock:
            return list(self.state.seen)

    def page(self, engine: str, params: dict[str, str], *, mobile: bool) -> str:
        """The result page for one search (what a ``normal`` sandbox answers)."""
        if engine == "google":
            keyword, offset = params.get("q", ""), int(params.get("start") or 0)
            country = (params.get("gl") or "US").upper()
            country = country if country in COUNTRIES else "US"
            language = language_tag(params.get("hl") or COUNTRIES[country].language)
        else:
            keyword, offset = params.get("p", ""), max(int(params.get("b") or 1) - 1, 0)
            country, language = ("JP", "ja") if engine == "yahoo_jp" else ("TW", "zh-TW")
        device = "mobile" if mobile else "desktop"
        serp = _serp(engine, " ".join(keyword.split()), self.today(), country, language, device, self.extra_domains)
        return render(engine, serp, page=offset // RESULTS_PER_PAGE + 1, per_page=RESULTS_PER_PAGE,
                      language=language, mobile=mobile)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        sandbox = self

        class Handler(BaseHTTPRequestHandler):
            server_version = "RankLensSandbox/1"

            def log_message(self, format: str, *args: object) -> None:
                """Quiet: tests and `ranklens up` read the request log through ``seen``."""

            def do_GET(self) -> None:
                target = urlsplit(self.path)
                via_proxy = bool(target.scheme)
                params = {k: v[0] for k, v in parse_qs(target.query).items()}
                parts = [p for p in target.path.split("/") if p]
                if parts[:2] == ["_sandbox", "control"]:
                    return self._control(params)
                if len(parts) >= 2 and parts[0] in ENGINES and parts[1] in ("search", "sorry"):
                    return self._search(parts[0], parts[1], params, via_proxy)
                self._send(404, "text/plain", "not a sandbox page")

            def _control(self, params: dict[str, str]) -> None:
                try:
                    if "mode" in params:
                        sandbox.set_mode(params["mode"])
                    if "fail" in params:
                        sandbox.fail(int(params["fail"]), int(params.get("status") or 503))
                except ValueError as exc:
                    return self._send(400, "text/plain", str(exc))
                state = {"mode": sandbox.state.mode, "fail_next": sandbox.state.fail_next,
                         "fail_status": sandbox.state.fail_status, "searches": len(sandbox.state.seen)}
                self._send(200, "application/json", json.dumps(state))

            def _search(self, engine: str, route: str, params: dict[str, str], via_proxy: bool) -> None:
                state = sandbox.state
                with sandbox._lock:
                    if state.fail_next > 0:
                        state.fail_next -= 1
                        status = state.fail_status
                    elif route == "sorry" or state.mode == "captcha" or (state.mode == "sorry" and engine != "google"):
                        status = 200
                        route = "sorry"
                    elif state.mode == "sorry":
                        status = 302
                    elif state.mode == "429":
                        status = 429
                    else:
                        status = 200
                    state.seen.append(SeenRequest(engine, params, dict(self.headers.items()), via_proxy, status))
                if status == 302:
                    self.send_response(302)
                    self.send_header("Location", f"/google/sorry/index?continue={quote(self.path, safe='')}")
                    self.send_header(MARKER_HEADER, "1")
                    self.send_header("Content-Length", "0")
                    return self.end_headers()
                if status != 200:
                    return self._send(status, "text/plain", "Service unavailable (sandbox)")
                if route == "sorry":
                    return self._send(200, "text/html; charset=utf-8", captcha_page(params.get("continue", self.path)))
                html = sandbox.page(engine, params, mobile=bool(_MOBILE_UA.search(self.headers.get("User-Agent", ""))))
                self._send(200, "text/html; charset=utf-8", _js_only(html) if state.mode == "js" else html)

            def _send(self, status: int, content_type: str, body: str) -> None:
                data = body.encode("utf-8")
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                self.send_header(MARKER_HEADER, "1")
                self.end_headers()
                self.wfile.write(data)

        return Handler
