"""SEO writer API (SPEC §7's seo_writer_template* endpoints and the documents' own): thin routes over
api/writers/service.py."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, status

from api.core.pagination import DEFAULT_PER_PAGE, Page, PageNumber, PerPage, page_path
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.writers import schemas, service

router = APIRouter(tags=["seo writer"])
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
