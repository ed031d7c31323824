"""Co-editing a shared SEO writer document: the Yjs sync and awareness protocol (what the browser's
y-websocket provider speaks) served over the API's WebSocket by pycrdt-websocket, one room a document.

A room starts from the share's stored Yjs document and saves what its editors change (merged into the
stored document, the template's fields written from it: api.writers.share.save_state) ``SAVE_DELAY``
after the last change, at once when its last editor leaves, and when the API stops. Every save and every
``CHECK_SECONDS`` the room asks whether its share still runs; when it was stopped or has expired, every
editor is disconnected with ``ENDED`` and the room closes, so access ends at once.

Close codes (the console reads them): ``UNAUTHORISED`` 4401 (no session or share token, or a bad one: the
password again), ``FORBIDDEN`` 4403 (may not edit), ``NOT_FOUND`` 4404 (no such shared document), ``ENDED``
4410 (the share was stopped or expired).

A room lives in one API process. With several API processes (cluster mode, Redis configured) the rooms of one
document in different processes relay their edits, carets and the share's end to each other
(api.writers.relay), so editors who reach different processes co-edit live; each process saves what its own
editors changed (Yjs merges them in the stored document).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import anyio
from anyio import to_thread
from anyio.abc import TaskGroup
from pycrdt import Channel, TransactionEvent, YMessageType, create_awareness_message, read_message
from pycrdt.websocket import WebsocketServer, YRoom
from starlette.requests import HTTPConnection
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from api.core.config import get_settings
from api.core.db import get_sessionmaker
from api.core.errors import AppError
from api.core.hosts import host_allowed
from api.deps import resolve_auth
from api.writers import share as sharing
from api.writers.relay import AWARENESS, STOPPED, SYNC, UPDATE, Relay

log = logging.getLogger(__name__)

UNAUTHORISED, FORBIDDEN, NOT_FOUND, ENDED = 4401, 4403, 4404, 4410
_CLOSE_CODES = {401: UNAUTHORISED, 403: FORBIDDEN, 404: NOT_FOUND, 410: ENDED}
SAVE_DELAY = 0.5  # seconds without a change before a save: typing bursts make one write
CHECK_SECONDS = 3.0  # how late a stop or an expiry may cut off an editor who is not typing


class Refused(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class Connection(Channel):
    """A client's WebSocket as pycrdt's channel; closes with a code when its access ends."""

    def __init__(self, websocket: WebSocket, path: str, editor: str) -> None:
        self._websocket = websocket
        self._path = path
        self.editor = editor
        self._send_lock = anyio.Lock()

    @property
    def path(self) -> str:
        return self._path

    async def __anext__(self) -> bytes:
        try:
            return await self.recv()
        except (WebSocketDisconnect, RuntimeError, KeyError):  # closed, or a text frame (not the protocol)
            raise StopAsyncIteration() from None

    async def send(self, message: bytes) -> None:
        async with self._send_lock:
            if self._websocket.application_state == WebSocketState.CONNECTED:
                try:
                    await self._websocket.send_bytes(message)
                except WebSocketDisconnect:  # the editor has just gone: their receiving end says so
                    pass

    async def recv(self) -> bytes:
        return bytes(await self._websocket.receive_bytes())

    async def close(self, code: int) -> None:
        async with self._send_lock:
            if self._websocket.application_state == WebSocketState.CONNECTED:
                await self._websocket.close(code)


@dataclass
class Room:
    template_id: int
    yroom: YRoom
    connections: set[Connection] = field(default_factory=set)
    dirty: bool = False  # changed since the last save
    changed: anyio.Event = field(default_factory=anyio.Event)
    closed: bool = False
    relayed: bool = False  # applying another process's update (api.writers.relay): not this room's to save
    relay_scope: anyio.CancelScope | None = None

    def editors(self) -> list[str]:
        return sorted({connection.editor for connection in self.connections})


def _same_origin(websocket: WebSocket) -> bool:
    """A browser names the page that opened the socket; a page of another site must not co-edit with the
    visitor's session (cross-site WebSocket hijacking), so its origin's host must be this request's."""
    origin = websocket.headers.get("origin")
    host = websocket.headers.get("host", "")
    return origin is not None and urlsplit(origin).netloc.lower() == host.lower()


