"""Operation history API."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request

from api.core.errors import request_locale
from api.core.pagination import Page, PageNumber, PerPage, page_path
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.history import service
from api.history.schemas import OperationOut

router = APIRouter(tags=["history"])


@router.get("/operation_history", response_model=Page[OperationOut])
def operation_history(
    request: Request,
    db: DbSession,
    user: CurrentUser,
    page: PageNumber = 1,
    per_page: PerPage = service.PER_PAGE,
    type: Annotated[str | None, Query(max_length=40, description="only operations of this type")] = None,
    site_id: Annotated[RowId | None, Query(description="only operations of this project")] = None,
) -> dict:
    return service.list_operations(db, user, page=page, per_page=per_page, path=page_path(request),
                                   type=type, site_id=site_id, locale=request_locale(request))
