"""Rankings API: thin routes over ``api/rankings/service.py`` (SPEC §7 paths where SPEC names them)."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Depends, Header, Query, Request, Response, status

from api.core.config import get_settings
from api.core.errors import request_locale
from api.core.pagination import DEFAULT_PER_PAGE, Page, PageNumber, PerPage, page_path
from api.core.params import RowId
from api.deps import ClientAddress, CurrentUser, DbSession, OptionalAuth
from api.projects.access import site_for
from api.projects.schemas import KeywordOut
from api.projects.share import ShareAccess, keyword_reader, shared_site, unlock_share, viewer_cookie
from api.rankings import export, rank_check, schemas, service, tasks
from api.rankings.schemas import SHARE_UUID_HEADER

router = APIRouter(tags=["rankings"])

Scope = Annotated[schemas.ScopeQuery, Depends()]
Range = Annotated[schemas.RangeQuery, Depends()]
ShareUuid = Annotated[str | None, Header(alias=SHARE_UUID_HEADER, description="a shared report's uuid, read with "
                                         "its viewer cookie (POST /shared_report/unlock)")]
End = Annotated[date | None, Query(description="the day to read (default: the latest checked day)")]


def share_access(request: Request, share_uuid: ShareUuid = None) -> ShareAccess | None:
    """A shared report's reader: the share header and the share's viewer cookie (None without the header)."""
    if not share_uuid:
        return None
    return ShareAccess(share_uuid, request.cookies.get(viewer_cookie(share_uuid)))


Share = Annotated[ShareAccess | None, Depends(share_access)]


# --- the manual update -------------------------------------------------------------------------------


@router.post("/sites/{site_id}/ranking_update", response_model=schemas.RankingUpdateStatus,
             status_code=status.HTTP_202_ACCEPTED)
def start_ranking_update(site_id: RowId, db: DbSession, user: CurrentUser) -> schemas.RankingUpdateStatus:
    return service.start_update(db, user, site_id)


@router.get("/sites/{site_id}/ranking_update", response_model=schemas.RankingUpdateStatus)
def ranking_update_status(site_id: RowId, db: DbSession, user: CurrentUser) -> schemas.RankingUpdateStatus:
    return service.update_status(db, site_for(db, user, site_id))


# --- a keyword's history (also for shared reports) ---------------------------------------------------


@router.get("/keywords/{keyword_id}/rankings", response_model=schemas.KeywordRankingsOut)
def keyword_rankings(
    keyword_id: RowId,
    db: DbSession,
    auth: OptionalAuth,
    scope: Scope,
    range_: Range,
    share: Share,
    competitor: Annotated[list[RowId], Query(description="competitor ids (default: every competitor)")] = [],  # noqa: B006
) -> schemas.KeywordRankingsOut:
    keyword, site = keyword_reader(db, auth.user if auth else None, keyword_id, share)
    return service.keyword_rankings(db, keyword, site, scope, range_, competitor)


@router.get("/keywords/{keyword_id}/serp", response_model=schemas.DaySerpOut)
def keyword_day_serp(
    keyword_id: RowId,
    db: DbSession,
    auth: OptionalAuth,
    scope: Scope,
    share: Share,
    end: End = None,
) -> schemas.DaySerpOut:
    """The keyword's full stored result page of one day: URLs, titles and result types, ours and the
    competitors' rows marked."""
    keyword, site = keyword_reader(db, auth.user if auth else None, keyword_id, share)
    return service.day_serp(db, keyword, site, scope, end)


