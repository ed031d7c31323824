"""Co-editing one SEO writer document with 10 editors at once: how long an edit takes to reach the others.

Issue 16's target: update latency p95 ≤ 150 ms on loopback with 10 simultaneous editors on one document.

1. A fresh data directory is migrated (`ranklens migrate`), a plan-7 user made (`ranklens createuser`) and
   signed in; the API, served by uvicorn as `ranklens up` serves it (``api.cli._serve``: its gc.freeze and
   proxy settings, without the embedded worker and beat, which co-editing does not use), makes a document,
   shares it and unlocks the share. ``--editors`` editors connect over real WebSockets to
   ``/api/writers/collab/{id}``: the owner by session, the rest by the share token, each with the Origin
   header a browser sends; each syncs (Yjs sync steps 1 and 2) and announces itself (awareness), as
   y-websocket's provider does.
2. The peer, in the same run and served the same way: pycrdt-websocket's own bare ``ASGIServer`` over a
   ``WebsocketServer`` (no sign-in, no share check, no saving), the same editors and the same starting
   document (the first editor brings it).
3. Turns: ``--rounds`` edits, the editors taking turns; an edit is a few characters typed at the end of the
   body's paragraph (pycrdt's XmlText), sent as a Yjs update, followed by the editor's caret as an
   awareness update (the console's caret plugin sends one per keystroke). Latency is from the keystroke to
   each of the other editors having received and applied the update: ``editors - 1`` samples an edit. The
   next edit starts when every editor has it and at least ``--interval`` ms after the last one (the default,
   20 ms, is 50 keystrokes a second in the room, 5 a second for each of 10 editors).
4. Burst: every editor types at the same moment, ``rounds / editors`` times (so as many samples as the
   turns), the next burst once all of one have arrived everywhere.

Ours saves the room's document to SQLite half a second after edits (api.writers.collab), as it does in
use; that work is in its figures, the peer has none. ``--processes 2`` serves ours from two API processes
joined by Redis (``--redis``; cluster mode's relay, api.writers.relay), the editors taking them in turn, so
every edit reaches half the editors through the other process; the peer has no such mode and stays one
process. Percentiles are bench/machine.py's rule over every
(edit, receiver) pair. Server CPU is the uvicorn process's own (utime + stime from /proc), per edit; the
editors all run in this process on one event loop, and its CPU (``time.process_time``) is printed too,
since on a small machine the clients compete with the server for cores.

    .venv/bin/python bench/co_editing.py [--editors 10 --rounds 200] [--processes 2 --redis redis://127.0.0.1:6379/14]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import gc
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from machine import machine, p95

from tests.ranklens_server import clean_env, free_port, ranklens

TARGET_P95_MS = 150
PASSWORD = "bench-password-9"
SHARE_PASSWORD = "share-pass-9"
ROOM_TIMEOUT_S = 10.0  # an edit not everywhere by then is a failure, not a slow sample
MARKER = re.compile(r"#(\d+)\.")  # what each edit types: "#<edit number>." (unique, so arrivals can be told apart)


# --- the servers (child processes: `co_editing.py --serve ranklens|peer --port N`) ---------------------


def serve_ranklens(port: int) -> None:
    """The API as `ranklens up` serves it, on the environment's data directory."""
    from api import cli

    cli._serve(cli._settings(), "127.0.0.1", port, announce=False)


def serve_peer(port: int) -> None:
    """pycrdt-websocket's bare server, under the same uvicorn settings and the same gc.freeze as ours."""
    import uvicorn
    from pycrdt.websocket import ASGIServer, WebsocketServer

    websocket_server = WebsocketServer(auto_clean_rooms=False)
    asgi = ASGIServer(websocket_server)

    async def app(scope, receive, send) -> None:
        if scope["type"] == "lifespan":  # ASGIServer answers the lifespan but does not start its rooms' server
            async with websocket_server:
                await asgi(scope, receive, send)
        else:
            await asgi(scope, receive, send)

    class Server(uvicorn.Server):
        async def startup(self, sockets=None) -> None:
            await super().startup(sockets=sockets)
            gc.freeze()

    Server(uvicorn.Config(app, host="127.0.0.1", port=port, proxy_headers=False, log_level="warning")).run()


