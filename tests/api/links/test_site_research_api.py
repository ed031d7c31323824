"""Competitor site research through the API: the overview and grids over hand-built SERPs and links, plan gating
and the competitor_research count, bad targets in four languages, exports, compare, the research history's
isolation, and a project's backlink metrics."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime, timedelta

import pytest
from openpyxl import load_workbook
from sqlalchemy import func, select

from analytics.links.model import Outlink, PageLinks
from analytics.links.ratings import compute_ratings
from analytics.links.store import record_pages
from analytics.rankings import ingest
from analytics.rankings.keys import SerpScope
from analytics.research.model import KeywordMetrics
from analytics.research.store import store_metrics
from api.core.db import get_sessionmaker
from api.plans.models import UsageCounter
from tests.api.projects.support import error, field_errors, new_site
from tests.api.rankings.conftest import eager  # noqa: F401  (fixture)
from tests.api.research.test_suggestions_export import mailed
from tests.factories import make_user

SCOPE = SerpScope("google", "TW", "zh-TW")
NOW = datetime.now(UTC)


def researches(user_id: int) -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.coalesce(func.sum(UsageCounter.called_count), 0)).where(
            UsageCounter.user_id == user_id, UsageCounter.feature == "competitor_research"))


def serp(store, keyword: str, *urls: str, days_ago: int = 1) -> None:
    results = [{"type": "organic", "position": i, "absolute_position": i, "page": 1, "url": url, "title": keyword,
                "snippet": ""} for i, url in enumerate(urls, start=1)]
    ingest.ingest_serp(store, SCOPE.key(keyword, NOW.date() - timedelta(days=days_ago)), results, source="sandbox",
                       fetched_at=NOW - timedelta(days=days_ago), is_sandbox=True)


@pytest.fixture
def web(research):
    """rival.tw ranks for two keywords and has links from three sites (one lost); ratings computed."""
    serp(research, "咖啡", "https://a.tw/", "https://rival.tw/coffee", "https://b.tw/")
    serp(research, "咖啡豆", "https://rival.tw/coffee", "https://a.tw/")
    store_metrics(research, "TW", "zh-TW", [KeywordMetrics("咖啡", volume=1000, source="google_ads"),
                                            KeywordMetrics("咖啡豆", volume=100, source="google_ads")])
    before = NOW - timedelta(days=3)
    record_pages(research, [
        PageLinks("https://blog.a.tw/post", before, (Outlink("https://rival.tw/coffee", "好咖啡"),
                                                     Outlink("https://rival.tw/", "rival", ("nofollow",)))),
        PageLinks("https://b.tw/list", before, (Outlink("https://rival.tw/", "rival"),)),
        PageLinks("https://c.tw/old", before, (Outlink("https://rival.tw/beans", "豆子"),)),
        PageLinks("https://a.tw/", before, (Outlink("https://b.tw/", "b"), Outlink("https://blog.a.tw/post", "x"))),
    ])
    record_pages(research, [PageLinks("https://c.tw/old", NOW - timedelta(days=1), ())])  # its link is lost
    compute_ratings(research)
    return research


def get(client, who, path: str, locale: str = "en", **params):
    return client.get(f"/api/sites/research/{path}", params={"country": "TW", "language": "zh-TW", **params},
                      headers={**who.headers, "Accept-Language": locale})


def test_the_overview_has_link_and_organic_figures_and_counts_once_a_day(client, web):
    user = make_user(plan_id=10, days=30)

    body = get(client, user, "overview", target="https://www.rival.tw/").json()

    assert body["target"] == {"kind": "domain", "value": "rival.tw", "display": "rival.tw", "country": "TW",
                              "language": "zh-TW"}
    assert not body["backlinks_locked"] and body["counted"]
    assert body["backlinks"]["value"] == 3 and body["referring_domains"]["value"] == 2
    assert len(body["backlinks"]["history"]) == 12 and body["backlinks"]["history"][-1]["value"] == 3
    assert 0 <= body["domain_rating"]["value"] <= 100
    assert body["organic_keywords"]["value"] == 2
    assert body["organic_traffic"]["value"] == 247 + 32  # position 2 of 1,000 and position 1 of 100
    assert len(body["organic_traffic"]["history"]) == 12
    assert body["link_sources"] == ["crawler"] and not body["sandbox"]
    assert researches(user.user_id) == 1
    for path in ("backlinks", "organic-keywords", "overview"):  # the same target today: nothing more counted
        assert get(client, user, path, target="rival.tw").status_code == 200
    assert researches(user.user_id) == 1
    get(client, user, "overview", target="a.tw")
    assert researches(user.user_id) == 2


def test_grids_page_with_spec_meta_and_backlinks_filter_lost(client, web):
    user = make_user(plan_id=3, days=30)

    backlinks = get(client, user, "backlinks", target="rival.tw", per_page=2).json()
    assert backlinks["meta"] == {"current_page": 1, "from": 1, "last_page": 2, "path": "http://testserver/api/sites/"
                                 "research/backlinks", "per_page": 2, "to": 2, "total": 4}
    lost = get(client, user, "backlinks", target="rival.tw", lost="true").json()["data"]
    assert [(r["source_url"], r["anchor"]) for r in lost] == [("https://c.tw/old", "豆子")] and lost[0]["lost_at"]
    domains = get(client, user, "referring-domains", target="rival.tw").json()["data"]
    assert {d["domain"] for d in domains} == {"a.tw", "b.tw"}
    anchors = get(client, user, "anchors", target="rival.tw").json()["data"]
    assert {a["anchor"] for a in anchors} >= {"好咖啡", "rival"}
    keywords = get(client, user, "organic-keywords", target="rival.tw").json()["data"]
    assert [(k["keyword"], k["position"], k["volume"], k["traffic"], k["url"]) for k in keywords] == [
        ("咖啡", 2, 1000, 247, "https://rival.tw/coffee"), ("咖啡豆", 1, 100, 32, "https://rival.tw/coffee")]
    pages = get(client, user, "top-pages", target="rival.tw").json()["data"]
    assert [(p["url"], p["keywords"], p["traffic"]) for p in pages] == [("https://rival.tw/coffee", 2, 279)]
    rivals = get(client, user, "competitors", target="rival.tw").json()["data"]
    assert [(c["domain"], c["common_keywords"]) for c in rivals] == [("a.tw", 2), ("b.tw", 1)]
    blog = get(client, user, "organic-keywords", target="https://rival.tw/blog/").json()
    assert blog["data"] == [] and blog["meta"]["total"] == 0


def test_a_trial_sees_organic_figures_but_backlinks_need_a_paid_tier(client, web):
    trial = make_user(plan_id=8)

    body = get(client, trial, "overview", target="rival.tw", locale="ja").json()
    assert body["backlinks_locked"] and body["backlinks"] is None and body["domain_rating"] is None
    assert body["locked_message"] == "現在のプランではこの機能をご利用いただけません。サポートにお問い合わせください"
    assert body["organic_keywords"]["value"] == 2
    for grid in ("backlinks", "referring-domains", "anchors"):
        denied = error(get(client, trial, grid, target="rival.tw"), 403, "plan.feature_unavailable")
        assert denied["message"] == "Your plan does not support this feature; contact support"
    assert get(client, trial, "organic-keywords", target="rival.tw").status_code == 200


def test_a_serp_filed_under_the_markets_day_counts_after_utc_midnight_in_taipei(client, research, monkeypatch):
    """At 00:30 in Taipei (16:30 UTC) a SERP fetched a minute ago is filed under Taipei's day, a day ahead of
    UTC's: it is where the competitor ranks now (CI ran in that half hour and saw no keywords)."""
    import api.links.service

    taipei_half_past_midnight = datetime(2026, 11, 26, 16, 30, tzinfo=UTC)
    monkeypatch.setattr(api.links.service, "utcnow", lambda: taipei_half_past_midnight)
    results = [{"type": "organic", "position": 1, "absolute_position": 1, "page": 1, "url": "https://rival.tw/",
                "title": "咖啡", "snippet": ""}]
    ingest.ingest_serp(research, SCOPE.key("咖啡", taipei_half_past_midnight.date() + timedelta(days=1)), results,
                       source="sandbox", fetched_at=taipei_half_past_midnight, is_sandbox=True)

    body = get(client, make_user(plan_id=10, days=30), "overview", target="rival.tw").json()

    assert body["organic_keywords"]["value"] == 1


