"""Helpers for end-to-end tests: screenshots, fresh accounts."""

from __future__ import annotations

import email
import re
import time
import uuid
from email import policy
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "test-output" / "screenshots"
PASSWORD = "correct-horse-9"


def screenshot(page, name: str) -> Path:
    """Saves a full-page screenshot as test-output/screenshots/<name>.png."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def unique_email(prefix: str = "e2e") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}@example.com"


def register_via_api(context, email: str, password: str = PASSWORD, **fields) -> dict:
    """Signs the context up through the API (its cookies become the session) and returns the user;
    `fields` are more fields of the sign-up (language, referral_code…)."""
    response = context.request.post("/api/register", data={"email": email, "password": password, **fields})
    assert response.status == 201, response.text()
    return response.json()["user"]


def csrf_headers(context) -> dict[str, str]:
    """The CSRF header a cookie-authenticated write needs, from the context's csrf_token cookie."""
    token = next(cookie["value"] for cookie in context.cookies() if cookie["name"] == "csrf_token")
    return {"x-csrf-token": token}


def mailed_link(data_dir: Path, to: str, path: str, timeout: float = 10.0) -> str:
    """The path and query of the newest `/<path>?token=…` link mailed to `to` (the embedded outbox)."""
    deadline = time.monotonic() + timeout
    pattern = re.compile(rf"https?://[^/\s\"']+(/{path}\?token=[^\s\"'<>]+)")
    while True:
        for eml in sorted((data_dir / "outbox").glob(f"*-{to.replace('@', '_at_')}.eml"), reverse=True):
            message = email.message_from_bytes(eml.read_bytes(), policy=policy.default)
            body = message.get_body(preferencelist=("plain", "html"))
            match = pattern.search(body.get_content() if body else "")
            if match:
                return match.group(1)
        if time.monotonic() > deadline:
            raise AssertionError(f"no /{path} link mailed to {to}")
        time.sleep(0.2)
