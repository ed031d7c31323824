"""One way to call a Google reporting API with a user's access token, and Google's refusals as the stable
codes of SPEC §8 (api/google/messages.json).

Google answers errors as ``{"error": {"code", "message", "status"}}``
(https://cloud.google.com/apis/design/errors): 401 UNAUTHENTICATED (the token was revoked or expired early:
authorize again), 403 PERMISSION_DENIED (the account cannot read this property or site), 429
RESOURCE_EXHAUSTED (a quota: try later); anything else, or no answer, is "could not retrieve the data".
"""

from __future__ import annotations

import httpx

from api.core.errors import AppError

TIMEOUT = 30.0
REFUSALS = {401: "google.token_expired", 403: "google.no_permission", 429: "google.quota_exceeded"}


class GoogleApiFailed(AppError):
    """A Google API refused or failed. Codes: ``google.token_expired``, ``google.no_permission`` (403 to the
    user: "No website permissions for this Google account"), ``google.quota_exceeded``, ``google.fetch_failed``."""
    status_code = 502
    code = "google.fetch_failed"

    def __init__(self, code: str) -> None:
        super().__init__(code, status_code=403 if code == "google.no_permission" else 502)


def call(method: str, url: str, token: str, body: dict | None = None) -> dict:
    """Google's JSON answer; raises :class:`GoogleApiFailed`."""
    try:
        answer = httpx.request(method, url, json=body, timeout=TIMEOUT, headers={"Authorization": f"Bearer {token}"})
    except httpx.HTTPError:
        raise GoogleApiFailed("google.fetch_failed") from None
    if answer.status_code != 200:
        raise GoogleApiFailed(REFUSALS.get(answer.status_code, "google.fetch_failed"))
    try:
        return answer.json()
    except ValueError:
        raise GoogleApiFailed("google.fetch_failed") from None
