"""The sensitive-word check (SPEC §5): thin routes over api/writers/compliance/service.py."""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.concurrency import run_in_threadpool

from api.core.errors import request_locale
from api.deps import CurrentUser, DbSession
from api.writers.compliance import review, schemas, service

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


@router.post("/text_comply/review", response_model=schemas.ComplyOut)
async def text_comply_review(body: schemas.ComplyIn, request: Request, db: DbSession,
                             user: CurrentUser) -> schemas.ComplyOut:
    """The check, then the configured model's semantic review of what no list reads (findings marked
    ``source: "ai"``); one use of ``text_comply``, plans with the AI generator only."""
    locale = request_locale(request)
    prepared = await run_in_threadpool(review.prepare, db, user, body, locale)
    db.close()  # the model may take a while: hold no database connection for it
    answer = await review.ask(prepared)
    return await run_in_threadpool(review.finish, prepared, answer, locale)
