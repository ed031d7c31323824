"""Index submission fixtures: the local Google (tests/fakes/google) the product is pointed at, a paid owner whose
Search Console and Indexing links are stored grants, and a project with a Search Console property."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from api.core.db import get_sessionmaker
from api.google.tokens import store_grant
from api.projects.models import Site
from tests.api.page_audits.conftest import PageServer, page_server  # noqa: F401  (fixture)
from tests.api.projects.support import new_site
from tests.factories import SignedIn, make_user
from tests.fakes.google import GoogleServer, google_settings
from tests.fakes.google.indexing import INDEXING_TOKEN, TOKEN
from tests.fakes.service import pointed_at

PROPERTY = "https://www.mysite.com.tw/"


@pytest.fixture
def google(monkeypatch, settings) -> Iterator[GoogleServer]:
    with GoogleServer() as server, pointed_at(monkeypatch, google_settings(server)):
        server.indexing.sites[TOKEN] = [PROPERTY]
        yield server


def link(user_id: int, purpose: str, token: str) -> None:
    with get_sessionmaker()() as db:
        store_grant(db, user_id, purpose, google_sub="g-1", google_email="owner@gmail.com", scopes="", access_token=token,
                    refresh_token="refresh", expires_in=3600)
        db.commit()


def set_site(site_id: int, **fields: object) -> None:
    with get_sessionmaker()() as db:
        site = db.get(Site, site_id)
        for name, value in fields.items():
            setattr(site, name, value)
        db.commit()


@dataclass
class Project:
    owner: SignedIn
    site_id: int

    def url(self, tail: str = "") -> str:
        return f"/api/sites/{self.site_id}/indexing{tail}"


@pytest.fixture
def project(client, google) -> Project:
    """A basic-plan owner with both Google links and a project whose property is :data:`PROPERTY`."""
    owner = make_user(plan_id=3, days=30, language="en")
    link(owner.user_id, "webmaster", TOKEN)
    link(owner.user_id, "indexing", INDEXING_TOKEN)
    site_id = new_site(client, owner)["id"]
    set_site(site_id, gsc_site_url=PROPERTY)
    return Project(owner, site_id)


@pytest.fixture
def local_site(project, page_server) -> PageServer:  # noqa: F811  (the fixture imported above)
    """The project's site and property are the page server's (the address guard lets 127.0.0.1 through here)."""
    set_site(project.site_id, url=page_server.url, gsc_site_url=f"{page_server.url}/")
    return page_server
