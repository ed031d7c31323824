"""Security tests' fixtures: one app per module, and two tenants whose every kind of resource is made
through the API as the console makes it (A's world is built once per module: it is what the isolation
matrix attacks and what the fuzzer's signed-in user owns).

Every tenant string carries its tenant's marker (``zqxa`` for A, ``zqxb`` for B), so a body that shows any
of A's data shows the marker.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import partial

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import or_, select

from api.billing.models import Order, Payment
from api.core import config, ratelimit
from api.core.db import get_sessionmaker
from api.models import Base
from api.projects.share import viewer_cookie
from api.tools import on_page_check
from tests.analytics.audits import site_records
from tests.api.audits.conftest import complete_with
from tests.api.projects.support import join
from tests.api.rankings.conftest import analytics_store, run_tasks_eagerly, sandbox_source
from tests.conftest import empty_tables
from tests.crawler.audit.sites import public_hosts
from tests.factories import SignedIn, make_user
from tests.fakes.service import pointed_at
from tests.fakes.wordpress import APP_PASSWORD, USERNAME, WordPressServer

ALL_FEATURES_PLAN = 15  # enterprise limits and every gated feature (api/plans/catalogue.py)
# Columns that reading or signing in touches; they are not data a caller changes.
VOLATILE_COLUMNS = {"last_seen_at", "last_used_at"}
PUBLIC_ADDRESS = "93.184.215.14"  # what tenants' shop hosts resolve to for the page checker (no lookup leaves)


def shop_host(marker: str) -> str:
    return f"shop-{marker}.tw"


@dataclass
class Tenant:
    """A signed-in user and one of each of their resources: ``ids`` by kind (site, keyword, ...)."""

    user: SignedIn
    marker: str
    ids: dict[str, int | str] = field(default_factory=dict)
    share_password: str = ""
    share_viewer: str = ""  # the viewer cookie's value that unlocking the share gave
    members: dict[str, SignedIn] = field(default_factory=dict)  # by role

    @property
    def share_headers(self) -> dict[str, str]:
        """What a reader of the shared report sends: the share header and the share's viewer cookie."""
        uuid = str(self.ids["share_uuid"])
        return {"X-Share-UUID": uuid, "Cookie": f"{viewer_cookie(uuid)}={self.share_viewer}"}


@dataclass
class Worlds:
    a: Tenant
    b: Tenant
    viewer: SignedIn  # a viewer member of A's project


@pytest.fixture(scope="module")
def module_client(migrated, tmp_path_factory) -> Iterator[TestClient]:
    """An app of its own for the module, with its own analytics store; every table emptied after."""
    from api.main import create_app

    ratelimit.reset_all()
    with (pytest.MonkeyPatch.context() as monkeypatch,
          analytics_store(monkeypatch, tmp_path_factory.mktemp("security"))):
        config.get_settings.cache_clear()
        with TestClient(create_app(), base_url="http://testserver") as client:
            yield client
    empty_tables()
    ratelimit.reset_all()
    config.get_settings.cache_clear()


def _ok(response, status: int = 200) -> dict:
    assert response.status_code == status, f"{response.request.method} {response.request.url}: {response.text}"
    return response.json() if response.content else {}


def _charged(trade_no: str) -> int:
    """A successful charge on A's order, stored as a notice would store it, without the plan change the notice
    would make (A keeps the plan with every feature)."""
    with get_sessionmaker()() as db:
        order = db.scalar(select(Order).where(Order.trade_no == trade_no))
        payment = Payment(order_id=order.id, period=1, reference=f"charge-{trade_no}", amount=order.amount,
                          succeeded=True)
        db.add(payment)
        db.commit()
        return payment.id


