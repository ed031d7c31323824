"""SEO writer documents through the API (issue 16): create, list (paged, by category, by text), read,
autosave with versions and the 409 of a stale version, history and restore, creator-only delete, project
members' access, the 1 MB limit, the monthly ``writer`` allowance and SPEC §5's publishing rule."""

from __future__ import annotations

import pytest

from api.core.db import get_sessionmaker
from api.plans.models import UsageCounter
from api.writers import service
from api.writers.models import WriterTemplate, WriterTemplateVersion
from tests.api.projects.support import count, error, field_errors, join, new_site
from tests.api.writers.support import new_category, new_document, save
from tests.factories import make_user

LOCALES = ("zh-TW", "zh-CN", "en", "ja")


def test_create_read_list_and_delete(client):
    user = make_user()
    created = new_document(client, user, description="  一段\n描述  ")
    assert {k: created[k] for k in ("keyword", "title", "description", "content_html", "version", "category_ids",
                                    "site_id")} == {
        "keyword": "保濕精華", "title": "保濕精華怎麼挑", "description": "一段 描述",
        "content_html": "<h1>保濕</h1><p>內文</p>", "version": 1, "category_ids": [], "site_id": None}
    assert created["creator_id"] == user.user_id and created["creator_name"] == "owner"
    read = client.get(f"/api/seo_writer_templates/{created['id']}", headers=user.headers).json()
    assert read == created
    listed = client.get("/api/seo_writer_templates", headers=user.headers).json()
    assert [row["title"] for row in listed["data"]] == ["保濕精華怎麼挑"] and "content_html" not in listed["data"][0]
    assert listed["meta"]["total"] == 1 and listed["meta"]["per_page"] == 20
    assert client.delete(f"/api/seo_writer_templates/{created['id']}", headers=user.headers).status_code == 204
    assert count(WriterTemplate) == 0 and count(WriterTemplateVersion) == 0
    error(client.get(f"/api/seo_writer_templates/{created['id']}", headers=user.headers), 404, "resource.not_found")


def test_a_draft_may_be_empty_but_publishing_needs_title_and_content(client):
    user = make_user()
    draft = client.post("/api/seo_writer_templates", json={}, headers=user.headers)
    assert draft.status_code == 201 and (draft.json()["title"], draft.json()["content_html"]) == ("", "")
    with get_sessionmaker()() as db:
        template = db.get(WriterTemplate, draft.json()["id"])
        assert [(f.field, f.code) for f in service.publishable_errors(template.title, template.content_html)] == [
            ("title", "validation.required"), ("content_html", "validation.required")]
        template.title, template.content_html = "標題", "<p> </p><ul><li></li></ul>"
        # blank paragraphs are no content
        assert [f.field for f in service.publishable_errors(template.title, template.content_html)] == ["content_html"]
        template.content_html = '<p><img src="https://cdn.example.com/a.png" alt="圖"></p>'
        assert service.publishable_errors(template.title, template.content_html) == []  # an image alone is content


def test_paging_search_and_category_filter(client):
    user = make_user()
    skincare = new_category(client, user, "保養")
    for n in range(3):
        new_document(client, user, title=f"保濕文章 {n}", keyword="保濕")
    new_document(client, user, title="Coffee 100% guide", keyword="咖啡", category_ids=[skincare["id"]])
    page = client.get("/api/seo_writer_templates?per_page=2&page=2", headers=user.headers).json()
    assert page["meta"] | {"path": None} == {"current_page": 2, "from": 3, "last_page": 2, "path": None,
                                             "per_page": 2, "to": 4, "total": 4}
    titles = lambda query: [r["title"] for r in client.get(
        "/api/seo_writer_templates", params=query, headers=user.headers).json()["data"]]
    assert titles({"search": "COFFEE"}) == ["Coffee 100% guide"]
    assert titles({"search": "100%"}) == ["Coffee 100% guide"]  # % is text, not a wildcard
    assert titles({"search": "%"}) == ["Coffee 100% guide"]
    assert titles({"search": "保濕"}) == ["保濕文章 2", "保濕文章 1", "保濕文章 0"]  # title or keyword, newest first
    assert titles({"filter[category_id]": skincare["id"]}) == ["Coffee 100% guide"]
    other = make_user("other@example.com")
    error(client.get("/api/seo_writer_templates", params={"filter[category_id]": skincare["id"]},
                     headers=other.headers), 404, "resource.not_found")
    assert client.get("/api/seo_writer_templates", headers=other.headers).json()["data"] == []


