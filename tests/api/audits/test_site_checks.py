"""The site checker API over a made-up Taiwanese site's crawl: starting checks within the plan's pages,
the overview, issues, pages, broken links, titles, CSV exports, link suggestions and the comparison with
the previous check; who may read and start what."""

from __future__ import annotations

import csv
import dataclasses
import http.server
import io
import threading

import httpx
import pytest

from api.audits.models import SiteCheck
from api.core.db import get_sessionmaker
from api.plans.service import consume
from tests.analytics.audits import site_records
from tests.analytics.audits.site_records import BEEF, GONE, MISSING, OLD, ROOT, SOUP
from tests.api.audits.conftest import complete_with
from tests.api.projects.support import error, field_errors, join, new_site
from tests.factories import make_user


@pytest.fixture
def owner(client):
    return make_user("owner@example.com", plan_id=8)  # trial: 100 pages a month, 100 per project


@pytest.fixture
def site_id(client, owner):
    return new_site(client, owner, url="https://牛肉麵.tw", keywords="牛肉麵\n拉麵")["id"]


def start(client, who, site_id, **body):
    return client.post(f"/api/sites/{site_id}/site_checks", json=body, headers=who.headers)


@pytest.fixture
def done(client, analytics, owner, site_id):
    """A completed check of the made-up site."""
    response = start(client, owner, site_id)
    assert response.status_code == 202, response.text
    complete_with(response.json()["id"])
    return response.json()["id"]


def get(client, who, path, locale="zh-TW", **params):
    response = client.get(f"/api{path}", params=params, headers={**who.headers, "Accept-Language": locale})
    assert response.status_code == 200, response.text
    return response


def test_a_check_starts_pending_within_the_plan_and_gives_back_what_it_did_not_crawl(client, analytics, owner,
                                                                                     site_id):
    response = start(client, owner, site_id)
    assert response.status_code == 202, response.text
    check = response.json()
    assert (check["state"], check["max_pages"], check["url"], check["health_score"]) == (
        "pending", 100, "https://牛肉麵.tw", None)
    assert check["counts"] == {"error": 0, "warning": 0, "notice": 0} and len(check["categories"]) == 13
    assert get(client, owner, f"/sites/{site_id}/site_checks/latest").json()["id"] == check["id"]
    # One running check per project (SPEC "Site check cannot run now").
    body = error(start(client, owner, site_id), 409, "site_check.running")
    assert body["message"] == "目前無法執行網站檢查：此專案已有檢查正在進行"
    complete_with(check["id"])
    # 6 pages crawled: the project and the month have 94 pages left.
    assert get(client, owner, "/me").json()["subscription"]["pages_check_called_count"] == 6
    body = error(start(client, owner, site_id, max_pages=95), 403, "site_check.limit_exceeded")
    assert body["message"] == "超過檢查上限：目前最多可檢查 94 頁"
    response = start(client, owner, site_id)
    assert response.status_code == 202 and response.json()["max_pages"] == 94


def test_used_up_pages_are_refused_with_spec_texts(client, analytics, owner, site_id):
    with get_sessionmaker()() as db:
        from api.accounts.models import User

        consume(db, db.get(User, owner.user_id), "pages_check", 100)
        db.commit()
    body = error(client.post(f"/api/sites/{site_id}/site_checks", json={},
                             headers={**owner.headers, "Accept-Language": "en"}), 429, "site_check.pages_used_up")
    assert body["message"] == "This month's remaining pages to check are used up; upgrade the plan"


def test_a_project_uses_up_its_own_pages(client, analytics, site_id):
    big = make_user("big@example.com", plan_id=3)  # basic: 5,000 a month, 1,000 per project
    other = new_site(client, big, url="https://其他.tw")["id"]
    check = start(client, big, other, max_pages=1000).json()
    complete_with(check["id"])  # 6 crawled, 994 given back
    with get_sessionmaker()() as db:
        db.get(SiteCheck, check["id"]).pages_crawled = 1000
        db.commit()
    body = error(client.post(f"/api/sites/{other}/site_checks", json={},
                             headers={**big.headers, "Accept-Language": "ja"}), 429, "site_check.project_pages_used_up")
    assert body["message"].startswith("このプロジェクトの今月のチェック可能ページ数を使い切りました")


def test_start_validation(client, analytics, owner, site_id):
    assert field_errors(start(client, owner, site_id, max_pages=0))["max_pages"][0] == "validation.invalid"
    assert "render" in field_errors(start(client, owner, site_id, render="maybe"))