def build_tenant(client: TestClient, marker: str, *, with_members: bool = False, with_rankings: bool = False) -> Tenant:
    """A user on a plan with every feature and, through the API, one of each resource they can own
    (``with_members``: a viewer and a manager joined through mailed invitations, and one invitation left
    pending; ``with_rankings``: ranked days and a rank check)."""
    tenant = Tenant(make_user(f"owner-{marker}@example.com", plan_id=ALL_FEATURES_PLAN, days=30), marker,
                    share_password=f"share-{marker}-1")
    headers, ids = tenant.user.headers, tenant.ids
    domain = shop_host(marker)
    site = _ok(client.post("/api/sites", headers=headers, json={
        "name": f"專案 {marker}", "url": f"https://{domain}", "keywords": f"球鞋{marker}\n慢跑鞋{marker}",
        "competitors": [{"url": f"rival-{marker}.tw"}], "recipients": [f"boss@{domain}"]}), 201)
    ids["site"] = site_id = site["id"]
    base = f"/api/sites/{site_id}"
    keywords = _ok(client.get(f"{base}/keywords", headers=headers))["data"]
    ids["keyword"], ids["keyword2"] = sorted(k["id"] for k in keywords)
    ids["competitor"] = _ok(client.get(f"{base}/competitors", headers=headers))["data"][0]["id"]
    ids["category"] = _ok(client.post(f"{base}/keyword_categories", headers=headers,
                                      json={"name": f"標籤{marker}"}), 201)["id"]
    _ok(client.post(f"{base}/batch_attach_keyword_categories/{ids['category']}", headers=headers,
                    json={"keyword_ids": [ids["keyword"]]}))
    _ok(client.put(f"{base}/ranking_settings", headers=headers, json={"drop_alert_threshold": 7}))
    ids["share_uuid"] = share_uuid = _ok(client.post(f"{base}/share", headers=headers,
                                                     json={"share_password": tenant.share_password}))["share_uuid"]
    _ok(client.post("/api/shared_report/unlock", json={"share_uuid": share_uuid,
                                                       "password": tenant.share_password}), 204)
    # Kept here, not in the client's cookie jar: only the calls that mean to send it do.
    tenant.share_viewer = client.cookies[viewer_cookie(share_uuid)]
    client.cookies.delete(viewer_cookie(share_uuid))
    if with_members:
        for email, role in ((f"viewer-{marker}@example.com", "viewer"), (f"manager-{marker}@example.com", "manager")):
            tenant.members[role] = make_user(email)
            ids["member"] = join(client, tenant.user, site_id, tenant.members[role], role)
        _ok(client.post(f"{base}/members", headers=headers,
                        json={"email": f"pending-{marker}@example.com", "role": "viewer"}), 202)
        ids["invitation"] = _ok(client.get(f"{base}/members/invitations", headers=headers))["data"][0]["id"]
    if with_rankings:  # a crawl of the sandbox's result pages: seconds, so only where rankings are needed
        with pytest.MonkeyPatch.context() as monkeypatch:
            run_tasks_eagerly(monkeypatch)
            with sandbox_source(monkeypatch, (domain, f"rival-{marker}.tw")):
                _ok(client.post(f"{base}/ranking_update", headers=headers), 202)
                ids["rank_check"] = _ok(client.post("/api/tool/rank-check", headers=headers, json={
                    "keywords": f"球鞋{marker}", "domain": domain, "country": "TW"}))["operation"]["id"]
    _ok(client.post(f"{base}/keyword_gap/exclusions", headers=headers, json={"keyword_ids": [ids["keyword2"]]}))
    # Queued, not run: no worker in this process (the task would crawl or mail).
    ids["report"] = _ok(client.post(f"{base}/ranking_report", headers=headers, json={}), 202)["id"]
    ids["check"] = _ok(client.post(f"{base}/site_checks", headers=headers, json={}), 202)["id"]
    complete_with(ids["check"], site_records.records())
    ids["evaluation"] = _ok(client.post(f"{base}/page_evaluations", headers=headers, json={
        "url": f"https://{domain}/page-{marker}", "target_keyword": f"頁面{marker}"}), 202)["data"][0]["id"]
    ids["order"] = _ok(client.post("/api/billing/checkout", headers=headers, json={"plan_id": 10, "payment_type": 2}),
                       201)["trade_no"]
    ids["payment"] = _charged(ids["order"])
    ids["token"] = _ok(client.post("/api/tokens", headers=headers, json={"name": f"token-{marker}"}), 201)["id"]
    ids["keyword_list"] = _ok(client.post("/api/keyword_lists", headers=headers, json={"name": f"清單 {marker}"}), 201)["id"]
    ids["list_item"] = _ok(client.post(f"/api/keyword_lists/{ids['keyword_list']}/keywords", headers=headers,
                                       json={"keywords": f"咖啡{marker}"}))["list"]["items"][0]["id"]
    with (pytest.MonkeyPatch.context() as monkeypatch, WordPressServer() as wordpress,
          pointed_at(monkeypatch, {"RANKLENS_CRAWL_ALLOW_PRIVATE": "1"})):
        # a WordPress site connected and posted to (the local one, while it runs: A's ids are all that is needed)
        ids["cms_site"] = _ok(client.post("/api/cms/sites", headers=headers, json={
            "name": f"部落格 {marker}", "url": wordpress.url, "username": USERNAME,
            "application_password": APP_PASSWORD}), 201)["id"]
        _ok(client.post(f"/api/cms/sites/{ids['cms_site']}/posts", headers=headers, json={
            "title": f"文章 {marker}", "content_html": f"<p>內文 {marker}</p>", "status": "draft"}), 201)
    ids["writer_category"] = _ok(client.post("/api/seo_writer_template_categories", headers=headers,
                                             json={"name": f"分類{marker}"}), 201)["id"]
    ids["writer_template"] = _ok(client.post("/api/seo_writer_templates", headers=headers, json={
        "title": f"文章{marker}", "keyword": f"保濕{marker}", "content_html": f"<h1>{marker}</h1>", "site_id": site_id,
        "category_ids": [ids["writer_category"]]}), 201)["id"]
    # An AI article written through the editing route (the steps need a model endpoint, which tenants lack).
    ids["ai_article"] = _ok(client.post("/api/ai_articles", headers=headers, json={
        "template": "ecommerce", "keyword": f"精華液{marker}", "product": f"精華液{marker}"}), 201)["id"]
    _ok(client.patch(f"/api/ai_articles/{ids['ai_article']}", headers=headers, json={
        "title": f"標題{marker}", "description": f"描述{marker}",
        "sections": [{"title": f"段落{marker}", "words": [f"字{marker}"], "paragraph": f"內文{marker}"}]}))
    with pytest.MonkeyPatch.context() as monkeypatch:
        public_hosts(monkeypatch, resolve={domain: [PUBLIC_ADDRESS]}, dial={})
        # Queued, not run (no worker here): the job exists, which is all its reads need.
        ids["checker_job"] = _ok(client.post("/api/tool/checker", headers=headers,
                                             json={"url": f"https://{domain}/checked-{marker}"}), 202)["id"]
        monkeypatch.setattr(on_page_check, "wait", partial(on_page_check.wait, seconds=0))
        ids["on_page_check"] = _ok(client.post("/api/tool/keyword-on-page-check", headers=headers, json={
            "url": f"https://{domain}/on-page-{marker}", "keywords": f"球鞋{marker}"}), 202)["id"]
    return tenant


