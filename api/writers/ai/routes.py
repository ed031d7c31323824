"""AI writer API (SPEC §2 /seo-diy/ai-writer and its preview): thin routes over api/writers/ai/service.py.

The generating steps answer with server-sent events (``text/event-stream``): ``delta``, ``items``, then
``done`` or ``error``. Whatever fails before the model starts answering (the article, the plan, the endpoint's
configuration, a refused key …) is an ordinary error body with its status.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Request, status
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from api.core.errors import request_locale
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.writers import schemas as writer_schemas
from api.writers import service as writers
from api.writers.ai import schemas, service
from api.writers.ai.client import open_stream

router = APIRouter(tags=["ai writer"])

STREAM_RESPONSES = {200: {"content": {"text/event-stream": {}},
                          "description": "Server-sent events: delta {text} or items {items} as the model writes, "
                                         "then done {article} or error {code, message}."}}
SectionIndex = Annotated[int, Path(ge=0, lt=schemas.MAX_SECTIONS, description="the section's place, from 0")]


@router.get("/ai_writer/status", response_model=schemas.AiWriterStatus)
def writer_status(user: CurrentUser) -> schemas.AiWriterStatus:
    """Whether a model endpoint is configured (and which settings configure it), the templates and SPEC's limits."""
    return service.status()


@router.get("/ai_articles", response_model=schemas.AiArticlePage)
def list_articles(db: DbSession, user: CurrentUser) -> schemas.AiArticlePage:
    return service.user_articles(db, user)


@router.post("/ai_articles", response_model=schemas.AiArticleOut, status_code=status.HTTP_201_CREATED)
def create_article(body: schemas.AiArticleIn, request: Request, db: DbSession,
                   user: CurrentUser) -> schemas.AiArticleOut:
    """A new article from its inputs; one ``writer`` use (plans with the AI generator only)."""
    return service.article_out(db, service.create(db, user, body, request_locale(request)))


@router.get("/ai_articles/{article_id}", response_model=schemas.AiArticleOut)
def get_article(article_id: RowId, db: DbSession, user: CurrentUser) -> schemas.AiArticleOut:
    return service.article_out(db, service.article_for(db, user, article_id))


@router.patch("/ai_articles/{article_id}", response_model=schemas.AiArticleOut)
def edit_article(article_id: RowId, body: schemas.AiArticlePatch, db: DbSession,
                 user: CurrentUser) -> schemas.AiArticleOut:
    return service.article_out(db, service.edit(db, user, article_id, body))


@router.delete("/ai_articles/{article_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_article(article_id: RowId, db: DbSession, user: CurrentUser) -> None:
    service.delete(db, user, article_id)


@router.get("/ai_articles/{article_id}/preview", response_model=schemas.PreviewOut)
def preview_article(article_id: RowId, db: DbSession, user: CurrentUser) -> schemas.PreviewOut:
    """The finished article with its body as HTML; 422 naming what is still missing."""
    return service.preview(db, user, article_id)


@router.post("/ai_articles/{article_id}/seo_writer_document", response_model=writer_schemas.WriterTemplateOut,
             status_code=status.HTTP_201_CREATED)
def copy_to_seo_writer(article_id: RowId, db: DbSession, user: CurrentUser) -> writer_schemas.WriterTemplateOut:
    """The finished article as a new SEO writer document (keyword, title, description, the body with the title
    as H1); counted as the SEO writer counts a new document: one ``writer`` use. 422 naming what is missing."""
    return writers.template_out(db, user, service.copy_to_writer(db, user, article_id))


async def _stream(request: Request, db: DbSession, user: CurrentUser, article_id: int, step: str,
                  **options: object) -> StreamingResponse:
    job = await run_in_threadpool(service.prepare, db, user, article_id, step, **options)
    db.close()  # the answer may take a while: hold no database connection for it
    streamed = await open_stream(job.config, job.messages)
    return StreamingResponse(service.relay(job, streamed, request_locale(request)), media_type="text/event-stream",
                             headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


@router.post("/ai_articles/{article_id}/titles", response_class=StreamingResponse, responses=STREAM_RESPONSES)
async def generate_titles(article_id: RowId, body: schemas.TitlesIn, request: Request, db: DbSession,
                          user: CurrentUser) -> StreamingResponse:
    """Title options (one AI title optimize of the article's 10), with the suggestion word if given."""
    return await _stream(request, db, user, article_id, "titles", word=body.word)


@router.post("/ai_articles/{article_id}/description", response_class=StreamingResponse,
             responses=STREAM_RESPONSES)
async def generate_description(article_id: RowId, request: Request, db: DbSession,
                               user: CurrentUser) -> StreamingResponse:
    """The description of the chosen title."""
    return await _stream(request, db, user, article_id, "description")


@router.post("/ai_articles/{article_id}/sections", response_class=StreamingResponse, responses=STREAM_RESPONSES)
async def generate_sections(article_id: RowId, body: schemas.SectionsIn, request: Request, db: DbSession,
                            user: CurrentUser) -> StreamingResponse:
    """1 to 10 section titles; they replace the article's sections."""
    return await _stream(request, db, user, article_id, "sections", count=body.count)


@router.post("/ai_articles/{article_id}/sections/{index}/paragraph", response_class=StreamingResponse,
             responses=STREAM_RESPONSES)
async def generate_paragraph(article_id: RowId, index: SectionIndex, body: schemas.ParagraphIn, request: Request,
                             db: DbSession, user: CurrentUser) -> StreamingResponse:
    """A section's paragraph, or its paragraph lengthened or shortened (paid tiers: ai_resize)."""
    return await _stream(request, db, user, article_id, "paragraph", section=index, mode=body.mode)
