"""The site checker's store: crawled pages, findings, internal and external links, and the site record
of each site check. DDL in analytics.audits.tables."""

from analytics.audits import tables
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    return tables.operations(target)
