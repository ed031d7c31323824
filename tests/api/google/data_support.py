"""What the Google data tests share: the local Google the product calls, the analytics store it writes, an
owner whose grants are stored directly (the linking itself is tests/api/google/test_oauth*), and a project."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta

import pytest

from api.core.db import get_sessionmaker
from api.google.tokens import store_grant
from tests.api.projects.support import new_site
from tests.api.rankings.conftest import analytics_store, run_tasks_eagerly
from tests.factories import SignedIn, make_user
from tests.fakes.google import GoogleServer, google_settings
from tests.fakes.service import pointed_at

SITE_URL = "https://www.mysite.com.tw/"
PROPERTY = "properties/4242"
YESTERDAY = date.today() - timedelta(days=1)
NEWEST = YESTERDAY - timedelta(days=2)  # Search Console's newest day: about two days late


def day(n: int) -> date:
    """``n`` days before the newest day with data."""
    return NEWEST - timedelta(days=n)


def grant(user_id: int, purpose: str, token: str, *, expired: bool = False) -> None:
    with get_sessionmaker()() as db:
        stored = store_grant(db, user_id, purpose, google_sub="1077", google_email="owner@gmail.com", scopes="",
                             access_token=token, refresh_token="refresh-" + token, expires_in=3600)
        if expired:
            stored.status = "expired"
        db.commit()


@dataclass
class World:
    google: GoogleServer
    owner: SignedIn
    site: dict
    analytics: object

    def get(self, client, path: str, who: SignedIn | None = None):
        return client.get(f"/api/sites/{self.site['id']}/{path}", headers=(who or self.owner).headers)

    def post(self, client, path: str, body: dict, who: SignedIn | None = None):
        return client.post(f"/api/sites/{self.site['id']}/{path}", json=body, headers=(who or self.owner).headers)


@pytest.fixture
def world(client, tmp_path, monkeypatch) -> Iterator[World]:
    with GoogleServer() as google, analytics_store(monkeypatch, tmp_path) as store, \
            pointed_at(monkeypatch, google_settings(google)):
        owner = make_user(plan_id=10)
        site = new_site(client, owner, keywords="手沖咖啡\n咖啡豆\n拿鐵")
        run_tasks_eagerly(monkeypatch)  # after the project's first rank check was queued (not run: no SERPs here)
        grant(owner.user_id, "webmaster", "tok-web")
        grant(owner.user_id, "analytics", "tok-ga")
        google.data.allow("tok-web", SITE_URL)
        google.data.allow("tok-ga", PROPERTY)
        yield World(google, owner, site, store)
