"""POST /writers/content_score: the top 10 read from the SERP store and their pages served on 127.0.0.1,
a SERP fetched on demand from the sandbox, the preparing and no_serp states, and bad input."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select

from analytics.rankings.ingest import ingest_serp
from analytics.rankings.keys import SerpScope
from api.core.db import get_sessionmaker, utcnow
from api.rankings.scheduling import local_day
from api.writers import content_score_tasks
from api.writers.scoring.models import ContentTermData
from crawler.serp.model import ParsedSerp, ResultType, SerpResult
from tests.analytics.writers.top_pages import KEYWORD, RELATED, TOP_PAGES
from tests.api.page_audits.conftest import PageServer
from tests.factories import make_user

URL = "/api/writers/content_score"
TITLE = "台北美食推薦：平價牛肉麵與夜市小吃的在地人完整攻略"
DESCRIPTION = "整理台北美食推薦清單，從平價牛肉麵、小籠包到夜市小吃，附上排隊時間、價格與交通方式，第一次來台北也能輕鬆吃遍在地人私房名店"
BODY = "".join(f"<p>台北美食第{n}站：推薦平價牛肉麵，夜市小吃與小籠包也很多，整理在地人私房名單與交通方式。</p>"
               for n in range(1, 16))
GOOD_HTML = f"<h1>台北美食推薦</h1><h2>平價牛肉麵</h2><img src='a.jpg' alt='牛肉麵'>{BODY}"


def _html(page) -> str:
    return (f"<html lang='zh-Hant-TW'><head><title>{page.title}</title><meta name='description' "
            f"content='{page.description}'></head><body><nav><a href='/'>首頁</a><a href='/a'>美食</a></nav>"
            f"<h1>{page.headings[0]}</h1><p>{page.text}</p><footer>登入</footer></body></html>")


def _store_serp(client, base: str) -> None:
    """Today's Google SERP of 台北美食 in Taiwan, as a real source stored it: the three hand-built pages on
    127.0.0.1, a fourth result that does not answer, and the related searches."""
    results = [SerpResult(ResultType.ORGANIC, n, n, f"{base}/{n}", f"SERP title {n}", "SERP 摘要：牛肉麵")
               for n in range(1, 5)]
    results += [SerpResult(ResultType.RELATED_SEARCHES, 5, None, None, query) for query in RELATED]
    key = SerpScope("google", "TW", "zh-TW").key(KEYWORD, local_day("TW", utcnow()))
    assert ingest_serp(client, key, ParsedSerp("google", "desktop", tuple(results)), source="serpapi",
                       fetched_at=utcnow() - timedelta(hours=1))


def _post(client, user, **body):
    return client.post(URL, headers=user.headers, json={"keyword": KEYWORD, **body})


def test_the_stored_top_10_is_read_from_its_pages_once_and_the_document_scored_against_it(
        client, analytics, eager, page_server, monkeypatch):
    for n, page in enumerate(TOP_PAGES[:3], start=1):
        page_server.pages[f"/{n}"] = _html(page)
    _store_serp(analytics, page_server.url)
    owner = make_user()

    first = _post(client, owner, title="台北美食", html="<p>今天天氣很好。</p>")
    assert first.status_code == 200, first.text
    body = first.json()
    assert (body["state"], body["progress"], body["sandbox"], body["message"]) == ("ready", 100, False, None)
    assert (body["market"], body["language"], body["suggested"]) == ("TW", "zh-TW", 80)
    assert [r["url"] for r in body["top"]] == [f"{page_server.url}/{n}" for n in range(1, 5)]
    # The menus and footer (labels) are not main text; the fourth page did not answer and is its snippet.
    assert body["median_length"] == 62
    keywords = {chip["text"]: chip for chip in body["keywords"]}
    assert body["keywords"][0] == {"text": "台北美食", "kind": "target", "used": 1, "wanted": 5, "pages": 3,
                                   "done": False}
    assert [chip["text"] for chip in body["keywords"][1:3]] == ["推薦", "平價"]
    assert keywords["牛肉麵"] == {"text": "牛肉麵", "kind": "keyword", "used": 0, "wanted": 4, "pages": 4,
                                 "done": False}
    rules = {rule["code"]: rule for rule in body["rules"]}
    assert rules["title.length"]["ok"] is False and rules["title.length"]["part"] == "title"
    assert rules["title.length"]["text"] == "標題長度適中（中日韓 25–32 字，拉丁文字 50–60 字元）"
    assert rules["content.length"]["text"] == "內文長度至少達前 10 名頁面中位數的 80%（50 字）"
    assert body["score"] < 20

    def never(row_id: int) -> None:
        raise AssertionError("the term data is prepared once")

    monkeypatch.setattr(content_score_tasks.prepare_terms, "delay", never)
    page_server.pages.clear()
    good = _post(client, owner, title=TITLE, description=DESCRIPTION, html=GOOD_HTML).json()
    assert good["state"] == "ready" and good["score"] >= 80, good
    assert all(rule["ok"] for rule in good["rules"]), [r for r in good["rules"] if not r["ok"]]
    assert next(c for c in good["keywords"] if c["text"] == "牛肉麵")["used"] == 18


def test_top_pages_at_private_addresses_are_not_fetched_without_the_test_switch(client, analytics, eager):
    with PageServer() as server:  # on 127.0.0.1, and RANKLENS_CRAWL_ALLOW_PRIVATE is not set here
        for n, page in enumerate(TOP_PAGES[:3], start=1):
            server.pages[f"/{n}"] = _html(page)
        _store_serp(analytics, server.url)
        body = _post(client, make_user(), title="台北美食").json()
    assert body["state"] == "ready" and len(body["top"]) == 4
    assert body["median_length"] is None  # the address guard refused every page: only the SERP's snippets
    assert "content.length" not in {rule["code"] for rule in body["rules"]}


def test_a_keyword_without_a_stored_serp_is_fetched_from_the_sandbox_and_labelled(client, analytics, eager, sandbox):
    owner = make_user(language="ja")
    body = _post(client, owner, keyword="東京 ラーメン", title="東京ラーメン", html="<h1>東京ラーメン</h1>").json()
    assert (body["state"], body["market"], body["language"], body["sandbox"]) == ("ready", "JP", "ja", True)
    assert body["message"] == "推奨語句はサンドボックスの検索結果に基づきます（実データではありません）"
    assert len(body["top"]) == 10 and body["keywords"][0]["text"] == "東京 ラーメン"
    assert body["median_length"] is None  # a sandbox result's page is not fetched: nothing was read
    assert "content.length" not in {rule["code"] for rule in body["rules"]}
    assert [seen.params["q"] for seen in sandbox.seen] == ["東京 ラーメン"]
    again = _post(client, owner, keyword="東京 ラーメン", market="JP").json()
    assert again["state"] == "ready" and len(sandbox.seen) == 1  # stored: neither fetched nor read again


def test_while_the_top_10_is_read_the_rules_alone_score(client, analytics, monkeypatch):
    sent: list[int] = []
    monkeypatch.setattr(content_score_tasks.prepare_terms, "delay", sent.append)
    owner = make_user(language="en")
    body = _post(client, owner, market="tw", title=TITLE, description=DESCRIPTION, html=GOOD_HTML).json()
    assert (body["state"], body["progress"]) == ("preparing", 0)
    assert body["message"] == ("Reading the top 10 pages for this keyword (0%); suggested keywords and terms "
                               "appear when done")
    assert body["keywords"] == [{"text": "台北美食", "kind": "target", "used": 18, "wanted": 5, "pages": 0,
                                 "done": True}]
    assert body["terms"] == [] and body["parts"]["keywords"] is None and body["score"] == body["parts"]["rules"]
    assert _post(client, owner).json()["state"] == "preparing" and len(sent) == 1  # one preparation at a time
    with get_sessionmaker()() as db:
        row = db.scalar(select(ContentTermData))
        assert (row.country, row.language, row.keyword, row.id) == ("TW", "zh-TW", "台北美食", sent[0])


def test_no_serp_scores_on_the_rules_and_says_why(client, analytics, eager, sandbox):
    sandbox.set_mode("captcha")
    body = _post(client, make_user(), title=TITLE).json()
    assert (body["state"], body["top"], body["terms"]) == ("no_serp", [], [])
    assert body["message"] == "目前無法取得此關鍵字的搜尋結果，分數只依寫作規則計算"
    with get_sessionmaker()() as db:
        assert db.scalar(select(ContentTermData.error)) == "captcha"


def test_a_refused_preparation_answers_503_and_is_tried_again(client, analytics, monkeypatch):
    def refuse(row_id: int) -> None:
        raise ConnectionError("broker down")

    monkeypatch.setattr(content_score_tasks.prepare_terms, "delay", refuse)
    owner = make_user(language="en")
    response = _post(client, owner)
    assert response.status_code == 503
    assert response.json() == {"code": "content_score.system_error",
                               "message": "Content scoring is unavailable right now; please try again later"}
    sent: list[int] = []
    monkeypatch.setattr(content_score_tasks.prepare_terms, "delay", sent.append)
    assert _post(client, owner).json()["state"] == "preparing" and len(sent) == 1


def test_bad_input_is_refused_with_the_field_and_its_message(client, analytics):
    owner = make_user(language="en")
    cases = [
        ({"keyword": "  "}, "keyword", "validation.required"),
        ({"keyword": "台北<美食"}, "keyword", None),
        ({"market": "XX"}, "market", "content_score.market_unsupported"),
        ({"html": "x" * 2_000_001}, "html", "validation.too_long"),
    ]
    for body, field, code in cases:
        response = client.post(URL, headers=owner.headers, json={"keyword": KEYWORD, **body})
        assert response.status_code == 422, (body, response.text)
        [error] = response.json()["fields"]
        assert error["field"] == field and error["message"], error
        assert code is None or error["code"] == code
    assert client.post(URL, json={"keyword": KEYWORD}).status_code == 401


def test_without_an_active_plan_the_score_is_refused(client, analytics):
    lapsed = make_user(days=-1)
    response = _post(client, lapsed)
    assert response.status_code == 429 and response.json()["code"] == "plan.limit_reached"
