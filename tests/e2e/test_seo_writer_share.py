"""Co-editing a shared SEO writer document end to end: two Chromium contexts against `ranklens up`. The owner
writes a paragraph, shares the document with a guest's name, a password and the default expiry; the guest
opens the link in another browser, enters the password, and both type into the same paragraph — each sees
the other's text and the other's named caret within a second; after the owner stops sharing the guest is
told the share has ended and the owner's document holds both texts. Screenshots:
test-output/screenshots/seo-writer-share-*."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import unique_email
from tests.e2e.projects_flows import button, operator_user, sign_in_via_api, still_screenshot

pytestmark = pytest.mark.e2e
SECOND = 1_000  # the bound on seeing the other's text and caret


def test_owner_and_guest_see_each_others_text_and_caret(new_context, server_data_dir):
    email = unique_email("sharer")
    operator_user(server_data_dir, email, plan_id=7, name="Owner")  # plan 7 has the share link (SPEC §6)
    owner_context = new_context()
    sign_in_via_api(owner_context, email)
    owner = owner_context.new_page()
    owner.goto("/seo-diy/seo-writer")
    button(owner, "新增文件").first.click()
    expect(owner).to_have_url(re.compile(r"/seo-diy/seo-writer/\d+$"))
    owner.get_by_placeholder("文章標題（頁面的 <title>）").fill("保濕精華怎麼挑")
    owner_body = owner.get_by_label("文章內文")
    owner_body.click()
    owner.keyboard.type("乾燥肌膚適合玻尿酸。")
    expect(owner.get_by_text(re.compile(r"^已儲存 "))).to_be_visible(timeout=10_000)

    button(owner, "分享").click()
    dialog = owner.get_by_role("dialog", name="分享連結（共同編輯）")
    dialog.get_by_label("編輯者名稱").fill("小美")
    dialog.get_by_label("分享密碼").fill("pass-1234")
    button(dialog, "建立分享連結").click()
    link = dialog.get_by_text(re.compile(r"/share/seo-writer/[0-9a-f-]{36}$"))
    expect(link).to_be_visible(timeout=10_000)
    share_path = urlsplit(link.inner_text().strip()).path
    still_screenshot(owner, "seo-writer-share-dialog")
    owner.keyboard.press("Escape")
    expect(owner.get_by_test_id("co-editors")).to_contain_text("Owner", timeout=10_000)

    guest = new_context().new_page()
    guest.goto(share_path)
    guest.get_by_label("分享密碼").fill("wrong-pass")
    guest.get_by_role("button", name="開始編輯").click()
    expect(guest.get_by_text("寫作分享密碼錯誤")).to_be_visible()
    guest.get_by_label("分享密碼").fill("pass-1234")
    guest.get_by_role("button", name="開始編輯").click()
    guest_body = guest.get_by_label("文章內文")
    expect(guest_body).to_contain_text("乾燥肌膚適合玻尿酸。", timeout=10_000)
    expect(guest.get_by_test_id("share-byline")).to_contain_text("Owner")
    expect(guest.get_by_test_id("co-editors")).to_contain_text("Owner")
    expect(owner.get_by_test_id("co-editors")).to_contain_text("小美")

    # the guest types at the end of the paragraph: the owner sees the text and the guest's caret
    guest_body.locator("p", has_text="乾燥肌膚").click()
    guest.keyboard.press("End")
    guest.keyboard.type("敏感肌也適用。")
    expect(owner_body).to_contain_text("乾燥肌膚適合玻尿酸。敏感肌也適用。", timeout=SECOND)
    expect(owner_body.get_by_text("小美", exact=True)).to_be_visible(timeout=SECOND)
    # and the other way round
    owner_body.locator("p", has_text="乾燥肌膚").click()
    owner.keyboard.press("End")
    owner.keyboard.press("Enter")
    owner.keyboard.type("第二段由擁有者撰寫。")
    expect(guest_body).to_contain_text("第二段由擁有者撰寫。", timeout=SECOND)
    expect(guest_body.get_by_text("Owner", exact=True)).to_be_visible(timeout=SECOND)
    still_screenshot(owner, "seo-writer-share-owner")
    still_screenshot(guest, "seo-writer-share-guest")

    # stopping the share cuts the guest off at once; the document keeps what both wrote
    button(owner, "共同編輯中").click()
    dialog = owner.get_by_role("dialog", name="分享連結（共同編輯）")
    button(dialog, "停止分享").click()
    button(owner.locator(".ant-popconfirm"), "停止分享").click()
    expect(guest.get_by_text("這個分享已結束")).to_be_visible(timeout=10_000)
    owner.reload()
    expect(owner.get_by_label("文章內文")).to_contain_text("乾燥肌膚適合玻尿酸。敏感肌也適用。第二段由擁有者撰寫。",
                                                       timeout=10_000)
    expect(button(owner, "分享")).to_be_visible()
