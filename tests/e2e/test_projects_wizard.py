"""The new-project wizard end to end: a new user signs up, fills the profile form, creates a project
with 3 keywords and 2 competitors in zh-TW and in Japanese, and sees it on the overview; broken
input is refused on its step before anything is sent; the server's own refusals land on their step."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import csrf_headers, register_via_api, unique_email
from tests.e2e.projects_flows import (
    JA,
    ZH_TW,
    create_site_via_api,
    fill_competitors,
    fill_site_step,
    operator_user,
    sign_in_via_api,
    sign_up_through_screens,
    still_screenshot,
    wizard,
)

pytestmark = pytest.mark.e2e


def _card(page, name: str):
    return page.get_by_test_id("project-card").filter(has_text=name)


def _card_numbers(card) -> list[int]:
    """The keyword, competitor and recipient counts shown on a project card."""
    return [int(text) for text in re.findall(r"^\d+$", card.inner_text(), flags=re.MULTILINE)]


def test_new_user_creates_a_project_through_the_wizard(page):
    email = unique_email("wizard")
    sign_up_through_screens(page, email, ZH_TW)
    dialog = wizard(page)
    expect(dialog).to_be_visible()
    still_screenshot(page, "projects-wizard-step-1")

    # step 1: the site URL needs its protocol ("please enter a correct URL")
    dialog.get_by_label("網站名稱").fill("台北美食地圖")
    dialog.get_by_label("網站網址").fill("taipei-food.com.tw")
    dialog.get_by_role("button", name="下一步").click()
    expect(dialog.get_by_text("請輸入正確的網址")).to_be_visible()
    expect(dialog.get_by_text("第 1 步，共 4 步")).to_be_visible()
    dialog.get_by_label("網站網址").fill("https://www.taipei-food.com.tw/")
    dialog.get_by_role("button", name="下一步").click()

    # step 2: three keywords, a repeated line and an empty one
    expect(dialog.get_by_text("第 2 步，共 4 步")).to_be_visible()
    dialog.get_by_label("關鍵字").fill("台北 美食\n\n信義區 早午餐\n台北 美食\n東京 ラーメン")
    expect(dialog.get_by_text("3 個關鍵字")).to_be_visible()
    expect(dialog.get_by_text("方案剩餘 30 個")).to_be_visible()
    expect(dialog.get_by_text("有 1 行重複，只會新增一次。")).to_be_visible()
    still_screenshot(page, "projects-wizard-step-2")
    dialog.get_by_role("button", name="下一步").click()

    # step 3: at least one competitor, and never the site itself
    expect(dialog.get_by_text("第 3 步，共 4 步")).to_be_visible()
    dialog.get_by_role("button", name="下一步").click()
    expect(dialog.get_by_text("請至少新增一個競爭對手")).to_be_visible()
    fill_competitors(page, ZH_TW, [("美食大王", "foodking.com.tw"), ("", "taipei-food.com.tw")])
    dialog.get_by_role("button", name="下一步").click()
    expect(dialog.get_by_text("不可與您的網站相同")).to_be_visible()
    still_screenshot(page, "projects-wizard-step-3-own-site")
    dialog.get_by_label("網域 2").fill("https://www.eatintaipei.tw/")
    dialog.get_by_role("button", name="下一步").click()

    # step 4: the user's own address is the first recipient
    expect(dialog.get_by_text("第 4 步，共 4 步")).to_be_visible()
    expect(dialog.get_by_label("電子郵件 1")).to_have_value(email)
    expect(dialog.get_by_text("即將為 taipei-food.com.tw 建立 3 個關鍵字與 2 個競爭對手。")).to_be_visible()
    still_screenshot(page, "projects-wizard-step-4")
    with page.expect_response(lambda r: r.url.endswith("/api/sites") and r.request.method == "POST") as created:
        dialog.get_by_role("button", name="建立專案").click()
    assert created.value.status == 201
    site = created.value.json()

    expect(page.get_by_text("已建立專案「台北美食地圖」")).to_be_visible()
    expect(dialog).to_be_hidden()
    card = _card(page, "台北美食地圖")
    expect(card).to_contain_text("www.taipei-food.com.tw")
    expect(card).to_contain_text("擁有者")
    # the numbers on the card are the API's
    listed = page.request.get("/api/sites").json()["data"]
    assert [(s["keyword_count"], s["competitor_count"], len(s["recipients"])) for s in listed] == [(3, 2, 1)]
    assert _card_numbers(card) == [3, 2, 1]
    expect(page.get_by_text("共 1 個專案")).to_be_visible()
    still_screenshot(page, "projects-overview")

    card.click()
    expect(page).to_have_url(re.compile(rf"/projects/{site['id']}$"))
    expect(page.get_by_role("heading", name="台北美食地圖")).to_be_visible()
    expect(page.get_by_text("關鍵字追蹤表現")).to_be_visible()  # the project dashboard
    still_screenshot(page, "projects-project-page")
    # the competitors entered in the wizard are the project's
    page.goto(f"/projects/{site['id']}/competitors")
    expect(page.get_by_text("eatintaipei.tw").first).to_be_visible()


def test_the_same_in_japanese(new_context):
    page = new_context(locale="ja").new_page()
    sign_up_through_screens(page, unique_email("wizard-ja"), JA, query="&locale=ja")
    assert page.evaluate("document.documentElement.lang") == "ja"
    dialog = wizard(page)
    expect(dialog.get_by_text("新規プロジェクト")).to_be_visible()
    expect(dialog.get_by_text("どのサイトを追跡しますか？")).to_be_visible()
    # a user in Japan gets Japan and Japanese as the target
    selects = dialog.locator(".ant-select")
    expect(selects.nth(0)).to_contain_text("日本")
    expect(selects.nth(1)).to_contain_text("日本語")
    still_screenshot(page, "projects-wizard-step-1-ja")

    fill_site_step(page, JA, "東京ラーメン案内", "https://ramen-guide.jp")
    dialog.get_by_label("キーワード").fill("東京 ラーメン\n渋谷 つけ麺\n新宿 深夜 ラーメン")
    expect(dialog.get_by_text("3 個のキーワード")).to_be_visible()
    still_screenshot(page, "projects-wizard-step-2-ja")
    dialog.get_by_role("button", name="次へ").click()
    dialog.get_by_role("button", name="次へ").click()
    expect(dialog.get_by_text("競合サイトを1つ以上追加してください")).to_be_visible()
    fill_competitors(page, JA, [("ラーメンDB", "ramendb.jp"), ("", "例え.jp")])
    dialog.get_by_role("button", name="次へ").click()
    expect(dialog.get_by_text("ステップ 4 / 4")).to_be_visible()
    expect(dialog.get_by_text("週次の順位レポートをメールで受け取るのは誰ですか？")).to_be_visible()
    still_screenshot(page, "projects-wizard-step-4-ja")
    dialog.get_by_role("button", name="プロジェクトを作成", exact=True).click()

    expect(page.get_by_text("プロジェクト「東京ラーメン案内」を作成しました")).to_be_visible()
    card = _card(page, "東京ラーメン案内")
    expect(card).to_contain_text("オーナー")
    expect(card).to_contain_text("キーワード")
    expect(card).to_contain_text("競合サイト")
    assert _card_numbers(card) == [3, 2, 1]
    expect(page.get_by_role("heading", name="プロジェクト一覧")).to_be_visible()
    expect(page.get_by_text("1 件のプロジェクト")).to_be_visible()
    still_screenshot(page, "projects-overview-ja")


def test_a_forbidden_character_is_refused_before_submitting(new_context):
    context = new_context()
    register_via_api(context, unique_email("forbidden"))
    page = context.new_page()
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" and "/api/sites" in r.url else None)
    page.goto("/?new=1")
    fill_site_step(page, ZH_TW, "折扣情報", "https://deals.example.com")
    dialog = wizard(page)
    dialog.get_by_label("關鍵字").fill("台北<美食>\n50%折扣\n週年慶")

    # SPEC §5: < > % \ / $ ' and " are forbidden; the message names them and the keywords holding them
    message = "關鍵字不可包含 < > %：台北<美食>, 50%折扣"
    expect(dialog.get_by_text(message)).to_be_visible()
    dialog.get_by_role("button", name="下一步").click()
    expect(dialog.get_by_text("第 2 步，共 4 步")).to_be_visible()
    still_screenshot(page, "projects-wizard-forbidden-keyword")
    assert posts == []

    # the very text the server answers with for the same keywords
    answer = context.request.post(
        "/api/sites", headers=csrf_headers(context),
        data={"name": "x", "url": "https://deals.example.com", "keywords": "台北<美食>\n50%折扣\n週年慶"},
    )
    assert answer.status == 422
    assert {"field": "keywords", "code": "project.keywords_forbidden", "message": message} in answer.json()["fields"]

    dialog.get_by_label("關鍵字").fill("台北美食\n週年慶")
    expect(dialog.get_by_text(message)).to_be_hidden()
    dialog.get_by_role("button", name="下一步").click()
    expect(dialog.get_by_text("第 3 步，共 4 步")).to_be_visible()


def test_an_internationalized_site_and_a_url_only_the_server_refuses(new_context):
    """The console checks what the server's rules document lets it check cheaply and leaves the IDNA
    label rules to the server: a label starting with a hyphen passes the wizard, and the server's
    "please enter a correct URL" brings the user back to step 1. An internationalized site is shown as
    typed and compared with its Punycode spelling."""
    context = new_context()
    register_via_api(context, unique_email("idn"))
    page = context.new_page()
    page.goto("/?new=1")
    fill_site_step(page, ZH_TW, "牛肉麵地圖", "https://-niurou.tw")
    dialog = wizard(page)
    dialog.get_by_label("關鍵字").fill("牛肉麵")
    dialog.get_by_role("button", name="下一步").click()
    fill_competitors(page, ZH_TW, [("", "例え.jp")])
    dialog.get_by_role("button", name="下一步").click()
    with page.expect_response(lambda r: r.url.endswith("/api/sites") and r.request.method == "POST") as refused:
        dialog.get_by_role("button", name="建立專案").click()
    assert refused.value.status == 422
    expect(dialog.get_by_text("第 1 步，共 4 步")).to_be_visible()
    expect(dialog.get_by_text("請輸入正確的網址")).to_be_visible()
    expect(dialog.get_by_text("請修正「網站資訊」中標示的欄位。")).to_be_visible()
    still_screenshot(page, "projects-wizard-server-url-error")

    dialog.get_by_label("網站網址").fill("https://牛肉麵.tw")
    expect(dialog.get_by_text("請輸入正確的網址")).to_be_hidden()
    dialog.get_by_role("button", name="下一步").click()
    dialog.get_by_role("button", name="下一步").click()
    # the same host in Punycode is the site itself
    dialog.get_by_label("網域 1").fill("www.xn--11xm61acsx.tw")
    dialog.get_by_role("button", name="下一步").click()
    expect(dialog.get_by_text("不可與您的網站相同")).to_be_visible()
    dialog.get_by_label("網域 1").fill("例え.jp")
    dialog.get_by_role("button", name="下一步").click()
    expect(dialog.get_by_text("即將為 牛肉麵.tw 建立 1 個關鍵字與 1 個競爭對手。")).to_be_visible()
    still_screenshot(page, "projects-wizard-idn-step-4")
    dialog.get_by_role("button", name="建立專案").click()
    expect(page.get_by_text("已建立專案「牛肉麵地圖」")).to_be_visible()
    expect(_card(page, "牛肉麵地圖")).to_contain_text("牛肉麵.tw")


def test_a_refusal_of_the_server_goes_back_to_its_step(new_context, server_data_dir):
    email = unique_email("basic")
    operator_user(server_data_dir, email, plan_id=3, name="Basic")
    context = new_context()
    sign_in_via_api(context, email)
    create_site_via_api(context, name="官網", url="https://shop.example.com.tw")

    page = context.new_page()
    page.goto("/?new=1")
    # the same site again, typed differently: the server knows it as the same project URL
    fill_site_step(page, ZH_TW, "官網（新）", "http://SHOP.example.com.tw/")
    dialog = wizard(page)
    dialog.get_by_role("button", name="下一步").click()
    fill_competitors(page, ZH_TW, [("", "rival.com.tw")])
    dialog.get_by_role("button", name="下一步").click()
    dialog.get_by_role("button", name="建立專案").click()

    expect(dialog.get_by_text("第 1 步，共 4 步")).to_be_visible()
    expect(dialog.get_by_text("專案網址已存在")).to_be_visible()
    expect(dialog.get_by_text("請修正「網站資訊」中標示的欄位。")).to_be_visible()
    still_screenshot(page, "projects-wizard-server-error")

    dialog.get_by_label("網站網址").fill("https://blog.example.com.tw")
    expect(dialog.get_by_text("專案網址已存在")).to_be_hidden()
    dialog.get_by_role("button", name="下一步").click()
    dialog.get_by_role("button", name="下一步").click()
    dialog.get_by_role("button", name="下一步").click()
    dialog.get_by_role("button", name="建立專案").click()
    expect(page.get_by_text("已建立專案「官網（新）」")).to_be_visible()
    expect(dialog).to_be_hidden()
    expect(page.get_by_test_id("project-card")).to_have_count(2)

    # search by site name (filter[name]), and the empty result
    search = page.get_by_label("搜尋網站名稱")
    search.fill("新")
    expect(page.get_by_test_id("project-card")).to_have_count(1)
    expect(page.get_by_test_id("project-card")).to_contain_text("官網（新）")
    assert "q=%E6%96%B0" in page.url
    search.fill("咖啡")
    expect(page.get_by_text("沒有名稱包含「咖啡」的專案")).to_be_visible()
    still_screenshot(page, "projects-overview-no-match")
    page.get_by_role("button", name="清除搜尋").click()
    expect(page.get_by_test_id("project-card")).to_have_count(2)