def test_nothing_left_is_a_429_with_specs_text(client, web):
    user = make_user(plan_id=8)
    with get_sessionmaker()() as db:
        from api.plans.service import current_period
        db.add(UsageCounter(user_id=user.user_id, feature="competitor_research", period=current_period(),
                            called_count=10))
        db.commit()
    body = error(get(client, user, "overview", target="rival.tw"), 429, "plan.limit_reached")
    assert body["message"] == "Usage reached this month's limit or no active subscription plan; upgrade the plan"


@pytest.mark.parametrize(("target", "code"), [
    ("", "validation.required"),
    ("https://user:pw@rival.tw/", "site_research.target_credentials"),
    ("http://192.168.1.10/", "site_research.target_private"),
    ("127.0.0.1", "site_research.target_private"),
    ("[::1]", "site_research.target_private"),
    ("localhost", "site_research.target_private"),
    ("intranet", "site_research.target_private"),
    ("printer.local", "site_research.target_private"),
    ("8.8.8.8", "site_research.target_address"),
    ("rival.notarealtld", "site_research.target_unresolvable"),
    ("xn--zz.com", "site_research.target_invalid"),
    ("ftp://rival.tw/", "site_research.target_invalid"),
    ("rival.tw:8080", "site_research.target_invalid"),
    ("exa mple.com", "site_research.target_invalid"),
])
def test_bad_targets_are_422_with_a_stable_code_and_nothing_counted(client, research, target, code):
    user = make_user(plan_id=10, days=30)
    response = get(client, user, "overview", target=target)
    error(response, 422, "validation.failed")
    assert field_errors(response)["target"][0] == code
    assert researches(user.user_id) == 0


