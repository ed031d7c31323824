"""An OpenAI-compatible chat-completions endpoint on 127.0.0.1, streaming as the real API does
(https://platform.openai.com/docs/api-reference/chat/streaming): ``POST /v1/chat/completions`` with
``stream: true`` answers ``text/event-stream`` of ``data: {chat.completion.chunk}\\n\\n`` events — the first
with the assistant role, then the content in pieces, then one with ``finish_reason`` — and ``data: [DONE]``.

Errors in the API's shape: 401 ``invalid_api_key`` for another key, 404 ``model_not_found`` for another model,
or what a queued :class:`Reply` says. Each request takes the next queued reply (:meth:`ModelServer.reply`);
with none queued it answers ``default_text`` — a JSON list when the prompt asks for one, prose otherwise.
A reply can stall before answering or mid-stream (a timeout), refuse (``finish_reason: content_filter``),
stop at the length limit, send the API's mid-stream error event, or drop the connection half-way.

``model_settings(server)`` are the RANKLENS_* variables that point the product at it.
"""

from __future__ import annotations

import json
import time
from collections import deque
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from tests.fakes.service import Answer, FakeService, Route, Stream

API_KEY = "sk-test-model-key"
MODEL = "writer-test-1"
CREATED = 1_764_280_000
DEFAULT_PROSE = "這是模型寫的一段文字。"
DEFAULT_ITEMS = ["選項一", "選項二", "選項三", "選項四", "選項五", "選項六"]
SERVER_ERROR = {"message": "The server had an error while processing your request. Sorry about that!",
                "type": "server_error", "param": None, "code": None}


@dataclass
class Reply:
    """How the next request is answered."""

    text: str = ""
    piece: int = 4  # characters per content chunk
    finish: str | None = "stop"  # None: the stream ends (with [DONE]) without any finish reason
    stall_before: float = 0  # seconds before the answer starts (a timeout before the stream)
    stall_after: int | None = None  # pause ``stall`` seconds after this many content chunks
    stall: float = 0
    error_after: int | None = None  # the API's mid-stream error event after this many content chunks
    drop_after: int | None = None  # the connection dropped after this many content chunks
    status: int = 200  # another status answers ``error`` as the API's error body instead of a stream
    error: dict | None = None


def _chunk(number: int, delta: dict, finish: str | None = None) -> bytes:
    body = {"id": f"chatcmpl-test{number}", "object": "chat.completion.chunk", "created": CREATED, "model": MODEL,
            "system_fingerprint": "fp_test", "choices": [{"index": 0, "delta": delta, "logprobs": None,
                                                          "finish_reason": finish}]}
    return b"data: " + json.dumps(body, ensure_ascii=False).encode() + b"\n\n"


class ModelServer(FakeService):
    def __init__(self) -> None:
        self.queued: deque[Reply] = deque()
        self.requests: list[dict] = []  # every accepted chat-completions body
        super().__init__(SimpleNamespace(routes=self.model_routes))

    def model_routes(self) -> list[Route]:
        return [("POST", r"/v1/chat/completions", self.completions)]

    def reply(self, *replies: Reply | str) -> None:
        """Queues answers for the next requests, in order (a string: that text, streamed and finished)."""
        self.queued.extend(r if isinstance(r, Reply) else Reply(r) for r in replies)

    def prompt(self, index: int = -1) -> str:
        """The user message of a request (the last by default)."""
        return next(m["content"] for m in self.requests[index]["messages"] if m["role"] == "user")

    def completions(self, request: Any, match: Any) -> Answer:
        headers = {name.lower(): value for name, value in request.headers.items()}
        if headers.get("authorization") != f"Bearer {API_KEY}":
            return 401, {"error": {"message": "Incorrect API key provided.", "type": "invalid_request_error",
                                   "param": None, "code": "invalid_api_key"}}
        body = request.body or {}
        if body.get("model") != MODEL:
            return 404, {"error": {"message": f"The model `{body.get('model')}` does not exist or you do not have "
                                              "access to it.", "type": "invalid_request_error", "param": None,
                                   "code": "model_not_found"}}
        self.requests.append(body)
        reply = self.queued.popleft() if self.queued else self.default_reply(body)
        if reply.stall_before:
            time.sleep(reply.stall_before)
        if reply.status != 200:
            return reply.status, {"error": reply.error or SERVER_ERROR}
        return Stream(self._events(reply))

    def default_reply(self, body: dict) -> Reply:
        prompt = next(m["content"] for m in body["messages"] if m["role"] == "user")
        return Reply(json.dumps(DEFAULT_ITEMS, ensure_ascii=False) if "JSON" in prompt else DEFAULT_PROSE)

    def _events(self, reply: Reply):
        yield _chunk(0, {"role": "assistant", "content": "", "refusal": None})
        pieces = [reply.text[i:i + reply.piece] for i in range(0, len(reply.text), reply.piece)]
        for sent, piece in enumerate(pieces):
            if sent == reply.stall_after:
                yield float(reply.stall)
            if sent == reply.error_after:
                yield b"data: " + json.dumps({"error": SERVER_ERROR}).encode() + b"\n\n"
                return
            if sent == reply.drop_after:
                yield None
                return
            yield _chunk(sent + 1, {"content": piece})
        if reply.finish is not None:
            yield _chunk(len(pieces) + 1, {}, reply.finish)
        yield b"data: [DONE]\n\n"


def model_settings(server: ModelServer, **overrides: str) -> dict[str, str]:
    return {"RANKLENS_LLM_BASE_URL": f"{server.url}/v1", "RANKLENS_LLM_API_KEY": API_KEY,
            "RANKLENS_LLM_MODEL": MODEL, **overrides}
