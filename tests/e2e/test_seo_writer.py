"""The SEO writer end to end in Chromium, against `ranklens up`: the sidebar's ranking optimization group
opens the writer; a new document opens in the editor (no sidebar); a heading, a paragraph and a title typed
there are autosaved; with a target keyword the content score beside the text shows a number; the
sensitive-word check for food marks 「改善失眠」 in the text; "Post to WordPress" opens the post form on the
document; a reload shows the text as saved. Screenshots: test-output/screenshots/seo-writer-*."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import unique_email
from tests.e2e.projects_flows import button, operator_user, sign_in_via_api, still_screenshot

pytestmark = pytest.mark.e2e


def test_a_document_typed_in_the_editor_is_there_after_a_reload(new_context, server_data_dir):
    email = unique_email("writer")
    operator_user(server_data_dir, email, plan_id=10, name="Writer")
    context = new_context()
    sign_in_via_api(context, email)
    page = context.new_page()

    page.goto("/")
    menu = page.get_by_role("navigation", name="主選單")
    menu.get_by_text("排名優化").click()
    menu.get_by_role("link", name="SEO 寫手").click()
    expect(page).to_have_url(re.compile(r"/seo-diy/seo-writer$"))
    expect(page.get_by_text("還沒有文件")).to_be_visible()
    button(page, "新增文件").first.click()

    expect(page).to_have_url(re.compile(r"/seo-diy/seo-writer/\d+$"))
    expect(page.get_by_role("navigation", name="主選單")).to_have_count(0)  # the editor hides the sidebar
    page.get_by_placeholder("文章標題（頁面的 <title>）").fill("保濕精華怎麼挑")
    body = page.get_by_label("文章內文")
    body.click()
    page.get_by_role("button", name="標題 1").click()
    page.keyboard.type("保濕精華的選擇")
    page.keyboard.press("Enter")
    page.keyboard.type("乾燥肌膚適合含玻尿酸的精華液。")
    expect(page.get_by_text(re.compile(r"^已儲存 "))).to_be_visible(timeout=10_000)
    outline = page.get_by_role("list", name="大綱")
    expect(outline).to_have_text("H1 保濕精華的選擇")

    page.get_by_placeholder("這篇文章想要排名的搜尋字詞").fill("保濕精華")
    expect(page.get_by_test_id("content-score")).to_have_text(re.compile(r"^\d{1,3}建議 80$"), timeout=20_000)
    still_screenshot(page, "seo-writer-editor")

    body.locator("p", has_text="乾燥肌膚").click()
    page.keyboard.press("End")
    page.keyboard.press("Enter")
    page.keyboard.type("睡前喝一杯黑木耳飲，幫助改善失眠。")
    side = page.get_by_role("complementary", name="文件檢查")
    side.get_by_role("tab", name="敏感詞檢測").click()
    side.get_by_role("checkbox", name="食品（食安法§28）").check()
    side.get_by_role("button", name="開始檢測").click()
    flagged = body.locator("[data-flagged]")
    expect(flagged).to_have_text("改善失眠")
    still_screenshot(page, "seo-writer-text-comply")
    side.get_by_role("listitem", name="改善失眠").click()
    page.wait_for_function("() => window.getSelection().toString() === '改善失眠'", timeout=5_000)

    button(page, "發布到 WordPress").click()
    dialog = page.get_by_role("dialog", name="發布到 WordPress")
    expect(dialog.get_by_text("尚未連結 WordPress 網站")).to_be_visible()
    expect(dialog.get_by_text("尚未發布文章")).to_be_visible()
    still_screenshot(page, "seo-writer-post")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.get_by_text(re.compile(r"^已儲存 "))).to_be_visible(timeout=10_000)

    page.reload()
    expect(page.get_by_placeholder("文章標題（頁面的 <title>）")).to_have_value("保濕精華怎麼挑")
    body = page.get_by_label("文章內文")
    expect(body.locator("h1")).to_have_text("保濕精華的選擇")
    expect(body.locator("p").first).to_have_text("乾燥肌膚適合含玻尿酸的精華液。")
    expect(page.get_by_text(re.compile(r"^已儲存 "))).to_be_visible()

    page.get_by_role("link", name="返回 SEO 寫手").click()
    expect(page.get_by_role("row").filter(has_text="保濕精華怎麼挑")).to_be_visible()
    still_screenshot(page, "seo-writer-list")
