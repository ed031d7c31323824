"""The `ranklens` command as a user runs it, for the end-to-end tests and the browser benches alike: one-off
commands on a data directory (`migrate`, `createuser`), and `ranklens up` on a free port for the length of a
`with` block, on the embedded defaults (nothing from the caller's RANKLENS_* environment leaks in)."""

from __future__ import annotations

import os
import shutil
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


class ServerFailed(RuntimeError):
    """`ranklens up` exited or did not answer in time; the message ends with its log."""


def ranklens_command() -> list[str]:
    """The `ranklens` script of this environment, else through uv."""
    script = Path(sys.executable).with_name("ranklens")
    return [str(script)] if script.is_file() else [shutil.which("uv") or "uv", "run", "ranklens"]


def clean_env(data_dir: Path, **settings: str) -> dict[str, str]:
    """This environment without RANKLENS_* variables (the embedded defaults), on ``data_dir``, plus
    ``settings``."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("RANKLENS_")}
    return {**env, "RANKLENS_DATA_DIR": str(data_dir), **settings}


def ranklens(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    """A one-off command (``ranklens("createuser", …, env=clean_env(data_dir))``); raises when it fails."""
    return subprocess.run([*ranklens_command(), *args], cwd=ROOT, env=env, check=True, capture_output=True)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)


@contextmanager
def started(args: list[str], env: dict[str, str] | None, log_path: Path) -> Iterator[subprocess.Popen]:
    """``args`` run from the repository in a session of its own, its output in ``log_path``; stopped afterwards."""
    with log_path.open("wb") as log:
        process = subprocess.Popen(args, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    try:
        yield process
    finally:
        _stop(process)


def wait_until_answering(url: str, process: subprocess.Popen, log_path: Path, name: str) -> None:
    """Returns once ``url`` answers 200; :class:`ServerFailed` (with the end of its log) when ``process`` exits or
    does not answer within :data:`START_TIMEOUT_S`."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while True:
        if process.poll() is not None:
            raise ServerFailed(f"{name} exited with {process.returncode}:\n{log_path.read_text()[-4000:]}")
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            raise ServerFailed(f"{name} did not answer within {START_TIMEOUT_S} s:\n{log_path.read_text()[-4000:]}")
        time.sleep(0.5)


@contextmanager
def serving(data_dir: Path, env: dict[str, str], log_path: Path) -> Iterator[str]:
    """`ranklens up` on ``data_dir`` on a free port of 127.0.0.1, its base URL once /api/health answers
    (:class:`ServerFailed` if it exits or does not answer within :data:`START_TIMEOUT_S`); stopped afterwards."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    up = [*ranklens_command(), "up", "--host", "127.0.0.1", "--port", str(port), "--data-dir", str(data_dir)]
    with started(up, env, log_path) as process:
        wait_until_answering(f"{base}/api/health", process, log_path, "`ranklens up`")
        yield base
