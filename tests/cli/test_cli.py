import os
import re
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

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
from tests.ranklens_server import free_port

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


def test_codes_add_and_list(data_dir):
    run("migrate")
    made = run("codes", "add", "LAUNCH20", "--percent", "20", "--plan", "10", "--period", "yearly",
               "--max-uses", "100", "--expires", "2027-01-01")
    assert made.exit_code == 0, made.output
    assert "Created promo code LAUNCH20." in made.output
    assert run("codes", "add", "TRY14", "--kind", "trial", "--plan", "10", "--days", "14").exit_code == 0
    listed = run("codes", "list").output.splitlines()
    assert listed == ["LAUNCH20\tpromo\t20% off\tplan 10\tused 0/100\texpires 2027-01-01",
                      "TRY14\ttrial\t14 days\tplan 10\tused 0/∞\texpires -"]
    both = run("codes", "add", "BOTH", "--percent", "10", "--amount", "100")
    assert both.exit_code == 1
    assert "discount_percent: Give either a percentage or an amount off" in both.output
    assert "code: This code exists already" in run("codes", "add", "launch20", "--amount", "100").output


def test_cluster_processes_refuse_to_start_in_embedded_mode(data_dir):
    for command in ("api", "worker", "beat"):
        result = run(command)
        assert result.exit_code == 2
        assert "needs RANKLENS_BROKER_URL" in result.output and "ranklens up" in result.output


@pytest.fixture
def started(monkeypatch):
    """What the process commands started, instead of serving or working (so a refusal is all that is seen)."""
    from api import cli
    from api.worker.app import app

    calls = []
    monkeypatch.setattr(cli, "_serve", lambda settings, host, port, announce: calls.append("api"))
    monkeypatch.setattr(app, "worker_main", lambda argv: calls.append("worker"))
    monkeypatch.setattr(app, "start", lambda argv: calls.append("beat"))
    return calls


@pytest.mark.parametrize("key", [None, "test-secret", "change-me-in-production"])
def test_cluster_processes_refuse_to_start_without_a_strong_secret_key(data_dir, monkeypatch, started, key):
    monkeypatch.setenv("RANKLENS_BROKER_URL", "redis://127.0.0.1:6379/13")
    if key is None:
        monkeypatch.delenv("RANKLENS_SECRET_KEY", raising=False)
    else:
        monkeypatch.setenv("RANKLENS_SECRET_KEY", key)
    for command in ("api", "worker", "beat"):
        result = run(command)
        assert result.exit_code == 1, result.output
        assert "RANKLENS_SECRET_KEY" in result.output
        assert "python3 -c 'import secrets; print(secrets.token_urlsafe(48))'" in result.output
    assert started == []
    monkeypatch.setenv("RANKLENS_SECRET_KEY", "k" * 32)
    assert [run(command).exit_code for command in ("api", "worker", "beat")] == [0, 0, 0]
    assert started == ["api", "worker", "beat"]


@pytest.mark.parametrize(("host", "origin"), [("127.0.0.1", "http://127.0.0.1:8123"), ("0.0.0.0", "http://127.0.0.1:8123"),
                                            ("::", "http://[::1]:8123"), ("10.0.0.5", "http://10.0.0.5:8123")])
def test_the_api_records_its_own_address_for_the_pdf_browser(data_dir, monkeypatch, host, origin):
    import uvicorn

    seen = []

    def serve(server, sockets=None) -> None:
        seen.append((config.get_settings().pdf_origin, config.get_settings().trusted_hosts))
        server.started = True

    monkeypatch.setattr(uvicorn.Server, "run", serve)
    monkeypatch.setattr(signal, "signal", lambda *args: None)  # the test process keeps its handlers
    monkeypatch.setenv("RANKLENS_BROKER_URL", "redis://127.0.0.1:6379/13")
    monkeypatch.setenv("RANKLENS_SECRET_KEY", "k" * 32)
    monkeypatch.setenv("RANKLENS_INTERNAL_URL", "")  # unset; the command records its own
    monkeypatch.setenv("RANKLENS_PUBLIC_URL", "https://app.example.com")
    monkeypatch.delenv("RANKLENS_ALLOWED_HOSTS", raising=False)  # the API tests' "testserver"
    result = run("api", "--host", host, "--port", "8123")
    assert result.exit_code == 0, result.output
    [(pdf_origin, trusted)] = seen
    assert pdf_origin == origin and config.host_name(urlsplit(origin).netloc) in trusted
    assert ("Listening on every address" in result.output) == (host in ("0.0.0.0", "::"))


def test_up_hands_its_settings_over_without_writing_the_environment(data_dir, monkeypatch):
    # `up --data-dir` and the sandbox server it starts are settings of this process, not variables left in
    # os.environ for whatever reads it next (a later command in the same process, a test).
    import api.worker.app as worker_app
    from api import cli
    from api.rankings import sandbox

    served = []

    class Embedded:
        def stop(self) -> None:
            served.append("stopped")

    monkeypatch.setattr(worker_app, "start_embedded_worker", lambda: Embedded())
    monkeypatch.setattr(cli, "_serve", lambda settings, host, port, announce: served.append(
        (settings, config.get_settings(), dict(os.environ))))
    for name in ("RANKLENS_SERP_SANDBOX_URL", "RANKLENS_SERPAPI_KEY", "RANKLENS_SERPER_KEY",
                 "RANKLENS_DATAFORSEO_LOGIN", "RANKLENS_SERP_PROXIES", "RANKLENS_SECRET_KEY"):
        monkeypatch.delenv(name, raising=False)
    elsewhere = data_dir / "elsewhere"
    before = dict(os.environ)
    result = run("up", "--data-dir", str(elsewhere))
    assert result.exit_code == 0, result.output
    [(settings, current, environment), stopped] = served
    assert stopped == "stopped" and current is settings
    assert settings.data_dir == elsewhere.resolve() and (elsewhere / "ranklens.sqlite3").is_file()
    assert settings.serp_sandbox_url and settings.serp_sandbox_url in result.output
    assert environment == before and dict(os.environ) == before
    assert sandbox._server is None  # stopped with the server


def test_up_refuses_the_public_placeholder_key(data_dir, monkeypatch, started):
    monkeypatch.setenv("RANKLENS_SECRET_KEY", "change-me-in-production")
    result = run("up", "--data-dir", str(data_dir))
    assert result.exit_code == 1 and "public placeholder" in result.output
    assert started == [] and not (data_dir / "ranklens.sqlite3").exists()


def test_up_migrates_and_serves_the_api_and_console(tmp_path):
    port = free_port()
    env = {k: v for k, v in os.environ.items()
           if k not in ("RANKLENS_DATABASE_URL", "RANKLENS_CLICKHOUSE_URL", "RANKLENS_BROKER_URL",
                        "RANKLENS_DATA_DIR", "RANKLENS_SECRET_KEY", "RANKLENS_ALLOWED_HOSTS",
                        "RANKLENS_FORWARDED_ALLOW_IPS")}
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
        # the key it made for itself, kept for the owner only, is the one every command on the directory reads
        key_file = tmp_path / "data" / "secret_key"
        assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
        on_the_directory = config.Settings(_env_file=None, data_dir=tmp_path / "data", RANKLENS_SECRET_KEY=None)
        assert on_the_directory.secret_key == key_file.read_text().strip()
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
