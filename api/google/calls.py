"""One way to call a Google reporting API with a user's access token, and Google's refusals as the stable
codes of SPEC §8 (api/google/messages.json).

Google answers errors as ``{"error": {"code", "message", "status"}}``
(https://cloud.google.com/apis/design/errors): 401 UNAUTHENTICATED (the token was revoked or expired early:
authorize again), 403 PERMISSION_DENIED (the account cannot read this property or site), 429
RESOURCE_EXHAUSTED (a quota: try later); anything else, or no answer, is "could not retrieve the data".
"""

from __future__ import annotations

import httpx
from sqlalchemy.orm import Session

from api.core.errors import AppError
from api.google.tokens import access_token, grant_of

TIMEOUT = 30.0
REFUSALS = {401: "google.token_expired", 403: "google.no_permission", 429: "google.quota_exceeded"}
# What the API answers for each: the account's missing permission is the user's to fix (403); Google's quota
# passes (503, try later); an expired grant needs a new consent (409, as api.google.tokens.GoogleAuthFailed).
STATUS = {"google.no_permission": 403, "google.quota_exceeded": 503, "google.token_expired": 409}


class GoogleApiFailed(AppError):
    """A Google API refused or failed. Codes: ``google.token_expired``, ``google.no_permission`` (403 to the
    user: "No website permissions for this Google account"), ``google.quota_exceeded``, ``google.fetch_failed``."""
    status_code = 502
    code = "google.fetch_failed"

    def __init__(self, code: str) -> None:
        super().__init__(code, status_code=STATUS.get(code, 502))


def refusal_code(status: int) -> str:
    """Our code for a Google API's error status."""
    return REFUSALS.get(status, "google.fetch_failed")


def raise_for(answer: httpx.Response) -> None:
    if not answer.is_success:
        raise GoogleApiFailed(refusal_code(answer.status_code))


def call(method: str, url: str, token: str, body: dict | None = None, params: dict | None = None) -> dict:
    """Google's JSON answer; raises :class:`GoogleApiFailed`."""
    try:
        answer = httpx.request(method, url, json=body, params=params, timeout=TIMEOUT,
                               headers={"Authorization": f"Bearer {token}"})
    except httpx.HTTPError:
        raise GoogleApiFailed("google.fetch_failed") from None
    raise_for(answer)
    try:
        return answer.json()
    except ValueError:
        raise GoogleApiFailed("google.fetch_failed") from None


def call_as(db: Session, user_id: int, purpose: str, method: str, url: str, *, body: dict | None = None,
            params: dict | None = None) -> dict:
    """:func:`call` with the user's ``purpose`` grant (:func:`api.google.tokens.access_token`). Google's 401
    means the grant was revoked at Google: it is marked expired, and the user is asked to authorize again."""
    try:
        return call(method, url, access_token(db, user_id, purpose), body, params)
    except GoogleApiFailed as failed:
        if failed.code == "google.token_expired":
            expire_grant(db, user_id, purpose)
        raise


def expire_grant(db: Session, user_id: int, purpose: str) -> None:
    grant = grant_of(db, user_id, purpose)
    if grant is not None:  # not revoked by the user meanwhile
        grant.status = "expired"
        db.commit()
