"""The AI writer's API step by step against the local model server: create, title options (streamed as a
growing list), the chosen title, description (streamed text), section titles, paragraphs, lengthen and shorten,
preview; SPEC §5's rules, §6's plans, §9's limits, and the prompts of each market."""

from __future__ import annotations

import json
from itertools import pairwise

import pytest
from sqlalchemy import update

from api.core.db import get_sessionmaker
from api.writers.ai.models import AiArticle
from tests.api.writers.ai.conftest import finished, sse, stored, writer_uses
from tests.factories import make_user
from tests.fakes.model import MODEL, Reply

EN = {"Accept-Language": "en"}
TITLES = ["保濕精華液推薦：乾肌救星完整指南", "2026 保濕精華液挑選重點與使用方式", "保濕精華液怎麼選？五大關鍵一次看",
          "敏感肌也能用的保濕精華液", "保濕精華液使用順序與常見問題"]
DESCRIPTION = "想找適合乾燥肌的保濕精華液？本文整理挑選重點、使用順序與常見問題，幫你找到每天都想用的那一瓶。"
SECTIONS = ["保濕精華液是什麼？", "乾肌怎麼挑保濕精華液", "正確的使用順序"]
PARAGRAPH = "保濕精華液的分子小，能在化妝水之後補足水分。\n\n建議早晚使用，\n搭配乳液鎖水。"


def create(client, user, **fields) -> dict:
    body = {"template": "ecommerce", "language": "zh-TW", "keyword": "保濕精華液", "product": "精華液",
            "category": "保養", "product_name": "水潤精華 30ml", "persona": "25-35 歲乾肌上班族",
            "features": "玻尿酸\n無香料", **fields}
    response = client.post("/api/ai_articles", json=body, headers=user.headers)
    assert response.status_code == 201, response.text
    return response.json()


def written(client, user, model) -> dict:
    """An article through every step: titles, the first chosen, description, three sections, paragraphs."""
    article = create(client, user)
    base = f"/api/ai_articles/{article['id']}"
    model.reply(json.dumps(TITLES, ensure_ascii=False), DESCRIPTION, json.dumps(SECTIONS, ensure_ascii=False),
                *[PARAGRAPH] * len(SECTIONS))
    finished(client.post(f"{base}/titles", json={}, headers=user.headers))
    client.patch(base, json={"title": TITLES[0]}, headers=user.headers)
    finished(client.post(f"{base}/description", headers=user.headers))
    finished(client.post(f"{base}/sections", json={"count": 3}, headers=user.headers))
    for index in range(len(SECTIONS)):
        article = finished(client.post(f"{base}/sections/{index}/paragraph", json={}, headers=user.headers))
    return article


def test_status_says_how_to_configure_the_endpoint_until_one_is_set(client, writer, settings):
    answer = client.get("/api/ai_writer/status", headers=writer.headers).json()
    assert answer["configured"] is False and answer["model"] is None
    assert answer["settings"] == ["RANKLENS_LLM_BASE_URL", "RANKLENS_LLM_MODEL", "RANKLENS_LLM_API_KEY"]
    assert answer["limits"] == {"sections": 10, "title_optimize": 10, "section_words": 2, "title_words": 1}
    article = create(client, writer)
    response = client.post(f"/api/ai_articles/{article['id']}/titles", json={}, headers=EN | writer.headers)
    assert response.status_code == 409
    assert response.json()["code"] == "ai_writer.not_configured"
    assert "set RANKLENS_LLM_BASE_URL" in response.json()["message"]


def test_the_status_names_the_configured_model(client, writer, model):
    answer = client.get("/api/ai_writer/status", headers=writer.headers).json()
    assert answer["configured"] is True and answer["model"] == MODEL


def test_creating_an_article_counts_one_writer_use_on_an_ai_generator_plan(client, writer):
    article = create(client, writer)
    assert article["keyword"] == "保濕精華液" and article["features"] == "玻尿酸\n無香料"
    assert article["title_optimize_left"] == 10 and article["sections"] == [] and article["complete"] is False
    assert writer_uses(writer) == 1
    listed = client.get("/api/ai_articles", headers=writer.headers).json()["data"]
    assert [(a["id"], a["keyword"], a["template"]) for a in listed] == [(article["id"], "保濕精華液", "ecommerce")]


