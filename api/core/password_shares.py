"""Password-protected share links (SPEC §6 "Sharing"): a shared report and a shared SEO writer document are
both reached by a uuid and a password. The password is checked once, throttled, and exchanged for a signed
token that later requests carry instead of it.

The token is bound to the share's password hash (salted: a new password, even the same text, or a cancelled
share makes every old token worthless), so a reader never has to be tracked server-side.
"""

from __future__ import annotations

from dataclasses import dataclass

from api.core import ratelimit
from api.core.config import get_settings
from api.core.errors import AppError, TooManyRequests
from api.core.security import (
    LinkExpired,
    LinkInvalid,
    fingerprint,
    read_link,
    same_token,
    sign_link,
    verify_password,
)

SHARE_PASSWORD_MIN, SHARE_PASSWORD_MAX = 4, 64

# Guesses at share passwords: by one client for one share, and by one client address across shares of any
# kind (counted before the password is checked, so parallel guesses cannot pass the limit). Never by the
# share alone: a stranger's guesses must not lock out its real readers.
SHARE_CLIENT_FAILURES = ratelimit.Throttle("share.client", lambda: get_settings().share_max_failures,
                                           lambda: get_settings().login_failure_window_seconds)
SHARE_ADDRESS_ATTEMPTS = ratelimit.Throttle("share.address", lambda: get_settings().share_address_max_attempts,
                                            lambda: get_settings().login_failure_window_seconds)


@dataclass(frozen=True)
class ShareKind:
    """One kind of share: the purpose its tokens are signed for and the errors its readers are told."""

    purpose: str
    wrong_password: type[AppError]  # 403
    too_many_attempts: type[TooManyRequests]  # 429
    locked: type[AppError]  # 401: no valid token, the password is to be entered (again)


def _stamp(kind: ShareKind, share_uuid: str, password_hash: str) -> str:
    return fingerprint(kind.purpose, share_uuid, password_hash)


def unlock(kind: ShareKind, share_uuid: str, password_hash: str, password: str, ip: str | None) -> str:
    """The reader's token when ``password`` is the share's; 429 once the client has used up its guesses at
    this share (``share_max_failures``; a success clears them) or its attempts at any share
    (``share_address_max_attempts``), within the login failure window."""
    address = ratelimit.address_key(ip)
    client = f"{address}|share:{share_uuid}"
    wait = ratelimit.take_each([(SHARE_ADDRESS_ATTEMPTS, address), (SHARE_CLIENT_FAILURES, client)])
    if wait is not None:
        raise kind.too_many_attempts(minutes=ratelimit.minutes(wait))
    if not verify_password(password_hash, password):
        raise kind.wrong_password()
    ratelimit.clear(SHARE_CLIENT_FAILURES, client)
    return sign_link(kind.purpose, {"share": share_uuid, "stamp": _stamp(kind, share_uuid, password_hash)})


def check_token(kind: ShareKind, share_uuid: str, password_hash: str, token: str | None) -> None:
    """Passes when ``token`` was given for this share under its current password and is not older than
    ``share_viewer_ttl_seconds``; ``kind.locked`` (401) otherwise."""
    try:
        payload = read_link(kind.purpose, token or "", get_settings().share_viewer_ttl_seconds)
    except (LinkExpired, LinkInvalid):
        raise kind.locked() from None
    if not (same_token(share_uuid, payload.get("share"))
            and same_token(_stamp(kind, share_uuid, password_hash), payload.get("stamp"))):
        raise kind.locked()
