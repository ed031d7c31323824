"""What the plan does not include is shown disabled, with the plan that has it and an upgrade link, instead
of being offered and refused ("contact support"); screens list and advertise only features that exist.
Against `ranklens up`; screenshots: test-output/screenshots/plan-*.png."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import csrf_headers, register_via_api, unique_email
from tests.e2e.projects_flows import create_site_via_api, still_screenshot

pytestmark = pytest.mark.e2e


def test_the_trial_sees_what_its_plan_lacks_disabled_with_the_plan_that_has_it(new_context):
    context = new_context()
    register_via_api(context, unique_email("plan-offers"))
    assert context.request.post("/api/me/profile", headers=csrf_headers(context),
                                data={"name": "陳美玲", "industry": "food", "country": "TW"}).ok
    site = create_site_via_api(context, name="咖啡日誌", url="https://www.bean-journal.tw", keywords="台北 咖啡廳")
    page = context.new_page()

    # the Excel report by e-mail (advanced plans and up): disabled, naming the plan, with an upgrade link;
    # it was offered and then refused with "contact support"
    page.goto(f"/projects/{site['id']}/rankings")
    page.get_by_test_id("export-menu").click()
    mail = page.get_by_role("menuitem").filter(has=page.get_by_test_id("export-mail-locked"))
    expect(mail).to_have_attribute("aria-disabled", "true")
    expect(mail).to_contain_text("進階方案才有此功能")
    upgrade = page.get_by_role("menuitem").filter(has=page.get_by_test_id("upgrade-link"))
    expect(upgrade).to_contain_text("升級方案")
    still_screenshot(page, "plan-export-menu")
    # "update rankings now": not offered to the trial either (its tooltip said "3 manual updates left")
    locked = page.get_by_test_id("ranking-update-locked")
    expect(locked.get_by_role("button")).to_be_disabled(timeout=60_000)  # once the first check has run
    expect(locked).to_contain_text("入門方案才有此功能")
    origin = page.url.split("/projects")[0]  # read before the click: after it the page may be on /subscribe
    upgrade.click()
    expect(page).to_have_url(f"{origin}/subscribe")

    # the profile lists the quotas of features that have a screen, not of those still to come
    page.goto("/profile")
    expect(page.get_by_test_id("usage-keywords")).to_contain_text("剩餘 29")
    # a feature the plan lacks names the plan that has it, with the way there
    expect(page.get_by_test_id("usage-ranking_update")).to_contain_text("入門方案才有此功能")
    expect(page.get_by_test_id("usage-ranking_update").get_by_test_id("upgrade-link")).to_have_attribute("href", "/subscribe")
    expect(page.get_by_test_id("usage-keyword_search")).to_contain_text("剩餘 20")  # the suggestions screen's
    # competitor research has its screen (/sites/research): the trial's 10 a month are listed
    expect(page.get_by_test_id("usage-competitor_research")).to_contain_text("剩餘 10")
    # the SEO writer and its sensitive-word check have their screens now: the trial's 5 a month each
    for feature in ("writer", "text_comply"):
        expect(page.get_by_test_id(f"usage-{feature}")).to_contain_text("剩餘 5")
    still_screenshot(page, "plan-profile")


def test_the_sign_in_page_advertises_only_what_exists(new_context):
    page = new_context().new_page()
    page.goto("/auth")
    highlights = page.get_by_test_id("auth-highlight")
    expect(highlights.first).to_be_visible()
    expect(highlights).to_have_text(["關鍵字排名追蹤與競爭對手比較", "全站 SEO 健檢與單頁分析", "關鍵字研究與內容規劃",
                                     "每週、每月排名報告寄到信箱"])  # the monthly report's screen exists now
    still_screenshot(page, "plan-sign-in")