def test_overview_in_the_request_language(client, owner, done):
    check = get(client, owner, f"/site_checks/{done}", locale="ja").json()
    assert check["state"] == "completed" and check["pages_crawled"] == 6 and check["pages_queued"] == 0
    # URLs with errors: the 404 and the two pages linking to it.
    assert check["counts"]["error"] == 3
    # health = 100 × (1 − (3E + W) / 4N): E = 3 error URLs, W = 5 warning URLs (all but /missing) of N = 6.
    assert check["counts"]["warning"] == 5
    assert check["health_score"] == round(100 * (1 - (3 * 3 + 5) / (4 * 6))) == 42
    links = next(c for c in check["categories"] if c["category"] == "links")
    assert (links["title"], links["errors"], links["warnings"]) == ("リンク", 2, 3)
    assert [c["category"] for c in check["categories"]][:2] == ["crawlability", "search-appearance"]
    assert check["comparison"] == {"previous_id": None, "new": 0, "fixed": 0, "persisting": 0}
    listed = get(client, owner, f"/sites/{check['site_id']}/site_checks").json()
    assert [row["id"] for row in listed["data"]] == [done] and listed["meta"]["total"] == 1


def test_issues_with_texts_and_passed_checks(client, owner, done):
    body = get(client, owner, f"/site_checks/{done}/issues", locale="en", category="links").json()
    issues = {row["check"]: row for row in body["data"]}
    assert issues["links.broken_internal"]["urls"] == 2
    assert issues["links.broken_internal"]["severity"] == "error"
    assert issues["links.broken_internal"]["title"] and issues["links.broken_internal"]["fix"]
    assert "links.orphan_page" in issues and "links.uncrawlable_anchor" in {p["check"] for p in body["passed"]}
    errors = get(client, owner, f"/site_checks/{done}/issues", severity="error").json()["data"]
    assert {row["check"] for row in errors} == {"status.4xx", "links.broken_internal"}
    page = get(client, owner, f"/site_checks/{done}/issues/links.broken_internal", per_page=1, page=2).json()
    assert page["data"] == [{"url": BEEF, "evidence": {"href": MISSING, "status": 404, "text": "更多店家"}}]
    assert page["meta"]["total"] == 2 and page["check"]["category"] == "links"
    error(client.get(f"/api/site_checks/{done}/issues/no.such_check", headers=owner.headers), 404,
          "resource.not_found")
    assert "category" in field_errors(client.get(f"/api/site_checks/{done}/issues?category=seo", headers=owner.headers))


def test_pages_broken_links_and_titles(client, owner, done):
    pages = get(client, owner, f"/site_checks/{done}/pages", sort="errors", order="desc", per_page=3).json()
    assert pages["meta"]["total"] == 6 and [row["errors"] for row in pages["data"]] == [1, 1, 1]
    assert get(client, owner, f"/site_checks/{done}/pages", status="4xx").json()["data"][0]["url"] == MISSING
    assert field_errors(client.get(f"/api/site_checks/{done}/pages?sort=nope", headers=owner.headers))["sort"]
    broken = get(client, owner, f"/site_checks/{done}/broken_links", type="external").json()
    assert broken["data"] == [{"url": GONE, "status_code": 404, "error": None, "type": "external",
                               "sources": [{"url": ROOT, "anchor": "外部介紹"}, {"url": BEEF, "anchor": "參考文章"}],
                               "sources_total": 2}]
    titles = get(client, owner, f"/site_checks/{done}/titles", kind="title", filter="too_short").json()["data"]
    assert titles == [{"url": OLD, "text": "新店家", "length": 3, "pixels": titles[0]["pixels"], "unit": "cjk",
                       "range": [25, 32], "verdict": "too_short", "duplicates": []}]
    assert titles[0]["pixels"] == 60  # three full-width characters at 20 px
    duplicates = get(client, owner, f"/site_checks/{done}/titles", filter="duplicate").json()["data"]
    assert {row["url"]: row["duplicates"] for row in duplicates} == {BEEF: [SOUP], SOUP: [BEEF]}


