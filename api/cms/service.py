"""One-click posting (SPEC §2 "CMS plugin", §3, §4 post status, §5 publish rules, §6 gate ``cms_plugin``).

A user connects WordPress sites with an application password: the site's REST API is found and the password
tried (``users/me``) before anything is stored, and the password is kept encrypted (:mod:`api.core.secrets`).
A post (from the SEO writer or the AI writer) is sanitised as the writers store documents
(api.writers.sanitize) and sent with its featured image, fetched through the address
guard and uploaded first; WordPress's answer (the post's id, link and status) is recorded. A site is its
user's alone: any other user's id is "not found".
"""

from __future__ import annotations

import mimetypes
import re
from datetime import UTC
from urllib.parse import unquote, urlsplit

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.cms import schemas, wordpress
from api.cms.models import CmsPost, CmsSite
from api.cms.wordpress import Connection, WordPressFailed
from api.core import secrets
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.errors import AppError, Conflict, FieldError, NotFound, ValidationFailed
from api.core.pagination import paginate
from api.page_audits.fetch import FetchFailure, request
from api.plans.service import require_gate
from api.projects.validation import RuleError, parse_url
from api.writers.sanitize import clean_html
from api.writers.service import publishable_errors

GATE = "cms_plugin"
# which field of the site form a failed check points at
_FIELD_OF = {"cms.unauthorized": "application_password", "cms.credentials_not_received": "application_password",
             "cms.cannot_publish": "username"}


class SiteCheckFailed(AppError):
    """The connection check on save failed: the code says why, the field where (the form marks it)."""

    status_code = 422

    def __init__(self, failed: WordPressFailed) -> None:
        field = _FIELD_OF.get(failed.code, "url")
        super().__init__(failed.code, fields=[FieldError(field, failed.code, failed.params)], **failed.params)


class SiteDuplicated(Conflict):
    code = "cms.site_duplicated"

    def __init__(self) -> None:
        super().__init__(fields=[FieldError("url", "cms.site_duplicated")])


class PasswordUnreadable(AppError):
    """The stored password no longer decrypts (the deployment's key changed): it must be entered again."""

    status_code = 409
    code = "cms.password_unreadable"


# --- sites -----------------------------------------------------------------------------------------------


def site_out(site: CmsSite) -> dict:
    return {column: getattr(site, column) for column in (
        "id", "type", "name", "url", "api_url", "username", "wp_user_name", "verified_at", "created_at")}


def sites(db: Session, user: User) -> list[CmsSite]:
    return list(db.scalars(select(CmsSite).where(CmsSite.user_id == user.id).order_by(CmsSite.id)))


def site_for(db: Session, user: User, site_id: int) -> CmsSite:
    site = db.get(CmsSite, site_id)
    if site is None or site.user_id != user.id:
        raise NotFound()
    return site


def _connection(site: CmsSite) -> Connection:
    try:
        return Connection(site.api_url, site.username, secrets.decrypt(site.password))
    except secrets.SecretUnreadable:
        raise PasswordUnreadable() from None


def _required(value: str | None, field: str, errors: list[FieldError]) -> str:
    text = (value or "").strip()
    if not text:
        errors.append(FieldError(field, "validation.required"))
    return text


def _url(value: str, errors: list[FieldError]) -> tuple[str, str] | None:
    """The URL as the URL rule writes it and its key (a site is the same whatever its scheme)."""
    try:
        parsed = parse_url(value, require_protocol=True, allow_private=get_settings().crawl_allow_private)
    except RuleError as problem:
        errors.append(problem.at("url"))
        return None
    return parsed.url, parsed.host + parsed.port + parsed.path


def _taken(db: Session, user: User, column, value: str, other_than: int | None) -> bool:
    with db.no_autoflush:  # an entry being changed is compared as stored
        found = db.scalar(select(CmsSite.id).where(CmsSite.user_id == user.id, column == value))
    return found is not None and found != other_than


