"""Keyword metrics cached per month (issue 13): ``keyword_metrics``. DDL in analytics.research.sql."""

from analytics.research import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    return sql.keyword_metrics(target)
