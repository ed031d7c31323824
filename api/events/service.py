"""What a signed-in browser's event stream carries, as server-sent event frames.

On connect: ``version`` {version}. Then, from the user's channel: ``force_logout`` {reason} when the event
names this stream's session among the ended ones (the stream ends after it), ``job`` {operation}
when an operation finishes, and ``ranking_drop`` {site_id, site_name, date, keywords} when tracked keywords
dropped beyond the project's alert threshold (api.rankings.alerts). A comment line every
``HEARTBEAT_SECONDS`` keeps proxies from closing it.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

from api.core.config import APP_VERSION
from api.core.events import get_bus, user_channel

HEARTBEAT_SECONDS = 15.0
RETRY_MILLISECONDS = 5000  # how long the browser's EventSource waits before reconnecting
# Events passed to the browser as published; anything else on the channel stays on the server.
FORWARDED = {"job", "ranking_drop"}


def frame(event: str, data: dict) -> str:
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def for_browser(message: dict, session_id: int | None) -> tuple[str, dict] | None:
    """The (event, data) to send for a bus message, or None when this stream must not see it."""
    event, data = message.get("event"), message.get("data") or {}
    if event == "force_logout":
        if session_id is not None and session_id in data.get("session_ids", ()):
            return event, {"reason": data.get("reason")}
        return None
    if event in FORWARDED:
        return event, data
    return None


async def event_stream(user_id: int, session_id: int | None) -> AsyncIterator[str]:
    bus = get_bus()
    channel = user_channel(user_id)
    queue = bus.subscribe(channel)  # before `version`: a client that has it will not miss what follows
    try:
        yield f"retry: {RETRY_MILLISECONDS}\n" + frame("version", {"version": APP_VERSION})
        while True:
            try:
                message = await asyncio.wait_for(queue.get(), timeout=HEARTBEAT_SECONDS)
            except TimeoutError:
                yield ": heartbeat\n\n"
                continue
            outgoing = for_browser(message, session_id)
            if outgoing is None:
                continue
            yield frame(*outgoing)
            if outgoing[0] == "force_logout":
                return  # this session has ended: nothing more is meant for it
    finally:
        bus.unsubscribe(channel, queue)
