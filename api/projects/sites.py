"""Projects themselves: the list, one project with the sections other areas append, and the wizard's
create, update and delete. Plan limits are the site creator's (:func:`api.projects.access.owner_of`)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from sqlalchemy import Select, and_, func, select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.config import get_settings
from api.core.errors import AppError, FieldError, PermissionDenied
from api.core.pagination import paginate
from api.plans.limits import allowance
from api.plans.service import active_subscription, feature_allowance, require, require_gate
from api.projects import extensions, schemas
from api.projects.access import check, commit, owner_of, raise_if, require_count, site_for
from api.projects.models import Competitor, Keyword, ReportRecipient, Site, SiteMember
from api.projects.validation import (
    NAME_MAX_LENGTH,
    check_keywords,
    competitor_form,
    ga_id_value,
    no_repeat_val,
    one_line,
    parse_url,
    recipient_form,
    split_keywords,
    text_value,
)


class NotCreator(PermissionDenied):
    code = "project.not_creator"


class AddDenied(PermissionDenied):
    code = "project.add_denied"


class UnknownAppend(AppError):
    status_code = 422
    code = "project.append_unknown"


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
            "gsc_site_url": site.gsc_site_url,
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


def create_site(db: Session, user: User, data: schemas.SiteCreate) -> Site:
    """The four-step wizard in one all-or-nothing call."""
    if feature_allowance(db, user, "sites").limit == 0:
        raise AddDenied()
    require(db, user, "sites")
    errors: list[FieldError] = []
    name = check(errors, "name", text_value, data.name, NAME_MAX_LENGTH)
    parsed = check(errors, "url", parse_url, data.url, require_protocol=True, allow_private=_private_allowed())
    if parsed is not None and _url_taken(db, user, parsed.key):
        errors.append(FieldError("url", "project.url_exists"))

    keywords = split_keywords(data.keywords)
    if keywords:
        check(errors, "keywords", check_keywords, keywords, [], require_count(db, user, "keywords"))

    competitors, competitor_errors = competitor_form(
        [(c.name, c.url) for c in data.competitors], parsed.domain if parsed else "", required=False
    )
    errors += competitor_errors
    if competitors and len(competitors) > (left := require_count(db, user, "competitors")):
        errors.append(FieldError("competitors", "project.competitors_exceed", {"left_count": left}))

    recipients, recipient_errors = recipient_form(data.recipients)
    errors += recipient_errors
    if recipients and len(recipients) > (limit := require_count(db, user, "receivers")):
        errors.append(FieldError("recipients", "project.recipients_exceed", {"limit": limit}))
    raise_if(errors)

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
    commit(db)
    for started in extensions.site_created():
        started(db, user, site)
    return site


def update_site(db: Session, user: User, site_id: int, data: schemas.SiteUpdate) -> Site:
    site = site_for(db, user, site_id, "manager")
    changes = data.model_dump(exclude_unset=True)
    errors: list[FieldError] = []
    if "ga_id" in changes:
        changes["ga_id"] = check(errors, "ga_id", ga_id_value, changes["ga_id"])
    if "name" in changes:
        changes["name"] = check(errors, "name", text_value, changes["name"], NAME_MAX_LENGTH)
    if "url" in changes:
        parsed = check(errors, "url", parse_url, changes.pop("url") or "", require_protocol=True,
                        allow_private=_private_allowed())
        if parsed is not None and _url_taken(db, owner_of(db, site), parsed.key, except_site=site.id):
            errors.append(FieldError("url", "project.url_exists"))
        elif parsed is not None:
            changes.update(url=parsed.url, domain=parsed.domain)
    for flag in ("country", "language", "yahoo_enabled", "track_desktop", "track_mobile"):
        if flag in changes and changes[flag] is None:
            errors.append(FieldError(flag, "validation.required"))
    raise_if(errors)
    if changes.get("yahoo_enabled") and not site.yahoo_enabled:
        require_gate(db, owner_of(db, site), "yahoo_ranking")
    for field, value in changes.items():
        setattr(site, field, value)
    commit(db)
    return site


def delete_site(db: Session, user: User, site_id: int) -> None:
    """Only the creator deletes a project ("you are not the creator")."""
    site = site_for(db, user, site_id, "viewer")
    if site.creator_id != user.id:
        raise NotCreator()
    db.delete(site)
    commit(db)
