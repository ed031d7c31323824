"""CMS fixtures: a local WordPress (tests/fakes/wordpress.py) that the product may reach (private addresses
allowed, as for a site on one's own machine; a short timeout for the slow site), and a user whose plan has
the CMS plugin (SPEC §6: plan 10 and up)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.factories import SignedIn, make_user
from tests.fakes.service import pointed_at
from tests.fakes.wordpress import APP_PASSWORD, USERNAME, WordPressServer

ADVANCED_PLAN = 10
TIMEOUT_SECONDS = 1


@pytest.fixture
def wordpress(monkeypatch, settings) -> Iterator[WordPressServer]:
    with WordPressServer() as server, pointed_at(monkeypatch, {
            "RANKLENS_CRAWL_ALLOW_PRIVATE": "1", "RANKLENS_CRAWL_REQUEST_TIMEOUT_SECONDS": str(TIMEOUT_SECONDS)}):
        yield server


@pytest.fixture
def writer(client) -> SignedIn:
    return make_user("writer@example.com", plan_id=ADVANCED_PLAN, days=30)


def site_form(server: WordPressServer, **changes: str) -> dict[str, str]:
    return {"name": "", "url": server.url, "username": USERNAME, "application_password": APP_PASSWORD, **changes}


def connect(client, user: SignedIn, server: WordPressServer, **changes: str) -> dict:
    response = client.post("/api/cms/sites", json=site_form(server, **changes), headers=user.headers)
    assert response.status_code == 201, response.text
    return response.json()
