"""Projects (sites) and what hangs off them: members and their invitations, competitors, keywords, tags,
recipients, share.

Access is decided in one place, ``site_for``: a non-member gets 404 (a project's existence is not
leaked), a member below the needed role gets 403. Plan limits are the site creator's: members work
within the owner's plan. Every write validates everything first, then commits once.
"""

from __future__ import annotations

import secrets
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from datetime import timedelta
from typing import TypeVar

from sqlalchemy import Select, and_, delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from api.accounts.emails import compose, console_link, deliver
from api.accounts.models import User
from api.core import ratelimit
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.errors import (
    AppError,
    Conflict,
    FieldError,
    LimitReached,
    NotFound,
    PermissionDenied,
    TooManyRequests,
    ValidationFailed,
)
from api.core.i18n import translate
from api.core.pagination import paginate
from api.core.security import (
    LinkExpired,
    LinkInvalid,
    hash_password,
    read_link,
    same_token,
    sign_link,
    token_digest,
)
from api.plans.limits import allowance
from api.plans.service import active_subscription, feature_allowance, require, require_gate
from api.projects import extensions, schemas
from api.projects.models import (
    Competitor,
    Keyword,
    KeywordCategory,
    ReportRecipient,
    Site,
    SiteInvitation,
    SiteMember,
    keyword_category_links,
)
from api.projects.validation import (
    CATEGORY_NAME_MAX_LENGTH,
    NAME_MAX_LENGTH,
    RuleError,
    check_keywords,
    competitor_form,
    email_value,
    ga_id_value,
    keyword_text,
    no_repeat_val,
    one_line,
    parse_url,
    recipient_form,
    split_keywords,
    target_url,
    text_value,
)

T = TypeVar("T")
ROLE_RANK = {"viewer": 1, "manager": 2, "owner": 3}

SHARE_PASSWORD_MIN, SHARE_PASSWORD_MAX = 4, 64
INVITE_PURPOSE = "site_invitation"
INVITATION_TTL = timedelta(days=7)


class NotCreator(PermissionDenied):
    code = "project.not_creator"


class AddDenied(PermissionDenied):
    code = "project.add_denied"


class UnknownAppend(AppError):
    status_code = 422
    code = "project.append_unknown"


# --- access ---------------------------------------------------------------------------------------


def site_for(db: Session, user: User, site_id: int, min_role: schemas.Role = "viewer") -> Site:
    """The project ``site_id`` if ``user`` is a member with at least ``min_role``.

    404 when it does not exist or the user is not a member; 403 when the role is too low.
    """
    found = db.execute(
        select(Site, SiteMember.role)
        .join(SiteMember, SiteMember.site_id == Site.id)
        .where(Site.id == site_id, SiteMember.user_id == user.id)
    ).first()
    if found is None:
        raise NotFound()
    site, role = found
    if ROLE_RANK[role] < ROLE_RANK[min_role]:
        raise PermissionDenied()
    return site


def _owner(db: Session, site: Site) -> User:
    """Whose plan a project's limits come from: its creator's."""
    return db.get(User, site.creator_id)


def _commit(db: Session) -> None:
    """A concurrent write that broke a unique constraint becomes 409 "the data has changed"."""
    try:
        db.commit()
    except IntegrityError as exc:
        db.rollback()
        raise Conflict() from exc


def _raise_if(errors: list[FieldError]) -> None:
    if errors:
        raise ValidationFailed(errors)


def _check(
    errors: list[FieldError], field: str, rule: Callable[..., T], *args: object, **kwargs: object
) -> T | None:
    """Runs one single-value rule; a broken rule is recorded against ``field`` and gives None."""
    try:
        return rule(*args, **kwargs)
    except RuleError as exc:
        errors.append(exc.at(field))
        return None


# --- sites ----------------------------------------------------------------------------------------


