"""The bot check in front of login and register: reCAPTCHA v3, off unless a secret is configured.

The console runs the invisible reCAPTCHA v3 widget with action ``login`` or ``register`` and sends the
token as ``recaptcha``; the server asks Google's siteverify endpoint whether it is genuine.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Protocol

import httpx

from api.core.config import get_settings
from api.core.errors import AppError

log = logging.getLogger(__name__)


class BotCheckFailed(AppError):
    status_code = 422
    code = "auth.bot_check_failed"


class BotCheck(Protocol):
    def verify(self, token: str | None, *, action: str, remote_ip: str | None) -> None:
        """Returns when the caller looks human, raises ``BotCheckFailed`` otherwise."""


class NoBotCheck:
    """Used when no reCAPTCHA secret is configured (embedded mode, tests)."""

    def verify(self, token: str | None, *, action: str, remote_ip: str | None) -> None:
        return None


@dataclass(frozen=True)
class RecaptchaV3:
    """Google reCAPTCHA v3 server-side verification.

    POSTs ``secret``, ``response`` and ``remoteip`` as a form to the siteverify URL, which answers
    ``{"success", "score", "action", "challenge_ts", "hostname", "error-codes"}``. A failure, a
    different action or a score under ``min_score`` fails the check; so does an unreachable service,
    because letting everyone through whenever Google cannot be reached would defeat the check.
    """

    secret: str
    verify_url: str
    min_score: float
    timeout: float = 10.0

    def verify(self, token: str | None, *, action: str, remote_ip: str | None) -> None:
        if not token:
            raise BotCheckFailed()
        form = {"secret": self.secret, "response": token}
        if remote_ip:
            form["remoteip"] = remote_ip
        try:
            response = httpx.post(self.verify_url, data=form, timeout=self.timeout)
            response.raise_for_status()
            result = response.json()
        except (httpx.HTTPError, ValueError):
            log.exception("reCAPTCHA verification request failed")
            raise BotCheckFailed() from None
        if not isinstance(result, dict) or result.get("success") is not True:
            log.info("reCAPTCHA rejected the token: %s", result)
            raise BotCheckFailed()
        if result.get("action") != action:
            log.info("reCAPTCHA token was for action %r, expected %r", result.get("action"), action)
            raise BotCheckFailed()
        score = result.get("score")
        if not isinstance(score, (int, float)) or score < self.min_score:
            log.info("reCAPTCHA score %r is under %s", score, self.min_score)
            raise BotCheckFailed()


def get_bot_check() -> BotCheck:
    """FastAPI dependency: the configured bot check."""
    settings = get_settings()
    if not settings.recaptcha_secret:
        return NoBotCheck()
    return RecaptchaV3(settings.recaptcha_secret, settings.recaptcha_verify_url, settings.recaptcha_min_score)
