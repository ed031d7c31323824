"""Reports fixtures: the report page's printer points at a local port nothing answers on, unless a test serves
the console there (``live_server``): a mail is then sent without its PDF, and nothing else on this machine
(another server on the default address) is ever asked to print."""

from __future__ import annotations

import pytest

from api.core import config
from tests.ranklens_server import free_port


@pytest.fixture(autouse=True)
def nowhere_to_print(monkeypatch) -> None:
    monkeypatch.setenv("RANKLENS_INTERNAL_URL", f"http://127.0.0.1:{free_port()}")
    config.get_settings.cache_clear()