def test_bad_target_messages_exist_in_four_languages(client, research):
    user = make_user(plan_id=10, days=30)
    messages = {locale: field_errors(get(client, user, "overview", locale, target="https://u:p@rival.tw"))["target"][1]
                for locale in ("zh-TW", "zh-CN", "en", "ja")}
    assert messages == {"zh-TW": "網址不可包含帳號或密碼", "zh-CN": "网址不可包含账号或密码",
                        "en": "The URL must not contain a user name or password",
                        "ja": "URL にユーザー名やパスワードを含めることはできません"}


def test_idn_targets_are_read_in_punycode_and_shown_in_unicode(client, research):
    user = make_user(plan_id=10, days=30)
    typed = get(client, user, "overview", target="https://咖啡.台灣/").json()["target"]
    assert typed == {"kind": "domain", "value": "xn--bur6r.xn--kpry57d", "display": "咖啡.台灣", "country": "TW",
                     "language": "zh-TW"}
    assert get(client, user, "overview", target="xn--bur6r.xn--kpry57d").json()["target"] == typed
    assert researches(user.user_id) == 1  # one target, however it was typed


def test_csv_export_has_the_rows_and_more_than_5000_are_refused(client, web):
    user = make_user(plan_id=10, days=30)
    response = get(client, user, "export.csv", target="rival.tw", grid="organic-keywords")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/csv")
    assert 'filename="organic-keywords-rival.tw-TW-zh-TW-' in response.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows == [["Keyword", "Position", "Volume", "Estimated traffic", "URL", "SERP features"],
                    ["咖啡", "2", "1000", "247", "https://rival.tw/coffee", ""],
                    ["咖啡豆", "1", "100", "32", "https://rival.tw/coffee", ""]]
    response = get(client, user, "export.csv", target="rival.tw", grid="backlinks", rows=5001)
    error(response, 422, "validation.failed")
    assert field_errors(response) == {"rows": ("site_research.export_too_many", "At most 5000 rows can be exported")}


