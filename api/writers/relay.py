"""Live co-editing across API processes (cluster mode): the rooms of one shared document in different
processes exchange their Yjs updates and their editors' awareness (names, carets) over a Redis pub/sub
channel of the document, so editors who reach different processes see each other type.

A message is the sending process's id (16 bytes), a kind and a payload:

- ``UPDATE``: a Yjs update, applied to the room's document (and so sent on to the room's editors);
- ``AWARENESS``: an editor's awareness message as the browser sent it, sent on to the room's editors;
- ``SYNC``: a room's state vector, asking the others for what it lacks. Pub/sub delivers at most once,
  and a room that opens while another process still holds unsaved edits starts from the stored document:
  a room asks when it opens and every few seconds after (CollabRooms), and each other room answers with
  the updates the asker lacks, so a lost message delays an edit but never leaves a room behind;
- ``STOPPED``: the share was stopped; every process closes the document's room at once.

A process skips its own messages. Redis failing stops the relay, never the editing: each process's rooms
keep serving their own editors and saving, and the relay listens again once Redis answers.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Awaitable, Callable

import anyio
import redis.asyncio as aioredis
from redis.exceptions import RedisError

log = logging.getLogger(__name__)

UPDATE, AWARENESS, SYNC, STOPPED = b"u", b"a", b"s", b"e"
_ORIGIN_BYTES = 16
RETRY_SECONDS = 1.0
CONNECT_TIMEOUT_SECONDS = 2.0


class Relay:
    def __init__(self, url: str) -> None:
        # a Redis that does not answer must not hold a room up for the system's TCP timeout
        self._redis = aioredis.from_url(url, socket_connect_timeout=CONNECT_TIMEOUT_SECONDS)
        # pub/sub channels are shared by every database of a Redis server: the database keeps deployments apart
        database = self._redis.connection_pool.connection_kwargs.get("db", 0)
        self._prefix = f"ranklens:{database}:collab:"
        self.origin = uuid.uuid4().bytes

    def channel(self, template_id: int) -> str:
        return f"{self._prefix}{template_id}"

    async def publish(self, template_id: int, kind: bytes, payload: bytes = b"") -> None:
        try:
            await self._redis.publish(self.channel(template_id), self.origin + kind + payload)
        except (RedisError, OSError) as error:
            log.warning("co-editing relay: not published to document %s: %r", template_id, error)

    async def follow(self, template_id: int, receive: Callable[[bytes, bytes], Awaitable[None]],
                     subscribed: Callable[[], Awaitable[None]]) -> None:
        """Hands every other process's message about ``template_id`` to ``receive(kind, payload)`` until
        cancelled, listening again a second after Redis fails; ``subscribed()`` each time it listens (from
        then on nothing is missed: the time to ask the others for what came before)."""
        while True:
            pubsub = self._redis.pubsub()
            try:
                await pubsub.subscribe(self.channel(template_id))
                await subscribed()
                async for message in pubsub.listen():
                    data = message.get("data")
                    if message.get("type") != "message" or data[:_ORIGIN_BYTES] == self.origin:
                        continue
                    await receive(data[_ORIGIN_BYTES:_ORIGIN_BYTES + 1], data[_ORIGIN_BYTES + 1:])
            except (RedisError, OSError) as error:
                log.warning("co-editing relay: document %s not followed: %r", template_id, error)
            finally:
                with anyio.CancelScope(shield=True):
                    try:
                        await pubsub.aclose()
                    except (RedisError, OSError):
                        pass
            await anyio.sleep(RETRY_SECONDS)

    async def close(self) -> None:
        await self._redis.aclose()