def _sites_of(user: User) -> Select:
    """The caller's projects with their role and counts, one row per project."""
    keyword_count = select(func.count(Keyword.id)).where(Keyword.site_id == Site.id).scalar_subquery()
    competitor_count = (
        select(func.count(Competitor.id)).where(Competitor.site_id == Site.id).scalar_subquery()
    )
    return select(
        Site,
        SiteMember.role,
        keyword_count.label("keyword_count"),
        competitor_count.label("competitor_count"),
    ).join(SiteMember, and_(SiteMember.site_id == Site.id, SiteMember.user_id == user.id))


def _site_payloads(db: Session, rows: Sequence) -> list[dict]:
    site_ids = [row[0].id for row in rows]
    recipients: dict[int, list[str]] = defaultdict(list)
    for site_id, email in db.execute(
        select(ReportRecipient.site_id, ReportRecipient.email)
        .where(ReportRecipient.site_id.in_(site_ids))
        .order_by(ReportRecipient.id)
    ):
        recipients[site_id].append(email)
    receiver_limits: dict[int, int] = {}
    for creator_id in {row[0].creator_id for row in rows}:
        sub = active_subscription(db, db.get(User, creator_id))
        receiver_limits[creator_id] = allowance(sub.limitation if sub else {}, {}, "receivers").limit
    return [
        {
            "id": site.id,
            "name": site.name,
            "url": site.url,
            "domain": site.domain,
            "ga_id": site.ga_id,
            "country": site.country,
            "language": site.language,
            "creator_id": site.creator_id,
            "role": role,
            "keyword_count": keyword_count,
            "competitor_count": competitor_count,
            "yahoo_enabled": site.yahoo_enabled,
            "track_desktop": site.track_desktop,
            "track_mobile": site.track_mobile,
            "receiver_limitation": receiver_limits[site.creator_id],
            "recipients": recipients[site.id],
            "shared": site.share_uuid is not None,
            "share_uuid": site.share_uuid,
            "created_at": site.created_at,
        }
        for site, role, keyword_count, competitor_count in rows
    ]


# What GET /sites?append= may name (SPEC: "append (default info)"): the list's rows are the info.
LIST_APPENDS = frozenset({"info"})


def appended(append: str | None, known: Iterable[str]) -> set[str]:
    """The section names of an ``append=a,b`` parameter; 422 project.append_unknown naming any not ``known``."""
    wanted = {name.strip() for name in (append or "").split(",") if name.strip()}
    if unknown := sorted(wanted - set(known)):
        params = {"names": ", ".join(unknown), "allowed": ", ".join(sorted(known))}
        raise UnknownAppend(fields=[FieldError("append", UnknownAppend.code, params)], **params)
    return wanted


def site_payload(db: Session, user: User, site: Site, append: str | None = None) -> dict:
    """SiteOut of one project, as its member ``user`` sees it, with the ``append`` sections asked for."""
    rows = db.execute(_sites_of(user).where(Site.id == site.id)).all()
    wanted = appended(append, extensions.APPEND_NAMES)
    sections: dict = {}
    builders = extensions.site_appends() if wanted else {}
    for build in dict.fromkeys(builders[name] for name in sorted(wanted)):
        sections |= build(db, user, site, wanted)
    return _site_payloads(db, rows)[0] | sections


def list_sites(
    db: Session, user: User, *, name: str | None, url: str | None, page: int, per_page: int, path: str,
    append: str | None = None,
) -> dict:
    appended(append, LIST_APPENDS)
    stmt = _sites_of(user).order_by(Site.created_at.desc(), Site.id.desc())
    if name:
        stmt = stmt.where(func.lower(Site.name).contains(one_line(name).lower(), autoescape=True))
    if url:
        stmt = stmt.where(func.lower(Site.url).contains(one_line(url).lower(), autoescape=True))
    return paginate(
        db, stmt, page=page, per_page=per_page, path=path, serialize=lambda rows: _site_payloads(db, rows)
    )


def all_sites(db: Session, user: User) -> list[Site]:
    """Every project of the caller (the project selector), oldest first."""
    return list(
        db.scalars(
            select(Site)
            .join(SiteMember, and_(SiteMember.site_id == Site.id, SiteMember.user_id == user.id))
            .order_by(Site.id)
        )
    )


