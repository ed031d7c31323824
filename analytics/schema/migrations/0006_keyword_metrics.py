"""Keyword research's caches (issue 13): ``keyword_metrics`` (a keyword's figures per month) and
``keyword_ideas`` (a seed's idea list per month). DDL in analytics.research.sql."""

from analytics.research import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    return [*sql.keyword_metrics(target), *sql.keyword_ideas(target)]
