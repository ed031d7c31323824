import asyncio
import os

import pytest

from api.core import config, events
from api.core.events import InProcessBus, RedisBus
from tests.asyncio_support import run_async

REDIS_URL = os.environ.get("RANKLENS_TEST_REDIS_URL")


def test_settings_choose_the_bus(monkeypatch):
    monkeypatch.setattr(events, "_bus", None)
    monkeypatch.delenv("RANKLENS_REDIS_URL", raising=False)
    monkeypatch.delenv("RANKLENS_BROKER_URL", raising=False)
    config.get_settings.cache_clear()
    assert type(events.get_bus()) is InProcessBus

    monkeypatch.setattr(events, "_bus", None)
    monkeypatch.setenv("RANKLENS_BROKER_URL", "redis://127.0.0.1:6379/15")
    config.get_settings.cache_clear()
    bus = events.get_bus()
    try:
        assert isinstance(bus, RedisBus)
    finally:
        bus.close()
        config.get_settings.cache_clear()


@pytest.mark.redis
def test_an_event_published_by_one_process_reaches_anothers_subscriber():
    if not REDIS_URL:
        pytest.skip("RANKLENS_TEST_REDIS_URL is not set")
    api_process, worker_process = RedisBus(REDIS_URL), RedisBus(REDIS_URL)

    async def scenario():
        queue = api_process.subscribe("user.42")
        worker_process.publish("user.43", "job", {"operation": {"id": 1}})
        worker_process.publish("user.42", "job", {"operation": {"id": 2, "type": "關鍵字排名"}})
        message = await asyncio.wait_for(queue.get(), timeout=10)
        assert message == {"event": "job", "data": {"operation": {"id": 2, "type": "關鍵字排名"}}}
        api_process.unsubscribe("user.42", queue)
        assert queue.empty()

    try:
        run_async(scenario)
    finally:
        api_process.close()
        worker_process.close()
