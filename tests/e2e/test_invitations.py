"""Invitations end to end: the owner invites an address with no account, the link lands in the outbox,
and the invitee opens it, signs up through it and finds the project in their list. Another account that
opens the link is told it was meant for someone else."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import mailed_link, register_via_api, screenshot, unique_email
from tests.e2e.projects_flows import (
    ZH_TW,
    create_site_via_api,
    operator_user,
    register_through_screens,
    sign_in_via_api,
    still_screenshot,
)

pytestmark = pytest.mark.e2e


def test_an_invitee_without_an_account_signs_up_through_the_link(new_context, server_data_dir):
    owner_email, invitee_email = unique_email("owner-invites"), unique_email("invitee")
    operator_user(server_data_dir, owner_email, plan_id=3, name="Owner")
    owner = new_context()
    sign_in_via_api(owner, owner_email)
    site = create_site_via_api(owner, name="茶葉地圖", url="https://tea-map.tw", keywords="烏龍茶")

    # the owner invites an address that has no account: the same "sent" answer as for any address
    page = owner.new_page()
    page.goto(f"/projects/{site['id']}/edit?tab=members")
    page.get_by_label("電子郵件地址").fill(invitee_email)
    page.get_by_role("button", name="寄送邀請").click()
    expect(page.get_by_text(f"已寄送邀請給 {invitee_email}")).to_be_visible()
    pending = page.get_by_role("region", name="待接受的邀請")
    expect(pending.get_by_role("row").filter(has_text=invitee_email)).to_contain_text("檢視者")
    still_screenshot(page, "projects-members-invitation-pending")
    link = mailed_link(server_data_dir, invitee_email, "invitation")

    # someone else who gets hold of the link cannot use it
    stranger = new_context()
    register_via_api(stranger, unique_email("stranger"))
    wrong = stranger.new_page()
    wrong.goto(link)
    expect(wrong.get_by_text("此邀請寄給另一個電子郵件地址，請以收到邀請的地址登入")).to_be_visible()
    expect(wrong.get_by_role("button", name="改用其他帳號登入")).to_be_visible()
    screenshot(wrong, "invitation-wrong-account")

    # the invitee opens the mailed link, signs up with that address and joins
    invitee = new_context().new_page()
    invitee.goto(link)
    expect(invitee.get_by_text("您受邀加入 RankLens 專案")).to_be_visible()
    screenshot(invitee, "invitation-signed-out")
    invitee.get_by_role("link", name="註冊帳號").click()
    register_through_screens(invitee, invitee_email, ZH_TW, name="Chen")
    expect(invitee).to_have_url(re.compile(r"/invitation\?token="))
    expect(invitee.get_by_text("您已加入「茶葉地圖」")).to_be_visible()
    expect(invitee.get_by_text("您在此專案的角色：檢視者。")).to_be_visible()
    screenshot(invitee, "invitation-joined")
    invitee.get_by_role("link", name="所有專案").click()
    expect(invitee.get_by_role("heading", name=ZH_TW.overview)).to_be_visible()
    expect(invitee.get_by_text("茶葉地圖")).to_be_visible()

    # the owner now sees a member, and no pending invitation
    page.reload()
    expect(page.get_by_role("row").filter(has_text=invitee_email)).to_be_visible()
    expect(page.get_by_role("region", name="待接受的邀請")).to_be_hidden()
    members = owner.request.get(f"/api/sites/{site['id']}/members").json()["data"]
    assert [(m["email"], m["role"]) for m in members] == [(owner_email, "owner"), (invitee_email, "viewer")]
