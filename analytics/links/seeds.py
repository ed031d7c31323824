"""Where the link crawl starts: URLs the stores already know, with an importance (0-1) each.

- the stored SERPs' result URLs (the pages that rank in our users' niches): importance by their best position;
- the audited sites' external links;
- pages already known to link to a domain (the link store's sources of a competitor's backlinks).

Queries only; :func:`api.links.seeds.seed_frontier` adds the competitors' own sites and queues them all.
"""

from __future__ import annotations

from collections.abc import Sequence

from clickhouse_connect.driver.client import Client

from analytics.rankings.matching import registrable_domain


def serp_urls(client: Client, *, limit: int) -> list[tuple[str, float]]:
    """Distinct organic result URLs of the stored SERPs, best positioned first; importance 1 at position 1,
    falling to 0.5 at 100."""
    rows = client.query(
        "SELECT url, min(position) AS best FROM serp_results "
        "WHERE is_deleted = 0 AND position IS NOT NULL AND url != '' AND NOT is_sandbox "
        "GROUP BY url ORDER BY best, url LIMIT {limit:UInt64}", parameters={"limit": limit}).result_rows
    return [(url, round(1.0 - 0.5 * (min(best, 100) - 1) / 99, 3)) for url, best in rows]


def audit_external_urls(client: Client, *, limit: int) -> list[tuple[str, float]]:
    """External links the site audits found (answering, or not checked), most linked first."""
    rows = client.query(
        "SELECT url FROM audit_externals WHERE status IS NULL OR status < 400 "
        "GROUP BY url ORDER BY max(length(sources)) DESC, url LIMIT {limit:UInt64}",
        parameters={"limit": limit}).result_rows
    return [(url, 0.3) for (url,) in rows]


def linking_pages(client: Client, domains: Sequence[str], *, limit: int) -> list[tuple[str, float]]:
    """Pages the link store knows to link to ``domains`` (their registrable domains), live links only."""
    wanted = sorted({registrable_domain(domain) for domain in domains if domain})
    if not wanted:
        return []
    rows = client.query(
        "SELECT DISTINCT source_url FROM link_edges FINAL WHERE target_domain IN {domains:Array(String)} "
        "AND lost_at IS NULL AND NOT is_sandbox LIMIT {limit:UInt64}",
        parameters={"domains": wanted, "limit": limit}).result_rows
    return [(url, 0.6) for (url,) in rows]
