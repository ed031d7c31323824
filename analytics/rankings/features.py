"""SERP features a site holds: the blocks other than organic results (a featured snippet, a local pack, a
video, …) whose link is the site's, as ``serp_results`` stores every row of a SERP with its ``type`` and
URL. What the weekly report tells as "SERP features won or lost": the features a project's site holds in
each keyword's SERP on a day that it did not hold 7 days earlier, and the reverse — the same two days as
the report's rank movements (:func:`analytics.rankings.queries.movements`).

Ads and shopping listings are paid, not won, and related searches link nowhere: they are not counted. A
block the parser stores without a link (a "people also ask" question scraped without its answer's link)
is never the site's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from clickhouse_connect.driver.client import Client

from analytics.rankings.keys import SCOPE_FILTER, SerpScope
from analytics.rankings.keysets import KeywordSet, TrackedKeyword, keyword_set
from analytics.rankings.matching import REVERSED_HOST_SQL, MatchRule
from analytics.rankings.queries import FINAL_SETTINGS
from analytics.rankings.scoring import COMPARE_DAYS

# The row types counted, in the order a report lists them (crawler.serp.model.ResultType's values).
KINDS = ("featured_snippet", "ai_overview", "local_pack", "people_also_ask", "knowledge_panel", "top_stories",
         "news", "video", "images", "sitelinks")


@dataclass(frozen=True)
class FeatureChange:
    term: str  # the keyword as the caller passed it
    kind: str  # one of KINDS


@dataclass(frozen=True)
class FeatureChanges:
    won: list[FeatureChange]  # held on the day, not 7 days earlier
    lost: list[FeatureChange]  # held 7 days earlier, not on the day


def feature_changes(client: Client, scope: SerpScope, keywords: Sequence[str | TrackedKeyword] | KeywordSet,
                    rule: MatchRule, as_of: date) -> FeatureChanges:
    """The features ``rule``'s site won and lost in the keywords' SERPs of ``as_of`` against 7 days earlier,
    by kind (:data:`KINDS`' order) and then keyword (the caller's order). A keyword without a stored SERP
    on either day has nothing to compare and is left out.

    One query over the two days' rows: filters other than the sort key's sit in the aggregates, not in
    WHERE, so they read each slot's latest version (what FINAL leaves), never a version it replaced."""
    keywords = keyword_set(keywords, client)
    if not keywords:
        return FeatureChanges([], [])
    held, params = rule.predicate("rule", host_rev=REVERSED_HOST_SQL, key="url_key")
    live = "is_deleted = 0"
    own = f"{live} AND type IN {{kinds:Array(String)}} AND {held}"
    result = client.query(
        f"""
        SELECT keyword, arrayFilter(k -> NOT has(before, k), now), arrayFilter(k -> NOT has(now, k), before)
        FROM (
            SELECT keyword, groupUniqArrayIf(type, day = {{as_of:Date}} AND {own}) AS now,
                   groupUniqArrayIf(type, day = {{week_ago:Date}} AND {own}) AS before,
                   countIf(day = {{as_of:Date}} AND {live}) AS checked,
                   countIf(day = {{week_ago:Date}} AND {live}) AS checked_before
            FROM serp_results FINAL
            WHERE {SCOPE_FILTER} AND {keywords.texts_in()} AND day IN ({{as_of:Date}}, {{week_ago:Date}})
            GROUP BY keyword)
        WHERE checked > 0 AND checked_before > 0 AND (notEmpty(now) OR notEmpty(before))
        {FINAL_SETTINGS}
        """,
        parameters={**scope.params(), **keywords.params(), **params, "kinds": list(KINDS), "as_of": as_of,
                    "week_ago": as_of - timedelta(days=COMPARE_DAYS)})
    found = {keyword: (won, lost) for keyword, won, lost in result.result_rows}
    order = list(keywords.terms)

    def changes(which: int) -> list[FeatureChange]:
        return [FeatureChange(keywords.terms[term].text, kind) for kind in KINDS for term in order
                if term in found and kind in found[term][which]]

    return FeatureChanges(changes(0), changes(1))
