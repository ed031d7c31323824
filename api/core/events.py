"""Publish/subscribe for server-sent events.

Embedded mode keeps subscribers in this process; cluster mode relays through Redis pub/sub so an
event published by any API or worker process reaches the browser connected to any API process.
Channels: ``user.{id}`` for a user's events. An event is ``{"event": name, "data": {...}}``.
Delivery is best effort (a browser that is not connected at that moment misses the event).
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections import defaultdict

import redis

from api.core.config import get_settings

log = logging.getLogger(__name__)


class InProcessBus:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscribers: dict[str, set[tuple[asyncio.AbstractEventLoop, asyncio.Queue]]] = defaultdict(set)

    def publish(self, channel: str, event: str, data: dict) -> None:
        """Safe to call from any thread (request handlers, Celery worker threads)."""
        self._deliver(channel, {"event": event, "data": data})

    def _deliver(self, channel: str, message: dict) -> None:
        """Hands a message to this process's subscribers of ``channel``."""
        with self._lock:
            targets = list(self._subscribers.get(channel, ()))
        for loop, queue in targets:
            if loop.is_closed():
                # A subscriber whose loop ended without unsubscribing must not break the publisher
                # (a login publishing force_logout would otherwise fail).
                self.unsubscribe(channel, queue)
                continue
            try:
                loop.call_soon_threadsafe(queue.put_nowait, message)
            except RuntimeError:  # the loop closed between the check and the call
                self.unsubscribe(channel, queue)

    def subscribe(self, channel: str) -> asyncio.Queue:
        queue: asyncio.Queue = asyncio.Queue()
        with self._lock:
            self._subscribers[channel].add((asyncio.get_running_loop(), queue))
        return queue

    def unsubscribe(self, channel: str, queue: asyncio.Queue) -> None:
        with self._lock:
            remaining = {s for s in self._subscribers.get(channel, ()) if s[1] is not queue}
            if remaining:
                self._subscribers[channel] = remaining
            else:
                self._subscribers.pop(channel, None)


class RedisBus(InProcessBus):
    """Cluster mode: events go through Redis pub/sub.

    ``publish`` sends to Redis from any process (API or worker). A process with subscribers runs one
    listener thread that pattern-subscribes to every RankLens channel and hands each message to its
    local subscribers, so an API process holds one Redis connection however many streams it serves.
    """

    PREFIX = "ranklens:events:"

    def __init__(self, url: str) -> None:
        super().__init__()
        self._redis = redis.Redis.from_url(url, health_check_interval=30)
        self._listener: threading.Thread | None = None
        self._listener_lock = threading.Lock()
        self._listening = threading.Event()
        self._stop = threading.Event()

    def publish(self, channel: str, event: str, data: dict) -> None:
        """Live news only (what it reports is stored): while Redis is away it is dropped, and the work or the
        request that sent it goes on."""
        try:
            self._redis.publish(self.PREFIX + channel, json.dumps({"event": event, "data": data}))
        except redis.RedisError as exc:
            log.warning("event %s on %s not sent: %s", event, channel, exc)

    def subscribe(self, channel: str) -> asyncio.Queue:
        self._start_listener()
        return super().subscribe(channel)

    def close(self) -> None:
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=5)
        self._redis.close()

    def _start_listener(self) -> None:
        with self._listener_lock:
            if self._listener is not None:
                return
            self._listener = threading.Thread(target=self._listen, name="events-redis", daemon=True)
            self._listener.start()
        # Only at the first subscription: wait until Redis confirms, so the first stream misses nothing.
        if not self._listening.wait(timeout=5):
            log.warning("events: Redis pub/sub is not answering yet; events may be missed")

    def _listen(self) -> None:
        while not self._stop.is_set():
            pubsub = self._redis.pubsub()
            try:
                pubsub.psubscribe(self.PREFIX + "*")
                while not self._stop.is_set():
                    message = pubsub.get_message(timeout=1.0)
                    if message is None:
                        continue
                    if message["type"] == "psubscribe":
                        self._listening.set()
                    elif message["type"] == "pmessage":
                        channel = message["channel"].decode()[len(self.PREFIX):]
                        self._deliver(channel, json.loads(message["data"]))
            except (redis.RedisError, OSError) as exc:
                log.warning("events: Redis pub/sub connection lost (%s); reconnecting", exc)
                self._stop.wait(1)
            finally:
                pubsub.close()


_bus: InProcessBus | None = None
_bus_lock = threading.Lock()


def get_bus() -> InProcessBus:
    """This process's bus: Redis when settings name one (cluster mode), else in-process."""
    global _bus
    with _bus_lock:
        if _bus is None:
            url = get_settings().events_redis_url
            _bus = RedisBus(url) if url else InProcessBus()
        return _bus


def reset_bus() -> None:
    """Closes this process's bus; the next publish opens one for the settings then (tests that change where
    events travel put it back this way)."""
    global _bus
    with _bus_lock:
        if isinstance(_bus, RedisBus):
            _bus.close()
        _bus = None


def publish(channel: str, event: str, data: dict) -> None:
    get_bus().publish(channel, event, data)


def user_channel(user_id: int) -> str:
    return f"user.{user_id}"
