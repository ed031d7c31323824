"""The small tools' API: word count, deduplicate, keyword diff and related keywords answer with their
rules' results and refuse input over their limits with the limit named in the reader's language; the
keyword-on-page check fetches a page on 127.0.0.1 through the guarded fetch, counts, lands in the
operation history with a link back, and exports CSV (recorded too)."""

from __future__ import annotations

import csv
import io

import pytest

from analytics.rankings import ingest
from api.core import config, ratelimit
from api.tools import on_page_check
from api.tools.service import LINE_MAX_CHARS, LIST_MAX_LINES, TEXT_MAX_CHARS
from tests.analytics.rankings.builders import SCOPE, at, day
from tests.analytics.tools.test_related import serp
from tests.api.projects.support import error, field_errors
from tests.api.tools.test_on_page_rule import PAGE
from tests.crawler.audit.sites import public_hosts
from tests.factories import make_user

EN = {"Accept-Language": "en"}
JA = {"Accept-Language": "ja"}


@pytest.fixture
def user(client):
    return make_user()


def test_the_tools_need_a_session(client):
    for path, body in (("count", {"text": "字"}), ("deduplicate", {"text": "字"}), ("diff", {"a": "a", "b": "b"}),
                       ("related-keywords", {"seed": "字"}),
                       ("keyword-on-page-check", {"url": "https://a.tw", "keywords": "字"})):
        error(client.post(f"/api/tool/{path}", json=body), 401, "auth.unauthenticated")


def test_word_count_counts_chinese_in_jieba_words(client, user):
    response = client.post("/api/tool/count", json={"text": "台北美食推薦。信義區有很多好吃的餐廳！"}, headers=user.headers)
    assert response.status_code == 200, response.text
    assert response.json() == {"characters": 19, "characters_no_spaces": 19, "cjk_characters": 17, "words": 9,
                               "sentences": 2, "paragraphs": 1, "reading_seconds": 3, "language": "zh"}


def test_word_count_limits_name_the_limit_in_each_language(client, user):
    assert field_errors(client.post("/api/tool/count", json={"text": "  "}, headers=user.headers)) == {
        "text": ("validation.required", "此欄位為必填")}
    long = "字" * (TEXT_MAX_CHARS + 1)
    for headers, text in ((EN, f"At most {TEXT_MAX_CHARS} characters (now {TEXT_MAX_CHARS + 1})"),
                          (JA, f"最大 {TEXT_MAX_CHARS} 文字までです（現在 {TEXT_MAX_CHARS + 1} 文字）"),
                          ({}, f"最多 {TEXT_MAX_CHARS} 個字元（目前 {TEXT_MAX_CHARS + 1} 個）")):
        response = client.post("/api/tool/count", json={"text": long}, headers={**user.headers, **headers})
        assert field_errors(response) == {"text": ("tools.text_too_long", text)}


def test_deduplicate_folds_what_the_options_say(client, user):
    text = "台灣美食\n台湾美食\nＳＥＯ\nseo\n\n台北 美食\n台北美食"
    plain = client.post("/api/tool/deduplicate", json={"text": text}, headers=user.headers).json()
    assert plain["lines"] == ["台灣美食", "台湾美食", "ＳＥＯ", "台北 美食", "台北美食"]
    assert (plain["removed"], plain["blank"]) == (1, 1)
    folded = client.post("/api/tool/deduplicate", json={"text": text, "options": {"chinese": True, "spaces": True}},
                         headers=user.headers).json()
    assert folded["lines"] == ["台灣美食", "ＳＥＯ", "台北 美食"]
    assert folded["groups"] == [{"kept": "台灣美食", "repeats": ["台湾美食"]}, {"kept": "ＳＥＯ", "repeats": ["seo"]},
                                {"kept": "台北 美食", "repeats": ["台北美食"]}]


