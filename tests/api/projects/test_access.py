"""Who may do what on a project, as one table over every project-scoped route.

A stranger gets 404 on every route (the project's existence is not leaked) and changes nothing; a
member below the route's role gets 403 and changes nothing; the lowest role allowed succeeds.
Add new project-scoped routes to ``ROUTES``: ``test_every_project_route_is_in_the_table`` fails
until they are.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from sqlalchemy import Table, select

from api.core.db import Base, get_sessionmaker
from api.projects import models as project_models
from api.projects.routes import router
from tests.api.projects.support import join, new_site
from tests.conftest import restore_rows, table_rows
from tests.factories import SignedIn, make_user

RANK = {"stranger": 0, "viewer": 1, "manager": 2, "owner": 3}


@dataclass(frozen=True)
class Route:
    method: str
    path: str  # as declared in the router, ids filled from the world
    role: str  # lowest role allowed: viewer | manager | owner | creator
    body: dict | None = None
    shared: bool = False  # share the project first, so that cancelling it changes something

    def __str__(self) -> str:
        return f"{self.method} {self.path}"


KEYWORD_IDS = {"keyword_ids": ["keyword_id"]}
ROUTES = [
    Route("GET", "/sites/{site_id}", "viewer"),
    Route("PATCH", "/sites/{site_id}", "manager", {"name": "改名"}),
    Route("DELETE", "/sites/{site_id}", "creator"),
    Route("GET", "/sites/{site_id}/competitors", "viewer"),
    Route(
        "POST",
        "/sites/{site_id}/batch_add_competitors",
        "manager",
        {"competitors": [{"url": "new-rival.tw"}]},
    ),
    Route("DELETE", "/competitors/{competitor_id}", "manager"),
    Route("GET", "/sites/{site_id}/keywords", "viewer"),
    Route("POST", "/sites/{site_id}/batch_keywords", "manager", {"keywords": "新關鍵字"}),
    Route("POST", "/sites/{site_id}/keywords/batch_delete", "manager", KEYWORD_IDS),
    Route(
        "PATCH",
        "/keywords/{keyword_id}",
        "manager",
        {"pinned": True, "target_url": "https://mysite.com.tw/a"},
    ),
    Route("DELETE", "/keywords/{keyword_id}", "manager"),
    Route("GET", "/sites/{site_id}/keyword_categories", "viewer"),
    Route("POST", "/sites/{site_id}/keyword_categories", "manager", {"name": "新標籤"}),
    Route("PATCH", "/keyword_categories/{category_id}", "manager", {"name": "改名"}),
    Route("DELETE", "/keyword_categories/{category_id}", "manager"),
    Route("POST", "/sites/{site_id}/batch_attach_keyword_categories/{category_id}", "manager", KEYWORD_IDS),
    Route("DELETE", "/sites/{site_id}/batch_detach_keyword_categories/{category_id}", "manager", KEYWORD_IDS),
    Route("GET", "/sites/{site_id}/recipients", "viewer"),
    Route("PUT", "/sites/{site_id}/recipients", "manager", {"emails": ["new@mysite.com.tw"]}),
    Route("POST", "/sites/{site_id}/share", "owner", {"share_password": "secret-1"}),
    Route("DELETE", "/sites/{site_id}/share", "owner", shared=True),
    Route("GET", "/sites/{site_id}/members", "viewer"),
    Route("POST", "/sites/{site_id}/members", "owner", {"email": "invitee@example.com", "role": "viewer"}),
    Route("GET", "/sites/{site_id}/members/invitations", "owner"),
    Route("DELETE", "/sites/{site_id}/members/invitations/{invitation_id}", "owner"),
    Route("PATCH", "/sites/{site_id}/members/{member_id}", "owner", {"role": "manager"}),
    Route("DELETE", "/sites/{site_id}/members/{member_id}", "owner"),
]
# Routes of the projects router that are not about one project.
ACCOUNT_ROUTES = {("GET", "/sites"), ("POST", "/sites"), ("POST", "/invitations/accept")}


@dataclass
class World:
    actors: dict[str, SignedIn]
    ids: dict[str, int]


@dataclass(frozen=True)
class SavedWorld:
    world: World
    rows: dict[str, list[dict]]  # the transactional store's, as the build left it


@pytest.fixture(scope="module")
def saved_worlds() -> dict[str, SavedWorld]:
    """The world of each database, by its URL, as the first test here built it."""
    return {}


@pytest.fixture
def world(client, migrated, saved_worlds) -> World:
    """Built once per database (a dozen API calls, ~0.6 s), then given to each test as the build left it: its
    rows put back, ids included, so what one test writes never reaches another."""
    saved = saved_worlds.get(migrated)
    if saved is None:
        saved = saved_worlds[migrated] = SavedWorld(build_world(client), table_rows())
    else:
        restore_rows(saved.rows)
    return saved.world


def build_world(client) -> World:
    """An owner's project (keywords, a competitor, a recipient, a category, a pending invitation) with a viewer,
    a manager and a target member, and a stranger with a project of their own."""
    owner = make_user("owner@example.com", plan_id=7)
    site = new_site(
        client,
        owner,
        keywords="球鞋\n慢跑鞋",
        competitors=[{"url": "rival.tw"}],
        recipients=["boss@mysite.com.tw"],
    )
    base = f"/api/sites/{site['id']}"
    actors = {"owner": owner}
    member_ids = {}
    for role in ("viewer", "manager", "target"):
        actors[role] = make_user(f"{role}@example.com")
        member_ids[role] = join(client, owner, site["id"], actors[role], "manager" if role == "manager" else "viewer")
    actors["stranger"] = make_user("stranger@example.com", plan_id=7)
    new_site(client, actors["stranger"])  # the stranger has a project of their own
    client.post(f"{base}/members", json={"email": "pending@example.com", "role": "viewer"}, headers=owner.headers)
    invitation_id = client.get(f"{base}/members/invitations", headers=owner.headers).json()["data"][0]["id"]
    keyword_id = client.get(f"{base}/keywords", headers=owner.headers).json()["data"][0]["id"]
    category = client.post(f"{base}/keyword_categories", json={"name": "標籤"}, headers=owner.headers).json()
    client.post(
        f"{base}/batch_attach_keyword_categories/{category['id']}",
        json={"keyword_ids": [keyword_id]},
        headers=owner.headers,
    )
    competitor_id = client.get(f"{base}/competitors", headers=owner.headers).json()["data"][0]["id"]
    return World(
        actors,
        {
            "site_id": site["id"],
            "keyword_id": keyword_id,
            "competitor_id": competitor_id,
            "category_id": category["id"],
            "member_id": member_ids["target"],
            "invitation_id": invitation_id,
        },
    )


def _project_tables() -> list[Table]:
    """Every table api/projects/models.py defines (a table added there is watched with no change here)."""
    here = list(vars(project_models).values())
    mapped = {v.__table__ for v in here if isinstance(v, type) and v.__module__ == project_models.__name__
              and hasattr(v, "__table__")}  # fmt: skip
    plain = {v for v in here if isinstance(v, Table)}
    return [table for table in Base.metadata.sorted_tables if table in mapped | plain]


PROJECT_TABLES = _project_tables()


def snapshot() -> dict:
    """Everything a project write could change."""
    with get_sessionmaker()() as db:
        return {
            table.name: sorted(tuple(row) for row in db.execute(select(table))) for table in PROJECT_TABLES
        }


def call(client, route: Route, world: World, who: SignedIn):
    body = None
    if route.body is not None:
        body = {
            key: [world.ids[v] for v in value] if key == "keyword_ids" else value
            for key, value in route.body.items()
        }
    return client.request(
        route.method,
        "/api" + route.path.format(**world.ids),
        json=body,
        headers={**who.headers, "Accept-Language": "en"},
    )


@pytest.mark.parametrize("route", ROUTES, ids=str)
def test_route_access(client, world, route):
    needed = {"creator": RANK["owner"]}.get(route.role, RANK.get(route.role))
    if route.shared:
        client.post(
            f"/api/sites/{world.ids['site_id']}/share",
            json={"share_password": "secret-0"},
            headers=world.actors["owner"].headers,
        )
    before = snapshot()
    for actor in ("stranger", "viewer", "manager"):
        if RANK[actor] >= needed:
            continue
        response = call(client, route, world, world.actors[actor])
        if actor == "stranger":
            expected = (404, "resource.not_found", "This page could not be found")
        elif route.role == "creator":
            expected = (403, "project.not_creator", "You are not the creator")
        else:
            expected = (
                403,
                "permission.denied",
                "Insufficient user permission, please contact the account owner to adjust permissions",
            )
        body = response.json()
        assert (response.status_code, body["code"], body["message"]) == expected, f"{actor}: {response.text}"
        assert snapshot() == before, f"{actor} changed something with {route}"
    allowed = "owner" if route.role in ("owner", "creator") else route.role
    response = call(client, route, world, world.actors[allowed])
    assert response.status_code in (200, 201, 202, 204), f"{allowed}: {response.text}"


def test_every_project_route_is_in_the_table():
    declared = {(method, route.path) for route in router.routes for method in route.methods}
    assert declared - ACCOUNT_ROUTES == {(route.method, route.path) for route in ROUTES}


def test_a_stranger_does_not_see_the_project_in_lists(client, world):
    stranger = world.actors["stranger"]
    listed = client.get("/api/sites", headers=stranger.headers).json()
    assert [s["id"] for s in listed["data"]] != [] and world.ids["site_id"] not in [
        s["id"] for s in listed["data"]
    ]
    every = client.get("/api/sites", params={"all": 1}, headers=stranger.headers).json()["data"]
    assert world.ids["site_id"] not in [s["id"] for s in every]


def test_a_manager_edits_keywords_but_does_not_delete_the_project_or_manage_members(client, world):
    manager, site_id = world.actors["manager"], world.ids["site_id"]
    assert (
        client.post(
            f"/api/sites/{site_id}/batch_keywords", json={"keywords": "經理加的"}, headers=manager.headers
        ).status_code
        == 201
    )
    response = client.delete(f"/api/sites/{site_id}", headers={**manager.headers, "Accept-Language": "zh-TW"})
    assert (response.status_code, response.json()["message"]) == (403, "您不是建立者")
    response = client.post(
        f"/api/sites/{site_id}/members",
        json={"email": "invitee@example.com", "role": "viewer"},
        headers={**manager.headers, "Accept-Language": "zh-TW"},
    )
    assert (response.status_code, response.json()["message"]) == (
        403,
        "使用者權限不足，請聯繫帳號擁有者調整權限",
    )


def test_members_use_the_owners_plan(client, world):
    """A manager on a trial plan still adds keywords within the enterprise owner's allowance."""
    manager, site_id = world.actors["manager"], world.ids["site_id"]
    many = "\n".join(f"字{i}" for i in range(40))  # more than the manager's own trial allows
    assert (
        client.post(
            f"/api/sites/{site_id}/batch_keywords", json={"keywords": many}, headers=manager.headers
        ).status_code
        == 201
    )