def _url_taken(db: Session, user: User, key: str, except_site: int | None = None) -> bool:
    """SPEC's unique project URL, per account: the same domain and path, whatever the scheme or www."""
    urls = db.scalars(select(Site.url).where(Site.creator_id == user.id, Site.id != (except_site or 0)))
    # Stored URLs were valid when saved (a local one while private addresses were allowed).
    return not no_repeat_val(key, [parse_url(url, require_protocol=True, allow_private=True).key for url in urls])


def _private_allowed() -> bool:
    """Whether project URLs may name local or private hosts: where the crawl may fetch them."""
    return get_settings().fetch_policy().allow_private


def _require_count(db: Session, owner: User, feature: str, site: Site | None = None) -> int:
    """What is left of a counted feature; 429 when nothing is."""
    return require(db, owner, feature, site=site).remaining


def create_site(db: Session, user: User, data: schemas.SiteCreate) -> Site:
    """The four-step wizard in one all-or-nothing call."""
    if feature_allowance(db, user, "sites").limit == 0:
        raise AddDenied()
    require(db, user, "sites")
    errors: list[FieldError] = []
    name = _check(errors, "name", text_value, data.name, NAME_MAX_LENGTH)
    parsed = _check(errors, "url", parse_url, data.url, require_protocol=True, allow_private=_private_allowed())
    if parsed is not None and _url_taken(db, user, parsed.key):
        errors.append(FieldError("url", "project.url_exists"))

    keywords = split_keywords(data.keywords)
    if keywords:
        _check(errors, "keywords", check_keywords, keywords, [], _require_count(db, user, "keywords"))

    competitors, competitor_errors = competitor_form(
        [(c.name, c.url) for c in data.competitors], parsed.domain if parsed else "", required=False
    )
    errors += competitor_errors
    if competitors and len(competitors) > (left := _require_count(db, user, "competitors")):
        errors.append(FieldError("competitors", "project.competitors_exceed", {"left_count": left}))

    recipients, recipient_errors = recipient_form(data.recipients)
    errors += recipient_errors
    if recipients and len(recipients) > (limit := _require_count(db, user, "receivers")):
        errors.append(FieldError("recipients", "project.recipients_exceed", {"limit": limit}))
    _raise_if(errors)

    site = Site(
        name=name,
        url=parsed.url,
        domain=parsed.domain,
        country=data.country,
        language=data.language,
        creator_id=user.id,
    )
    site.members.append(SiteMember(user_id=user.id, role="owner"))
    site.keywords.extend(Keyword(text=text) for text in keywords)
    site.competitors.extend(Competitor(name=c.name, url=c.url.url, domain=c.url.domain) for c in competitors)
    site.recipients.extend(ReportRecipient(email=email) for email in recipients)
    db.add(site)
    _commit(db)
    for started in extensions.site_created():
        started(db, user, site)
    return site


def update_site(db: Session, user: User, site_id: int, data: schemas.SiteUpdate) -> Site:
    site = site_for(db, user, site_id, "manager")
    changes = data.model_dump(exclude_unset=True)
    errors: list[FieldError] = []
    if "ga_id" in changes:
        changes["ga_id"] = _check(errors, "ga_id", ga_id_value, changes["ga_id"])
    if "name" in changes:
        changes["name"] = _check(errors, "name", text_value, changes["name"], NAME_MAX_LENGTH)
    if "url" in changes:
        parsed = _check(errors, "url", parse_url, changes.pop("url") or "", require_protocol=True,
                        allow_private=_private_allowed())
        if parsed is not None and _url_taken(db, _owner(db, site), parsed.key, except_site=site.id):
            errors.append(FieldError("url", "project.url_exists"))
        elif parsed is not None:
            changes.update(url=parsed.url, domain=parsed.domain)
    for flag in ("country", "language", "yahoo_enabled", "track_desktop", "track_mobile"):
        if flag in changes and changes[flag] is None:
            errors.append(FieldError(flag, "validation.required"))
    _raise_if(errors)
    if changes.get("yahoo_enabled") and not site.yahoo_enabled:
        require_gate(db, _owner(db, site), "yahoo_ranking")
    for field, value in changes.items():
        setattr(site, field, value)
    _commit(db)
    return site


