"""The benches' `ranklens` commands: one-off commands on a data directory, and `ranklens up` on a free
port for the length of a `with` block (the browser benches run against it)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT_S = 90


def ranklens_command() -> list[str]:
    script = Path(sys.executable).with_name("ranklens")
    return [str(script)] if script.is_file() else ["uv", "run", "ranklens"]


def clean_env(data_dir: Path, **settings: str) -> dict[str, str]:
    """This environment without RANKLENS_* variables (the embedded defaults), on ``data_dir``, plus
    ``settings``."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("RANKLENS_")}
    return {**env, "RANKLENS_DATA_DIR": str(data_dir), **settings}


def ranklens(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([*ranklens_command(), *args], cwd=ROOT, env=env, check=True, capture_output=True)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def serving(data_dir: Path, env: dict[str, str], log_path: Path) -> Iterator[str]:
    """`ranklens up` on ``data_dir``, its base URL once /api/health answers; stopped afterwards."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with log_path.open("wb") as log:
        server = subprocess.Popen([*ranklens_command(), "up", "--port", str(port), "--data-dir", str(data_dir)],
                                  cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            try:
                if httpx.get(f"{base}/api/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or server.poll() is not None:
                sys.exit("ranklens up did not start:\n" + log_path.read_text()[-3000:])
            time.sleep(0.5)
        yield base
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
