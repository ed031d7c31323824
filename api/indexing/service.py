"""Index submission within Google's rules (issue 15): sitemaps through Search Console, URL Inspection, the Indexing
API for the only pages Google accepts there (job postings and livestreams), and IndexNow (Bing, Yandex, Naver,
Seznam) with a key file the user hosts. Every submission is recorded with its answer.

Google's calls use the acting user's grants (``webmaster`` for Search Console, ``indexing`` for the Indexing API)
and the project's Search Console property (``Site.gsc_site_url``). Google's daily quotas are counted here before a
request is sent, so the screen can show what is left and a batch past it is refused whole instead of failing half
way: URL Inspection 2,000 a day per property; the Indexing API 200 a day per Google Cloud project — the deployment's
OAuth client, so one count for every user. Both reset at midnight Pacific time, as Google's do.

Outside pages (the page sent to the Indexing API, the IndexNow key file) are fetched through the page audit's
guarded fetcher (``api.page_audits.fetch``): the address guard and fetch policy every crawl of a user's URL uses.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from urllib.parse import quote, urlsplit
from zoneinfo import ZoneInfo

import httpx
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.errors import AppError, Conflict, FieldError, ValidationFailed
from api.core.i18n import translate
from api.google.calls import expire_grant, raise_for, refusal_code
from api.google.models import GoogleGrant
from api.google.search_console import site_path
from api.google.tokens import GoogleAuthFailed, access_token, grant_of
from api.indexing.models import IndexNowKey, IndexSubmission, QuotaUse
from api.page_audits.fetch import FetchFailure, fetch_pages, fetch_text
from api.plans.service import gate_open, require_gate
from api.projects.access import commit, owner_of
from api.projects.models import Site

GATE = "google_indexing"
INSPECTION_QUOTA = 2000  # URL Inspection: per Search Console property per day
INDEXING_QUOTA = 200  # Indexing API publish: per Google Cloud project per day (Google's default)
QUOTA_ZONE = ZoneInfo("America/Los_Angeles")  # Google's daily quotas reset at midnight Pacific time
MAX_URLS = 20  # URLs of one inspection or Indexing API batch: each is one request to Google, answered while waiting
MAX_INDEXNOW_URLS = 10_000  # IndexNow's limit per post
PARALLEL = 5
TIMEOUT = 20.0
# Google's Indexing API "can only be used to crawl pages with either JobPosting or BroadcastEvent embedded in a
# VideoObject" (https://developers.google.com/search/apis/indexing-api/v3/quickstart).
INDEXABLE_TYPES = frozenset({"JobPosting", "BroadcastEvent"})
NOTICE_TYPES = ("URL_UPDATED", "URL_DELETED")


class IndexingFailed(AppError):
    """Google could not be reached (its refusals are api.google.calls.GoogleApiFailed)."""
    status_code = 503
    code = "google.unavailable"


# ---------------------------------------------------------------------------------------------------- state


def quota_day(now: datetime | None = None) -> date:
    return (now or utcnow()).astimezone(QUOTA_ZONE).date()


def quota_resets_at(now: datetime | None = None) -> datetime:
    """The next Pacific midnight, when Google starts the quotas again."""
    tomorrow = quota_day(now) + timedelta(days=1)
    return datetime.combine(tomorrow, time(), QUOTA_ZONE).astimezone(UTC)


def _inspection_scope(site_url: str) -> str:
    return f"inspection:{site_url}"


INDEXING_SCOPE = "indexing"


def _used(db: Session, scope: str) -> int:
    return db.scalar(select(QuotaUse.used).where(QuotaUse.scope == scope, QuotaUse.day == quota_day())) or 0


def _quota(db: Session, scope: str, limit: int) -> dict:
    used = _used(db, scope)
    return {"limit": limit, "used": used, "left": max(limit - used, 0)}


def _spend(db: Session, scope: str, limit: int, count: int) -> None:
    """Counts ``count`` requests against the day's quota (flushed with the row locked where the database can);
    429 ``indexing.quota_reached`` when fewer are left."""
    day = quota_day()
    locked = select(QuotaUse).where(QuotaUse.scope == scope, QuotaUse.day == day).with_for_update()
    row = db.scalar(locked)
    if row is None:  # the day's first request: its row stored on its own, so a concurrent first one finds it
        db.add(QuotaUse(scope=scope, day=day, used=0))
        try:
            db.commit()
        except IntegrityError:  # another request made the day's row first
            db.rollback()
        row = db.scalar(locked)
    if row.used + count > limit:
        raise AppError("indexing.quota_reached", status_code=429, left=max(limit - row.used, 0), count=count)
    row.used += count
    db.flush()


def _grant_state(grant: GoogleGrant | None) -> str:
    if grant is None:
        return "not_authorized"
    return "authorized" if grant.status == "active" else "expired"


def overview(db: Session, user: User, site: Site) -> dict:
    """What the screen shows before anything is sent: the property, the user's Google links, the plan, the
    quotas left today and the IndexNow key."""
    key = _indexnow_key(db, site)
    return {
        "gsc_site_url": site.gsc_site_url,
        "webmaster": _grant_state(grant_of(db, user.id, "webmaster")),
        "indexing": _grant_state(grant_of(db, user.id, "indexing")),
        "available": gate_open(db, owner_of(db, site), GATE),
        "quotas": {
            "inspection": _quota(db, _inspection_scope(site.gsc_site_url), INSPECTION_QUOTA)
            if site.gsc_site_url else None,
            "indexing": _quota(db, INDEXING_SCOPE, INDEXING_QUOTA),
            "resets_at": quota_resets_at(),
        },
        "indexnow": _key_out(site, key) if key else None,
    }


# ---------------------------------------------------------------------------------------------------- checks


def _allowed(db: Session, site: Site) -> None:
    """The paid-tier gate (SPEC §6), on the project owner's plan as every project limit is."""
    require_gate(db, owner_of(db, site), GATE)


