"""Keyword research API (issue 13): thin routes over api/research/service.py."""

from __future__ import annotations

import json
from datetime import date

from fastapi import APIRouter, Request, Response

from api.core.errors import request_locale
from api.deps import CurrentUser, DbSession
from api.research import schemas, service

router = APIRouter(tags=["research"])


@router.post("/research/suggestions", response_model=schemas.KeywordIdeasOut)
def keyword_suggestions(body: schemas.SuggestionsIn, request: Request, db: DbSession,
                        user: CurrentUser) -> Response:
    """Ideas for a seed with volume, CPC (USD), competition 0-4, difficulty, intent and source; one use of
    the plan's ``keyword_search``."""
    answer = service.suggestions(db, user, body, request_locale(request))
    # Written as built: FastAPI would validate a thousand ideas (some 15,000 objects) against the response
    # model first, for more CPU than the search itself. The same JSON as pydantic's (compact, UTF-8, ISO dates).
    return Response(json.dumps(answer, ensure_ascii=False, separators=(",", ":"), default=date.isoformat),
                    media_type="application/json")


@router.post("/research/overview", response_model=schemas.OverviewOut)
def keyword_overview(body: schemas.OverviewIn, request: Request, db: DbSession, user: CurrentUser) -> schemas.OverviewOut:
    """One keyword's figures, difficulty with its inputs, intent, stored top 10, related and question
    keywords, and the caller's projects in it; one use of ``keyword_search``."""
    return service.overview(db, user, body, request_locale(request))
