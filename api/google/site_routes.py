"""A project's Google data routes (SPEC §7): thin, over api/google/dashboard.py."""

from __future__ import annotations

from fastapi import APIRouter

from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.google import dashboard
from api.google import site_schemas as schemas

router = APIRouter(tags=["google"])


@router.post("/sites/{site_id}/site_ga", response_model=schemas.LinkedOut)
def link_ga(site_id: RowId, body: schemas.SiteGaIn, db: DbSession, user: CurrentUser):
    return dashboard.link_analytics(db, user, site_id, body.propertySelected)


@router.post("/sites/{site_id}/site_webmaster", response_model=schemas.LinkedOut)
def link_webmaster(site_id: RowId, body: schemas.SiteWebmasterIn, db: DbSession, user: CurrentUser):
    return dashboard.link_search_console(db, user, site_id, body.siteUrl)


@router.get("/sites/{site_id}/site_webmaster_metrics", response_model=schemas.WebmasterMetricsOut)
def webmaster_metrics(site_id: RowId, db: DbSession, user: CurrentUser) -> schemas.WebmasterMetricsOut:
    return dashboard.webmaster_metrics(db, user, site_id)


@router.get("/sites/{site_id}/site_ga_metrics", response_model=schemas.GaMetricsOut)
def ga_metrics(site_id: RowId, db: DbSession, user: CurrentUser) -> schemas.GaMetricsOut:
    return dashboard.ga_metrics(db, user, site_id)