def delete_site(db: Session, user: User, site_id: int) -> None:
    """Only the creator deletes a project ("you are not the creator")."""
    site = site_for(db, user, site_id, "viewer")
    if site.creator_id != user.id:
        raise NotCreator()
    db.delete(site)
    _commit(db)


# --- competitors ----------------------------------------------------------------------------------


def list_competitors(db: Session, user: User, site_id: int) -> list[Competitor]:
    site = site_for(db, user, site_id, "viewer")
    return list(db.scalars(select(Competitor).where(Competitor.site_id == site.id).order_by(Competitor.id)))


def add_competitors(
    db: Session, user: User, site_id: int, entries: list[schemas.CompetitorIn]
) -> list[Competitor]:
    site = site_for(db, user, site_id, "manager")
    left = _require_count(db, _owner(db, site), "competitors", site)
    existing = db.scalars(select(Competitor.domain).where(Competitor.site_id == site.id))
    valid, errors = competitor_form([(c.name, c.url) for c in entries], site.domain, existing, required=True)
    if not errors and len(valid) > left:
        errors.append(FieldError("competitors", "project.competitors_exceed", {"left_count": left}))
    _raise_if(errors)
    added = [Competitor(site_id=site.id, name=c.name, url=c.url.url, domain=c.url.domain) for c in valid]
    db.add_all(added)
    _commit(db)
    return added


def delete_competitor(db: Session, user: User, competitor_id: int) -> None:
    competitor = db.get(Competitor, competitor_id)
    if competitor is None:
        raise NotFound()
    site_for(db, user, competitor.site_id, "manager")
    db.delete(competitor)
    _commit(db)


# --- keywords -------------------------------------------------------------------------------------


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
    return paginate(
        db,
        stmt,
        page=page,
        per_page=per_page,
        path=path,
        serialize=lambda rows: [schemas.KeywordOut.model_validate(row) for row in rows],
    )


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
    left = _require_count(db, _owner(db, site), "keywords")
    tracked = db.scalars(select(Keyword.text).where(Keyword.site_id == site.id))
    errors: list[FieldError] = []
    _check(errors, "keywords", check_keywords, keywords, tracked, left)
    _raise_if(errors)
    categories = _site_categories(db, site, data.category_ids, "category_ids")
    added = [Keyword(site_id=site.id, text=text, categories=list(categories)) for text in keywords]
    db.add_all(added)
    _commit(db)
    return added


def _keyword_for(db: Session, user: User, keyword_id: int, min_role: schemas.Role) -> tuple[Keyword, Site]:
    keyword = db.get(Keyword, keyword_id)
    if keyword is None:
        raise NotFound()
    return keyword, site_for(db, user, keyword.site_id, min_role)


def delete_keyword(db: Session, user: User, keyword_id: int) -> None:
    keyword, _ = _keyword_for(db, user, keyword_id, "manager")
    db.delete(keyword)
    _commit(db)


def delete_keywords(db: Session, user: User, site_id: int, keyword_ids: list[int]) -> list[int]:
    """Deletes the listed keywords of this project; ids of other projects are ignored."""
    site = site_for(db, user, site_id, "manager")
    ids = list(db.scalars(select(Keyword.id).where(Keyword.site_id == site.id, Keyword.id.in_(keyword_ids))))
    db.execute(delete(Keyword).where(Keyword.id.in_(ids)))
    _commit(db)
    return sorted(ids)


def update_keyword(db: Session, user: User, keyword_id: int, data: schemas.KeywordUpdate) -> Keyword:
    keyword, site = _keyword_for(db, user, keyword_id, "manager")
    changes = data.model_dump(exclude_unset=True)
    if "pinned" in changes:
        if changes["pinned"] is None:
            raise ValidationFailed(FieldError("pinned", "validation.required"))
        keyword.pinned = changes["pinned"]
    if "target_url" in changes:
        value = (changes["target_url"] or "").strip()
        errors: list[FieldError] = []
        keyword.target_url = _check(errors, "target_url", target_url, value, site.domain) if value else None
        _raise_if(errors)
    _commit(db)
    return keyword


