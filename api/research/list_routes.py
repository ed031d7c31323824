"""Saved keyword lists API (SPEC §7 /keyword_lists): thin routes over api/research/lists.py."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response, status

from api.core.errors import request_locale
from api.core.params import RowId
from api.deps import CurrentUser, DbSession
from api.projects.schemas import DeletedOut
from api.research import list_schemas as schemas
from api.research import lists

router = APIRouter(tags=["keyword lists"])


@router.get("/keyword_lists", response_model=schemas.KeywordListPage)
def get_lists(request: Request, db: DbSession, user: CurrentUser,
              include: Annotated[str | None, Query(description="`items` to include each list's keywords")] = None,
              ) -> schemas.KeywordListPage:
    return lists.user_lists(db, user, request_locale(request), include_items=include == "items")


@router.post("/keyword_lists", response_model=schemas.KeywordListOut, status_code=status.HTTP_201_CREATED)
def create_list(body: schemas.KeywordListIn, request: Request, db: DbSession, user: CurrentUser) -> schemas.KeywordListOut:
    return lists.list_out(db, lists.create_list(db, user, body), request_locale(request), items=True)


@router.get("/keyword_lists/{list_id}", response_model=schemas.KeywordListOut)
def get_list(list_id: RowId, request: Request, db: DbSession, user: CurrentUser) -> schemas.KeywordListOut:
    return lists.list_out(db, lists.list_for(db, user, list_id), request_locale(request), items=True)


@router.patch("/keyword_lists/{list_id}", response_model=schemas.KeywordListOut)
def rename_list(list_id: RowId, body: schemas.KeywordListRename, request: Request, db: DbSession,
                user: CurrentUser) -> schemas.KeywordListOut:
    return lists.list_out(db, lists.rename_list(db, user, list_id, body), request_locale(request), items=False)


@router.delete("/keyword_lists/{list_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_list(list_id: RowId, db: DbSession, user: CurrentUser) -> None:
    lists.delete_list(db, user, list_id)


@router.post("/keyword_lists/{list_id}/keywords", response_model=schemas.ListKeywordsAdded)
def add_keywords(list_id: RowId, body: schemas.ListKeywordsIn, request: Request, db: DbSession,
                 user: CurrentUser) -> schemas.ListKeywordsAdded:
    keyword_list, added, duplicates = lists.add_keywords(db, user, list_id, body)
    return schemas.ListKeywordsAdded(added=added, duplicates=duplicates,
                                     list=lists.list_out(db, keyword_list, request_locale(request), items=True))


@router.post("/keyword_lists/{list_id}/keywords/batch_delete", response_model=DeletedOut)
def remove_keywords(list_id: RowId, body: schemas.ListItemIds, db: DbSession, user: CurrentUser) -> dict:
    return {"deleted": lists.remove_keywords(db, user, list_id, body.item_ids)}


@router.post("/keyword_lists/{list_id}/refresh", response_model=schemas.KeywordListOut)
def refresh_metrics(list_id: RowId, request: Request, db: DbSession, user: CurrentUser) -> schemas.KeywordListOut:
    """Latest volume, CPC, competition, difficulty and intent of every keyword; one ``keyword_search`` use."""
    return lists.list_out(db, lists.refresh_metrics(db, user, list_id), request_locale(request), items=True)


@router.get("/keyword_lists/{list_id}/export.csv", response_class=Response,
            responses={200: {"content": {"text/csv": {}}}})
def export_list(list_id: RowId, request: Request, db: DbSession, user: CurrentUser) -> Response:
    filename, body = lists.export_csv(db, user, list_id, request_locale(request))
    return Response(body, media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"'})


@router.post("/keyword_lists/{list_id}/send_to_project", response_model=schemas.SentToProject)
def send_to_project(list_id: RowId, body: schemas.SendToProjectIn, db: DbSession,
                    user: CurrentUser) -> schemas.SentToProject:
    return lists.send_to_project(db, user, list_id, body)


@router.post("/sites/{site_id}/send_keywords", response_model=schemas.SentToProject)
def send_keywords(site_id: RowId, body: schemas.KeywordsToProjectIn, db: DbSession,
                  user: CurrentUser) -> schemas.SentToProject:
    """Keywords picked anywhere (suggestions, a list, the network graph) to a project's tracked keywords."""
    return lists.send_keywords(db, user, site_id, body.keywords)
