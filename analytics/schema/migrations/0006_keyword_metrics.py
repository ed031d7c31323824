"""Keyword research's caches (issue 13): ``keyword_metrics`` (a keyword's figures per month) and
``keyword_ideas`` (a seed's idea list per month), with ``keyword_metrics_latest`` (each keyword's newest
month, kept by a materialized view) for the lookup. DDL in analytics.research.sql."""

from analytics.research import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    return [*sql.keyword_metrics(target), *sql.keyword_metrics_latest(target), *sql.keyword_ideas(target)]
