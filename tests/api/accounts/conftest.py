"""Accounts fixtures: settings overrides, a real SMTP server on 127.0.0.1 and sign-up helpers."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from aiosmtpd.controller import Controller

from api.core import config
from tests.api.accounts.helpers import Inbox, free_port


@pytest.fixture
def configure(monkeypatch, settings) -> Iterator[Callable[..., config.Settings]]:
    """``configure(smtp_port=2525, ...)`` sets RANKLENS_* variables and reloads the settings."""

    def apply(**values: object) -> config.Settings:
        for name, value in values.items():
            if value is None:
                monkeypatch.delenv(f"RANKLENS_{name.upper()}", raising=False)
            else:
                monkeypatch.setenv(f"RANKLENS_{name.upper()}", str(value))
        config.get_settings.cache_clear()
        return config.get_settings()

    yield apply
    monkeypatch.undo()
    config.get_settings.cache_clear()


@pytest.fixture
def smtp(configure) -> Iterator[Inbox]:
    """A real SMTP server (aiosmtpd) on a free local port, with the settings pointing at it."""
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    configure(smtp_host="127.0.0.1", smtp_port=port)
    try:
        yield inbox
    finally:
        controller.stop()
