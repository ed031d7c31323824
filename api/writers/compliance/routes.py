"""The sensitive-word check (SPEC §5): thin routes over api/writers/compliance/service.py."""

from __future__ import annotations

from fastapi import APIRouter, Request

from api.core.errors import request_locale
from api.deps import CurrentUser, DbSession
from api.writers.compliance import schemas, service

router = APIRouter(tags=["writers"])


@router.get("/text_comply/categories", response_model=schemas.CategoriesOut, response_model_by_alias=True)
def categories(user: CurrentUser) -> schemas.CategoriesOut:
    """The category tree to pick from: main categories and their sub-categories, names in four languages."""
    return service.categories()


@router.post("/text_comply", response_model=schemas.ComplyOut)
def text_comply(body: schemas.ComplyIn, request: Request, db: DbSession, user: CurrentUser) -> schemas.ComplyOut:
    """Checks the document's plain text against the chosen categories' advertising-law lists; one use of
    ``text_comply``."""
    return service.check(db, user, body, request_locale(request))