@pytest.mark.parametrize("plan_id", [7, 10, 3, 8])
def test_plans_without_the_ai_generator_are_refused(client, plan_id):
    user = make_user(f"plan{plan_id}@example.com", plan_id=plan_id, days=30)
    response = client.post("/api/ai_articles", json={"keyword": "咖啡"}, headers=user.headers)
    assert response.status_code == 403 and response.json()["code"] == "plan.feature_unavailable"
    assert writer_uses(user) == 0


def test_bad_input_is_refused_with_spec_texts_and_nothing_counted(client, writer):
    response = client.post("/api/ai_articles", json={"template": "newsletter", "keyword": "咖啡"},
                           headers=EN | writer.headers)
    assert response.status_code == 422
    assert response.json()["message"] == "Invalid AI article template"
    response = client.post("/api/ai_articles", json={"template": "ecommerce", "keyword": "  "},
                           headers=EN | writer.headers)
    assert response.status_code == 422
    assert {f["field"]: f["message"] for f in response.json()["fields"]} == {"keyword": "is required",
                                                                             "product": "is required"}
    assert writer_uses(writer) == 0
    assert client.get("/api/ai_articles", headers=writer.headers).json()["data"] == []


def test_title_options_stream_as_a_growing_list_and_count_one_title_optimize(client, writer, model):
    article = create(client, writer)
    model.reply(Reply(json.dumps(TITLES, ensure_ascii=False), piece=6))
    frames = sse(client.post(f"/api/ai_articles/{article['id']}/titles", json={"word": "乾肌"},
                             headers=writer.headers))
    growing = [data["items"] for event, data in frames if event == "items"]
    assert len(growing) > len(TITLES)  # titles show while they are written, not only at the end
    assert growing[-1] == TITLES and all(len(a) <= len(b) for a, b in pairwise(growing))
    saved = frames[-1][1]["article"]
    assert saved["title_options"] == TITLES and saved["title_word"] == "乾肌"
    assert (saved["title_optimize_count"], saved["title_optimize_left"]) == (1, 9)
    assert (saved["prompt_version"], saved["model"]) == ("zh-TW@1", MODEL)
    request = model.requests[-1]
    assert request["stream"] is True and request["model"] == MODEL
    system, prompt = request["messages"][0]["content"], model.prompt()
    assert "繁體中文" in system and "台灣用語" in system and "NT$" in system
    assert "電商導購文章" in prompt  # the e-commerce template
    for given in ("目標關鍵字：保濕精華液", "目標商品：精華液", "商品名稱：水潤精華 30ml", "目標受眾：25-35 歲乾肌上班族",
                  "商品特色：玻尿酸\n無香料", "5 個文章標題選項", "每個標題都必須包含「乾肌」", "JSON 陣列"):
        assert given in prompt
    assert stored(article["id"])[1] == 1


def test_titles_in_a_code_fence_are_read_and_extra_options_dropped(client, writer, model):
    article = create(client, writer)
    model.reply("```json\n" + json.dumps([*TITLES, "第六個", TITLES[0]], ensure_ascii=False) + "\n```")
    saved = finished(client.post(f"/api/ai_articles/{article['id']}/titles", json={}, headers=writer.headers))
    assert saved["title_options"] == TITLES


def test_title_optimize_stops_after_ten_per_article(client, writer, model):
    article = create(client, writer)
    with get_sessionmaker()() as db:
        db.execute(update(AiArticle).where(AiArticle.id == article["id"]).values(title_optimize_count=9))
        db.commit()
    saved = finished(client.post(f"/api/ai_articles/{article['id']}/titles", json={}, headers=writer.headers))
    assert saved["title_optimize_left"] == 0
    response = client.post(f"/api/ai_articles/{article['id']}/titles", json={}, headers=EN | writer.headers)
    assert response.status_code == 429
    assert response.json() == {"code": "ai_writer.title_optimize_limit",
                               "message": "AI title optimize is used up: 10 times per article"}
    assert len(model.requests) == 1


