"""Page-numbered lists with SPEC §3's pagination meta.

``{"data": [...], "meta": {"current_page", "from", "last_page", "path", "per_page", "to", "total"}}``;
``from`` and ``to`` are 1-based positions of the first and last row shown (null on an empty page).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Annotated, Any, Generic, TypeVar

from fastapi import Query, Request
from pydantic import BaseModel, Field
from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from api.core.params import MAX_ROW_ID

DEFAULT_PER_PAGE = 20
MAX_PER_PAGE = 100

# No table holds more rows than the largest row id, so no page lies past that number; a larger one would
# overflow the driver with its offset (a 500).
PageNumber = Annotated[int, Query(ge=1, le=MAX_ROW_ID, description="1-based page number")]
PerPage = Annotated[int, Query(ge=1, le=MAX_PER_PAGE, description="rows per page")]


T = TypeVar("T")


class PageMeta(BaseModel):
    current_page: int
    from_: int | None = Field(alias="from")  # "from" is a Python keyword
    last_page: int
    path: str
    per_page: int
    to: int | None
    total: int


class Page(BaseModel, Generic[T]):
    """Response model of a paginated list: ``Page[SiteOut]``."""

    data: list[T]
    meta: PageMeta


class DataList(BaseModel, Generic[T]):
    """Response model of an unpaginated list: ``{"data": [...]}``."""

    data: list[T]


def page_path(request: Request) -> str:
    """The list's address without its query, as the meta's ``path``."""
    return str(request.url.replace(query=""))


def page_meta(total: int, page: int, per_page: int, path: str, shown: int) -> dict:
    first = (page - 1) * per_page + 1 if shown else None
    return {
        "current_page": page,
        "from": first,
        "last_page": max((total + per_page - 1) // per_page, 1),
        "path": path,
        "per_page": per_page,
        "to": first + shown - 1 if first is not None else None,
        "total": total,
    }


def paginate(
    db: Session,
    stmt: Select,
    *,
    page: int,
    per_page: int,
    path: str,
    serialize: Callable[[Sequence[Any]], list],
) -> dict:
    """Runs ``stmt`` (already filtered and ordered) for one page and wraps it with the meta.

    ``serialize`` turns the page's rows (entities, or row tuples for multi-column selects) into
    their JSON shapes, all at once so that it can load related data in one query.
    """
    total = db.scalar(select(func.count()).select_from(stmt.order_by(None).subquery())) or 0
    result = db.execute(stmt.limit(per_page).offset((page - 1) * per_page))
    rows: Sequence[Any] = result.scalars().all() if len(stmt.column_descriptions) == 1 else result.all()
    return {"data": serialize(rows), "meta": page_meta(total, page, per_page, path, len(rows))}