def admit(websocket: WebSocket, template_id: int, share_token: str | None) -> str:
    """The name an editor joins under, or :class:`Refused` with the close code (run in a thread: it reads
    the database)."""
    settings = get_settings()
    if not host_allowed(websocket.headers.get("host", ""), settings.trusted_hosts) or (
            "origin" in websocket.headers and not _same_origin(websocket)):
        raise Refused(FORBIDDEN)
    with get_sessionmaker()() as db:
        auth = None if share_token is not None else resolve_auth(websocket, db)
        if auth is not None and (auth.via == "print" or (auth.via == "cookie" and not _same_origin(websocket))):
            raise Refused(FORBIDDEN)
        try:
            return sharing.room_editor(db, template_id, auth.user if auth else None, share_token)
        except AppError as error:
            raise Refused(_CLOSE_CODES.get(error.status_code, FORBIDDEN)) from None


def _stored_state(template_id: int) -> bytes | None:
    with get_sessionmaker()() as db:
        return sharing.stored_state(db, template_id)


def _save(template_id: int, state: bytes | None, editors: list[str]) -> bool:
    """Saves the room's document (with none, only asks whether the share still runs)."""
    with get_sessionmaker()() as db:
        if state is None:
            return sharing.live_share(db, template_id) is not None
        return sharing.save_state(db, template_id, state, editors)


