"""The keyword universe's daily fetches: the most searched keywords of each market in the research store whose
Google SERP is missing or older than the refresh period, up to a daily budget per market, queued through the
rank checks' own path (leased like any check, fetched by ``serp.rankings.fetch``), so the organic-keywords
view of competitor research (analytics.links.organic) does not depend only on what users track.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from analytics.links.organic import scope_of, universe_keywords, universe_markets
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.store import get_client
from api.rankings.pipeline import BATCH_SIZE, lease
from api.rankings.scheduling import PlannedCheck, batches, local_day

DEPTH = 10  # traffic estimates count the top 10 only (analytics.rankings.scoring.CTR_BY_POSITION)


def plan(now: datetime, *, budget: int, refresh_days: int) -> list[PlannedCheck]:
    """Each market's next ``budget`` keywords to fetch today (their local today)."""
    client = get_client()
    planned = []
    for country, language in universe_markets(client):
        day = local_day(country, now)
        scope = scope_of(country, language)
        for keyword in universe_keywords(client, country, language, limit=budget,
                                         fetched_since=day - timedelta(days=refresh_days)):
            planned.append(PlannedCheck(scope.key(keyword, day), now, DEPTH, (), ()))
    return planned


def dispatch(db: Session, now: datetime | None = None) -> list[list[PlannedCheck]]:
    """Beat's daily step: the universe's checks, leased, in batches for ``serp.rankings.fetch``."""
    now = now or utcnow()
    settings = get_settings()
    planned = plan(now, budget=settings.keyword_universe_daily, refresh_days=settings.keyword_universe_refresh_days)
    return batches(lease(db, planned, now), BATCH_SIZE)