@router.post("/shared_report/unlock", status_code=status.HTTP_204_NO_CONTENT)
def unlock_shared_report(body: schemas.ShareUnlockIn, ip: ClientAddress, db: DbSession) -> Response:
    """Checks a shared report's password once and answers with its viewer cookie (HttpOnly, for
    ``share_viewer_ttl_seconds``), which every read of the report then sends with the share header."""
    token = unlock_share(db, body.share_uuid, body.password, ip)
    settings = get_settings()
    response = Response(status_code=status.HTTP_204_NO_CONTENT)
    response.set_cookie(viewer_cookie(body.share_uuid), token, max_age=settings.share_viewer_ttl_seconds,
                        path="/api", httponly=True, samesite="lax", secure=settings.cookie_secure)
    return response


@router.get("/shared_report", response_model=Page[KeywordOut])
def shared_report(
    request: Request,
    db: DbSession,
    share: Share,
    ranking: Annotated[schemas.KeywordRankQuery, Depends()],
    page: PageNumber = 1,
    per_page: PerPage = DEFAULT_PER_PAGE,
) -> dict:
    """The public shared report's keyword grid, read with the share header and viewer cookie (SPEC §6)."""
    site = shared_site(db, share)
    return service.keyword_page(db, site, service.keyword_statement(site), ranking, page=page, per_page=per_page,
                                path=page_path(request))


@router.get("/shared_report/site", response_model=schemas.SharedSiteOut)
def shared_report_site(db: DbSession, share: Share) -> dict:
    site = shared_site(db, share)
    figures = service.site_sections(db, None, site, {"google_statistics", "important_keywords"})
    return {"id": site.id, "name": site.name, "url": site.url, "domain": site.domain, **figures}


# --- project figures ---------------------------------------------------------------------------------


@router.get("/sites/{site_id}/visibility", response_model=schemas.VisibilityOut)
def visibility(site_id: RowId, db: DbSession, user: CurrentUser, scope: Scope, range_: Range) -> schemas.VisibilityOut:
    return service.visibility(db, site_for(db, user, site_id), scope, range_)


@router.get("/sites/{site_id}/drop_alerts", response_model=schemas.DropAlertsOut)
def drop_alerts(site_id: RowId, db: DbSession, user: CurrentUser, scope: Scope, end: End = None) -> schemas.DropAlertsOut:
    return service.drop_alerts(db, site_for(db, user, site_id), scope, end)


@router.get("/sites/{site_id}/ranking_settings", response_model=schemas.RankingSettingsOut)
def get_ranking_settings(site_id: RowId, db: DbSession, user: CurrentUser) -> dict:
    found = service.ranking_settings(db, site_for(db, user, site_id))
    return {"drop_alert_threshold": found.drop_alert_threshold}


@router.put("/sites/{site_id}/ranking_settings", response_model=schemas.RankingSettingsOut)
def put_ranking_settings(site_id: RowId, body: schemas.RankingSettingsIn, db: DbSession, user: CurrentUser) -> dict:
    found = service.update_ranking_settings(db, user, site_id, body)
    return {"drop_alert_threshold": found.drop_alert_threshold}


# --- keyword gap -------------------------------------------------------------------------------------


@router.get("/sites/{site_id}/keyword_gap/stats", response_model=schemas.GapStatsOut)
def keyword_gap_stats(site_id: RowId, db: DbSession, user: CurrentUser, scope: Scope,
                      end: End = None) -> schemas.GapStatsOut:
    return service.gap_stats(db, user, site_id, scope, end)


@router.get("/sites/{site_id}/keyword_gap", response_model=schemas.GapPageOut)
def keyword_gap(
    site_id: RowId,
    request: Request,
    db: DbSession,
    user: CurrentUser,
    scope: Scope,
    group: schemas.GapGroup = "all",
    end: End = None,
    page: PageNumber = 1,
    per_page: PerPage = DEFAULT_PER_PAGE,
) -> dict:
    return service.gap_list(db, user, site_id, group, scope, end, page=page, per_page=per_page,
                            path=page_path(request))


@router.post("/sites/{site_id}/keyword_gap/exclusions", response_model=schemas.KeywordIdsIn)
def exclude_keywords(site_id: RowId, body: schemas.KeywordIdsIn, db: DbSession, user: CurrentUser) -> dict:
    return {"keyword_ids": service.set_exclusions(db, user, site_id, body.keyword_ids, excluded=True)}