def test_autosave_keeps_versions_and_a_stale_version_is_refused(client):
    user = make_user()
    document = new_document(client, user)
    first = save(client, user, document, content_html="<h1>保濕</h1><p>第一版</p>")
    assert first.status_code == 200 and first.json()["version"] == 2
    # A second window still on version 1: refused, nothing saved, SPEC §8's "save content failed".
    for locale, text in zip(LOCALES, ("儲存內容失敗", "保存内容失败", "Failed to save content", "コンテンツを保存できませんでした"),
                            strict=True):
        stale = save(client, user, document, locale, content_html="<p>舊視窗</p>")
        assert error(stale, 409, "writer.version_conflict")["message"].startswith(text)
    current = client.get(f"/api/seo_writer_templates/{document['id']}", headers=user.headers).json()
    assert (current["content_html"], current["version"]) == ("<h1>保濕</h1><p>第一版</p>", 2)
    # An unchanged save is no new version.
    assert save(client, user, current, title=current["title"]).json()["version"] == 2
    # Saves within the coalescing window share one history entry, which follows the latest.
    save(client, user, current, title="新標題")
    history = client.get(f"/api/seo_writer_templates/{document['id']}/versions", headers=user.headers).json()["data"]
    assert [(h["version"], h["title"], h["saved_by"]) for h in history] == [(3, "新標題", "owner")]


def test_history_entries_and_restore(client, monkeypatch):
    monkeypatch.setattr(service, "COALESCE_MINUTES", 0)  # every save its own entry
    user = make_user()
    document = new_document(client, user, content_html="<p>一</p>")
    two = save(client, user, document, content_html="<p>二</p>").json()
    three = save(client, user, two, content_html="<p>三</p>", title="三的標題").json()
    history = client.get(f"/api/seo_writer_templates/{document['id']}/versions", headers=user.headers).json()["data"]
    assert [h["version"] for h in history] == [3, 2, 1]
    restore = lambda version, seen: client.post(
        f"/api/seo_writer_templates/{document['id']}/versions/{version}/restore", json={"version": seen},
        headers=user.headers)
    error(restore(1, two["version"]), 409, "writer.version_conflict")
    error(restore(9, three["version"]), 404, "resource.not_found")
    restored = restore(1, three["version"]).json()
    assert (restored["content_html"], restored["title"], restored["version"]) == ("<p>一</p>", "保濕精華怎麼挑", 4)
    history = client.get(f"/api/seo_writer_templates/{document['id']}/versions", headers=user.headers).json()["data"]
    assert [(h["version"], h["restored_from"]) for h in history] == [(4, 1), (3, None), (2, None), (1, None)]


def test_history_is_capped(client, monkeypatch):
    monkeypatch.setattr(service, "COALESCE_MINUTES", 0)
    monkeypatch.setattr(service, "KEPT_VERSIONS", 3)
    user = make_user()
    document = new_document(client, user)
    for n in range(4):
        document = save(client, user, document, content_html=f"<p>{n}</p>").json()
    history = client.get(f"/api/seo_writer_templates/{document['id']}/versions", headers=user.headers).json()["data"]
    assert [h["version"] for h in history] == [5, 4, 3]


def test_racing_saves_on_one_version_cannot_both_land(client):
    """Both windows passed the version check; the UPDATE's WHERE version lets only the first through."""
    user = make_user()
    document = new_document(client, user)
    maker = get_sessionmaker()
    with maker() as first, maker() as second:
        account = first.get(service.User, user.user_id)
        late = second.get(WriterTemplate, document["id"])
        late.title = "較慢的視窗"
        service.update_template(first, account, document["id"], service.schemas.WriterTemplateUpdate(
            version=1, title="較快的視窗"))
        with pytest.raises(service.VersionConflict):
            service._save(second, account, late)
    assert client.get(f"/api/seo_writer_templates/{document['id']}", headers=user.headers).json()["title"] == "較快的視窗"


