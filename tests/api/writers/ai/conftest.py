"""AI writer fixtures: users on a plan with the AI generator, and reading a step's server-sent events (the local
model server is tests/api/writers/conftest.py's ``model``)."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import func, select

from api.core.db import get_sessionmaker
from api.plans.models import UsageCounter
from api.writers.ai.models import AiArticle, AiGeneration
from tests.api.writers.conftest import AI_PLAN
from tests.factories import SignedIn, make_user


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
