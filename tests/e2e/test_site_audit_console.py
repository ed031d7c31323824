"""The site checker console end to end, against `ranklens up` auditing a small fixture site served on
127.0.0.1 (as `cafe-<port>.test`, see conftest's local_sites_settings): the check is started from the
checker's project list and followed to its overview, whose health, severity counts and categories equal
the API's; the problem pages list the API's rows; a category opens to its issues and one issue's URLs; the issue's CSV holds the API's URLs;
the PDF downloads (its first page rendered to PNG for a person to look at); the severity filter, broken
links and title checks show the API's rows; the findings read in Japanese; the page-issue checker
follows its job (queued, running) to one page's findings by category; internal link suggestions equal the API's; a second check shows
its progress, then new, fixed and persisting issues. Screenshots: test-output/screenshots/site-audit-*."""

from __future__ import annotations

import csv
import io
import re
import time

import httpx
import pypdfium2 as pdfium
import pytest
from playwright.sync_api import expect

from tests.crawler.audit.sites import Page, html, serving
from tests.e2e.helpers import PASSWORD, SCREENSHOTS, screenshot, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api, still_screenshot

pytestmark = pytest.mark.e2e

CHECK_TIMEOUT_S = 240
PDF_TIMEOUT_MS = 120_000
# screens here wait on crawl reads (chDB) on a shared machine: more than Playwright's default 5 s
EXPECT_TIMEOUT_MS = 20_000


@pytest.fixture(autouse=True, scope="module")
def patient_expect():
    expect.set_options(timeout=EXPECT_TIMEOUT_MS)
    yield
    expect.set_options(timeout=5_000)


def fixture_routes() -> dict[str, Page]:
    """Five pages in three languages with issues a reader can see: a broken internal link, two pages
    sharing a title, a page without a description, an image without alt text, a Japanese page."""
    nav = ('<a href="/product">手沖咖啡豆</a><a href="/about">關於我們</a><a href="/ja/">日本語</a>'
           '<a href="/missing">點這裡</a><a href="/en">English</a>')
    body = "<p>" + "我們在台北烘焙單一產區咖啡豆，每週新鮮出貨，提供手沖、冷萃與義式配方的建議。" * 8 + "</p>"
    return {
        "/": Page(html("台北咖啡日誌｜單一產區咖啡豆與手沖教學", nav + body, lang="zh-Hant-TW")),
        "/product": Page(html("咖啡日誌", '<img src="/bean.jpg"><a href="/">首頁</a>' + body, lang="zh-Hant-TW",
                              ).replace('<meta name="description" content="咖啡日誌 — a page of the fixture site for crawl tests.">', "")),
        "/about": Page(html("咖啡日誌", '<a href="/">首頁</a>' + body, lang="zh-Hant-TW")),
        "/ja/": Page(html("台北のコーヒー日誌｜シングルオリジンの豆とハンドドリップ",
                          '<a href="/">繁體中文</a><p>' + "台北で焙煎したコーヒー豆を毎週お届けします。" * 10 + "</p>",
                          lang="ja")),
        "/en": Page(html("Coffee Journal", '<a href="/">Home</a><p>Single-origin beans roasted in Taipei.</p>')),
        "/robots.txt": Page("User-agent: *\nAllow: /\n", headers={"Content-Type": "text/plain"}),
    }


@pytest.fixture(scope="module")
def fixture_site():
    with serving(fixture_routes()) as site:
        yield site


