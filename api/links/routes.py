"""Competitor site research API (issue 14): thin routes over api/links/service.py and export.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request, Response, status

from api.core.errors import request_locale
from api.core.i18n import translate
from api.core.pagination import Page, PageNumber, PerPage, page_meta, page_path
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.links import export, research_tasks, schemas, service

router = APIRouter(tags=["site research"])

Target = Annotated[str, Query(description="a domain or URL: a bare domain or home page is the whole domain, a URL "
                                          "with a path that URL prefix; IDNs in Unicode or punycode")]
Country = Annotated[str, Query(description="SPEC §3 country code")]
Language = Annotated[str, Query(description="zh-TW, zh-CN, ja or en")]
Lost = Annotated[bool | None, Query(description="backlinks only: true for lost links, false for live ones")]


@router.get("/sites/research/overview", response_model=schemas.SiteOverviewOut)
def research_overview(target: Target, request: Request, db: DbSession, user: CurrentUser, country: Country = "TW",
                      language: Language = "zh-TW") -> schemas.SiteOverviewOut:
    """Domain and URL rating, backlinks, referring domains (paid tiers), organic keywords and traffic, each with
    its 12-month history; the first look of a target on a day counts one ``competitor_research`` use."""
    research = service.start(db, user, target, country, language)
    return service.overview(db, user, research, request_locale(request))


@dataclass
class GridQuery:
    """The query every research grid takes."""
    target: Target
    country: Country = "TW"
    language: Language = "zh-TW"
    page: PageNumber = 1
    per_page: PerPage = 20


Grid = Annotated[GridQuery, Depends()]


def _grid(grid: str, query: GridQuery, request: Request, db, user, lost: bool | None = None) -> dict:
    research = service.start(db, user, query.target, query.country, query.language,
                             needs_links=grid in schemas.LINK_GRIDS)
    rows, total, sandbox = service.grid_rows(research, grid, (query.page - 1) * query.per_page, query.per_page, lost)
    service.counted(db)
    return {"data": rows, "meta": page_meta(total, query.page, query.per_page, page_path(request), len(rows)),
            "sandbox": sandbox}


@router.get("/sites/research/backlinks", response_model=schemas.ResearchGridPage)
def research_backlinks(query: Grid, request: Request, db: DbSession, user: CurrentUser, lost: Lost = None) -> dict:
    """The links into the target, strongest sources first (paid tiers)."""
    return _grid("backlinks", query, request, db, user, lost)


@router.get("/sites/research/referring-domains", response_model=schemas.ResearchGridPage)
def research_referring_domains(query: Grid, request: Request, db: DbSession, user: CurrentUser) -> dict:
    return _grid("referring-domains", query, request, db, user)


@router.get("/sites/research/anchors", response_model=schemas.ResearchGridPage)
def research_anchors(query: Grid, request: Request, db: DbSession, user: CurrentUser) -> dict:
    return _grid("anchors", query, request, db, user)


@router.get("/sites/research/organic-keywords", response_model=schemas.ResearchGridPage)
def research_organic_keywords(query: Grid, request: Request, db: DbSession, user: CurrentUser) -> dict:
    """Keywords the target ranks for in the stored SERPs, by estimated traffic."""
    return _grid("organic-keywords", query, request, db, user)


@router.get("/sites/research/top-pages", response_model=schemas.ResearchGridPage)
def research_top_pages(query: Grid, request: Request, db: DbSession, user: CurrentUser) -> dict:
    return _grid("top-pages", query, request, db, user)


@router.get("/sites/research/competitors", response_model=schemas.ResearchGridPage)
def research_competitors(query: Grid, request: Request, db: DbSession, user: CurrentUser) -> dict:
    """Domains sharing the target's top-10 keywords, most shared first."""
    return _grid("competitors", query, request, db, user)


@router.get("/sites/research/compare", response_model=schemas.SiteCompareOut)
def research_compare(targets: Annotated[list[str], Query(description="up to five domains or URLs")], db: DbSession,
                     user: CurrentUser, country: Country = "TW", language: Language = "zh-TW") -> schemas.SiteCompareOut:
    return service.compare(db, user, targets, country, language)


@router.get("/sites/research/export.csv", response_class=Response, responses={200: {"content": {"text/csv": {}}}})
def research_export_csv(target: Target, grid: Annotated[schemas.Grid, Query()], request: Request, db: DbSession,
                        user: CurrentUser, country: Country = "TW", language: Language = "zh-TW", lost: Lost = None,
                        rows: Annotated[int, Query(ge=1, description="the first rows (at most 5,000)")] = 5000
                        ) -> Response:
    """A grid's first rows (at most 5,000, SPEC §9) as CSV."""
    export.checked_rows(rows)
    research = service.start(db, user, target, country, language, needs_links=grid in schemas.LINK_GRIDS)
    content, name = export.to_csv(research, grid, rows, lost, request_locale(request))
    service.counted(db)
    return Response(content, media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="{name}"'})


@router.post("/sites/research/export", response_model=schemas.SiteExportOut, status_code=status.HTTP_202_ACCEPTED)
def research_export(body: schemas.SiteExportIn, request: Request, db: DbSession, user: CurrentUser) -> schemas.SiteExportOut:
    """A grid's first rows (at most 5,000) as an Excel workbook mailed to the user."""
    operation = export.start_export(db, user, body)
    research_tasks.mail_research.delay(operation.id)
    return schemas.SiteExportOut(operation_id=operation.id,
                             message=translate("research.export.mailed", request_locale(request), email=user.email))


@router.get("/sites/research/history", response_model=Page[schemas.ResearchHistoryOut])
def research_history(request: Request, db: DbSession, user: CurrentUser, page: PageNumber = 1,
                     per_page: PerPage = 20) -> dict:
    """The caller's own researches, newest first."""
    return service.history(db, user, page, per_page, page_path(request))


@router.get("/sites/{site_id}/metrics", response_model=schemas.SiteMetricsOut)
def site_metrics(site_id: RowId, db: DbSession, user: CurrentUser) -> schemas.SiteMetricsOut:
    """SPEC §7: the project's domain authority and backlink data, and its competitors'."""
    return service.site_metrics(db, user, site_id)
