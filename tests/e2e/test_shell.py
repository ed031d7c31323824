"""The console shell end to end: sign-up, guards, forced logout, languages, 404."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import PASSWORD, register_via_api, screenshot, unique_email

pytestmark = pytest.mark.e2e


def test_sign_up_then_profile_form_then_overview(page):
    page.goto("/auth?mode=register")
    expect(page.get_by_role("heading", name="建立您的帳號")).to_be_visible()
    screenshot(page, "auth-register")

    # the agreement is required before anything is sent
    page.get_by_label("電子郵件").fill(unique_email("signup"))
    page.get_by_label("密碼").fill(PASSWORD)
    page.get_by_role("button", name="註冊並開始免費試用").click()
    expect(page.get_by_text("請先同意服務條款與隱私權政策")).to_be_visible()

    page.get_by_role("checkbox").check()
    page.get_by_role("button", name="註冊並開始免費試用").click()
    expect(page).to_have_url(re.compile(r"/auth/profile$"))
    expect(page.get_by_role("heading", name="完成基本資料")).to_be_visible()

    # industry is required, with the server's own text
    page.get_by_role("button", name="建立您的第一個專案").click()
    expect(page.get_by_text("此欄位為必填")).to_be_visible()
    screenshot(page, "auth-initial-profile")

    page.get_by_label("姓名").fill("王小明")
    page.get_by_label("產業類別").click()
    page.get_by_title("美妝保養").click()
    page.get_by_role("button", name="建立您的第一個專案").click()
    expect(page).to_have_url(re.compile(r"/(\?new=1)?$"))
    expect(page.get_by_role("navigation", name="主選單").get_by_role("link", name="專案總覽")).to_be_visible()
    expect(page.get_by_text("電子郵件尚未驗證")).to_be_visible()
    page.wait_for_timeout(500)  # /?new=1 opens the new-project wizard; let it settle
    screenshot(page, "overview-after-sign-up")


def test_direct_load_of_a_protected_route_asks_to_sign_in(page):
    response = page.goto("/tokens?page=2")
    assert response is not None and response.ok
    url = urlsplit(page.url)
    assert url.path == "/auth"
    assert parse_qs(url.query) == {"page": ["2"], "to": ["/tokens"]}
    expect(page.get_by_role("heading", name="歡迎回來")).to_be_visible()
    screenshot(page, "auth-login")


def test_login_lands_on_the_wanted_page(new_context):
    email = unique_email("login")
    register_via_api(new_context(), email)

    page = new_context().new_page()
    page.goto("/auth?mode=login&to=/privacy-policy")
    page.get_by_label("電子郵件").fill(email)
    page.get_by_label("密碼").fill("wrong-password")
    page.get_by_role("button", name="登入").last.click()
    expect(page.get_by_text("電子郵件或密碼錯誤！")).to_be_visible()

    page.get_by_label("密碼").fill(PASSWORD)
    page.get_by_role("button", name="登入").last.click()
    # a new account fills its profile first, and goes on to the wanted page from there
    expect(page).to_have_url(re.compile(r"/auth/profile\?to=%2Fprivacy-policy$"))


def test_signing_in_elsewhere_counts_down_then_signs_out(new_context):
    email = unique_email("twice")
    first = new_context()
    register_via_api(first, email)
    page = first.new_page()
    with page.expect_response(lambda r: "/api/event-stream" in r.url):
        page.goto("/privacy-policy")
    page.wait_for_timeout(500)  # the stream subscribes as it starts

    second = new_context()
    assert second.request.post("/api/login", data={"email": email, "password": PASSWORD}).ok

    notice = page.locator(".ant-notification-notice").filter(has_text="您的帳號已在其他裝置登入")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(re.compile(r"將於 (10|9|8) 秒後登出"))
    screenshot(page, "force-logout-countdown")
    expect(notice).to_contain_text(re.compile(r"將於 [1-6] 秒後登出"), timeout=8_000)

    page.wait_for_url(re.compile(r"/auth\?mode=login&force_logout=1$"), timeout=10_000)
    expect(page.get_by_text("您的帳號已在其他裝置登入，為保護帳號安全，此裝置已自動登出。")).to_be_visible()
    screenshot(page, "force-logout-notice")


def test_auth_screen_in_japanese(page):
    page.goto("/auth?locale=ja")
    expect(page.get_by_role("heading", name="おかえりなさい")).to_be_visible()
    expect(page.get_by_text("無料登録")).to_be_visible()
    expect(page.get_by_text("パスワードをお忘れですか？")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "ja"
    screenshot(page, "auth-login-ja")

    # the choice is kept in the language cookie for later visits
    page.goto("/auth?mode=register")
    expect(page.get_by_role("heading", name="アカウントを作成")).to_be_visible()
    screenshot(page, "auth-register-ja")


def test_unknown_route_shows_the_404_page(page):
    response = page.goto("/no-such-page")
    assert response is not None and response.status == 404
    expect(page.get_by_text("找不到此頁面")).to_be_visible()
    expect(page.get_by_role("button", name="回到首頁")).to_be_visible()
    screenshot(page, "not-found")


def test_account_screens_render(page):
    page.goto("/auth/email")
    expect(page.get_by_role("heading", name="忘記密碼")).to_be_visible()
    page.get_by_label("電子郵件").fill("not-an-address")
    page.get_by_role("button", name="寄送重設連結").click()
    expect(page.get_by_text("輸入的電子郵件有誤")).to_be_visible()
    page.get_by_label("電子郵件").fill(unique_email("forgot"))
    page.get_by_role("button", name="寄送重設連結").click()
    expect(page.get_by_text("請查看您的信箱")).to_be_visible()
    screenshot(page, "forgot-password-sent")

    page.goto("/reset_password?token=bogus")
    page.get_by_label("新密碼", exact=True).fill(PASSWORD)
    page.get_by_label("確認新密碼").fill(PASSWORD + "x")
    page.get_by_role("button", name="更新密碼").click()
    expect(page.get_by_text("兩次輸入的密碼不一致")).to_be_visible()
    screenshot(page, "reset-password")
    page.get_by_label("確認新密碼").fill(PASSWORD)
    page.get_by_role("button", name="更新密碼").click()
    expect(page.get_by_text("重設連結可能已過期，請重新寄送")).to_be_visible()

    page.goto("/verify_email?token=bogus")
    expect(page.get_by_text("驗證連結錯誤或已過期，請重新寄送")).to_be_visible()
    expect(page.get_by_role("button", name="重新寄送驗證信")).to_be_visible()
    screenshot(page, "verify-email-invalid")

    page.goto("/privacy-policy")
    expect(page.get_by_role("heading", name="隱私權政策", level=1)).to_be_visible()
    screenshot(page, "privacy-policy")


def test_small_screens_get_the_desktop_notice_once_per_session(new_context):
    page = new_context(width=390, height=700).new_page()
    page.goto("/auth")
    dialog = page.get_by_role("dialog", name="請使用電腦開啟")
    expect(dialog).to_be_visible()
    page.wait_for_timeout(300)
    screenshot(page, "desktop-only-notice")
    dialog.get_by_role("button", name="我知道了").click()
    expect(dialog).to_be_hidden()

    page.reload()
    expect(page.get_by_role("heading", name="歡迎回來")).to_be_visible()
    page.wait_for_timeout(500)
    expect(page.get_by_role("dialog")).to_have_count(0)