@dataclass
class Server:
    name: str
    base: str
    process: subprocess.Popen
    log: Path
    ready_path: str

    def wait_ready(self) -> None:
        deadline = time.monotonic() + 90
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"the {self.name} server exited:\n{self.log.read_text()[-3000:]}")
            try:
                httpx.get(self.base + self.ready_path, timeout=2)
                return  # any answer: it listens
            except httpx.HTTPError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the {self.name} server did not answer:\n{self.log.read_text()[-3000:]}") from None
                time.sleep(0.2)

    def cpu_seconds(self) -> float:
        """The server process's user + system CPU so far."""
        stat = Path(f"/proc/{self.process.pid}/stat").read_text()
        fields = stat[stat.rindex(")") + 2:].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextmanager
def launched(kind: str, env: dict[str, str], log: Path, ready_path: str) -> Iterator[Server]:
    """The server child started (not yet listening: :meth:`Server.wait_ready`), stopped afterwards."""
    port = free_port()
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, __file__, "--serve", kind, "--port", str(port)], cwd=ROOT,
                                   env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        yield Server(kind, f"http://127.0.0.1:{port}", process, log, ready_path)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# --- the shared document ----------------------------------------------------------------------------


def starting_state() -> bytes:
    """The document as the console shares it: an H1 and a paragraph in the body, the one-line fields."""
    from pycrdt import Doc, Map, XmlElement, XmlFragment, XmlText

    from api.writers import ydoc

    doc = Doc()
    body = doc.get(ydoc.BODY, type=XmlFragment)
    heading = body.children.append(XmlElement("heading", {"level": 1.0}))
    heading.children.append(XmlText("保濕精華怎麼挑"))
    paragraph = body.children.append(XmlElement("paragraph"))
    paragraph.children.append(XmlText("溫和保濕，敏感肌也適用。"))
    fields = doc.get(ydoc.FIELDS, type=Map)
    fields["keyword"], fields["title"], fields["description"] = "保濕精華", "保濕精華怎麼挑", "共同編輯的文件"
    return doc.get_update()


@dataclass
class Shared:
    template_id: int
    session_token: str
    share_token: str


def share_document(base: str, email: str, state: bytes) -> Shared:
    from api.core.db import utcnow

    with httpx.Client(base_url=base, timeout=30) as http:
        signed_in = http.post("/api/login", json={"email": email, "password": PASSWORD})
        signed_in.raise_for_status()
        owner = {"Authorization": f"Bearer {signed_in.json()['api_token']}"}
        made = http.post("/api/seo_writer_templates", headers=owner, json={
            "keyword": "保濕精華", "title": "保濕精華怎麼挑", "content_html": "<h1>保濕精華怎麼挑</h1><p>溫和保濕</p>"})
        made.raise_for_status()
        template_id = made.json()["id"]
        shared = http.post(f"/api/seo_writer_templates/{template_id}/share", headers=owner, json={
            "editor_name": "小美", "password": SHARE_PASSWORD, "expires_at": (utcnow() + timedelta(days=1)).isoformat(),
            "state": base64.b64encode(state).decode()})
        shared.raise_for_status()
        unlocked = http.post(f"/api/share/seo_writer/{shared.json()['uuid']}/unlock", json={"password": SHARE_PASSWORD})
        unlocked.raise_for_status()
        return Shared(template_id, signed_in.json()["api_token"], unlocked.json()["token"])


# --- the editors: y-websocket's provider in Python ----------------------------------------------------


