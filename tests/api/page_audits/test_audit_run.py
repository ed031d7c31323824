"""A whole page audit: the page served on 127.0.0.1, the SERP from the sandbox through the rank
engine's chain, keywords from its results, the report in the user's language, and the score rising
once the page follows its advice."""

from __future__ import annotations

from sqlalchemy import update

from analytics.audits.keywords import derive
from api.core.db import get_sessionmaker
from api.history.models import Operation
from api.page_audits import audit, tasks
from api.page_audits.fetch import FetchFailure, fetch_pages
from api.page_audits.models import PageEvaluation
from crawler.audit.policy import FetchPolicy
from crawler.serp.model import ParsedSerp, ResultType, SerpResult
from tests.api.page_audits.pages import improved_page, poor_page
from tests.api.projects.support import new_site
from tests.factories import make_user

PAGE_PATH = "/taipei-food"


def _submit(client, owner, site_id: int) -> dict:
    response = client.post(f"/api/sites/{site_id}/page_evaluations", headers=owner.headers,
                           json={"url": f"https://www.mysite.com.tw{PAGE_PATH}", "target_keyword": "台北美食"})
    assert response.status_code == 202, response.text
    return response.json()


def _serve_here(evaluation_id: int, base: str) -> None:
    """The project's page is the one served on 127.0.0.1 (no public name resolves there)."""
    with get_sessionmaker()() as db:
        db.execute(update(PageEvaluation).where(PageEvaluation.id == evaluation_id).values(url=base + PAGE_PATH))
        db.commit()


def _advice(report: dict) -> dict[str, dict]:
    return {item["id"]: item for item in report["advice"]}


def test_audit_with_the_sandbox_serp_then_following_the_advice_raises_the_score(client, analytics, sandbox,
                                                                                   page_server):
    owner = make_user(plan_id=10)
    site = new_site(client, owner)
    page_server.pages[PAGE_PATH] = poor_page()
    started = _submit(client, owner, site["id"])
    [row] = started["data"]
    assert (row["state"], row["state_message"]) == ("auditing", "資料爬取需要一些時間，請耐心等候")
    listed = client.get(f"/api/sites/{site['id']}/pages_evaluations", headers=owner.headers).json()
    assert listed["notice"] == {"message": "資料爬取需要一些時間，請耐心等候", "hint": "等待太久了嗎？試試重新檢測頁面"}
    _serve_here(row["id"], page_server.url)

    assert tasks.run_operation(started["operation_id"]) == {"evaluated": 1, "failed": 0}

    report = client.get(f"/api/page_evaluations/{row['id']}", headers=owner.headers).json()
    assert report["state"] == "evaluated" and report["title"] == "台北美食"
    advice = _advice(report)
    assert advice["title.length"]["passed"] is False and advice["title.length"]["evidence"]["characters"] == 4
    assert advice["title.length"]["title"]  # the advice's text, in zh-TW
    assert advice["h1.single"]["passed"] is False and advice["images.alt"]["passed"] is False
    assert report["failed"] == sum(1 for item in report["advice"] if not item["passed"])
    keywords = report["keywords"]
    assert keywords["target"] == ["台北美食"]
    # The sandbox's related searches are "台北美食推薦", "台北美食價格"…: their modifiers are suggested.
    assert {"推薦", "價格"} <= set(keywords["suggested"]), keywords
    assert keywords["terms"] and not {"台北美食", "台北", "美食"} & set(keywords["suggested"] + keywords["terms"])
    assert report["serp"]["sandbox"] is True and report["serp"]["source"] == "sandbox"
    assert report["serp"]["message"] == "關鍵字來自沙盒搜尋結果（非真實資料）"
    assert len(report["serp"]["results"]) == 10
    first_score = report["score"]

    page_server.pages[PAGE_PATH] = improved_page(keywords["suggested"], keywords["terms"])
    response = client.get(f"/api/re_audit_page_evaluation/{row['id']}", headers=owner.headers)
    assert response.status_code == 200 and response.json()["message"] == "重新檢測成功"
    tasks.run_operation(response.json()["operation_id"])
    again = client.get(f"/api/page_evaluations/{row['id']}", headers=owner.headers).json()
    advice = _advice(again)
    assert again["score"] > first_score + 30, (first_score, again["score"])
    for followed in ("title.length", "description.length", "h1.single", "h2.used", "title.suggested_keywords",
                     "h1.suggested_keywords", "content.target_keywords", "content.suggested_keywords",
                     "images.alt", "social.og_image"):
        assert advice[followed]["passed"], (followed, advice[followed]["evidence"])
    with get_sessionmaker()() as db:
        operation = db.get(Operation, response.json()["operation_id"])
        assert (operation.type, operation.status, operation.progress) == ("page_audit", "completed", 100)


