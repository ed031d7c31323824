import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from alembic.script import ScriptDirectory
from click.testing import CliRunner
from sqlalchemy import select

from analytics.client import close_client
from analytics.schema import runner
from analytics.schema.ddl import Target
from api.accounts.models import User
from api.cli import main
from api.core import config, db
from api.core.migrate import alembic_config
from api.plans.service import active_subscription
from api.spa import console_dist

RANKLENS = Path(sys.executable).parent / "ranklens"


def _reset() -> None:
    close_client()
    if db.get_engine.cache_info().currsize:
        db.get_engine().dispose()
    config.get_settings.cache_clear()
    db.get_engine.cache_clear()
    db.get_sessionmaker.cache_clear()


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """Embedded defaults under a fresh data directory, whatever earlier tests put in the environment."""
    for name in ("RANKLENS_DATABASE_URL", "RANKLENS_CLICKHOUSE_URL", "RANKLENS_BROKER_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("RANKLENS_DATA_DIR", str(tmp_path))
    _reset()
    yield tmp_path
    _reset()


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_migrate_plan_check_and_apply_cover_both_stores(data_dir):
    plan = run("migrate", "--plan")
    assert plan.exit_code == 0
    assert "Transactional store (sqlite:///" in plan.output and "0001: initial schema" in plan.output
    analytics_count = len(runner.load(Target(database="default")))
    transactional_count = len(list(ScriptDirectory.from_config(alembic_config("sqlite://")).walk_revisions()))
    assert f"Analytics store (chdb://{data_dir}/chdb): {analytics_count} pending" in plan.output
    assert "  0001_history_and_events_log" in plan.output
    assert run("migrate", "--check").exit_code == 1

    applied = run("migrate")
    assert applied.exit_code == 0
    assert f"Transactional store: {transactional_count} applied; analytics store: {analytics_count} applied." in applied.output
    assert (data_dir / "ranklens.sqlite3").is_file() and (data_dir / "chdb").is_dir()

    check = run("migrate", "--check")
    assert check.exit_code == 0
    assert check.output.count(": 0 pending") == 2
    assert "0 applied; analytics store: 0 applied" in run("migrate").output


def test_createuser_makes_a_verified_account_that_still_owes_its_profile(data_dir):
    run("migrate")
    result = run("createuser", "Ops@Example.com", "--password", "Secret-pass-1", "--plan", "2", "--name", "Ops")
    assert result.exit_code == 0, result.output
    assert re.search(r"Created user \d+ <ops@example.com>\.", result.output)
    with db.get_sessionmaker()() as session:
        user = session.scalar(select(User).where(User.email == "ops@example.com"))
        assert user.name == "Ops"
        assert user.email_verified_at is not None
        assert user.profile_completed_at is None
        assert active_subscription(session, user).plan_id == 2
    outbox = data_dir / "outbox"
    assert not outbox.exists() or not any(outbox.iterdir())  # no "verify your e-mail" mail


def test_createuser_explains_what_is_wrong(data_dir):
    run("migrate")
    short = run("createuser", "new@example.com", "--password", "short")
    assert short.exit_code == 1
    assert "password: Password must be at least 8 characters" in short.output
    assert run("createuser", "new@example.com", "--password", "Secret-pass-1").exit_code == 0
    again = run("createuser", "new@example.com", "--password", "Secret-pass-1")
    assert again.exit_code == 1 and "Error:" in again.output


def test_cluster_processes_refuse_to_start_in_embedded_mode(data_dir):
    for command in ("api", "worker", "beat"):
        result = run(command)
        assert result.exit_code == 2
        assert "needs RANKLENS_BROKER_URL" in result.output and "ranklens up" in result.output


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_up_migrates_and_serves_the_api_and_console(tmp_path):
    port = _free_port()
    env = {k: v for k, v in os.environ.items()
           if k not in ("RANKLENS_DATABASE_URL", "RANKLENS_CLICKHOUSE_URL", "RANKLENS_BROKER_URL",
                        "RANKLENS_DATA_DIR", "RANKLENS_FORWARDED_ALLOW_IPS")}
    env["RANKLENS_LOGIN_ADDRESS_MAX_ATTEMPTS"] = "5"
    log = (tmp_path / "up.log").open("w+")
    process = subprocess.Popen([str(RANKLENS), "up", "--port", str(port), "--data-dir", str(tmp_path / "data")],
                               env=env, stdout=log, stderr=subprocess.STDOUT, cwd=tmp_path)
    address = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while f"RankLens is running at {address}" not in _read(log):
            assert process.poll() is None and time.monotonic() < deadline, _read(log)
            time.sleep(0.2)
        health = httpx.get(f"{address}/api/health", timeout=10)
        assert health.status_code == 200 and health.json()["status"] == "ok"
        assert (tmp_path / "data" / "ranklens.sqlite3").is_file() and (tmp_path / "data" / "chdb").is_dir()
        if (console_dist(config.Settings()) / "index.html").is_file():
            # "/" needs a session: the server sends a visitor to the sign-in page of the console.
            index = httpx.get(f"{address}/", timeout=10, follow_redirects=True)
            assert index.status_code == 200 and "<div id=\"root\">" in index.text
            assert index.url.path == "/auth" and index.url.params["to"] == "/"
        # No proxy is trusted by default, not even one on 127.0.0.1 (uvicorn's own default): a client
        # cannot pass the address's sign-in limit by naming another address in X-Forwarded-For.
        for n in range(6):
            guess = httpx.post(f"{address}/api/login", json={"email": f"guess{n}@example.com", "password": "wrong-pw"},
                               headers={"X-Forwarded-For": f"198.51.100.{n}"}, timeout=10)
            assert guess.status_code == (400 if n < 5 else 429), guess.text
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        output = _read(log)
        log.close()
    assert process.returncode == 0, output


def _read(log) -> str:
    log.seek(0)
    return log.read()
