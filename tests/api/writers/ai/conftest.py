"""AI writer fixtures: the local OpenAI-compatible model server (tests/fakes/model.py) the settings point at,
users on a plan with the AI generator, and reading a step's server-sent events."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from sqlalchemy import func, select

from api.core.db import get_sessionmaker
from api.plans.models import UsageCounter
from api.writers.ai.models import AiArticle, AiGeneration
from tests.factories import SignedIn, make_user
from tests.fakes.model import ModelServer, model_settings
from tests.fakes.service import pointed_at

AI_PLAN = 15  # one of SPEC §6's AI generator plans (5, 14, 15)
# Short waits so that a stalled answer times out in a test's time; no retry, so one stall is one timeout.
FAST = {"RANKLENS_LLM_TIMEOUT_SECONDS": "1.5", "RANKLENS_LLM_MAX_RETRIES": "0"}


@pytest.fixture
def model(monkeypatch, settings) -> Iterator[ModelServer]:
    with ModelServer() as server, pointed_at(monkeypatch, model_settings(server, **FAST)):
        yield server


@pytest.fixture
def writer(client) -> SignedIn:
    return make_user("writer@example.com", plan_id=AI_PLAN, days=30)


def sse(response) -> list[tuple[str, dict]]:
    """The (event, data) frames of a server-sent events body."""
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/event-stream")
    frames = []
    for block in response.text.split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.split("\n") if ": " in line)
        if "event" in fields:
            frames.append((fields["event"], json.loads(fields["data"])))
    return frames


def finished(response) -> dict:
    """The article a step's ``done`` event carries (the step must have succeeded)."""
    frames = sse(response)
    assert frames[-1][0] == "done", frames
    return frames[-1][1]["article"]


def failure(response) -> dict:
    """The ``error`` event ending a step's stream."""
    frames = sse(response)
    assert frames[-1][0] == "error", frames
    return frames[-1][1]


def stored(article_id: int) -> tuple[AiArticle, int]:
    """The article as stored, and how many generations it kept."""
    with get_sessionmaker()() as db:
        article = db.get(AiArticle, article_id)
        kept = db.scalar(select(func.count()).where(AiGeneration.article_id == article_id))
        return article, kept


def writer_uses(user: SignedIn) -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.coalesce(func.sum(UsageCounter.called_count), 0)).where(
            UsageCounter.user_id == user.user_id, UsageCounter.feature == "writer"))