def test_a_page_that_does_not_answer_fails_with_its_status(client, analytics, sandbox, page_server):
    owner = make_user(plan_id=10, language="ja")
    site = new_site(client, owner)
    started = _submit(client, owner, site["id"])
    evaluation_id = started["data"][0]["id"]
    _serve_here(evaluation_id, page_server.url)  # nothing served there: 404
    assert tasks.run_operation(started["operation_id"]) == {"evaluated": 0, "failed": 1}
    report = client.get(f"/api/page_evaluations/{evaluation_id}", headers=owner.headers).json()
    assert (report["state"], report["score"]) == ("failed", None)
    assert report["state_message"] == "検査に失敗しました：サーバーがステータス 404 を返しました"
    failed = client.get(f"/api/sites/{site['id']}/pages_evaluations?success_audited=0&auditing=0",
                        headers=owner.headers).json()
    assert [r["id"] for r in failed["data"]] == [evaluation_id] and failed["notice"] is None


def test_top_results_are_fetched_and_read_and_private_addresses_are_refused(page_server):
    texts = {
        "/1": ("東京ラーメンのおすすめ人気店", "醤油ラーメンとつけ麺の人気店を紹介します。口コミで評判の名店です。"),
        "/2": ("東京ラーメン人気ランキング", "人気店の味噌ラーメンと醤油ラーメンを食べ比べ。つけ麺も人気です。"),
        "/3": ("東京ラーメンの選び方", "醤油ラーメン、味噌ラーメン、つけ麺の人気店をまとめました。"),
    }
    for path, (title, text) in texts.items():
        page_server.pages[path] = (f"<html lang=ja><head><title>{title}</title></head>"
                                   f"<body><h1>{title}</h1><p>{text}</p></body></html>")
    serp = ParsedSerp("google", "desktop", tuple(
        SerpResult(ResultType.ORGANIC, n, n, page_server.url + path, "SERPの見出し", "SERPの説明")
        for n, path in enumerate([*texts, "/missing"], start=1)))
    pages = audit.source_pages(serp, sandbox=False)
    assert [page.title for page in pages] == [title for title, _ in texts.values()] + ["SERPの見出し"]
    keywords = derive("東京ラーメン", pages, ["東京ラーメン おすすめ", "東京ラーメンのおすすめは？"], "ja")
    assert keywords.suggested[0] == "おすすめ" and "醤油ラーメン" in keywords.suggested + keywords.terms

    refused = fetch_pages([page_server.url + "/1"], policy=FetchPolicy())
    assert refused == [FetchFailure(page_server.url + "/1", "blocked_address")]


def test_without_search_results_the_page_is_scored_on_its_target_keyword_alone(client, analytics, sandbox,
                                                                                 page_server):
    owner = make_user(plan_id=10, language="en")
    site = new_site(client, owner)
    page_server.pages[PAGE_PATH] = poor_page()
    started = _submit(client, owner, site["id"])
    evaluation_id = started["data"][0]["id"]
    _serve_here(evaluation_id, page_server.url)
    sandbox.fail(20, 503)  # the search engine is down for this audit
    assert tasks.run_operation(started["operation_id"]) == {"evaluated": 1, "failed": 0}
    report = client.get(f"/api/page_evaluations/{evaluation_id}", headers=owner.headers).json()
    assert report["keywords"] == {"target": ["台北美食"], "suggested": [], "terms": []}
    assert report["serp"]["error"] and report["serp"]["results"] == []
    assert report["serp"]["message"] == ("The search results for the keyword could not be fetched; "
                                         "suggested keywords are missing for now")
    advice = _advice(report)
    assert "title.suggested_keywords" not in advice and "content.suggested_terms" not in advice
    assert advice["content.target_keywords"]["evidence"]["occurrences"] == 1  # outside the H1, in the text
