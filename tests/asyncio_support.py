"""Runs a coroutine on a fresh event loop in its own thread.

The end-to-end tests keep Playwright's event loop running in the main thread for the whole session, so
``asyncio.run`` there would fail ("Cannot run the event loop while another loop is running").
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")


def run_async(make_coroutine: Callable[[], Awaitable[T]]) -> T:
    outcome: dict[str, object] = {}

    def target() -> None:
        try:
            outcome["value"] = asyncio.run(make_coroutine())
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
            outcome["error"] = exc

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["value"]  # type: ignore[return-value]