class CollabRooms:
    """The process's rooms. :meth:`running` wraps the app's lifespan."""

    def __init__(self) -> None:
        self._server: WebsocketServer | None = None
        self._tasks: TaskGroup | None = None
        self._rooms: dict[int, Room] = {}
        self._lock = anyio.Lock()
        self._relay: Relay | None = None

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        self._server = WebsocketServer(auto_clean_rooms=False, log=log, exception_handler=self._log_exception)
        url = get_settings().events_redis_url
        self._relay = Relay(url) if url else None
        async with self._server, anyio.create_task_group() as tasks:
            self._tasks = tasks
            try:
                yield
            finally:
                for room in list(self._rooms.values()):
                    await self._close(room, None)
                tasks.cancel_scope.cancel()
                if self._relay is not None:
                    await self._relay.close()
        self._server = self._tasks = self._relay = None

    @staticmethod
    def _log_exception(exception: Exception, logger: logging.Logger) -> bool:
        logger.warning("co-editing room: %r", exception)
        return True

    async def serve(self, websocket: WebSocket, template_id: int, editor: str) -> None:
        """Serves one accepted editor of ``template_id`` until they leave or their access ends."""
        connection = Connection(websocket, str(template_id), editor)
        room = await self._room(template_id)
        if room is None:
            await connection.close(NOT_FOUND)
            return
        room.connections.add(connection)
        try:
            await self._introduce(room, connection)
            await room.yroom.serve(connection)
        finally:
            room.connections.discard(connection)
            if not room.connections and not room.closed:
                await self._close(room, None)

    @staticmethod
    async def _introduce(room: Room, connection: Connection) -> None:
        """Tells a newcomer who is already there (names and carets): editors repeat their awareness only
        every 15 s, and pycrdt-websocket relays it but does not greet."""
        awareness = room.yroom.awareness
        present = [client for client, state in awareness.states.items() if state and client != awareness.client_id]
        if present:
            await connection.send(create_awareness_message(awareness.encode_awareness_update(present)))

    async def end(self, template_id: int) -> None:
        """Saves and closes the document's room now, in every process (the share is being stopped)."""
        if self._relay is not None:
            await self._relay.publish(template_id, STOPPED)
        room = self._rooms.get(template_id)
        if room is not None:
            await self._close(room, ENDED)

    async def _room(self, template_id: int) -> Room | None:
        async with self._lock:
            room = self._rooms.get(template_id)
            if room is not None and not room.closed:
                return room
            if self._server is None:
                raise RuntimeError("co-editing is not running (CollabRooms.running)")
            state = await to_thread.run_sync(_stored_state, template_id)
            if state is None:
                return None
            yroom = YRoom(ready=True, log=log, exception_handler=self._log_exception)
            yroom.ydoc.apply_update(state)
            room = Room(template_id, yroom)
            yroom.ydoc.observe(lambda event: self._changed(room, event))
            await self._server.start_room(yroom)
            self._rooms[template_id] = room
            if self._relay is not None:
                yroom.on_message = lambda message: self._awareness_out(room, message)
                self._tasks.start_soon(self._follow, room)
            self._tasks.start_soon(self._keep, room)
            return room

    def _changed(self, room: Room, event: TransactionEvent) -> None:
        if room.relayed:
            return
        room.dirty = True
        room.changed.set()
        if self._relay is not None:
            self._tasks.start_soon(self._relay.publish, room.template_id, UPDATE, event.update)

    def _awareness_out(self, room: Room, message: bytes) -> bool:
        """Relays an editor's awareness (name, caret) to the other processes; the room handles it as ever."""
        if message[:1] == bytes([YMessageType.AWARENESS]):
            self._tasks.start_soon(self._relay.publish, room.template_id, AWARENESS, message)
        return False

    async def _follow(self, room: Room) -> None:
        with anyio.CancelScope() as scope:
            room.relay_scope = scope
            if room.closed:
                return
            await self._relay.follow(room.template_id, lambda kind, payload: self._relayed(room, kind, payload),
                                     lambda: self._ask(room))

    async def _ask(self, room: Room) -> None:
        """Asks the other processes' rooms for whatever this room lacks (api.writers.relay's SYNC)."""
        await self._relay.publish(room.template_id, SYNC, room.yroom.ydoc.get_state())

    async def _relayed(self, room: Room, kind: bytes, payload: bytes) -> None:
        """Another process's message about the room's document (api.writers.relay)."""
        if room.closed:
            return
        try:
            if kind == UPDATE:
                room.relayed = True
                try:
                    room.yroom.ydoc.apply_update(payload)  # the room sends it on to its editors
                finally:
                    room.relayed = False
            elif kind == SYNC:
                missing = room.yroom.ydoc.get_update(payload)
                if len(missing) > 2:  # b"\x00\x00": nothing the asker lacks
                    await self._relay.publish(room.template_id, UPDATE, missing)
            elif kind == AWARENESS:
                for connection in list(room.connections):
                    self._tasks.start_soon(connection.send, payload)
                room.yroom.awareness.apply_awareness_update(read_message(payload[1:]), "relay")
            elif kind == STOPPED:
                self._tasks.start_soon(self._close, room, ENDED)  # not here: closing cancels this listener
        except (ValueError, IndexError) as error:  # a message this process cannot read must not end the room
            log.warning("co-editing relay: message %r for document %s not applied: %r", kind, room.template_id, error)

    async def _keep(self, room: Room) -> None:
        """Saves after each burst of changes and checks that the share still runs."""
        while not room.closed:
            with anyio.move_on_after(CHECK_SECONDS):
                await room.changed.wait()
                await anyio.sleep(SAVE_DELAY)
            if room.closed:
                return
            if self._relay is not None:  # whatever another process sent that this room missed
                await self._ask(room)
            if not await self._flush(room):
                await self._close(room, ENDED)

    async def _flush(self, room: Room) -> bool:
        """Saves the pending changes (or, with none, only asks whether the share still runs)."""
        room.changed = anyio.Event()
        # the whole document: an update alone may refer to what came before it
        state = room.yroom.ydoc.get_update() if room.dirty else None
        room.dirty = False
        try:
            return await to_thread.run_sync(_save, room.template_id, state, room.editors())
        except Exception:
            room.dirty = room.dirty or state is not None  # tried again at the next save
            log.exception("co-edited document %s not saved", room.template_id)
            return True

    async def _close(self, room: Room, code: int | None) -> None:
        if room.closed:
            return
        room.closed = True
        if room.relay_scope is not None:
            room.relay_scope.cancel()
        if room.dirty:
            # the last editor's handler may be cancelled as it leaves (a server stopping): the room is already
            # marked closed, so nothing would save these edits after it
            with anyio.CancelScope(shield=True):
                await self._flush(room)
        for connection in list(room.connections):
            await connection.close(code or ENDED)
        if self._rooms.get(room.template_id) is room:
            del self._rooms[room.template_id]
        await room.yroom.stop()


def rooms_of(connection: HTTPConnection) -> CollabRooms:
    """The app's rooms (api.main's lifespan makes them)."""
    return connection.app.state.collab_rooms
