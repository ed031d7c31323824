"""SEO writer documents (SPEC's "templates"), their versions, and the user's categories for them (issue 16;
SPEC §3, §5, §6, §7's seven seo_writer_template* endpoints).

Who sees what: a document is its creator's; one placed in a project is also its members' — viewers read
it, managers and the owner edit it (api.projects.access.site_for decides) — and only its creator deletes
it or moves it (SPEC §6, 403 ``writer.not_creator``). Anyone else gets 404, as for an unknown id.
Categories are each user's own tags: a user sees and attaches only theirs, on any document they can open.

Saving: every edit names the version it was made on. A stale one answers 409 ``writer.version_conflict``
(SPEC §8 "save content failed") and saves nothing, so two windows never overwrite each other unseen; the
version check and the write are one UPDATE (SQLAlchemy's version counter), so two saves racing on the same
version cannot both pass. Content is sanitised (api.writers.sanitize) before it is stored; over 1 MB
stored is 413 ``writer.too_large``. A draft may have no title or content: SPEC §5's "title and content
are required" is the rule for publishing and copying out (:func:`publishable_errors`).

History: each save is kept as a version, but saves of one editor within ``COALESCE_MINUTES`` of the
entry's first save update that entry instead of adding one (an autosave every few seconds would otherwise
bury the history). A restore saves the chosen version's fields as a new version of its own, so the state
it replaced stays in the history. At most ``KEPT_VERSIONS`` entries are kept per document.

Allowance: creating a document counts one ``writer`` use of the month (SPEC §9 "writer uses") — the
creator's, or in a project its owner's (members work within the owner's plan, as everywhere in projects);
editing, autosaving, restoring and tagging do not.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from selectolax.lexbor import LexborHTMLParser
from sqlalchemy import delete, func, or_, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from api.accounts.models import User
from api.core.db import utcnow
from api.core.errors import Conflict, FieldError, NotFound, ValidationFailed
from api.core.pagination import paginate
from api.plans.service import consume, require
from api.projects.access import commit, owner_of, site_for
from api.projects.models import SiteMember
from api.projects.validation import RuleError, one_line, text_value
from api.writers import schemas, ydoc
from api.writers.errors import CoEditing, NotCreator, TooLarge, VersionConflict
from api.writers.models import (
    CATEGORY_NAME_MAX_LENGTH,
    DESCRIPTION_MAX_LENGTH,
    KEYWORD_MAX_LENGTH,
    SAVED_AS_MAX_LENGTH,
    TITLE_MAX_LENGTH,
    WriterCategory,
    WriterShare,
    WriterTemplate,
    WriterTemplateVersion,
    template_category_links,
)
from api.writers.sanitize import MAX_BYTES, MAX_INPUT_BYTES, clean_html, size_of

FEATURE = "writer"
COALESCE_MINUTES = 10
KEPT_VERSIONS = 100
_LIMITS = {"keyword": KEYWORD_MAX_LENGTH, "title": TITLE_MAX_LENGTH, "description": DESCRIPTION_MAX_LENGTH}


# --- access -------------------------------------------------------------------------------------------


def template_for(db: Session, user: User, template_id: int, *, edit: bool = False) -> WriterTemplate:
    """The document when ``user`` may read it (``edit``: change it); 404 when not theirs to see, 403 when a
    project viewer would edit."""
    template = db.get(WriterTemplate, template_id)
    if template is None:
        raise NotFound()
    if template.creator_id != user.id:
        if template.site_id is None:
            raise NotFound()
        site_for(db, user, template.site_id, "manager" if edit else "viewer")
    return template


def is_live(share: WriterShare | None, now: datetime | None = None) -> bool:
    return share is not None and share.expires_at > (now or utcnow())


def live_share(db: Session, template_id: int) -> WriterShare | None:
    """The document's share link while it runs (api.writers.share)."""
    share = db.scalar(select(WriterShare).where(WriterShare.template_id == template_id))
    return share if is_live(share) else None


