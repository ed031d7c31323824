"""The AI writer's model: any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI's v1 API, vLLM,
Ollama …) through the ``openai`` SDK, its answer streamed.

:func:`open_stream` connects and waits for the answer to start: a failure there raises :class:`ModelError`, which
the route answers as an error body. :meth:`Streamed.pieces` then yields the text as it comes; a failure while it
streams raises :class:`ModelError` with the same codes, which the route sends as the stream's ``error`` event. Each
failure has its own code (timeout, unreachable, refused key, unknown model, busy, refused content, cut off) so the
user reads what happened, never a 500.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

import openai
from openai import AsyncOpenAI

from api.core.config import Settings
from api.core.errors import AppError

# The SDK insists on a key; a local server that wants none (Ollama, vLLM without --api-key) ignores this one.
NO_KEY = "unused"
# Error codes an endpoint gives a prompt its content filter refused (Azure OpenAI: 400 content_filter).
FILTERED = {"content_filter", "content_policy_violation"}


class NotConfigured(AppError):
    status_code = 409
    code = "ai_writer.not_configured"


class ModelError(AppError):
    status_code = 502
    code = "ai_writer.provider_failed"


@dataclass(frozen=True)
class ModelConfig:
    base_url: str
    model: str
    api_key: str | None
    timeout: float
    max_retries: int
    temperature: float


def model_config(settings: Settings) -> ModelConfig | None:
    """The configured endpoint, or None without a base URL and a model."""
    if not settings.llm_base_url or not settings.llm_model:
        return None
    return ModelConfig(settings.llm_base_url, settings.llm_model, settings.llm_api_key, settings.llm_timeout_seconds,
                       settings.llm_max_retries, settings.llm_temperature)


def _before_stream(error: openai.APIError) -> ModelError:
    if isinstance(error, openai.APITimeoutError):
        return ModelError("ai_writer.timeout", status_code=504)
    if isinstance(error, openai.APIConnectionError):
        return ModelError("ai_writer.unreachable")
    if isinstance(error, openai.AuthenticationError | openai.PermissionDeniedError):
        return ModelError("ai_writer.provider_auth")
    if isinstance(error, openai.NotFoundError):
        return ModelError("ai_writer.model_not_found")
    if isinstance(error, openai.RateLimitError):
        return ModelError("ai_writer.provider_busy")
    if isinstance(error, openai.BadRequestError) and getattr(error, "code", None) in FILTERED:
        return ModelError("ai_writer.refused", status_code=422)
    return ModelError()


def _while_streaming(error: openai.APIError) -> ModelError:
    if isinstance(error, openai.APITimeoutError):
        return ModelError("ai_writer.timeout", status_code=504)
    return ModelError("ai_writer.interrupted")


class Streamed:
    """An answer being streamed: :meth:`pieces` yields its text; whoever reads it closes it (:meth:`close`), read to the end or not."""

    def __init__(self, client: AsyncOpenAI, stream: openai.AsyncStream) -> None:
        self._client = client
        self._stream = stream

    async def pieces(self) -> AsyncIterator[str]:
        finish = None
        try:
            async for chunk in self._stream:
                for choice in chunk.choices:
                    if getattr(choice.delta, "refusal", None):  # a model's own refusal (OpenAI's refusal field)
                        raise ModelError("ai_writer.refused", status_code=422)
                    if choice.delta.content:
                        yield choice.delta.content
                    finish = choice.finish_reason or finish
        except openai.APIError as error:
            raise _while_streaming(error) from None
        if finish == "content_filter":
            raise ModelError("ai_writer.refused", status_code=422)
        if finish == "length":
            raise ModelError("ai_writer.incomplete")
        if finish is None:  # the stream ended without saying it was finished
            raise ModelError("ai_writer.interrupted")

    async def close(self) -> None:
        await self._client.close()


async def open_stream(config: ModelConfig, messages: list[dict[str, str]]) -> Streamed:
    """Asks the model for a streamed chat completion of ``messages``; returns once the answer has started."""
    client = AsyncOpenAI(api_key=config.api_key or NO_KEY, base_url=config.base_url, timeout=config.timeout,
                         max_retries=config.max_retries)
    try:
        stream = await client.chat.completions.create(model=config.model, messages=messages, stream=True,
                                                      temperature=config.temperature)
    except openai.APIError as error:
        await client.close()
        raise _before_stream(error) from None
    return Streamed(client, stream)
