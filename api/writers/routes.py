"""SEO writer API (SPEC §7's seo_writer_template* endpoints and the documents' own): thin routes over
api/writers/service.py."""

from __future__ import annotations

from typing import Annotated

from anyio import from_thread, to_thread
from fastapi import APIRouter, Header, Path, Query, Request, WebSocket, status

from api.core.pagination import DEFAULT_PER_PAGE, Page, PageNumber, PerPage, page_path
from api.core.params import RowId
from api.deps import ClientAddress, CurrentUser, DbSession
from api.writers import collab, schemas, service
from api.writers import share as sharing

router = APIRouter(tags=["seo writer"])
ShareUuid = Annotated[str, Path(max_length=36)]
TOO_LARGE = {413: {"description": "Over 1 MB stored (writer.too_large)",
                   "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}}}}


# --- documents ----------------------------------------------------------------------------------------


@router.get("/seo_writer_templates", response_model=Page[schemas.WriterTemplateBrief])
def list_templates(
    request: Request, db: DbSession, user: CurrentUser, page: PageNumber = 1, per_page: PerPage = DEFAULT_PER_PAGE,
    category_id: Annotated[RowId | None, Query(alias="filter[category_id]", description="one of the caller's "
                                               "categories")] = None,
    site_id: Annotated[RowId | None, Query(alias="filter[site_id]")] = None,
    search: Annotated[str | None, Query(description="text in the title or the target keyword")] = None,
) -> dict:
    return service.list_templates(db, user, category_id=category_id, site_id=site_id, search=search, page=page,
                                  per_page=per_page, path=page_path(request))


@router.post("/seo_writer_templates", response_model=schemas.WriterTemplateOut, status_code=status.HTTP_201_CREATED,
             responses=TOO_LARGE)
def create_template(body: schemas.WriterTemplateCreate, db: DbSession, user: CurrentUser) -> schemas.WriterTemplateOut:
    """A new document; counts one ``writer`` use of the month."""
    return service.template_out(db, user, service.create_template(db, user, body))


@router.get("/seo_writer_templates/{template_id}", response_model=schemas.WriterTemplateOut)
def get_template(template_id: RowId, db: DbSession, user: CurrentUser) -> schemas.WriterTemplateOut:
    return service.template_out(db, user, service.template_for(db, user, template_id))


@router.patch("/seo_writer_templates/{template_id}", response_model=schemas.WriterTemplateOut, responses=TOO_LARGE)
def update_template(template_id: RowId, body: schemas.WriterTemplateUpdate, db: DbSession,
                    user: CurrentUser) -> schemas.WriterTemplateOut:
    """An edit made on ``version``; 409 ``writer.version_conflict`` when the document has moved on."""
    return service.template_out(db, user, service.update_template(db, user, template_id, body))


@router.delete("/seo_writer_templates/{template_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_template(template_id: RowId, db: DbSession, user: CurrentUser) -> None:
    """Its creator only (403 ``writer.not_creator`` for a project member)."""
    service.delete_template(db, user, template_id)


@router.get("/seo_writer_templates/{template_id}/versions", response_model=schemas.WriterVersionList)
def get_versions(template_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    return {"data": service.versions(db, user, template_id)}


@router.post("/seo_writer_templates/{template_id}/versions/{version}/restore", response_model=schemas.WriterTemplateOut)
def restore_version(template_id: RowId, version: RowId, body: schemas.WriterRestoreIn, db: DbSession,
                    user: CurrentUser) -> schemas.WriterTemplateOut:
    return service.template_out(db, user, service.restore(db, user, template_id, version, body.version))


# --- categories (SPEC §7) -----------------------------------------------------------------------------


@router.get("/seo_writer_template_categories", response_model=schemas.WriterCategoryList)
def get_categories(db: DbSession, user: CurrentUser) -> dict:
    return {"data": service.categories(db, user)}


@router.post("/seo_writer_template_categories", response_model=schemas.WriterCategoryOut,
             status_code=status.HTTP_201_CREATED)
def create_category(body: schemas.WriterCategoryIn, db: DbSession, user: CurrentUser) -> schemas.WriterCategoryOut:
    return service.category_out(db, user, service.create_category(db, user, body.name))


@router.patch("/seo_writer_template_categories/{category_id}", response_model=schemas.WriterCategoryOut)
def rename_category(category_id: RowId, body: schemas.WriterCategoryIn, db: DbSession,
                    user: CurrentUser) -> schemas.WriterCategoryOut:
    return service.category_out(db, user, service.rename_category(db, user, category_id, body.name))


@router.delete("/seo_writer_template_categories/{category_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_category(category_id: RowId, db: DbSession, user: CurrentUser) -> None:
    service.delete_category(db, user, category_id)


@router.delete("/seo_writer_template_categories/{category_id}/detach", response_model=schemas.WriterCategoryOut)
def detach_documents(category_id: RowId, body: schemas.WriterDetachIn, db: DbSession,
                     user: CurrentUser) -> schemas.WriterCategoryOut:
    ids = body.templates_id if isinstance(body.templates_id, list) else [body.templates_id]
    return service.category_out(db, user, service.detach_documents(db, user, category_id, ids))


@router.post("/seo_writer_templates/{template_id}/seo_writer_template_categories",
             response_model=schemas.WriterTemplateOut)
def attach_categories(template_id: RowId, body: schemas.WriterAttachIn, db: DbSession,
                      user: CurrentUser) -> schemas.WriterTemplateOut:
    template = service.attach_categories(db, user, template_id, body.seo_writer_template_category_ids)
    return service.template_out(db, user, template)


@router.delete("/seo_writer_templates/{template_id}/seo_writer_template_categories",
               response_model=schemas.WriterTemplateOut)
def detach_category(template_id: RowId, body: schemas.WriterDetachOneIn, db: DbSession,
                    user: CurrentUser) -> schemas.WriterTemplateOut:
    template = service.detach_category(db, user, template_id, body.seo_writer_template_category_id)
    return service.template_out(db, user, template)


# --- the share link and co-editing (api/writers/share.py, api/writers/collab.py) ----------------------


@router.get("/seo_writer_templates/{template_id}/share", response_model=schemas.WriterShareState)
def get_share(template_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    return {"data": sharing.get_share(db, user, template_id)}


@router.post("/seo_writer_templates/{template_id}/share", response_model=schemas.WriterShareOut,
             status_code=status.HTTP_201_CREATED)
def create_share(template_id: RowId, body: schemas.WriterShareIn, db: DbSession,
                 user: CurrentUser) -> schemas.WriterShareOut:
    """The creator only, on a plan with ``writer_share``; 409 ``writer.share_active`` while one runs."""
    return sharing.create_share(db, user, template_id, body)


@router.delete("/seo_writer_templates/{template_id}/share", status_code=status.HTTP_204_NO_CONTENT)
def stop_share(template_id: RowId, request: Request, db: DbSession, user: CurrentUser) -> None:
    """Saves the co-edited text and disconnects every co-editor at once."""
    sharing.stop_share(db, user, template_id, lambda room: from_thread.run(collab.rooms_of(request).end, room))


@router.post("/share/seo_writer/{share_uuid}/unlock", response_model=schemas.WriterShareUnlockOut)
def unlock_share(share_uuid: ShareUuid, body: schemas.WriterShareUnlockIn, ip: ClientAddress, db: DbSession) -> dict:
    """403 ``writer.share_password_wrong``, 429 after too many guesses, 404 unknown or stopped, 410 expired."""
    return sharing.unlock_share(db, share_uuid, body.password, ip)


@router.get("/share/seo_writer/{share_uuid}", response_model=schemas.SharedDocumentOut)
def get_shared_document(share_uuid: ShareUuid, db: DbSession,
                        token: Annotated[str | None, Header(alias="X-Share-Token")] = None) -> schemas.SharedDocumentOut:
    return sharing.shared_document(db, share_uuid, token)


@router.websocket("/writers/collab/{template_id}")
async def co_edit(websocket: WebSocket, template_id: RowId, share_token: str | None = None) -> None:
    """The Yjs sync and awareness protocol for a shared document (y-websocket's provider); the guest by
    ``share_token``, the owner and the project's editors by their session. Closes with 4401, 4403, 4404
    or 4410 (api/writers/collab.py)."""
    await websocket.accept()
    try:
        editor = await to_thread.run_sync(collab.admit, websocket, template_id, share_token)
    except collab.Refused as refused:
        await websocket.close(refused.code)
        return
    await collab.rooms_of(websocket).serve(websocket, template_id, editor)