def _refuse_while_co_edited(db: Session, template: WriterTemplate) -> None:
    """While a share runs the text lives in its shared document: a REST save or restore would be
    overwritten by the next co-edited save, so it is refused (409 ``writer.co_editing``)."""
    if live_share(db, template.id) is not None:
        raise CoEditing()


def _visible(user: User):
    """The documents ``user`` may open: their own, and those of the projects they are a member of."""
    member_of = select(SiteMember.site_id).where(SiteMember.user_id == user.id)
    return or_(WriterTemplate.creator_id == user.id, WriterTemplate.site_id.in_(member_of))


def _category_for(db: Session, user: User, category_id: int) -> WriterCategory:
    found = db.scalar(select(WriterCategory).where(WriterCategory.id == category_id,
                                                   WriterCategory.user_id == user.id))
    if found is None:
        raise NotFound()
    return found


# --- reading ------------------------------------------------------------------------------------------


def _category_ids(db: Session, user: User, template_ids: Sequence[int]) -> dict[int, list[int]]:
    """Which of ``user``'s categories each document carries."""
    rows = db.execute(
        select(template_category_links.c.template_id, template_category_links.c.category_id)
        .join(WriterCategory, WriterCategory.id == template_category_links.c.category_id)
        .where(WriterCategory.user_id == user.id, template_category_links.c.template_id.in_(template_ids))
        .order_by(template_category_links.c.category_id))
    found: dict[int, list[int]] = {}
    for template_id, category_id in rows:
        found.setdefault(template_id, []).append(category_id)
    return found


def _names(db: Session, user_ids: set[int]) -> dict[int, str]:
    return {id_: name or email for id_, name, email in
            db.execute(select(User.id, User.name, User.email).where(User.id.in_(user_ids)))}


def _briefs(db: Session, user: User, templates: Sequence[WriterTemplate], *, content: bool) -> list:
    categories = _category_ids(db, user, [t.id for t in templates])
    names = _names(db, {t.creator_id for t in templates})
    model = schemas.WriterTemplateOut if content else schemas.WriterTemplateBrief
    return [model(id=t.id, keyword=t.keyword, title=t.title, description=t.description,
                  category_ids=categories.get(t.id, []), creator_id=t.creator_id, creator_name=names[t.creator_id],
                  site_id=t.site_id, created_at=t.created_at, updated_at=t.updated_at, version=t.version,
                  **({"content_html": t.content_html, "share_active": live_share(db, t.id) is not None}
                     if content else {}))
            for t in templates]


def template_out(db: Session, user: User, template: WriterTemplate) -> schemas.WriterTemplateOut:
    return _briefs(db, user, [template], content=True)[0]


def list_templates(db: Session, user: User, *, category_id: int | None, site_id: int | None, search: str | None,
                   page: int, per_page: int, path: str) -> dict:
    """GET /seo_writer_templates: the documents the user may open, latest update first; filtered by one of
    the user's categories, a project, and text in the title or target keyword."""
    stmt = select(WriterTemplate).where(_visible(user)).order_by(WriterTemplate.updated_at.desc(),
                                                                   WriterTemplate.id.desc())
    if category_id is not None:
        stmt = stmt.where(WriterTemplate.id.in_(
            select(template_category_links.c.template_id)
            .where(template_category_links.c.category_id == _category_for(db, user, category_id).id)))
    if site_id is not None:
        stmt = stmt.where(WriterTemplate.site_id == site_id)
    needle = one_line(search or "").lower()
    if needle:
        stmt = stmt.where(or_(func.lower(WriterTemplate.title).contains(needle, autoescape=True),
                              func.lower(WriterTemplate.keyword).contains(needle, autoescape=True)))
    return paginate(db, stmt, page=page, per_page=per_page, path=path,
                    serialize=lambda rows: _briefs(db, user, rows, content=False))


# --- fields -------------------------------------------------------------------------------------------


def _line(field: str, value: str) -> str:
    """A one-line field (keyword, title, description): may be empty, at most its column's characters."""
    text = one_line(value)
    if len(text) > _LIMITS[field]:
        raise ValidationFailed(FieldError(field, "validation.too_long"))
    return text


