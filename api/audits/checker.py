"""The public page checker (/tool/checker): one page crawled and audited as a short job.

Anyone may use it, signed in or not, so it is bounded three ways. The caller is paced by the rate
limiter: at most :data:`CHECKS_PER_HOUR` checks per user (or, signed out, per client address) within
an hour. A caller has at most :data:`JOBS_PER_CALLER` jobs queued or running. And a worker runs the
crawl only in one of :data:`CRAWLS_AT_ONCE` crawl slots of the whole deployment (api/core/slots.py:
Redis in cluster mode, this process's memory in embedded mode, where the worker is threads of the
API process); a job waiting for a slot stays ``queued`` and its task asks again shortly, without
holding a worker thread. The request answers at once with the job; the job's id is a random token,
the only proof of ownership for a signed-out caller, and a signed-in caller's job is theirs alone.
Signed-in callers also get a ``page_check`` event when it ends.

The crawl is the site crawl with a budget of one page, no external link checks and a short time limit,
behind the same private-address guard.
"""

from __future__ import annotations

import secrets
import tempfile
from datetime import timedelta
from pathlib import Path

from sqlalchemy import delete, update
from sqlalchemy.orm import Session

from analytics.audits.catalogue import grouped
from analytics.audits.records import PageRecord, from_json
from api.accounts.models import User
from api.audits import schemas
from api.audits.models import CheckerJob
from api.audits.service import check_texts, crawl_url
from api.core import ratelimit, slots
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow
from api.core.errors import AppError, NotFound, TooManyRequests, ValidationFailed
from api.core.events import publish, user_channel
from api.core.i18n import translate
from api.projects.validation import RuleError, parse_url
from crawler.audit.crawl import AuditCrawlOptions, crawl_site
from crawler.audit.ssrf import UnsafeAddress, check_url, is_blocked

CHECKS_PER_HOUR = 10
JOBS_PER_CALLER = 2  # queued or running at once
CRAWLS_AT_ONCE = 2  # in the whole deployment
TIMEOUT_SECONDS = 45.0
SLOT_WAIT_SECONDS = 2.0  # a queued job's task asks for a crawl slot again this often
# A job no worker finished by then (its task was lost, e.g. with an embedded process's memory queue) failed.
JOB_DEADLINE = timedelta(minutes=10)
KEEP = timedelta(days=1)  # older jobs are deleted when the next one is recorded

PACE = ratelimit.Throttle("checker", CHECKS_PER_HOUR, 60 * 60)
CALLER_JOBS = slots.Slots("checker-jobs", JOBS_PER_CALLER, int(JOB_DEADLINE.total_seconds()))
# The lease outlives a crawl's time limit by far; it only frees the slot of a worker killed mid-crawl.
CRAWLS = slots.Slots("checker-crawls", CRAWLS_AT_ONCE, 4 * int(TIMEOUT_SECONDS))
CRAWLS_KEY = "deployment"
UNFINISHED = ("queued", "running")
RUNNING_PROGRESS = 10
WAIT = "wait"  # run_job's answer when no crawl slot is free


class CheckerBusy(AppError):
    status_code = 429
    code = "site_check.checker_busy"


def checked_url(value: str) -> str:
    """SPEC §5's URL rule (the scheme may be left out), and an address the crawl may fetch: a host on a
    private network (or not resolving) is refused here, before any pacing or crawl. Where the deployment
    allows private addresses (tests, local use) a local address such as ``http://127.0.0.1:8080/`` is
    taken as written."""
    allow_private = get_settings().fetch_policy().allow_private
    try:
        url = parse_url(value, require_protocol=False, allow_private=allow_private).url
    except RuleError as error:
        raise ValidationFailed(error.at("url")) from None
    try:
        check_url(crawl_url(url), allow_private=allow_private)
    except UnsafeAddress:
        raise AppError("site_check.address_refused", status_code=422) from None
    return url


def _crawl_one(url: str) -> PageRecord | None:
    options = AuditCrawlOptions(start_url=crawl_url(url), policy=get_settings().fetch_policy(), max_pages=1,
                                max_depth=0, check_external=False, timeout=TIMEOUT_SECONDS, retries=0)
    with tempfile.TemporaryDirectory(prefix="ranklens-checker-") as workdir:
        for record in crawl_site(options, Path(workdir)):
            if record.get("kind") == "page":
                return from_json(record)
    return None


# --- starting a job (the request) -------------------------------------------------------------------


def start_job(db: Session, value: str, *, user: User | None, ip: str | None) -> CheckerJob:
    """Validates the address, paces the caller, takes one of their job slots and records the job
    (committed; the caller sends its task)."""
    url = checked_url(value)
    caller = ratelimit.caller_key(user.id if user else None, ip)
    if ratelimit.take(PACE, caller) is not None:
        raise TooManyRequests()
    job_id = secrets.token_urlsafe(24)
    if not slots.acquire(CALLER_JOBS, caller, job_id):
        raise CheckerBusy(max=JOBS_PER_CALLER)
    try:
        db.execute(delete(CheckerJob).where(CheckerJob.created_at < utcnow() - KEEP))
        job = CheckerJob(id=job_id, user_id=user.id if user else None, caller=caller, url=url, state="queued",
                         progress=0)
        db.add(job)
        db.commit()
    except BaseException:
        slots.release(CALLER_JOBS, caller, job_id)
        raise
    return job


