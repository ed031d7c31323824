"""The news ticker's announcements from the admin back office: written in zh-TW with optional zh-CN, en and ja
texts, scheduled, hidden, rewritten and removed; what readers see follows at once, in their language; mistakes are
named under their fields and store nothing; admins only, every change audited."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select

from api.admin.models import AdminAction
from api.core.db import get_sessionmaker, utcnow
from api.meta.models import NewsTicker
from tests.api.admin.test_codes import admin, count
from tests.factories import make_user

LAUNCH = {"bold_content": "新功能", "content": "排名報告每日更新", "btn_url": "/subscribe", "btn_text": "了解方案",
          "translations": {"en": {"bold_content": "New", "content": "Rank reports now update daily",
                                  "btn_text": "See plans"},
                           "ja": {"content": "順位レポートが毎日更新されます"}}}


def shown(client, locale: str) -> list[dict]:
    return client.get("/api/news_tickers", headers={"Accept-Language": locale}).json()["data"]


def test_an_announcement_reads_in_each_language_with_zh_tw_where_it_has_none(client):
    boss = admin()
    made = client.post("/api/admin/news", json=LAUNCH, headers=boss.headers)
    assert made.status_code == 201, made.text
    assert made.json()["state"] == "shown"
    [en] = shown(client, "en")
    assert (en["bold_content"], en["content"], en["btn_text"], en["btn_url"]) == (
        "New", "Rank reports now update daily", "See plans", "/subscribe")
    [ja] = shown(client, "ja")
    assert (ja["bold_content"], ja["content"], ja["btn_text"]) == ("新功能", "順位レポートが毎日更新されます", "了解方案")
    [zh_cn] = shown(client, "zh-CN")
    assert zh_cn["content"] == "排名報告每日更新"
    with get_sessionmaker()() as db:
        assert db.execute(select(AdminAction.action, AdminAction.target)).all() == [
            ("news.create", f"news:{made.json()['id']}")]


def test_a_schedule_and_hiding_decide_what_readers_see(client):
    boss = admin()
    now = utcnow()
    later = client.post("/api/admin/news", json={"content": "週日維護", "starts_at": (now + timedelta(days=1)).isoformat()},
                        headers=boss.headers).json()
    past = client.post("/api/admin/news", json={"content": "舊公告", "starts_at": (now - timedelta(days=3)).isoformat(),
                                                "ends_at": (now - timedelta(days=1)).isoformat()},
                       headers=boss.headers).json()
    hidden = client.post("/api/admin/news", json={"content": "草稿", "status": 0}, headers=boss.headers).json()
    assert (later["state"], past["state"], hidden["state"]) == ("scheduled", "ended", "hidden")
    assert shown(client, "zh-TW") == []
    listed = client.get("/api/admin/news", headers=boss.headers).json()["data"]
    assert [item["content"] for item in listed] == ["草稿", "舊公告", "週日維護"]
    moved = client.put(f"/api/admin/news/{later['id']}", json={"content": "週日維護", "starts_at": None},
                       headers=boss.headers)
    assert (moved.status_code, moved.json()["state"]) == (200, "shown")
    assert [item["content"] for item in shown(client, "zh-TW")] == ["週日維護"]
    assert client.delete(f"/api/admin/news/{later['id']}", headers=boss.headers).status_code == 204
    assert shown(client, "zh-TW") == []
    assert client.delete(f"/api/admin/news/{later['id']}", headers=boss.headers).status_code == 404
    with get_sessionmaker()() as db:
        actions = db.scalars(select(AdminAction.action).order_by(AdminAction.id)).all()
    assert actions == ["news.create"] * 3 + ["news.update", "news.delete"]


@pytest.mark.parametrize(("body", "field", "message"), [
    ({"content": "  "}, "content", "お知らせの内容を入力してください"),
    ({"content": "字" * 301}, "content", "300 文字以内で入力してください"),
    ({"content": "看看", "btn_url": "javascript:alert(1)", "btn_text": "按"}, "btn_url",
     "/ で始まるサイト内のパスか http(s):// のアドレスを入力してください"),
    ({"content": "看看", "btn_url": "//evil.example", "btn_text": "按"}, "btn_url",
     "/ で始まるサイト内のパスか http(s):// のアドレスを入力してください"),
    ({"content": "看看", "btn_url": "/subscribe"}, "btn_text", "ボタンにはアドレスとテキストの両方が必要です"),
    ({"content": "看看", "starts_at": "2026-12-02T00:00:00Z", "ends_at": "2026-12-01T00:00:00Z"}, "ends_at",
     "終了日時は開始日時より後にしてください"),
    ({"content": "看看", "translations": {"ko": {"content": "안녕"}}}, "translations.ko", "対応していない言語です"),
    ({"content": "看看", "translations": {"en": {"content": "x" * 301}}}, "translations.en.content",
     "300 文字以内で入力してください"),
])
def test_mistakes_are_named_under_their_fields_and_store_nothing(client, body, field, message):
    answer = client.post("/api/admin/news", json=body, headers={**admin().headers, "Accept-Language": "ja"})
    assert answer.status_code == 422, answer.text
    assert {error["field"]: error["message"] for error in answer.json()["fields"]}[field] == message
    assert count(NewsTicker) == 0 and count(AdminAction) == 0


def test_only_admins_write_announcements(client):
    user = make_user("owner@example.com", plan_id=10)
    with get_sessionmaker()() as db:
        db.add(NewsTicker(content="公告", created_at=utcnow()))
        db.commit()
    for method, path, body in (("GET", "/api/admin/news", None), ("POST", "/api/admin/news", LAUNCH),
                               ("PUT", "/api/admin/news/1", LAUNCH), ("DELETE", "/api/admin/news/1", None)):
        answer = client.request(method, path, json=body, headers=user.headers)
        assert (answer.status_code, answer.json()["code"]) == (403, "permission.denied"), path
    assert count(NewsTicker) == 1 and count(AdminAction) == 0
