"""Publish/subscribe for server-sent events.

Embedded mode keeps subscribers in this process; cluster mode relays through Redis pub/sub so an
event published by any API or worker process reaches the browser connected to any API process.
Channels: ``user.{id}`` for a user's events. An event is ``{"event": name, "data": {...}}``.
"""

from __future__ import annotations

import asyncio
import threading
from collections import defaultdict


class InProcessBus:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscribers: dict[str, set[tuple[asyncio.AbstractEventLoop, asyncio.Queue]]] = defaultdict(set)

    def publish(self, channel: str, event: str, data: dict) -> None:
        """Safe to call from any thread (request handlers, Celery worker threads)."""
        message = {"event": event, "data": data}
        with self._lock:
            targets = list(self._subscribers.get(channel, ()))
        for loop, queue in targets:
            loop.call_soon_threadsafe(queue.put_nowait, message)

    def subscribe(self, channel: str) -> asyncio.Queue:
        queue: asyncio.Queue = asyncio.Queue()
        with self._lock:
            self._subscribers[channel].add((asyncio.get_running_loop(), queue))
        return queue

    def unsubscribe(self, channel: str, queue: asyncio.Queue) -> None:
        with self._lock:
            self._subscribers[channel] = {s for s in self._subscribers[channel] if s[1] is not queue}


_bus: InProcessBus | None = None


def get_bus() -> InProcessBus:
    global _bus
    if _bus is None:
        _bus = InProcessBus()
    return _bus


def publish(channel: str, event: str, data: dict) -> None:
    get_bus().publish(channel, event, data)


def user_channel(user_id: int) -> str:
    return f"user.{user_id}"