def _property(site: Site) -> str:
    if not site.gsc_site_url:
        raise Conflict("indexing.no_property")
    return site.gsc_site_url


def within(url: str, site_url: str) -> bool:
    """Whether ``url`` belongs to a Search Console property: a URL prefix (``https://www.example.com/``) or a
    domain property (``sc-domain:example.com``: the domain and its subdomains, any scheme)."""
    if site_url.startswith("sc-domain:"):
        domain, host = site_url.removeprefix("sc-domain:"), (urlsplit(url).hostname or "")
        return host == domain or host.endswith(f".{domain}")
    return url.startswith(site_url)


def _site_host(site: Site) -> str:
    """The project's host as IndexNow takes it (with a port when the site has one)."""
    return urlsplit(site.url).netloc


def _checked_urls(urls: Sequence[str], belongs: Callable[[str], bool], most: int) -> list[str]:
    """The URLs, trimmed, blank lines and repeats dropped; 422 when none, too many, or one is not an http(s) URL
    of the project (the field names the first offender)."""
    cleaned = list(dict.fromkeys(url.strip() for url in urls if url.strip()))
    if not cleaned:
        raise ValidationFailed(FieldError("urls", "validation.required"))
    if len(cleaned) > most:
        raise ValidationFailed(FieldError("urls", "indexing.too_many_urls", {"most": most}))
    for url in cleaned:
        if urlsplit(url).scheme not in ("http", "https") or not urlsplit(url).hostname:
            raise ValidationFailed(FieldError("urls", "indexing.invalid_url", {"url": url}))
        if not belongs(url):
            raise ValidationFailed(FieldError("urls", "indexing.not_in_property", {"url": url}))
    return cleaned


def _token(db: Session, user: User, purpose: str) -> str:
    try:
        return access_token(db, user.id, purpose)
    except GoogleAuthFailed as failed:
        if failed.code == "google.not_authorized" and purpose == "indexing":
            raise GoogleAuthFailed("indexing.not_authorized", purpose) from None  # SPEC §8's own text
        raise


# ---------------------------------------------------------------------------------------------------- Google


def _google_message(response: httpx.Response) -> str | None:
    try:
        return response.json().get("error", {}).get("message")
    except (ValueError, AttributeError):
        return None


