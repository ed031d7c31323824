"""Saved keyword lists (issue 13; SPEC §3 "Keyword list", §7 /keyword_lists, §8's texts).

A user's lists are theirs alone: another user's list id answers 404, as an unknown one does. Names are
unique per user ignoring case (409 ``keyword_list.name_exists``). Keywords follow the tracked keywords'
rules (api.projects.validation: one per line, NFKC, SPEC §5's forbidden characters and length) and are
deduplicated by analytics' normal form (normalize_keyword) while kept as the user spelled them first.
How many lists a user keeps and how many keywords a list holds are the plan's ``keyword_lists`` and
``keyword_list_items`` (api.plans.catalogue). Every write checks everything first and commits once:
a refused batch leaves nothing behind.

Metrics come from the research area (api.research.service): a refresh reads this month's cached figures
and pays the providers only for the rest, as a keyword search does, counting one ``keyword_search`` use;
the snapshot is kept on the items so that opening a list asks no provider. Sending a list to a project
goes through the projects' own keyword adding (api.projects.keywords.add_keywords), with its plan limit
and validation; keywords the project already tracks are skipped and counted.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session, selectinload

from analytics.rankings.keys import normalize_keyword
from api.accounts.models import User
from api.core.csv_file import excel_csv
from api.core.db import utcnow
from api.core.errors import Conflict, FieldError, LimitReached, NotFound, ValidationFailed
from api.core.i18n import translate
from api.core.store import get_client
from api.plans.service import consume, feature_allowance, require
from api.projects import keywords as project_keywords
from api.projects.access import commit, site_for
from api.projects.models import Keyword
from api.projects.schemas import KeywordsAdd
from api.projects.validation import RuleError, check_keywords, keyword_text, split_keywords, text_value
from api.research import list_schemas as schemas
from api.research.models import LIST_NAME_MAX_LENGTH, KeywordList, KeywordListItem
from api.research.service import FEATURE, checked_market, keyword_figures, serp_readings

LISTS = "keyword_lists"
ITEMS = "keyword_list_items"
EXPORT_COLUMNS = ("keyword", "volume", "cpc_usd", "competition", "difficulty", "intent", "metrics_month",
                  "source", "added_at")


class NameExists(Conflict):
    code = "keyword_list.name_exists"


# --- reading -------------------------------------------------------------------------------------------


def list_for(db: Session, user: User, list_id: int) -> KeywordList:
    """The list ``list_id`` when ``user`` owns it; 404 otherwise (another user's lists are not revealed)."""
    found = db.scalar(select(KeywordList).where(KeywordList.id == list_id, KeywordList.user_id == user.id))
    if found is None:
        raise NotFound()
    return found


def _item_count(db: Session, keyword_list: KeywordList) -> int:
    return db.scalar(select(func.count()).where(KeywordListItem.list_id == keyword_list.id)) or 0


def list_out(db: Session, keyword_list: KeywordList, locale: str, *, items: bool) -> schemas.KeywordListOut:
    rows = None
    if items:
        rows = [item_out(item, locale) for item in keyword_list.items]
    return schemas.KeywordListOut(
        id=keyword_list.id, name=keyword_list.name, country=keyword_list.country, language=keyword_list.language,
        item_count=len(rows) if rows is not None else _item_count(db, keyword_list),
        created_at=keyword_list.created_at, updated_at=keyword_list.updated_at, items=rows)


def item_out(item: KeywordListItem, locale: str) -> schemas.KeywordListItemOut:
    out = schemas.KeywordListItemOut.model_validate(item)
    out.intent_label = translate(f"research.intent.{item.intent}", locale) if item.intent else None
    return out


def user_lists(db: Session, user: User, locale: str, *, include_items: bool) -> schemas.KeywordListPage:
    """GET /keyword_lists: the user's lists, latest update first, with their counts (and items when asked)."""
    stmt = select(KeywordList).where(KeywordList.user_id == user.id).order_by(
        KeywordList.updated_at.desc(), KeywordList.id.desc())
    if include_items:
        stmt = stmt.options(selectinload(KeywordList.items))
    found = list(db.scalars(stmt))
    counts = dict(db.execute(
        select(KeywordListItem.list_id, func.count()).join(KeywordList)
        .where(KeywordList.user_id == user.id).group_by(KeywordListItem.list_id)).all())
    data = []
    for keyword_list in found:
        out = list_out(db, keyword_list, locale, items=include_items) if include_items else schemas.KeywordListOut(
            id=keyword_list.id, name=keyword_list.name, country=keyword_list.country,
            language=keyword_list.language, item_count=counts.get(keyword_list.id, 0),
            created_at=keyword_list.created_at, updated_at=keyword_list.updated_at)
        data.append(out)
    return schemas.KeywordListPage(data=data, limit=feature_allowance(db, user, LISTS).limit,
                                   items_limit=feature_allowance(db, user, ITEMS).limit)


# --- lists ---------------------------------------------------------------------------------------------


def _name(db: Session, user: User, raw: str, *, other_than: int | None = None) -> tuple[str, str]:
    """The cleaned name and its key; 422 when empty or too long, 409 when another list of the user has it."""
    try:
        name = text_value(raw, LIST_NAME_MAX_LENGTH)
    except RuleError as error:
        raise ValidationFailed(error.at("name")) from None
    key = name.casefold()
    clash = select(KeywordList.id).where(KeywordList.user_id == user.id, KeywordList.name_key == key)
    if other_than is not None:
        clash = clash.where(KeywordList.id != other_than)
    if db.scalar(clash) is not None:
        raise NameExists(name=name)
    return name, key


def create_list(db: Session, user: User, body: schemas.KeywordListIn) -> KeywordList:
    name, key = _name(db, user, body.name)
    country, language = checked_market(body.country, body.language)
    try:
        require(db, user, LISTS)
    except LimitReached:
        raise LimitReached("keyword_list.lists_full", limit=feature_allowance(db, user, LISTS).limit) from None
    now = utcnow()
    keyword_list = KeywordList(user_id=user.id, name=name, name_key=key, country=country, language=language,
                               created_at=now, updated_at=now)
    db.add(keyword_list)
    _commit_named(db, name)
    return keyword_list


def _commit_named(db: Session, name: str) -> None:
    """A concurrent create or rename that took the name first breaks the unique key: the same 409."""
    try:
        commit(db)
    except Conflict:
        raise NameExists(name=name) from None


def rename_list(db: Session, user: User, list_id: int, body: schemas.KeywordListRename) -> KeywordList:
    keyword_list = list_for(db, user, list_id)
    name, key = _name(db, user, body.name, other_than=keyword_list.id)
    keyword_list.name, keyword_list.name_key, keyword_list.updated_at = name, key, utcnow()
    _commit_named(db, name)
    return keyword_list


def delete_list(db: Session, user: User, list_id: int) -> None:
    db.delete(list_for(db, user, list_id))
    commit(db)


# --- keywords ------------------------------------------------------------------------------------------


def _typed_count(raw: str | Sequence[str]) -> int:
    """How many non-empty keywords were typed, repeats included (what "ignored" counts from)."""
    lines = raw.splitlines() if isinstance(raw, str) else [line for item in raw for line in item.splitlines()]
    return sum(1 for line in lines if keyword_text(line))


def _keywords(raw: str | Sequence[str]) -> list[str]:
    """Split and checked as tracked keywords are (SPEC §5: forbidden characters, length): 422 otherwise."""
    found = split_keywords(raw)
    if not found:
        raise ValidationFailed(FieldError("keywords", "validation.required"))
    try:
        check_keywords(found, (), len(found))
    except RuleError as error:
        raise ValidationFailed(error.at("keywords")) from None
    return found


def add_keywords(db: Session, user: User, list_id: int, body: schemas.ListKeywordsIn) -> tuple[KeywordList, int, int]:
    """Adds the new keywords (by normal form) and ignores the rest; returns the list, added and ignored
    counts. Over the per-list allowance nothing is added (422 ``keyword_list.items_exceed``)."""
    keyword_list = list_for(db, user, list_id)
    typed = _keywords(body.keywords)
    known = set(db.scalars(select(KeywordListItem.keyword_key).where(KeywordListItem.list_id == keyword_list.id)))
    fresh: dict[str, str] = {}
    for keyword in typed:
        key = normalize_keyword(keyword)
        if key not in known and key not in fresh:
            fresh[key] = keyword
    left = max(feature_allowance(db, user, ITEMS).limit - len(known), 0)
    if len(fresh) > left:
        raise ValidationFailed(FieldError("keywords", "keyword_list.items_exceed", {"left_count": left}))
    now = utcnow()
    db.add_all(KeywordListItem(list_id=keyword_list.id, keyword=keyword, keyword_key=key, added_at=now)
               for key, keyword in fresh.items())
    if fresh:
        keyword_list.updated_at = now
    commit(db)
    db.refresh(keyword_list)
    return keyword_list, len(fresh), _typed_count(body.keywords) - len(fresh)


def remove_keywords(db: Session, user: User, list_id: int, item_ids: Sequence[int]) -> list[int]:
    """Removes the named items of this list (ids of other lists are ignored); returns the removed ids."""
    keyword_list = list_for(db, user, list_id)
    ids = sorted(db.scalars(select(KeywordListItem.id).where(
        KeywordListItem.list_id == keyword_list.id, KeywordListItem.id.in_(item_ids))))
    if ids:
        db.execute(delete(KeywordListItem).where(KeywordListItem.id.in_(ids)))
        keyword_list.updated_at = utcnow()
    commit(db)
    return ids


# --- metrics, export, projects -------------------------------------------------------------------------


def refresh_metrics(db: Session, user: User, list_id: int) -> KeywordList:
    """Volume, CPC, competition (this month's figures: cached, else from the providers), difficulty and
    intent (the stored top 10 of the last 90 days) of every keyword, as a keyword search reads them.
    A provider's failure answers SPEC §8's "unable to obtain keywords, search volume, CPC" and changes
    nothing."""
    keyword_list = list_for(db, user, list_id)
    items = list(keyword_list.items)
    if not items:
        return keyword_list
    require(db, user, FEATURE)
    country, language = keyword_list.country, keyword_list.language
    client = get_client()
    today = utcnow().date()
    texts = [item.keyword for item in items]
    figures = keyword_figures(client, country, language, texts, today)
    now = utcnow()
    readings = serp_readings(client, country, language, texts, today)
    for item in items:
        metrics = figures.get(normalize_keyword(item.keyword))
        _, found, intent = readings[item.keyword]
        item.volume = metrics.volume if metrics else None
        item.cpc_usd = metrics.cpc_usd if metrics else None
        item.competition = metrics.competition if metrics else None
        item.metrics_month = (metrics.month or today.replace(day=1)) if metrics else None
        item.metrics_source = metrics.source if metrics else None
        item.sandbox = bool(metrics and metrics.sandbox)
        item.difficulty = found.score if found else None
        item.intent = intent.primary
        item.refreshed_at = now
    keyword_list.updated_at = now
    consume(db, user, FEATURE)
    commit(db)
    return keyword_list


def export_csv(db: Session, user: User, list_id: int, locale: str) -> tuple[str, bytes]:
    """The list as a CSV download (UTF-8 with BOM for Excel): file name and bytes; headers in ``locale``."""
    keyword_list = list_for(db, user, list_id)
    header = [translate(f"keyword_list.column.{column}", locale) for column in EXPORT_COLUMNS]
    rows = [[item.keyword, item.volume, item.cpc_usd, item.competition, item.difficulty,
             translate(f"research.intent.{item.intent}", locale) if item.intent else None,
             item.metrics_month.strftime("%Y-%m") if item.metrics_month else None,
             item.metrics_source, item.added_at.strftime("%Y-%m-%d")] for item in keyword_list.items]
    body = excel_csv([header, *(["" if value is None else value for value in row] for row in rows)])
    return f"keyword-list-{keyword_list.id}.csv", body


def send_keywords(db: Session, user: User, site_id: int, keywords: Sequence[str]) -> schemas.SentToProject:
    """Adds ``keywords`` to a project the user manages as tracked keywords, through the projects' keyword
    adding: its plan limit (429; 422 "exceeds the number of keywords that can be added") and rules apply,
    and a refusal adds none. Keywords the project tracks already are skipped and counted, compared as the
    projects area compares them (api.projects.validation.check_keywords)."""
    site = site_for(db, user, site_id, "manager")
    typed = split_keywords(keywords)
    if not typed:
        raise ValidationFailed(FieldError("keywords", "validation.required"))
    tracked = {text.casefold() for text in db.scalars(select(Keyword.text).where(Keyword.site_id == site.id))}
    wanted = [keyword for keyword in typed if keyword.casefold() not in tracked]
    if wanted:
        project_keywords.add_keywords(db, user, site.id, KeywordsAdd(keywords=wanted))
    return schemas.SentToProject(site_id=site.id, added=len(wanted), skipped=len(typed) - len(wanted))


def send_to_project(db: Session, user: User, list_id: int, body: schemas.SendToProjectIn) -> schemas.SentToProject:
    """The list's keywords (or the chosen ones) to a project, as :func:`send_keywords` adds them."""
    keyword_list = list_for(db, user, list_id)
    items = keyword_list.items
    if body.item_ids is not None:
        chosen = set(body.item_ids)
        items = [item for item in items if item.id in chosen]
    if not items:
        raise ValidationFailed(FieldError("item_ids", "validation.required"))
    return send_keywords(db, user, body.site_id, [item.keyword for item in items])