@pytest.fixture(scope="module")
def project(server, server_data_dir, fixture_site):
    """An advanced-plan owner with a project whose address is the fixture site."""
    email = unique_email("console-audit")
    operator_user(server_data_dir, email, plan_id=10, name="Audit")
    session = httpx.post(f"{server}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    # an API token outlives the session, which ends when the browser signs in
    token = httpx.post(f"{server}/api/tokens", json={"name": "e2e", "expires_at": None},
                       headers={"Authorization": f"Bearer {session}"}).json()["token"]
    api = httpx.Client(base_url=f"{server}/api", timeout=120,
                       headers={"Authorization": f"Bearer {token}", "Accept-Language": "zh-TW"})
    origin = f"http://cafe-{fixture_site.port}.test:{fixture_site.port}"
    response = api.post("/sites", json={"name": "咖啡日誌", "url": origin, "country": "TW", "language": "zh-TW",
                                        "keywords": "咖啡豆", "competitors": []})
    assert response.status_code == 201, response.text
    site = response.json()
    # a tracked keyword with a target page, for the internal link suggestions
    keyword = api.get(f"/sites/{site['id']}/keywords").json()["data"][0]
    assert api.patch(f"/keywords/{keyword['id']}", json={"target_url": f"{origin}/product"}).status_code == 200
    yield email, site, api
    api.close()


def signed_in(new_context, email: str, locale: str = "zh-TW"):
    context = new_context(locale=locale)
    sign_in_via_api(context, email)
    return context.new_page()


def completed_check(api: httpx.Client, site_id: int) -> dict:
    deadline = time.monotonic() + CHECK_TIMEOUT_S
    while True:
        response = api.get(f"/sites/{site_id}/site_checks/latest")
        if response.status_code == 200 and response.json()["state"] in ("completed", "failed"):
            check = response.json()
            assert check["state"] == "completed", check
            return check
        assert time.monotonic() < deadline, "the site check did not end in time"
        time.sleep(1)


@pytest.fixture(scope="module")
def audited(new_context_module, project):
    """The check started from the checker's list in the browser, and its overview once completed."""
    email, site, api = project
    page = signed_in(new_context_module, email)
    page.goto("/seo-checker")
    row = page.locator("tr", has=page.get_by_test_id(f"site-{site['id']}"))
    expect(row.get_by_text("尚未檢測")).to_be_visible()
    still_screenshot(page, "site-audit-list-before")
    row.get_by_test_id("start-check").click()
    expect(page.get_by_text("已開始檢測，完成後會通知您。")).to_be_visible()
    expect(row.get_by_test_id(f"state-{site['id']}")).to_be_visible()

    page.goto(f"/seo-checker/{site['id']}")
    check = completed_check(api, site["id"])
    # the progress polling (and the job event) bring the overview in without a reload
    expect(page.get_by_test_id("health-score")).to_have_text(str(check["health_score"]), timeout=30_000)
    return email, site, api, check


@pytest.fixture(scope="module")
def new_context_module(browser, server):
    contexts = []

    def open_context(locale: str = "zh-TW", width: int = 1440, height: int = 900):
        context = browser.new_context(base_url=server, locale=locale, viewport={"width": width, "height": height},
                                      accept_downloads=True)
        context.set_default_timeout(15_000)
        contexts.append(context)
        return context

    yield open_context
    for context in contexts:
        context.close()


def test_the_overview_shows_the_figures_the_api_reports(new_context, audited):
    email, site, api, check = audited
    page = signed_in(new_context, email)
    page.goto(f"/seo-checker/{site['id']}")
    expect(page.get_by_test_id("health-score")).to_have_text(str(check["health_score"]))
    for severity in ("error", "warning", "notice"):
        expect(page.get_by_test_id(f"urls-{severity}")).to_have_text(str(check["counts"][severity]))
        expect(page.get_by_test_id(f"issues-{severity}")).to_contain_text(str(check["issues"][severity]))
    categories = page.get_by_test_id("categories").locator("[data-category]")
    expect(categories).to_have_count(13)
    for category in check["categories"]:
        card = page.get_by_test_id("categories").locator(f"[data-category='{category['category']}']")
        expect(card).to_contain_text(category["title"])
        for severity, key in (("error", "errors"), ("warning", "warnings"), ("notice", "notices")):
            expect(card.locator(f"[data-severity={severity}]")).to_have_text(str(category[key]))
    expect(page.get_by_test_id("category-chart").locator(".recharts-bar-rectangle").first).to_be_visible()
    still_screenshot(page, "site-audit-overview")

    # the problem pages: most errors first, then one status class
    page.get_by_test_id("problem-pages").click()
    pages = api.get(f"/site_checks/{check['id']}/pages", params={"per_page": 100, "sort": "errors", "order": "desc"}).json()
    grid = page.get_by_test_id("pages-grid")
    expect(grid.locator(".ag-row[row-index]")).to_have_count(len(pages["data"]))
    expect(page.get_by_test_id("pages-total")).to_have_text(f"共 {pages['meta']['total']} 個網址")
    expect(grid.locator(".ag-row[row-index='0'] [col-id=errors]")).to_have_text(str(pages["data"][0]["errors"]))
    missing = api.get(f"/site_checks/{check['id']}/pages", params={"status": "4xx"}).json()["data"]
    page.get_by_test_id("status-filter").get_by_text("4xx").click()
    expect(page).to_have_url(re.compile(r"status=4xx"))
    expect(grid.locator(".ag-row[row-index]")).to_have_count(len(missing))
    expect(grid.locator(".ag-row[row-index='0'] [col-id=status_code]")).to_have_text(str(missing[0]["status_code"]))
    still_screenshot(page, "site-audit-problem-pages")

    # the list shows the same health
    page.goto("/seo-checker")
    expect(page.get_by_test_id(f"health-{site['id']}")).to_have_text(str(check["health_score"]))
    expect(page.get_by_test_id(f"state-{site['id']}")).to_have_text("已完成")
    still_screenshot(page, "site-audit-list")


def test_a_category_opens_to_its_issues_urls_and_csv(new_context, audited):
    email, site, api, check = audited
    issues = api.get(f"/site_checks/{check['id']}/issues").json()["data"]
    issue = max(issues, key=lambda entry: entry["urls"])
    category = next(c for c in check["categories"] if c["category"] == issue["category"])
    page = signed_in(new_context, email)
    page.goto(f"/seo-checker/{site['id']}")
    page.get_by_test_id("categories").locator(f"[data-category='{category['category']}']").click()
    expect(page).to_have_url(re.compile(rf"/seo-checker/{site['id']}/{category['category']}$"))
    expect(page.get_by_test_id("issues-title")).to_have_text(category["title"])
    in_category = [entry for entry in issues if entry["category"] == category["category"]]
    expect(page.get_by_test_id("issue-list").locator(".ant-collapse-item")).to_have_count(len(in_category))

    page.get_by_text(issue["title"], exact=True).click()
    urls = api.get(f"/site_checks/{check['id']}/issues/{issue['check']}", params={"per_page": 20}).json()
    table = page.get_by_test_id(f"issue-urls-{issue['check']}")
    expect(table.locator("tbody tr.ant-table-row")).to_have_count(len(urls["data"]))
    expect(table.get_by_text(issue["fix"])).to_be_visible()
    still_screenshot(page, "site-audit-category")

    with page.expect_download() as download:
        table.get_by_test_id(f"csv-{issue['check']}").click()
    rows = list(csv.reader(io.StringIO(download.value.path().read_text(encoding="utf-8-sig"))))
    every = api.get(f"/site_checks/{check['id']}/issues/{issue['check']}", params={"per_page": 100}).json()["data"]
    assert sorted(row[0] for row in rows[1:]) == sorted(row["url"] for row in every)


def test_the_report_filters_by_severity(new_context, audited):
    email, site, api, check = audited
    errors = api.get(f"/site_checks/{check['id']}/issues", params={"severity": "error"}).json()["data"]
    page = signed_in(new_context, email)
    page.goto(f"/seo-checker/{site['id']}/report")
    expect(page.get_by_test_id("issues-title")).to_have_text("所有問題")
    page.get_by_test_id("severity-filter").get_by_text("錯誤").click()
    expect(page).to_have_url(re.compile(r"severity=error"))
    headers = page.get_by_test_id("issue-list").locator(".ant-collapse-header")
    expect(headers).to_have_count(len(errors))
    for header, entry in zip(headers.all(), errors):
        expect(header).to_contain_text(f"錯誤{entry['title']}{entry['urls']} 個網址")
    still_screenshot(page, "site-audit-report-errors")


def test_the_pdf_downloads_and_its_first_page_renders(new_context, audited):
    email, site, _, check = audited
    page = signed_in(new_context, email)
    page.goto(f"/seo-checker/{site['id']}")
    with page.expect_download(timeout=PDF_TIMEOUT_MS) as download:
        page.get_by_test_id("pdf-download").click()
    data = download.value.path().read_bytes()
    assert data.startswith(b"%PDF")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    pdf_path = SCREENSHOTS / "site-audit-report.pdf"
    pdf_path.write_bytes(data)
    document = pdfium.PdfDocument(data)
    first = document[0]
    text = first.get_textpage().get_text_range()
    assert site["url"].split("//")[1].rstrip("/") in text
    assert str(check["health_score"]) in text
    image = first.render(scale=100 / 72).to_pil()
    image.save(SCREENSHOTS / "site-audit-pdf-page-1.png")
    assert len(image.convert("L").getcolors(256 * 256) or ()) > 2  # drawn, not a blank sheet
    for number in range(2, len(document) + 1):  # every page, for a person to look at
        document[number - 1].render(scale=100 / 72).to_pil().save(SCREENSHOTS / f"site-audit-pdf-page-{number}.png")
    # the last sheet ends white below the report, not with the console's grey page background (issue 11)
    last = document[len(document) - 1].render(scale=1).to_pil().convert("RGB")
    below = last.crop((0, int(last.height * 0.9), last.width, last.height))
    grey = sum(count for count, (r, g, b) in below.getcolors(below.width * below.height)
               if abs(r - 0xF4) <= 2 and abs(g - 0xF7) <= 2 and abs(b - 0xF9) <= 2)
    assert grey < 0.05 * below.width * below.height

    # the page the server prints, as a person sees it
    page.goto(f"/pdfReport?site_check_id={check['id']}")
    expect(page.get_by_test_id("pdf-report")).to_have_attribute("data-pdf-ready", "true")
    expect(page.get_by_test_id("health-score")).to_have_text(str(check["health_score"]))
    still_screenshot(page, "site-audit-pdf-page")


def test_broken_links_and_titles_follow_the_api(new_context, audited, fixture_site):
    email, site, api, check = audited
    broken = api.get(f"/site_checks/{check['id']}/broken_links", params={"per_page": 100}).json()
    assert any(row["url"].endswith("/missing") for row in broken["data"])
    page = signed_in(new_context, email)
    page.goto(f"/projects/{site['id']}/broken-links")
    grid = page.get_by_test_id("broken-links-grid")
    expect(grid.locator(".ag-row[row-index]")).to_have_count(len(broken["data"]))
    missing = grid.locator(".ag-row", has_text="/missing")
    expect(missing.locator("[col-id=status]")).to_have_text("404")
    expect(missing.locator("[col-id=sources]")).to_contain_text("點這裡")
    still_screenshot(page, "site-audit-broken-links")

    titles = api.get(f"/site_checks/{check['id']}/titles", params={"kind": "title", "filter": "duplicate"}).json()
    page.get_by_test_id("links-sections").get_by_text("標題檢查").click()
    expect(page).to_have_url(re.compile(r"/check-title$"))
    page.get_by_test_id("text-filter").get_by_text("重複").click()
    rows = page.get_by_test_id("text-grid").locator(".ag-row[row-index]")
    expect(rows).to_have_count(len(titles["data"]))
    expect(rows.first.locator("[col-id=text]")).to_have_text("咖啡日誌")
    still_screenshot(page, "site-audit-check-title")


def test_the_findings_read_in_japanese(new_context, audited):
    email, site, api, check = audited
    ja = api.get(f"/site_checks/{check['id']}", headers={"Accept-Language": "ja"}).json()
    page = signed_in(new_context, email, locale="ja")
    page.goto(f"/seo-checker/{site['id']}?locale=ja")
    expect(page.get_by_text("サイトの健全性")).to_be_visible()
    titles = page.get_by_test_id("categories").locator("[data-category] > div:first-child")
    expect(titles).to_have_text([category["title"] for category in ja["categories"]])
    page.get_by_test_id("all-issues").click()
    expect(page.get_by_test_id("issues-title")).to_have_text("すべての問題")
    issues = api.get(f"/site_checks/{check['id']}/issues", headers={"Accept-Language": "ja"}).json()["data"]
    expect(page.get_by_text(issues[0]["title"], exact=True).first).to_be_visible()
    still_screenshot(page, "site-audit-report-ja")


def axis_names(page) -> list[str]:
    """The category chart's axis labels (Recharts breaks a long one into lines of tspans)."""
    return page.evaluate("""() => [...document.querySelectorAll(
        '[data-testid=category-chart] .recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
        (tick) => [...tick.querySelectorAll('tspan')].map((line) => line.textContent).join(' '))""")


def wait_for_axis_names(page, names: list[str]) -> None:
    deadline = time.monotonic() + EXPECT_TIMEOUT_MS / 1000
    while (shown := axis_names(page)) != names:
        assert time.monotonic() < deadline, f"the chart shows {shown}, not {names}"
        time.sleep(0.2)


def test_a_new_language_renames_the_categories_without_a_reload(new_context, audited):
    """The overview's category names and chart labels come in the request's language: picking another
    language asks them again, so the English screen never keeps the Japanese names (issue 11)."""
    email, site, api, check = audited
    titles_in = {locale: [c["title"] for c in api.get(f"/site_checks/{check['id']}",
                                                      headers={"Accept-Language": locale}).json()["categories"]]
                 for locale in ("ja", "en", "zh-CN", "zh-TW")}
    page = signed_in(new_context, email)
    page.goto(f"/seo-checker/{site['id']}?locale=ja")
    titles = page.get_by_test_id("categories").locator("[data-category] > div:first-child")
    expect(titles).to_have_text(titles_in["ja"])
    page.evaluate("window.__sameDocument = true")  # gone if the page reloads

    # back to zh-TW last: the switcher keeps the choice on the account, which the other tests share
    for locale, name in (("en", "English"), ("zh-CN", "简体中文"), ("zh-TW", "繁體中文")):
        page.get_by_role("button", name=re.compile("表示言語|Interface language|界面语言")).click()
        page.get_by_role("menuitem", name=name).click()
        expect(titles).to_have_text(titles_in[locale])
        # the chart's axis labels are the same names
        wait_for_axis_names(page, titles_in[locale])
        if locale == "en":
            still_screenshot(page, "site-audit-overview-switched-en")
    assert page.evaluate("window.__sameDocument === true")
    deadline = time.monotonic() + 10
    while api.get("/me").json().get("language") != "zh-TW":  # the account's language is stored again
        assert time.monotonic() < deadline, "the account kept another language"
        time.sleep(0.2)


def test_internal_link_suggestions_follow_the_api(new_context, audited):
    email, site, api, _ = audited
    suggestions = api.get(f"/sites/{site['id']}/pages/internal_links_keywords_suggestion").json()["data"]
    assert [row["keyword"] for row in suggestions] == ["咖啡豆"]
    page = signed_in(new_context, email)
    page.goto(f"/projects/{site['id']}/internal-links")
    expect(page.get_by_test_id("internal-links").locator("tbody tr.ant-table-row")).to_have_count(len(suggestions))
    for row in suggestions:
        expect(page.get_by_test_id(f"suggestions-{row['keyword_id']}")).to_have_text(str(len(row["suggestion_pages"])))
        expect(page.get_by_test_id(f"included-{row['keyword_id']}")).to_have_text(str(len(row["already_included_pages"])))
    page.locator(".ant-table-row-expand-icon").first.click()
    for included in suggestions[0]["already_included_pages"]:
        expect(page.get_by_text(included["title"] or included["url"], exact=True).first).to_be_visible()
    still_screenshot(page, "site-audit-internal-links")


def finished_page_check(api: httpx.Client, url: str) -> dict:
    """POST /tool/checker answers 202 with the queued job at once; its report once the worker is done."""
    response = api.post("/tool/checker", json={"url": url})
    assert response.status_code == 202 and response.json()["state"] == "queued", response.text
    deadline = time.monotonic() + CHECK_TIMEOUT_S
    while (job := api.get(f"/tool/checker/{response.json()['id']}").json())["state"] in ("queued", "running"):
        assert time.monotonic() < deadline, "the page check did not end in time"
        time.sleep(0.5)
    assert job["state"] == "done", job
    return job["result"]


def test_the_page_issue_checker_reports_one_page(new_context, audited, fixture_site):
    email, _, api, _ = audited
    url = f"http://cafe-{fixture_site.port}.test:{fixture_site.port}/product"
    expected = finished_page_check(api, url)
    page = signed_in(new_context, email)
    page.goto("/tool/checker")
    page.get_by_test_id("checker-url").fill("not a url")
    page.get_by_test_id("checker-submit").click()
    expect(page.get_by_text("請輸入有效的網址")).to_be_visible()
    page.get_by_test_id("checker-url").fill(url)
    page.get_by_test_id("checker-submit").click()
    # the answer is the queued job; the screen follows it (queued, running) to its report
    expect(page.get_by_test_id("page-check-progress")).to_be_visible()
    screenshot(page, "site-audit-page-checker-progress")
    report = page.get_by_test_id("page-report")
    expect(report).to_be_visible(timeout=60_000)
    expect(page.get_by_test_id("page-check-progress")).to_have_count(0)
    expect(page).to_have_url(re.compile(r"/tool/checker\?job=[\w-]{32}$"))
    expect(page.get_by_test_id("page-report-count")).to_have_text(f"發現 {len(expected['findings'])} 個問題")
    expect(report.locator(".ant-card-extra [data-severity]")).to_have_text(
        [str(expected["counts"][severity]) for severity in ("error", "warning", "notice")])
    expect(report.get_by_test_id("health-score")).to_have_text(str(expected["score"]))
    expect(report.get_by_text("搜尋外觀", exact=True)).to_be_visible()
    still_screenshot(page, "site-audit-page-checker")


def test_a_second_check_shows_its_progress_then_the_comparison(new_context, audited):
    """Last in this module: it makes a newer check the latest."""
    email, site, api, first = audited
    page = signed_in(new_context, email)
    page.goto(f"/seo-checker/{site['id']}")
    expect(page.get_by_test_id("health-score")).to_have_text(str(first["health_score"]))
    page.get_by_test_id("start-check").click()
    expect(page.get_by_test_id("check-progress")).to_be_visible()
    screenshot(page, "site-audit-progress")
    deadline = time.monotonic() + CHECK_TIMEOUT_S
    while api.get(f"/sites/{site['id']}/site_checks/latest").json()["id"] == first["id"]:
        assert time.monotonic() < deadline
        time.sleep(0.5)
    second = completed_check(api, site["id"])
    assert second["comparison"]["previous_id"] == first["id"]
    for key in ("new", "fixed", "persisting"):
        expect(page.get_by_test_id(f"comparison-{key}")).to_have_text(str(second["comparison"][key]), timeout=30_000)
    still_screenshot(page, "site-audit-comparison")
