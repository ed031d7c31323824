"""Whether a fetch met the end of the engine's results: ``serp_checks.ended``. A stored SERP satisfies a
request for a deeper one only when it reaches that depth, holds every tracked site, or is all the engine
has; this column says the last. DDL in analytics.rankings.sql; read by analytics.rankings.queries."""

from analytics.rankings import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    return sql.serp_checks_ended(target)