def test_list_limits(client, user):
    many = "\n".join(f"kw{i}" for i in range(LIST_MAX_LINES + 1))
    response = client.post("/api/tool/deduplicate", json={"text": many}, headers={**user.headers, **EN})
    assert field_errors(response) == {"text": ("tools.too_many_lines",
                                               f"At most {LIST_MAX_LINES} lines (now {LIST_MAX_LINES + 1})")}
    long = "ok\n" + "字" * (LINE_MAX_CHARS + 1)
    response = client.post("/api/tool/diff", json={"a": long, "b": ""}, headers={**user.headers, **JA})
    assert field_errors(response) == {
        "a": ("tools.line_too_long", f"1行は最大 {LINE_MAX_CHARS} 文字までです。2 行目が長すぎます"),
        "b": ("validation.required", "必須項目です")}


def test_diff_answers_each_side_and_the_common_part(client, user):
    response = client.post("/api/tool/diff", json={"a": "台北 美食\n高雄 景點\nＳＥＯ", "b": "台北美食\nseo\n台中",
                                                   "options": {"spaces": True}}, headers=user.headers)
    assert response.json() == {"only_a": ["高雄 景點"], "only_b": ["台中"], "both": ["台北 美食", "ＳＥＯ"]}


def test_related_keywords_come_from_the_stored_serps(client, user, analytics):
    ingest.ingest_serp(analytics, SCOPE.key("台北美食", day(0)), serp(related=["台北美食推薦"], questions=["台北美食哪裡好吃？"]),
                       source="sandbox", fetched_at=at(0), is_sandbox=True)
    response = client.post("/api/tool/related-keywords", json={"seed": "台北美食", "country": "tw"}, headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["seed"], body["country"], body["language"]) == ("台北美食", "TW", "zh-TW")
    assert body["sources"] == ["serp_store", "sandbox"]  # no provider credentials in tests: the sandbox's ideas
    assert [(r["text"], r["kind"], r["direct"], r["sandbox"]) for r in body["data"][:2]] == [
        ("台北美食哪裡好吃？", "people_also_ask", True, True), ("台北美食推薦", "related_search", True, True)]
    assert {r["kind"] for r in body["data"][2:]} == {"frequency"}


def test_related_keywords_bad_input(client, user, analytics):
    response = client.post("/api/tool/related-keywords", json={"seed": "台北<美食>", "country": "XX"},
                           headers={**user.headers, **EN})
    errors = field_errors(response)
    assert errors["seed"][0] == "project.keywords_forbidden" and "<" in errors["seed"][1]
    assert errors["country"][0] == "validation.option"
    response = client.post("/api/tool/related-keywords", json={"seed": "字" * 81}, headers={**user.headers, **EN})
    assert field_errors(response) == {"seed": ("tools.keyword_too_long", "At most 80 characters a keyword")}


