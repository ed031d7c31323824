"""Writer fixtures: the local OpenAI-compatible model server (tests/fakes/model.py) the settings point at, which
the AI writer and the sensitive-word check's semantic review both ask."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.model import ModelServer, model_settings
from tests.fakes.service import pointed_at

AI_PLAN = 15  # one of SPEC §6's AI generator plans (5, 14, 15)
# Short waits so that a stalled answer times out in a test's time; no retry, so one stall is one timeout.
FAST = {"RANKLENS_LLM_TIMEOUT_SECONDS": "1.5", "RANKLENS_LLM_MAX_RETRIES": "0"}


@pytest.fixture
def model(monkeypatch, settings) -> Iterator[ModelServer]:
    with ModelServer() as server, pointed_at(monkeypatch, model_settings(server, **FAST)):
        yield server