def _expire_if_revoked(db: Session, user: User, purpose: str, answers: Sequence[httpx.Response | None]) -> None:
    """Google's 401 means the grant was revoked at Google: marked expired so the screen asks to authorize
    again, as :func:`api.google.calls.call_as` does for the reporting APIs."""
    if any(answer is not None and answer.status_code == 401 for answer in answers):
        expire_grant(db, user.id, purpose)


def _call(client: httpx.Client, method: str, url: str, token: str, body: dict | None = None) -> httpx.Response:
    return client.request(method, url, json=body, headers={"Authorization": f"Bearer {token}"})


def _client() -> httpx.Client:
    return httpx.Client(timeout=TIMEOUT)


def _record(db: Session, site: Site, user: User, kind: str, url: str, status: str, answer: dict,
            error_code: str | None = None) -> IndexSubmission:
    row = IndexSubmission(site_id=site.id, user_id=user.id, kind=kind, url=url, status=status, answer=answer,
                          error_code=error_code)
    db.add(row)
    return row


def _indexnow_key(db: Session, site: Site) -> IndexNowKey | None:
    return db.scalar(select(IndexNowKey).where(IndexNowKey.site_id == site.id))


def _sitemaps_url(site_url: str) -> str:
    return f"{site_path(site_url)}/sitemaps"


def sitemaps(db: Session, user: User, site: Site) -> list[dict]:
    """The property's sitemaps as Search Console knows them (submitted and indexed counts, errors, warnings)."""
    site_url = _property(site)
    token = _token(db, user, "webmaster")
    try:
        with _client() as client:
            response = _call(client, "GET", _sitemaps_url(site_url), token)
    except httpx.HTTPError:
        raise IndexingFailed() from None
    _expire_if_revoked(db, user, "webmaster", [response])
    raise_for(response)
    return [_sitemap_out(entry) for entry in response.json().get("sitemap", [])]


def _sitemap_out(entry: dict) -> dict:
    contents = entry.get("contents") or []
    return {"path": entry.get("path"), "last_submitted": entry.get("lastSubmitted"),
            "last_downloaded": entry.get("lastDownloaded"), "is_pending": bool(entry.get("isPending")),
            "is_index": bool(entry.get("isSitemapsIndex")), "errors": int(entry.get("errors") or 0),
            "warnings": int(entry.get("warnings") or 0),
            "submitted": sum(int(item.get("submitted") or 0) for item in contents),
            "indexed": sum(int(item.get("indexed") or 0) for item in contents)}


def submit_sitemap(db: Session, user: User, site: Site, url: str) -> IndexSubmission:
    """Submits a sitemap of the property to Search Console; recorded either way, then any failure raised."""
    _allowed(db, site)
    site_url = _property(site)
    [url] = _checked_urls([url], lambda found: within(found, site_url), 1)
    token = _token(db, user, "webmaster")
    try:
        with _client() as client:
            response = _call(client, "PUT", f"{_sitemaps_url(site_url)}/{quote(url, safe='')}", token)
    except httpx.HTTPError:
        _record(db, site, user, "sitemap", url, "failed", {}, "google.unavailable")
        commit(db)
        raise IndexingFailed() from None
    answer = {"http_status": response.status_code, "google_message": _google_message(response)}
    row = _record(db, site, user, "sitemap", url, "ok" if response.is_success else "failed", answer,
                  None if response.is_success else refusal_code(response.status_code))
    commit(db)
    _expire_if_revoked(db, user, "webmaster", [response])
    raise_for(response)
    return row


def _each_url(urls: Sequence[str], ask: Callable[[httpx.Client, str], httpx.Response]
              ) -> list[httpx.Response | None]:
    """Google's answer to each URL (None: the network failed), a few at a time."""
    def one(client: httpx.Client, url: str) -> httpx.Response | None:
        try:
            return ask(client, url)
        except httpx.HTTPError:
            return None

    with _client() as client, ThreadPoolExecutor(PARALLEL) as pool:
        return list(pool.map(lambda url: one(client, url), urls))


