"""The content score's route: thin, over ``api/writers/scoring/service.py``."""

from __future__ import annotations

from fastapi import APIRouter, Request

from api.core.errors import request_locale
from api.deps import CurrentUser, DbSession
from api.writers.scoring import schemas, service

router = APIRouter(tags=["writers"])


@router.post("/writers/content_score", response_model=schemas.ContentScoreOut)
def content_score(request: Request, body: schemas.ContentScoreIn, db: DbSession, user: CurrentUser) -> dict:
    """The document's content score against its keyword's top 10 (``preparing`` while they are read)."""
    return service.content_score(db, user, body, request_locale(request))
