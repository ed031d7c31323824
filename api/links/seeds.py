"""Seeding the link crawl's frontier from what RankLens already stores."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from clickhouse_connect.driver.client import Client
from sqlalchemy import select
from sqlalchemy.orm import Session

from analytics.links import seeds
from api.projects.models import Competitor
from crawler.links.frontier import Frontier

log = logging.getLogger(__name__)


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
    A store that has no such table yet (a fresh install) seeds nothing from it."""
    refused: dict[str, int] = {}

    def add(found: list[tuple[str, float]]) -> int:
        queued = 0
        by_importance: dict[float, list[str]] = {}
        for url, importance in found:
            by_importance.setdefault(importance, []).append(url)
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
