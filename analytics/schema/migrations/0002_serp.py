"""SERPs stored once per engine, country, language, device, location, keyword and day, shared by every
project: their results, every fetch attempt, and their related searches and questions
(DDL in analytics.rankings.sql)."""

from analytics.rankings import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    return [*sql.serp_results(target), *sql.serp_checks(target), *sql.serp_features(target)]
