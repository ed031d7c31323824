"""Keyword research API (issue 13): thin routes over api/research/service.py."""

from __future__ import annotations

import json
from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query, Request, Response, status

from analytics.research.network import DEFAULT_MIN_SHARED
from api.core.errors import request_locale
from api.core.i18n import translate
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.research import export, network, schemas, service, tasks

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


@router.post("/research/suggestions/export", response_model=schemas.SuggestionsExportOut,
             status_code=status.HTTP_202_ACCEPTED)
def export_suggestions(body: schemas.SuggestionsExportIn, request: Request, db: DbSession,
                       user: CurrentUser) -> schemas.SuggestionsExportOut:
    """The keywords on screen as an Excel workbook mailed to the user (SPEC §9, at most 5,000 rows), with
    the figures of the research store; recorded in operation history; no ``keyword_search`` use counted."""
    operation = export.start_export(db, user, body)
    tasks.mail_suggestions.delay(operation.id, [row.model_dump() for row in body.rows])
    return schemas.SuggestionsExportOut(
        operation_id=operation.id, message=translate("research.export.mailed", request_locale(request), email=user.email))


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


@router.get("/research/network", response_model=schemas.NetworkOut)
def keyword_network(
    site_id: Annotated[RowId, Query(description="the project whose tracked keywords are drawn")],
    db: DbSession,
    user: CurrentUser,
    min_shared: Annotated[int, Query(ge=1, le=network.MAX_MIN_SHARED,
                                     description="the fewest shared top-10 URLs that link two keywords")]
    = DEFAULT_MIN_SHARED,
) -> schemas.NetworkOut:
    """The keyword network graph (enterprise plan only, SPEC §6): the project's keywords with a stored SERP,
    their volume, cluster and the project's rank, and the pairs whose latest top 10s share URLs."""
    return network.keyword_network(db, user, site_id, min_shared)
