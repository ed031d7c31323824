"""Faster rank reads: each stored fetch gets its own row in ``serp_ranks`` (the empty host, its depth as
the position), so rank queries read one table; and ``keyword_sets`` stores the long keyword lists that
queries name by id. DDL and the backfill in analytics.rankings.sql; readers in analytics.rankings.queries
and analytics.rankings.keysets."""

from analytics.rankings import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    # Running the backfill twice is harmless: its rows repeat serp_ranks' sort key and collapse.
    return [*sql.keyword_sets(target), sql.SERP_ROWS_FROM_SERPS]
