"""The signed-in shell: news ticker, menus by country, top bar, contact dialog, breadcrumbs, sidebar."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import csrf_headers, register_via_api, screenshot, unique_email

pytestmark = pytest.mark.e2e


def add_news_tickers(data_dir: Path, *items: tuple[str, str]) -> None:
    with sqlite3.connect(data_dir / "ranklens.sqlite3") as db:
        db.execute("DELETE FROM news_tickers")
        db.executemany(
            "INSERT INTO news_tickers (bold_content, content, status, created_at) VALUES (?, ?, 1, CURRENT_TIMESTAMP)",
            items,
        )


def signed_in_page(new_context, *, country: str, language: str):
    context = new_context(locale=language)
    register_via_api(context, unique_email(f"shell-{country.lower()}"))
    response = context.request.post(
        "/api/me/profile",
        data={"name": "Aki", "industry": "beauty", "country": country},
        headers=csrf_headers(context),
    )
    assert response.ok, response.text()
    assert context.request.patch("/api/me", data={"language": language}, headers=csrf_headers(context)).ok
    return context, context.new_page()


def test_news_ticker_rotates_pauses_and_closes(new_context, server_data_dir):
    add_news_tickers(server_data_dir, ("新功能", "關鍵字排名每日更新"), ("公告", "系統將於週日凌晨維護"))
    _, page = signed_in_page(new_context, country="TW", language="zh-TW")
    page.goto("/")
    ticker = page.get_by_role("region", name="最新消息")
    # two items, 3 s each: on a loaded machine the first may have turned already, and comes back within 6 s
    expect(ticker).to_contain_text("關鍵字排名每日更新", timeout=10_000)
    box = ticker.bounding_box()
    assert box is not None and box["height"] >= 48
    screenshot(page, "shell-news-ticker")

    expect(ticker).to_contain_text("系統將於週日凌晨維護", timeout=5_000)  # the next one after 3 s
    ticker.hover()
    page.wait_for_timeout(3_500)
    expect(ticker).to_contain_text("系統將於週日凌晨維護")  # paused while hovered

    ticker.get_by_role("button", name="關閉最新消息").click()
    expect(ticker).to_be_hidden()
    add_news_tickers(server_data_dir)


def test_shell_for_a_japan_user_in_japanese(new_context):
    _, page = signed_in_page(new_context, country="JP", language="ja")
    page.goto("/")
    expect(page.get_by_role("button", name="専門家に相談")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "ja"
    # Japan users on the free trial see the landing page link instead of /subscribe
    upgrade = page.get_by_role("link", name="プランをアップグレード")
    expect(upgrade).to_have_attribute("href", "https://ranklens.jp/")
    expect(page.get_by_text("メールアドレスが未確認です")).to_be_visible()
    screenshot(page, "shell-ja")

    page.get_by_role("button", name="アカウントメニュー").click()
    expect(page.get_by_role("menuitem", name="プロフィール")).to_be_visible()
    expect(page.get_by_role("menuitem", name="ログアウト")).to_be_visible()
    page.wait_for_timeout(300)  # the dropdown's opening animation
    screenshot(page, "shell-user-menu-ja")
    page.keyboard.press("Escape")

    page.get_by_role("button", name="専門家に相談").click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_text("専任担当者による SEO サービス")).to_be_visible()
    dialog.get_by_label("お名前").fill("")
    dialog.get_by_role("button", name="送信").click()
    expect(dialog.get_by_text("必須項目です")).to_have_count(2)  # the name, and the message to send
    screenshot(page, "shell-contact-dialog-ja")
    dialog.get_by_label("お名前").fill("Aki")
    dialog.get_by_label("ご相談内容").fill("サイトリニューアルの SEO を相談したいです")
    dialog.get_by_role("button", name="送信").click()
    expect(page.get_by_text("フォームを送信しました。担当者よりできるだけ早くご連絡いたします！")).to_be_visible()
    dialog.locator(".ant-modal-footer").get_by_role("button", name="閉じる").click()
    expect(dialog).to_be_hidden()

    # switching the language changes the interface and the account's preference
    with page.expect_response(lambda r: r.url.endswith("/api/me") and r.request.method == "PATCH") as patched:
        page.get_by_role("button", name="表示言語").click()
        page.get_by_role("menuitem", name="English").click()
    assert patched.value.json()["language"] == "en"
    expect(page.get_by_role("button", name="Expert help")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "en"
    page.reload()
    expect(page.get_by_role("button", name="Expert help")).to_be_visible()


def test_sidebar_collapses_and_breadcrumbs_fold(new_context):
    context, page = signed_in_page(new_context, country="TW", language="zh-TW")
    response = context.request.post(
        "/api/sites",
        data={"name": "美妝部落格", "url": "https://beauty.example.com", "country": "TW", "language": "zh-TW",
              "keywords": "保濕精華\n防曬乳", "competitors": [{"name": "對手", "url": "https://rival.example.com"}],
              "recipients": []},
        headers=csrf_headers(context),
    )
    assert response.status == 201, response.text()
    site = response.json()

    page.goto(f"/projects/{site['id']}/edit")
    crumbs = page.locator(".ant-breadcrumb")
    expect(crumbs).to_contain_text("美妝部落格")
    more = crumbs.get_by_role("button", name="顯示完整路徑")
    expect(more).to_be_visible()  # three crumbs: the first folds into "…"
    screenshot(page, "shell-breadcrumbs-folded")
    more.click()
    expect(crumbs.get_by_role("link")).to_have_count(2)

    # the project selector lists the project and shows the open one
    expect(page.locator(".ant-layout-sider").get_by_text("美妝部落格")).to_be_visible()

    sider = page.locator(".ant-layout-sider")
    assert round(sider.bounding_box()["width"]) == 250
    page.get_by_role("button", name="收合選單").click()
    expect(sider).to_have_class(re.compile("ant-layout-sider-collapsed"))
    page.wait_for_timeout(400)
    assert round(sider.bounding_box()["width"]) == 80
    screenshot(page, "shell-sidebar-collapsed")
    page.get_by_role("button", name="展開選單").click()