def test_each_step_needs_the_one_before(client, writer, model):
    article = create(client, writer)
    base = f"/api/ai_articles/{article['id']}"
    response = client.post(f"{base}/description", headers=EN | writer.headers)
    assert response.status_code == 422 and response.json()["fields"][0]["message"] == "A title must be chosen"
    client.patch(base, json={"title": "自己寫的標題"}, headers=writer.headers)
    response = client.post(f"{base}/sections", json={"count": 3}, headers=EN | writer.headers)
    assert response.json()["fields"][0]["message"] == "The description must not be empty"
    client.patch(base, json={"description": "自己寫的描述"}, headers=writer.headers)
    response = client.post(f"{base}/sections/0/paragraph", json={}, headers=writer.headers)
    assert response.status_code == 404
    assert model.requests == []


def test_an_article_from_keyword_to_preview(client, writer, model):
    article = written(client, writer, model)
    assert article["complete"] is True
    assert [s["title"] for s in article["sections"]] == SECTIONS
    assert all(s["paragraph"] == PARAGRAPH for s in article["sections"])
    description_prompt, sections_prompt, paragraph_prompt = model.prompt(1), model.prompt(2), model.prompt(3)
    assert f"文章標題：{TITLES[0]}" in description_prompt
    assert f"文章描述：{DESCRIPTION}" in sections_prompt and "3 個段落標題" in sections_prompt
    assert "段落「保濕精華液是什麼？」" in paragraph_prompt and " / ".join(SECTIONS) in paragraph_prompt
    preview = client.get(f"/api/ai_articles/{article['id']}/preview", headers=writer.headers).json()
    assert (preview["title"], preview["description"]) == (TITLES[0], DESCRIPTION)
    assert preview["content_html"].startswith(
        "<h2>保濕精華液是什麼？</h2><p>保濕精華液的分子小，能在化妝水之後補足水分。</p><p>建議早晚使用，<br>搭配乳液鎖水。</p>"
        "<h2>乾肌怎麼挑保濕精華液</h2>")
    assert stored(article["id"])[1] == 1 + 1 + 1 + 3


def test_the_description_streams_as_text(client, writer, model):
    article = create(client, writer)
    client.patch(f"/api/ai_articles/{article['id']}", json={"title": TITLES[0]}, headers=writer.headers)
    model.reply(Reply(f"「{DESCRIPTION}」", piece=5))
    frames = sse(client.post(f"/api/ai_articles/{article['id']}/description", headers=writer.headers))
    pieces = [data["text"] for event, data in frames if event == "delta"]
    assert len(pieces) > 5 and "".join(pieces) == f"「{DESCRIPTION}」"
    assert frames[-1][1]["article"]["description"] == DESCRIPTION  # the quotes around it dropped


def test_section_words_reach_the_paragraph_prompt_and_are_at_most_two(client, writer, model):
    article = written(client, writer, model)
    base = f"/api/ai_articles/{article['id']}"
    sections = [{**s, "words": []} for s in article["sections"]]
    sections[1]["words"] = ["玻尿酸", "鎖水", "保濕"]
    response = client.patch(base, json={"sections": sections}, headers=EN | writer.headers)
    assert response.status_code == 422
    assert response.json()["fields"] == [{"field": "sections.1.words", "code": "ai_writer.too_many_words",
                                          "message": "At most 2 suggestion words can be added"}]
    sections[1]["words"] = ["玻尿酸", "鎖水"]
    assert client.patch(base, json={"sections": sections}, headers=writer.headers).status_code == 200
    model.reply("新的段落。")
    saved = finished(client.post(f"{base}/sections/1/paragraph", json={}, headers=writer.headers))
    assert "內文必須自然地用到：玻尿酸、鎖水。" in model.prompt()
    assert [s["paragraph"] for s in saved["sections"]] == [PARAGRAPH, "新的段落。", PARAGRAPH]


