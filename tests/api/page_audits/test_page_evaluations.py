"""Page evaluations through the API: submitting (one, batch, import, re-audits) with the plan rules,
the list and its filters, the report's advice by SPEC §5's thresholds for CJK pages, and removal."""

from __future__ import annotations

import asyncio

from sqlalchemy import update

from api.accounts.models import User
from api.core.db import get_sessionmaker
from api.core.events import get_bus, user_channel
from api.page_audits import tasks
from api.page_audits.models import PageEvaluation
from api.plans.service import subscription_summary
from tests.api.page_audits.conftest import CRAWLED, crawled_site
from tests.api.projects.support import count, error, field_errors, join, new_site
from tests.asyncio_support import run_async
from tests.factories import make_user

SITE = "https://www.mysite.com.tw"
BEEF_SITE = "https://牛肉麵.tw"  # the made-up site of the completed check (crawled_site)
# SPEC §5: a CJK title is 25-32 characters, a description 50-76.
TITLES = {"/t24": "台" * 24, "/t25": "台" * 25, "/t32": "台" * 32, "/t33": "台" * 33}


def _page(title: str, description: str) -> str:
    return (f'<html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="description" content="{description}"></head><body><h1>{title}</h1>'
            '<a href="/t25">台北</a> <a href="/gone#top">舊文章</a> <a href="/gone">舊文章</a></body></html>')


def _add(client, who, site_id: int, path: str, keyword: str = "台北美食", site: str = SITE):
    return client.post(f"/api/sites/{site_id}/page_evaluations", headers=who.headers,
                       json={"url": site + path, "target_keyword": keyword})


def _list(client, who, site_id: int, query: str = "") -> dict:
    response = client.get(f"/api/sites/{site_id}/pages_evaluations{query}", headers=who.headers)
    assert response.status_code == 200, response.text
    return response.json()


def _member(client, owner, site_id: int, email: str, role: str):
    member = make_user(email)
    join(client, owner, site_id, member, role)
    return member


def test_add_validates_and_lists_with_filters(client):
    owner = make_user(plan_id=10)
    site_id = new_site(client, owner)["id"]
    assert field_errors(_add(client, owner, site_id, "/a", " ")) == {"target_keyword": ("validation.required", "此欄位為必填")}
    other = client.post(f"/api/sites/{site_id}/page_evaluations", headers=owner.headers,
                        json={"url": "https://rival.tw/a", "target_keyword": "球鞋"})
    assert field_errors(other)["url"][0] == "project.target_url_domain"
    assert field_errors(_add(client, owner, site_id, "/a", "球鞋<b>"))["target_keyword"][0] == \
        "project.keywords_forbidden"
    assert count(PageEvaluation) == 0

    first = _add(client, owner, site_id, "/shoes", "慢跑鞋推薦").json()["data"][0]
    second = _add(client, owner, site_id, "/food", "台北美食").json()["data"][0]
    again = _add(client, owner, site_id, "/food", "台北美食").json()["data"][0]
    assert again["id"] == second["id"]  # the same page and keyword is audited again, not listed twice
    with get_sessionmaker()() as db:
        db.execute(update(PageEvaluation).where(PageEvaluation.id == first["id"])
                   .values(auditing=False, success_audited=True, score=71))
        db.commit()

    listed = _list(client, owner, site_id)
    assert [row["id"] for row in listed["data"]] == [second["id"], first["id"]]
    assert listed["meta"]["total"] == 2 and listed["notice"]["hint"] == "等待太久了嗎？試試重新檢測頁面"
    assert [r["id"] for r in _list(client, owner, site_id, "?auditing=1")["data"]] == [second["id"]]
    evaluated = _list(client, owner, site_id, "?auditing=0&success_audited=1")
    assert [(r["id"], r["state"], r["score"]) for r in evaluated["data"]] == [(first["id"], "evaluated", 71)]
    assert evaluated["notice"] is None
    assert [r["id"] for r in _list(client, owner, site_id, "?target_keyword=跑鞋")["data"]] == [first["id"]]
    assert _list(client, owner, site_id, "?target_keyword=%25")["data"] == []  # % is a character, not a wildcard


