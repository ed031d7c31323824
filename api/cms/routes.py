"""CMS posting API (SPEC §2 "CMS plugin": site creation and post form): thin routes over api/cms/service.py."""

from __future__ import annotations

from fastapi import APIRouter, Request, status

from api.cms import schemas, service
from api.core.pagination import DataList, Page, PageNumber, PerPage, page_path
from api.core.params import RowId
from api.deps import CurrentUser, DbSession

router = APIRouter(tags=["cms"])


@router.get("/cms/sites", response_model=DataList[schemas.CmsSiteOut])
def list_sites(db: DbSession, user: CurrentUser) -> dict:
    return {"data": [service.site_out(site) for site in service.sites(db, user)]}


@router.post("/cms/sites", response_model=schemas.CmsSiteOut, status_code=status.HTTP_201_CREATED)
def add_site(body: schemas.CmsSiteIn, db: DbSession, user: CurrentUser) -> dict:
    """Connects a WordPress site: finds its REST API and signs in with the application password first (422
    with the reason's code and the field at fault: cms.unauthorized, cms.rest_api_missing, cms.not_json,
    cms.timeout, …); 409 cms.site_duplicated when the user has the site already."""
    return service.site_out(service.add_site(db, user, body))


@router.patch("/cms/sites/{cms_site_id}", response_model=schemas.CmsSiteOut)
def update_site(cms_site_id: RowId, body: schemas.CmsSiteUpdate, db: DbSession, user: CurrentUser) -> dict:
    return service.site_out(service.update_site(db, user, cms_site_id, body))


@router.delete("/cms/sites/{cms_site_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_site(cms_site_id: RowId, db: DbSession, user: CurrentUser) -> None:
    service.delete_site(db, user, cms_site_id)


@router.get("/cms/sites/{cms_site_id}/categories", response_model=DataList[schemas.CmsCategoryOut])
def site_categories(cms_site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    """The site's categories, read from WordPress now."""
    return {"data": service.categories(db, user, cms_site_id)}


@router.post("/cms/sites/{cms_site_id}/posts", response_model=schemas.CmsPostOut, status_code=status.HTTP_201_CREATED)
def create_post(cms_site_id: RowId, body: schemas.CmsPostIn, db: DbSession, user: CurrentUser) -> dict:
    """Posts to WordPress (publish, draft, or future with a date); the featured image is fetched and uploaded
    first. 422 for SPEC §5's required title and content; 400 with the reason when WordPress refuses."""
    row = service.post(db, user, cms_site_id, body)
    return service.post_out(row, service.site_for(db, user, cms_site_id).name)


@router.get("/cms/posts", response_model=Page[schemas.CmsPostOut])
def list_posts(request: Request, db: DbSession, user: CurrentUser, cms_site_id: RowId | None = None,
               source_kind: schemas.SourceKind | None = None, source_id: RowId | None = None,
               page: PageNumber = 1, per_page: PerPage = 20) -> dict:
    """The user's posts and their status (SPEC §4), newest first; of one site or one document."""
    return service.posts(db, user, cms_site_id=cms_site_id, source_kind=source_kind, source_id=source_id,
                         page=page, per_page=per_page, path=page_path(request))
