"""Tenant isolation as a user sees it: another account's project does not exist for you."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import csrf_headers, register_via_api, unique_email
from tests.e2e.projects_flows import create_site_via_api, still_screenshot

pytestmark = pytest.mark.e2e


def test_a_second_user_cannot_see_the_first_users_project(new_context):
    first = new_context()
    register_via_api(first, unique_email("owner"))
    site = create_site_via_api(first, name="秘密專案", url="https://secret-shop.com.tw", keywords="私房 景點",
                               competitors=[{"name": None, "url": "rival.com.tw"}])

    second = new_context()
    register_via_api(second, unique_email("other"))
    page = second.new_page()

    # a direct load of the project and of its settings: not found, as for any unknown page
    for path in (f"/projects/{site['id']}", f"/projects/{site['id']}/edit"):
        page.goto(path)
        expect(page.get_by_text("找不到此頁面")).to_be_visible()
        expect(page.get_by_role("button", name="回到首頁")).to_be_visible()
        expect(page.get_by_text("秘密專案")).to_have_count(0)
    still_screenshot(page, "projects-other-users-project")

    # nor is it in the overview or the project selector
    page.goto("/")
    expect(page.get_by_text("建立您的第一個專案").first).to_be_visible()
    expect(page.get_by_text("秘密專案")).to_have_count(0)
    assert second.request.get("/api/sites").json()["data"] == []
    assert second.request.get(f"/api/sites/{site['id']}").status == 404
    assert second.request.delete(f"/api/sites/{site['id']}", headers=csrf_headers(second)).status == 404

    # while its owner still has it
    owner = first.new_page()
    owner.goto(f"/projects/{site['id']}")
    expect(owner.get_by_role("heading", name="秘密專案")).to_be_visible()


def test_a_project_address_that_is_not_a_project(page):
    register_via_api(page.context, unique_email("typo"))
    for path in ("/projects/0", "/projects/abc", "/projects/999999"):
        page.goto(path)
        expect(page.get_by_text("找不到此頁面")).to_be_visible()