@router.delete("/sites/{site_id}/keyword_gap/exclusions", response_model=schemas.KeywordIdsIn)
def include_keywords(site_id: RowId, body: schemas.KeywordIdsIn, db: DbSession, user: CurrentUser) -> dict:
    return {"keyword_ids": service.set_exclusions(db, user, site_id, body.keyword_ids, excluded=False)}


# --- SERP competitors and trends ---------------------------------------------------------------------


@router.get("/sites/{site_id}/serp_competitors", response_model=schemas.SerpCompetitorsOut)
def serp_competitors(site_id: RowId, db: DbSession, user: CurrentUser, scope: Scope,
                     interval: schemas.Interval = "7d", end: End = None) -> schemas.SerpCompetitorsOut:
    return service.serp_competitors(db, site_for(db, user, site_id), interval, scope, end)


@router.get("/sites/{site_id}/serp_trend", response_model=schemas.SerpTrendsOut)
def compare_serp_trends(
    site_id: RowId,
    db: DbSession,
    user: CurrentUser,
    scope: Scope,
    range_: Range,
    keyword_ids: Annotated[list[RowId], Query(description="up to 10 keywords to compare")],
) -> schemas.SerpTrendsOut:
    site = site_for(db, user, site_id)
    return service.serp_trends(db, site, service.site_keywords(db, site, keyword_ids), scope, range_)


@router.get("/keywords/{keyword_id}/serp_trend", response_model=schemas.SerpTrendsOut)
def keyword_serp_trend(keyword_id: RowId, db: DbSession, user: CurrentUser, scope: Scope,
                       range_: Range) -> schemas.SerpTrendsOut:
    keyword, site = keyword_reader(db, user, keyword_id, None)
    return service.serp_trends(db, site, [keyword], scope, range_)


# --- the rank check tool -----------------------------------------------------------------------------


@router.post("/tool/rank-check", response_model=schemas.RankCheckOut)
def start_rank_check(body: schemas.RankCheckIn, request: Request, response: Response, db: DbSession,
                     user: CurrentUser) -> schemas.RankCheckOut:
    operation = rank_check.start(db, user, body)
    tasks.check.delay(operation.id)
    answer = rank_check.wait(db, user, operation.id, locale=request_locale(request))
    if answer.operation.status == "in_progress":
        response.status_code = status.HTTP_202_ACCEPTED
    return answer


@router.get("/tool/rank-check/{operation_id}", response_model=schemas.RankCheckOut)
def rank_check_result(operation_id: RowId, request: Request, db: DbSession,
                      user: CurrentUser) -> schemas.RankCheckOut:
    return rank_check.result(db, user, operation_id, request_locale(request))


# --- the ranking report ------------------------------------------------------------------------------


@router.get("/sites/{site_id}/ranking_report.csv", response_class=Response,
            responses={200: {"content": {"text/csv": {}}}})
def ranking_report_csv(site_id: RowId, request: Request, db: DbSession, user: CurrentUser,
                       query: Annotated[schemas.ExportIn, Query()]) -> Response:
    rep = export.report(db, site_for(db, user, site_id), query)
    return Response(export.to_csv(rep, request_locale(request)), media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="{export.filename(rep, "csv")}"'})


@router.post("/sites/{site_id}/ranking_report", response_model=schemas.OperationRef,
             status_code=status.HTTP_202_ACCEPTED)
def mail_ranking_report(site_id: RowId, body: schemas.ExportIn, db: DbSession,
                        user: CurrentUser) -> schemas.OperationRef:
    operation = service.start_report(db, user, site_id, body)
    tasks.mail_report.delay(operation.id, body.model_dump(mode="json"))
    return service.operation_ref(operation)