def test_the_excel_export_is_mailed(client, web, eager):  # noqa: F811
    user = make_user("site-export@example.com", plan_id=10, days=30, language="en")
    response = client.post("/api/sites/research/export", headers=user.headers,
                           json={"target": "rival.tw", "grid": "backlinks", "rows": 2})
    assert response.status_code == 202, response.text
    history = client.get("/api/operation_history", headers=user.headers).json()["data"]
    assert [(o["type"], o["status"]) for o in history] == [("site_research_export", "completed")]
    message = mailed("site-export@example.com")
    assert message["Subject"] == "Backlinks of rival.tw"
    (attachment,) = list(message.iter_attachments())
    rows = list(load_workbook(io.BytesIO(attachment.get_content())).active.iter_rows(values_only=True))
    assert rows[1][:2] == ("Source page", "Source URL rating") and len(rows) == 4  # title, header, two rows


def test_compare_up_to_five_sites(client, web):
    user = make_user(plan_id=10, days=30)
    response = client.get("/api/sites/research/compare", params=[("targets", "rival.tw"), ("targets", "a.tw")],
                          headers=user.headers)
    assert response.status_code == 200, response.text
    rows = {r["target"]["value"]: r for r in response.json()["data"]}
    assert (rows["rival.tw"]["backlinks"], rows["rival.tw"]["organic_keywords"]) == (3, 2)
    assert rows["a.tw"]["organic_keywords"] == 2 and researches(user.user_id) == 2
    six = client.get("/api/sites/research/compare", params=[("targets", f"s{i}.tw") for i in range(6)],
                     headers={**user.headers, "Accept-Language": "en"})
    error(six, 422, "validation.failed")
    assert field_errors(six)["targets"] == ("site_research.compare_too_many", "At most 5 sites can be compared")


def test_the_research_history_is_the_users_own(client, research):
    mine, theirs = make_user("me@example.com", plan_id=10, days=30), make_user("them@example.com", plan_id=10, days=30)
    get(client, mine, "overview", target="rival.tw")
    get(client, mine, "overview", target="a.tw")
    get(client, theirs, "overview", target="b.tw")

    history = client.get("/api/sites/research/history", headers=mine.headers).json()
    assert [h["target"]["value"] for h in history["data"]] == ["a.tw", "rival.tw"] and history["meta"]["total"] == 2
    other = client.get("/api/sites/research/history", headers=theirs.headers).json()["data"]
    assert [h["target"]["value"] for h in other] == ["b.tw"]


def test_a_projects_metrics_for_itself_and_its_competitors(client, web):
    owner = make_user("owner@example.com", plan_id=10, days=30)
    site = new_site(client, owner, url="https://rival.tw", competitors=[{"url": "b.tw"}])

    body = client.get(f"/api/sites/{site['id']}/metrics", headers=owner.headers).json()
    assert body["evaluated"] and not body["locked"]
    assert (body["externalPagesToRootDomain"], body["rootDomainsToRootDomain"]) == (3, 2)
    assert 0 <= body["domainAuthority"] <= 100
    assert body["sites"][0]["url"] == "https://rival.tw" and len(body["sites"]) == 2
    assert body["sites"][1]["externalPagesToRootDomain"] == 1  # a.tw's home page links to b.tw
    assert len(body["daily"]) == 30 and body["daily"][-1]["externalPagesToRootDomain"] == 3
    assert body["daily"][0]["externalPagesToRootDomain"] == 0  # none of the links existed 30 days ago
    stranger = make_user("stranger@example.com", plan_id=10, days=30)
    error(client.get(f"/api/sites/{site['id']}/metrics", headers=stranger.headers), 404, "resource.not_found")


def test_a_target_nobody_links_to_gets_the_labelled_sandbox_web(client, research):
    user = make_user(plan_id=10, days=30)
    body = get(client, user, "overview", target="nolinks.tw").json()
    assert body["sandbox"] and body["link_sources"] == ["sandbox"] and body["backlinks"]["value"] > 0
    grid = get(client, user, "backlinks", target="nolinks.tw").json()
    assert grid["sandbox"] and grid["meta"]["total"] >= body["backlinks"]["value"]
    assert all(row["source"] == "sandbox" for row in grid["data"])
