"""Rank queries on hand-built SERPs whose answers are known."""

import pytest

from analytics.rankings import queries
from analytics.rankings.matching import MatchRule
from analytics.rankings.queries import SerpInterval, TrackedKeyword
from analytics.rankings.scoring import Buckets, DiffTag, ImportantKeyword, Rank
from analytics.schema import runner
from tests.analytics.rankings.builders import SCOPE, day, fail, filler, store

SITE = MatchRule.parse("domain", "site.tw")


@pytest.fixture
def client(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def ranked(position, depth=50, site="site.tw"):
    """A SERP of ``depth`` organic results with ``site`` at ``position`` (None: absent)."""
    sites = filler(depth)
    if position:
        sites[position - 1] = site
    return sites


def history(client, keyword, rules, start, end):
    return {(s.site, s.term): [p.rank.position for p in s.points]
            for s in queries.rank_history(client, SCOPE, [keyword], rules, day(start), day(end))}


def test_two_projects_read_one_shared_serp(client):
    store(client, "台北 美食", 0, ["a.tw", "https://site.tw/blog/post", "https://www.site.tw/"])
    projects = {"a": MatchRule.parse("domain", "a.tw"), "site home": MatchRule.parse("exact_host", "site.tw"),
                "site blog": MatchRule.parse("url_prefix", "site.tw/blog/")}
    assert history(client, "台北 美食", projects, 0, 0) == {
        ("a", "台北 美食"): [1], ("site home", "台北 美食"): [2], ("site blog", "台北 美食"): [2]}
    www_only = MatchRule.parse("exact_host", "www.site.tw", www_equivalent=False)
    assert history(client, "台北 美食", {"www": www_only}, 0, 0) == {("www", "台北 美食"): [3]}
    assert client.command("SELECT uniqExact(keyword, day) FROM serp_results FINAL") == 1


def test_a_competitor_added_today_gets_every_stored_day_back(client):
    for n in range(5):
        store(client, "kw", n, ranked(n + 1, site="rival.tw"))
    fail(client, "kw", 5)
    rival = MatchRule.parse("domain", "rival.tw")  # a competitor the project adds after the fact
    assert history(client, "kw", {"rival": rival}, 0, 6) == {("rival", "kw"): [1, 2, 3, 4, 5, None, None]}


def test_history_has_none_for_missing_and_failed_days_and_counts_depth(client):
    store(client, "kw", 0, ranked(4, depth=30))
    store(client, "kw", 1, ranked(None, depth=30))
    fail(client, "kw", 2)
    (series,) = queries.rank_history(client, SCOPE, ["KW"], {"site": SITE}, day(0), day(3))
    assert series.term == "KW"
    assert [(p.rank.label, p.rank.counted) for p in series.points] == [("4", 4), (">30", 100), (None, None),
                                                                       (None, None)]
    assert series.points[0].rank.url == "https://site.tw/"


def test_beyond_100_counts_as_100_and_not_found_shows_the_fetched_depth(client):
    store(client, "deep", 0, ranked(105, depth=120))  # found, but past page 10
    store(client, "shallow", 0, ranked(None, depth=30))
    store(client, "edge", 0, ranked(100, depth=100))
    rows = {r.term: r.today for r in queries.keyword_positions(client, SCOPE, ["deep", "shallow", "edge"], SITE,
                                                                 day(0))}
    assert {t: (r.label, r.counted) for t, r in rows.items()} == {
        "deep": (">100", 100), "shallow": (">30", 100), "edge": ("100", 100)}
    board = queries.dashboard(client, SCOPE, ["deep", "shallow", "edge"], SITE, day(0))
    # not found (past 100 or in a SERP of 30): their own bucket, out of the average; found at 100: beyond page 3
    assert board.buckets == Buckets(0, 0, 0, 1, 2, 30, 0, 1, 3, 100.0)
    assert queries.dashboard(client, SCOPE, ["deep"], SITE, day(0)).buckets.not_found_depth == 100


# keyword: (position 7 days ago and the days between, position today); None = not found
MOVES = {"k1": (3, 1), "k2": (15, 12), "k3": (5, 25), "k4": (None, 40), "k5": (2, 2)}


def store_moves(client, days=8):
    for keyword, (before, today) in MOVES.items():
        for n in range(days):
            store(client, keyword, n, ranked(today if n == days - 1 else before))


def test_dashboard_buckets_top3_and_needs_optimization(client):
    store_moves(client)
    fail(client, "k6", 7)  # a sixth keyword whose only check failed
    keywords = [*MOVES, "k6"]
    board = queries.dashboard(client, SCOPE, keywords, SITE, day(7))
    assert board.buckets == Buckets(on_first_page_count=2, on_second_page_count=1, on_third_page_count=1,
                                    after_third_page_count=1, not_found_count=0, not_found_depth=None,
                                    no_data_count=1, found_count=5, checked_count=5,
                                    average_position=(1 + 12 + 25 + 40 + 2) / 5)
    assert board.best_top3 == [ImportantKeyword("k1", 1, DiffTag.UP, 2), ImportantKeyword("k5", 2, DiffTag.SAME, 0),
                               ImportantKeyword("k2", 12, DiffTag.UP, 3)]
    assert board.ranking_change_top3 == [ImportantKeyword("k4", 40, DiffTag.NEW, 60),
                                         ImportantKeyword("k3", 25, DiffTag.DOWN, -20),
                                         ImportantKeyword("k2", 12, DiffTag.UP, 3)]
    assert board.needs_optimization_count == 1
    rows = queries.keyword_positions(client, SCOPE, keywords, SITE, day(7))
    assert queries.summarize(rows, day(7)) == board  # the store's counts are scoring's
    k3 = rows[2]
    assert (k3.today.position, k3.yesterday.position, k3.week_ago.position, k3.month_ago, k3.initial.position,
            k3.initial_day, k3.days_of_data, k3.comparison.trend, k3.comparison.needs_optimization) == (
        25, 5, 5, Rank(None, None), 5, day(0), 8, "regression", True)
    assert k3.today.url == "https://site.tw/"


def test_dashboard_and_movers_answer_in_the_callers_text(client):
    """Keywords are stored normalized; what comes back is the keyword as the project typed it."""
    store_moves(client)
    typed = ["Ｋ1", "K2 ", "k3", "K4", "k5"]
    board = queries.dashboard(client, SCOPE, typed, SITE, day(7))
    assert [k.term for k in board.best_top3] == ["Ｋ1", "k5", "K2 "]
    assert [k.term for k in board.ranking_change_top3] == ["K4", "k3", "K2 "]
    page = queries.ranked_keywords(client, SCOPE, typed, SITE, day(7), "worst_decline", limit=10)
    assert (page.terms, page.total, page.compared) == (["k3"], 1, 5)
    past_the_end = queries.ranked_keywords(client, SCOPE, typed, SITE, day(7), "best", limit=10, offset=10)
    assert (past_the_end.terms, past_the_end.total) == ([], 5)


def test_no_comparison_with_fewer_than_7_days_of_data(client):
    store_moves(client, days=7)  # days 0..6: "7 days ago" has no data yet
    board = queries.dashboard(client, SCOPE, list(MOVES), SITE, day(6))
    rows = queries.keyword_positions(client, SCOPE, list(MOVES), SITE, day(6))
    assert {r.comparison.tag for r in rows} == {DiffTag.NONE}
    assert board.ranking_change_top3 == [] and board.needs_optimization_count == 0
    assert [k.diff_tag for k in board.best_top3] == [DiffTag.NONE] * 3


def test_days_of_data_older_than_two_weeks_count_too(client):
    """A keyword with few checks in its last two weeks has its whole history counted: with 7 checks three
    weeks ago it has 9 days of data and a comparison; with 4 it has 6 and none."""
    for n in range(7):
        store(client, "long", n, ranked(10))
    for n in range(3, 7):
        store(client, "short", n, ranked(10))
    for keyword in ("long", "short"):
        store(client, keyword, 14, ranked(30))
        store(client, keyword, 21, ranked(3))
    board = queries.dashboard(client, SCOPE, ["long", "short"], SITE, day(21))
    assert board.ranking_change_top3 == [ImportantKeyword("long", 3, DiffTag.UP, 27)]
    rows = queries.keyword_positions(client, SCOPE, ["long", "short"], SITE, day(21))
    assert [(r.days_of_data, r.comparison.diff) for r in rows] == [(9, 27), (6, None)]
    assert queries.ranked_keywords(client, SCOPE, ["long", "short"], SITE, day(21), "most_improved",
                                   limit=10).terms == ["long"]


def test_tracking_start_sets_initial_and_days_of_data(client):
    store_moves(client, days=10)  # days 0..9, but the project started tracking on day 5
    rows = queries.keyword_positions(client, SCOPE, [TrackedKeyword("k3", since=day(5)), TrackedKeyword("k1")],
                                     SITE, day(9))
    k3, k1 = rows
    assert (k3.initial_day, k3.initial.position, k3.days_of_data, k3.comparison.tag) == (day(5), 5, 5, DiffTag.NONE)
    assert (k1.initial_day, k1.days_of_data, k1.comparison.tag, k1.comparison.diff) == (day(0), 10, DiffTag.UP, 2)


def test_failed_checks_stay_out_of_alerts(client):
    serps = {"d1": {0: 2, 2: 20}, "d2": {0: 5, 2: 12}, "d3": {0: 3}, "d4": {0: 3, 2: None}}
    for keyword, days in serps.items():
        for n, position in days.items():
            store(client, keyword, n, ranked(position, depth=30))
        for n in {1, 2} - set(days):
            fail(client, keyword, n)
    alerts = queries.drop_alerts(client, SCOPE, list(serps), SITE, day(2), threshold=10)
    assert [(a.term, a.previous_day, a.previous.label, a.today.label, a.drop) for a in alerts] == [
        ("d4", day(0), "3", ">30", 97), ("d1", day(0), "2", "20", 18)]
    assert [a.term for a in queries.drop_alerts(client, SCOPE, list(serps), SITE, day(2), threshold=5)] == [
        "d4", "d1", "d2"]


def test_keyword_gap_groups_with_exclusions(client):
    serps = {"common lead": ["site.tw", "r1.tw", "r2.tw"], "behind": ["r1.tw", "site.tw"], "missing": ["r2.tw", "x.tw"],
             "unique": ["site.tw"], "nobody": ["x.tw"], "excluded": ["site.tw", "r1.tw"]}
    for keyword, sites in serps.items():
        store(client, keyword, 0, sites)
    rivals = {"r1": MatchRule.parse("domain", "r1.tw"), "r2": MatchRule.parse("domain", "r2.tw")}
    gap = queries.keyword_gap(client, SCOPE, [*serps, "no data"], SITE, rivals, day(0), excluded=["EXCLUDED"])
    assert {r.term: sorted(r.groups) for r in gap.rows} == {
        "common lead": ["common", "lead"], "behind": ["behind"], "missing": ["missing"], "unique": ["unique"],
        "nobody": [], "excluded": [], "no data": []}
    assert gap.counts == {"common": 1, "lead": 1, "behind": 1, "missing": 1, "unique": 1, "all": 6, "exclude": 1,
                          "no_data": 1}
    behind = next(r for r in gap.rows if r.term == "behind")
    assert (behind.ours.position, behind.competitors["r1"].position, behind.competitors["r2"].label) == (2, 1, ">2")


def k1_serp(n):
    return ["big.tw", "f1.tw", "recent.tw" if n == 9 else "f2.tw", "f3.tw", "week.tw" if n >= 3 else "f4.tw",
            *filler(5), "deep.tw"]


@pytest.mark.parametrize(("interval", "serps", "expected"), [
    (SerpInterval.DAY, 2, {"big.tw": (2, 1.0, 1.0), "recent.tw": (1, 0.5, 3.0), "week.tw": (1, 0.5, 5.0)}),
    (SerpInterval.THREE_DAYS, 6, {"big.tw": (6, 1.0, 1.0), "recent.tw": (1, 0.1667, 3.0), "week.tw": (3, 0.5, 5.0)}),
    (SerpInterval.WEEK, 14, {"big.tw": (14, 1.0, 1.0), "recent.tw": (1, 0.0714, 3.0), "week.tw": (7, 0.5, 5.0)}),
    (SerpInterval.MONTH, 20, {"big.tw": (20, 1.0, 1.0), "recent.tw": (1, 0.05, 3.0), "week.tw": (7, 0.35, 5.0)}),
])
def test_serp_competitors_over_each_interval(client, interval, serps, expected):
    for n in range(10):
        store(client, "k1", n, k1_serp(n))
        store(client, "k2", n, ["big.tw", *filler(9, "g")])
    fail(client, "k3", 9)  # a failed check is not a SERP
    result = queries.serp_competitors(client, SCOPE, ["k1", "k2", "k3"], day(9), interval, limit=100)
    assert result.serps == serps
    found = {c.domain: (c.appearances, c.share, c.average_position) for c in result.domains}
    assert {d: found.get(d) for d in expected} == expected
    assert "deep.tw" not in found  # position 11: not in the top 10
    assert result.domains[0].domain == "big.tw"


def test_serp_ranking_trend_shows_who_held_each_position(client):
    store(client, "kw", 0, ["a.tw", "b.tw", "c.tw"])
    store(client, "kw", 1, ["https://www.b.tw/x", "a.tw"])
    fail(client, "kw", 2)
    (trend,) = queries.serp_ranking_trend(client, SCOPE, ["kw"], day(0), day(2), top=2)
    assert [(d.domain, [p for _, p in d.points]) for d in trend.domains] == [("a.tw", [1, 2, None]),
                                                                             ("b.tw", [2, 1, None])]
    with pytest.raises(ValueError, match="at most 10"):
        queries.serp_ranking_trend(client, SCOPE, [f"k{i}" for i in range(11)], day(0), day(1))


def test_visibility_is_a_ctr_weighted_share_of_checked_keywords(client):
    store(client, "v1", 0, ranked(1))
    store(client, "v2", 0, ranked(3))
    store(client, "v3", 0, ranked(None))
    fail(client, "v4", 0)
    points = queries.visibility(client, SCOPE, ["v1", "v2", "v3", "v4"], SITE, day(0), day(1))
    assert [(p.day, p.score, p.keywords_checked) for p in points] == [
        (day(0), round(100 * (0.3173 + 0.1866) / (3 * 0.3173), 2), 3), (day(1), None, 0)]


def test_weekly_history_and_latest_day(client):
    for n in range(9):
        store(client, "kw", n, ranked(n + 1))
    fail(client, "kw", 9)
    blocks = queries.weekly_history(client, SCOPE, "kw", SITE, day(0), day(9))
    assert [(b.start, b.end, b.average, b.best, b.days_with_data) for b in blocks] == [
        (day(-4), day(2), 2.0, 1, 3), (day(3), day(9), 6.5, 4, 6)]
    assert queries.latest_day(client, SCOPE, ["kw"]) == day(8)
    assert queries.latest_day(client, SCOPE, ["kw"], as_of=day(4)) == day(4)
    assert queries.latest_day(client, SCOPE, ["other"]) is None


def test_serp_competitors_of_a_window_without_serps_and_the_limit(client):
    for n in range(3):
        store(client, "k1", n, k1_serp(n))
    fail(client, "k2", 9)
    empty = queries.serp_competitors(client, SCOPE, ["k1", "k2"], day(9), SerpInterval.THREE_DAYS)
    assert (empty.serps, empty.domains) == (0, [])
    first = queries.serp_competitors(client, SCOPE, ["k1"], day(2), SerpInterval.THREE_DAYS, limit=1)
    assert first.serps == 3 and [(c.domain, c.appearances, c.share) for c in first.domains] == [("big.tw", 3, 1.0)]
