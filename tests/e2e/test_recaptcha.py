"""Sign-in and sign-up behind reCAPTCHA v3: the server names its site key, the console loads Google's
script for it, gets a token for the action and sends it; the server verifies it with the siteverify
endpoint. Google's script is replaced by a stand-in that implements its browser API (ready, execute);
siteverify is a local server answering Google's documented payload."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from tests.api.accounts.test_botcheck import SECRET, SiteVerify, running_siteverify
from tests.e2e.conftest import run_server
from tests.e2e.helpers import PASSWORD, register_via_api, screenshot, unique_email

pytestmark = pytest.mark.e2e

SITE_KEY = "6Le-e2e-site-key"
GOOGLE_SCRIPT = "https://www.google.com/recaptcha/api.js*"
# Google's api.js as far as the console uses it: tokens "human:<action>" pass the local siteverify.
FAKE_GRECAPTCHA = """
window.__recaptchaCalls = [];
window.grecaptcha = {
  ready: (callback) => setTimeout(callback, 0),
  execute: (key, options) => {
    window.__recaptchaCalls.push([key, options.action]);
    return Promise.resolve('human:' + options.action);
  },
};
"""


@pytest.fixture(scope="module")
def siteverify_url() -> Iterator[str]:
    with running_siteverify() as url:
        yield url


@pytest.fixture(scope="module")
def protected_server(tmp_path_factory, siteverify_url) -> Iterator[str]:
    data_dir = tmp_path_factory.mktemp("ranklens-recaptcha") / "data"
    yield from run_server(data_dir, {
        "RANKLENS_RECAPTCHA_SITE_KEY": SITE_KEY, "RANKLENS_RECAPTCHA_SECRET": SECRET,
        "RANKLENS_RECAPTCHA_VERIFY_URL": siteverify_url,
    })


@pytest.fixture
def context(browser, protected_server):
    context = browser.new_context(base_url=protected_server, locale="zh-TW", viewport={"width": 1440, "height": 900})
    context.set_default_timeout(15_000)
    yield context
    context.close()


def serve_fake_google(context) -> list[str]:
    """Answers api.js requests with the stand-in; returns the script URLs asked for."""
    asked: list[str] = []

    def fulfil(route):
        asked.append(route.request.url)
        route.fulfill(status=200, content_type="text/javascript", body=FAKE_GRECAPTCHA)

    context.route(GOOGLE_SCRIPT, fulfil)
    return asked


def test_sign_up_and_sign_in_send_a_token_for_their_action(context):
    SiteVerify.received = []
    asked = serve_fake_google(context)
    page = context.new_page()
    page.goto("/auth?mode=register")
    notice = page.get_by_text("本網站受 reCAPTCHA 保護")
    expect(notice).to_be_visible()
    expect(notice.get_by_role("link", name="隱私權政策")).to_have_attribute("href", "https://policies.google.com/privacy")
    expect(notice.get_by_role("link", name="服務條款")).to_have_attribute("href", "https://policies.google.com/terms")
    screenshot(page, "auth-register-recaptcha")

    email = unique_email("captcha")
    page.get_by_label("電子郵件").fill(email)
    page.get_by_label("密碼").fill(PASSWORD)
    page.get_by_role("checkbox").check()
    page.get_by_role("button", name="註冊並開始免費試用").click()
    expect(page).to_have_url(re.compile(r"/auth/profile$"))
    assert asked == [f"https://www.google.com/recaptcha/api.js?render={SITE_KEY}"]  # loaded once
    assert page.evaluate("window.__recaptchaCalls") == [[SITE_KEY, "register"]]
    assert SiteVerify.received[-1]["response"] == "human:register"

    other = context.browser.new_context(base_url=page.url.split("/auth")[0], locale="zh-TW")
    try:
        serve_fake_google(other)
        login = other.new_page()
        login.goto("/auth?mode=login")
        login.get_by_label("電子郵件").fill(email)
        login.get_by_label("密碼").fill(PASSWORD)
        login.get_by_role("button", name="登入").last.click()
        expect(login).to_have_url(re.compile(r"/auth/profile$"))
        assert login.evaluate("window.__recaptchaCalls") == [[SITE_KEY, "login"]]
        assert SiteVerify.received[-1]["response"] == "human:login"
    finally:
        other.close()


def test_a_script_that_cannot_load_is_said_plainly_and_nothing_is_sent(context):
    email = unique_email("blocked")
    register_via_api(context, email, recaptcha="human:register")
    context.clear_cookies()
    context.route(GOOGLE_SCRIPT, lambda route: route.abort())
    page = context.new_page()
    page.goto("/auth?mode=login")
    page.get_by_label("電子郵件").fill(email)
    page.get_by_label("密碼").fill(PASSWORD)
    logins: list[str] = []
    page.on("request", lambda request: logins.append(request.url) if "/api/login" in request.url else None)
    page.get_by_role("button", name="登入").last.click()
    expect(page.get_by_text("機器人驗證腳本載入失敗，請檢查網路連線後重新整理頁面")).to_be_visible()
    assert logins == []
    screenshot(page, "auth-login-recaptcha-failed")
