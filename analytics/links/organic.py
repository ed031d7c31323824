"""Organic keywords of any site, read from the SERP store: what a domain (a host, a URL prefix) ranks for,
its estimated traffic, its top pages, the domains it competes with, and its history by month.

Every SERP RankLens stores (tracked keywords, researched keywords and the "keyword universe" below) is shared
data: a site is a :class:`analytics.rankings.matching.MatchRule` applied at query time to the ``serp_ranks``
rows (sorted by reversed host, so a domain reads only its own rows). A keyword counts for the site when the
site is in the keyword's *latest* SERP of the window (default: the last 30 days), at its best position, with
the URL that holds it. Google's organic results only, desktop, the whole country (``location`` empty).

Estimated monthly traffic = CTR(position) × monthly search volume, with the CTR curve of
:data:`analytics.rankings.scoring.CTR_BY_POSITION` (Backlinko's 2019 study of 5 million queries in Google
Search Console data; positions past 10 count 0) and the volume of the research store
(``keyword_metrics``, the newest month cached; sandbox figures are flagged). A keyword nobody has
researched has no volume and no traffic estimate (``None``, not 0).

The month history applies each month's latest SERP of every keyword and today's volume: the store keeps
volume histories only for researched keywords, and one volume for every month keeps the traffic line
comparable from month to month.

The keyword universe (:func:`universe_keywords`) is what the SERP fleet fetches beyond users' keywords: the
most searched keywords of a market in the research store whose SERP is missing or older than a refresh
period, so the organic view does not depend only on what users track (api/rankings/universe.py budgets and
queues them).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from clickhouse_connect.driver.client import Client

from analytics.links.queries import month_starts
from analytics.rankings.keys import KEYWORD_IN, SCOPE_FILTER, SCOPE_ID_FILTER, SerpScope, keywords_param
from analytics.rankings.matching import MatchKind, MatchRule, registrable_domain
from analytics.rankings.scoring import CTR_BY_POSITION
from analytics.research.store import latest_metrics

ENGINE = "google"
WINDOW_DAYS = 30  # a keyword's SERP older than this does not say where a site ranks now
MAX_KEYWORDS = 100_000  # the rows one site's answer reads at most (best positions first)
TOP = 10  # competing domains are the other domains of the top 10
# What a link target's kind (analytics.links.queries.LinkTarget) is as a rank match rule.
_RULE_KINDS = {"domain": MatchKind.DOMAIN, "host": MatchKind.EXACT_HOST, "prefix": MatchKind.URL_PREFIX}


def rule_for(kind: str, value: str) -> MatchRule:
    """The match rule of a research target (``domain``, ``host`` or ``prefix`` and its value)."""
    return MatchRule.parse(_RULE_KINDS[kind], value)


def scope_of(country: str, language: str) -> SerpScope:
    return SerpScope(ENGINE, country, language)


def estimated_traffic(position: int | None, volume: int | None) -> int | None:
    """Monthly visits a position earns from a keyword's volume (``None`` without a volume).

    >>> estimated_traffic(1, 1000), estimated_traffic(11, 1000), estimated_traffic(3, None)
    (317, 0, None)
    """
    if volume is None:
        return None
    if position is None or not 1 <= position <= len(CTR_BY_POSITION):
        return 0
    return round(CTR_BY_POSITION[position - 1] * volume)


@dataclass(frozen=True, slots=True)
class OrganicKeyword:
    keyword: str
    position: int
    url: str
    day: date  # the SERP's day
    volume: int | None
    traffic: int | None
    sandbox: bool  # the volume is the sandbox's


@dataclass(frozen=True, slots=True)
class OrganicPage:
    url: str
    keywords: int
    traffic: int
    top_keyword: str
    top_position: int


@dataclass(frozen=True, slots=True)
class CompetingDomain:
    domain: str
    common_keywords: int  # keywords both rank for in the top 10
    share: float  # common keywords / the target's top-10 keywords


@dataclass(frozen=True, slots=True)
class OrganicMonth:
    month: date
    keywords: int
    traffic: int


def _positions(client: Client, scope: SerpScope, rule: MatchRule, start: date, end: date,
               by_month: bool) -> list[tuple]:
    """(keyword, month or None, day, best position, its URL) of every keyword whose latest SERP of the window
    (of each month of it, ``by_month``) holds the site."""
    where, params = rule.predicate("site")
    period = "toStartOfMonth(day)" if by_month else "toDate('1970-01-01')"
    query = f"""
        SELECT s.keyword, s.period, s.last_day, min(r.position), argMin(r.url, (r.position, r.row))
        FROM serp_ranks AS r
        INNER JOIN (
            SELECT keyword_id, {period} AS period, argMax(keyword, (day, fetched_at)) AS keyword,
                   max(day) AS last_day, argMax(fetched_at, (day, fetched_at)) AS last_fetch
            FROM serps FINAL
            WHERE {SCOPE_ID_FILTER} AND day BETWEEN {{start:Date}} AND {{end:Date}}
              AND keyword_id IN (SELECT keyword_id FROM serp_ranks WHERE {SCOPE_ID_FILTER} AND {where}
                                 AND day BETWEEN {{start:Date}} AND {{end:Date}})
            GROUP BY keyword_id, period
        ) AS s ON r.keyword_id = s.keyword_id AND r.day = s.last_day AND r.fetched_at = s.last_fetch
        WHERE {SCOPE_ID_FILTER} AND {where} AND r.day BETWEEN {{start:Date}} AND {{end:Date}}
        GROUP BY s.keyword, s.period, s.last_day
        ORDER BY min(r.position), s.keyword
        LIMIT {MAX_KEYWORDS * (12 if by_month else 1)}
        SETTINGS do_not_merge_across_partitions_select_final = 1
    """
    return client.query(query, parameters={**scope.params(), **params, "start": start, "end": end}).result_rows


def organic_keywords(client: Client, rule: MatchRule, country: str, language: str, *, as_of: date,
                     days: int = WINDOW_DAYS) -> list[OrganicKeyword]:
    """Every keyword the site ranks for in its latest SERP of the ``days`` up to ``as_of``, by estimated
    traffic (then position, then keyword)."""
    scope = scope_of(country, language)
    rows = _positions(client, scope, rule, as_of - timedelta(days=days - 1), as_of, by_month=False)
    volumes = latest_metrics(client, scope.country, language, [keyword for keyword, *_ in rows])
    found = []
    for keyword, _, day, position, url in rows:
        metrics = volumes.get(keyword)
        volume = metrics.volume if metrics else None
        found.append(OrganicKeyword(keyword, int(position), url, day, volume, estimated_traffic(position, volume),
                                    bool(metrics and metrics.sandbox)))
    found.sort(key=lambda k: (-(k.traffic or 0), k.position, k.keyword))
    return found


def serp_features(client: Client, country: str, language: str, keywords: Sequence[OrganicKeyword]) -> dict[str, tuple[str, ...]]:
    """The kinds of block other than organic results (featured snippet, ads, local pack, ...) on each
    keyword's SERP, by keyword."""
    if not keywords:
        return {}
    scope = scope_of(country, language)
    days = {k.day for k in keywords}
    result = client.query(
        f"SELECT keyword, groupUniqArray(type) FROM serp_results FINAL WHERE {SCOPE_FILTER} AND {KEYWORD_IN} "
        f"AND day IN {{days:Array(Date)}} AND is_deleted = 0 AND type != 'organic' "
        f"AND has({{pairs:Array(Tuple(String, Date))}}, (keyword, day)) GROUP BY keyword "
        f"SETTINGS do_not_merge_across_partitions_select_final = 1",
        parameters={**scope.params(), "keywords": keywords_param(k.keyword for k in keywords), "days": sorted(days),
                    "pairs": [(k.keyword, k.day) for k in keywords]})
    return {keyword: tuple(sorted(types)) for keyword, types in result.result_rows}


