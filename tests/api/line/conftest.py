"""LINE fixtures: a local LINE (tests/fakes/line.py) the product's settings point at, and binding a user
through the whole consent flow as the console does it."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from tests.factories import SignedIn
from tests.fakes.line import LineServer, line_settings
from tests.fakes.service import pointed_at

REDIRECT_URI = "http://testserver/line/callback"


@pytest.fixture
def line(monkeypatch, settings) -> Iterator[LineServer]:
    with LineServer() as server, pointed_at(monkeypatch, line_settings(server)):
        yield server


def consent(client, user: SignedIn, redirect_uri: str = REDIRECT_URI) -> dict[str, str]:
    """Opens LINE's consent screen as the browser would and returns what LINE sent back to the callback."""
    response = client.get("/api/line/bind/start", params={"redirect_uri": redirect_uri}, headers=user.headers)
    assert response.status_code == 200, response.text
    answer = httpx.get(response.json()["url"], follow_redirects=False)
    assert answer.status_code == 302, answer.text
    location = urlsplit(answer.headers["location"])
    assert f"{location.scheme}://{location.netloc}{location.path}" == redirect_uri
    return {k: v[0] for k, v in parse_qs(location.query).items()}


def bind(client, user: SignedIn, **headers: str) -> httpx.Response:
    back = consent(client, user)
    return client.post("/api/line/bind", json={**back, "redirect_uri": REDIRECT_URI},
                       headers={**user.headers, **headers})
