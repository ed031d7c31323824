"""A project's tracked keywords: the list (rank-aware through rankings' pager, see
:mod:`api.projects.extensions`), adding, pinning, target URLs, deleting."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import Select, delete, func, select
from sqlalchemy.orm import Session, selectinload

from api.accounts.models import User
from api.core.errors import FieldError, NotFound, ValidationFailed
from api.core.pagination import paginate
from api.projects import extensions, schemas
from api.projects.access import check, commit, owner_of, raise_if, require_count, site_for
from api.projects.models import Keyword, KeywordCategory, Site
from api.projects.validation import check_keywords, keyword_text, split_keywords, target_url


def _keywords_query() -> Select:
    return select(Keyword).options(selectinload(Keyword.categories))


def list_keywords(
    db: Session,
    user: User,
    site_id: int,
    *,
    text: str | None,
    category_id: int | None,
    pinned: bool | None,
    page: int,
    per_page: int,
    path: str,
    ranking: object | None = None,
) -> dict:
    site = site_for(db, user, site_id, "viewer")
    stmt = _keywords_query().where(Keyword.site_id == site.id).order_by(Keyword.id)
    if text:
        stmt = stmt.where(func.lower(Keyword.text).contains(keyword_text(text).lower(), autoescape=True))
    if category_id is not None:
        stmt = stmt.where(Keyword.categories.any(KeywordCategory.id == category_id))
    if pinned is not None:
        stmt = stmt.where(Keyword.pinned.is_(pinned))
    if ranking is not None:
        return extensions.keyword_pager()(db, site, stmt, ranking, page=page, per_page=per_page, path=path)
    return paginate(db, stmt, page=page, per_page=per_page, path=path,
                    serialize=lambda rows: [schemas.KeywordOut.model_validate(row) for row in rows])


def _site_categories(db: Session, site: Site, ids: Sequence[int], field: str) -> list[KeywordCategory]:
    if not ids:
        return []
    found = list(
        db.scalars(
            select(KeywordCategory).where(KeywordCategory.site_id == site.id, KeywordCategory.id.in_(ids))
        )
    )
    if len(found) != len(set(ids)):
        raise ValidationFailed(FieldError(field, "validation.invalid"))
    return found


def add_keywords(db: Session, user: User, site_id: int, data: schemas.KeywordsAdd) -> list[Keyword]:
    site = site_for(db, user, site_id, "manager")
    keywords = split_keywords(data.keywords)
    if not keywords:
        raise ValidationFailed(FieldError("keywords", "validation.required"))
    left = require_count(db, owner_of(db, site), "keywords")
    tracked = db.scalars(select(Keyword.text).where(Keyword.site_id == site.id))
    errors: list[FieldError] = []
    check(errors, "keywords", check_keywords, keywords, tracked, left)
    raise_if(errors)
    categories = _site_categories(db, site, data.category_ids, "category_ids")
    added = [Keyword(site_id=site.id, text=text, categories=list(categories)) for text in keywords]
    db.add_all(added)
    commit(db)
    return added


def keyword_for(db: Session, user: User, keyword_id: int, min_role: schemas.Role) -> tuple[Keyword, Site]:
    """Keyword ``keyword_id`` and its project, when ``user`` is a member with at least ``min_role`` (else as
    :func:`~api.projects.access.site_for` answers)."""
    keyword = db.get(Keyword, keyword_id)
    if keyword is None:
        raise NotFound()
    return keyword, site_for(db, user, keyword.site_id, min_role)


def delete_keyword(db: Session, user: User, keyword_id: int) -> None:
    keyword, _ = keyword_for(db, user, keyword_id, "manager")
    db.delete(keyword)
    commit(db)


def delete_keywords(db: Session, user: User, site_id: int, keyword_ids: list[int]) -> list[int]:
    """Deletes the listed keywords of this project; ids of other projects are ignored."""
    site = site_for(db, user, site_id, "manager")
    ids = list(db.scalars(select(Keyword.id).where(Keyword.site_id == site.id, Keyword.id.in_(keyword_ids))))
    db.execute(delete(Keyword).where(Keyword.id.in_(ids)))
    commit(db)
    return sorted(ids)


def update_keyword(db: Session, user: User, keyword_id: int, data: schemas.KeywordUpdate) -> Keyword:
    keyword, site = keyword_for(db, user, keyword_id, "manager")
    changes = data.model_dump(exclude_unset=True)
    if "pinned" in changes:
        if changes["pinned"] is None:
            raise ValidationFailed(FieldError("pinned", "validation.required"))
        keyword.pinned = changes["pinned"]
    if "target_url" in changes:
        value = (changes["target_url"] or "").strip()
        errors: list[FieldError] = []
        keyword.target_url = check(errors, "target_url", target_url, value, site.domain) if value else None
        raise_if(errors)
    commit(db)
    return keyword
