"""Keyword categories (tags) of a project, and which keywords carry them."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.errors import FieldError, NotFound, ValidationFailed
from api.projects.access import commit, site_for
from api.projects.models import Keyword, KeywordCategory, Site, keyword_category_links
from api.projects.validation import CATEGORY_NAME_MAX_LENGTH, RuleError, text_value


def list_categories(db: Session, user: User, site_id: int) -> list[dict]:
    site = site_for(db, user, site_id, "viewer")
    rows = db.execute(
        select(KeywordCategory.id, KeywordCategory.name, func.count(keyword_category_links.c.keyword_id))
        .outerjoin(keyword_category_links, keyword_category_links.c.category_id == KeywordCategory.id)
        .where(KeywordCategory.site_id == site.id)
        .group_by(KeywordCategory.id, KeywordCategory.name)
        .order_by(KeywordCategory.id)
    )
    return [{"id": id_, "name": name, "keyword_count": count} for id_, name, count in rows]


def _category_payload(db: Session, category: KeywordCategory) -> dict:
    count = db.scalar(
        select(func.count())
        .select_from(keyword_category_links)
        .where(keyword_category_links.c.category_id == category.id)
    )
    return {"id": category.id, "name": category.name, "keyword_count": count}


def _category_name(db: Session, site: Site, name: str, except_id: int | None = None) -> str:
    """A tag name: required, at most 50 characters, not already a tag of this project (any case)."""
    try:
        clean = text_value(name, CATEGORY_NAME_MAX_LENGTH)
    except RuleError as exc:
        raise ValidationFailed(exc.at("name")) from exc
    others = db.scalars(
        select(KeywordCategory.name).where(
            KeywordCategory.site_id == site.id, KeywordCategory.id != (except_id or 0)
        )
    )
    if clean.casefold() in {other.casefold() for other in others}:
        raise ValidationFailed(FieldError("name", "project.duplicate.tag"))
    return clean


def create_category(db: Session, user: User, site_id: int, name: str) -> dict:
    site = site_for(db, user, site_id, "manager")
    category = KeywordCategory(site_id=site.id, name=_category_name(db, site, name))
    db.add(category)
    commit(db)
    return _category_payload(db, category)


def _category_for(
    db: Session, user: User, category_id: int, site_id: int | None = None
) -> tuple[KeywordCategory, Site]:
    """A tag the user may edit (of project ``site_id`` when given), and its project."""
    category = db.get(KeywordCategory, category_id)
    if category is None or (site_id is not None and category.site_id != site_id):
        raise NotFound()
    return category, site_for(db, user, category.site_id, "manager")


def rename_category(db: Session, user: User, category_id: int, name: str) -> dict:
    category, site = _category_for(db, user, category_id)
    category.name = _category_name(db, site, name, except_id=category.id)
    commit(db)
    return _category_payload(db, category)


def delete_category(db: Session, user: User, category_id: int) -> None:
    """Deleting a tag also removes it from every keyword (SPEC §4)."""
    category, _ = _category_for(db, user, category_id)
    db.delete(category)
    commit(db)


def _links(
    db: Session, user: User, site_id: int, category_id: int, keyword_ids: list[int]
) -> tuple[KeywordCategory, set[int]]:
    """The tag, and which of ``keyword_ids`` are this project's keywords (others are ignored)."""
    category, site = _category_for(db, user, category_id, site_id)
    ids = set(db.scalars(select(Keyword.id).where(Keyword.site_id == site.id, Keyword.id.in_(keyword_ids))))
    return category, ids


def attach_category(db: Session, user: User, site_id: int, category_id: int, keyword_ids: list[int]) -> dict:
    category, ids = _links(db, user, site_id, category_id, keyword_ids)
    linked = set(
        db.scalars(
            select(keyword_category_links.c.keyword_id).where(
                keyword_category_links.c.category_id == category.id
            )
        )
    )
    rows = [{"keyword_id": kid, "category_id": category.id} for kid in sorted(ids - linked)]
    if rows:
        db.execute(keyword_category_links.insert(), rows)
    commit(db)
    return _category_payload(db, category)


def detach_category(db: Session, user: User, site_id: int, category_id: int, keyword_ids: list[int]) -> dict:
    category, ids = _links(db, user, site_id, category_id, keyword_ids)
    db.execute(
        keyword_category_links.delete().where(
            keyword_category_links.c.category_id == category.id, keyword_category_links.c.keyword_id.in_(ids)
        )
    )
    commit(db)
    return _category_payload(db, category)
