"""The link store (issue 14): ``link_edges`` (page links, external only, with first/last seen and lost),
``link_sources`` (each source page's latest fetch, for lost detection), ``link_host_edges`` (host graph
edges) and ``link_ratings`` (domain and URL ratings per day). DDL in analytics.links.sql."""

from analytics.links import sql
from analytics.schema.ddl import Target


def operations(target: Target) -> list[str]:
    return [*sql.link_edges(target), *sql.link_sources(target), *sql.link_host_edges(target),
            *sql.link_ratings(target)]
