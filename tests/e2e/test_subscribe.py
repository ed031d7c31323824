"""/subscribe end to end: the upgrade button, the plans and their NT$ prices, the FAQ link, asking for a consultant
(mailed to the sales outbox), the subscription record, and a move down past the new plan's limits (what to remove
first). Buying by card: test_checkout.py."""

from __future__ import annotations

import email
import re
import sqlite3
from datetime import UTC, datetime, timedelta
from email import policy
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import SCREENSHOTS, csrf_headers, screenshot
from tests.e2e.projects_flows import create_site_via_api
from tests.e2e.test_crawl_operations import signed_in
from tests.e2e.test_shell_layout import signed_in_page

pytestmark = pytest.mark.e2e

SALES_OUTBOX = "*-sales_at_ranklens.local.eml"


def window_screenshot(page, name: str) -> None:
    """The visible window only: a full-page shot cuts a modal's mask and the sticky bars at the viewport."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def sales_mails(data_dir: Path) -> list[str]:
    return [email.message_from_bytes(path.read_bytes(), policy=policy.default).get_body(
        preferencelist=("plain",)).get_content() for path in sorted((data_dir / "outbox").glob(SALES_OUTBOX))]


def test_upgrade_shows_three_plans_with_prices_and_the_contact_form_reaches_sales(new_context, server_data_dir):
    context, page = signed_in_page(new_context, country="TW", language="zh-TW")
    page.goto("/")
    page.get_by_role("link", name="升級方案").click()
    expect(page).to_have_url(re.compile(r"/subscribe$"))
    expect(page.get_by_role("heading", name="方案與價格")).to_be_visible()
    expect(page.get_by_text("您目前使用「7 天免費試用」")).to_be_visible()

    cards = page.locator("[data-plan]")
    expect(cards).to_have_count(3)
    yearly = {"basic": ("入門方案", "NT$14,900"), "advanced": ("進階方案", "NT$39,900"),
              "enterprise": ("企業方案", "NT$99,900")}
    for key, (name, price) in yearly.items():
        card = page.locator(f"[data-plan={key}]")
        expect(card.get_by_role("heading", name=name)).to_be_visible()
        expect(card.get_by_text(price, exact=True)).to_be_visible()
        expect(card.get_by_role("button", name="選擇此方案")).to_be_enabled()  # a trial user may pick any
    expect(page.locator("[data-plan=advanced]").get_by_text("比月繳省 NT$7,980")).to_be_visible()
    page.wait_for_timeout(300)
    screenshot(page, "subscribe-yearly")

    page.get_by_text("月繳", exact=True).click()
    for key, price in (("basic", "NT$1,490"), ("advanced", "NT$3,990"), ("enterprise", "NT$9,990")):
        expect(page.locator(f"[data-plan={key}]").get_by_text(price, exact=True)).to_be_visible()

    page.get_by_role("button", name="專人服務").click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_text("取得專人 SEO 服務")).to_be_visible()
    expect(dialog.get_by_label("姓名")).to_have_value("Aki")
    dialog.get_by_label("需求說明").fill("我想訂閱「進階方案」（月繳）。")
    dialog.get_by_label("公司名稱").fill("小明美妝")
    window_screenshot(page, "subscribe-contact-dialog")
    dialog.get_by_role("button", name="送出").click()
    expect(dialog.get_by_text("表單已送出，我們將會盡快請專人與您聯繫！")).to_be_visible()
    window_screenshot(page, "subscribe-contact-sent")
    assert any("我想訂閱「進階方案」（月繳）。" in text and "公司名稱: 小明美妝" in text
               for text in sales_mails(server_data_dir))
    dialog.locator(".ant-modal-footer").get_by_role("button", name="關閉").click()
    expect(dialog).to_be_hidden()

    # too many requests: the server's own words, and no confirmation
    for _ in range(4):
        assert context.request.post("/api/contact", data={"name": "Aki", "email": "aki@example.com",
                                                          "message": "再聯絡"}, headers=csrf_headers(context)).ok
    page.get_by_role("button", name="專人服務").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("需求說明").fill("想了解企業方案")
    dialog.get_by_role("button", name="送出").click()
    expect(dialog.get_by_text("操作太頻繁，請稍後再試")).to_be_visible()
    expect(dialog.get_by_text("表單已送出，我們將會盡快請專人與您聯繫！")).to_have_count(0)
    window_screenshot(page, "subscribe-contact-too-frequent")


def test_faq_link_and_subscription_record(new_context):
    _, page = signed_in_page(new_context, country="TW", language="zh-TW")
    page.goto("/")
    page.get_by_role("link", name="常見問題").click()
    expect(page).to_have_url(re.compile(r"/subscribe#faq$"))
    faq = page.locator("#faq")
    expect(faq.get_by_role("heading", name="常見問題")).to_be_in_viewport()
    expect(faq.get_by_text("所有價格皆以新台幣（NT$）計價")).to_be_hidden()  # closed until asked
    faq.get_by_text("價格以什麼幣別計算？有含稅嗎？").click()
    expect(faq.get_by_text("所有價格皆以新台幣（NT$）計價，並已包含 5% 營業稅。")).to_be_visible()
    window_screenshot(page, "subscribe-faq")

    page.get_by_role("button", name="帳號選單").click()
    page.wait_for_timeout(300)  # the dropdown's opening animation
    page.get_by_role("menuitem", name="訂閱紀錄").click()
    expect(page).to_have_url(re.compile(r"/subscribe-record$"))
    row = page.get_by_role("row", name=re.compile("7 天免費試用"))
    expect(row).to_contain_text("免費試用")
    expect(row).to_contain_text("訂閱中")
    screenshot(page, "subscribe-record")


def test_plans_in_japanese(new_context):
    _, page = signed_in_page(new_context, country="JP", language="ja")
    page.goto("/subscribe")
    expect(page.get_by_role("heading", name="プランと料金")).to_be_visible()
    expect(page.locator("[data-plan]")).to_have_count(3)
    expect(page.locator("[data-plan=enterprise]").get_by_role("heading", name="エンタープライズ")).to_be_visible()
    expect(page.get_by_role("button", name="このプランを選ぶ")).to_have_count(3)
    expect(page.get_by_role("heading", name="よくある質問")).to_be_visible()
    screenshot(page, "subscribe-ja")


def put_on_monthly_advanced(data_dir: Path, user_id: int) -> None:
    """What a payment would do (a later issue): the trial ends, advanced paid monthly begins."""
    now = datetime.now(UTC)

    def stamp(moment: datetime) -> str:  # how SQLAlchemy stores a datetime in SQLite
        return moment.strftime("%Y-%m-%d %H:%M:%S.%f")

    with sqlite3.connect(data_dir / "ranklens.sqlite3") as db:
        db.execute("UPDATE subscriptions SET status = 'ended', end_date = ? WHERE user_id = ?", (stamp(now), user_id))
        db.execute(
            "INSERT INTO subscriptions (user_id, plan_id, payment_type, status, start_date, end_date, limitation,"
            " created_at) VALUES (?, 10, 1, 'subscribing', ?, ?, '{}', ?)",
            (user_id, stamp(now), stamp(now + timedelta(days=30)), stamp(now)),
        )


def test_a_monthly_subscriber_sees_their_plan_and_the_card_rule(new_context, server_data_dir):
    context, page = signed_in_page(new_context, country="TW", language="zh-TW")
    put_on_monthly_advanced(server_data_dir, context.request.get("/api/me").json()["id"])
    page.goto("/subscribe")
    advanced = page.locator("[data-plan=advanced]")
    expect(advanced.get_by_text("目前方案")).to_be_visible()
    expect(page.get_by_text("您目前使用「進階方案」")).to_be_visible()
    # SPEC §4: on advanced monthly, advanced and enterprise wait for the renewal; basic stays open
    expect(page.locator("[data-plan=basic]").get_by_role("button", name="選擇此方案")).to_be_enabled()
    for key in ("advanced", "enterprise"):
        card = page.locator(f"[data-plan={key}]")
        expect(card.get_by_role("button", name="選擇此方案")).to_be_disabled()
        expect(card.get_by_text("月繳合約在續約時才能變更方案")).to_be_visible()
    window_screenshot(page, "subscribe-monthly-subscriber")

    page.get_by_role("button", name="將月繳改為年繳").click()
    expect(page).to_have_url(re.compile(r"/subscribe\?mode=monthly_sub$"))
    expect(advanced.get_by_role("button", name="選擇此方案")).to_be_enabled()  # advanced yearly
    page.get_by_text("月繳", exact=True).click()
    expect(advanced.get_by_role("button", name="選擇此方案")).to_be_disabled()
    expect(advanced.get_by_text("這是您目前的合約")).to_be_visible()

    page.goto("/subscribe-record")
    expect(page.get_by_role("row", name=re.compile("進階方案"))).to_contain_text("月繳")
    expect(page.get_by_role("row", name=re.compile("7 天免費試用"))).to_contain_text("已結束")


def test_a_move_down_past_the_plans_limits_names_what_to_remove_first(new_context, server_data_dir):
    context, page, _ = signed_in(new_context, server_data_dir, 7, "Enterprise")
    for n in range(4):
        create_site_via_api(context, name=f"Shop {n}", url=f"https://shop{n}.example.tw")
    page.goto("/subscribe?locale=en")
    page.locator("[data-plan=basic]").get_by_role("button", name="Choose this plan").click()
    over = page.get_by_test_id("over-limits")
    expect(over).to_contain_text("You have more than Basic allows")
    expect(over.get_by_role("link", name="Projects: 4 now, 3 on this plan")).to_be_visible()
    expect(page.get_by_role("button", name="Continue to card payment")).to_be_disabled()
    window_screenshot(page, "subscribe-over-limits")
    over.get_by_role("link", name="Projects: 4 now, 3 on this plan").click()
    expect(page).to_have_url(re.compile(r"/$"))