@dataclass
class Editor:
    """One editor's connection: syncs, types, and stamps when each other editor's edit has been applied."""

    number: int
    socket: object  # websockets' ClientConnection
    doc: object  # pycrdt Doc
    arrivals: dict[int, float] = field(default_factory=dict)  # edit number → when applied here
    on_arrival: Callable[[int], None] = lambda edit: None
    awareness: object = None  # pycrdt Awareness, once joined
    _watched: tuple = ()  # the paragraph's XmlText and its subscription, kept: a dropped wrapper stops observing
    _seen: list[int] = field(default_factory=list)  # edits whose text the last applied message brought
    _synced: asyncio.Event = field(default_factory=asyncio.Event)
    _listening: asyncio.Task | None = None

    @property
    def paragraph_text(self):
        from pycrdt import XmlFragment

        from api.writers import ydoc

        return self.doc.get(ydoc.BODY, type=XmlFragment).children[1].children[0]

    async def join(self) -> None:
        """Sync steps both ways, then the awareness state (the name) a provider announces on connecting."""
        from pycrdt import Awareness, XmlFragment, create_awareness_message, create_sync_message

        from api.writers import ydoc

        self._listening = asyncio.create_task(self._listen())
        await self.socket.send(create_sync_message(self.doc))
        await asyncio.wait_for(self._synced.wait(), ROOM_TIMEOUT_S)
        # the peer's room gets the document from its first editor, who may still be sending it when the room
        # answers the others' step 1: wait for the paragraph to arrive as an update
        body, deadline = self.doc.get(ydoc.BODY, type=XmlFragment), time.monotonic() + ROOM_TIMEOUT_S
        while len(body.children) < 2:
            if time.monotonic() > deadline:
                raise TimeoutError(f"editor {self.number} never got the document")
            await asyncio.sleep(0.01)
        self.awareness = Awareness(self.doc)
        self.awareness.set_local_state({"user": {"name": f"editor {self.number}", "color": "#1e88e5"}})
        await self.socket.send(create_awareness_message(self._awareness_update()))
        # the typed markers show up as inserts in the paragraph's events, only for edits applied from outside
        text = self.paragraph_text
        self._watched = (text, text.observe(lambda event: self._seen.extend(
            int(found) for change in event.delta if isinstance(change.get("insert"), str)
            for found in MARKER.findall(change["insert"]))))

    def _awareness_update(self) -> bytes:
        return self.awareness.encode_awareness_update([self.doc.client_id])

    async def type(self, edit: int) -> float:
        """Types "#<edit>." at the end of the paragraph, sends it and the caret; the keystroke's time."""
        from pycrdt import create_awareness_message, create_update_message

        keystroke = time.perf_counter()
        before = self.doc.get_state()
        text = self.paragraph_text
        text.insert(len(text), f"#{edit}.")  # len() counts UTF-8 bytes, as insert's offsets do: the end
        self._seen.clear()  # our own insert is not an arrival
        await self.socket.send(create_update_message(self.doc.get_update(before)))
        self.awareness.set_local_state_field("cursor", {"anchor": len(text), "head": len(text)})
        await self.socket.send(create_awareness_message(self._awareness_update()))
        return keystroke

    async def _listen(self) -> None:
        from pycrdt import YMessageType, YSyncMessageType, handle_sync_message

        async for message in self.socket:
            if message[0] != YMessageType.SYNC:
                continue  # awareness of the others: a provider applies it to its own state, not timed here
            reply = handle_sync_message(message[1:], self.doc)
            applied = time.perf_counter()
            for edit in self._seen:  # stamped before any await, so no keystroke of ours can come between
                self.arrivals[edit] = applied
                self.on_arrival(edit)
            self._seen.clear()
            if reply is not None:  # the server's step 1: answered with what we hold
                await self.socket.send(reply)
            elif message[1] == YSyncMessageType.SYNC_STEP2:  # the room's document
                self._synced.set()

    async def leave(self) -> None:
        await self.socket.close()
        if self._listening is not None:
            self._listening.cancel()


async def connect(url: str, origin: str, number: int, headers: dict[str, str], state: bytes | None) -> Editor:
    from pycrdt import Doc
    from websockets.asyncio.client import connect as ws_connect

    socket = await ws_connect(url, additional_headers={"Origin": origin, **headers}, max_size=None)
    doc = Doc()
    if state is not None:
        doc.apply_update(state)
    editor = Editor(number, socket, doc)
    await editor.join()
    return editor


# --- the measurements --------------------------------------------------------------------------------


