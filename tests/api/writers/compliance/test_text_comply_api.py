"""The sensitive-word check's API: the category tree in four languages, SPEC §5's choice rule with its
texts, the character cap, the incomplete-tags warning, findings that index the plain text, and one
``text_comply`` counted per check (429 when the month's are used up)."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from api.plans.models import Subscription
from api.writers.compliance.service import MAX_CHARS
from tests.api.projects.support import error, field_errors
from tests.factories import make_user

EN = {"Accept-Language": "en"}


@pytest.fixture
def user(client):
    return make_user()


def comply(client, user, html, mains=("TW-FOOD",), subs=(), locale="en"):
    return client.post("/api/text_comply", json={"html": html, "main_categories": list(mains),
                                                 "sub_categories": list(subs)},
                       headers={**user.headers, "Accept-Language": locale})


def test_the_check_needs_a_session(client):
    error(client.get("/api/text_comply/categories"), 401, "auth.unauthenticated")
    error(client.post("/api/text_comply", json={"html": "<p>x</p>", "main_categories": ["TW-FOOD"]}), 401,
          "auth.unauthenticated")


def test_the_category_tree_names_every_node_in_four_languages(client, user):
    body = client.get("/api/text_comply/categories", headers=user.headers).json()
    assert body["max_sub_categories"] == 6 and body["max_chars"] == MAX_CHARS
    mains = {main["id"]: main for main in body["data"]}
    assert {"TW-FOOD", "TW-HF", "TW-COS", "TW-DRUG", "TW-DEV", "TW-FT", "JP-PMD-COS", "JP-PMD-FOOD", "JP-KEIHYO",
            "GEN-PROFANITY"} <= set(mains)
    assert mains["TW-FOOD"]["names"] == {"zh-TW": "食品（食安法§28）", "zh-CN": "食品（食安法§28）",
                                         "en": "Food (Food Safety Act §28)", "ja": "食品（台湾・食品安全衛生管理法第28条）"}
    assert all(len(main["subs"]) <= 6 and main["subs"] for main in body["data"])
    # nodes the lists give no rules for yet are not offered
    assert "JP-KH-STEALTH" not in {sub["id"] for main in body["data"] for sub in main["subs"]}


def test_findings_index_the_plain_text_and_count_one_use(client, user):
    html = "<h1>黑木耳飲</h1><p>本產品非藥品，無療效。</p><p>每天一瓶，<strong>預防糖尿病</strong>，還能美白。</p><p>再說一次：預防糖尿病</p>"
    response = comply(client, user, html)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["text"] == "黑木耳飲\n本產品非藥品，無療效。\n每天一瓶，預防糖尿病，還能美白。\n再說一次：預防糖尿病"
    found = [(f["match"], f["occurrence"], f["category"]) for f in body["findings"]]
    assert found == [("預防糖尿病", 0, "TW-FOOD-MED-DISEASE"), ("美白", 0, "TW-FOOD-APPEAR"),
                     ("預防糖尿病", 1, "TW-FOOD-MED-DISEASE")]
    for finding in body["findings"]:
        assert body["text"][finding["start"]:finding["end"]] == finding["match"]
    whitening = body["findings"][1]
    assert whitening["law"].startswith("食品安全衛生管理法第28條第1項") and whitening["alternative"] == "養顏美容"
    assert whitening["unverified"] is False and body["warnings"] == []
    assert body["usage"]["usage"] == 1 and body["usage"]["feature"] == "text_comply"


def test_whitening_is_lawful_for_cosmetics(client, user):
    body = comply(client, user, "<p>美白肌膚，消除皺紋</p>", mains=["TW-COS"]).json()
    assert [(f["match"], f["alternative"]) for f in body["findings"]] == [("消除皺紋", "淡化(撫平)皺紋")]


def test_the_choice_rule_in_each_language(client, user):
    subs = ["TW-FOOD-MED-DISEASE", "TW-FOOD-MED-BODYCOMP", "TW-FOOD-MED-TCM", "TW-FOOD-PHYSIO", "TW-FOOD-APPEAR",
            "TW-FOOD-FALSE", "TW-HF-MED"]
    response = comply(client, user, "<p>x</p>", mains=["TW-FOOD", "TW-HF"], subs=subs)
    assert field_errors(response) == {"sub_categories": ("text_comply.too_many_subs", "At most 6 sub-categories (now 7)")}
    for locale, text in (("zh-TW", "請至少選擇一個主分類"), ("zh-CN", "请至少选择一个主分类"),
                         ("en", "Choose at least one main category"), ("ja", "メインカテゴリを1つ以上選択してください")):
        assert field_errors(comply(client, user, "<p>x</p>", mains=[], locale=locale)) == {
            "main_categories": ("text_comply.main_required", text)}
    response = comply(client, user, "<p>x</p>", mains=["TW-FOOD"], subs=["TW-COS-MED", "NOPE"])
    assert response.json()["fields"] == [
        {"field": "sub_categories", "code": "text_comply.unknown_category", "message": "No such category: NOPE"},
        {"field": "sub_categories", "code": "text_comply.sub_outside_main",
         "message": "Sub-categories outside the chosen main categories: TW-COS-MED"}]
    assert field_errors(comply(client, user, "<p> </p>"))["html"][0] == "validation.required"


def test_the_character_cap(client, user):
    at_cap = "<p>" + "字" * MAX_CHARS + "</p>"
    assert comply(client, user, at_cap).status_code == 200
    over = comply(client, user, "<p>" + "字" * MAX_CHARS + "</p><p>字</p>")  # the line break counts too
    text = f"At most {MAX_CHARS} characters per check (now {MAX_CHARS + 2}); check the text in parts"
    assert field_errors(over) == {"html": ("text_comply.too_long", text)}


def test_unclosed_tags_are_a_warning(client, user):
    body = comply(client, user, "<p>降血壓<strong>好喝</p><div>", locale="zh-TW").json()
    assert body["warnings"] == [{"code": "text_comply.incomplete_tags", "tags": ["strong", "div"],
                                 "message": "內容有未閉合的標籤：<strong>, <div>，檢測結果可能不完整"}]
    assert [f["match"] for f in body["findings"]][:1] == ["降血壓"]


def test_the_monthly_allowance(client, user, db_session):
    sub = db_session.scalar(select(Subscription).where(Subscription.user_id == user.user_id))
    sub.limitation = {**sub.limitation, "text_comply_limitation": 1}
    db_session.commit()
    assert comply(client, user, "<p>降血壓</p>").json()["usage"]["remaining"] == 0
    refused = error(comply(client, user, "<p>降血壓</p>"), 429, "plan.limit_reached")
    assert refused["message"] == "Usage reached this month's limit or no active subscription plan; upgrade the plan"
    # a refused choice costs nothing
    other = make_user("other@example.com")
    assert comply(client, other, "<p>x</p>", mains=[]).status_code == 422
    assert comply(client, other, "<p>降血壓</p>").json()["usage"]["usage"] == 1
