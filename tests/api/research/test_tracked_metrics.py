"""SPEC §3's keyword fields on tracked keywords: volume, CPC and competition of a project's keywords come
from the research store in the project's country and language, without asking a provider or counting a
search; a keyword nobody has researched has none."""

from __future__ import annotations

from datetime import UTC, date, datetime

from analytics.research import store
from analytics.research.model import KeywordMetrics
from tests.api.projects.support import error, new_site
from tests.api.research.conftest import cached, searches
from tests.factories import make_user


def figures(keyword: str, volume: int, cpc: float, index: int) -> KeywordMetrics:
    return KeywordMetrics(keyword=keyword, volume=volume, history=((date(2026, 10, 1), volume),), cpc_usd=cpc,
                          competition_index=index, source="google_ads")


def tracked(client, user, site_id: int, *texts: str) -> dict[str, int]:
    response = client.post(f"/api/sites/{site_id}/batch_keywords", json={"keywords": list(texts)}, headers=user.headers)
    assert response.status_code in (200, 201), response.text
    return {row["text"]: row["id"] for row in response.json()["data"]}


def test_tracked_keywords_show_their_latest_figures_in_the_projects_market(client, research):
    user = make_user()
    site = new_site(client, user)  # TW, zh-TW
    ids = tracked(client, user, site["id"], "手沖咖啡", "咖啡豆", "沒人查過的字")
    store.store_metrics(research, "TW", "zh-TW", [figures("手沖咖啡", 1000, 0.5, 10)],
                        at=datetime(2026, 9, 3, tzinfo=UTC))
    store.store_metrics(research, "TW", "zh-TW", [figures("手沖咖啡", 2400, 1.25, 85)],
                        at=datetime(2026, 10, 3, tzinfo=UTC))  # the newer month wins
    store.store_metrics(research, "JP", "ja", [figures("咖啡豆", 9999, 3.0, 50)])  # another market: not this one
    before = cached(research)

    response = client.post(f"/api/sites/{site['id']}/keyword_metrics",
                           json={"keyword_ids": list(ids.values())}, headers=user.headers)

    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["country"], body["language"]) == ("TW", "zh-TW")
    assert body["data"] == [{"keyword_id": ids["手沖咖啡"], "volume": 2400, "cpc_usd": 1.25, "competition": 4,
                             "month": "2026-10-01", "sandbox": False}]
    assert searches(user.user_id) == 0 and cached(research) == before  # read only


def test_only_the_projects_own_keywords_and_members(client, research):
    owner, stranger = make_user(), make_user("stranger@example.com")
    mine = new_site(client, owner)
    theirs = new_site(client, stranger, url="https://other.example.tw")
    other_ids = tracked(client, stranger, theirs["id"], "手沖咖啡")
    store.store_metrics(research, "TW", "zh-TW", [figures("手沖咖啡", 2400, 1.25, 85)])
    # another project's keyword ids give nothing through mine; their project is not mine to read
    answer = client.post(f"/api/sites/{mine['id']}/keyword_metrics", json={"keyword_ids": list(other_ids.values())},
                         headers=owner.headers)
    assert answer.status_code == 200 and answer.json()["data"] == []
    error(client.post(f"/api/sites/{theirs['id']}/keyword_metrics", json={"keyword_ids": list(other_ids.values())},
                      headers=owner.headers), 404, "resource.not_found")
    too_many = client.post(f"/api/sites/{mine['id']}/keyword_metrics", json={"keyword_ids": list(range(1, 502))},
                           headers=owner.headers)
    assert too_many.status_code == 422
