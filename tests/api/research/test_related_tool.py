"""The related-keywords tool (/tool/related-keywords) joins the research sources: the stored SERPs' related
searches and questions first, then the keyword-ideas provider's and Google Autocomplete's ideas; each
lookup that answered counts one use of ``keyword_search``, a provider's failure or a refused plan none."""

from __future__ import annotations

from sqlalchemy import select

from api.plans.models import Subscription
from tests.api.projects.support import error
from tests.api.research.conftest import searches
from tests.api.research.test_research_api import google_ads_settings, organic, store_serp
from tests.crawler.keywords import providers
from tests.crawler.sources.providers import ProviderServer
from tests.factories import make_user


def related(client, user, seed="咖啡", locale="zh-TW"):
    return client.post("/api/tool/related-keywords", json={"seed": seed, "country": "TW", "language": "zh-TW"},
                       headers={**user.headers, "Accept-Language": locale})


def test_stored_serps_and_the_providers_ideas_join_and_each_lookup_counts_once(client, research, monkeypatch):
    user = make_user()
    store_serp(research, "咖啡", organic(("a.tw", "咖啡")), related=["咖啡豆 烘焙"], questions=["咖啡因會上癮嗎"])
    with ProviderServer(providers.google_ads) as ads, ProviderServer(providers.autocomplete) as suggest_server:
        google_ads_settings(monkeypatch, ads.url, keyword_autocomplete="auto", autocomplete_url=suggest_server.url)
        response = related(client, user)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["sources"] == ["serp_store", "google_ads"]
    rows = {r["text"]: r for r in body["data"]}
    assert [r["text"] for r in body["data"][:2]] == ["咖啡因會上癮嗎", "咖啡豆 烘焙"]  # the stored SERP's, first
    assert rows["咖啡豆 烘焙"]["serps"] == 1 and rows["咖啡豆 烘焙"]["direct"]
    assert rows["咖啡 ptt"]["kind"] == "frequency" and not rows["咖啡 ptt"]["sandbox"]  # the provider's idea
    assert rows["咖啡 2026"]["kind"] == "google_trend" and rows["咖啡 2026"]["last_seen"] is None  # Autocomplete's
    assert "咖啡" not in rows  # never the seed itself
    assert len(rows) == len(body["data"])  # each idea once
    assert searches(user.user_id) == 1
    assert related(client, user).status_code == 200 and searches(user.user_id) == 2


def test_a_provider_failure_answers_its_error_and_counts_nothing(client, research, monkeypatch):
    user = make_user()
    with ProviderServer(providers.google_ads) as ads:
        google_ads_settings(monkeypatch, ads.url)
        response = related(client, user, seed="quota", locale="en")
    assert error(response, 503, "research.provider_quota")["message"].startswith("Unable to obtain keywords")
    assert response.headers["Retry-After"] == "30"
    assert searches(user.user_id) == 0


def test_a_used_up_allowance_is_refused(client, research, db_session):
    user = make_user()
    sub = db_session.scalar(select(Subscription).where(Subscription.user_id == user.user_id))
    sub.limitation = {**sub.limitation, "keyword_search_limitation": 1}
    db_session.commit()
    assert related(client, user).status_code == 200
    assert error(related(client, user, locale="en"), 429, "plan.limit_reached")["message"].startswith("Usage reached")
    assert searches(user.user_id) == 1