def test_the_on_page_check_counts_records_and_exports(client, user, eager, page_server):
    page_server.pages["/food"] = PAGE
    response = client.post("/api/tool/keyword-on-page-check",
                           json={"url": f"{page_server.url}/food", "keywords": "台北美食\n牛肉麵\n\nSEO"},
                           headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["status"] == "completed" and body["keywords"] == ["台北美食", "牛肉麵", "SEO"]
    rows = {row["keyword"]: row for row in body["result"]["keywords"]}
    assert rows["牛肉麵"]["counts"] == {"title": 0, "description": 1, "headings": 1, "body": 3, "alt": 1}
    assert rows["SEO"]["counts"]["body"] == 1 and rows["牛肉麵"]["density"] > 0
    assert body["result"]["title"] == "台北美食推薦｜台北必吃餐廳"
    check_id = body["id"]
    assert client.get(f"/api/tool/keyword-on-page-check/{check_id}", headers=user.headers).json() == body
    other = make_user("other@example.com")
    error(client.get(f"/api/tool/keyword-on-page-check/{check_id}", headers=other.headers), 404, "resource.not_found")

    export = client.get(f"/api/tool/keyword-on-page-check/{check_id}/export.csv", headers={**user.headers, **EN})
    assert export.status_code == 200 and export.headers["content-type"].startswith("text/csv")
    lines = list(csv.reader(io.StringIO(export.content.decode("utf-8-sig"))))
    assert lines[0] == ["URL", f"{page_server.url}/food"]
    assert lines[1] == ["Keyword", "Title", "Description", "Headings (H1-H6)", "Body", "Image alt", "Density (%)"]
    assert lines[3][:6] == ["牛肉麵", "0", "1", "1", "3", "1"]

    history = client.get("/api/operation_history", headers={**user.headers, **EN}).json()["data"]
    assert [(op["type"], op["status"]) for op in history] == [("keyword_on_page_check_export", "completed"),
                                                              ("keyword_on_page_check", "completed")]
    assert history[1]["summary"] == f"{page_server.url}/food: 3 keywords checked"
    assert history[1]["link"] == history[0]["link"] == f"/tool/keyword-on-page-check?job={check_id}"


def test_an_unreadable_page_fails_with_the_reason(client, user, eager, page_server):
    response = client.post("/api/tool/keyword-on-page-check", json={"url": f"{page_server.url}/gone", "keywords": "字"},
                           headers={**user.headers, **EN})
    body = response.json()
    assert (body["status"], body["error"], body["result"]) == ("failed", "Check failed: the server answered status 404",
                                                               None)
    [row] = client.get("/api/operation_history", headers={**user.headers, **EN}).json()["data"]
    assert (row["status"], row["reason"]) == ("failed", "Check failed: the server answered status 404")


@pytest.fixture
def guarded(monkeypatch):
    """The settings read afresh with private addresses refused, as deployed."""
    monkeypatch.delenv("RANKLENS_CRAWL_ALLOW_PRIVATE", raising=False)
    config.get_settings.cache_clear()
    yield
    config.get_settings.cache_clear()


def test_the_on_page_check_refuses_private_addresses_and_too_many_keywords(client, user, guarded, monkeypatch):
    eleven = "\n".join(f"關鍵字{i}" for i in range(11))
    response = client.post("/api/tool/keyword-on-page-check", json={"url": "http://127.0.0.1:9/", "keywords": eleven},
                           headers={**user.headers, **EN})
    errors = field_errors(response)
    assert errors["keywords"] == ("tools.keywords_limit", "At most 10 keywords, one per line")
    assert errors["url"][0].startswith("project.")  # SPEC §5's URL rule: an IP address is no site's URL
    # a name that resolves to a private address is refused by the address guard before any job
    public_hosts(monkeypatch, resolve={"intranet.test": ["10.1.2.3"]}, dial={})
    response = client.post("/api/tool/keyword-on-page-check", json={"url": "http://intranet.test/admin", "keywords": "字"},
                           headers={**user.headers, **EN})
    assert error(response, 422, "site_check.address_refused")["message"].startswith("This address cannot be checked")
    assert client.get("/api/operation_history", headers=user.headers).json()["data"] == []


def test_the_on_page_check_is_paced_per_user(client, user, eager, page_server, monkeypatch):
    page_server.pages["/food"] = PAGE
    monkeypatch.setattr(on_page_check, "PACE", ratelimit.Throttle("keyword-on-page-check-test", 1, 60 * 60))
    body = {"url": f"{page_server.url}/food", "keywords": "台北美食"}
    assert client.post("/api/tool/keyword-on-page-check", json=body, headers=user.headers).status_code == 200
    refused = client.post("/api/tool/keyword-on-page-check", json=body, headers={**user.headers, **EN})
    assert error(refused, 429, "request.too_frequent")["message"] == "Too frequent, try later"
    assert len(client.get("/api/operation_history", headers=user.headers).json()["data"]) == 1  # nothing half-saved


def test_the_published_limits_are_the_ones_the_tools_apply(client, user):
    """The console shows GET /constants' tool_limits while the user types: a text at the published limit is
    counted, one character more is refused; a list of that many lines is deduplicated, one more is refused."""
    limits = client.get("/api/constants").json()["tool_limits"]
    at_limit = "字" * limits["text_max_chars"]
    assert client.post("/api/tool/count", json={"text": at_limit}, headers=user.headers).status_code == 200
    over = client.post("/api/tool/count", json={"text": at_limit + "字"}, headers=user.headers)
    assert field_errors(over)["text"][0] == "tools.text_too_long"
    lines = "\n".join(f"詞{n}" for n in range(limits["list_max_lines"]))
    assert client.post("/api/tool/deduplicate", json={"text": lines}, headers=user.headers).status_code == 200
    over = client.post("/api/tool/deduplicate", json={"text": lines + "\n再一個"}, headers=user.headers)
    assert field_errors(over)["text"][0] == "tools.too_many_lines"