def _outcome(response: httpx.Response | None, summary: Callable[[dict], dict]) -> tuple[str, dict, str | None]:
    if response is None:
        return "failed", {}, "google.unavailable"
    if not response.is_success:
        return "failed", {"http_status": response.status_code, "google_message": _google_message(response)}, \
            refusal_code(response.status_code)
    return "ok", summary(response.json()), None


def _inspection_summary(payload: dict) -> dict:
    found = (payload.get("inspectionResult") or {}).get("indexStatusResult") or {}
    fields = ("verdict", "coverageState", "robotsTxtState", "indexingState", "lastCrawlTime", "pageFetchState",
              "googleCanonical", "userCanonical")
    return {field: found.get(field) for field in fields}


def inspect(db: Session, user: User, site: Site, urls: Sequence[str], language: str) -> list[IndexSubmission]:
    """Each URL's index status from URL Inspection, counted against the property's daily quota."""
    _allowed(db, site)
    site_url = _property(site)
    urls = _checked_urls(urls, lambda url: within(url, site_url), MAX_URLS)
    token = _token(db, user, "webmaster")
    _spend(db, _inspection_scope(site_url), INSPECTION_QUOTA, len(urls))
    endpoint = f"{get_settings().google_search_console_url}/v1/urlInspection/index:inspect"
    answers = _each_url(urls, lambda client, url: _call(client, "POST", endpoint, token, {
        "inspectionUrl": url, "siteUrl": site_url, "languageCode": language}))
    rows = [_record(db, site, user, "inspection", url, *_outcome(answer, _inspection_summary))
            for url, answer in zip(urls, answers, strict=True)]
    commit(db)
    _expire_if_revoked(db, user, "webmaster", answers)
    return rows


def _refusal(page: Any, notice: str) -> str | None:
    """Why the Indexing API may not be told about this page (None: it may). An update needs the page live with
    JobPosting or BroadcastEvent structured data; a removal needs the page gone (404 or 410)."""
    if isinstance(page, FetchFailure):
        return "indexing.page_unreachable"
    if notice == "URL_DELETED":
        return None if page.status in (404, 410) else "indexing.page_still_live"
    if page.status is None or page.status >= 400:
        return "indexing.page_unreachable"
    types = {kind for block in page.structured_data for kind in block.types}
    return None if types & INDEXABLE_TYPES else "indexing.page_type_not_allowed"


def _notice_summary(payload: dict) -> dict:
    found = payload.get("urlNotificationMetadata") or {}
    latest = found.get("latestUpdate") or found.get("latestRemove") or {}
    return {"type": latest.get("type"), "notifyTime": latest.get("notifyTime")}


def notify(db: Session, user: User, site: Site, urls: Sequence[str], notice: str) -> list[IndexSubmission]:
    """Tells the Indexing API about job-posting and livestream pages of the project (the only pages it accepts);
    any other page is refused with the reason and not sent. Sent ones count against the daily quota."""
    _allowed(db, site)
    if notice not in NOTICE_TYPES:
        raise ValidationFailed(FieldError("type", "validation.invalid"))
    host = urlsplit(site.url).hostname or ""
    urls = _checked_urls(urls, lambda url: within(url, site.gsc_site_url or f"sc-domain:{host}"), MAX_URLS)
    token = _token(db, user, "indexing")
    pages = fetch_pages(urls)
    refusals = {url: _refusal(page, notice) for url, page in zip(urls, pages, strict=True)}
    sent = [url for url in urls if refusals[url] is None]
    if sent:
        _spend(db, INDEXING_SCOPE, INDEXING_QUOTA, len(sent))
    endpoint = f"{get_settings().google_indexing_url}/v3/urlNotifications:publish"
    answers = dict(zip(sent, _each_url(sent, lambda client, url: _call(client, "POST", endpoint, token, {
        "url": url, "type": notice})), strict=True))
    rows = [_record(db, site, user, "indexing", url, "refused", {"type": notice}, refusals[url])
            if url not in answers else _record(db, site, user, "indexing", url, *_outcome(answers[url], _notice_summary))
            for url in urls]
    commit(db)
    _expire_if_revoked(db, user, "indexing", list(answers.values()))
    return rows


# ---------------------------------------------------------------------------------------------------- IndexNow