def _verify(site: CmsSite, password: str) -> dict:
    """Finds the site's API, signs in and checks the user may publish; stores the API root on ``site``."""
    try:
        site.api_url, index = wordpress.discover(site.url)
        user = wordpress.me(Connection(site.api_url, site.username, password))
    except WordPressFailed as failed:
        raise SiteCheckFailed(failed) from None
    capabilities = user.get("capabilities") or {}
    if not capabilities.get("publish_posts"):
        raise SiteCheckFailed(WordPressFailed("cms.cannot_publish", detail=""))
    site.wp_user_name = str(user.get("name") or user.get("username") or site.username)[:255]
    site.verified_at = utcnow()
    return index


def _save(db: Session, user: User, site: CmsSite, password: str, name: str | None) -> CmsSite:
    """Checks the connection, then stores ``site`` (committed); a URL or API another entry of the user's has
    is "site API duplicated"."""
    index = _verify(site, password)
    if _taken(db, user, CmsSite.api_url, site.api_url, site.id):
        raise SiteDuplicated()
    site.name = name or str(index.get("name") or "").strip()[:100] or urlsplit(site.url).hostname or site.url
    site.password = secrets.encrypt(password)
    db.add(site)
    try:
        db.commit()
    except IntegrityError:  # the same site saved at the same moment by another request
        db.rollback()
        raise SiteDuplicated() from None
    db.refresh(site)
    return site


def add_site(db: Session, user: User, body: schemas.CmsSiteIn) -> CmsSite:
    require_gate(db, user, GATE)
    errors: list[FieldError] = []
    url = _url(body.url, errors)
    username = _required(body.username, "username", errors)
    password = _required(body.application_password, "application_password", errors)
    if errors:
        raise ValidationFailed(errors)
    if _taken(db, user, CmsSite.url_key, url[1], None):
        raise SiteDuplicated()
    site = CmsSite(user_id=user.id, type="wordpress", url=url[0], url_key=url[1], username=username)
    return _save(db, user, site, password, body.name.strip())


def update_site(db: Session, user: User, site_id: int, body: schemas.CmsSiteUpdate) -> CmsSite:
    site = site_for(db, user, site_id)
    require_gate(db, user, GATE)
    errors: list[FieldError] = []
    url = _url(body.url, errors) if body.url is not None else None
    username = _required(body.username, "username", errors) if body.username is not None else site.username
    password = _required(body.application_password, "application_password", errors) \
        if body.application_password is not None else None
    if errors:
        raise ValidationFailed(errors)
    name = body.name.strip() if body.name is not None else site.name
    if url is None and username == site.username and password is None:
        site.name = name or site.name
        db.commit()
        return site
    if url is not None:
        if _taken(db, user, CmsSite.url_key, url[1], site.id):
            raise SiteDuplicated()
        site.url, site.url_key = url
    site.username = username
    try:
        return _save(db, user, site, password or _connection(site).password, name)
    except AppError:
        db.rollback()  # nothing of the rejected change is kept
        raise


def delete_site(db: Session, user: User, site_id: int) -> None:
    """Forgets the site and its posts' records (the posts stay on WordPress)."""
    db.delete(site_for(db, user, site_id))
    db.commit()


def categories(db: Session, user: User, site_id: int) -> list[dict]:
    site = site_for(db, user, site_id)  # another's site is not found, whatever one's plan
    require_gate(db, user, GATE)
    return wordpress.categories(_connection(site))


# --- posting -------------------------------------------------------------------------------------------


def _filename(url: str, content_type: str) -> str:
    """A plain file name for the upload (WordPress names the attachment after it)."""
    stem = unquote(urlsplit(url).path.rsplit("/", 1)[-1])
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", stem).strip("-.") or "featured-image"
    extension = mimetypes.guess_extension(content_type) or ""
    return stem if not extension or stem.lower().endswith(extension) else f"{stem.rsplit('.', 1)[0]}{extension}"


