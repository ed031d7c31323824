"""/constants (countries, languages, profile options) and /news_tickers, in the request's language."""

from __future__ import annotations

import pytest

from api.meta.models import NewsTicker
from api.meta.service import flag_emoji
from tests.factories import make_user

SPEC_COUNTRIES = ["TW", "HK", "US", "DE", "GB", "VN", "ID", "MY", "SG", "PH", "IN", "TH", "JP", "MX", "BR"]


@pytest.mark.parametrize(
    ("headers", "params", "labels"),
    [
        ({}, {}, {"TW": "台灣", "DE": "德國", "JP": "日本"}),  # zh-TW by default
        ({"Accept-Language": "ja-JP,ja;q=0.9"}, {}, {"TW": "台湾", "DE": "ドイツ", "JP": "日本"}),
        ({"Accept-Language": "ja"}, {"locale": "en"}, {"TW": "Taiwan", "DE": "Germany", "JP": "Japan"}),
        ({"Accept-Language": "zh-CN"}, {}, {"TW": "台湾", "DE": "德国", "JP": "日本"}),
    ],
)
def test_countries_in_spec_order_with_localized_labels(client, headers, params, labels):
    response = client.get("/api/constants", headers=headers, params=params)
    assert response.status_code == 200
    countries = response.json()["countries"]
    assert [c["value"] for c in countries] == SPEC_COUNTRIES
    assert [c["id"] for c in countries] == list(range(1, 16))
    by_code = {c["value"]: c for c in countries}
    assert {code: by_code[code]["label"] for code in labels} == labels
    assert by_code["DE"]["name"] == "Germany"  # the same in every language
    assert by_code["TW"]["flag"] == "🇹🇼"


def test_languages_are_labelled_in_themselves(client):
    for locale in ("en", "ja"):
        languages = client.get("/api/constants", params={"locale": locale}).json()["languages"]
        assert languages == [
            {"value": "zh-TW", "label": "繁體中文"},
            {"value": "zh-CN", "label": "简体中文"},
            {"value": "en", "label": "English"},
            {"value": "ja", "label": "日本語"},
        ]


def test_profile_options_follow_the_callers_language(client):
    # No locale in the request: the signed-in user's language decides.
    user = make_user("ja@example.com", language="ja")
    body = client.get("/api/constants", headers=user.headers).json()
    assert [p["value"] for p in body["positions"]] == [
        "head",
        "marketing_manager",
        "marketing_assistant",
        "media_editor",
        "influencer",
        "student",
        "other",
    ]
    assert len(body["industries"]) == 16 and body["industries"][-1]["value"] == "other"
    assert body["countries"][0]["label"] == "台湾"
    zh = client.get("/api/constants").json()
    assert zh["positions"][0]["label"] != body["positions"][0]["label"]
    assert all(
        option["label"] and not option["label"].startswith("option.")
        for option in zh["positions"] + zh["industries"] + body["positions"] + body["industries"]
    )


@pytest.mark.parametrize(("code", "flag"), [("TW", "🇹🇼"), ("jp", "🇯🇵"), ("GB", "🇬🇧")])
def test_flag_emoji(code, flag):
    assert flag_emoji(code) == flag


def test_news_tickers_shown_for_the_language_or_all(client, db_session):
    db_session.add_all(
        [
            NewsTicker(
                bold_content="新功能",
                content="排名報告上線",
                status=1,
                btn_url="/subscribe",
                btn_text="了解",
                language="zh-TW",
            ),
            NewsTicker(content="新機能リリース", status=1, language="ja"),
            NewsTicker(content="Maintenance", status=1, language=None),
            NewsTicker(content="hidden", status=0, language=None),
        ]
    )
    db_session.commit()
    zh = client.get("/api/news_tickers").json()["data"]
    assert [item["content"] for item in zh] == ["Maintenance", "排名報告上線"]
    assert zh[1] == {
        "id": zh[1]["id"],
        "bold_content": "新功能",
        "content": "排名報告上線",
        "status": 1,
        "btn_url": "/subscribe",
        "btn_text": "了解",
    }
    ja = client.get("/api/news_tickers", headers={"Accept-Language": "ja"}).json()["data"]
    assert [item["content"] for item in ja] == ["Maintenance", "新機能リリース"]
