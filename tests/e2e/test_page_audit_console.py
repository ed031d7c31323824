"""The page audit console end to end, against `ranklens up` with its sandbox SERP source and a page
served on 127.0.0.1 under a `.test` name (conftest `local_sites_settings`): a page added with a
Japanese target keyword shows SPEC's crawling notice while it is audited, then its score in the grid
and in the report's gauge (the API's score), the report's advice and keywords; the page rewritten the
way the advice says and re-audited scores higher. The batch audit shows SPEC's keyword rule before
submitting and audits the ticked pages; removing a page drops it from the list; a trial plan is told
batch audit is advanced only. Screenshots: test-output/screenshots/page-audit-*."""

from __future__ import annotations

import json
import re
import time

import httpx
import pytest
from playwright.sync_api import expect

from tests.crawler.audit.sites import Page, serving
from tests.e2e.helpers import PASSWORD, ROOT, csrf_headers, unique_email
from tests.e2e.projects_flows import button, operator_user, sign_in_via_api, still_screenshot

pytestmark = pytest.mark.e2e

KEYWORD = "東京カフェ"
DOMAIN = "cafe-audit.ranklens.test"
SERVER_TEXTS = json.loads((ROOT / "api" / "page_audits" / "messages.json").read_text(encoding="utf-8"))
SLOW_SECONDS = 2.5  # the first answer of the audited page waits, so the auditing state is seen

PARAGRAPH = ("東京カフェは駅から近いお店が多く、朝の営業やテイクアウトにも対応しています。"
             "コーヒー豆の種類や焙煎の違いを楽しめるのも魅力で、落ち着いた空間で読書や仕事をする人も増えています。")


def poor_page() -> str:
    """What the advice finds much to fix in: a short title, no description, no H2, thin text."""
    return f"""<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>{KEYWORD}</title></head>
<body><h1>{KEYWORD}</h1><h1>お知らせ</h1><img src="/a.jpg"><p>{PARAGRAPH}</p></body></html>"""


def improved_page(suggested: list[str], terms: list[str]) -> str:
    """The page rewritten as the report advises: a 25-32 character title and a 50-76 character
    description with two suggested keywords each, one H1 and H2s with suggested keywords, alt text,
    og:image, and enough text using the target keyword, suggested keywords and terms."""
    first, second = suggested[0], suggested[1]
    title = (f"{KEYWORD}の{first}と{second}｜駅近の人気店を厳選した完全ガイド最新版まとめ")[:30]
    description = (f"{KEYWORD}の{first}と{second}をまとめました。駅近の人気店から穴場まで、"
                   "価格や雰囲気、営業時間をわかりやすく紹介します。初めての方にもおすすめです。")[:70]
    body = "".join(
        f"<p>{KEYWORD}の第{n}回：{'、'.join(suggested)}について、{'、'.join(terms)}も一緒に紹介します。{PARAGRAPH}</p>"
        for n in range(1, 13))
    return f"""<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>{title}</title>
<meta name="description" content="{description}"><meta property="og:image" content="http://{DOMAIN}/og.jpg">
</head><body><h1>{KEYWORD}の{first}</h1><h2>{KEYWORD}の{second}</h2><h2>{first}の選び方</h2>
<img src="/a.jpg" alt="{KEYWORD}の店内">{body}</body></html>"""


def slow(html: str):
    """A route answering `html` after SLOW_SECONDS (once: later audits get it at once)."""
    state = {"waited": False}

    def answer(handler) -> None:
        if not state["waited"]:
            state["waited"] = True
            time.sleep(SLOW_SECONDS)
        Page(html).send(handler)

    return answer


HOME = f"""<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>{KEYWORD}案内</title></head>
<body><h1>{KEYWORD}案内</h1><a href="/cafe.html">カフェ</a> <a href="/menu.html">メニュー</a></body></html>"""


@pytest.fixture(scope="module")
def fixture_site():
    with serving({"/": Page(HOME), "/cafe.html": slow(poor_page()), "/menu.html": Page(poor_page())}) as site:
        yield site


