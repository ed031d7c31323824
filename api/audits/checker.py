"""The public page checker (/tool/checker): one page crawled and audited while the request waits.

Anyone may use it, signed in or not, so it is paced like the contact form: at most
:data:`CHECKS_PER_HOUR` per user (or, signed out, per address) within an hour. The crawl is the site
crawl with a budget of one page, no external link checks and a short time limit, behind the same
private-address guard.
"""

from __future__ import annotations

import ipaddress
import tempfile
from datetime import timedelta
from pathlib import Path
from urllib.parse import urlsplit

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from analytics.audits.catalogue import grouped
from analytics.audits.records import PageRecord, from_json
from api.accounts.models import User
from api.audits import schemas
from api.audits.models import CheckerUse
from api.audits.service import check_texts, crawl_url
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.errors import AppError, TooManyRequests, ValidationFailed
from api.projects.validation import RuleError, parse_url
from crawler.audit.crawl import AuditCrawlOptions, crawl_site
from crawler.audit.ssrf import UnsafeAddress, check_url

CHECKS_PER_HOUR = 10
PACE_WINDOW = timedelta(hours=1)
TIMEOUT_SECONDS = 45.0


class CheckFailed(AppError):
    status_code = 422
    code = "site_check.crawl_failed"


def checked_url(value: str) -> str:
    """SPEC §5's URL rule (the scheme may be left out), and an address the crawl may fetch: a host on a
    private network (or not resolving) is refused here, before any pacing or crawl. Where the deployment
    allows private addresses (tests, local use) a local address such as ``http://127.0.0.1:8080/`` is
    taken as written."""
    allow_private = get_settings().fetch_policy().allow_private
    try:
        url = parse_url(value, require_protocol=False).url
    except RuleError as error:
        parts = urlsplit(value.strip())
        if allow_private and parts.scheme in ("http", "https") and _local_host(parts.hostname):
            return value.strip()
        raise ValidationFailed(error.at("url")) from None
    try:
        check_url(crawl_url(url), allow_private=allow_private)
    except UnsafeAddress:
        raise AppError("site_check.address_refused", status_code=422) from None
    return url


def _local_host(host: str | None) -> bool:
    if host == "localhost":
        return True
    try:
        ipaddress.ip_address(host or "")
    except ValueError:
        return False
    return True


def _check_pace(db: Session, user: User | None, ip: str | None) -> None:
    query = select(func.count()).select_from(CheckerUse).where(CheckerUse.created_at > utcnow() - PACE_WINDOW)
    if user is not None:
        query = query.where(CheckerUse.user_id == user.id)
    elif ip is not None:
        query = query.where(CheckerUse.user_id.is_(None), CheckerUse.ip == ip)
    else:
        return
    if db.scalar(query) >= CHECKS_PER_HOUR:
        raise TooManyRequests()


def _crawl_one(url: str) -> PageRecord | None:
    options = AuditCrawlOptions(start_url=crawl_url(url), policy=get_settings().fetch_policy(), max_pages=1,
                                max_depth=0, check_external=False, timeout=TIMEOUT_SECONDS, retries=0)
    with tempfile.TemporaryDirectory(prefix="ranklens-checker-") as workdir:
        for record in crawl_site(options, Path(workdir)):
            if record.get("kind") == "page":
                return from_json(record)
    return None


def check_page(db: Session, value: str, *, user: User | None, ip: str | None, locale: str) -> schemas.CheckerOut:
    url = checked_url(value)
    _check_pace(db, user, ip)
    db.add(CheckerUse(user_id=user.id if user else None, ip=ip, url=url[:300]))
    db.commit()
    try:
        record = _crawl_one(url)
    except UnsafeAddress:
        raise AppError("site_check.address_refused", status_code=422) from None
    if record is None:
        raise CheckFailed()
    if record.summary.status is None:
        raise CheckFailed("site_check.timeout" if record.fetch_error == "timeout" else None)
    findings = grouped(record.findings)
    counts = schemas.SeverityCounts()
    for group in findings:
        setattr(counts, group["severity"], getattr(counts, group["severity"]) + len(group["items"]))
    return schemas.CheckerOut(
        url=url, final_url=record.summary.final_url, status_code=record.summary.status, score=record.score,
        counts=counts,
        findings=[schemas.CheckerFinding(**check_texts(group["check"], locale).model_dump(), items=group["items"])
                  for group in findings],
    )
