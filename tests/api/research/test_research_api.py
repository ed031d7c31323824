"""Keyword research through the API: suggestions and one keyword's overview, with the sandbox's figures
without credentials and a provider's (a local server answering Google Ads' and Autocomplete's documented
payloads) with them; the plan's keyword_search allowance; SPEC §5 and §8's errors in four languages."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from analytics.rankings import ingest
from analytics.rankings.keys import SerpScope
from api.plans.models import Subscription
from api.research import schemas
from tests.api.projects.support import error, new_site
from tests.api.research.conftest import cached, searches, use
from tests.crawler.keywords import providers
from tests.crawler.sources.providers import ProviderServer
from tests.factories import make_user

SCOPE = SerpScope("google", "TW", "zh-TW")


def suggest(client, who, seed="咖啡", country="TW", language="zh-TW", locale="zh-TW"):
    return client.post("/api/research/suggestions", json={"seed": seed, "country": country, "language": language},
                       headers={**who.headers, "Accept-Language": locale})


def store_serp(store, keyword, results, *, related=(), questions=(), days_ago=1):
    day = datetime.now(UTC).date() - timedelta(days=days_ago)
    ingest.ingest_serp(store, SCOPE.key(keyword, day),
                       {"results": results, "related_searches": list(related), "people_also_ask": list(questions)},
                       source="sandbox", fetched_at=datetime.now(UTC) - timedelta(days=days_ago), is_sandbox=True)


def organic(*entries):
    return [{"type": "organic", "position": i, "absolute_position": i, "page": 1, "url": f"https://{domain}/x",
             "title": title, "snippet": ""} for i, (domain, title) in enumerate(entries, start=1)]


def test_without_credentials_the_sandbox_answers_labelled_and_the_search_counts_once(client, research):
    user = make_user()
    response = suggest(client, user)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["sandbox"] and body["sources"] == ["sandbox"] and body["autocomplete"] is None
    ideas = body["ideas"]
    assert ideas[0]["keyword"] == "咖啡" and len(ideas) > 100
    first = ideas[0]["metrics"]
    assert first["sandbox"] and first["source"] == "sandbox" and first["source_label"] == "示範資料（沙盒）"
    assert len(first["trend"]) == 12 and 0 <= first["competition"] <= 4 and first["cpc_usd"] > 0
    assert {i["origin"] for i in ideas} == {"frequency"} and ideas[0]["origin_label"] == "搜尋量資料"
    assert any(i["intent"]["primary"] == "transactional" for i in ideas if "價格" in i["keyword"])
    assert any(i["question"] for i in ideas if "是什麼" in i["keyword"])
    # each idea's words as jieba cuts them (what the screen filters and groups by), spaces or none
    words = {i["keyword"]: i["words"] for i in ideas}
    assert words["咖啡 推薦"] == ["咖啡", "推薦"] and words["咖啡 哪裡買"] == ["咖啡", "哪裡", "買"]
    assert searches(user.user_id) == 1
    assert cached(research) == len(ideas)  # this month's figures cached

    again = suggest(client, user).json()
    assert [i["metrics"]["volume"] for i in again["ideas"]] == [i["metrics"]["volume"] for i in ideas]
    assert searches(user.user_id) == 2


def test_stored_serps_give_related_ideas_difficulty_and_intent(client, research):
    user = make_user()
    strong = organic(("wikipedia.org", "咖啡 - 維基百科"), ("ptt.cc", "咖啡推薦"), ("cafe.example.tw", "咖啡館"),
                     *[(f"b{i}.tw", "早餐") for i in range(7)])
    store_serp(research, "咖啡", [{"type": "ad", "position": None, "absolute_position": 1, "page": 1,
                                  "url": "https://shop.tw/", "title": "ad", "snippet": ""}, *strong],
               related=["咖啡豆 烘焙", "咖啡 推薦"], questions=["咖啡因會上癮嗎"])
    body = suggest(client, user).json()
    ideas = {i["keyword"]: i for i in body["ideas"]}
    assert ideas["咖啡豆 烘焙"]["origin"] == "related_search" and ideas["咖啡豆 烘焙"]["origin_label"] == "相關搜尋"
    assert ideas["咖啡因會上癮嗎"]["question"]
    assert ideas["咖啡 推薦"]["origin"] == "frequency"  # the provider's idea too: listed once, first origin kept
    coffee = ideas["咖啡"]["difficulty"]
    # B: wikipedia, ptt = 0.2; T: 咖啡 in 3 titles = 0.3; F: ads = 0.25 → 10 + 9 + 5
    assert (coffee["score"], coffee["band"], coffee["band_label"]) == (24, "easy", "容易")
    assert coffee["inputs"]["strong_domains"] == ["wikipedia.org", "ptt.cc"] and coffee["serp_sandbox"]
    assert ideas["咖啡"]["intent"]["signals"] == ["feature:ad"]
    assert ideas["咖啡豆 烘焙"]["difficulty"] is None  # no SERP of it stored
    # the answer is written without pydantic (1,000 ideas): it is still exactly the documented shape
    assert schemas.KeywordIdeasOut.model_validate(body).model_dump(mode="json") == body


def google_ads_settings(monkeypatch, url: str, **more: str) -> None:
    use(monkeypatch, **{"google_ads_developer_token": providers.DEVELOPER_TOKEN, "google_ads_client_id": "cid",
                        "google_ads_client_secret": "secret", "google_ads_refresh_token": "refresh-1",
                        "google_ads_customer_id": "123-456-7890", "google_ads_url": url,
                        "google_ads_token_url": f"{url}/token", "google_ads_api_version": "v21", **more})


def test_with_credentials_the_providers_figures_flow_and_are_paid_once_a_month(client, research, monkeypatch):
    user = make_user()
    with ProviderServer(providers.google_ads) as ads, ProviderServer(providers.autocomplete) as suggest_server:
        google_ads_settings(monkeypatch, ads.url, keyword_autocomplete="auto", autocomplete_url=suggest_server.url)
        body = suggest(client, user).json()
        ideas = {i["keyword"]: i for i in body["ideas"]}
        assert not body["sandbox"] and body["sources"] == ["google_ads"]
        assert body["autocomplete"] == {"asked": 64, "failed": 1, "error": None}
        assert ideas["咖啡"]["metrics"]["volume"] == 12100 and ideas["咖啡"]["metrics"]["competition"] == 4
        assert ideas["咖啡"]["metrics"]["source_label"] == "Google Ads" and not ideas["咖啡"]["metrics"]["sandbox"]
        assert ideas["咖啡 ptt"]["origin"] == "frequency"
        trend = ideas["咖啡 2026"]  # from Autocomplete only: its figures from historical metrics
        assert trend["origin"] == "google_trend" and trend["metrics"]["source"] == "google_ads"
        paid = [r for r in ads.received if r.path.endswith("generateKeywordHistoricalMetrics")]
        assert len(paid) == 1

        overview = client.post("/api/research/overview", json={"keyword": "咖啡 2026", "country": "TW",
                                                                "language": "zh-TW"}, headers=user.headers).json()
        assert overview["metrics"]["volume"] == trend["metrics"]["volume"]
        assert len([r for r in ads.received if r.path.endswith("generateKeywordHistoricalMetrics")]) == 1  # cached

        ideas_asked = len([r for r in ads.received if r.path.endswith("generateKeywordIdeas")])
        again = suggest(client, make_user("other@example.com")).json()  # another user, the same seed this month
        assert [i["metrics"] for i in again["ideas"]] == [i["metrics"] for i in body["ideas"]]
        assert len([r for r in ads.received if r.path.endswith(("generateKeywordIdeas",
                                                                "generateKeywordHistoricalMetrics"))]) == ideas_asked + 1
    assert searches(user.user_id) == 2


@pytest.mark.parametrize(("locale", "text"), [
    ("en", ("Unable to obtain keywords, search volume or CPC (the Google Ads quota is used up for now); please try "
            "again in 30 seconds")),
    ("ja", "キーワード・検索ボリューム・CPC を取得できませんでした（Google Ads の利用枠が一時的に上限に達しました）。30 秒後に再度お試しください"),
    ("zh-TW", "無法取得關鍵字、搜尋量或 CPC（Google Ads 的查詢額度暫時用完），請於 30 秒後再試"),
    ("zh-CN", "无法获取关键词、搜索量或 CPC（Google Ads 的查询额度暂时用完），请在 30 秒后再试"),
])
def test_a_providers_quota_is_a_503_with_a_retry_hint_and_nothing_is_counted_or_stored(client, research, monkeypatch,
                                                                                       locale, text):
    user = make_user()
    with ProviderServer(providers.google_ads) as ads:
        google_ads_settings(monkeypatch, ads.url)
        response = suggest(client, user, seed="quota", locale=locale)
    assert error(response, 503, "research.provider_quota")["message"] == text
    assert response.headers["Retry-After"] == "30"
    assert searches(user.user_id) == 0 and cached(research) == 0


def test_refused_credentials_and_a_slow_provider(client, research, monkeypatch):
    user = make_user()

    def slow(request):
        time.sleep(1.0)
        return providers.google_ads(request)

    with ProviderServer(providers.google_ads) as ads:
        google_ads_settings(monkeypatch, ads.url, google_ads_refresh_token="revoked")
        refused = suggest(client, user, locale="en")
    assert error(refused, 502, "research.provider_auth")["message"].endswith("please contact support")
    with ProviderServer(slow) as ads:
        google_ads_settings(monkeypatch, ads.url, keyword_api_timeout_seconds="0.3")
        late = client.post("/api/research/overview", json={"keyword": "咖啡"}, headers=user.headers)
    assert "請重試" in error(late, 504, "research.provider_timeout")["message"]
    assert searches(user.user_id) == 0 and cached(research) == 0


def test_a_failing_first_source_falls_over_to_the_next(client, research, monkeypatch):
    user = make_user()
    with ProviderServer(providers.google_ads) as ads:
        google_ads_settings(monkeypatch, ads.url, google_ads_refresh_token="revoked", keyword_sources="google_ads,sandbox")
        body = suggest(client, user).json()
    assert body["sources"] == ["google_ads", "sandbox"] and body["ideas"][0]["metrics"]["source"] == "sandbox"


@pytest.mark.parametrize(("seed", "field_code", "message"), [
    ("   ", "validation.required", "is required"),
    ("咖啡<script>", "project.keywords_forbidden", "Keywords cannot contain < >: 咖啡<script>"),
    ("50% off", "project.keywords_forbidden", "Keywords cannot contain %: 50% off"),
    ("咖" * 81, "research.seed_too_long", "A keyword can have at most 80 characters and 10 words"),
    ("a b c d e f g h i j k", "research.seed_too_long", "A keyword can have at most 80 characters and 10 words"),
])
def test_bad_seeds_are_field_errors_and_count_nothing(client, research, seed, field_code, message):
    user = make_user()
    body = error(suggest(client, user, seed=seed, locale="en"), 422, "validation.failed")
    assert body["fields"] == [{"field": "seed", "code": field_code, "message": message}]
    assert searches(user.user_id) == 0


@pytest.mark.parametrize(("locale", "text"), [("en", "This country and language pair is not supported"),
                                              ("ja", "この国と言語の組み合わせには対応していません"),
                                              ("zh-TW", "不支援此國家與語言的組合"), ("zh-CN", "不支持此国家与语言的组合")])
def test_an_unsupported_country_or_language(client, research, locale, text):
    user = make_user()
    body = error(suggest(client, user, country="FR", language="fr", locale=locale), 422, "validation.failed")
    assert [(f["field"], f["message"]) for f in body["fields"]] == [("country", text), ("language", text)]


def test_the_plans_keyword_search_allowance(client, research, db_session):
    user = make_user()
    sub = db_session.scalar(select(Subscription).where(Subscription.user_id == user.user_id))
    sub.limitation = {**sub.limitation, "keyword_search_limitation": 1}
    db_session.commit()
    assert suggest(client, user).status_code == 200
    assert error(suggest(client, user, locale="en"), 429, "plan.limit_reached")["message"].startswith("Usage reached")
    assert searches(user.user_id) == 1


def test_the_overview_of_one_keyword(client, research):
    user = make_user()
    site = new_site(client, user, url="https://www.mysite.com.tw")
    store_serp(research, "手沖咖啡", [{"type": "featured_snippet", "position": None, "absolute_position": 1, "page": 1,
                                      "url": "https://wikipedia.org/x", "title": "手沖咖啡", "snippet": ""},
                                     *organic(("wikipedia.org", "手沖咖啡"), ("mysite.com.tw", "手沖咖啡教學"),
                                              ("blog.tw", "器材"))],
               related=["手沖咖啡 器材", "手沖咖啡"], questions=["手沖咖啡怎麼沖？"])
    response = client.post("/api/research/overview", json={"keyword": "手沖咖啡", "country": "tw", "language": "zh-TW"},
                           headers={**user.headers, "Accept-Language": "ja"})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["metrics"]["sandbox"] and body["metrics"]["source_label"] == "サンプルデータ（サンドボックス）"
    assert body["serp"]["features"] == ["featured_snippet"] and body["serp"]["results"][1]["domain"] == "wikipedia.org"
    assert body["related"] == ["手沖咖啡 器材"] and body["questions"] == ["手沖咖啡怎麼沖？"]
    assert body["projects"] == [{"id": site["id"], "name": site["name"], "position": 2,
                                 "url": "https://mysite.com.tw/x"}]
    assert body["difficulty"]["inputs"]["exact_title_share"] == 0.2
    assert body["intent"]["primary"] == "informational" and body["intent"]["primary_label"] == "情報型"
    assert searches(user.user_id) == 1


def test_autocomplete_blocked_leaves_the_other_ideas(client, research, monkeypatch):
    user = make_user()
    with ProviderServer(lambda request: (503, {"error": "sorry"})) as blocked:
        use(monkeypatch, keyword_autocomplete="on", autocomplete_url=blocked.url)
        body = suggest(client, user).json()
    assert body["autocomplete"] == {"asked": 1, "failed": 1, "error": "quota"}
    assert len(body["ideas"]) > 100 and searches(user.user_id) == 1
