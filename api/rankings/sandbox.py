"""The sandbox SERP server that ``ranklens up`` runs in its own process when no real source is configured.

The sandbox answers any query from a deterministic model (crawler/sandbox). So that a demo project
competes in its own SERPs, the domains of the tracked sites and their competitors join the sandbox's
pool before each fetch (:func:`compete`). Everything it answers is marked sandbox in the store and in
the API's answers.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from api.core.config import Settings
from crawler.sandbox import SandboxServer
from crawler.serp.sources import source_names

_lock = threading.Lock()
_server: SandboxServer | None = None


def wanted(settings: Settings) -> bool:
    """No real source is configured and no sandbox server is named: this process serves one."""
    return source_names(settings) == ["sandbox"] and not settings.serp_sandbox_url


def start(settings: Settings) -> SandboxServer:
    """Starts the sandbox on 127.0.0.1; the caller points the sandbox source at it
    (``Settings.serp_sandbox_url``)."""
    global _server
    with _lock:
        if _server is None:
            _server = SandboxServer(extra_domains=tuple(settings.serp_sandbox_domains)).start()
        return _server


def stop() -> None:
    global _server
    with _lock:
        if _server is not None:
            _server.stop()
            _server = None


def compete(domains: Iterable[str]) -> None:
    """Adds ``domains`` to the running sandbox's pool (nothing without one in this process)."""
    with _lock:
        if _server is not None:
            pool = {d.strip().lower() for d in domains if d and d.strip()}
            _server.extra_domains = tuple(sorted(pool | set(_server.extra_domains)))
