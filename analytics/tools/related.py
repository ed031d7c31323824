"""Related keywords from the SERPs already stored: the related searches and "People also ask"
questions search engines showed for a seed keyword, and for every stored keyword that contains it.

The SERP store (``serp_features``, :mod:`analytics.rankings.sql`) grows every day with each project's
checks and each rank check, and costs nothing to read. This is the related-keywords tool's source until
the keyword-research sources (autocomplete, keyword ideas with volumes) land under ``analytics/research``.

Each suggestion carries how it was found: ``related_search`` or ``people_also_ask`` (the kinds stored),
whether it came from the seed's own SERP (``direct``) or from the SERP of a stored keyword that contains
the seed, and in how many stored SERPs (keyword and day) it was seen. Suggestions of the seed's own
SERPs come first, then the most often seen, then the best placed on its page; the seed itself is never a suggestion.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from clickhouse_connect.driver.client import Client

from analytics.rankings.keys import normalize_keyword

MAX_RESULTS = 500
# The seed's own SERPs and those of stored keywords containing it (keywords are stored normalized).
_SEED_MATCH = "(keyword = {seed:String} OR positionCaseInsensitiveUTF8(keyword, {seed:String}) > 0)"


@dataclass(frozen=True)
class RelatedKeyword:
    text: str
    kind: str  # related_search | people_also_ask
    direct: bool  # from the seed's own SERP
    serps: int  # stored SERPs (keyword and day) that showed it
    last_seen: date
    sandbox: bool  # seen only on SERPs of the sandbox source (made-up results, labelled so on screen)


def related_keywords(client: Client, seed: str, country: str, language: str,
                     limit: int = MAX_RESULTS) -> list[RelatedKeyword]:
    """Suggestions for ``seed`` in one country and search language, from every engine and device."""
    key = normalize_keyword(seed)
    if not key:
        return []
    result = client.query(
        f"""
        WITH sandboxed AS (
            SELECT engine, device, location, keyword, day FROM serp_checks FINAL
            WHERE country = {{country:String}} AND language = {{language:String}} AND {_SEED_MATCH}
            GROUP BY engine, device, location, keyword, day
            HAVING countIf(outcome = 'ok' AND is_sandbox) = countIf(outcome = 'ok')
        )
        SELECT text, kind, max(keyword = {{seed:String}}) AS direct, uniqExact(keyword, day) AS serps,
               max(day) AS last_seen, min((engine, device, location, keyword, day) IN sandboxed) AS sandbox
        FROM serp_features FINAL
        WHERE country = {{country:String}} AND language = {{language:String}} AND is_deleted = 0 AND {_SEED_MATCH}
          AND lowerUTF8(text) != {{seed:String}} AND text != ''
        GROUP BY text, kind
        ORDER BY direct DESC, serps DESC, min(rank), text
        LIMIT {{limit:UInt32}}
        """,
        parameters={"seed": key, "country": country, "language": language, "limit": min(limit, MAX_RESULTS)})
    return [RelatedKeyword(row[0], row[1], bool(row[2]), row[3], row[4], bool(row[5])) for row in result.result_rows]