@pytest.fixture(scope="module")
def worlds(module_client) -> Worlds:
    a = build_tenant(module_client, "zqxa", with_members=True, with_rankings=True)
    b = build_tenant(module_client, "zqxb")
    return Worlds(a, b, a.members["viewer"])


def owned_rows(user_id: int) -> dict[str, list[tuple]]:
    """Every stored row of ``user_id``'s data: theirs, their projects', their keywords' and their tags'
    (a table added later is covered when it names one of these), without the columns reads touch."""
    from api.projects.models import Keyword, KeywordCategory, Site
    from api.research.models import KeywordList
    from api.writers.models import WriterTemplate

    with get_sessionmaker()() as db:
        sites = set(db.scalars(select(Site.id).where(Site.creator_id == user_id)))
        owned = {
            "site_id": sites,
            "user_id": {user_id},
            "creator_id": {user_id},
            "keyword_id": set(db.scalars(select(Keyword.id).where(Keyword.site_id.in_(sites)))),
            "category_id": set(db.scalars(select(KeywordCategory.id).where(KeywordCategory.site_id.in_(sites)))),
            "list_id": set(db.scalars(select(KeywordList.id).where(KeywordList.user_id == user_id))),
            "template_id": set(db.scalars(select(WriterTemplate.id).where(WriterTemplate.creator_id == user_id))),
            "saved_by": {user_id},
        }
        rows: dict[str, list[tuple]] = {}
        for table in Base.metadata.sorted_tables:
            keys = {**owned, "id": {"sites": sites, "users": {user_id}}.get(table.name, set())}
            mine = [column.in_(keys[column.name]) for column in table.columns if keys.get(column.name)]
            if mine:
                columns = [c for c in table.columns if c.name not in VOLATILE_COLUMNS]
                rows[table.name] = sorted(tuple(map(repr, row)) for row in db.execute(select(*columns).where(or_(*mine))))
        return rows


def assert_error_body(response) -> dict:
    """The documented error body: ``{"code": str, "message": str, "fields"?: [{field, code, message}]}``."""
    where = f"{response.request.method} {response.request.url} answered {response.status_code}"
    try:
        body = response.json()
    except ValueError:
        raise AssertionError(f"{where} without a JSON body: {response.text[:300]!r}") from None
    assert isinstance(body, dict) and set(body) <= {"code", "message", "fields"}, f"{where}: {body!r}"
    assert isinstance(body.get("code"), str) and isinstance(body.get("message"), str), f"{where}: {body!r}"
    fields = body.get("fields", [])
    assert isinstance(fields, list) and all(
        isinstance(f, dict) and set(f) == {"field", "code", "message"} and all(isinstance(v, str) for v in f.values())
        for f in fields), f"{where}: {body!r}"
    return body


def _destroys(item: pytest.Item) -> tuple[bool, bool]:
    """Fuzzed operations that delete the owner's data run after the others (which then meet the data),
    and the project's own deletion last."""
    name = item.name
    deletes = any(marker in name for marker in ("[DELETE ", "/batch_delete]", "/destroy]"))
    return deletes, "[DELETE /api/sites/{site_id}]" in name


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Reordered within each database's run, in the places those items already hold.
    runs: dict[str, list[int]] = {}
    for index, item in enumerate(items):
        if item.module.__name__.endswith("security.test_fuzz"):
            database = str(item.callspec.params.get("database_url", "")) if hasattr(item, "callspec") else ""
            runs.setdefault(database, []).append(index)
    for places in runs.values():
        for index, item in zip(places, sorted((items[i] for i in places), key=_destroys), strict=True):
            items[index] = item