def _content(raw: str) -> str:
    """The HTML as stored: sanitised, at most 1 MB (413 otherwise, nothing saved)."""
    if size_of(raw) > MAX_INPUT_BYTES:
        raise TooLarge(size_kb=size_of(raw) // 1024, max_kb=MAX_BYTES // 1024)
    html = clean_html(raw)
    if size_of(html) > MAX_BYTES:
        raise TooLarge(size_kb=size_of(html) // 1024, max_kb=MAX_BYTES // 1024)
    return html


def publishable_errors(title: str, content_html: str) -> list[FieldError]:
    """SPEC §5 "Publish and copy posting: title and content are required": a field error for each empty one.
    Content counts when it has text or an image; a draft may be saved without either (api.cms posts with it)."""
    errors = []
    if not title.strip():
        errors.append(FieldError("title", "validation.required"))
    body = LexborHTMLParser(content_html or "<p></p>").body
    if body is None or not (body.text(strip=True) or body.css_first("img")):
        errors.append(FieldError("content_html", "validation.required"))
    return errors


# --- versions -----------------------------------------------------------------------------------------


def _keep_version(db: Session, user: User | None, template: WriterTemplate, *, restored_from: int | None = None,
                  saved_as: str | None = None) -> None:
    """Records the document's state (its version already counted) in the history: saved by ``user``, or by
    the server for co-editors ``saved_as``."""
    saved_by = user.id if user is not None else None
    now = utcnow()
    latest = db.scalar(select(WriterTemplateVersion).where(WriterTemplateVersion.template_id == template.id)
                       .order_by(WriterTemplateVersion.version.desc()).limit(1))
    fields = {"version": template.version, "keyword": template.keyword, "title": template.title,
              "description": template.description, "content_html": template.content_html, "saved_at": now}
    if (restored_from is None and latest is not None and (latest.saved_by, latest.saved_as) == (saved_by, saved_as)
            and latest.restored_from is None and now - latest.created_at < timedelta(minutes=COALESCE_MINUTES)):
        for name, value in fields.items():
            setattr(latest, name, value)
        return
    db.add(WriterTemplateVersion(template_id=template.id, saved_by=saved_by, saved_as=saved_as,
                                 restored_from=restored_from, created_at=now, **fields))
    db.flush()
    oldest_kept = db.scalar(select(WriterTemplateVersion.version).where(
        WriterTemplateVersion.template_id == template.id).order_by(WriterTemplateVersion.version.desc())
        .offset(KEPT_VERSIONS - 1).limit(1))
    if oldest_kept is not None:
        db.execute(delete(WriterTemplateVersion).where(WriterTemplateVersion.template_id == template.id,
                                                       WriterTemplateVersion.version < oldest_kept))


def _save(db: Session, user: User | None, template: WriterTemplate, *, restored_from: int | None = None,
          saved_as: str | None = None) -> None:
    """Writes the edit when the document is still at the version it was loaded at; 409 otherwise."""
    template.updated_at = utcnow()
    try:
        db.flush()  # UPDATE … WHERE version = <loaded>: a concurrent save in between matches no row
        _keep_version(db, user, template, restored_from=restored_from, saved_as=saved_as)
        commit(db)
    except StaleDataError:
        db.rollback()
        raise VersionConflict() from None


def versions(db: Session, user: User, template_id: int) -> list[schemas.WriterVersionOut]:
    template = template_for(db, user, template_id)
    rows = list(db.scalars(select(WriterTemplateVersion).where(WriterTemplateVersion.template_id == template.id)
                           .order_by(WriterTemplateVersion.version.desc())))
    names = _names(db, {row.saved_by for row in rows if row.saved_by is not None})
    return [schemas.WriterVersionOut(version=row.version, title=row.title, saved_by=names.get(row.saved_by, row.saved_as),
                               restored_from=row.restored_from, created_at=row.created_at, saved_at=row.saved_at)
            for row in rows]


def restore(db: Session, user: User, template_id: int, version: int, seen: int) -> WriterTemplate:
    """Brings back the fields of history entry ``version`` as a new version (409 when ``seen`` is stale)."""
    template = template_for(db, user, template_id, edit=True)
    entry = db.scalar(select(WriterTemplateVersion).where(WriterTemplateVersion.template_id == template.id,
                                                          WriterTemplateVersion.version == version))
    if entry is None:
        raise NotFound()
    _refuse_while_co_edited(db, template)
    if seen != template.version:
        raise VersionConflict()
    template.keyword, template.title = entry.keyword, entry.title
    template.description, template.content_html = entry.description, entry.content_html
    _save(db, user, template, restored_from=version)
    return template


# --- documents ----------------------------------------------------------------------------------------


def create_template(db: Session, user: User, body: schemas.WriterTemplateCreate) -> WriterTemplate:
    fields = {name: _line(name, getattr(body, name)) for name in _LIMITS}
    html = _content(body.content_html)
    site = site_for(db, user, body.site_id, "manager") if body.site_id is not None else None
    categories = [_category_for(db, user, category_id).id for category_id in dict.fromkeys(body.category_ids)]
    payer = owner_of(db, site) if site is not None else user  # members work within the project owner's plan
    require(db, payer, FEATURE)
    now = utcnow()
    template = WriterTemplate(creator_id=user.id, site_id=site.id if site else None, content_html=html, created_at=now,
                              updated_at=now, **fields)
    db.add(template)
    db.flush()
    if categories:
        db.execute(template_category_links.insert(),
                   [{"template_id": template.id, "category_id": category_id} for category_id in categories])
    _keep_version(db, user, template)
    consume(db, payer, FEATURE)
    commit(db)
    return template


def update_template(db: Session, user: User, template_id: int, body: schemas.WriterTemplateUpdate) -> WriterTemplate:
    template = template_for(db, user, template_id, edit=True)
    if body.version != template.version:
        raise VersionConflict()
    changes: dict[str, object] = {name: _line(name, value) for name in _LIMITS
                                  if (value := getattr(body, name)) is not None}
    if body.content_html is not None:
        changes["content_html"] = _content(body.content_html)
    if body.site_id is not None or body.detach_site:
        if template.creator_id != user.id:
            raise NotCreator()
        changes["site_id"] = site_for(db, user, body.site_id, "manager").id if body.site_id is not None else None
    if changes.keys() - {"site_id"}:  # the text: co-edited while shared
        _refuse_while_co_edited(db, template)
    changed = {name: value for name, value in changes.items() if getattr(template, name) != value}
    if not changed:
        return template
    for name, value in changed.items():
        setattr(template, name, value)
    _save(db, user, template)
    return template


def save_co_edited(db: Session, template: WriterTemplate, fields: ydoc.DocumentFields, editors: str) -> None:
    """Writes a shared document's fields to the template (api.writers.share.save_state): one-line fields
    cut to their columns and content sanitised as any save; content over 1 MB is left as last saved."""
    values = {name: one_line(getattr(fields, name))[:limit] for name, limit in _LIMITS.items()}
    try:
        values["content_html"] = _content(fields.content_html)
    except TooLarge:
        pass
    changed = {name: value for name, value in values.items() if getattr(template, name) != value}
    if not changed:
        commit(db)  # the merged state alone
        return
    for name, value in changed.items():
        setattr(template, name, value)
    _save(db, None, template, saved_as=editors[:SAVED_AS_MAX_LENGTH] or None)


def delete_template(db: Session, user: User, template_id: int) -> None:
    """Only the creator deletes a document (SPEC §6); a project member who may read it gets 403."""
    template = template_for(db, user, template_id)
    if template.creator_id != user.id:
        raise NotCreator()
    db.delete(template)
    commit(db)


# --- categories ---------------------------------------------------------------------------------------


def _category_name(db: Session, user: User, raw: str, *, other_than: int | None = None) -> tuple[str, str]:
    try:
        name = text_value(raw, CATEGORY_NAME_MAX_LENGTH)
    except RuleError as error:
        raise ValidationFailed(error.at("name")) from None
    key = name.casefold()
    clash = select(WriterCategory.id).where(WriterCategory.user_id == user.id, WriterCategory.name_key == key,
                                            WriterCategory.id != (other_than or 0))
    if db.scalar(clash) is not None:
        raise ValidationFailed(FieldError("name", "writer.category_exists"))
    return name, key


def _commit_named(db: Session) -> None:
    """A concurrent create or rename that took the name first breaks the unique key: the same 422."""
    try:
        commit(db)
    except Conflict:
        raise ValidationFailed(FieldError("name", "writer.category_exists")) from None


def categories(db: Session, user: User) -> list[schemas.WriterCategoryOut]:
    """The user's categories by name, each with how many documents the user can open carry it."""
    counts = dict(db.execute(
        select(template_category_links.c.category_id, func.count())
        .join(WriterTemplate, WriterTemplate.id == template_category_links.c.template_id)
        .where(_visible(user)).group_by(template_category_links.c.category_id)).all())
    rows = db.scalars(select(WriterCategory).where(WriterCategory.user_id == user.id)
                      .order_by(WriterCategory.name_key, WriterCategory.id))
    return [schemas.WriterCategoryOut(id=c.id, name=c.name, seo_writer_templates_count=counts.get(c.id, 0)) for c in rows]


def category_out(db: Session, user: User, category: WriterCategory) -> schemas.WriterCategoryOut:
    return next(found for found in categories(db, user) if found.id == category.id)


def create_category(db: Session, user: User, name: str) -> WriterCategory:
    clean, key = _category_name(db, user, name)
    category = WriterCategory(user_id=user.id, name=clean, name_key=key, created_at=utcnow())
    db.add(category)
    _commit_named(db)
    return category


def rename_category(db: Session, user: User, category_id: int, name: str) -> WriterCategory:
    category = _category_for(db, user, category_id)
    category.name, category.name_key = _category_name(db, user, name, other_than=category.id)
    _commit_named(db)
    return category


def delete_category(db: Session, user: User, category_id: int) -> None:
    """Deleting a category also takes it off every document (the links cascade)."""
    db.delete(_category_for(db, user, category_id))
    commit(db)


def detach_documents(db: Session, user: User, category_id: int, template_ids: Sequence[int]) -> WriterCategory:
    """DELETE /seo_writer_template_categories/{id}/detach: takes the category off those documents (ids of
    documents the user cannot open, or that do not carry it, are ignored)."""
    category = _category_for(db, user, category_id)
    db.execute(template_category_links.delete().where(template_category_links.c.category_id == category.id,
                                                      template_category_links.c.template_id.in_(template_ids)))
    commit(db)
    return category


def attach_categories(db: Session, user: User, template_id: int, category_ids: Sequence[int]) -> WriterTemplate:
    """POST /seo_writer_templates/{id}/seo_writer_template_categories: tags a document the user can open
    with their categories (one not theirs: 404, nothing attached)."""
    template = template_for(db, user, template_id)
    wanted = {_category_for(db, user, category_id).id for category_id in category_ids}
    linked = set(db.scalars(select(template_category_links.c.category_id)
                            .where(template_category_links.c.template_id == template.id)))
    rows = [{"template_id": template.id, "category_id": category_id} for category_id in sorted(wanted - linked)]
    if rows:
        db.execute(template_category_links.insert(), rows)
    commit(db)
    return template


def detach_category(db: Session, user: User, template_id: int, category_id: int) -> WriterTemplate:
    """DELETE /seo_writer_templates/{id}/seo_writer_template_categories: takes one category off."""
    template = template_for(db, user, template_id)
    category = _category_for(db, user, category_id)
    db.execute(template_category_links.delete().where(template_category_links.c.category_id == category.id,
                                                      template_category_links.c.template_id == template.id))
    commit(db)
    return template
