"""The site checker's store: a made-up Taiwanese site's records stored, read back by every query the API makes."""

from __future__ import annotations

import dataclasses

import pytest

from analytics.audits import store
from analytics.audits.catalogue import audit_site
from analytics.audits.scoring import compare, issue_key
from analytics.schema import runner
from tests.analytics.audits import site_records as site
from tests.analytics.audits.site_records import BEEF, GONE, MISSING, NEW, OLD, ORPHAN, ROOT, SOUP

CHECK = 7


@pytest.fixture
def client(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


@pytest.fixture
def stored(client):
    """The site stored as the task stores it: records in small batches, then the site checks' findings."""
    assert store.store_records(client, CHECK, site.records(), batch_pages=2) == len(site.FACTS)
    store.store_findings(client, CHECK, audit_site(store.site_facts(client, CHECK, ROOT)))
    return client


def keys(findings):
    return sorted(issue_key(finding) for finding in findings)


def test_site_facts_read_back_give_the_site_checks_the_findings_of_the_whole_crawl(client):
    store.store_records(client, CHECK, site.records())
    facts = store.site_facts(client, CHECK, ROOT)
    assert {page.url for page in facts.pages} == set(site.FACTS)
    assert facts.robots_txt == site.SITE.robots_txt and facts.sitemap_urls == site.SITE.sitemap_urls
    assert keys(audit_site(facts)) == keys(site.site_findings())
    # Of the 12 internal links only what the link checks need is read back: the links into the 404
    # and the redirect with their anchors, and up to two linking pages per other target.
    assert len(facts.links) < 12
    assert {(edge.source, edge.text) for edge in facts.links if edge.target == MISSING} == {
        (ROOT, "已下架的店家"), (BEEF, "更多店家")}


def test_storing_the_same_records_again_changes_nothing(stored):
    before = store.overview(stored, CHECK)
    store.store_records(stored, CHECK, site.records())
    store.store_findings(stored, CHECK, audit_site(store.site_facts(stored, CHECK, ROOT)))
    assert store.page_count(stored, CHECK) == 6
    assert store.overview(stored, CHECK) == before
    assert keys(store.findings(stored, CHECK)) == keys(
        [f for r in site.records() if hasattr(r, "findings") for f in r.findings] + site.site_findings())


def test_checks_do_not_see_each_other(stored):
    assert store.page_count(stored, CHECK + 1) == 0
    assert store.overview(stored, CHECK + 1).checks == {}


def test_overview_counts_urls_and_findings_per_severity_and_category(stored):
    found = store.overview(stored, CHECK)
    assert found.checks["links.broken_internal"] == (2, 2)  # / and /beef link to /missing
    assert found.checks["description.duplicate"] == (5, 5)  # every page but the 404
    # Errors: the 404 itself and the two pages linking to it.
    assert found.urls["error"] == 3
    assert found.issues["error"] == sum(n for check, (_, n) in found.checks.items()
                                        if check in ("status.4xx", "links.broken_internal"))
    assert found.categories["links"]["error"] == 2
    assert found.categories["links"]["warning"] == 3  # 2 broken external + 1 orphan


def test_one_issue_lists_its_urls_with_evidence_paged(stored):
    total, rows = store.issue_urls(stored, CHECK, "links.broken_internal", page=1, per_page=1)
    assert total == 2
    assert rows == [(ROOT, {"href": MISSING, "status": 404, "text": "已下架的店家"})]
    assert store.issue_urls(stored, CHECK, "links.broken_internal", page=2, per_page=1)[1][0][0] == BEEF
    assert [url for url, _ in store.issue_rows(stored, CHECK, "title.too_short")] == [OLD]


def test_pages_sorted_filtered_and_counted(stored):
    total, rows = store.pages(stored, CHECK, page=1, per_page=20)
    assert total == 6 and [row["url"] for row in rows] == sorted(site.FACTS)
    by_url = {row["url"]: row for row in rows}
    assert by_url[MISSING]["status_code"] == 404
    assert by_url[MISSING]["errors"] == 1 and by_url[MISSING]["indexable"] is False
    assert by_url[ROOT]["errors"] == 1 and by_url[ROOT]["warnings"] >= 1 and by_url[ROOT]["score"] == 100
    total, rows = store.pages(stored, CHECK, page=1, per_page=2, sort="errors", descending=True)
    assert total == 6 and [row["errors"] for row in rows] == [1, 1]
    total, rows = store.pages(stored, CHECK, page=1, per_page=20, status="4xx")
    assert (total, [row["url"] for row in rows]) == (1, [MISSING])
    total, rows = store.pages(stored, CHECK, page=1, per_page=20, q="孤兒頁面")  # a title, in Chinese
    assert [row["url"] for row in rows] == [ORPHAN]
    total, rows = store.pages(stored, CHECK, page=1, per_page=20, q="SOUP")  # a URL, any case
    assert [row["url"] for row in rows] == [SOUP]
    assert [row["url"] for row in store.page_rows(stored, CHECK)] == sorted(site.FACTS)


def test_broken_links_with_sources_and_anchors(stored):
    total, rows = store.broken_links(stored, CHECK, kind=None, page=1, per_page=20)
    assert total == 2
    internal, external = rows
    assert (internal["type"], internal["url"], internal["status_code"]) == ("internal", MISSING, 404)
    assert internal["sources"] == [{"url": ROOT, "anchor": "已下架的店家"}, {"url": BEEF, "anchor": "更多店家"}]
    assert (external["type"], external["url"], external["status_code"]) == ("external", GONE, 404)
    assert external["sources"] == [{"url": ROOT, "anchor": "外部介紹"}, {"url": BEEF, "anchor": "參考文章"}]
    assert store.broken_links(stored, CHECK, kind="external", page=1, per_page=20)[1] == [external]


def test_title_and_description_rows_with_verdicts(stored):
    total, rows = store.text_rows(stored, CHECK, kind="title", verdict=None, page=1, per_page=20)
    verdicts = {url: verdict for url, _, _, verdict, _ in rows}
    assert total == 5  # the 404 has no title and is no HTML page to judge
    assert verdicts == {ROOT: "ok", BEEF: "duplicate", SOUP: "duplicate", OLD: "too_short", ORPHAN: "ok"}
    dup = next(row for row in rows if row[0] == BEEF)
    assert dup[2] is True and dup[4] == [SOUP]  # measured as a CJK page; shares its title with /soup
    total, rows = store.text_rows(stored, CHECK, kind="title", verdict="too_short", page=1, per_page=20)
    assert (total, rows[0][:2]) == (1, (OLD, "新店家"))
    total, _ = store.text_rows(stored, CHECK, kind="description", verdict="duplicate", page=1, per_page=20)
    assert total == 5


def test_mentions_of_a_chinese_keyword_and_links_to_its_target(stored):
    found = store.mentions(stored, CHECK, "牛肉麵", BEEF)
    by_url = {m.url: m for m in found}
    assert BEEF not in by_url  # the target itself is no suggestion
    assert by_url[SOUP].mentions == 10 + 2 * 30 and not by_url[SOUP].links_to_target
    assert by_url[ORPHAN].mentions == 1
    assert found[0].url == SOUP  # most mentions first
    # The home page links to /beef (written with a fragment here: the same page) and mentions the keyword.
    assert store.mentions(stored, CHECK, "牛肉麵", BEEF + "#top")[0].url == SOUP
    assert {m.url for m in found if m.links_to_target} == {ROOT}
    assert store.mentions(stored, CHECK, "拉麵", BEEF) == []
    assert NEW not in by_url


def test_comparison_check_by_check_equals_comparing_everything(stored):
    fixed = dict(site.FACTS)
    del fixed[MISSING]  # the 404 is gone: its finding and the broken links to it are fixed
    fixed[SOUP] = dataclasses.replace(fixed[SOUP], titles=("短標題",))  # a new too-short title
    records = [*(site.page_record(facts) for facts in fixed.values()), *site.EXTERNALS, site.SITE]
    store.store_records(stored, CHECK + 1, records)
    store.store_findings(stored, CHECK + 1, audit_site(store.site_facts(stored, CHECK + 1, ROOT)))
    whole = compare(list(store.findings(stored, CHECK)), list(store.findings(stored, CHECK + 1)))
    counts = store.compare_checks(stored, CHECK, CHECK + 1)
    assert counts == {"new": len(whole.new), "fixed": len(whole.fixed), "persisting": len(whole.persisting)}
    assert {f.check for f in whole.fixed} >= {"status.4xx", "links.broken_internal"}
    assert "title.too_short" in {f.check for f in whole.new}
    assert store.compare_checks(stored, CHECK, CHECK) == {"new": 0, "fixed": 0, "persisting": counts["persisting"]
                                                          + counts["fixed"]}
