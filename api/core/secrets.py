"""Secrets at rest: the one Fernet key of the deployment that encrypts what outside services gave a user
(Google's OAuth tokens, a WordPress site's application password).

The key is ``Settings.token_encryption_key`` (urlsafe base64 of 32 bytes) or, when unset, derived from the
secret key, so embedded mode needs nothing more. A value that no longer decrypts (the key changed) raises
:class:`SecretUnreadable`; each area says what that means for its users (re-authorize, re-enter the password).
"""

from __future__ import annotations

import base64
import hashlib

from cryptography.fernet import Fernet, InvalidToken

from api.core.config import Settings, get_settings


class SecretUnreadable(ValueError):
    """The stored value was encrypted with another key (or is not ours)."""


def _fernet(settings: Settings) -> Fernet:
    key = settings.token_encryption_key
    if not key:  # derived from the secret key: one key per deployment, nothing more to configure
        key = base64.urlsafe_b64encode(hashlib.sha256(b"ranklens-token-key:" + settings.secret_key.encode()).digest())
    return Fernet(key)


def encrypt(value: str, settings: Settings | None = None) -> str:
    return _fernet(settings or get_settings()).encrypt(value.encode()).decode()


def decrypt(value: str, settings: Settings | None = None) -> str:
    """The stored value in clear; raises :class:`SecretUnreadable`."""
    try:
        return _fernet(settings or get_settings()).decrypt(value.encode()).decode()
    except InvalidToken:
        raise SecretUnreadable() from None
