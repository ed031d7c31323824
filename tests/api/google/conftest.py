"""Google fixtures: the local Google (tests/fakes/google) with the settings pointing at it, and a signed-in
user's client."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from api.core import config
from api.google import oauth
from tests.api.accounts.conftest import configure, smtp  # noqa: F401 (fixtures: a local SMTP server)
from tests.api.accounts.helpers import bearer, register
from tests.fakes.google import GoogleServer, google_settings
from tests.fakes.service import pointed_at

CALLBACK = "http://testserver/google/callback"


@pytest.fixture
def google(monkeypatch, settings) -> Iterator[GoogleServer]:
    with GoogleServer() as server, pointed_at(monkeypatch, google_settings(server)):
        oauth._keys.clear()
        yield server


@pytest.fixture
def user_client(client, google):
    """A client signed in as a new e-mail user (bearer token)."""
    token = register(client, "owner@example.com").json()["api_token"]
    client.headers.update(bearer(token))
    return client


def consent(url: str) -> dict[str, str]:
    """What Google's consent screen sends the browser back with (the query of its redirect)."""
    answer = httpx.get(url, follow_redirects=False)
    assert answer.status_code == 302, answer.text
    return {k: v[0] for k, v in parse_qs(urlsplit(answer.headers["location"]).query).items()}


def consent_code(client, purpose: str, redirect_uri: str = CALLBACK) -> str:
    """Opens the consent screen as the console's popup does (GET /google_apps/config) and answers its code."""
    cfg = client.get("/api/google_apps/config").json()
    url = oauth.consent_url(config.get_settings(), redirect_uri=redirect_uri, scope=cfg["scopes"][purpose],
                            state="popup-state")
    return consent(url)["code"]


def link(client, purpose: str):
    return client.post("/api/google_apps", json={"code": consent_code(client, purpose), "redirect_uri": CALLBACK,
                                                 "purpose": purpose})
