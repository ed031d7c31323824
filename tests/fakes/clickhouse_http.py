"""A ClickHouse server's HTTP interface over chDB, for the tests' cluster path when no ClickHouse server build
reaches the machine: one process owns a chDB data directory and answers the part of the HTTP interface that
clickhouse-connect uses, so the HTTP client, server-side parameters, streamed and compressed inserts and several
processes' writes run against a real ClickHouse engine.

Served: ``GET /ping``; a statement in the ``query`` parameter or the body (a form-data body carries it and its
``param_*`` values as fields); ``param_*`` bound server side; ``database`` (else ``default``); an INSERT with its
rows after it (``INSERT INTO t (…) FORMAT Native`` then the data, chunked and LZ4-framed as the client streams
it); errors as ClickHouse words them (``Code: N. DB::Exception: …``, HTTP 500, ``X-ClickHouse-Exception-Code``).
Other settings are accepted and not applied; answers are not compressed (the client reads plain ones).

Not proven by it (README "Cluster mode"): replication, ``ON CLUSTER`` DDL, distributed queries — one engine
runs every statement, one at a time.

Run: ``python -m tests.fakes.clickhouse_http DATA_DIR PORT``, or :func:`running` for a ``with`` block.
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from email import policy
from email.parser import BytesParser
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import lz4.frame
from chdb import session

from tests.ranklens_server import free_port, started, wait_until_answering

INSERT_HEAD = re.compile(rb"\s*(INSERT\s+INTO\s.*?\sFORMAT\s+\w+)[ \t]*\r?\n", re.IGNORECASE | re.DOTALL)
INSERT = re.compile(r"\s*INSERT\s+INTO\s+(?P<target>.+?)\s+FORMAT\s+(?P<format>\w+)\s*", re.IGNORECASE | re.DOTALL)
NAME = re.compile(r"\w+")


def unframe_lz4(data: bytes) -> bytes:
    """The client's LZ4 body: frames one after another."""
    out = bytearray()
    while data:
        frame = lz4.frame.LZ4FrameDecompressor()
        out += frame.decompress(data)
        data = frame.unused_data
    return bytes(out)


class Engine:
    """The one chDB session, one statement at a time (chDB runs one query per session at once)."""

    def __init__(self, path: str) -> None:
        self.session = session.Session(path)
        self.lock = threading.Lock()
        self.spool = Path(tempfile.mkdtemp(prefix="clickhouse-http-"))

    def run(self, query: str, database: str, params: dict[str, str], rows: bytes | None) -> bytes:
        if not NAME.fullmatch(database):
            raise RuntimeError(f"Code: 81. DB::Exception: Database {database} does not exist. (UNKNOWN_DATABASE)")
        with self.lock:
            self.session.query(f"USE {database}")
            insert = INSERT.fullmatch(query) if rows is not None else None
            if insert is None:
                return bytes(self.session.query(query, "TabSeparated", params=params or None).bytes())
            if not NAME.fullmatch(insert["format"]):
                raise RuntimeError("Code: 73. DB::Exception: Unknown format. (UNKNOWN_FORMAT)")
            spooled = self.spool / f"{uuid.uuid4().hex}.{insert['format']}"
            spooled.write_bytes(rows)
            try:
                self.session.query(f"INSERT INTO {insert['target']} SELECT * FROM file('{spooled}', "
                                   f"'{insert['format']}')", params=params or None)
            finally:
                spooled.unlink()
            return b""


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    engine: Engine

    def log_message(self, *args: object) -> None:  # quiet: the tests read answers, not logs
        pass

    def _answer(self, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            out = bytearray()
            while size := int(self.rfile.readline().split(b";")[0].strip() or b"0", 16):
                out += self.rfile.read(size)
                self.rfile.readline()
            self.rfile.readline()
            return bytes(out)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def do_GET(self) -> None:
        if urlsplit(self.path).path == "/ping":
            self._answer(200, b"Ok.\n")
        else:
            self.do_POST()

    def do_POST(self) -> None:
        params = {name: values[-1] for name, values in
                  parse_qs(urlsplit(self.path).query, keep_blank_values=True).items()}
        body = self._body()
        encoding = self.headers.get("Content-Encoding")
        if encoding == "lz4":
            body = unframe_lz4(body)
        elif encoding:
            self._answer(415, f"Code: 36. DB::Exception: Unsupported Content-Encoding {encoding}".encode())
            return
        kind = self.headers.get("Content-Type", "")
        if kind.startswith("multipart/form-data"):
            form = BytesParser(policy=policy.HTTP).parsebytes(f"Content-Type: {kind}\r\n\r\n".encode() + body)
            for part in form.iter_parts():
                params[part.get_param("name", header="content-disposition")] = part.get_payload(decode=True).decode()
            body = b""
        query, rows = params.get("query"), None
        if query is None:
            head = INSERT_HEAD.match(body[:65536])
            query, rows = (head.group(1).decode(), body[head.end():]) if head else (body.decode(), None)
        else:
            rows = body or None
        bound = {name.removeprefix("param_"): value for name, value in params.items() if name.startswith("param_")}
        try:
            out = self.engine.run(query, params.get("database") or "default", bound, rows)
        except RuntimeError as error:  # chDB's error (ChdbError) carries ClickHouse's own words and code
            text = str(error)
            code = re.search(r"Code: (\d+)", text)
            self._answer(500, text.encode(), {"X-ClickHouse-Exception-Code": code.group(1) if code else "1001"})
            return
        self._answer(200, out, {"X-ClickHouse-Query-Id": params.get("query_id") or uuid.uuid4().hex,
                                "X-ClickHouse-Summary": json.dumps({"read_rows": "0", "written_rows": "0"})})


def serve(path: str, port: int) -> None:
    Handler.engine = Engine(path)
    ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()


@contextmanager
def running(path: Path) -> Iterator[str]:
    """The stand-in in a process of its own on ``path`` (its log beside it); its URL
    (``http://default:@127.0.0.1:PORT/default``) once it answers /ping, for the length of the block."""
    port, log = free_port(), path.with_name(f"{path.name}.log")
    with started([sys.executable, "-m", "tests.fakes.clickhouse_http", str(path), str(port)], None, log) as server:
        wait_until_answering(f"http://127.0.0.1:{port}/ping", server, log, "the ClickHouse HTTP stand-in")
        yield f"http://default:@127.0.0.1:{port}/default"


if __name__ == "__main__":
    serve(sys.argv[1], int(sys.argv[2]))