def test_the_dashboard_shows_the_latest_completed_check(client, analytics, owner, site_id):
    """GET /sites/{id}?append=seo_optimization: null before a completed check, then its health, findings and
    broken links; a check still running leaves the completed one shown."""
    dashboard = f"/sites/{site_id}"
    assert get(client, owner, dashboard, append="seo_optimization").json()["seo_optimization"] is None
    check = start(client, owner, site_id).json()["id"]
    assert get(client, owner, dashboard, append="seo_optimization").json()["seo_optimization"] is None
    complete_with(check)
    seo = get(client, owner, dashboard, append="google_statistics,seo_optimization").json()["seo_optimization"]
    overview = get(client, owner, f"/site_checks/{check}").json()
    assert seo["site_check_id"] == check and seo["health_score"] == overview["health_score"] == 42
    assert seo["issues"] == overview["issues"] and seo["issues"]["error"] > 0 and seo["pages_crawled"] == 6
    # what the broken links page lists: the missing page (internal) and the gone article (external)
    assert seo["broken_links"] == {"internal": 1, "external": 1}
    assert get(client, owner, f"/site_checks/{check}/broken_links").json()["meta"]["total"] == 2
    start(client, owner, site_id)  # a newer check, still running
    assert get(client, owner, dashboard, append="seo_optimization").json()["seo_optimization"]["site_check_id"] == check
    # Not asked for, not there.
    assert get(client, owner, dashboard).json()["seo_optimization"] is None


def test_an_unknown_section_is_refused_in_the_request_language(client, analytics, owner, site_id):
    response = client.get(f"/api/sites/{site_id}", params={"append": "google_statistics,seo_optimisation"},
                          headers={**owner.headers, "Accept-Language": "en"})
    body = error(response, 422, "project.append_unknown")
    assert body["message"].startswith("Unknown sections asked for: seo_optimisation (known: ")
    assert "seo_optimization" in body["message"] and body["fields"][0]["field"] == "append"
    response = client.get(f"/api/sites/{site_id}", params={"append": "info"}, headers=owner.headers)
    assert error(response, 422, "project.append_unknown")["message"].startswith("不支援的附加資料：info")
    # the list's one section is its rows' info
    assert client.get("/api/sites", params={"append": "info"}, headers=owner.headers).status_code == 200
    response = client.get("/api/sites", params={"append": "info,stats"}, headers={**owner.headers, "Accept-Language": "ja"})
    assert error(response, 422, "project.append_unknown")["message"] == "不明な追加データが指定されました：stats（指定できるもの：info）"


def read_csv(response) -> list[list[str]]:
    assert response.headers["content-type"].startswith("text/csv")
    assert response.content.startswith("\ufeff".encode())
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))


def test_csv_of_one_issue_and_of_every_page(client, owner, done):
    rows = read_csv(get(client, owner, f"/site_checks/{done}/export.csv", check="links.broken_internal"))
    assert rows == [["網址", "連結", "狀態碼", "文字"], [ROOT, MISSING, "404", "已下架的店家"],
                    [BEEF, MISSING, "404", "更多店家"]]
    rows = read_csv(get(client, owner, f"/site_checks/{done}/export.csv", locale="en"))
    assert rows[0] == ["URL", "Status code", "Title", "Depth", "Score", "Words", "Response time (ms)",
                       "Size (bytes)", "Errors", "Warnings", "Notices", "Indexable"]
    missing = next(row for row in rows if row[0] == MISSING)
    assert missing[1] == "404" and missing[8] == "1" and missing[11] == "no"
    assert len(rows) == 7
    error(client.get(f"/api/site_checks/{done}/export.csv?check=nope", headers=owner.headers), 404,
          "resource.not_found")


@pytest.mark.parametrize(("locale", "header"), [
    ("en", ["URL", "Link", "Status code", "Text"]),
    ("ja", ["URL", "リンク", "ステータスコード", "テキスト"]),
])
def test_an_issue_csv_heads_its_columns_in_the_readers_language(client, owner, done, locale, header):
    """Column headers name the evidence in words, not as the checks' field names href, status, text (issue 11)."""
    rows = read_csv(get(client, owner, f"/site_checks/{done}/export.csv", locale=locale, check="links.broken_internal"))
    assert rows[0] == header
    assert rows[1] == [ROOT, MISSING, "404", "已下架的店家"]


@pytest.mark.parametrize(("locale", "column", "reading"), [
    ("en", "Measured as", "Chinese or Japanese (counted in characters)"),
    ("ja", "計測方式", "中国語・日本語（文字数で計測）"),
])
def test_csv_names_the_measuring_method_in_the_readers_language(client, owner, done, locale, column, reading):
    """The reading a length was measured by is written in words, not as the code "cjk" (issue 11)."""
    header, *rows = read_csv(get(client, owner, f"/site_checks/{done}/export.csv", locale=locale,
                                 check="title.too_short"))
    assert rows and {row[header.index(column)] for row in rows} == {reading}


