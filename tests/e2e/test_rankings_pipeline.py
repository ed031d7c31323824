"""Rank tracking end to end, over HTTP against `ranklens up` on its embedded defaults: no SERP source is
configured, so the product serves its sandbox SERP server; a project tracks keywords, its rankings are
updated through the API (the same pipeline as the daily job: the real spider in a child process, the
failover chain, chDB owned by the server), and /api/sites/{id} reports buckets and top 3 that agree with
the stored SERPs, which are the sandbox's deterministic pages."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import httpx
import pytest

from crawler.sandbox.model import build_serp
from tests.e2e.conftest import run_server
from tests.e2e.helpers import PASSWORD, unique_email
from tests.e2e.projects_flows import operator_user

pytestmark = pytest.mark.e2e

# Keywords no other end-to-end test tracks: SERPs are shared, so one fetched earlier today by another
# test's project would be reused here instead of fetched.
KEYWORDS = ["高雄 早午餐", "台中 火鍋", "機械鍵盤 推薦", "花蓮 民宿", "手沖咖啡 器材"]
SITE, RIVAL = "www.bean-journal.tw", "rival-roasters.tw"
DEPTH = 50  # the advanced plan tracks the top 50: a site further down is "not found in 50"


def bucket(position: int | None) -> str:
    if position is None:
        return "not_found_count"  # not in the top 50: its own bucket, not "beyond page 3"
    if position > 30:
        return "after_third_page_count"
    return ("on_first_page_count", "on_second_page_count", "on_third_page_count")[(position - 1) // 10]


@pytest.fixture(scope="module")
def own_server(tmp_path_factory):
    """A server of this test's own: the sandbox's pool grows with every project a server ranks, so on the
    session's shared server the pages would depend on which tests ran before this one."""
    data_dir = tmp_path_factory.mktemp("ranks-pipeline") / "data"
    for base_url in run_server(data_dir):
        yield base_url, data_dir


def test_a_project_is_ranked_from_the_sandbox_and_the_dashboard_agrees(own_server):
    server, server_data_dir = own_server
    email = unique_email("ranks")
    operator_user(server_data_dir, email, plan_id=10, name="Ranker")  # advanced: manual updates allowed
    token = httpx.post(f"{server}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
    api = httpx.Client(base_url=f"{server}/api", headers={"Authorization": f"Bearer {token}"}, timeout=60)

    site = api.post("/sites", json={"name": "咖啡日誌", "url": f"https://{SITE}", "country": "TW",
                                    "language": "zh-TW", "keywords": "\n".join(KEYWORDS),
                                    "competitors": [{"name": "對手", "url": RIVAL}]}).json()
    base = f"/sites/{site['id']}"
    assert api.post(f"{base}/ranking_update").status_code == 202
    deadline = time.monotonic() + 240
    while (status := api.get(f"{base}/ranking_update").json())["updating"]:
        assert time.monotonic() < deadline, status
        time.sleep(1)
    operation = status["operation"]
    assert (operation["status"], operation["detail"]["ok"], operation["detail"]["sandbox"]) == (
        "completed", len(KEYWORDS), True)
    history = api.get("/operation_history").json()["data"]
    assert history[0]["type"] == "ranking_update" and history[0]["status"] == "completed"

    body = api.get(base, params={"append": "google_statistics,important_keywords"}).json()
    stats, important = body["google_statistics"], body["important_keywords"]
    assert stats["sandbox"] is True and stats["sources"] == ["sandbox"] and important["sandbox"] is True

    # The stored SERPs are the sandbox's pages for the day it served them, with the project's and the
    # competitor's domains in its pool: where the site stands in each is known without the store.
    served = datetime.now(UTC).date()
    expected = {}
    for keyword in KEYWORDS:
        organic = build_serp("google", keyword, served, country="TW", language="zh-TW",
                             extra_domains=tuple(sorted({SITE.removeprefix("www."), RIVAL}))).organic
        position = next((i for i, listing in enumerate(organic, start=1)
                         if listing.domain.removeprefix("www.").endswith(SITE.removeprefix("www."))), None)
        expected[keyword] = position if position is not None and position <= DEPTH else None

    rows = {r["text"]: r["ranking"] for r in api.get(f"{base}/keywords", params={"per_page": 100}).json()["data"]}
    assert {k: r["today"]["position"] for k, r in rows.items()} == expected
    assert {r["today"]["label"] for k, r in rows.items() if expected[k] is None} <= {f">{DEPTH}"}
    assert all(r["check"] == {"state": "ok", "attempts": 1, "source": "sandbox", "error": None, "sandbox": True}
               for r in rows.values())

    counts = {name: 0 for name in ("on_first_page_count", "on_second_page_count", "on_third_page_count",
                                   "after_third_page_count", "not_found_count")}
    for position in expected.values():
        counts[bucket(position)] += 1
    assert {name: stats["today"][name] for name in counts} == counts
    assert stats["today"]["no_data_count"] == 0

    found = sorted((p, k) for k, p in expected.items() if p is not None)[:3]
    assert [(k["term"], k["position"]) for k in important["best_top3"]] == [(k, p) for p, k in found]
    assert important["ranking_change_top3"] == []  # one day of data: no comparison (SPEC §9)
