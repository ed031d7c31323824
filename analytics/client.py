"""The analytics store's client: chDB in-process (embedded mode) or a ClickHouse server over HTTP.

The caller's URL picks the store (the web app passes ``settings.analytics_url``; this layer reads no
application settings, so it can be used and tested without the web app):

- ``chdb:///abs/dir`` — chDB, ClickHouse running inside this process on a data directory.
- ``http(s)://user:password@host:port/database`` — a ClickHouse server or cluster.

Both give the same clickhouse-connect client (``query``, ``command``, ``insert``, ``query_df``), so
the schema runner, ingest and queries are written once.

chDB lets exactly one process open a data directory, and one directory per process. In embedded mode
the process that owns it (``ranklens up``, which also runs the worker threads) does every read and
write through the one client below; crawl child processes never open the directory: they hand their
items back as files that the owner inserts. In cluster mode every process connects over HTTP.
"""

from __future__ import annotations

import fcntl
import threading
from pathlib import Path

import clickhouse_connect
from clickhouse_connect.driver.client import Client
from clickhouse_connect.driver.exceptions import ProgrammingError
from clickhouse_connect.driver.httputil import get_pool_manager

CHDB_SCHEME = "chdb://"
HTTP_CONNECTIONS = 40  # AnyIO's default thread pool, where FastAPI runs the routes

_lock = threading.Lock()
_client: Client | None = None
_client_url: str | None = None


class StoreInUse(RuntimeError):
    """Another process has the chDB data directory open."""


def is_chdb(url: str) -> bool:
    return url.startswith(CHDB_SCHEME)


def connect(url: str) -> Client:
    """A new client for ``url``. Most code wants the process's shared one: :func:`get_client`."""
    if is_chdb(url):
        path = Path(url[len(CHDB_SCHEME):])
        if not path.is_absolute():
            raise ValueError(f"chDB needs an absolute data directory: chdb:///abs/path, not {url!r}")
        path.mkdir(parents=True, exist_ok=True)
        try:
            return clickhouse_connect.get_client(dsn=f"{CHDB_SCHEME}{path}")
        except ProgrammingError:
            if _locked_elsewhere(path):
                raise StoreInUse(f"the analytics store {path} is open in another process (chDB allows one); "
                                 "stop `ranklens up` on this data directory first") from None
            raise
    scheme = url.split("://", 1)[0].lower()
    if scheme not in ("http", "https"):
        raise ValueError(f"analytics store URL must start with chdb://, http:// or https://, not {scheme}://")
    # clickhouse-connect reads host, port, user, password and database from the DSN but not the scheme. No session:
    # a ClickHouse session runs one query at a time, and the process's request threads share this client; a pool
    # as large as the API's thread pool keeps their connections open between requests.
    return clickhouse_connect.get_client(dsn=url, interface=scheme, autogenerate_session_id=False,
                                         pool_mgr=get_pool_manager(maxsize=HTTP_CONNECTIONS))


def _locked_elsewhere(path: Path) -> bool:
    """True when another process holds the lock ClickHouse takes on ``status`` in its data directory."""
    status = path / "status"
    if not status.exists():
        return False
    with status.open("rb") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        fcntl.flock(handle, fcntl.LOCK_UN)
        return False


def get_client(url: str) -> Client:
    """The process's one analytics client for ``url`` (created on first use; safe to share between threads;
    a new URL closes the old client first, as chDB opens one data directory per process)."""
    global _client, _client_url
    with _lock:
        if _client is None or _client_url != url:
            if _client is not None:
                _client.close()
            _client = connect(url)
            _client_url = url
        return _client


def close_client() -> None:
    """Closes the shared client; chDB releases its data directory once no client is open."""
    global _client, _client_url
    with _lock:
        if _client is not None:
            _client.close()
        _client = None
        _client_url = None
