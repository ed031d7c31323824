"""The sensitive-word check's semantic review (``POST /api/text_comply/review``) against the local
OpenAI-compatible model server: what the model finds in words no list holds comes back beside the rules'
findings, marked ``ai``, indexing the same plain text; what it makes up (a quote the sentence does not hold,
a category not chosen, a sentence that does not exist) and what the rules already found are dropped; one
``text_comply`` counted. Plans without the AI generator, no endpoint, a stalled or malformed answer: a
clear error and nothing counted."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import func, select

from api.core.db import get_sessionmaker
from api.plans.models import UsageCounter
from tests.api.projects.support import error
from tests.api.writers.conftest import AI_PLAN, expecting_a_stall
from tests.factories import make_user
from tests.fakes.model import Reply

# A sentence of the labelled examples no word list reads (「關鍵環節」 for the joints: 整體表現影射關節保健)
HTML = ("<h1>OO關鍵</h1><p>維持行動力的關鍵。關鍵環節每天受壓，光是走路就承受身體兩倍的重量，上樓梯變3倍。</p>"
        "<p>每天一瓶，預防糖尿病。</p>")
TEXT = "OO關鍵\n維持行動力的關鍵。關鍵環節每天受壓，光是走路就承受身體兩倍的重量，上樓梯變3倍。\n每天一瓶，預防糖尿病。"


@pytest.fixture
def reviewer(client):
    return make_user("reviewer@example.com", plan_id=AI_PLAN, days=30)


def review(client, user, html=HTML, mains=("TW-FOOD",), locale="en"):
    return client.post("/api/text_comply/review", json={"html": html, "main_categories": list(mains)},
                       headers={**user.headers, "Accept-Language": locale})


def uses(user) -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.coalesce(func.sum(UsageCounter.called_count), 0)).where(
            UsageCounter.user_id == user.user_id, UsageCounter.feature == "text_comply"))


def answer(*items: dict) -> str:
    return json.dumps(list(items), ensure_ascii=False)


def test_the_models_reading_comes_beside_the_rules_findings(client, reviewer, model):
    model.reply(answer(
        {"sentence": 3, "quote": "關鍵環節每天受壓", "category": "TW-FOOD-PHYSIO", "why": "Implies joint care.",
         "alternative": "陪你每天走得更遠"},
        {"sentence": 3, "quote": "保護關節", "category": "TW-FOOD-PHYSIO", "why": "not in the sentence"},
        {"sentence": 2, "quote": "維持行動力", "category": "TW-COS-MED", "why": "a category not chosen"},
        {"sentence": 9, "quote": "OO", "category": "TW-FOOD-PHYSIO", "why": "no such sentence"},
        {"sentence": 4, "quote": "預防糖尿病", "category": "TW-FOOD-MED-DISEASE", "why": "the rules found it"}))
    response = review(client, reviewer)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["text"] == TEXT
    found = [(f["match"], f["category"], f["source"]) for f in body["findings"]]
    assert found == [("關鍵環節每天受壓", "TW-FOOD-PHYSIO", "ai"), ("預防糖尿病", "TW-FOOD-MED-DISEASE", "rules")]
    ai = body["findings"][0]
    assert TEXT[ai["start"]:ai["end"]] == "關鍵環節每天受壓" and ai["occurrence"] == 0
    assert ai["rule"] == "Exaggerated: physiological functions, organs" and ai["why"] == "Implies joint care."
    assert ai["law"].startswith("食品安全衛生管理法第28條第1項") and ai["alternative"] == "陪你每天走得更遠"
    assert ai["severity"] == "risk"
    assert body["usage"]["usage"] == 1 and uses(reviewer) == 1
    # the prompt: the sentences numbered, the chosen sub-categories named, asked at temperature 0, in English
    prompt = model.prompt()
    assert "3. 關鍵環節每天受壓，" in prompt and "4. 每天一瓶，預防糖尿病。" in prompt
    assert "TW-FOOD-PHYSIO：Exaggerated: physiological functions, organs" in prompt
    assert "TW-COS-MED" not in prompt and "in English" in prompt
    assert model.requests[-1]["temperature"] == 0


def test_a_wrapped_fenced_answer_in_the_users_language(client, reviewer, model):
    model.reply("```json\n" + json.dumps({"findings": [
        {"sentence": 1, "quote": "OO關鍵", "category": "TW-FOOD-PHYSIO", "why": "品名影射關節"}]},
        ensure_ascii=False) + "\n```")
    body = review(client, reviewer, locale="zh-TW").json()
    assert [(f["match"], f["rule"], f["alternative"]) for f in body["findings"] if f["source"] == "ai"] == [
        ("OO關鍵", "誇大：生理功能、五官臟器", None)]
    assert "用繁體中文簡要說明" in model.prompt()


def test_what_refuses_a_review_counts_nothing(client, reviewer, model, monkeypatch):
    plain = make_user("plain@example.com")  # a plan without the AI generator
    error(review(client, plain), 403, "plan.feature_unavailable")
    model.reply("Sure! Here is what I found: 關鍵環節")
    refused = error(review(client, reviewer), 422, "ai_writer.malformed")
    assert refused["message"].startswith("Generation failed: the model's answer was not in the expected form")
    stalled = Reply(answer(), stall_before=3)
    model.reply(stalled)
    with expecting_a_stall(monkeypatch, stalled):
        error(review(client, reviewer), 504, "ai_writer.timeout")
    assert uses(reviewer) == 0 and uses(plain) == 0
    # the choice and the text as the check refuses them, before any model is asked
    asked = len(model.requests)
    assert review(client, reviewer, mains=()).status_code == 422
    assert len(model.requests) == asked


def test_without_an_endpoint_it_says_how_to_configure_one(client, reviewer, settings):
    refused = error(review(client, reviewer), 409, "ai_writer.not_configured")
    assert "RANKLENS_LLM_BASE_URL" in refused["message"] and uses(reviewer) == 0