def top_pages(keywords: Sequence[OrganicKeyword]) -> list[OrganicPage]:
    """The site's pages by the traffic of the keywords they rank for (then by keyword count)."""
    by_url: dict[str, list[OrganicKeyword]] = defaultdict(list)
    for keyword in keywords:
        by_url[keyword.url].append(keyword)
    pages = []
    for url, ranked in by_url.items():
        best = min(ranked, key=lambda k: (-(k.traffic or 0), k.position, k.keyword))
        pages.append(OrganicPage(url, len(ranked), sum(k.traffic or 0 for k in ranked), best.keyword, best.position))
    pages.sort(key=lambda p: (-p.traffic, -p.keywords, p.url))
    return pages


def competing_domains(client: Client, rule: MatchRule, country: str, language: str,
                      keywords: Sequence[OrganicKeyword]) -> list[CompetingDomain]:
    """The other registrable domains in the top 10 of the SERPs where the site is in the top 10, by the number
    of keywords they share with it."""
    top = [k for k in keywords if k.position <= TOP]
    if not top:
        return []
    scope = scope_of(country, language)
    result = client.query(
        f"SELECT d, count() FROM serps FINAL ARRAY JOIN top_domains AS d "
        f"WHERE {SCOPE_ID_FILTER} AND has({{pairs:Array(Tuple(String, Date))}}, (keyword, day)) "
        f"AND day IN {{days:Array(Date)}} GROUP BY d",
        parameters={**scope.params(), "pairs": [(k.keyword, k.day) for k in top], "days": sorted({k.day for k in top})})
    own = rule.value.partition("/")[0] if rule.kind is MatchKind.DOMAIN else \
        registrable_domain(rule.value.partition("/")[0])
    found = [CompetingDomain(domain, int(count), round(int(count) / len(top), 4))
             for domain, count in result.result_rows if domain and domain != own]
    found.sort(key=lambda c: (-c.common_keywords, c.domain))
    return found