def _featured_image(connection: Connection, url: str) -> int:
    """Fetches the picture through the address guard and uploads it; the attachment's id."""
    answer = request("GET", url, headers={"Accept": "image/*"})
    content_type = "" if isinstance(answer, FetchFailure) else answer.headers.get("content-type", "").split(";")[0]
    if isinstance(answer, FetchFailure) or answer.status != 200 or not content_type.startswith("image/"):
        raise ValidationFailed(FieldError("featured_image_url", "cms.image_unreachable", {"url": url}))
    return int(wordpress.upload_media(connection, _filename(url, content_type), content_type, answer.body)["id"])


def _post_fields(body: schemas.CmsPostIn, errors: list[FieldError]) -> dict:
    # what WordPress receives is what the writers store: the one sanitiser (no script, event handler or
    # javascript: link is sent), then SPEC §5's "title and content are required" on what is left
    content = clean_html(body.content_html)
    errors.extend(publishable_errors(body.title, content))
    fields: dict = {"title": body.title.strip(), "content": content, "status": body.status}
    if body.status == "future":
        if body.date is None:
            errors.append(FieldError("date", "cms.date_required"))
        else:
            when = body.date if body.date.tzinfo else body.date.replace(tzinfo=UTC)
            if when <= utcnow():
                errors.append(FieldError("date", "cms.date_past"))
            fields["date_gmt"] = when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S")
    if body.slug and body.slug.strip():
        fields["slug"] = body.slug.strip()
    if body.category_ids:
        fields["categories"] = list(dict.fromkeys(body.category_ids))
    return fields


def post(db: Session, user: User, site_id: int, body: schemas.CmsPostIn) -> CmsPost:
    """Sends the post (its featured image first) and records WordPress's answer (committed)."""
    site = site_for(db, user, site_id)
    require_gate(db, user, GATE)
    errors: list[FieldError] = []
    fields = _post_fields(body, errors)
    if errors:
        raise ValidationFailed(errors)
    connection = _connection(site)
    if body.featured_image_url:
        fields["featured_media"] = _featured_image(connection, body.featured_image_url.strip())
    answer = wordpress.create_post(connection, fields)
    row = CmsPost(cms_site_id=site.id, user_id=user.id, remote_id=int(answer["id"]),
                  link=str(answer.get("link") or ""), status=str(answer.get("status") or body.status)[:10],
                  title=fields["title"], source_kind=body.source.kind if body.source else None,
                  source_id=body.source.id if body.source else None,
                  answer={key: answer.get(key) for key in ("id", "status", "link", "slug", "date_gmt")})
    db.add(row)
    db.commit()
    return row


def post_out(row: CmsPost, site_name: str) -> dict:
    return {"site_name": site_name, **{column: getattr(row, column) for column in (
        "id", "cms_site_id", "remote_id", "link", "status", "title", "source_kind", "source_id", "created_at")}}


def posts(db: Session, user: User, *, cms_site_id: int | None, source_kind: str | None, source_id: int | None,
          page: int, per_page: int, path: str) -> dict:
    """The user's posts, newest first: of one site, or of one document (the writer screens show its status)."""
    stmt = (select(CmsPost, CmsSite.name).join(CmsSite, CmsSite.id == CmsPost.cms_site_id)
            .where(CmsPost.user_id == user.id).order_by(CmsPost.id.desc()))
    if cms_site_id is not None:
        stmt = stmt.where(CmsPost.cms_site_id == cms_site_id)
    if source_kind is not None:
        stmt = stmt.where(CmsPost.source_kind == source_kind)
    if source_id is not None:
        stmt = stmt.where(CmsPost.source_id == source_id)
    return paginate(db, stmt, page=page, per_page=per_page, path=path,
                    serialize=lambda rows: [post_out(row, name) for row, name in rows])
