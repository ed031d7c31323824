"""Keyword research API (issue 13): thin routes over api/research/service.py."""

from __future__ import annotations

from fastapi import APIRouter, Request

from api.core.errors import request_locale
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.research import schemas, service

router = APIRouter(tags=["research"])


@router.post("/research/suggestions", response_model=schemas.KeywordIdeasOut)
def keyword_suggestions(body: schemas.SuggestionsIn, request: Request, db: DbSession,
                        user: CurrentUser) -> schemas.KeywordIdeasOut:
    """Ideas for a seed with volume, CPC (USD), competition 0-4, difficulty, intent and source; one use of
    the plan's ``keyword_search``."""
    return service.suggestions(db, user, body, request_locale(request))


@router.post("/research/overview", response_model=schemas.OverviewOut)
def keyword_overview(body: schemas.OverviewIn, request: Request, db: DbSession, user: CurrentUser) -> schemas.OverviewOut:
    """One keyword's figures, difficulty with its inputs, intent, stored top 10, related and question
    keywords, and the caller's projects in it; one use of ``keyword_search``."""
    return service.overview(db, user, body, request_locale(request))


@router.post("/sites/{site_id}/keyword_metrics", response_model=schemas.TrackedMetricsOut)
def tracked_keyword_metrics(site_id: RowId, body: schemas.TrackedMetricsIn, db: DbSession,
                            user: CurrentUser) -> schemas.TrackedMetricsOut:
    """Volume, CPC and competition of the project's tracked keywords from the research store (no provider
    call, no use counted); asked apart from the rankings list so that list stays as fast as it was."""
    return service.tracked_metrics(db, user, site_id, body)
