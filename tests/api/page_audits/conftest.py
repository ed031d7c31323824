"""Page audit fixtures: the rankings' analytics store, eager tasks and sandbox SERP server, and a web
server on 127.0.0.1 serving the pages being audited (their HTML can be changed between audits)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Self

import pytest

from api.core import config
from tests.analytics.audits.site_records import BEEF, MISSING, OLD, ORPHAN, ROOT, SOUP
from tests.api.audits.conftest import complete_with
from tests.api.projects.support import new_site
from tests.api.rankings.conftest import analytics, eager, sandbox  # noqa: F401  (fixtures)
from tests.factories import SignedIn

CRAWLED = [ROOT, BEEF, SOUP, ORPHAN, MISSING, OLD]  # the pages of the made-up site's check


def crawled_site(client, owner: SignedIn) -> int:
    """A project of the made-up site (tests/analytics/audits/site_records.py) with a completed check."""
    site_id = new_site(client, owner, url="https://牛肉麵.tw")["id"]
    check = client.post(f"/api/sites/{site_id}/site_checks", json={}, headers=owner.headers)
    assert check.status_code == 202, check.text
    complete_with(check.json()["id"])
    return site_id


class PageServer:
    """``pages`` maps a path to its HTML (UTF-8); any other path is a 404."""

    def __init__(self) -> None:
        self.pages: dict[str, str] = {}
        pages = self.pages

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                html = pages.get(self.path)
                body = (html or "not found").encode("utf-8")
                self.send_response(200 if html is not None else 404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> Self:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def page_server(monkeypatch) -> Iterator[PageServer]:
    """The audited pages on 127.0.0.1, which the address guard allows only with the test switch."""
    monkeypatch.setenv("RANKLENS_CRAWL_ALLOW_PRIVATE", "1")
    config.get_settings.cache_clear()
    with PageServer() as server:
        yield server
    config.get_settings.cache_clear()
