"""Helpers for tests that need projects: they go through the API like the console does."""

from __future__ import annotations

import re
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from urllib.parse import parse_qs, urlsplit

from fastapi.testclient import TestClient
from sqlalchemy import func, select

from api.core.config import get_settings
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


def mails_to(address: str) -> list[EmailMessage]:
    """The mails written to the outbox for ``address`` (no SMTP host in tests), oldest first."""
    paths = sorted(get_settings().outbox_dir.glob(f"*-{address.replace('@', '_at_')}.eml"))
    return [BytesParser(policy=policy.default).parsebytes(path.read_bytes()) for path in paths]


def invitation_token(address: str) -> str:
    """The token of the newest invitation link mailed to ``address``."""
    texts = (mail.get_body(preferencelist=("plain",)).get_content() for mail in reversed(mails_to(address)))
    link = next(found.group(0) for text in texts if (found := re.search(r"https?://\S+/invitation\?\S+", text)))
    return parse_qs(urlsplit(link).query)["token"][0]


def join(client: TestClient, owner: SignedIn, site_id: int, member: SignedIn, role: str = "viewer") -> int:
    """Makes ``member`` a member as people do (the owner invites, the member opens the mailed link);
    returns the membership's id."""
    invited = client.post(
        f"/api/sites/{site_id}/members", json={"email": member.email, "role": role}, headers=owner.headers
    )
    assert invited.status_code == 202, invited.text
    accepted = client.post(
        "/api/invitations/accept", json={"token": invitation_token(member.email)}, headers=member.headers
    )
    assert accepted.status_code == 200, accepted.text
    members = client.get(f"/api/sites/{site_id}/members", headers=owner.headers).json()["data"]
    return next(m["id"] for m in members if m["user_id"] == member.user_id)
