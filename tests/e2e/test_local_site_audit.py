"""Auditing a site on one's own machine, as the README says (the e2e server runs with
RANKLENS_CRAWL_ALLOW_PRIVATE=1): a project made through the wizard for http://127.0.0.1:<port>, its audit
started from the dashboard's SEO card, then the card shows the check's health, errors and broken links as
the API reports them and links to the check; the problem pages show paths, the full URL on hover; the
operation history row names the project and the outcome and links to the check. Screenshots:
test-output/screenshots/local-audit-*."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from playwright.sync_api import expect

from tests.crawler.audit.sites import serving
from tests.e2e.helpers import csrf_headers, unique_email
from tests.e2e.projects_flows import (
    ZH_TW,
    create_site_via_api,
    fill_competitors,
    fill_site_step,
    operator_user,
    sign_in_via_api,
    still_screenshot,
    wizard,
)
from tests.e2e.test_site_audit_console import fixture_routes

pytestmark = pytest.mark.e2e

CHECK_TIMEOUT_S = 240
EXPECT_TIMEOUT_MS = 20_000  # the dashboard and the check's screens read the crawl (chDB) on a shared machine


def finished_check(context, site_id: int) -> dict:
    deadline = time.monotonic() + CHECK_TIMEOUT_S
    while True:
        response = context.request.get(f"/api/sites/{site_id}/site_checks/latest")
        if response.status == 200 and response.json()["state"] in ("completed", "failed"):
            return response.json()
        assert time.monotonic() < deadline, "the site check did not end in time"
        time.sleep(1)


@contextmanager
def patient_expect() -> Iterator[None]:
    expect.set_options(timeout=EXPECT_TIMEOUT_MS)
    try:
        yield
    finally:
        expect.set_options(timeout=5_000)


def audit_from_the_dashboard(page, site_id: int, screenshot: str) -> dict:
    """Starts a project's first site check from its dashboard's SEO card and waits for it; the card then
    shows the check's health, errors and broken links as the API reports them, and links to the check."""
    # before any audit the SEO card says so and offers to start one
    page.goto(f"/projects/{site_id}")
    expect(page.get_by_text("尚未評估：執行網站健檢後即可查看頁面問題、內部連結與失效連結。")).to_be_visible()
    page.get_by_role("link", name="開始網站健檢").click()
    expect(page).to_have_url(re.compile(rf"/projects/{site_id}/site-audit/overview$"))
    page.get_by_test_id("start-check").click()
    check = finished_check(page.context, site_id)
    assert check["state"] == "completed", check
    broken = page.request.get(f"/api/site_checks/{check['id']}/broken_links").json()["meta"]["total"]
    assert broken >= 1  # the fixture's /missing

    # the dashboard's SEO card: the check's health, errors and broken links, and the way to it
    page.goto(f"/projects/{site_id}")
    card = page.get_by_test_id("seo-card")
    expect(card.get_by_test_id("seo-health")).to_contain_text(str(check["health_score"]))
    expect(card.get_by_test_id("seo-errors")).to_contain_text(str(check["issues"]["error"]))
    expect(card.get_by_test_id("seo-broken").get_by_role("link")).to_have_text(f"失效連結：{broken}")
    card.scroll_into_view_if_needed()
    still_screenshot(page, screenshot)
    card.get_by_test_id("seo-card-link").click()
    expect(page).to_have_url(re.compile(rf"/projects/{site_id}/site-audit/overview\?check={check['id']}$"))
    expect(page.get_by_test_id("health-score")).to_have_text(str(check["health_score"]))
    return check


def test_a_site_on_this_machine_is_audited_and_its_health_shows_on_the_dashboard(new_context, server_data_dir):
    with patient_expect(), serving(fixture_routes()) as local:
        _audit_through_the_console(new_context, server_data_dir, local.url)


def _audit_through_the_console(new_context, server_data_dir, local_url: str) -> None:
    email = unique_email("local-audit")
    operator_user(server_data_dir, email, plan_id=10, name="Local")
    context = new_context()
    sign_in_via_api(context, email)
    page = context.new_page()

    # the wizard takes the machine's address (the server allows private addresses)
    page.goto("/?new=1")
    fill_site_step(page, ZH_TW, "本機咖啡", local_url)
    dialog = wizard(page)
    dialog.get_by_label("關鍵字").fill("咖啡豆")
    dialog.get_by_role("button", name="下一步").click()
    fill_competitors(page, ZH_TW, [("對手烘焙", "rival-roasters.tw")])
    dialog.get_by_role("button", name="下一步").click()
    expect(dialog.get_by_text("第 4 步，共 4 步")).to_be_visible()
    with page.expect_response(lambda r: r.url.endswith("/api/sites") and r.request.method == "POST") as created:
        dialog.get_by_role("button", name="建立專案").click()
    assert created.value.status == 201, created.value.text()
    site = created.value.json()
    assert (site["url"], site["domain"]) == (local_url, "127.0.0.1")

    check = audit_from_the_dashboard(page, site["id"], "local-audit-dashboard")

    # the problem pages read by path, the whole address on hover
    page.get_by_test_id("problem-pages").click()
    cells = page.get_by_test_id("pages-grid").get_by_test_id("url-cell")
    expect(cells.first).to_be_visible()
    shown = set(cells.all_inner_texts())
    assert {"/", "/product", "/missing"} <= shown, shown
    about = page.get_by_test_id("pages-grid").get_by_test_id("url-cell").filter(has_text=re.compile(r"^/about$"))
    expect(about).to_have_attribute("title", f"{local_url}/about")
    still_screenshot(page, "local-audit-problem-pages")

    # a project whose host does not resolve: its audit fails, and the history says why
    closed = create_site_via_api(context, name="關閉的站", url="http://closed-shop.invalid")
    started = context.request.post(f"/api/sites/{closed['id']}/site_checks", data={}, headers=csrf_headers(context))
    assert started.status == 202, started.text()
    assert finished_check(context, closed["id"])["state"] == "failed"

    # the operation history: the project, the outcome and why, and the check
    page.goto("/operation-history")
    failed = page.locator(".ant-table-row").filter(has_text="關閉的站")
    expect(failed.get_by_test_id("history-reason")).to_have_text(
        "無法檢查此網址：它指向私人或內部網路位址，或無法解析")
    expect(failed.get_by_test_id("history-result")).to_have_attribute(
        "href", re.compile(rf"/projects/{closed['id']}/site-audit/overview\?check=\d+$"))
    # (the project's first rank check, started when it was made, has a row of its own)
    row = page.locator(".ant-table-row").filter(has_text="本機咖啡").filter(has_text="網站 SEO 健檢")
    expect(row.get_by_test_id("history-project")).to_have_text("本機咖啡")
    expect(row.get_by_test_id("history-summary")).to_have_text(
        f"健康度 {check['health_score']}/100 · 已檢查 {check['pages_crawled']} 頁")
    still_screenshot(page, "local-audit-history")
    row.get_by_test_id("history-result").click()
    expect(page).to_have_url(re.compile(rf"/projects/{site['id']}/site-audit/overview\?check={check['id']}$"))