@pytest.mark.parametrize(("mode", "asked"), [("lengthen", "擴寫為約 1.5 倍長"), ("shorten", "精簡為約一半長")])
def test_a_paragraph_lengthened_or_shortened(client, writer, model, mode, asked):
    article = written(client, writer, model)
    model.reply("改寫後的段落。")
    saved = finished(client.post(f"/api/ai_articles/{article['id']}/sections/2/paragraph", json={"mode": mode},
                                 headers=writer.headers))
    assert asked in model.prompt() and PARAGRAPH in model.prompt()
    assert saved["sections"][2]["paragraph"] == "改寫後的段落。"


def test_resizing_needs_a_paragraph(client, writer, model):
    article = create(client, writer)
    base = f"/api/ai_articles/{article['id']}"
    client.patch(base, json={"title": "標題", "description": "描述", "sections": [{"title": "段落"}]},
                 headers=writer.headers)
    response = client.post(f"{base}/sections/0/paragraph", json={"mode": "lengthen"}, headers=EN | writer.headers)
    assert response.status_code == 422
    assert response.json()["fields"][0]["message"] == "The paragraph content must not be empty"


def test_sections_are_one_to_ten(client, writer, model):
    article = create(client, writer)
    base = f"/api/ai_articles/{article['id']}"
    response = client.post(f"{base}/sections", json={"count": 11}, headers=writer.headers)
    assert response.status_code == 422
    response = client.patch(base, json={"sections": []}, headers=EN | writer.headers)
    assert response.json()["fields"][0]["message"] == "At least one section title, at most 10"
    response = client.patch(base, json={"sections": [{"title": f"段落 {i}"} for i in range(11)]},
                            headers=writer.headers)
    assert response.status_code == 422
    response = client.patch(base, json={"title": " ", "sections": [{"title": ""}]}, headers=EN | writer.headers)
    assert {f["field"]: f["message"] for f in response.json()["fields"]} == {
        "title": "A title must be chosen", "sections.0.title": "The section title must not be empty"}
    assert stored(article["id"])[0].sections == []


def test_the_preview_names_what_is_missing(client, writer):
    article = create(client, writer)
    base = f"/api/ai_articles/{article['id']}"
    client.patch(base, json={"title": "標題", "sections": [{"title": "一", "paragraph": "有內容"}, {"title": "二"}]},
                 headers=writer.headers)
    response = client.get(f"{base}/preview", headers=EN | writer.headers)
    assert response.status_code == 422
    assert {f["field"]: f["message"] for f in response.json()["fields"]} == {
        "description": "The description must not be empty",
        "sections.1.paragraph": "The paragraph content must not be empty"}


def test_the_preview_escapes_what_it_shows(client, writer):
    article = create(client, writer)
    base = f"/api/ai_articles/{article['id']}"
    client.patch(base, json={"title": "標題", "description": "描述",
                             "sections": [{"title": "<script>x</script>", "paragraph": "a < b & <b>c</b>"}]},
                 headers=writer.headers)
    html = client.get(f"{base}/preview", headers=writer.headers).json()["content_html"]
    assert html == "<h2>&lt;script&gt;x&lt;/script&gt;</h2><p>a &lt; b &amp; &lt;b&gt;c&lt;/b&gt;</p>"


@pytest.mark.parametrize(("language", "system_has", "step_has"), [
    ("ja", "です・ます", "タイトルの候補を 5 個"),
    ("zh-CN", "简体中文", "5 个文章标题选项"),
    ("en", "American English", "Suggest 5 article titles"),
])
def test_each_market_has_its_own_prompts(client, writer, model, language, system_has, step_has):
    article = create(client, writer, language=language, template="general")
    saved = finished(client.post(f"/api/ai_articles/{article['id']}/titles", json={}, headers=writer.headers))
    assert saved["prompt_version"] == f"{language}@1"
    assert system_has in model.requests[-1]["messages"][0]["content"] and step_has in model.prompt()


def test_only_the_creator_deletes(client, writer):
    article = create(client, writer)
    other = make_user("other@example.com", plan_id=15, days=30)
    assert client.delete(f"/api/ai_articles/{article['id']}", headers=other.headers).status_code == 404
    assert client.delete(f"/api/ai_articles/{article['id']}", headers=writer.headers).status_code == 204
    assert client.get(f"/api/ai_articles/{article['id']}", headers=writer.headers).status_code == 404
