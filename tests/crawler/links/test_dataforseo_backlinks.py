"""DataForSEO's Backlinks API against a local server answering its documented payload
(docs.dataforseo.com/v3/backlinks/backlinks/live), and its links in the store."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from analytics.client import close_client, connect
from analytics.links.model import Outlink, PageLinks
from analytics.links.queries import LinkTarget, backlinks, link_summary
from analytics.links.store import record_pages
from analytics.schema import runner
from crawler.keywords.errors import ProviderError, ProviderErrorKind
from crawler.links.dataforseo import DataForSeoBacklinks
from tests.crawler.keywords.providers import DFS_AUTH
from tests.crawler.sources.providers import Answer, ProviderServer, Received

NOW = datetime(2026, 11, 27, tzinfo=UTC)


def _item(n: int, **fields) -> dict:
    item = {
        "type": "backlink", "domain_from": f"site{n}.com.tw", "url_from": f"https://site{n}.com.tw/post/{n}",
        "url_from_https": True, "domain_to": "example.com", "url_to": "https://www.example.com/", "url_to_https": True,
        "tld_from": "com.tw", "is_new": False, "is_lost": False, "backlink_spam_score": 3, "rank": 120,
        "page_from_rank": 80, "domain_from_rank": 210, "domain_from_platform_type": ["blogs"],
        "domain_from_is_ip": False, "domain_from_ip": "203.0.113.7", "domain_from_country": "TW",
        "page_from_external_links": 12, "page_from_internal_links": 40, "page_from_size": 51234,
        "page_from_encoding": "utf-8", "page_from_language": "zh", "page_from_title": "文章",
        "page_from_status_code": 200, "first_seen": "2025-12-01 10:43:26 +00:00",
        "prev_seen": "2026-10-20 08:00:00 +00:00", "last_seen": "2026-11-20 08:00:00 +00:00", "item_type": "anchor",
        "attributes": None, "dofollow": True, "original": True, "alt": None, "image_url": None,
        "anchor": "Example 官方網站", "text_pre": "看看", "text_post": "吧", "semantic_location": "article",
        "links_count": 1, "group_count": 0, "is_broken": False, "url_to_status_code": 200, "url_to_spam_score": 1,
        "url_to_redirect_target": None, "ranked_keywords_info": None, "is_indirect_link": False,
        "indirect_link_path": None,
    }
    return {**item, **fields}


ITEMS = [
    _item(1),
    _item(2, attributes=["nofollow", "noopener"], dofollow=False, semantic_location="footer", anchor="友站"),
    _item(3, item_type="image", anchor="", alt="標誌", semantic_location="nav"),
    _item(4, is_lost=True),
    _item(5, attributes=["sponsored"], dofollow=False, url_to="https://example.com/shop"),
]


def backlinks_api(request: Received) -> Answer:
    envelope = {"version": "0.1.20261101", "status_code": 20000, "status_message": "Ok.", "time": "0.5 sec.",
                "cost": 0.02, "tasks_count": 1, "tasks_error": 0}
    if request.headers.get("Authorization") != DFS_AUTH:
        return 401, {**envelope, "status_code": 40100, "tasks_count": 0, "tasks": None,
                     "status_message": "You are not authorized to access this resource."}
    task = request.body[0]
    assert request.path == "/v3/backlinks/backlinks/live" and task["mode"] == "as_is"
    if task["target"] == "broke.com":
        return 200, {**envelope, "status_code": 40200, "status_message": "Payment Required.", "tasks": []}
    items = ITEMS[task["offset"]:task["offset"] + task["limit"]]
    return 200, {**envelope, "tasks": [{
        "id": "11271200-1535-0387-0000-aa1b2c3d4e5f", "status_code": 20000, "status_message": "Ok.",
        "time": "0.4 sec.", "cost": 0.02, "result_count": 1, "path": ["v3", "backlinks", "backlinks", "live"],
        "data": {"api": "backlinks", "function": "backlinks", **task},
        "result": [{"target": task["target"], "mode": "as_is", "custom_mode": None, "total_count": len(ITEMS),
                    "items_count": len(items), "items": items}]}]}


def test_backlinks_become_page_fetches_with_rel_placement_and_first_seen():
    with ProviderServer(backlinks_api) as server:
        pages = DataForSeoBacklinks("login@example.com", "dfs-password", server.url).backlinks(
            "example.com", limit=10, now=NOW)
    assert server.received[0].body[0]["limit"] == 10
    first = datetime(2025, 12, 1, 10, 43, 26, tzinfo=UTC)
    assert pages[:2] == [
        PageLinks("https://site1.com.tw/post/1", first, (Outlink("https://www.example.com/", "Example 官方網站"),),
                  source="dataforseo"),
        PageLinks("https://site1.com.tw/post/1", datetime(2026, 11, 20, 8, tzinfo=UTC),
                  (Outlink("https://www.example.com/", "Example 官方網站"),), source="dataforseo")]
    links = {page.source_url: page.links[0] for page in pages}
    assert "https://site4.com.tw/post/4" not in links  # lost
    assert (links["https://site2.com.tw/post/2"].rel, links["https://site2.com.tw/post/2"].placement) == (
        ("nofollow",), "footer")
    assert links["https://site3.com.tw/post/3"] == Outlink("https://www.example.com/", "標誌", (), "image")
    assert links["https://site5.com.tw/post/5"].rel == ("sponsored",)


def test_pages_are_asked_for_until_the_total_or_the_limit():
    with ProviderServer(backlinks_api) as server:
        api = DataForSeoBacklinks("login@example.com", "dfs-password", server.url)
        api.backlinks("example.com", limit=2, now=NOW)
    assert [r.body[0]["offset"] for r in server.received] == [0]


def test_failures_are_provider_errors():
    with ProviderServer(backlinks_api) as server:
        with pytest.raises(ProviderError) as refused:
            DataForSeoBacklinks("login@example.com", "wrong", server.url).backlinks("example.com")
        with pytest.raises(ProviderError) as broke:
            DataForSeoBacklinks("login@example.com", "dfs-password", server.url).backlinks("broke.com")
    assert refused.value.kind is ProviderErrorKind.AUTH and broke.value.kind is ProviderErrorKind.QUOTA


@pytest.fixture
def store(tmp_path):
    close_client()  # chDB opens one directory per process
    client = connect(f"chdb://{tmp_path / 'chdb'}")
    runner.apply(client)
    yield client
    client.close()


def test_stored_as_a_partial_report_labelled_dataforseo(store):
    with ProviderServer(backlinks_api) as server:
        pages = DataForSeoBacklinks("login@example.com", "dfs-password", server.url).backlinks("example.com", now=NOW)
    assert record_pages(store, pages, complete=False) == 8
    target = LinkTarget.parse("example.com")
    summary = link_summary(store, target, at=NOW)
    assert (summary.backlinks, summary.dofollow_backlinks, summary.sources) == (4, 2, ("dataforseo",))
    assert {row.first_seen for row in backlinks(store, target).rows} == {datetime(2025, 12, 1, 10, 43, 26, tzinfo=UTC)}
