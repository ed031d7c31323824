"""An endpoint that times out, refuses, answers malformed output or fails half-way: a coded error in the
request's language (an error body before the answer started, the stream's ``error`` event after), never a 500,
and the article left exactly as it was (nothing kept, no title optimize used, no generation recorded)."""

from __future__ import annotations

import json

import pytest

from tests.api.writers.ai.conftest import failure, stored
from tests.api.writers.ai.test_routes import TITLES, create
from tests.api.writers.conftest import MODEL_WAITS, expecting_a_stall
from tests.fakes.model import API_KEY, Reply, model_settings
from tests.fakes.service import pointed_at

EN = {"Accept-Language": "en"}
LISTED = json.dumps(TITLES, ensure_ascii=False)
BUSY = {"message": "Rate limit reached for requests", "type": "requests", "param": None, "code": "rate_limit_exceeded"}
FILTERED = {"message": "The response was filtered due to the prompt triggering content management policy.",
            "type": None, "param": "prompt", "code": "content_filter"}


def unchanged(article_id: int) -> None:
    article, kept = stored(article_id)
    assert (article.title_options, article.title_optimize_count, article.description, kept) == ([], 0, None, 0)


@pytest.mark.parametrize(("reply", "code", "message"), [
    (Reply(LISTED, stall_after=2, stall=4.0), "ai_writer.timeout",
     "Generation failed: the model took too long to answer; try again later"),
    (Reply(LISTED[:12], finish="content_filter"), "ai_writer.refused",
     "Generation failed: the model refused to write this under its content policy; change the input and try again"),
    (Reply("Here are five great titles for your article: 1. Moisture …"), "ai_writer.malformed",
     "Generation failed: the model's answer was not in the expected form; nothing was saved, try again"),
    (Reply('["只有一半的標題', finish="stop"), "ai_writer.malformed",
     "Generation failed: the model's answer was not in the expected form; nothing was saved, try again"),
    (Reply(json.dumps([{"title": "物件不是字串"}], ensure_ascii=False)), "ai_writer.malformed",
     "Generation failed: the model's answer was not in the expected form; nothing was saved, try again"),
    (Reply(LISTED, error_after=3), "ai_writer.interrupted",
     "Generation failed: the model's answer broke off; nothing was saved, try again"),
    (Reply(LISTED, drop_after=3), "ai_writer.interrupted",
     "Generation failed: the model's answer broke off; nothing was saved, try again"),
    (Reply(LISTED, finish=None), "ai_writer.interrupted",
     "Generation failed: the model's answer broke off; nothing was saved, try again"),
    (Reply(LISTED[:20], finish="length"), "ai_writer.incomplete",
     "Generation failed: the model's answer hit its length limit and stopped; nothing was saved, try again"),
], ids=["stall-mid-stream", "content-filter", "prose-not-a-list", "half-a-list", "objects-not-strings",
        "error-event", "dropped-connection", "no-finish-reason", "length-limit"])
def test_a_failure_while_streaming_ends_the_stream_with_its_error(client, writer, model, monkeypatch, reply, code,
                                                                   message):
    article = create(client, writer)
    model.reply(reply)
    with expecting_a_stall(monkeypatch, reply):
        response = client.post(f"/api/ai_articles/{article['id']}/titles", json={}, headers=EN | writer.headers)
    assert failure(response) == {"code": code, "message": message}
    unchanged(article["id"])


@pytest.mark.parametrize(("reply", "status", "code"), [
    (Reply(LISTED, stall_before=4.0), 504, "ai_writer.timeout"),
    (Reply(status=429, error=BUSY), 502, "ai_writer.provider_busy"),
    (Reply(status=500), 502, "ai_writer.provider_failed"),
    (Reply(status=400, error=FILTERED), 422, "ai_writer.refused"),
], ids=["no-answer-in-time", "rate-limited", "server-error", "prompt-filtered"])
def test_a_failure_before_the_answer_starts_is_an_error_body(client, writer, model, monkeypatch, reply, status, code):
    article = create(client, writer)
    model.reply(reply)
    with expecting_a_stall(monkeypatch, reply):
        response = client.post(f"/api/ai_articles/{article['id']}/titles", json={}, headers=writer.headers)
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert response.json()["message"].startswith("生成失敗：")
    unchanged(article["id"])


@pytest.mark.parametrize(("settings_", "code", "message"), [
    ({"RANKLENS_LLM_API_KEY": "sk-wrong"}, "ai_writer.provider_auth",
     "生成に失敗しました：モデルのエンドポイントが API キーを拒否しました。RANKLENS_LLM_API_KEY を確認してください"),
    ({"RANKLENS_LLM_MODEL": "gpt-unknown"}, "ai_writer.model_not_found",
     "生成に失敗しました：エンドポイントにこのモデルがありません。RANKLENS_LLM_MODEL を確認してください"),
    ({"RANKLENS_LLM_BASE_URL": "http://127.0.0.1:9/v1"}, "ai_writer.unreachable",
     "生成に失敗しました：モデルのエンドポイントに接続できません。RANKLENS_LLM_BASE_URL を確認してください"),
], ids=["wrong-key", "unknown-model", "nothing-listening"])
def test_a_misconfigured_endpoint_says_which_setting_to_check(client, writer, model, monkeypatch, settings_, code,
                                                               message):
    article = create(client, writer)
    with pointed_at(monkeypatch, model_settings(model, **MODEL_WAITS, **settings_)):
        response = client.post(f"/api/ai_articles/{article['id']}/titles", json={},
                               headers={"Accept-Language": "ja", **writer.headers})
    assert response.status_code == 502
    assert response.json() == {"code": code, "message": message}
    assert model.requests == [] and API_KEY not in response.text
    unchanged(article["id"])


def test_a_failed_paragraph_keeps_the_one_before(client, writer, model):
    article = create(client, writer)
    base = f"/api/ai_articles/{article['id']}"
    client.patch(base, json={"title": "標題", "description": "描述", "sections": [{"title": "段落", "paragraph": "原文"}]},
                 headers=writer.headers)
    model.reply(Reply("改寫到一半就斷了的段落", drop_after=2))
    error = failure(client.post(f"{base}/sections/0/paragraph", json={"mode": "shorten"}, headers=writer.headers))
    assert error["code"] == "ai_writer.interrupted"
    assert stored(article["id"])[0].sections == [{"title": "段落", "words": [], "paragraph": "原文"}]
