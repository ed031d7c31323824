import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import redis
from celery._state import _set_task_join_will_block
from celery.schedules import schedule
from sqlalchemy.exc import OperationalError

from api.core.config import Settings
from api.worker import outages, reservations
from api.worker.app import QUEUES, make_app, route_by_prefix, start_embedded_worker, task_modules
from api.worker.app import app as product_app

REDIS_URL = os.environ.get("RANKLENS_TEST_REDIS_URL")
RANKLENS = Path(sys.executable).parent / "ranklens"


@pytest.fixture(autouse=True)
def product_app_stays_current():
    """A Celery app built here becomes the thread's current app, and a worker started here makes its app the
    process's default (celery.app.trace.setup_worker_optimizations) and marks the process as one where waiting
    on a result blocks: all undone after the test, or the shared tasks other tests send (from any thread)
    would go to this app, and their waits on results would be refused."""
    yield
    product_app.set_current()
    product_app.set_default()
    _set_task_join_will_block(False)


def test_tasks_are_routed_to_the_queue_named_by_their_prefix():
    assert [route_by_prefix(f"{q}.anything", (), {}, {})["queue"] for q in QUEUES] == list(QUEUES)
    assert route_by_prefix("unprefixed", (), {}, {}) == {"queue": "default"}
    assert "api.worker.tasks" in task_modules()


def test_embedded_worker_and_beat_run_tasks_in_this_process(tmp_path):
    app = make_app(Settings(data_dir=tmp_path, broker_url=None))
    beats = []

    @app.task(name="default.beat_probe")
    def beat_probe():
        beats.append(1)

    app.conf.beat_schedule = {"probe": {"task": "default.beat_probe", "schedule": schedule(0.5)}}
    assert app.conf.broker_url == "memory://"
    embedded = start_embedded_worker(app, concurrency=2)
    try:
        result = app.tasks["default.ping"].delay(echo="你好")
        reply = result.get(timeout=20, disable_sync_subtasks=False)
        assert reply["reply"] == "pong" and reply["echo"] == "你好"
        assert reply["worker"].startswith("embedded@")
        assert _wait_for(lambda: len(beats) >= 2)  # beat sent it on schedule, the worker ran it
    finally:
        embedded.stop()
    assert not embedded.thread.is_alive()


def _wait_for(condition, timeout: float = 20) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


@pytest.mark.redis
def test_round_trip_through_redis_and_a_worker_process(tmp_path):
    if not REDIS_URL:
        pytest.skip("RANKLENS_TEST_REDIS_URL is not set")
    env = {**os.environ, "RANKLENS_BROKER_URL": REDIS_URL, "RANKLENS_RESULT_BACKEND": REDIS_URL,
           "RANKLENS_DATA_DIR": str(tmp_path), "RANKLENS_SECRET_KEY": "k" * 32}
    log = (tmp_path / "worker.log").open("w+")
    worker = subprocess.Popen([str(RANKLENS), "worker", "--queues", "default", "--concurrency", "1"],
                              env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        app = make_app(Settings(data_dir=tmp_path, broker_url=REDIS_URL, result_backend=REDIS_URL))
        result = app.send_task("default.ping", kwargs={"echo": "こんにちは"})
        assert _wait_for(lambda: result.ready() or worker.poll() is not None, timeout=60), _read(log)
        assert worker.poll() is None, _read(log)
        reply = result.get(timeout=5, disable_sync_subtasks=False)
        assert reply["reply"] == "pong" and reply["echo"] == "こんにちは"
        assert reply["worker"] != "" and not reply["worker"].startswith("embedded@")
    finally:
        worker.terminate()
        try:
            worker.wait(timeout=30)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()
        log.close()
    assert worker.returncode == 0


def _read(log) -> str:
    log.seek(0)
    return log.read()


def test_a_task_waits_out_a_store_that_does_not_answer(tmp_path, monkeypatch):
    """Tried again after a backoff while the store is away (here: twice), then done; never failed for it."""
    monkeypatch.setattr(outages, "FIRST_DELAY_S", 0)
    app = make_app(Settings(data_dir=tmp_path, broker_url=None))
    tries = []

    @app.task(name="default.outage_probe")
    def outage_probe():
        tries.append(1)
        if len(tries) < 3:
            raise OperationalError("SELECT 1", {}, ConnectionRefusedError("the database is restarting"))
        return "stored"

    embedded = start_embedded_worker(app, concurrency=1)
    try:
        assert outage_probe.delay().get(timeout=20, disable_sync_subtasks=False) == "stored"
    finally:
        embedded.stop()
    assert len(tries) == 3
    assert [outages.outage_delay(n) for n in range(7)] == [0] * 7  # the patched first delay
    monkeypatch.undo()
    assert [outages.outage_delay(n) for n in range(7)] == [10, 20, 40, 80, 160, 300, 300]


@pytest.mark.redis
def test_a_cluster_worker_renews_the_tasks_it_holds_and_no_others():
    if not REDIS_URL:
        pytest.skip("RANKLENS_TEST_REDIS_URL is not set")
    app = make_app(Settings(broker_url=REDIS_URL, task_visibility_seconds=60))
    assert reservations.RenewReservations in app.steps["worker"]
    assert app.conf.broker_transport_options == {"visibility_timeout": 60, "unacked_restore_interval": 10,
                                                 "unacked_restore_throttle": 1}
    client = redis.Redis.from_url(REDIS_URL)
    client.delete(reservations.UNACKED_INDEX)
    client.zadd(reservations.UNACKED_INDEX, {"held": 1.0, "other": 2.0})
    try:
        reservations.renew(client, ["held", "acknowledged"], 1000.0)
        assert client.zrange(reservations.UNACKED_INDEX, 0, -1, withscores=True) == [(b"other", 2.0), (b"held", 1000.0)]
    finally:
        client.delete(reservations.UNACKED_INDEX)