# --- keyword categories (tags) --------------------------------------------------------------------


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
    _commit(db)
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
    _commit(db)
    return _category_payload(db, category)


def delete_category(db: Session, user: User, category_id: int) -> None:
    """Deleting a tag also removes it from every keyword (SPEC §4)."""
    category, _ = _category_for(db, user, category_id)
    db.delete(category)
    _commit(db)


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
    _commit(db)
    return _category_payload(db, category)


def detach_category(db: Session, user: User, site_id: int, category_id: int, keyword_ids: list[int]) -> dict:
    category, ids = _links(db, user, site_id, category_id, keyword_ids)
    db.execute(
        keyword_category_links.delete().where(
            keyword_category_links.c.category_id == category.id, keyword_category_links.c.keyword_id.in_(ids)
        )
    )
    _commit(db)
    return _category_payload(db, category)


# --- report recipients ----------------------------------------------------------------------------


def _receiver_limit(db: Session, site: Site) -> int:
    return feature_allowance(db, _owner(db, site), "receivers", site).limit


def get_recipients(db: Session, user: User, site_id: int) -> dict:
    site = site_for(db, user, site_id, "viewer")
    emails = db.scalars(
        select(ReportRecipient.email).where(ReportRecipient.site_id == site.id).order_by(ReportRecipient.id)
    )
    return {"data": list(emails), "receiver_limitation": _receiver_limit(db, site)}


def set_recipients(db: Session, user: User, site_id: int, emails: list[str]) -> dict:
    """Replaces the list, within the owner's plan's receiver limit."""
    site = site_for(db, user, site_id, "manager")
    valid, errors = recipient_form(emails, prefix="emails")
    limit = _receiver_limit(db, site)
    if valid and limit == 0:
        raise LimitReached()
    if not errors and len(valid) > limit:
        errors.append(FieldError("emails", "project.recipients_exceed", {"limit": limit}))
    _raise_if(errors)
    wanted = {email.casefold(): email for email in valid}
    for recipient in db.scalars(select(ReportRecipient).where(ReportRecipient.site_id == site.id)):
        if wanted.pop(recipient.email.casefold(), None) is None:
            db.delete(recipient)
    db.flush()
    db.add_all(ReportRecipient(site_id=site.id, email=email) for email in wanted.values())
    _commit(db)
    return get_recipients(db, user, site.id)


# --- share ----------------------------------------------------------------------------------------


def share_url(share_uuid: str) -> str:
    return f"{get_settings().public_url.rstrip('/')}/share/{share_uuid}"


def share_site(db: Session, user: User, site_id: int, password: str) -> dict:
    """Sets the share password and makes the link. Changing it means cancelling first (SPEC §4)."""
    site = site_for(db, user, site_id, "owner")
    if site.share_uuid is not None:
        raise AppError("project.share_active", status_code=409)
    if not SHARE_PASSWORD_MIN <= len(password) <= SHARE_PASSWORD_MAX:
        raise ValidationFailed(
            FieldError(
                "share_password",
                "project.share_password_length",
                {"min": SHARE_PASSWORD_MIN, "max": SHARE_PASSWORD_MAX},
            )
        )
    site.share_uuid = str(uuid.uuid4())
    site.share_password_hash = hash_password(password)
    _commit(db)
    return {"share_uuid": site.share_uuid, "share_url": share_url(site.share_uuid)}


def unshare_site(db: Session, user: User, site_id: int) -> None:
    site = site_for(db, user, site_id, "owner")
    site.share_uuid = None
    site.share_password_hash = None
    _commit(db)


# --- members --------------------------------------------------------------------------------------


def _member_payloads(db: Session, members: Sequence[SiteMember]) -> list[dict]:
    users = {u.id: u for u in db.scalars(select(User).where(User.id.in_([m.user_id for m in members])))}
    return [
        {
            "id": m.id,
            "user_id": m.user_id,
            "email": users[m.user_id].email,
            "name": users[m.user_id].name,
            "role": m.role,
            "created_at": m.created_at,
        }
        for m in members
    ]


