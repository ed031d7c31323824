"""Pushing text to a bound user through the Messaging API (``POST /v2/bot/message/push``,
https://developers.line.biz/en/reference/messaging-api/#send-push-message) with line-bot-sdk's v3 client,
its host set to ``line_api_url`` (tests point it at a local LINE).

A push is a side note of something that already happened (a drop alert, the weekly summary): it never
raises. LINE's refusal (401 token, 400 body, 429 monthly limit, …) or a network failure is logged and
recorded on the binding (``last_push_error``), and the profile shows that the last message did not arrive."""

from __future__ import annotations

import logging

from linebot.v3.messaging import (
    ApiClient,
    ApiException,
    Configuration,
    MessagingApi,
    PushMessageRequest,
    TextMessage,
)
from sqlalchemy.orm import Session

from api.core.config import get_settings
from api.core.db import utcnow
from api.line.service import binding_of

log = logging.getLogger(__name__)

TIMEOUT = 20.0
MAX_TEXT = 5000  # a text message's limit in characters


def push_text(db: Session, user_id: int, text: str) -> bool:
    """Pushes ``text`` to the user's bound LINE; True when LINE accepted it, False when the user is unbound,
    the Messaging API is not configured, or the push failed. Commits the outcome on the binding."""
    settings = get_settings()
    binding = binding_of(db, user_id)
    if binding is None or not settings.line_messaging_access_token:
        return False
    if len(text) > MAX_TEXT:
        text = text[:MAX_TEXT - 1] + "…"
    configuration = Configuration(host=settings.line_api_url.rstrip("/"),
                                  access_token=settings.line_messaging_access_token)
    try:
        with ApiClient(configuration) as client:
            MessagingApi(client).push_message(
                PushMessageRequest(to=binding.line_user_id, messages=[TextMessage(text=text)]),
                _request_timeout=TIMEOUT)
        error = None
    except ApiException as refused:  # LINE answered: 400 body, 401 token, 403, 429 limit, 5xx
        error = f"{refused.status} {refused.body or refused.reason}"[:1000]
        log.warning("LINE refused the push to user %s: %s", user_id, error)
    except Exception as failed:  # unreachable, or an answer the SDK cannot read: the caller's work stands
        error = repr(failed)[:1000]
        log.exception("LINE push to user %s failed", user_id)
    binding.last_push_at, binding.last_push_error = utcnow(), error
    db.commit()
    return error is None