def test_report_advice_follows_the_cjk_thresholds(client, analytics, page_server):
    owner = make_user(plan_id=10, language="en")
    site_id = crawled_site(client, owner)
    crawled = dict(zip(TITLES, CRAWLED, strict=False))  # the crawled pages, rewritten and served on 127.0.0.1
    descriptions = {"/t24": "說" * 49, "/t25": "說" * 50, "/t32": "說" * 76, "/t33": "說" * 77}
    for path, title in TITLES.items():
        page_server.pages[path] = _page(title, descriptions[path])
    started = client.post(f"/api/sites/{site_id}/page_evaluations/import", headers=owner.headers,
                          json={"urls": list(crawled.values())})
    assert started.status_code == 202, started.text
    ids = {path: row["id"] for path, row in zip(TITLES, started.json()["data"], strict=True)}
    with get_sessionmaker()() as db:
        for path, evaluation_id in ids.items():
            db.execute(update(PageEvaluation).where(PageEvaluation.id == evaluation_id)
                       .values(url=page_server.url + path))
        db.commit()
    operation_id = started.json()["operation_id"]

    async def run_and_listen() -> tuple[dict, dict]:
        """The job as the worker runs it, and the event the user's browsers get when it ends."""
        queue = get_bus().subscribe(user_channel(owner.user_id))
        try:
            detail = await asyncio.to_thread(tasks.run_operation, operation_id)
            return detail, await asyncio.wait_for(queue.get(), timeout=5)
        finally:
            get_bus().unsubscribe(user_channel(owner.user_id), queue)

    detail, message = run_async(run_and_listen)
    assert detail == {"evaluated": 4, "failed": 0}
    sent = message["data"]["operation"]
    assert (message["event"], sent["id"], sent["type"], sent["status"], sent["site_id"]) == (
        "job", operation_id, "page_audit", "completed", site_id)

    verdicts = {}
    for path, evaluation_id in ids.items():
        report = client.get(f"/api/page_evaluations/{evaluation_id}", headers=owner.headers).json()
        advice = {item["id"]: item for item in report["advice"]}
        verdicts[path] = (advice["title.length"]["passed"], advice["title.length"]["evidence"]["characters"],
                          advice["description.length"]["passed"])
        assert report["title"] == TITLES[path] and report["keywords"] == {"target": [], "suggested": [], "terms": []}
        assert "content.target_keywords" not in advice and report["serp"] is None  # no keyword, no search
        assert report["failed"] == sum(1 for item in report["advice"] if not item["passed"])
        assert advice["social.og_image"]["passed"] is False and advice["social.og_image"]["title"].isascii()
        assert report["page"]["status_code"] == 200 and report["page"]["h1"] == [TITLES[path]]
        assert report["links"] == {"checked": 2, "broken": [
            {"url": page_server.url + "/gone", "status_code": 404, "error": None, "type": "internal", "anchor": "舊文章"}]}
    assert verdicts == {"/t24": (False, 24, False), "/t25": (True, 25, True), "/t32": (True, 32, True),
                        "/t33": (False, 33, False)}
    by_id = {row["id"]: row["score"] for row in _list(client, owner, site_id)["data"]}
    assert by_id[ids["/t25"]] > by_id[ids["/t24"]] and by_id[ids["/t32"]] > by_id[ids["/t33"]]


def test_re_audit_one_and_all_and_the_monthly_allowance(client, analytics):
    owner = make_user(plan_id=8)  # trial: 10 page audits a month
    site_id = crawled_site(client, owner)
    first = _add(client, owner, site_id, "/a", site=BEEF_SITE).json()
    _add(client, owner, site_id, "/b", site=BEEF_SITE)
    again = client.get(f"/api/re_audit_page_evaluation/{first['data'][0]['id']}", headers=owner.headers)
    assert again.status_code == 200, again.text
    assert again.json()["message"] == "重新檢測成功" and again.json()["operation_id"] != first["operation_id"]
    everything = client.post(f"/api/sites/{site_id}/page_evaluations/re_audit_all", headers=owner.headers)
    assert everything.status_code == 202 and everything.json()["message"] == "重新檢測成功"
    assert {row["state"] for row in everything.json()["data"]} == {"auditing"}
    assert len(everything.json()["data"]) == 2
    # 2 + 1 + 2 used, 5 left: a batch of 6 is refused with what is left, 5 pages pass.
    with get_sessionmaker()() as db:
        assert subscription_summary(db, db.get(User, owner.user_id))["page_audit_called_count"] == 5
    urls = {"urls": CRAWLED}
    body = error(client.post(f"/api/sites/{site_id}/page_evaluations/import", json=urls, headers=owner.headers),
                 429, "page_audit.limit_exceeded")
    assert body["message"] == "本月頁面檢測次數剩餘 5 次，不足以檢測 6 個頁面"
    urls["urls"] = CRAWLED[:5]
    assert client.post(f"/api/sites/{site_id}/page_evaluations/import", json=urls,
                       headers=owner.headers).status_code == 202
    body = error(_add(client, owner, site_id, "/c", site=BEEF_SITE), 429, "plan.limit_reached")
    assert body["message"] == "本月使用量已達上限或無有效訂閱方案，請升級方案"
    assert count(PageEvaluation) == 7


