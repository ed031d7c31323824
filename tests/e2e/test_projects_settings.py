"""Project settings end to end: rename, keywords, competitors, report recipients, members and roles,
and delete (only by the creator, with the server's "you are not the creator" otherwise)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import csrf_headers, mailed_link, register_via_api, unique_email
from tests.e2e.projects_flows import (
    button,
    create_site_via_api,
    operator_user,
    sign_in_via_api,
    still_screenshot,
)

pytestmark = pytest.mark.e2e


def test_owner_manages_the_project_and_a_member_cannot_delete_it(new_context, server_data_dir):
    owner_email, member_email = unique_email("owner-basic"), unique_email("member")
    operator_user(server_data_dir, owner_email, plan_id=3, name="Owner")
    owner = new_context()
    sign_in_via_api(owner, owner_email)
    site = create_site_via_api(owner, name="咖啡地圖", url="https://coffee-map.tw", keywords="台北 咖啡\n手沖",
                               competitors=[{"name": "咖啡人", "url": "coffeeman.tw"}], recipients=[owner_email])
    member = new_context()
    register_via_api(member, member_email)

    page = owner.new_page()
    page.goto(f"/projects/{site['id']}/edit")
    expect(page.get_by_role("heading", name="專案設定")).to_be_visible()

    # rename
    page.get_by_label("專案名稱").fill("咖啡地圖 2.0")
    page.get_by_role("button", name="重新命名").click()
    expect(page.get_by_text("已重新命名專案")).to_be_visible()
    expect(page.locator(".ant-breadcrumb")).to_contain_text("咖啡地圖 2.0")
    still_screenshot(page, "projects-settings-general")

    # keywords: the forbidden-character rule before sending, the server's "already exists" after
    page.get_by_role("tab", name="關鍵字").click()
    adder = page.get_by_label("新增關鍵字")
    adder.fill("拿鐵$特價")
    expect(page.get_by_text("關鍵字不可包含 $：拿鐵$特價")).to_be_visible()
    adder.fill("手沖\n冷萃咖啡")
    button(page, "新增").click()
    expect(page.get_by_text("手沖 已存在")).to_be_visible()
    adder.fill("冷萃咖啡\n拿鐵")
    button(page, "新增").click()
    expect(page.get_by_text("已新增 2 個關鍵字")).to_be_visible()
    expect(page.get_by_text("第 1–4 個，共 4 個關鍵字")).to_be_visible()
    page.get_by_role("row").filter(has_text="拿鐵").get_by_role("button", name="釘選").click()
    expect(page.get_by_role("row").filter(has_text="拿鐵").get_by_role("button", name="取消釘選")).to_be_visible()
    still_screenshot(page, "projects-settings-keywords")

    # competitors: not the site itself, not one already tracked
    page.get_by_role("tab", name="競爭對手").click()
    page.get_by_label("網域 1").fill("www.coffeeman.tw")
    button(page, "新增").click()
    expect(page.get_by_text("此競爭對手已存在")).to_be_visible()
    page.get_by_label("網域 1").fill("coffee-map.tw/")
    expect(page.get_by_text("不可與您的網站相同")).to_be_visible()
    page.get_by_label("網域 1").fill("beans.com.tw")
    page.get_by_label("名稱 1").fill("豆子專賣")
    button(page, "新增").click()
    expect(page.get_by_text("已新增競爭對手")).to_be_visible()
    expect(page.get_by_role("row").filter(has_text="豆子專賣")).to_be_visible()
    still_screenshot(page, "projects-settings-competitors")

    # report recipients
    page.get_by_role("tab", name="報告收件人").click()
    page.get_by_role("button", name="新增收件人").click()
    page.get_by_label("電子郵件 2").fill("not-an-address")
    page.get_by_role("button", name="儲存收件人").click()
    expect(page.get_by_text("輸入的電子郵件有誤")).to_be_visible()
    page.get_by_label("電子郵件 2").fill("boss@coffee-map.tw")
    page.get_by_role("button", name="儲存收件人").click()
    expect(page.get_by_text("已儲存報告收件人")).to_be_visible()
    assert owner.request.get(f"/api/sites/{site['id']}/recipients").json()["data"] == [owner_email, "boss@coffee-map.tw"]
    still_screenshot(page, "projects-settings-recipients")

    # members: invite (a link is mailed), the member opens it, then the role changes ("change completed")
    page.get_by_role("tab", name="成員").click()
    page.get_by_label("電子郵件地址").fill(member_email)
    page.get_by_role("button", name="寄送邀請").click()
    expect(page.get_by_text(f"已寄送邀請給 {member_email}")).to_be_visible()
    joining = member.new_page()
    joining.goto(mailed_link(server_data_dir, member_email, "invitation"))
    expect(joining.get_by_text("您已加入「咖啡地圖 2.0」")).to_be_visible()
    page.reload()
    row = page.get_by_role("row").filter(has_text=member_email)
    row.get_by_label("角色").click()
    page.get_by_title("管理者").click()
    expect(page.get_by_text("變更完成")).to_be_visible()
    members = owner.request.get(f"/api/sites/{site['id']}/members").json()["data"]
    assert [(m["email"], m["role"]) for m in members] == [(owner_email, "owner"), (member_email, "manager")]
    still_screenshot(page, "projects-settings-members")

    # the member sees the project, shares the team on the profile, and cannot delete it
    other = member.new_page()
    other.goto("/profile")
    expect(other.get_by_text("咖啡地圖 2.0 · 擁有者")).to_be_visible()
    other.goto(f"/projects/{site['id']}/edit")
    expect(other.get_by_text("只有專案的建立者可以刪除專案。")).to_be_visible()
    other.get_by_role("button", name="刪除專案").click()
    other.get_by_role("dialog").get_by_role("button", name="刪除專案").click()
    expect(other.get_by_text("您不是建立者")).to_be_visible()
    expect(other.get_by_role("dialog")).to_be_hidden()
    still_screenshot(other, "projects-settings-not-creator")
    assert member.request.get(f"/api/sites/{site['id']}").ok

    # the creator can
    page.get_by_role("tab", name="一般").click()
    page.get_by_role("button", name="刪除專案").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("其 4 個關鍵字與 2 個競爭對手會一併刪除")
    dialog.get_by_role("button", name="刪除專案").click()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_text("已刪除專案「咖啡地圖 2.0」")).to_be_visible()
    assert owner.request.get(f"/api/sites/{site['id']}").status == 404
    assert member.request.delete(f"/api/sites/{site['id']}", headers=csrf_headers(member)).status == 404