# --- the run (the Celery task's body) --------------------------------------------------------------


def run_job(job_id: str) -> str | None:
    """Crawls and audits the job's page in one of the deployment's crawl slots and ends the job.

    Returns the job's final state, :data:`WAIT` when every crawl slot is held (the job stays queued),
    or None when there is nothing to do (a finished or deleted job: a task delivered twice)."""
    with get_sessionmaker()() as db:
        job = db.get(CheckerJob, job_id)
        if job is None or job.state not in UNFINISHED:
            return None
        url, created_at = job.url, job.created_at
    if utcnow() - created_at > JOB_DEADLINE:
        return finish_job(job_id, "failed", error="site_check.timeout")
    if not slots.acquire(CRAWLS, CRAWLS_KEY, job_id):
        return WAIT
    try:
        with get_sessionmaker()() as db:
            db.execute(update(CheckerJob).where(CheckerJob.id == job_id, CheckerJob.state.in_(UNFINISHED))
                       .values(state="running", progress=RUNNING_PROGRESS, started_at=utcnow()))
            db.commit()
        try:
            record = _crawl_one(url)
        except UnsafeAddress:
            return finish_job(job_id, "failed", error="site_check.address_refused")
        if record is None or record.summary.status is None:
            return finish_job(job_id, "failed", error=_failure_code(record))
        return finish_job(job_id, "done", result={
            "final_url": record.summary.final_url, "status_code": record.summary.status, "score": record.score,
            "findings": grouped(record.findings)})
    finally:
        slots.release(CRAWLS, CRAWLS_KEY, job_id)


def _failure_code(record: PageRecord | None) -> str:
    """Why a page the crawl could not read failed: a refused redirect hop is a refused address too."""
    error = record.fetch_error if record is not None else None
    if error == "timeout":
        return "site_check.timeout"
    if is_blocked(error):
        return "site_check.address_refused"
    return "site_check.crawl_failed"


def finish_job(job_id: str, state: str, *, result: dict | None = None, error: str | None = None) -> str:
    """Ends an unfinished job as done or failed, gives the caller's slot back and tells a signed-in
    caller's browsers. Ending a job twice changes nothing the second time."""
    with get_sessionmaker()() as db:
        ended = db.execute(
            update(CheckerJob).where(CheckerJob.id == job_id, CheckerJob.state.in_(UNFINISHED))
            .values(state=state, progress=100 if state == "done" else CheckerJob.progress, result=result,
                    error=error, finished_at=utcnow())).rowcount
        db.commit()
        job = db.get(CheckerJob, job_id)
        if not ended or job is None:
            return state
        caller, user_id, url = job.caller, job.user_id, job.url
    slots.release(CALLER_JOBS, caller, job_id)
    if user_id is not None:
        publish(user_channel(user_id), "page_check", {"id": job_id, "url": url, "state": state, "error_code": error})
    return state


# --- reads ----------------------------------------------------------------------------------------


def job_for(db: Session, job_id: str, user: User | None) -> CheckerJob:
    """The job if the caller may read it: a signed-in caller's job is theirs alone (404 for anyone
    else); a signed-out caller's job is read by its id, a token only they were given."""
    job = db.get(CheckerJob, job_id)
    if job is None or (job.user_id is not None and (user is None or user.id != job.user_id)):
        raise NotFound()
    if job.state in UNFINISHED and utcnow() - job.created_at > JOB_DEADLINE:
        finish_job(job.id, "failed", error="site_check.timeout")
        db.refresh(job)
    return job


def job_out(job: CheckerJob, locale: str) -> schemas.CheckerJobOut:
    return schemas.CheckerJobOut(
        id=job.id, url=job.url, state=job.state, progress=job.progress,
        result=_report(job.url, job.result, locale) if job.state == "done" and job.result else None,
        error=translate(job.error, locale) if job.error else None, error_code=job.error,
        created_at=job.created_at, finished_at=job.finished_at)


def _report(url: str, result: dict, locale: str) -> schemas.CheckerOut:
    findings = result["findings"]
    counts = schemas.SeverityCounts()
    for group in findings:
        setattr(counts, group["severity"], getattr(counts, group["severity"]) + len(group["items"]))
    return schemas.CheckerOut(
        url=url, final_url=result["final_url"], status_code=result["status_code"], score=result["score"],
        counts=counts,
        findings=[schemas.CheckerFinding(**check_texts(group["check"], locale).model_dump(), items=group["items"])
                  for group in findings],
    )