def test_field_rules_and_the_1_mb_limit(client):
    user = make_user()
    document = new_document(client, user)
    assert field_errors(save(client, user, document, title="長" * 201))["title"][0] == "validation.too_long"
    big = "<p>" + "字" * 360_000 + "</p>"  # about 1.03 MB of UTF-8 once stored
    for locale, text in zip(LOCALES, ("超過上限", "超过上限", "over the", "上限"), strict=True):
        refused = error(save(client, user, document, locale, content_html=big), 413, "writer.too_large")
        assert text in refused["message"] and "1024" in refused["message"]
    # Word's markup is weighed after sanitising: 2 MB pasted that stores as 0.5 MB is accepted.
    pasted = '<p class=MsoNormal><span style="' + "x" * 4_000 + '">段落</span></p>'
    accepted = save(client, user, document, content_html=pasted * 500)
    assert accepted.status_code == 200 and accepted.json()["content_html"].startswith("<p>段落</p><p>段落</p>")
    stored = client.get(f"/api/seo_writer_templates/{document['id']}", headers=user.headers).json()
    error(save(client, user, stored, content_html="<p>" + "x" * (4 * 1024 * 1024 + 1) + "</p>"), 413,
          "writer.too_large")
    assert client.get(f"/api/seo_writer_templates/{document['id']}", headers=user.headers).json() == stored


def test_creating_counts_one_writer_use_and_the_limit_stops_it(client):
    user = make_user()  # the 7-day trial: 5 writer uses a month
    documents = [new_document(client, user) for _ in range(5)]
    save(client, user, documents[0], title="編輯不計次")
    with get_sessionmaker()() as db:
        assert db.query(UsageCounter).filter_by(user_id=user.user_id, feature="writer").one().called_count == 5
    error(client.post("/api/seo_writer_templates", json={}, headers=user.headers), 429, "plan.limit_reached")
    assert count(WriterTemplate) == 5


def test_project_members_read_managers_edit_only_the_creator_deletes(client):
    owner = make_user(plan_id=3, days=30)  # basic: two members
    viewer, manager = make_user("viewer@example.com"), make_user("manager@example.com")
    site = new_site(client, owner)
    join(client, owner, site["id"], viewer, "viewer")
    join(client, owner, site["id"], manager, "manager")
    document = new_document(client, owner, site_id=site["id"])
    mine = new_document(client, owner)  # outside the project: the owner's alone
    url = f"/api/seo_writer_templates/{document['id']}"
    assert client.get(url, headers=viewer.headers).json()["title"] == "保濕精華怎麼挑"
    assert [r["id"] for r in client.get("/api/seo_writer_templates", headers=viewer.headers).json()["data"]] == [
        document["id"]]
    error(client.get(f"/api/seo_writer_templates/{mine['id']}", headers=manager.headers), 404, "resource.not_found")
    error(save(client, viewer, document, title="看的人改"), 403, "permission.denied")
    edited = save(client, manager, document, title="經理改的")
    assert edited.status_code == 200 and edited.json()["title"] == "經理改的"
    for locale, text in zip(LOCALES, ("您不是建立者", "您不是创建者", "You are not the creator", "作成者ではありません"),
                            strict=True):
        refused = client.delete(url, headers={**manager.headers, "Accept-Language": locale})
        assert error(refused, 403, "writer.not_creator")["message"].startswith(text)
    error(save(client, manager, edited.json(), detach_site=True), 403, "writer.not_creator")
    # a manager's document in the project counts against the owner's plan, not the manager's
    with get_sessionmaker()() as db:
        used = {row.user_id: row.called_count for row in db.query(UsageCounter).filter_by(feature="writer")}
    new_document(client, manager, site_id=site["id"])
    with get_sessionmaker()() as db:
        after = {row.user_id: row.called_count for row in db.query(UsageCounter).filter_by(feature="writer")}
    assert after == {**used, owner.user_id: used[owner.user_id] + 1}
    # a project the caller only views is no place to put a document
    error(client.post("/api/seo_writer_templates", json={"site_id": site["id"]}, headers=viewer.headers), 403,
          "permission.denied")
    assert client.delete(url, headers=owner.headers).status_code == 204
