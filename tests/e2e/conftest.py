"""End-to-end fixtures: the whole product started with `ranklens up` on a free port and a temporary
data directory, and headless Chromium (Debian's /usr/bin/chromium) driven by Playwright.

The console must be built first (`make install` does it); screenshots go to
test-output/screenshots/<name>.png for a person to look at (helpers.py).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fakes.ecpay import EcpayServer, ecpay_settings
from tests.fakes.google import GoogleServer, google_settings
from tests.fakes.line import LineServer, line_settings
from tests.ranklens_server import ROOT, ServerFailed, clean_env, serving

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def server_data_dir(tmp_path_factory) -> Path:
    """The --data-dir of the server under test (its SQLite file is ranklens.sqlite3 in there)."""
    return tmp_path_factory.mktemp("ranklens-e2e") / "data"


def run_server(server_data_dir: Path, settings: dict[str, str] | None = None) -> Iterator[str]:
    """Starts `ranklens up` on a free port with `settings` (RANKLENS_* variables) over the embedded
    defaults, yields its base URL once it answers, and stops it."""
    if not (ROOT / "console" / "dist" / "index.html").is_file():
        pytest.fail("the console is not built: run `make install` (or `npm run build`) first")
    # embedded defaults only: nothing from the API tests' environment (their database URL) leaks in
    env = clean_env(server_data_dir, **(settings or {}))
    try:
        with serving(server_data_dir, env, server_data_dir.parent / "server.log") as base_url:
            yield base_url
    except ServerFailed as failed:
        pytest.fail(str(failed))


def local_sites_settings() -> dict[str, str]:
    """Settings that let the server audit sites the tests serve on 127.0.0.1: host names under `.test`
    resolve there (tests/e2e/loopback_hosts), and the crawl guard allows the private address."""
    path = os.pathsep.join(filter(None, [str(Path(__file__).with_name("loopback_hosts")), os.environ.get("PYTHONPATH")]))
    return {"RANKLENS_CRAWL_ALLOW_PRIVATE": "1", "PYTHONPATH": path}


@pytest.fixture(scope="session")
def google() -> Iterator[GoogleServer]:
    """The local Google the server under test signs in with, links and reads (tests/fakes/google)."""
    with GoogleServer() as server:
        yield server


@pytest.fixture(scope="session")
def line() -> Iterator[LineServer]:
    """The local LINE (Login and Messaging API) the server under test binds with and pushes to."""
    with LineServer() as server:
        yield server


@pytest.fixture(scope="session")
def ecpay() -> Iterator[EcpayServer]:
    """The local ECPay test environment whose card page the server under test sends buyers to."""
    with EcpayServer() as server:
        yield server


@pytest.fixture(scope="session")
def server(server_data_dir: Path, google: GoogleServer, line: LineServer, ecpay: EcpayServer) -> Iterator[str]:
    """The base URL of a product started as a user would: `ranklens up` on the embedded defaults, able
    to audit the tests' local sites (`local_sites_settings`), its Google, LINE and ECPay the local ones."""
    # every test's users sign in from 127.0.0.1: the per-address sign-in limit (50 in 15 minutes, for an office
    # behind one NAT address) would refuse the later tests of a worker
    yield from run_server(server_data_dir, {**local_sites_settings(), **google_settings(google),
                                            **line_settings(line), **ecpay_settings(ecpay),
                                            "RANKLENS_LOGIN_ADDRESS_MAX_ATTEMPTS": "10000"})


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).is_file():
        pytest.fail(f"Chromium is missing at {CHROMIUM} (scripts/ensure-chromium.sh installs it)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def new_context(browser, server):
    """Opens browser contexts (separate cookie jars) on the server; all are closed after the test."""
    contexts = []

    def open_context(locale: str = "zh-TW", width: int = 1440, height: int = 900):
        # reduced motion: the console then skips antd's animations (a click on a dialog still zooming in
        # could land between two positions of its button and be lost)
        context = browser.new_context(base_url=server, locale=locale, viewport={"width": width, "height": height},
                                      reduced_motion="reduce")
        context.set_default_timeout(15_000)
        contexts.append(context)
        return context

    yield open_context
    for context in contexts:
        context.close()


@pytest.fixture
def page(new_context):
    return new_context().new_page()
