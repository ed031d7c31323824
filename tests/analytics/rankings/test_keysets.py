"""Long keyword lists are stored once and read by id: every answer equals the one from the same list sent
inline, however many times (and by however many processes) the set was stored."""

import pytest

from analytics.rankings import keysets, queries
from analytics.rankings.keysets import TrackedKeyword, keyword_set
from analytics.rankings.matching import MatchRule
from analytics.schema import runner
from tests.analytics.rankings.builders import SCOPE, day, fail, filler, store

SITE = MatchRule.parse("domain", "site.tw")
RIVAL = MatchRule.parse("domain", "rival.tw")
LONG = keysets.INLINE_LIMIT + 200


@pytest.fixture
def client(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def answers(client, keywords) -> tuple:
    return (queries.dashboard(client, SCOPE, keywords, SITE, day(7)),
            queries.ranked_keywords(client, SCOPE, keywords, SITE, day(7), "worst_decline", limit=5),
            queries.ranked_keywords(client, SCOPE, keywords, SITE, day(7), "position", limit=3, offset=1),
            [(r.term, r.groups) for r in queries.keyword_gap(client, SCOPE, keywords, SITE, {"r": RIVAL}, day(7)).rows],
            queries.check_summary(client, SCOPE, keywords, day(7)),
            queries.keyword_positions(client, SCOPE, keywords, SITE, day(7))[:3])


def test_a_long_list_is_stored_once_and_answers_like_the_inline_list(client, monkeypatch):
    moved = {"跌 1": (3, 30), "跌 2": (5, 9), "升": (40, 2)}
    for n in range(8):
        for keyword, (before, today) in moved.items():
            serp = filler(50)
            serp[(today if n == 7 else before) - 1] = "site.tw"
            serp[10] = "rival.tw"
            store(client, keyword, n, serp)
    fail(client, "沒有資料", 7)
    keywords = [TrackedKeyword(k, since=day(0)) for k in moved] + [f"keyword {i}" for i in range(LONG)]

    stored = keyword_set(keywords, client)
    assert stored.set_id is not None and len(stored) == LONG + 3
    assert client.command("SELECT count() FROM keyword_sets") == LONG + 3
    assert keyword_set(keywords, client).set_id == stored.set_id  # the same content: the same set, not stored again
    assert client.command("SELECT count() FROM keyword_sets") == LONG + 3
    by_id = answers(client, stored)

    monkeypatch.setattr(keysets, "INLINE_LIMIT", 10 * LONG)
    inline = keyword_set(keywords, client)
    assert inline.set_id is None
    assert answers(client, inline) == by_id
    board, worst, by_position, *_ = by_id
    assert [(k.term, k.position) for k in board.best_top3] == [("升", 2), ("跌 2", 9), ("跌 1", 30)]
    assert worst.terms == ["跌 1", "跌 2"] and worst.total == 2
    assert by_position.total == LONG + 3 and by_position.terms == ["跌 2", "跌 1", "keyword 0"]


def test_a_set_stored_again_by_another_process_is_read_once(client, monkeypatch):
    for n in range(8):
        store(client, "kw", n, ["site.tw"])
    keywords = ["kw", *(f"keyword {i}" for i in range(LONG))]
    first = keyword_set(keywords, client)
    monkeypatch.setattr(keysets, "_stored", type(keysets._stored)())  # a new process: nothing stored yet
    second = keyword_set(keywords, client)
    assert second.set_id == first.set_id
    assert client.command("SELECT count() FROM keyword_sets") == 2 * (LONG + 1)  # two copies until merged
    page = queries.ranked_keywords(client, SCOPE, second, SITE, day(7), "best", limit=10)
    assert (page.total, page.terms) == (1, ["kw"])
    assert queries.dashboard(client, SCOPE, second, SITE, day(7)).buckets.no_data_count == LONG


def test_a_sets_id_is_its_content():
    a = keyword_set(["台北 美食", "ラーメン"])
    assert a.ids_in().startswith("keyword_id IN (SELECT halfMD5")  # short lists stay inline
    rows = [(1, "a", day(0)), (2, "b", day(0))]
    assert keysets._content_id(rows) == keysets._content_id(list(rows))
    assert keysets._content_id(rows) != keysets._content_id([(1, "a", day(0)), (2, "b", day(1))])