def _key_url(site: Site, key: str) -> str:
    parts = urlsplit(site.url)
    return f"{parts.scheme}://{parts.netloc}/{key}.txt"


def _key_out(site: Site, key: IndexNowKey) -> dict:
    return {"key": key.key, "key_url": _key_url(site, key.key), "verified_at": key.verified_at}


def new_key(db: Session, site: Site) -> dict:
    """A fresh IndexNow key for the project (replacing any other: it must be hosted and verified again). IndexNow
    asks 8 to 128 characters of letters, digits and dashes; 32 hex digits are that."""
    _allowed(db, site)
    key = _indexnow_key(db, site)
    if key is None:
        key = IndexNowKey(site_id=site.id)
        db.add(key)
    key.key, key.verified_at = secrets.token_hex(16), None
    commit(db)
    return _key_out(site, key)


def _project_key(db: Session, site: Site) -> IndexNowKey:
    key = _indexnow_key(db, site)
    if key is None:
        raise Conflict("indexnow.no_key")
    return key


def verify_key(db: Session, site: Site) -> dict:
    """Reads the key file on the user's site (through the address guard); verified when it holds the key."""
    _allowed(db, site)
    key = _project_key(db, site)
    url = _key_url(site, key.key)
    found = fetch_text(url)
    if isinstance(found, FetchFailure) or found[0] != 200 or found[1].strip() != key.key:
        key.verified_at = None
        commit(db)
        raise AppError("indexnow.key_file_missing", status_code=422, url=url)
    key.verified_at = utcnow()
    commit(db)
    return _key_out(site, key)


INDEXNOW_CODES = {403: "indexnow.key_not_valid", 422: "indexnow.rejected", 429: "indexnow.too_many"}


def submit_indexnow(db: Session, user: User, site: Site, urls: Sequence[str]) -> list[IndexSubmission]:
    """Posts the project's URLs to IndexNow with the verified key; one history row per URL with the answer."""
    _allowed(db, site)
    key = _project_key(db, site)
    if key.verified_at is None:
        raise Conflict("indexnow.not_verified")
    host = _site_host(site)
    urls = _checked_urls(urls, lambda url: urlsplit(url).netloc == host, MAX_INDEXNOW_URLS)
    body = {"host": urlsplit(site.url).hostname, "key": key.key, "keyLocation": _key_url(site, key.key),
            "urlList": urls}
    try:
        with _client() as client:
            response = client.post(f"{get_settings().indexnow_url}/indexnow", json=body)
        status, code = response.status_code, (None if response.status_code in (200, 202)
                                              else INDEXNOW_CODES.get(response.status_code, "indexnow.failed"))
    except httpx.HTTPError:
        status, code = None, "indexnow.failed"
    if code == "indexnow.key_not_valid":  # IndexNow no longer finds the file: it must be hosted and verified again
        key.verified_at = None
    rows = [_record(db, site, user, "indexnow", url, "failed" if code else "ok", {"http_status": status}, code)
            for url in urls]
    commit(db)
    return rows


# ---------------------------------------------------------------------------------------------------- history


def history(db: Session, site: Site, kind: str | None, offset: int, limit: int) -> tuple[list[tuple], int]:
    """The project's submissions, newest first, with who sent each: ``(IndexSubmission, email)`` rows and the total."""
    where = [IndexSubmission.site_id == site.id]
    if kind:
        where.append(IndexSubmission.kind == kind)
    total = db.scalar(select(func.count()).select_from(IndexSubmission).where(*where))
    rows = db.execute(select(IndexSubmission, User.email).outerjoin(User, User.id == IndexSubmission.user_id)
                      .where(*where).order_by(IndexSubmission.created_at.desc(), IndexSubmission.id.desc())
                      .offset(offset).limit(limit)).all()
    return [tuple(row) for row in rows], total


def submission_out(row: IndexSubmission, email: str | None, locale: str) -> dict:
    return {"id": row.id, "kind": row.kind, "url": row.url, "status": row.status, "answer": row.answer,
            "error_code": row.error_code, "user_email": email, "created_at": row.created_at,
            "message": translate(row.error_code, locale) if row.error_code else None}
