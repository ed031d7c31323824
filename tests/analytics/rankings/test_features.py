"""SERP features a site won or lost between two days, on hand-built SERPs whose answers are known."""

import pytest

from analytics.rankings.features import FeatureChange, FeatureChanges, feature_changes
from analytics.rankings.matching import MatchRule
from analytics.rankings.queries import TrackedKeyword
from analytics.schema import runner
from tests.analytics.rankings.builders import SCOPE, day, featured, filler, store

SITE = MatchRule.parse("domain", "site.tw")
OWN = "https://www.site.tw/guide"


@pytest.fixture
def client(analytics_store):
    runner.apply(analytics_store)
    return analytics_store


def serp(*blocks: tuple[str, str]) -> list[dict]:
    return featured(list(blocks), filler(20))


def test_features_the_site_holds_on_the_day_and_not_a_week_before_are_won_and_the_reverse_lost(client):
    keywords = ["球鞋", "慢跑鞋", "拖鞋", "雨鞋", "涼鞋", "皮鞋"]
    before = {"球鞋": serp(), "慢跑鞋": serp(("video", OWN), ("images", OWN)), "拖鞋": serp(("sitelinks", OWN)),
              "雨鞋": serp(("local_pack", "https://rival.tw/")), "涼鞋": serp(), "皮鞋": serp()}
    after = {"球鞋": serp(("featured_snippet", OWN)), "慢跑鞋": serp(("images", OWN)), "拖鞋": serp(("sitelinks", OWN)),
             "雨鞋": serp(("local_pack", "https://rival.tw/")), "涼鞋": serp(("ad", OWN), ("shopping", OWN)),
             "皮鞋": serp(("top_stories", "https://news.site.tw/a"), ("people_also_ask", ""))}
    for keyword in keywords:
        store(client, keyword, 1, before[keyword])
        store(client, keyword, 8, after[keyword])
    changes = feature_changes(client, SCOPE, keywords, SITE, day(8))
    # a rival's local pack, paid ads and shopping, a sitelinks block held both days, a question without a link:
    # none of them counts
    assert changes.won == [FeatureChange("球鞋", "featured_snippet"), FeatureChange("皮鞋", "top_stories")]
    assert changes.lost == [FeatureChange("慢跑鞋", "video")]


def test_a_keyword_without_a_serp_on_either_day_has_nothing_to_compare(client):
    store(client, "球鞋", 8, serp(("featured_snippet", OWN)))
    store(client, "雨鞋", 1, serp(("video", OWN)))
    store(client, "雨鞋", 7, serp())  # checked, but not 7 days after day 1
    tracked = [TrackedKeyword("球鞋"), TrackedKeyword("雨鞋")]
    assert feature_changes(client, SCOPE, tracked, SITE, day(8)) == FeatureChanges([], [])


def test_a_later_fetch_of_the_day_replaces_the_features_an_earlier_one_showed(client):
    store(client, "球鞋", 1, serp())
    store(client, "球鞋", 8, serp(("featured_snippet", OWN)), hour=2)
    store(client, "球鞋", 8, serp(("featured_snippet", "https://rival.tw/")), hour=5)  # the snippet went to a rival
    assert feature_changes(client, SCOPE, ["球鞋"], SITE, day(8)).won == []
    store(client, "球鞋", 1, serp(("featured_snippet", OWN), ("video", OWN)), hour=5)
    changes = feature_changes(client, SCOPE, ["球鞋"], SITE, day(8))
    assert (changes.won, changes.lost) == ([], [FeatureChange("球鞋", "featured_snippet"), FeatureChange("球鞋", "video")])
