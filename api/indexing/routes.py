"""Index submission API (issue 15): thin routes over api/indexing/service.py."""

from __future__ import annotations

from fastapi import APIRouter, Request

from api.core.errors import request_locale
from api.core.pagination import DataList, Page, PageNumber, PerPage, page_meta, page_path
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.indexing import schemas, service
from api.projects.access import site_for

router = APIRouter(tags=["index submission"])


def _rows(rows, user, request: Request) -> dict:
    locale = request_locale(request)
    return {"data": [service.submission_out(row, user.email, locale) for row in rows]}


@router.get("/sites/{site_id}/indexing", response_model=schemas.IndexingOverviewOut)
def indexing_overview(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    """The property, the user's Google links, the plan, today's quotas and the IndexNow key."""
    return service.overview(db, user, site_for(db, user, site_id))


@router.get("/sites/{site_id}/indexing/sitemaps", response_model=list[schemas.SitemapOut])
def indexing_sitemaps(site_id: RowId, db: DbSession, user: CurrentUser) -> list[dict]:
    """The Search Console property's sitemaps (the user's webmaster link)."""
    return service.sitemaps(db, user, site_for(db, user, site_id))


@router.post("/sites/{site_id}/indexing/sitemaps", response_model=schemas.SubmissionOut, status_code=201)
def indexing_submit_sitemap(site_id: RowId, body: schemas.SitemapIn, request: Request, db: DbSession,
                            user: CurrentUser) -> dict:
    row = service.submit_sitemap(db, user, site_for(db, user, site_id, "manager"), body.url)
    return service.submission_out(row, user.email, request_locale(request))


@router.post("/sites/{site_id}/indexing/inspections", response_model=DataList[schemas.SubmissionOut])
def indexing_inspect(site_id: RowId, body: schemas.UrlsIn, request: Request, db: DbSession,
                     user: CurrentUser) -> dict:
    """Each URL's index status (URL Inspection API; counted against the property's daily quota)."""
    rows = service.inspect(db, user, site_for(db, user, site_id, "manager"), body.urls, request_locale(request))
    return _rows(rows, user, request)


@router.post("/sites/{site_id}/indexing/notifications", response_model=DataList[schemas.SubmissionOut])
def indexing_notify(site_id: RowId, body: schemas.NotifyIn, request: Request, db: DbSession,
                    user: CurrentUser) -> dict:
    """Indexing API notices for job-posting and livestream pages; other pages are refused, not sent."""
    rows = service.notify(db, user, site_for(db, user, site_id, "manager"), body.urls, body.type)
    return _rows(rows, user, request)


@router.post("/sites/{site_id}/indexing/indexnow/key", response_model=schemas.IndexNowKeyOut, status_code=201)
def indexnow_new_key(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    return service.new_key(db, site_for(db, user, site_id, "manager"))


@router.post("/sites/{site_id}/indexing/indexnow/verify", response_model=schemas.IndexNowKeyOut)
def indexnow_verify(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    """Reads the key file on the site; IndexNow submissions need it found."""
    return service.verify_key(db, site_for(db, user, site_id, "manager"))


@router.post("/sites/{site_id}/indexing/indexnow", response_model=DataList[schemas.SubmissionOut])
def indexnow_submit(site_id: RowId, body: schemas.UrlsIn, request: Request, db: DbSession, user: CurrentUser) -> dict:
    rows = service.submit_indexnow(db, user, site_for(db, user, site_id, "manager"), body.urls)
    return _rows(rows, user, request)


@router.get("/sites/{site_id}/indexing/history", response_model=Page[schemas.SubmissionOut])
def indexing_history(site_id: RowId, request: Request, db: DbSession, user: CurrentUser,
                     kind: schemas.Kind | None = None, page: PageNumber = 1, per_page: PerPage = 20) -> dict:
    """Every submission of the project with its answer, newest first."""
    rows, total = service.history(db, site_for(db, user, site_id), kind, (page - 1) * per_page, per_page)
    locale = request_locale(request)
    return {"data": [service.submission_out(row, email, locale) for row, email in rows],
            "meta": page_meta(total, page, per_page, page_path(request), len(rows))}