@dataclass
class Figures:
    latencies: list[float]  # seconds, one a (edit, receiver)
    wall: float
    edits: int
    server_cpu: float
    client_cpu: float


class Room:
    """The editors of one server's document, and the edits in flight."""

    def __init__(self, editors: list[Editor]) -> None:
        self.editors = editors
        self.next_edit = 0
        self._waiting: dict[int, tuple[int, asyncio.Event]] = {}  # edit → (receivers still to get it, done)
        for editor in editors:
            editor.on_arrival = self._arrived

    def _arrived(self, edit: int) -> None:
        pending = self._waiting.get(edit)
        if pending is None:
            return
        left, done = pending
        self._waiting[edit] = (left - 1, done)
        if left == 1:
            done.set()

    async def edit(self, author: Editor) -> tuple[int, Editor, float, asyncio.Event]:
        edit, self.next_edit = self.next_edit, self.next_edit + 1
        done = asyncio.Event()
        self._waiting[edit] = (len(self.editors) - 1, done)
        keystroke = await author.type(edit)
        return edit, author, keystroke, done

    def latencies(self, made: list[tuple[int, Editor, float, asyncio.Event]]) -> list[float]:
        return [editor.arrivals[edit] - keystroke for edit, author, keystroke, _ in made
                for editor in self.editors if editor is not author]


async def measure(servers: list[Server], room: Room, rounds: int, interval: float, burst: bool) -> Figures:
    made = []
    cpu, client_cpu, wall = server_cpu(servers), time.process_time(), time.perf_counter()
    groups = rounds // len(room.editors) if burst else rounds
    for group in range(groups):
        started = time.perf_counter()
        authors = room.editors if burst else [room.editors[group % len(room.editors)]]
        edits = [await room.edit(author) for author in authors]  # a burst: every editor's keystroke at once
        await asyncio.wait_for(asyncio.gather(*(done.wait() for *_, done in edits)), ROOM_TIMEOUT_S)
        made += edits
        await asyncio.sleep(max(0.0, interval - (time.perf_counter() - started)))
    wall = time.perf_counter() - wall
    return Figures(room.latencies(made), wall, len(made), server_cpu(servers) - cpu, time.process_time() - client_cpu)


def server_cpu(servers: list[Server]) -> float:
    return sum(server.cpu_seconds() for server in servers)


async def open_room(servers: list[Server], path: str, count: int, owner_headers: dict[str, str], query: str,
                    seed: bytes | None) -> Room:
    """``count`` editors of ``path``, taking the servers in turn: the first with ``owner_headers`` (and
    ``seed``, the document, when the server does not have it), the others by ``query``."""
    bases = [servers[number % len(servers)].base for number in range(count)]
    sockets = [base.replace("http://", "ws://") + path for base in bases]
    first = await connect(sockets[0], bases[0], 0, owner_headers, seed)
    others = await asyncio.gather(*(connect(sockets[n] + query, bases[n], n, {}, None) for n in range(1, count)))
    return Room([first, *others])


async def run(servers: dict[str, list[Server]], shared: Shared, state: bytes, args: argparse.Namespace) -> dict:
    path = f"/api/writers/collab/{shared.template_id}"
    rooms = {
        "ranklens": await open_room(servers["ranklens"], path, args.editors,
                                    {"Authorization": f"Bearer {shared.session_token}"},
                                    f"?share_token={shared.share_token}", None),
        "peer": await open_room(servers["peer"], path, args.editors, {}, "", state),
    }
    for name, room in rooms.items():  # the same document everywhere before timing
        texts = {str(editor.paragraph_text) for editor in room.editors}
        assert texts == {"溫和保濕，敏感肌也適用。"}, (name, texts)
    interval = args.interval / 1000
    results = {}
    for mode in ("turns", "burst"):
        for name, room in rooms.items():  # warm-up: a few edits each, not timed
            await measure(servers[name], room, 2 * args.editors, interval, burst=mode == "burst")
        for name, room in rooms.items():
            results[mode, name] = await measure(servers[name], room, args.rounds, interval, burst=mode == "burst")
    for room in rooms.values():
        texts = {str(editor.paragraph_text) for editor in room.editors}
        assert len(texts) == 1, "the editors' documents differ after the run"
        await asyncio.gather(*(editor.leave() for editor in room.editors))
    return results


