"""The derived tables (serps, serp_ranks, serp_lists) always say what the stored results say: after re-fetches, late
fetches, repeated ingests and merges, they equal the same figures computed straight from serp_results."""

import pytest

from analytics.rankings import queries, sql
from analytics.rankings.keys import keyword_id
from analytics.rankings.matching import MatchRule, reversed_host
from analytics.schema import runner
from tests.analytics.rankings.builders import SCOPE, day, fail, organic, store

SITE = MatchRule.parse("domain", "site.tw")


@pytest.fixture
def client(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def direct(client):
    """Per SERP from serp_results FINAL: (keyword id, day, fetched_at, depth, top 10 {domain: best}) and the
    organic rows (keyword id, day, reversed host, row, position, url), with the SERP's own row (empty host,
    row 0, its depth as the position). (serp_lists holds the organic rows of each SERP again:
    :func:`lists_direct`.)"""
    results = client.query("SELECT keyword, day, row, position, host, domain, url, fetched_at FROM serp_results FINAL "
                           "WHERE is_deleted = 0 AND position IS NOT NULL").result_rows
    serps, ranks = {}, set()
    for keyword, d, row, position, host, domain, url, fetched_at in results:
        key = (keyword_id(keyword), d)
        _, depth, top = serps.get(key, (fetched_at, 0, {}))
        if position <= 10 and domain:
            top[domain] = min(position, top.get(domain, position))
        serps[key] = (fetched_at, max(depth, position), top)
        if host:
            ranks.add((keyword_id(keyword), d, reversed_host(host), row, position, url))
    ranks |= {(*key, "", 0, depth, "") for key, (_, depth, _) in serps.items()}
    return serps, ranks


def derived(client):
    """The same figures from the derived tables, as the queries read them: serps FINAL, and the
    serp_ranks rows of each SERP's latest fetch."""
    serps = {(k, d): (at, depth, dict(zip(domains, positions)))
             for k, d, at, depth, domains, positions in client.query(
                 "SELECT keyword_id, day, fetched_at, depth, top_domains, top_positions FROM serps FINAL").result_rows}
    ranks = client.query("SELECT keyword_id, day, host_rev, row, position, url, fetched_at FROM serp_ranks").result_rows
    return serps, {r[:6] for r in ranks if serps[(r[0], r[1])][0] == r[6]}


def lists_direct(client):
    """Per SERP from serp_results FINAL: (fetched_at, depth, its organic results with a host as (reversed
    host, position, URL key, URL), best position first)."""
    results = client.query("SELECT keyword, day, row, position, host, url_key, url, fetched_at FROM serp_results FINAL "
                           "WHERE is_deleted = 0 AND position IS NOT NULL ORDER BY position, row").result_rows
    lists = {}
    for keyword, d, _, position, host, key, url, fetched_at in results:
        _, depth, items = lists.get((keyword_id(keyword), d), (fetched_at, 0, []))
        if host:
            items.append((reversed_host(host), position, key, url))
        lists[(keyword_id(keyword), d)] = (fetched_at, max(depth, position), items)
    return lists


def lists_derived(client):
    """serp_lists as the queries read it: each SERP's latest fetch."""
    latest = {}
    for k, d, at, depth, hosts, positions, keys, urls in client.query(
            "SELECT keyword_id, day, fetched_at, depth, hosts, positions, url_keys, urls FROM serp_lists").result_rows:
        if (k, d) not in latest or latest[(k, d)][0] < at:
            latest[(k, d)] = (at, depth, list(zip(hosts, positions, keys, urls, strict=True)))
    return latest


def test_derived_tables_equal_the_results_after_refetches_and_late_fetches(client):
    store(client, "台北 美食", 0, ["a.tw", "b.tw", "www.site.tw", "c.tw", "https://b.tw/2"], hour=2)
    assert derived(client) == direct(client)
    assert lists_derived(client) == lists_direct(client)
    # A later fetch the same day: fewer results, hosts moved between rows.
    assert store(client, "台北 美食", 0, ["site.tw", "a.tw", "https://blog.site.tw/x"], hour=5)
    assert derived(client) == direct(client)
    assert lists_derived(client) == lists_direct(client)
    assert not store(client, "台北 美食", 0, ["x.tw"] * 3, hour=3)   # an earlier fetch arriving late
    store(client, "台北 美食", 0, ["site.tw", "a.tw", "https://blog.site.tw/x"], hour=5)  # the same fetch again
    store(client, "台北 美食", 1, [*(f"f{i}.tw" for i in range(12)), "site.tw"])
    store(client, "ramen", 1, ["ramen.jp"])
    fail(client, "ramen", 2)
    serps, ranks = direct(client)
    assert derived(client) == (serps, ranks)
    lists = lists_direct(client)
    assert lists_derived(client) == lists
    assert lists[(keyword_id("台北 美食"), day(0))][1:] == (3, [
        ("tw.site.", 1, "site.tw/", "https://site.tw/"), ("tw.a.", 2, "a.tw/", "https://a.tw/"),
        ("tw.site.blog.", 3, "blog.site.tw/x", "https://blog.site.tw/x")])
    assert serps[(keyword_id("台北 美食"), day(0))][1:] == (3, {"site.tw": 1, "a.tw": 2})
    assert len(serps[(keyword_id("台北 美食"), day(1))][2]) == 10  # only the top 10 count as SERP competitors
    for table in ("serp_results", "serps", "serp_ranks", "serp_lists"):
        client.command(f"OPTIMIZE TABLE {table} FINAL")
    assert derived(client) == (serps, ranks)
    assert lists_derived(client) == lists
    assert client.command("SELECT count() FROM serps") == 3


def test_ranks_come_from_the_latest_fetch_only(client):
    store(client, "kw", 0, ["site.tw", "a.tw"], hour=2)
    store(client, "kw", 0, ["a.tw", "b.tw", "site.tw"], hour=4)  # the site fell from 1 to 3
    store(client, "kw", 0, ["c.tw"], hour=3)                     # late, older: ignored
    (row,) = queries.keyword_positions(client, SCOPE, ["kw"], SITE, day(0))
    assert (row.today.position, row.today.depth, row.days_of_data) == (3, 3, 1)
    gap = queries.keyword_gap(client, SCOPE, ["kw"], SITE, {"c": MatchRule.parse("domain", "c.tw")}, day(0))
    assert gap.rows[0].competitors["c"].label == ">3"
    top = queries.serp_competitors(client, SCOPE, ["kw"], day(0), "1d")
    assert [(d.domain, d.average_position) for d in top.domains] == [("a.tw", 1.0), ("b.tw", 2.0), ("site.tw", 3.0)]


def test_keyword_ids_are_clickhouses_half_md5(client):
    for text in ("台北 美食", "seo 工具", "ラーメン", "a"):
        assert client.command("SELECT halfMD5({k:String})", parameters={"k": text}) == keyword_id(text)


def test_a_rule_reads_only_its_own_sites_rows(client):
    store(client, "kw", 0, organic(*(f"other{i}.tw" for i in range(50)), "www.site.tw"))
    predicate, params = SITE.predicate("r")
    plan = "\n".join(row[0] for row in client.query(
        f"EXPLAIN indexes = 1 SELECT position FROM serp_ranks WHERE {predicate}", parameters=params).result_rows)
    assert "host_rev in ['tw.site.', 'tw.site/')" in plan  # one range of the sort key: site.tw and its subdomains


def test_migration_0007_backfills_serp_lists_from_the_stored_results(analytics_store, tmp_path):
    """A store with SERPs from before serp_lists existed reads the same ranks once 0007 has run."""
    import shutil

    older = tmp_path / "migrations"
    older.mkdir()
    for path in runner.MIGRATIONS_DIR.glob("[0-9]*_*.py"):
        if path.name < "0007":
            shutil.copy(path, older)
    runner.apply(analytics_store, older)
    saved = sql.DERIVE
    sql.DERIVE = tuple(s for s in saved if s is not sql.SERP_LISTS_FROM_RESULTS)  # ingest as it was before 0007
    try:
        store(analytics_store, "kw", 0, ["a.tw", "www.site.tw"], hour=2)
        store(analytics_store, "kw", 0, ["site.tw", "a.tw", "b.tw"], hour=5)  # a re-fetch the same day
        store(analytics_store, "kw", 1, ["https://blog.site.tw/x", "a.tw"])
        store(analytics_store, "ramen", 1, ["ramen.jp"])
    finally:
        sql.DERIVE = saved
    assert "0007_serp_lists" in [m.label for m in runner.apply(analytics_store)]
    assert lists_derived(analytics_store) == lists_direct(analytics_store)
    gap = queries.keyword_gap(analytics_store, SCOPE, ["kw", "ramen"], SITE,
                              {"a": MatchRule.parse("domain", "a.tw")}, day(1))
    assert [(r.term, r.ours.label, r.competitors["a"].label) for r in gap.rows] == [("kw", "1", "2"),
                                                                                    ("ramen", ">1", ">1")]
    (series,) = queries.rank_history(analytics_store, SCOPE, ["kw"], {"site": SITE}, day(0), day(1))
    assert [(p.rank.position, p.rank.url) for p in series.points] == [(1, "https://site.tw/"),
                                                                      (1, "https://blog.site.tw/x")]
    assert runner.apply(analytics_store) == []
