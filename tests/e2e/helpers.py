"""Helpers for end-to-end tests: screenshots, fresh accounts."""

from __future__ import annotations

import uuid
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


def register_via_api(context, email: str, password: str = PASSWORD) -> dict:
    """Signs the context up through the API (its cookies become the session) and returns the user."""
    response = context.request.post("/api/register", data={"email": email, "password": password})
    assert response.status == 201, response.text()
    return response.json()["user"]


def csrf_headers(context) -> dict[str, str]:
    """The CSRF header a cookie-authenticated write needs, from the context's csrf_token cookie."""
    token = next(cookie["value"] for cookie in context.cookies() if cookie["name"] == "csrf_token")
    return {"x-csrf-token": token}
