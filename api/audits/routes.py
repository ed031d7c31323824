"""Site checker API: thin routes over ``api/audits/service.py`` (the site-audit contract)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request, Response, status

from analytics.audits.checks.base import Category
from api.audits import checker, export, schemas, service, tasks
from api.core.errors import request_locale
from api.core.pagination import DEFAULT_PER_PAGE, Page, PageNumber, PerPage, page_path
from api.core.params import RowId
from api.deps import ClientAddress, Credential, CurrentUser, DbSession, OptionalAuth

router = APIRouter(tags=["site checker"])

CheckId = Annotated[str, Query(max_length=80, description="a check id of the catalogue, e.g. title.too_long")]
JobId = Annotated[str, Path(max_length=64, description="a page check's token, as POST /tool/checker gave it")]


@router.post("/sites/{site_id}/site_checks", response_model=schemas.SiteCheckOut,
             status_code=status.HTTP_202_ACCEPTED)
def start_site_check(site_id: RowId, body: schemas.SiteCheckIn, request: Request, db: DbSession,
                     user: CurrentUser) -> schemas.SiteCheckOut:
    check = service.start_check(db, user, site_id, body)
    tasks.run.delay(check.id)
    db.refresh(check)
    return service.check_out(check, request_locale(request))


@router.get("/sites/{site_id}/site_checks", response_model=Page[schemas.SiteCheckOut])
def site_checks(site_id: RowId, request: Request, db: DbSession, user: CurrentUser, page: PageNumber = 1,
                per_page: PerPage = DEFAULT_PER_PAGE) -> dict:
    return service.list_checks(db, user, site_id, page=page, per_page=per_page, path=page_path(request),
                               locale=request_locale(request))


@router.get("/sites/{site_id}/site_checks/latest", response_model=schemas.SiteCheckOut)
def latest_site_check(site_id: RowId, request: Request, db: DbSession, user: CurrentUser) -> schemas.SiteCheckOut:
    return service.check_out(service.latest_check(db, user, site_id), request_locale(request))


@router.get("/site_checks/{check_id}", response_model=schemas.SiteCheckOut)
def site_check(check_id: RowId, request: Request, db: DbSession, user: CurrentUser) -> schemas.SiteCheckOut:
    return service.check_out(service.check_for(db, user, check_id), request_locale(request))


@router.get("/site_checks/{check_id}/issues", response_model=schemas.IssuesOut)
def site_check_issues(check_id: RowId, request: Request, db: DbSession, user: CurrentUser,
                      category: Category | None = None,
                      severity: schemas.SeverityName | None = None) -> schemas.IssuesOut:
    return service.issues(service.check_for(db, user, check_id), request_locale(request), category, severity)


@router.get("/site_checks/{check_id}/issues/{check}", response_model=schemas.IssueUrlsOut)
def site_check_issue(check_id: RowId, check: str, request: Request, db: DbSession, user: CurrentUser,
                     page: PageNumber = 1, per_page: PerPage = DEFAULT_PER_PAGE) -> schemas.IssueUrlsOut:
    return service.issue_urls(service.check_for(db, user, check_id), check, request_locale(request), page=page,
                              per_page=per_page, path=page_path(request))


@router.get("/site_checks/{check_id}/pages", response_model=Page[schemas.PageRow])
def site_check_pages(check_id: RowId, request: Request, db: DbSession, user: CurrentUser, page: PageNumber = 1,
                     per_page: PerPage = DEFAULT_PER_PAGE, sort: schemas.PageSort = "url",
                     order: schemas.Order = "asc", q: Annotated[str | None, Query(max_length=200)] = None,
                     status: schemas.StatusClass | None = None) -> dict:
    return service.pages(service.check_for(db, user, check_id), page=page, per_page=per_page,
                         path=page_path(request), sort=sort, order=order, q=q, status=status)


@router.get("/site_checks/{check_id}/broken_links", response_model=Page[schemas.BrokenLink])
def site_check_broken_links(check_id: RowId, request: Request, db: DbSession, user: CurrentUser,
                            page: PageNumber = 1, per_page: PerPage = DEFAULT_PER_PAGE,
                            type: schemas.LinkType | None = None) -> dict:
    return service.broken_links(service.check_for(db, user, check_id), kind=type, page=page, per_page=per_page,
                                path=page_path(request))


@router.get("/site_checks/{check_id}/titles", response_model=Page[schemas.TextRow])
def site_check_titles(check_id: RowId, request: Request, db: DbSession, user: CurrentUser,
                      kind: schemas.TextKind = "title", filter: schemas.Verdict | None = None,
                      page: PageNumber = 1, per_page: PerPage = DEFAULT_PER_PAGE) -> dict:
    return service.text_rows(service.check_for(db, user, check_id), kind=kind, verdict=filter, page=page,
                             per_page=per_page, path=page_path(request))


@router.get("/site_checks/{check_id}/export.csv", response_class=Response,
            responses={200: {"content": {"text/csv": {}}}})
def site_check_csv(check_id: RowId, request: Request, db: DbSession, user: CurrentUser,
                   check: CheckId | None = None) -> Response:
    """The URLs of one issue with its evidence (``check``), or every crawled page."""
    found = service.check_for(db, user, check_id)
    locale = request_locale(request)
    body = export.issue_csv(found, check, locale) if check is not None else export.pages_csv(found, locale)
    name = export.filename(found, check or "pages", "csv")
    return Response(body, media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="{name}"'})


@router.get("/site_checks/{check_id}/report.pdf", response_class=Response,
            responses={200: {"content": {"application/pdf": {}}}})
def site_check_pdf(check_id: RowId, request: Request, db: DbSession, user: CurrentUser,
                   credential: Credential) -> Response:
    """The overview report printed by Chromium from the console's /pdfReport screen, as the user sees it."""
    found = service.check_for(db, user, check_id)
    if found.state != "completed":
        raise service.NotCompleted()
    body = export.report_pdf(found, credential, request_locale(request))
    return Response(body, media_type="application/pdf",
                    headers={"Content-Disposition": f'attachment; filename="{export.filename(found, "report", "pdf")}"'})


@router.get("/sites/{site_id}/pages/internal_links_keywords_suggestion", response_model=schemas.SuggestionsOut)
def internal_link_suggestions(site_id: RowId, db: DbSession, user: CurrentUser) -> schemas.SuggestionsOut:
    return service.link_suggestions(db, user, site_id)


@router.post("/tool/checker", response_model=schemas.CheckerJobOut, status_code=status.HTTP_202_ACCEPTED)
def start_page_check(body: schemas.CheckerIn, request: Request, ip: ClientAddress, db: DbSession,
                     auth: OptionalAuth) -> schemas.CheckerJobOut:
    """The public page checker: one page crawled and audited by a worker (signed in or not; paced per user
    or address). Answers at once with the job to follow at ``GET /tool/checker/{job_id}``."""
    job = checker.start_job(db, body.url, user=auth.user if auth else None, ip=ip)
    tasks.check_page.delay(job.id)
    return checker.job_out(job, request_locale(request))


@router.get("/tool/checker/{job_id}", response_model=schemas.CheckerJobOut)
def page_check(job_id: JobId, request: Request, db: DbSession, auth: OptionalAuth) -> schemas.CheckerJobOut:
    """A page check's state and progress, and its result once done (its creator only)."""
    return checker.job_out(checker.job_for(db, job_id, auth.user if auth else None), request_locale(request))
