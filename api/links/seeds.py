"""Seeding the link crawl's frontier from what RankLens already stores."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from clickhouse_connect.driver.client import Client
from sqlalchemy import select
from sqlalchemy.orm import Session

from analytics.hosts import InvalidHost, host_of
from analytics.links import seeds
from analytics.links.ratings import domain_ratings
from analytics.rankings.matching import registrable_domain
from api.projects.models import Competitor
from crawler.links.frontier import Frontier

log = logging.getLogger(__name__)


def _domain(url: str) -> str | None:
    try:
        return registrable_domain(host_of(url))
    except InvalidHost:
        return None


@dataclass(frozen=True)
class SeedRun:
    serp: int
    audits: int
    competitors: int
    linking: int
    refused: dict[str, int]


def seed_frontier(frontier: Frontier, client: Client, db: Session, *, limit: int = 10_000) -> SeedRun:
    """Queue the stored SERPs' URLs, the audited sites' external links, the competitors' sites (importance 1)
    and the pages known to link to them; URLs queued before are left as they are (the frontier dedups).
    A URL's importance is its source's, raised to its domain's rating / 100 where that is higher (a strong
    domain's pages are re-crawled sooner). A store that has no such table yet (a fresh install) seeds nothing
    from it."""
    refused: dict[str, int] = {}

    def add(found: list[tuple[str, float]]) -> int:
        queued = 0
        domains = {url: _domain(url) for url, _ in found}
        try:
            ratings = domain_ratings(client, sorted({d for d in domains.values() if d}))
        except Exception:  # noqa: BLE001 (no ratings yet on a fresh store: the sources' importance stands)
            ratings = {}
        by_importance: dict[float, list[str]] = {}
        for url, importance in found:
            rated = ratings.get(domains[url] or "", 0.0) / 100
            by_importance.setdefault(round(max(importance, rated), 2), []).append(url)
        for importance, urls in by_importance.items():
            count, refusals = frontier.add(urls, importance=importance)
            queued += count
            for kind, n in refusals.items():
                refused[kind] = refused.get(kind, 0) + n
        return queued

    def read(query, *args) -> list[tuple[str, float]]:
        try:
            return query(client, *args, limit=limit)
        except Exception:
            log.warning("link crawl seeds: %s failed", query.__name__, exc_info=True)
            return []

    competitors = db.execute(select(Competitor.url, Competitor.domain)).all()
    sites = [(url if "://" in url else f"https://{url}", 1.0) for url, _ in competitors]
    domains = sorted({domain for _, domain in competitors})
    return SeedRun(serp=add(read(seeds.serp_urls)), audits=add(read(seeds.audit_external_urls)),
                   competitors=add(sites), linking=add(read(seeds.linking_pages, domains)), refused=refused)