def test_internal_link_suggestions_from_the_latest_completed_check(client, owner, site_id, done):
    keywords = get(client, owner, f"/sites/{site_id}/keywords").json()["data"]
    beef = next(k for k in keywords if k["text"] == "牛肉麵")
    response = client.patch(f"/api/keywords/{beef['id']}", json={"target_url": BEEF}, headers=owner.headers)
    assert response.status_code == 200, response.text
    body = get(client, owner, f"/sites/{site_id}/pages/internal_links_keywords_suggestion").json()
    assert body["site_check_id"] == done
    (row,) = body["data"]  # 拉麵 has no target URL
    assert (row["keyword_id"], row["keyword"], row["target_url"]) == (beef["id"], "牛肉麵", BEEF)
    assert [(p["url"], p["mentions"]) for p in row["suggestion_pages"]] == [
        (SOUP, 70), ("https://牛肉麵.tw/orphan", 1)]
    assert [p["url"] for p in row["already_included_pages"]] == [ROOT]


def test_the_next_check_compares_with_the_previous_one(client, owner, site_id, done):
    # The 404 is fixed and /soup gets a too-short title.
    fixed = {**site_records.FACTS}
    fixed[MISSING] = dataclasses.replace(fixed[ROOT], url=MISSING, final_url=MISSING, links=(),
                                         canonicals=(MISSING,), titles=("已補上的店家頁面：台北牛肉麵的營業時間與地址資訊",))
    fixed[SOUP] = dataclasses.replace(fixed[SOUP], titles=("短標題",))
    second = start(client, owner, site_id).json()["id"]
    complete_with(second, [*(site_records.page_record(f) for f in fixed.values()), *site_records.EXTERNALS,
                           site_records.SITE])
    comparison = get(client, owner, f"/site_checks/{second}").json()["comparison"]
    assert comparison["previous_id"] == done
    assert comparison["fixed"] >= 3  # status.4xx and the two broken links to it
    assert comparison["new"] >= 1 and comparison["persisting"] > 0


def test_strangers_and_viewers(client, owner, site_id, done):
    stranger = make_user("stranger@example.com", plan_id=7)
    other = new_site(client, stranger, url="https://別人.tw")["id"]
    for path in (f"/site_checks/{done}", f"/site_checks/{done}/issues", f"/site_checks/{done}/pages",
                 f"/site_checks/{done}/broken_links", f"/site_checks/{done}/titles",
                 f"/site_checks/{done}/issues/status.4xx", f"/site_checks/{done}/export.csv",
                 f"/site_checks/{done}/report.pdf", f"/sites/{site_id}/site_checks",
                 f"/sites/{site_id}/site_checks/latest", f"/sites/{site_id}/pages/internal_links_keywords_suggestion"):
        error(client.get(f"/api{path}", headers=stranger.headers), 404, "resource.not_found")
    error(start(client, stranger, site_id), 404, "resource.not_found")
    error(client.get(f"/api/sites/{other}/site_checks/latest", headers=stranger.headers), 404, "site_check.none")
    viewer = make_user("viewer@example.com")
    join(client, owner, site_id, viewer)
    assert get(client, viewer, f"/site_checks/{done}").json()["id"] == done
    error(start(client, viewer, site_id), 403, "permission.denied")
    assert client.get(f"/api/site_checks/{done}").status_code == 401


def test_pdf_waits_for_a_completed_check(client, analytics, owner, site_id):
    running = start(client, owner, site_id).json()["id"]
    error(client.get(f"/api/site_checks/{running}/report.pdf", headers=owner.headers), 409,
          "site_check.not_completed")


class Recorder(http.server.BaseHTTPRequestHandler):
    """A server a forged Host header points at: it notes every request it gets."""

    def do_GET(self) -> None:
        self.server.hits.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        self.wfile.write(b"<html><body>not RankLens</body></html>")

    def log_message(self, *args) -> None:
        pass


@pytest.fixture
def recorder():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    server.hits = []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def test_a_forged_host_does_not_move_the_pdf_browser(live_server, recorder, owner, done):
    forged = f"127.0.0.1:{recorder.server_address[1]}"
    response = httpx.get(f"{live_server}/api/site_checks/{done}/report.pdf", timeout=180,
                         headers={**owner.headers, "Host": forged})
    assert recorder.hits == []  # the caller's session was never sent where the Host header said
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf" and response.content.startswith(b"%PDF")
