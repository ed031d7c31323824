"""Check statuses and movers pages on hand-built SERPs: what a grid shows as failed, and tab pages
ordered in the store exactly as the scoring functions order the whole list."""

import pytest

from analytics.rankings import queries, scoring
from analytics.rankings.queries import RankOrder, TrackedKeyword
from analytics.schema import runner
from tests.analytics.rankings.builders import SCOPE, day, fail, store
from tests.analytics.rankings.test_queries import MOVES, SITE, ranked, store_moves


@pytest.fixture
def client(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def test_check_statuses_tell_failed_from_checked_and_never_attempted(client):
    store(client, "ok", 0, ranked(3))
    fail(client, "retried", 0, error="captcha", hour=1)
    store(client, "retried", 0, ranked(5), hour=2, source="serpapi")
    fail(client, "failed", 0, error="captcha", hour=1)
    fail(client, "failed", 0, error="blocked", hour=4)
    statuses = queries.check_statuses(client, SCOPE, ["OK", "retried", "failed", "never"], day(0))
    assert set(statuses) == {"OK", "retried", "failed"}
    assert [(s.ok, s.attempts, s.failures, s.last_source, s.last_error, s.sandbox)
            for s in (statuses["OK"], statuses["retried"], statuses["failed"])] == [
        (True, 1, 0, "sandbox", "", True), (True, 2, 1, "serpapi", "", False),
        (False, 2, 2, "google_direct", "blocked", False)]
    summary = queries.check_summary(client, SCOPE, ["ok", "retried", "failed", "never"], day(0))
    assert (summary.ok, summary.failed, summary.sources, summary.sandbox) == (2, 1, ("sandbox", "serpapi"), True)


@pytest.mark.parametrize(("order", "expected"), [
    (RankOrder.BEST, scoring.best),
    (RankOrder.MOST_IMPROVED, scoring.most_improved),
    (RankOrder.WORST_DECLINE, scoring.worst_decline),
])
def test_movers_pages_match_the_scoring_order(client, order, expected):
    store_moves(client)
    fail(client, "k6", 7)
    keywords = [*MOVES, "k6"]
    rows = queries.keyword_positions(client, SCOPE, keywords, SITE, day(7))
    whole = [m.term for m in expected(rows)]
    assert queries.ranked_keywords(client, SCOPE, keywords, SITE, day(7), order, limit=100).terms == whole
    first = queries.ranked_keywords(client, SCOPE, keywords, SITE, day(7), order, limit=1)
    rest = queries.ranked_keywords(client, SCOPE, keywords, SITE, day(7), order, limit=100, offset=1)
    assert (first.total, first.terms + rest.terms, rest.total) == (len(whole), whole, len(whole))
    assert queries.ranked_keywords(client, SCOPE, keywords, SITE, day(7), order, limit=5, offset=50).total == len(whole)


def test_position_order_puts_not_found_then_no_data_last(client):
    store_moves(client)
    store(client, "gone", 7, ranked(None))
    keywords = [*MOVES, "gone", "never"]
    page = queries.ranked_keywords(client, SCOPE, keywords, SITE, day(7), RankOrder.POSITION, limit=100)
    assert page.terms == ["k1", "k5", "k2", "k3", "k4", "gone", "never"] and page.total == 7
    backwards = queries.ranked_keywords(client, SCOPE, keywords, SITE, day(7), "position", limit=100, descending=True)
    assert backwards.terms == ["gone", "k4", "k3", "k2", "k5", "k1", "never"]


def test_movers_respect_each_keywords_tracking_start(client):
    store_moves(client, days=10)
    tracked = [TrackedKeyword("k3", since=day(5)), TrackedKeyword("k1")]  # k3: 5 days of data, no comparison
    page = queries.ranked_keywords(client, SCOPE, tracked, SITE, day(9), RankOrder.WORST_DECLINE, limit=10)
    assert page.terms == [] and page.total == 0
    assert queries.ranked_keywords(client, SCOPE, tracked, SITE, day(9), "most_improved", limit=10).terms == ["k1"]