def api_client(server: str, email: str, locale: str = "ja") -> httpx.Client:
    session = httpx.post(f"{server}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    # an API token outlives the session, which ends when the browser signs in
    token = httpx.post(f"{server}/api/tokens", json={"name": "e2e", "expires_at": None},
                       headers={"Authorization": f"Bearer {session}"}).json()["token"]
    return httpx.Client(base_url=f"{server}/api", timeout=60,
                        headers={"Authorization": f"Bearer {token}", "Accept-Language": locale})


@pytest.fixture(scope="module")
def advanced(server, server_data_dir, fixture_site):
    """An advanced-plan owner (batch audit allowed) of a Japanese project on the fixture site's domain."""
    email = unique_email("page-audit")
    operator_user(server_data_dir, email, plan_id=10, name="Audit")
    api = api_client(server, email)
    site = api.post("/sites", json={"name": "東京カフェ案内", "url": f"http://{DOMAIN}:{fixture_site.port}", "country": "JP",
                                    "language": "ja", "keywords": "", "competitors": []})
    assert site.status_code == 201, site.text
    yield email, site.json(), api
    api.close()


def signed_in(new_context, email: str, locale: str):
    """A browser signed in as `email`, whose interface language is `locale` (kept by the account)."""
    context = new_context(locale=locale)
    sign_in_via_api(context, email)
    assert context.request.patch("/api/me", data={"language": locale}, headers=csrf_headers(context)).ok
    return context.new_page()


def wait_for_audit(api: httpx.Client, evaluation_id: int, timeout: float = 120) -> dict:
    deadline = time.monotonic() + timeout
    while (report := api.get(f"/page_evaluations/{evaluation_id}").json())["auditing"]:
        assert time.monotonic() < deadline, "the audit did not end"
        time.sleep(0.5)
    return report


def grid_row(page, evaluation_id: int):
    """The grid's row of an evaluation (its cells, whichever pinned part of the grid they are in)."""
    return page.locator(f"[data-testid=page-audit-grid] .ag-row[row-id='{evaluation_id}']")


def evaluation_of(api: httpx.Client, site_id: int, url: str) -> dict:
    return next(row for row in api.get(f"/sites/{site_id}/pages_evaluations").json()["data"] if row["url"] == url)


def test_audit_a_page_follow_the_advice_and_score_higher(new_context, advanced, fixture_site):
    email, site, api = advanced
    page_url = f"http://{DOMAIN}:{fixture_site.port}/cafe.html"
    page = signed_in(new_context, email, "ja")

    # the site audit's index leads to one of its screens; the audited pages start empty
    page.goto(f"/projects/{site['id']}/site-audit")
    expect(page).to_have_url(re.compile(rf"/projects/{site['id']}/site-audit/(overview|pages)"))
    page.goto(f"/projects/{site['id']}/site-audit/pages")
    expect(page.get_by_test_id("page-audit-total")).to_have_text("全 0 ページ")

    page.get_by_role("button", name="ページを追加").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("ページURL").fill(page_url)
    dialog.get_by_label("対策キーワード").fill(KEYWORD)
    button(dialog, "診断する").click()

    # SPEC §4: while the page is read, the row is auditing and the notice with its hint shows
    expect(dialog).to_be_hidden()
    evaluation = evaluation_of(api, site["id"], page_url)
    row = grid_row(page, evaluation["id"])
    expect(row.locator("[data-state=auditing]")).to_be_visible()
    notice = page.get_by_test_id("auditing-notice")
    expect(notice).to_contain_text(SERVER_TEXTS["page_audit.crawling"]["ja"])
    expect(notice).to_contain_text(SERVER_TEXTS["page_audit.crawling_hint"]["ja"])
    still_screenshot(page, "page-audit-auditing")

    first = wait_for_audit(api, evaluation["id"])
    assert first["state"] == "evaluated" and first["failed"] > 0
    expect(row.locator("[data-state=evaluated]")).to_be_visible(timeout=20_000)
    expect(row.locator("[data-score]")).to_have_text(str(first["score"]))
    expect(row).to_contain_text(KEYWORD)
    expect(notice).to_be_hidden()
    still_screenshot(page, "page-audit-pages")

    # the report: the API's score in the gauge, every advice item with its pass or fail, the fixes
    row.locator(".page-link").click()
    expect(page).to_have_url(re.compile(rf"/site-audit/pages/{evaluation['id']}(\?|$)"))
    expect(page.get_by_test_id("score-gauge")).to_have_attribute("data-score", str(first["score"]))
    advice = page.get_by_test_id("advice")
    expect(advice.locator("[data-advice]")).to_have_count(len(first["advice"]))
    expect(advice.locator("[data-passed=false]")).to_have_count(first["failed"])
    title_advice = next(item for item in first["advice"] if item["id"] == "title.length")
    expect(advice.locator("[data-advice='title.length']")).to_contain_text(title_advice["fix"])
    expect(advice.locator("[data-advice='title.length'] [data-testid=advice-measure]")).to_contain_text(
        f"現在 {len(KEYWORD)} 文字")
    expect(advice.locator("[data-advice='content.target_keywords'] [data-testid=advice-measure]")).to_contain_text(
        "推奨 ≥ 5")
    keywords = page.get_by_test_id("keywords")
    suggested = first["keywords"]["suggested"]
    assert len(suggested) >= 2 and first["keywords"]["terms"]
    keywords.get_by_role("tab", name=re.compile(rf"提案キーワード \({len(suggested)}\)")).click()
    for keyword in suggested:
        expect(keywords.get_by_role("cell", name=keyword, exact=True)).to_be_visible()
    keywords.get_by_role("tab", name=re.compile("対策キーワード")).click()
    target_row = keywords.get_by_role("row").filter(has_text=KEYWORD)
    # 東京カフェ in the title once, the description none, H1 once, H2 none
    expect(target_row.get_by_role("cell")).to_have_text([KEYWORD, "1", "0", "1", "0", re.compile(r"\d+")])
    still_screenshot(page, "page-audit-report")

    # follow the advice, re-audit: the score rises, in the gauge as in the API
    fixture_site.routes["/cafe.html"] = Page(improved_page(suggested, first["keywords"]["terms"]))
    page.get_by_role("button", name="再診断").click()
    expect(page.locator(".ant-message")).to_contain_text(SERVER_TEXTS["page_audit.reaudit_successful"]["ja"])
    second = wait_for_audit(api, evaluation["id"])
    assert second["score"] > first["score"], (first["score"], second["score"])
    expect(page.get_by_test_id("score-gauge")).to_have_attribute("data-score", str(second["score"]), timeout=20_000)
    expect(advice.locator("[data-passed=false]")).to_have_count(second["failed"])
    still_screenshot(page, "page-audit-report-improved")

    # re-audit all asks first
    page.get_by_role("link", name=re.compile("診断したページ")).click()
    page.get_by_role("button", name="すべて再診断").click()
    confirm = page.get_by_role("dialog")
    expect(confirm).to_contain_text("すべてのページを再診断しますか？")
    confirm.get_by_role("button", name="すべて再診断").click()
    expect(page.locator(".ant-message")).to_contain_text(SERVER_TEXTS["page_audit.reaudit_successful"]["ja"])
    wait_for_audit(api, evaluation["id"])


def test_batch_audit_needs_a_keyword_per_ticked_page_and_removal(new_context, advanced, fixture_site):
    email, site, api = advanced
    menu_url = f"http://{DOMAIN}:{fixture_site.port}/menu.html"
    page = signed_in(new_context, email, "en")
    page.goto(f"/projects/{site['id']}/site-audit/batch-audit")

    # a fresh browser loads the whole console first: slow when the machine is busy
    expect(page.get_by_label("Another page URL")).to_be_visible(timeout=30_000)
    page.get_by_label("Another page URL").fill(menu_url)
    button(page, "Add").click()
    keyword = page.get_by_label(f"Target keyword for {menu_url}", exact=True)
    expect(keyword).to_have_value("")
    page.get_by_role("button", name="Audit 1 page").click()
    # SPEC §5 "every ticked page needs a keyword", before anything is sent
    expect(page.get_by_test_id("batch-error")).to_have_text("Every ticked page needs a keyword")
    expect(keyword).to_have_class(re.compile("ant-input-status-error"))
    assert not any(row["url"] == menu_url for row in api.get(f"/sites/{site['id']}/pages_evaluations").json()["data"])
    still_screenshot(page, "page-audit-batch-rule")

    keyword.fill("東京 カフェ メニュー")
    expect(page.get_by_test_id("batch-error")).to_be_hidden()
    page.get_by_role("button", name="Audit 1 page").click()
    expect(page).to_have_url(re.compile(rf"/projects/{site['id']}/site-audit/pages(\?|$)"))
    listed = api.get(f"/sites/{site['id']}/pages_evaluations").json()
    menu = evaluation_of(api, site["id"], menu_url)
    assert menu["target_keyword"] == "東京 カフェ メニュー"
    wait_for_audit(api, menu["id"])

    # remove the menu page: the returned id leaves the list
    row = grid_row(page, menu["id"])
    expect(row.locator("[data-state=evaluated]")).to_be_visible(timeout=20_000)
    row.locator(".ag-selection-checkbox input").check()
    page.get_by_role("button", name="Remove 1").click()
    page.locator(".ant-popconfirm").get_by_role("button", name="Remove").click()
    expect(page.locator(".ant-message")).to_contain_text("1 page removed")
    expect(row).to_have_count(0)
    expect(page.get_by_test_id("page-audit-total")).to_have_text(f"{listed['meta']['total'] - 1} page"
                                                                  + ("s" if listed["meta"]["total"] - 1 != 1 else ""))
    assert all(row["url"] != menu_url for row in api.get(f"/sites/{site['id']}/pages_evaluations").json()["data"])


def test_import_pages_from_the_site_crawl(new_context, advanced, fixture_site):
    email, site, api = advanced
    started = api.post(f"/sites/{site['id']}/site_checks", json={"max_pages": 10})
    assert started.status_code == 202, started.text
    deadline = time.monotonic() + 180
    while (check := api.get(f"/site_checks/{started.json()['id']}").json())["state"] in ("pending", "in_progress"):
        assert time.monotonic() < deadline, "the site check did not end"
        time.sleep(1)
    assert check["state"] == "completed", check
    audited = {row["url"] for row in api.get(f"/sites/{site['id']}/pages_evaluations").json()["data"]}
    crawled = [row["url"] for row in api.get(f"/site_checks/{check['id']}/pages", params={"status": "2xx"}).json()["data"]]
    offered = [url for url in crawled if url not in audited]
    assert offered, (crawled, audited)

    page = signed_in(new_context, email, "en")
    page.goto(f"/projects/{site['id']}/site-audit/pages")
    page.get_by_role("button", name="Import from site crawl").click()
    dialog = page.get_by_role("dialog")
    rows = dialog.locator(".ant-table-tbody tr.ant-table-row")
    expect(rows).to_have_count(len(offered))
    rows.first.get_by_role("checkbox").check()
    dialog.get_by_role("button", name="Import 1 page").click()
    expect(page.locator(".ant-message")).to_contain_text("1 page imported")
    imported = evaluation_of(api, site["id"], offered[0])
    assert imported["target_keyword"] == ""
    # imported without a keyword: the batch audit offers it with an empty keyword to fill in
    expect(grid_row(page, imported["id"])).to_contain_text("—")
    page.goto(f"/projects/{site['id']}/site-audit/batch-audit")
    expect(page.get_by_label(f"Target keyword for {offered[0]}", exact=True)).to_have_value("")
    still_screenshot(page, "page-audit-batch-imported")


def test_batch_audit_is_advanced_only(new_context, server, server_data_dir):
    email = unique_email("page-audit-trial")
    operator_user(server_data_dir, email, plan_id=2, name="Trial")
    api = api_client(server, email)
    site = api.post("/sites", json={"name": "Trial cafe", "url": "http://trial-cafe.ranklens.test", "country": "JP",
                                    "language": "ja", "keywords": "", "competitors": []}).json()
    api.close()
    page = signed_in(new_context, email, "en")
    page.goto(f"/projects/{site['id']}/site-audit/batch-audit")
    expect(page.get_by_test_id("batch-plan-gate")).to_contain_text(
        SERVER_TEXTS["page_audit.batch_advanced_only"]["en"])
    expect(page.get_by_role("link", name="Upgrade the plan")).to_have_attribute("href", "/subscribe")
    still_screenshot(page, "page-audit-batch-gate")
