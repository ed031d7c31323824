"""Google data (issue 15): a project's Search Console and GA4 figures, cached daily. DDL in analytics.google.sql."""

from analytics.google import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    return sql.google_tables(target)
