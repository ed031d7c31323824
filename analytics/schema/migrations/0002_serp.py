"""SERPs stored once per engine, country, language, device, location, keyword and day, shared by every
project: their results, every fetch attempt, and their related searches and questions; and the two tables
derived from the results at ingest that the rank queries read: ``serps`` (one row per SERP: depth and top
10 domains) and ``serp_ranks`` (organic results sorted by host). DDL in analytics.rankings.sql.

Edited in place before the first release: the derived tables, and sharding by ``halfMD5(keyword)`` (the
derived tables' keyword id) instead of ``cityHash64(keyword)``, were added to this migration rather than
to a new one, as no store holds it yet.
"""

from analytics.rankings import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    return [*sql.serp_results(target), *sql.serp_checks(target), *sql.serp_features(target), *sql.serps(target),
            *sql.serp_ranks(target)]
