"""Writer fixtures: the local OpenAI-compatible model server (tests/fakes/model.py) the settings point at, which
the AI writer and the sensitive-word check's semantic review both ask."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager

import pytest

from tests.fakes.model import ModelServer, Reply, model_settings
from tests.fakes.service import pointed_at

AI_PLAN = 15  # one of SPEC §6's AI generator plans (5, 14, 15)
# A wait a prompt answer meets on a loaded machine (CI once saw 1.5 s run out); no retry, so one stall is one
# timeout. A test of a stall cuts the wait with expecting_a_stall.
MODEL_WAITS = {"RANKLENS_LLM_TIMEOUT_SECONDS": "20", "RANKLENS_LLM_MAX_RETRIES": "0"}
STALL_WAIT = {"RANKLENS_LLM_TIMEOUT_SECONDS": "1.5"}


@pytest.fixture
def model(monkeypatch, settings) -> Iterator[ModelServer]:
    with ModelServer() as server, pointed_at(monkeypatch, model_settings(server, **MODEL_WAITS)):
        yield server


def expecting_a_stall(monkeypatch, reply: Reply) -> AbstractContextManager[None]:
    """The model's wait cut to 1.5 s for the rest of the test when ``reply`` stalls (3 s or more: a timeout in a
    test's time); a prompt answer keeps the patient wait."""
    stalls = bool(reply.stall_before) or reply.stall_after is not None
    return pointed_at(monkeypatch, STALL_WAIT if stalls else {})
