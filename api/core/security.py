"""Password hashing, opaque tokens and signed links."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

from api.core.config import get_settings

_hasher = PasswordHasher()

SESSION_PREFIX = "rls_"  # browser/API login sessions
API_TOKEN_PREFIX = "rlt_"  # personal access tokens from /tokens
PRINT_PASS_PREFIX = "rlp_"  # the server's own Chromium printing a page for a reader (print_pass)
SESSION_COOKIE = "token"  # the console's session, or what the server's Chromium presents as one
PRINT_PASS = "page-print"
PRINT_PASS_SECONDS = 300  # one printing: the page's load and its ready marker, a minute each at most


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    if not password_hash:
        return False
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def new_token(prefix: str) -> str:
    return prefix + secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    """Tokens are stored as SHA-256 digests: they are long and random, so no slow hash is needed."""
    return hashlib.sha256(token.encode()).hexdigest()


def same_token(expected: str, given: object) -> bool:
    """Whether ``given`` equals the secret ``expected``, in time that does not depend on where they differ."""
    return isinstance(given, str) and hmac.compare_digest(given.encode(), expected.encode())


def fingerprint(purpose: str, *parts: str) -> str:
    """A keyed digest of ``parts``: binds a signed link to state without putting that state in the link."""
    key = get_settings().secret_key.encode()
    message = "\x1f".join((purpose, *parts)).encode()
    return hmac.new(key, message, hashlib.sha256).hexdigest()[:32]


def csrf_token_for(session_token_hash: str) -> str:
    """The CSRF token is derived from the session, so nothing extra is stored."""
    key = get_settings().secret_key.encode()
    return hmac.new(key, b"csrf:" + session_token_hash.encode(), hashlib.sha256).hexdigest()[:40]


def _serializer(purpose: str) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(get_settings().secret_key, salt=f"ranklens.{purpose}")


def sign_link(purpose: str, payload: dict) -> str:
    return _serializer(purpose).dumps(payload)


class LinkExpired(Exception):
    pass


class LinkInvalid(Exception):
    pass


def read_link(purpose: str, token: str, max_age: int) -> dict:
    try:
        return _serializer(purpose).loads(token, max_age=max_age)
    except SignatureExpired as exc:
        raise LinkExpired from exc
    except BadSignature as exc:
        raise LinkInvalid from exc


def print_pass(user_id: int) -> str:
    """A credential for the server's own Chromium to read the console as ``user_id`` when no session of
    theirs is at hand (a report printed for a mail): signed, read-only (GET), valid for five minutes.
    It never leaves the server."""
    return PRINT_PASS_PREFIX + sign_link(PRINT_PASS, {"u": user_id})


def print_pass_user(token: str) -> int | None:
    """The user a :func:`print_pass` was made for; None when it is not one of ours or too old."""
    try:
        return int(read_link(PRINT_PASS, token.removeprefix(PRINT_PASS_PREFIX), PRINT_PASS_SECONDS)["u"])
    except (LinkExpired, LinkInvalid, KeyError, TypeError, ValueError):
        return None