def list_members(db: Session, user: User, site_id: int) -> list[dict]:
    site = site_for(db, user, site_id, "viewer")
    members = db.scalars(select(SiteMember).where(SiteMember.site_id == site.id).order_by(SiteMember.id))
    return _member_payloads(db, list(members))


ROLE_TEXTS = {"manager": "project.role.manager", "viewer": "project.role.viewer"}
# Invitation mails to one address of one project: enough to resend after a mistake, not to flood a mailbox.
INVITE_MAILS = ratelimit.Throttle("invite_mail", limit=3, window_seconds=3600)


class InvitationInvalid(AppError):
    code = "invitation.invalid"  # forged, malformed, or replaced by a newer invitation


class InvitationGone(AppError):
    status_code = 410


class WrongAccount(PermissionDenied):
    code = "invitation.wrong_account"


class MembersFull(Conflict):
    code = "invitation.members_full"


def _pending(site: Site) -> Select:
    """Invitations neither accepted nor revoked, expired ones included (the owner sees them lapse)."""
    return select(SiteInvitation).where(
        SiteInvitation.site_id == site.id,
        SiteInvitation.accepted_at.is_(None),
        SiteInvitation.revoked_at.is_(None),
    )


def _live_invitations(site: Site) -> Select:
    """Invitations of ``site`` that can still be accepted."""
    return _pending(site).where(SiteInvitation.expires_at > utcnow())


def _require_seat(db: Session, site: Site, invitation: SiteInvitation | None) -> None:
    """429 unless the owner's plan has a seat beside the members and the other live invitations: each
    invitation holds a seat, so no more people are invited than may join (checked again on accepting)."""
    left = require(db, _owner(db, site), "members", site=site).remaining
    others = _live_invitations(site).where(SiteInvitation.id != (invitation.id if invitation else 0))
    if db.scalar(select(func.count()).select_from(others.subquery())) >= left:
        raise LimitReached()


def _send_invitation(inviter: User, site: Site, invitation: SiteInvitation, nonce: str) -> None:
    """Mails the link in the inviter's language (the invitee's is not known, and may not exist)."""
    token = sign_link(INVITE_PURPOSE, {"iid": invitation.id, "n": nonce})
    locale = inviter.language
    deliver(invitation.email, compose(
        locale, "invite", console_link("invitation", token), inviter=inviter.name or inviter.email,
        site=site.name, role=translate(ROLE_TEXTS[invitation.role], locale), days=INVITATION_TTL.days,
    ))


def invite_member(db: Session, user: User, site_id: int, email: str, role: str) -> dict:
    """Mails ``email`` a signed link to join as ``role`` (owner only, within the plan's members limit).

    The answer is the same whether or not the address has an account, so it cannot be used to find out:
    no account is looked up and none joins here, only by opening the link. Inviting an address again
    refreshes its invitation (earlier links stop working). An address that is already a member gets the
    same answer with nothing stored or sent: that tells the owner only what the member list shows.
    """
    site = site_for(db, user, site_id, "owner")
    try:
        address = email_value(email).lower()
    except RuleError as exc:
        raise ValidationFailed(exc.at("email")) from exc
    invitation = db.scalar(
        select(SiteInvitation).where(SiteInvitation.site_id == site.id, SiteInvitation.email == address)
    )
    _require_seat(db, site, invitation)
    now = utcnow()
    answer = {"email": address, "role": role, "expires_at": now + INVITATION_TTL}
    if db.scalar(
        select(SiteMember.id)
        .join(User, User.id == SiteMember.user_id)
        .where(SiteMember.site_id == site.id, User.email == address)
    ):
        return answer
    if ratelimit.take(INVITE_MAILS, f"{site.id}:{address}") is not None:
        raise TooManyRequests()
    if invitation is None:
        invitation = SiteInvitation(site_id=site.id, email=address)
        db.add(invitation)
    nonce = secrets.token_urlsafe(16)
    invitation.role, invitation.inviter_id, invitation.nonce_digest = role, user.id, token_digest(nonce)
    invitation.created_at, invitation.expires_at = now, answer["expires_at"]
    invitation.accepted_at = invitation.revoked_at = None
    _commit(db)
    _send_invitation(user, site, invitation, nonce)
    return answer