def organic_history(client: Client, rule: MatchRule, country: str, language: str, *, as_of: date,
                    months: int = 12) -> list[OrganicMonth]:
    """Keywords ranked for and estimated traffic in each of the last ``months`` months (oldest first; a
    month without any stored SERP of the site counts 0), each month's latest SERP of every keyword."""
    scope = scope_of(country, language)
    starts = month_starts(as_of, months)
    rows = _positions(client, scope, rule, starts[0], as_of, by_month=True)
    volumes = latest_metrics(client, scope.country, language, list({keyword for keyword, *_ in rows}))
    counts: dict[date, list[int]] = defaultdict(lambda: [0, 0])
    for keyword, month, _, position, _ in rows:
        metrics = volumes.get(keyword)
        counts[month][0] += 1
        counts[month][1] += estimated_traffic(position, metrics.volume if metrics else None) or 0
    return [OrganicMonth(month, *counts.get(month, (0, 0))) for month in starts]


def universe_keywords(client: Client, country: str, language: str, *, limit: int, fetched_since: date,
                      min_volume: int = 1) -> list[str]:
    """The ``limit`` most searched keywords of a market in the research store (newest month's volume) that
    have no Google SERP stored since ``fetched_since``: the keyword universe's next fetches."""
    scope = scope_of(country, language)
    result = client.query(
        f"""
        SELECT keyword, argMax(volume, (month, fetched_at)) AS v FROM keyword_metrics
        WHERE country = {{country:String}} AND language = {{language:String}}
          AND keyword NOT IN (SELECT keyword FROM serps WHERE {SCOPE_ID_FILTER} AND day >= {{since:Date}})
        GROUP BY keyword HAVING v >= {{min_volume:UInt64}}
        ORDER BY v DESC, keyword LIMIT {{limit:UInt32}}
        """,
        parameters={**scope.params(), "since": fetched_since, "min_volume": min_volume, "limit": limit})
    return [keyword for keyword, _ in result.result_rows]


def universe_markets(client: Client) -> list[tuple[str, str]]:
    """The (country, language) markets the research store holds figures for."""
    result = client.query("SELECT DISTINCT country, language FROM keyword_metrics ORDER BY country, language")
    return [(country, language) for country, language in result.result_rows]
