"""Helpers for tests that need projects: they go through the API like the console does."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import func, select

from api.core.db import get_sessionmaker
from tests.factories import SignedIn


def new_site(client: TestClient, who: SignedIn, **fields: object) -> dict:
    body = {"name": "我的網站", "url": "https://www.mysite.com.tw", **fields}
    response = client.post("/api/sites", json=body, headers=who.headers)
    assert response.status_code == 201, response.text
    return response.json()


def count(model: object, **where: object) -> int:
    """Rows of a model (or table) matching ``where``, read in a fresh session: what is really stored."""
    with get_sessionmaker()() as db:
        stmt = select(func.count()).select_from(model)
        for column, value in where.items():
            stmt = stmt.where(getattr(model, column) == value)
        return db.scalar(stmt)


def error(response, status: int, code: str) -> dict:
    """Asserts the error status and code; returns the body for message checks."""
    assert response.status_code == status, response.text
    body = response.json()
    assert body["code"] == code, body
    return body


def field_errors(response) -> dict[str, tuple[str, str]]:
    """``{field: (code, message)}`` of a 422 response."""
    assert response.status_code == 422, response.text
    return {f["field"]: (f["code"], f["message"]) for f in response.json()["fields"]}
