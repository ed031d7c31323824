"""The small SEO tools' API (SPEC §2's /tool/* screens): thin routes over api/tools/service.py and
api/tools/on_page_check.py. The permutation and FAQ JSON-LD tools need no server: their rules live in
the console (console/src/features/tools/utils)."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response, status

from api.core.errors import request_locale
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.tools import on_page_check, schemas, service, tasks

router = APIRouter(tags=["tools"])


@router.post("/tool/count", response_model=schemas.WordCountOut)
def word_count(body: schemas.WordCountIn, user: CurrentUser) -> schemas.WordCountOut:
    """Characters, CJK characters, words (jieba / Sudachi for Chinese and Japanese), sentences, reading time."""
    return service.word_count(body)


@router.post("/tool/deduplicate", response_model=schemas.DeduplicateOut)
def deduplicate(body: schemas.DeduplicateIn, user: CurrentUser) -> schemas.DeduplicateOut:
    return service.deduplicate(body)


@router.post("/tool/diff", response_model=schemas.DiffOut)
def keyword_diff(body: schemas.DiffIn, user: CurrentUser) -> schemas.DiffOut:
    """A − B, B − A and A ∩ B of two keyword lists."""
    return service.diff(body)


@router.post("/tool/related-keywords", response_model=schemas.RelatedListOut)
def related_keywords(body: schemas.RelatedIn, db: DbSession, user: CurrentUser) -> schemas.RelatedListOut:
    """Related searches and questions from the stored SERPs of the seed and of keywords containing it, then
    the keyword research sources' ideas; one use of ``keyword_search``."""
    return service.related(db, user, body)


@router.post("/tool/keyword-on-page-check", response_model=schemas.OnPageCheckOut)
def start_on_page_check(body: schemas.OnPageCheckIn, request: Request, response: Response, db: DbSession,
                        user: CurrentUser) -> schemas.OnPageCheckOut:
    """Fetches the page through the guarded fetch and counts each keyword per place; answers with the
    result when it is ready within a few seconds, else 202 with the job to follow."""
    operation = on_page_check.start(db, user, body)
    tasks.keyword_on_page_check.delay(operation.id)
    answer = on_page_check.wait(db, user, operation.id, request_locale(request))
    if answer.status == "in_progress":
        response.status_code = status.HTTP_202_ACCEPTED
    return answer


@router.get("/tool/keyword-on-page-check/{operation_id}", response_model=schemas.OnPageCheckOut)
def on_page_check_result(operation_id: RowId, request: Request, db: DbSession,
                         user: CurrentUser) -> schemas.OnPageCheckOut:
    return on_page_check.result(db, user, operation_id, request_locale(request))


@router.get("/tool/keyword-on-page-check/{operation_id}/export.csv", response_class=Response,
            responses={200: {"content": {"text/csv": {}}}})
def export_on_page_check(operation_id: RowId, request: Request, db: DbSession, user: CurrentUser) -> Response:
    body = on_page_check.export_csv(db, user, operation_id, request_locale(request))
    return Response(body, media_type="text/csv; charset=utf-8", headers={
        "Content-Disposition": f'attachment; filename="keyword-on-page-check-{operation_id}.csv"'})