def list_invitations(db: Session, user: User, site_id: int) -> list[SiteInvitation]:
    site = site_for(db, user, site_id, "owner")
    return list(db.scalars(_pending(site).order_by(SiteInvitation.id)))


def revoke_invitation(db: Session, user: User, site_id: int, invitation_id: int) -> None:
    """Withdraws a pending invitation: its link then says so."""
    site = site_for(db, user, site_id, "owner")
    invitation = db.scalar(_pending(site).where(SiteInvitation.id == invitation_id))
    if invitation is None:
        raise NotFound()
    invitation.revoked_at = utcnow()
    _commit(db)


def _invitation_of(db: Session, token: str) -> SiteInvitation:
    """The invitation a link names, if its signature and nonce are right and it is still pending."""
    try:
        payload = read_link(INVITE_PURPOSE, token, int(INVITATION_TTL.total_seconds()))
    except LinkExpired:
        raise InvitationGone("invitation.expired") from None
    except LinkInvalid:
        raise InvitationInvalid() from None
    invitation_id, nonce = (payload.get("iid"), payload.get("n")) if isinstance(payload, dict) else (None, None)
    invitation = db.get(SiteInvitation, invitation_id) if isinstance(invitation_id, int) else None
    if invitation is None or not isinstance(nonce, str) or not same_token(invitation.nonce_digest,
                                                                          token_digest(nonce)):
        raise InvitationInvalid()
    if invitation.revoked_at is not None:
        raise InvitationGone("invitation.revoked")
    if invitation.accepted_at is not None:
        raise InvitationGone("invitation.used")
    if invitation.expires_at <= utcnow():
        raise InvitationGone("invitation.expired")
    return invitation


def accept_invitation(db: Session, user: User, token: str) -> dict:
    """Makes the signed-in ``user`` a member through a mailed link, when the link was sent to their address.

    The link came by mail to that address, which proves it as a verification link would: the address
    counts as verified from here on (so signing up through the link needs no second mail). Who may add
    members and the plan's members limit are checked again, as they may have changed since the mail.
    """
    invitation = _invitation_of(db, token)
    if user.email != invitation.email:
        raise WrongAccount()
    site = db.get(Site, invitation.site_id)
    try:
        site_for(db, db.get(User, invitation.inviter_id), site.id, "owner")
    except AppError:
        raise InvitationGone("invitation.revoked") from None
    member = db.scalar(select(SiteMember).where(SiteMember.site_id == site.id, SiteMember.user_id == user.id))
    if member is None:
        if not feature_allowance(db, _owner(db, site), "members", site=site).available:
            raise MembersFull()
        member = SiteMember(site_id=site.id, user_id=user.id, role=invitation.role)
        db.add(member)
    invitation.accepted_at = utcnow()
    user.email_verified_at = user.email_verified_at or invitation.accepted_at
    _commit(db)
    return {"site_id": site.id, "name": site.name, "role": member.role}


def _member_for(db: Session, user: User, site_id: int, member_id: int) -> SiteMember:
    site = site_for(db, user, site_id, "owner")
    member = db.get(SiteMember, member_id)
    if member is None or member.site_id != site.id:
        raise NotFound()
    if member.role == "owner":
        raise ValidationFailed(FieldError("role", "project.owner_role_fixed"))
    return member


def change_member_role(db: Session, user: User, site_id: int, member_id: int, role: str) -> dict:
    member = _member_for(db, user, site_id, member_id)
    member.role = role
    _commit(db)
    return _member_payloads(db, [member])[0]


def remove_member(db: Session, user: User, site_id: int, member_id: int) -> None:
    member = _member_for(db, user, site_id, member_id)
    db.delete(member)
    _commit(db)
