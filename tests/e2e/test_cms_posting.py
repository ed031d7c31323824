"""One-click posting end to end (issue 16): on /cms a user connects the local WordPress (a wrong application
password is refused under its field first), then posts an article from /cms/new-post with a category read from
the site and a featured image from the article; the post's link and status are shown and listed."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import screenshot, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api
from tests.fakes.wordpress import APP_PASSWORD, USERNAME, WordPressServer

pytestmark = pytest.mark.e2e


@pytest.fixture
def wordpress() -> Iterator[WordPressServer]:
    with WordPressServer() as server:
        yield server


def _choose(page, label: str, option: str) -> None:
    page.get_by_label(label, exact=True).click()
    page.locator(".ant-select-item-option", has_text=option).first.click()


def test_connecting_wordpress_and_posting_an_article(new_context, server_data_dir, wordpress: WordPressServer):
    email = unique_email("cms")
    operator_user(server_data_dir, email, plan_id=10, name="Writer")
    context = new_context(locale="en")
    sign_in_via_api(context, email)
    page = context.new_page()

    page.goto("/cms?locale=en")
    expect(page.get_by_text("No sites connected yet")).to_be_visible()
    page.get_by_test_id("cms-add-site").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Site URL").fill(wordpress.url)
    dialog.get_by_label("WordPress username").fill(USERNAME)
    dialog.get_by_label("Application password").fill("wrong wrong wrong")
    dialog.get_by_role("button", name="Verify and save").click()
    expect(dialog.get_by_text("WordPress refused the username or application password (401)")).to_be_visible()
    dialog.get_by_label("Application password").fill(APP_PASSWORD)
    dialog.get_by_role("button", name="Verify and save").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_text("美妝保養部落格")).to_be_visible()
    expect(page.get_by_text(f"{wordpress.url}/wp-json/")).to_be_visible()
    screenshot(page, "cms-sites")

    page.get_by_role("button", name="New post").click()
    expect(page).to_have_url(re.compile(r"/cms/new-post$"))
    _choose(page, "Site", "美妝保養部落格")
    _choose(page, "Category", "保養心得 2")
    page.get_by_label("Article title").fill("保濕精華怎麼選")
    page.get_by_label("Slug").fill("moisturizing-serum")
    page.get_by_label("Content (HTML)").fill(
        f'<p>乾燥肌膚適合含玻尿酸的精華液。</p><img src="{wordpress.url}/images/cover.png" alt="封面">')
    _choose(page, "Featured image", f"{wordpress.url}/images/cover.png")
    page.get_by_role("button", name="Post", exact=True).click()

    expect(page.get_by_text("The article is published")).to_be_visible()
    link = f"{wordpress.url}/2026/moisturizing-serum/"
    expect(page.get_by_test_id("cms-post-link")).to_have_text(link)
    expect(page.get_by_test_id("cms-post-status")).to_have_text("Published")
    expect(page.get_by_test_id("cms-audit-offer")).to_contain_text("Add this article to a project's page audit?")
    screenshot(page, "cms-posted")
    [post] = wordpress.posts
    assert (post["title"]["raw"], post["status"], post["categories"]) == ("保濕精華怎麼選", "publish", [12])
    assert post["featured_media"] == wordpress.media[0]["id"]

    page.goto("/cms")
    expect(page.get_by_role("link", name="保濕精華怎麼選")).to_have_attribute("href", link)
    expect(page.get_by_test_id("cms-post-status")).to_have_text("Published")
