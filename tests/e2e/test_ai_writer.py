"""The AI writer end to end: `ranklens up` pointed at the local OpenAI-compatible model server, and in Chromium
a user on an AI generator plan goes from a keyword to title options, a description (seen arriving while the
model still writes), section titles, paragraphs and the preview — its advertising-law wording marked — then
copies the article and opens it in the SEO writer, where the sensitive-word check's AI review marks what the model
read beside what the lists found."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import run_server
from tests.e2e.helpers import screenshot, unique_email
from tests.e2e.projects_flows import operator_user, sign_in_via_api
from tests.fakes.model import ModelServer, Reply, model_settings

pytestmark = pytest.mark.e2e

TITLES = ["手沖咖啡入門：器材挑選與沖煮步驟完整教學", "手沖咖啡怎麼沖？新手五步驟一次學會", "在家手沖咖啡的器材清單與技巧",
          "手沖咖啡豆怎麼選？產地與烘焙度指南", "手沖咖啡常見問題與解決方法"]
DESCRIPTION = "想在家沖出好喝的手沖咖啡？本文整理器材挑選、研磨粗細、水溫與沖煮步驟，新手也能一次上手。"
SECTIONS = ["手沖咖啡需要哪些器材", "咖啡豆的研磨與份量", "五個沖煮步驟"]
PARAGRAPHS = ["基本器材包括濾杯、濾紙、手沖壺與磨豆機。", "中細研磨最適合手沖，一杯約用 15 克咖啡豆。", "先悶蒸三十秒，再分三次注水，保證好喝。"]


@pytest.fixture(scope="module")
def writer_server(tmp_path_factory):
    data_dir = tmp_path_factory.mktemp("ai-writer") / "data"
    with ModelServer() as model:
        for base_url in run_server(data_dir, model_settings(model)):
            yield base_url, data_dir, model


def test_an_article_from_keyword_to_preview(writer_server, browser):
    server, data_dir, model = writer_server
    email = unique_email("ai-writer")
    operator_user(data_dir, email, plan_id=15, name="Writer")
    context = browser.new_context(base_url=server, locale="zh-TW", viewport={"width": 1440, "height": 900},
                                  reduced_motion="reduce")
    context.set_default_timeout(20_000)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
    sign_in_via_api(context, email)
    page = context.new_page()
    page.goto("/seo-diy/ai-writer")
    expect(page.get_by_role("heading", name="AI 寫手 Beta")).to_be_visible()

    model.reply(json.dumps(TITLES, ensure_ascii=False),
                Reply(DESCRIPTION, piece=6, stall_after=3, stall=2.0),  # the model pauses half-way
                json.dumps(SECTIONS, ensure_ascii=False), *PARAGRAPHS)
    inputs = page.get_by_test_id("ai-inputs")
    inputs.get_by_text("電商範本").click()
    inputs.get_by_label("目標關鍵字").fill("手沖咖啡")
    inputs.get_by_label("目標商品").fill("手沖壺")
    inputs.get_by_label("目標受眾").fill("想在家沖咖啡的新手")
    inputs.get_by_label("商品特色描述").fill("細口壺嘴\n容量 600ml")
    page.get_by_role("button", name="建立並開始撰寫").click()

    page.get_by_role("button", name="產生標題").click()
    options = page.get_by_test_id("title-options")
    expect(options.get_by_role("radio")).to_have_count(5)
    expect(page.get_by_test_id("optimize-left")).to_have_text("AI 標題優化剩餘 9 次")
    options.get_by_text(TITLES[1]).click()
    expect(page.get_by_label("選定的標題（可修改）")).to_have_value(TITLES[1])
    screenshot(page, "ai-writer-titles-zh-TW")
    page.get_by_role("button", name="使用此標題").click()

    page.get_by_role("button", name="產生描述").click()
    text = page.get_by_test_id("description-text")
    expect(text).to_have_value(DESCRIPTION[:18])  # what came before the pause, shown while the model writes
    expect(page.get_by_text("AI 撰寫中…")).to_be_visible()
    expect(text).to_have_value(DESCRIPTION)
    page.get_by_role("button", name="儲存描述").click()

    page.get_by_label("段落數量").fill("3")
    page.get_by_role("button", name="產生段落標題").click()
    expect(page.get_by_test_id("section-row")).to_have_count(3)
    expect(page.get_by_label("段落標題 3")).to_have_value(SECTIONS[2])
    page.get_by_role("button", name="儲存段落標題").click()

    cards = page.get_by_test_id("paragraph-card")
    expect(cards).to_have_count(3)
    for index, paragraph in enumerate(PARAGRAPHS):
        cards.nth(index).get_by_role("button", name="撰寫內容").click()
        expect(cards.nth(index).get_by_role("textbox")).to_have_value(paragraph)
    screenshot(page, "ai-writer-paragraphs-zh-TW")
    page.get_by_role("button", name="預覽文章").click()

    expect(page).to_have_url(f"{server}/seo-diy/ai-writer/preview/1")
    article = page.get_by_test_id("ai-preview")
    expect(article.get_by_role("heading", level=1)).to_have_text(TITLES[1])
    expect(article.get_by_role("heading", level=2)).to_have_text(SECTIONS)
    expect(article).to_contain_text(DESCRIPTION)
    expect(article).to_contain_text(PARAGRAPHS[2])
    page.get_by_test_id("copy-article").click()
    expect(page.get_by_text("已複製到剪貼簿")).to_be_visible()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == "\n\n".join([TITLES[1], DESCRIPTION, *[p for pair in zip(SECTIONS, PARAGRAPHS, strict=True)
                                                              for p in pair]])
    flagged = article.get_by_test_id("ai-finding")
    expect(flagged).to_have_text(["保證"])  # fair-trade law applies to every product (公平交易法§21)
    flagged.first.hover()
    expect(page.get_by_role("tooltip")).to_contain_text("法規: 公平交易法第21條")
    expect(page.get_by_text("有 1 處用語可能違反廣告法規，請檢查")).to_be_visible()
    screenshot(page, "ai-writer-preview-zh-TW")

    page.get_by_role("button", name="複製到 SEO 寫手").click()
    expect(page).to_have_url(re.compile(r"/seo-diy/seo-writer/\d+$"))
    expect(page.get_by_placeholder("文章標題（頁面的 <title>）")).to_have_value(TITLES[1])
    body = page.get_by_label("文章內文")
    expect(body.locator("h1")).to_have_text(TITLES[1])
    expect(body.locator("h2")).to_have_text(SECTIONS)
    expect(body).to_contain_text(PARAGRAPHS[2])

    prompts = [next(m["content"] for m in r["messages"] if m["role"] == "user") for r in model.requests]
    assert len(prompts) == 6 and all("目標關鍵字：手沖咖啡" in p for p in prompts)
    assert f"文章標題：{TITLES[1]}" in prompts[1] and "段落「五個沖煮步驟」" in prompts[5]

    model.reply(json.dumps([{"sentence": 6, "quote": "一杯約用 15 克咖啡豆", "category": "TW-FOOD-FALSE",
                             "why": "示範：模型的判讀"}], ensure_ascii=False))
    side = page.get_by_role("complementary", name="文件檢查")
    side.get_by_role("tab", name="敏感詞檢測").click()
    side.get_by_role("checkbox", name="食品（食安法§28）").check()
    side.get_by_role("button", name="AI 語意複查").click()
    expect(side.get_by_role("listitem", name="一杯約用 15 克咖啡豆")).to_contain_text("AI 判讀")
    expect(side.get_by_role("listitem", name="保證")).not_to_contain_text("AI 判讀")  # the lists' finding
    expect(body.locator("[data-flagged]")).to_have_text(["一杯約用 15 克咖啡豆", "保證"])
    screenshot(page, "seo-writer-ai-review-zh-TW")
    assert "6. 中細研磨最適合手沖，一杯約用 15 克咖啡豆。" in model.prompt()
    context.close()