def test_batch_audit_is_advanced_only_and_needs_a_keyword_per_page(client):
    basic = make_user("basic@example.com", plan_id=3, language="ja")
    site_id = new_site(client, basic)["id"]
    pages = {"pages": [{"url": f"{SITE}/a", "target_keyword": "台北美食"}]}
    body = error(client.post(f"/api/sites/{site_id}/page_evaluations/batch", json=pages, headers=basic.headers),
                 403, "page_audit.batch_advanced_only")
    assert body["message"] == "一括検査はアドバンスプラン限定です。プランをアップグレードしてください"

    advanced = make_user("advanced@example.com", plan_id=10)
    site_id = new_site(client, advanced)["id"]
    pages = {"pages": [{"url": f"{SITE}/a", "target_keyword": "台北美食"}, {"url": f"{SITE}/b", "target_keyword": " "},
                       {"url": f"{SITE}/c"}]}
    response = client.post(f"/api/sites/{site_id}/page_evaluations/batch", json=pages, headers=advanced.headers)
    assert field_errors(response) == {
        "pages.1.target_keyword": ("page_audit.batch_keyword_required", "每個勾選的頁面都需要填寫關鍵字"),
        "pages.2.target_keyword": ("page_audit.batch_keyword_required", "每個勾選的頁面都需要填寫關鍵字"),
    }
    assert count(PageEvaluation) == 0
    empty = client.post(f"/api/sites/{site_id}/page_evaluations/batch", json={"pages": []}, headers=advanced.headers)
    assert field_errors(empty)["pages"][0] == "page_audit.batch_empty"
    pages["pages"][1]["target_keyword"] = "牛肉麵"
    pages["pages"][2]["target_keyword"] = "小籠包"
    started = client.post(f"/api/sites/{site_id}/page_evaluations/batch", json=pages, headers=advanced.headers)
    assert started.status_code == 202
    assert [(r["url"], r["target_keyword"]) for r in started.json()["data"]] == [
        (f"{SITE}/a", "台北美食"), (f"{SITE}/b", "牛肉麵"), (f"{SITE}/c", "小籠包")]


def test_destroy_returns_the_removed_ids_and_strangers_get_nothing(client):
    owner = make_user(plan_id=10)
    site_id = new_site(client, owner)["id"]
    ids = [_add(client, owner, site_id, f"/p{n}").json()["data"][0]["id"] for n in range(3)]
    stranger = make_user("stranger@example.com", plan_id=10)
    theirs = _add(client, stranger, new_site(client, stranger)["id"], "/x").json()["data"][0]["id"]
    viewer = _member(client, owner, site_id, "viewer@example.com", "viewer")

    body = {"page_evaluation_ids": [ids[0], ids[2]]}
    error(client.post(f"/api/sites/{site_id}/page_evaluations/destroy", json=body, headers=stranger.headers),
          404, "resource.not_found")
    error(client.post(f"/api/sites/{site_id}/page_evaluations/destroy", json=body, headers=viewer.headers),
          403, "permission.denied")
    for path in (f"/api/page_evaluations/{ids[0]}", f"/api/re_audit_page_evaluation/{ids[0]}"):
        error(client.get(path, headers=stranger.headers), 404, "resource.not_found")
    error(client.get(f"/api/re_audit_page_evaluation/{ids[0]}", headers=viewer.headers), 403, "permission.denied")
    assert client.get(f"/api/page_evaluations/{ids[0]}", headers=viewer.headers).status_code == 200
    assert count(PageEvaluation) == 4

    body["page_evaluation_ids"].append(theirs)  # another project's id is not removed
    removed = client.post(f"/api/sites/{site_id}/page_evaluations/destroy", json=body, headers=owner.headers)
    assert removed.status_code == 200 and removed.json() == {"data": [ids[0], ids[2]]}
    assert [r["id"] for r in _list(client, owner, site_id)["data"]] == [ids[1]]
    assert count(PageEvaluation) == 2


def test_the_re_audit_get_is_refused_to_a_cookie_session_without_the_csrf_header(client):
    owner = make_user(plan_id=10)
    site_id = new_site(client, owner)["id"]
    evaluation_id = _add(client, owner, site_id, "/t25").json()["data"][0]["id"]
    signed_in = client.post("/api/login", json={"email": "owner@example.com", "password": "Secret-pass-1"})
    assert signed_in.status_code == 200
    path = f"/api/re_audit_page_evaluation/{evaluation_id}"

    # A link on another site can make the browser GET this with the cookie, but not send the header.
    error(client.get(path), 403, "auth.csrf_failed")
    accepted = client.get(path, headers={"x-csrf-token": signed_in.json()["csrf_token"]})
    assert accepted.status_code == 200, accepted.text
