import pytest

from analytics.rankings import ingest, queries
from analytics.rankings.ingest import EmptySerp, Fetched, ingest_serps
from analytics.rankings.matching import MatchRule
from analytics.schema import runner
from analytics.schema.ddl import Target
from crawler.serp.model import ParsedSerp, ResultType, SerpResult
from tests.analytics.rankings.builders import SCOPE, at, day, fail, organic, store

KEY = SCOPE.key("台北 美食", day(0))
SITE = MatchRule.parse("domain", "site.tw")


@pytest.fixture
def client(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def count(client, table, where="1"):
    return client.command(f"SELECT count() FROM {table} FINAL WHERE {where}")


def rows(client):
    return client.query("SELECT row, type, position, url, host, domain, title FROM serp_results FINAL "
                        "ORDER BY row").result_rows


def parsed(*organic_sites, related=(), questions=()):
    """A ParsedSerp as the parsers make it: an AI overview, a featured snippet sharing block 2 with its
    organic link, organic results, PAA questions and related searches as rows."""
    results = [SerpResult(ResultType.AI_OVERVIEW, 1),
               SerpResult(ResultType.FEATURED_SNIPPET, 2, url=f"https://{organic_sites[0]}/"),
               SerpResult(ResultType.ORGANIC, 2, 1, f"https://{organic_sites[0]}/", "first")]
    results += [SerpResult(ResultType.ORGANIC, i + 2, i + 1, f"https://{site}/", f"r{i + 1}")
                for i, site in enumerate(organic_sites[1:], start=1)]
    block = len(organic_sites) + 2
    results += [SerpResult(ResultType.PEOPLE_ALSO_ASK, block, title=q) for q in questions]
    results += [SerpResult(ResultType.RELATED_SEARCHES, block + 1, title=r) for r in related]
    return ParsedSerp("google", "desktop", results)


def test_a_parsed_serp_is_stored_whole_with_its_features(client):
    serp = parsed("site.tw", "www.例子.台灣", "a.b.example.com.tw", related=["台北 美食 推薦"], questions=["哪裡好吃?"])
    assert ingest.ingest_serp(client, KEY, serp, source="sandbox", fetched_at=at(0), is_sandbox=True)
    assert rows(client) == [
        (1, "ai_overview", None, "", "", "", ""),
        (2, "featured_snippet", None, "https://site.tw/", "site.tw", "site.tw", ""),
        (3, "organic", 1, "https://site.tw/", "site.tw", "site.tw", "first"),
        (4, "organic", 2, "https://www.例子.台灣/", "www.xn--fsqu00a.xn--kpry57d", "xn--fsqu00a.xn--kpry57d", "r2"),
        (5, "organic", 3, "https://a.b.example.com.tw/", "a.b.example.com.tw", "example.com.tw", "r3"),
        (6, "people_also_ask", None, "", "", "", "哪裡好吃?"),
        (7, "related_searches", None, "", "", "", "台北 美食 推薦"),
    ]
    assert client.query("SELECT keyword, kind, rank, text FROM serp_features FINAL ORDER BY kind").result_rows == [
        ("台北 美食", "people_also_ask", 1, "哪裡好吃?"), ("台北 美食", "related_search", 1, "台北 美食 推薦")]
    assert client.query("SELECT source, outcome, error_kind, pages_fetched, is_sandbox FROM serp_checks").result_rows \
        == [("sandbox", "ok", "", 1, True)]


def test_ingesting_the_same_serp_twice_changes_nothing(client):
    serp = parsed("site.tw", "b.tw", related=["x"])
    for _ in range(2):
        ingest.ingest_serp(client, KEY, serp, source="serpapi", fetched_at=at(0))
    assert (count(client, "serp_results"), count(client, "serp_features"), count(client, "serp_checks")) == (5, 1, 1)
    before = queries.keyword_positions(client, SCOPE, ["台北 美食"], SITE, day(0))
    client.command("OPTIMIZE TABLE serp_results FINAL")
    assert client.command("SELECT count() FROM serp_results") == 5
    assert queries.keyword_positions(client, SCOPE, ["台北 美食"], SITE, day(0)) == before
    assert before[0].today.position == 1


def test_a_later_fetch_of_the_same_day_replaces_the_serp_and_an_earlier_one_does_not(client):
    store(client, "台北 美食", 0, ["a.tw", "b.tw", "site.tw", "c.tw"], hour=2)
    assert store(client, "台北 美食", 0, ["site.tw", "a.tw"], hour=5)  # fewer results: stale rows go
    assert [(r[2], r[4]) for r in rows(client)] == [(1, "site.tw"), (2, "a.tw")]
    assert not store(client, "台北 美食", 0, ["x.tw"] * 3, hour=3)     # late arrival of an older fetch
    assert [(r[2], r[4]) for r in rows(client)] == [(1, "site.tw"), (2, "a.tw")]
    assert count(client, "serp_checks") == 3  # every attempt is recorded
    rank = queries.keyword_positions(client, SCOPE, ["台北 美食"], SITE, day(0))[0].today
    assert (rank.position, rank.depth) == (1, 2)


def test_a_batch_keeps_the_latest_fetch_of_each_serp(client):
    report = ingest_serps(client, [Fetched(KEY, organic("a.tw", "site.tw"), "sandbox", at(0, 9)),
                                   Fetched(KEY, organic("site.tw"), "sandbox", at(0, 1)),
                                   Fetched(SCOPE.key("其他", day(0)), organic("b.tw"), "sandbox", at(0))])
    assert report == ingest.IngestReport(stored=2, superseded=0)
    assert client.query("SELECT keyword, position, host FROM serp_results FINAL ORDER BY keyword, row").result_rows \
        == [("其他", 1, "b.tw"), ("台北 美食", 1, "a.tw"), ("台北 美食", 2, "site.tw")]


def test_a_page_without_organic_results_is_refused_and_nothing_is_written(client):
    ads_only = ParsedSerp("google", "desktop", [SerpResult(ResultType.AD, 1, url="https://ad.tw/")])
    with pytest.raises(EmptySerp):
        ingest_serps(client, [Fetched(SCOPE.key("ok", day(0)), organic("a.tw"), "sandbox", at(0)),
                              Fetched(KEY, ads_only, "sandbox", at(0))])
    assert (count(client, "serp_results"), count(client, "serp_checks")) == (0, 0)


def test_a_failed_check_is_recorded_and_writes_no_result(client):
    fail(client, "台北 美食", 0, error="captcha")
    fail(client, "台北 美食", 0, error="captcha")  # the same attempt retried: one row
    assert client.query("SELECT outcome, error_kind, source FROM serp_checks FINAL").result_rows == [
        ("failed", "captcha", "google_direct")]
    assert count(client, "serp_results") == 0
    rank = queries.keyword_positions(client, SCOPE, ["台北 美食"], SITE, day(0))[0].today
    assert (rank.position, rank.depth, rank.label) == (None, None, None)


def test_keywords_are_stored_in_their_normal_form():
    assert SCOPE.key("  台北　美食 ", day(0)).keyword == "台北 美食"
    assert SCOPE.key("ＳＥＯ 工具", day(0)).keyword == "seo 工具"


def test_cluster_tables_are_sharded_by_keyword_and_replicated():
    statements = [s for m in runner.load(Target("ranklens", "main")) if m.name == "serp" for s in m.statements]
    # a local table and a Distributed table for each of the five, and the derived tables' projections
    assert len(statements) == 12
    assert all(" ON CLUSTER `main`" in s and "IF NOT EXISTS" in s for s in statements)
    assert ("ReplicatedReplacingMergeTree('/clickhouse/tables/{uuid}/{shard}', '{replica}', fetched_at, is_deleted)"
            in statements[0])
    # Every table puts a keyword on the same shard: the derived tables' keyword_id is halfMD5(keyword).
    assert "Distributed('main', 'ranklens', 'serp_results_local', halfMD5(keyword))" in statements[1]
    assert "Distributed('main', 'ranklens', 'serps_local', keyword_id)" in statements[7]
    assert "Distributed('main', 'ranklens', 'serp_ranks_local', keyword_id)" in statements[10]
    assert statements[8].startswith("ALTER TABLE `ranklens`.`serps_local` ON CLUSTER `main` ADD PROJECTION")
