"""End-to-end fixtures: the whole product started with `ranklens up` on a free port and a temporary
data directory, and headless Chromium (Debian's /usr/bin/chromium) driven by Playwright.

The console must be built first (`make install` does it); screenshots go to
test-output/screenshots/<name>.png for a person to look at (helpers.py).
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
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
START_TIMEOUT = 90


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _ranklens_command() -> list[str]:
    """The `ranklens` script of this environment, else through uv."""
    script = Path(sys.executable).with_name("ranklens")
    if script.is_file():
        return [str(script)]
    return [shutil.which("uv") or "uv", "run", "ranklens"]


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)


@pytest.fixture(scope="session")
def server_data_dir(tmp_path_factory) -> Path:
    """The --data-dir of the server under test (its SQLite file is ranklens.sqlite3 in there)."""
    return tmp_path_factory.mktemp("ranklens-e2e") / "data"


def run_server(server_data_dir: Path, settings: dict[str, str] | None = None) -> Iterator[str]:
    """Starts `ranklens up` on a free port with `settings` (RANKLENS_* variables) over the embedded
    defaults, yields its base URL once it answers, and stops it."""
    if not (ROOT / "console" / "dist" / "index.html").is_file():
        pytest.fail("the console is not built: run `make install` (or `npm run build`) first")
    port = _free_port()
    # embedded defaults only: nothing from the API tests' environment (their database URL) leaks in
    env = {key: value for key, value in os.environ.items() if not key.startswith("RANKLENS_")}
    env.update(settings or {})
    log_path = server_data_dir.parent / "server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [*_ranklens_command(), "up", "--host", "127.0.0.1", "--port", str(port), "--data-dir", str(server_data_dir)],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )
    base_url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail(f"`ranklens up` exited with {process.returncode}:\n{log_path.read_text()[-4000:]}")
            try:
                if httpx.get(f"{base_url}/api/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"`ranklens up` did not answer within {START_TIMEOUT} s:\n{log_path.read_text()[-4000:]}")
            time.sleep(0.5)
        yield base_url
    finally:
        _stop(process)


def local_sites_settings() -> dict[str, str]:
    """Settings that let the server audit sites the tests serve on 127.0.0.1: host names under `.test`
    resolve there (tests/e2e/loopback_hosts), and the crawl guard allows the private address."""
    path = os.pathsep.join(filter(None, [str(Path(__file__).with_name("loopback_hosts")), os.environ.get("PYTHONPATH")]))
    return {"RANKLENS_CRAWL_ALLOW_PRIVATE": "1", "PYTHONPATH": path}


@pytest.fixture(scope="session")
def server(server_data_dir: Path) -> Iterator[str]:
    """The base URL of a product started as a user would: `ranklens up` on the embedded defaults, able
    to audit the tests' local sites (`local_sites_settings`)."""
    yield from run_server(server_data_dir, local_sites_settings())


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
        context = browser.new_context(base_url=server, locale=locale, viewport={"width": width, "height": height})
        context.set_default_timeout(15_000)
        contexts.append(context)
        return context

    yield open_context
    for context in contexts:
        context.close()


@pytest.fixture
def page(new_context):
    return new_context().new_page()