# --- setup and the table ---------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--editors", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=100, help="edits timed per mode (each seen by editors - 1)")
    parser.add_argument("--interval", type=float, default=20, help="ms at least between one edit (or burst) and the next")
    parser.add_argument("--processes", type=int, default=1, help="API processes serving ours (more than one: joined "
                                                                    "by Redis, cluster mode's relay)")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/14", help="the Redis of --processes 2 or more")
    parser.add_argument("--serve", choices=("ranklens", "peer"), help=argparse.SUPPRESS)  # the server children
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        (serve_ranklens if args.serve == "ranklens" else serve_peer)(args.port)
        return
    if args.editors < 2:
        parser.error("--editors: at least 2")

    with tempfile.TemporaryDirectory(prefix="ranklens-bench-") as tmp, ExitStack() as stack:
        data_dir = (Path(tmp) / "data").resolve()
        env = clean_env(data_dir)
        ours_env = clean_env(data_dir, RANKLENS_REDIS_URL=args.redis) if args.processes > 1 else env
        email = "bench@example.com"
        ours = [stack.enter_context(launched("ranklens", ours_env, Path(tmp) / f"ranklens-{n}.log", "/api/health"))
                for n in range(args.processes)]
        peer = stack.enter_context(launched("peer", env, Path(tmp) / "peer.log", "/"))
        # the stores are migrated and the user made while the servers import (the app opens the
        # database only on a request)
        ranklens("migrate", env=env)
        ranklens("createuser", email, "--password", PASSWORD, "--plan", "7", "--name", "Bench", env=env)
        for server in (*ours, peer):
            server.wait_ready()
        state = starting_state()
        shared = share_document(ours[0].base, email, state)
        results = asyncio.run(run({"ranklens": ours, "peer": [peer]}, shared, state, args))
    report(results, args)


def report(results: dict, args: argparse.Namespace) -> None:
    print(f"machine: {machine()}")
    served = f"ours from {args.processes} API processes joined by Redis, " if args.processes > 1 else ""
    print(f"{args.editors} editors on one document over loopback WebSockets ({served}the peer from one), "
          f"{args.rounds} timed edits a mode "
          f"(after {2 * args.editors} untimed), ≥ {args.interval:g} ms between edits (turns) or bursts; latency = "
          f"keystroke → applied by each other editor ({args.editors - 1} samples an edit), p95 by bench/machine.py")
    header = (f"{'mode':<6} {'server':<9} {'samples':>7} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'max ms':>7} "
              f"{'wall s':>6} {'server CPU ms/edit':>18} {'client CPU ms/edit':>18}")
    print(header)
    print("-" * len(header))
    for (mode, name), figures in results.items():
        ms = sorted(value * 1000 for value in figures.latencies)
        p99 = statistics.quantiles(ms, n=100, method="inclusive")[98]
        print(f"{mode:<6} {name:<9} {len(ms):>7} {statistics.median(ms):>7.1f} {p95(ms):>7.1f} {p99:>7.1f} "
              f"{ms[-1]:>7.1f} {figures.wall:>6.2f} {figures.server_cpu * 1000 / figures.edits:>18.2f} "
              f"{figures.client_cpu * 1000 / figures.edits:>18.2f}")
    for mode in ("turns", "burst"):
        ours, peer = results[mode, "ranklens"], results[mode, "peer"]
        ratio = p95(ours.latencies) / p95(peer.latencies)
        cpu_ratio = ours.server_cpu / peer.server_cpu if peer.server_cpu else float("nan")
        met = "met" if p95(ours.latencies) * 1000 <= TARGET_P95_MS else "NOT met"
        print(f"{mode}: p95 ranklens / peer {ratio:.2f}×, server CPU ranklens / peer {cpu_ratio:.2f}×; "
              f"target p95 ≤ {TARGET_P95_MS} ms: {met}")


if __name__ == "__main__":
    main()
