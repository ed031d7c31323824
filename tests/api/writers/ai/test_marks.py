"""Every kept AI answer comes with its sensitive-word findings (the categories its market and product category
map to), without using the month's text_comply; a finished article copies into the SEO writer as a document
its author reads and nobody else does."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import func, select

from api.core.db import get_sessionmaker
from api.plans.models import UsageCounter
from api.writers.ai.marking import main_categories
from tests.api.writers.ai.conftest import finished, writer_uses
from tests.api.writers.ai.test_routes import DESCRIPTION, SECTIONS, TITLES, create, written
from tests.factories import make_user

EN = {"Accept-Language": "en"}
SLIMMING = "這款膠囊保證瘦身，一個月見效。\n\n每天兩顆，搭配運動。"


def comply_uses(user) -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.coalesce(func.sum(UsageCounter.called_count), 0)).where(
            UsageCounter.user_id == user.user_id, UsageCounter.feature == "text_comply"))


@pytest.mark.parametrize(("language", "category", "expected"), [
    ("zh-TW", "保健食品", ["TW-HF", "TW-FOOD", "TW-FT"]),
    ("zh-CN", "保健食品", ["TW-HF", "TW-FOOD", "TW-FT"]),  # Simplified script meets the same words
    ("zh-TW", "保養品", ["TW-COS", "TW-FT"]),
    ("zh-TW", "醫療器材", ["TW-DEV", "TW-FT"]),
    ("ja", "スキンケア", ["JP-PMD-COS", "JP-KEIHYO"]),
    ("zh-TW", "手沖壺", ["TW-FT"]),  # no product kind: the categories every product answers to
    ("ja", None, ["JP-KEIHYO"]),
    ("en", "Skin Care", ["TW-COS", "TW-FT"]),
])
def test_the_product_category_maps_to_the_compliance_categories(language, category, expected):
    assert main_categories(language, category) == expected


def test_a_generated_paragraph_is_shown_with_its_findings(client, writer, model):
    article = create(client, writer, category="保健食品", product="膠囊")
    base = f"/api/ai_articles/{article['id']}"
    assert [c["id"] for c in article["marks"]["checked"]] == ["TW-HF", "TW-FOOD", "TW-FT"]
    assert article["marks"]["checked"][2]["names"]["en"].startswith("Fair trade")
    client.patch(base, json={"title": "膠囊推薦", "description": "介紹", "sections": [{"title": "怎麼吃"}]},
                 headers=writer.headers)
    model.reply(SLIMMING)
    done = finished(client.post(f"{base}/sections/0/paragraph", json={}, headers=writer.headers))
    found = done["marks"]["sections"][0]["paragraph"]
    by_match = {(f["match"], f["category"]) for f in found}
    assert {("保證", "TW-FT-GUARANTEE"), ("瘦身", "TW-FOOD-APPEAR")} <= by_match
    slim = next(f for f in found if f["match"] == "瘦身")
    assert SLIMMING[slim["start"]:slim["end"]] == "瘦身" and slim["occurrence"] == 0
    assert slim["law"].startswith("食品安全衛生管理法") and slim["why"] and slim["unverified"] is False
    assert done["marks"]["sections"][0]["title"] == [] and done["marks"]["description"] == []
    # the same marks when the article is read again, and on the preview
    again = client.get(base, headers=writer.headers).json()
    assert again["marks"]["sections"][0]["paragraph"] == found
    assert client.get(f"{base}/preview", headers=writer.headers).json()["marks"]["sections"][0]["paragraph"] == found
    assert comply_uses(writer) == 0  # the AI writer's own check: not the month's text_comply
    # an edit that drops the claim drops its marks
    edited = client.patch(base, json={"sections": [{"title": "怎麼吃", "paragraph": "每天兩顆，搭配運動。"}]},
                          headers=writer.headers).json()
    assert edited["marks"]["sections"][0]["paragraph"] == []


def test_title_options_are_marked_one_by_one(client, writer, model):
    article = create(client, writer, category=None)
    model.reply(json.dumps(["全台第一的精華液", "精華液挑選指南"], ensure_ascii=False))
    done = finished(client.post(f"/api/ai_articles/{article['id']}/titles", json={}, headers=writer.headers))
    first, second = done["marks"]["title_options"]
    assert [(f["match"], f["category"]) for f in first] == [("全台第一", "TW-FT-SUPERLATIVE")] and second == []


def test_a_finished_article_copies_into_the_seo_writer(client, writer, model):
    article = written(client, writer, model)
    uses = writer_uses(writer)
    response = client.post(f"/api/ai_articles/{article['id']}/seo_writer_document", headers=writer.headers)
    assert response.status_code == 201, response.text
    document = response.json()
    assert (document["keyword"], document["title"], document["description"]) == ("保濕精華液", TITLES[0], DESCRIPTION)
    assert document["content_html"].startswith(f"<h1>{TITLES[0]}</h1><h2>{SECTIONS[0]}</h2><p>")
    assert writer_uses(writer) == uses + 1  # a new SEO writer document, counted as the SEO writer counts one
    read = client.get(f"/api/seo_writer_templates/{document['id']}", headers=writer.headers)
    assert read.status_code == 200 and read.json()["content_html"] == document["content_html"]
    other = make_user("other@example.com", plan_id=15, days=30)
    assert client.get(f"/api/seo_writer_templates/{document['id']}", headers=other.headers).status_code == 404
    refused = client.post(f"/api/ai_articles/{article['id']}/seo_writer_document", headers=other.headers)
    assert refused.status_code == 404 and refused.json()["code"] == "resource.not_found"


def test_an_unfinished_article_is_not_copied(client, writer):
    article = create(client, writer)
    response = client.post(f"/api/ai_articles/{article['id']}/seo_writer_document", headers=EN | writer.headers)
    assert response.status_code == 422
    assert {f["field"] for f in response.json()["fields"]} == {"title", "description", "sections"}
    assert client.get("/api/seo_writer_templates", headers=writer.headers).json()["data"] == []
