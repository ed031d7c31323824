"""The keyword-on-page check (/tool/keyword-on-page-check): where and how often up to
:data:`MAX_KEYWORDS` keywords appear on one page.

A check is a short job, as the rank check is: the request validates, paces the user and records the
operation (history type ``keyword_on_page_check``), a worker fetches the page and counts, and the
request waits a little for the answer. The page is fetched by the page audit's guarded fetch
(:func:`api.page_audits.fetch.fetch_page`: every hop checked by the crawler's address guard and
connected to the approved address, the deployment's size cap, timeout and redirect limit) and read by
the crawler's extraction; a page that cannot be read fails the job with the page audit's reason.
The counts are :func:`api.tools.on_page.keyword_placement`'s. The CSV export is recorded too
(``keyword_on_page_check_export``).
"""

from __future__ import annotations

from dataclasses import asdict

from sqlalchemy.orm import Session

from api.accounts.models import User
from api.audits.checker import checked_url
from api.core import ratelimit
from api.core.csv_file import excel_csv
from api.core.db import get_sessionmaker
from api.core.errors import FieldError, NotFound, TooManyRequests, ValidationFailed
from api.core.i18n import translate
from api.history.models import Operation
from api.history.service import finish_operation, start_operation, wait_for_end
from api.page_audits.audit import failure_code
from api.page_audits.fetch import fetch_page
from api.projects.validation import RuleError, check_keywords, split_keywords
from api.tools import schemas
from api.tools.on_page import PLACES, keyword_placement

MAX_KEYWORDS = 10
KEYWORD_MAX_CHARS = 80
CHECKS_PER_HOUR = 30
WAIT_SECONDS = 20.0
TYPE = "keyword_on_page_check"
EXPORT_TYPE = "keyword_on_page_check_export"

PACE = ratelimit.Throttle("keyword-on-page-check", CHECKS_PER_HOUR, 60 * 60)


def keyword_issues(raw: str) -> tuple[list[str], list[FieldError]]:
    """The keywords (one a line, as tracked keywords are split) and what is wrong with them."""
    keywords = split_keywords(raw)
    if not keywords:
        return keywords, [FieldError("keywords", "validation.required")]
    if len(keywords) > MAX_KEYWORDS:
        return keywords, [FieldError("keywords", "tools.keywords_limit", {"max": MAX_KEYWORDS})]
    too_long = [word for word in keywords if len(word) > KEYWORD_MAX_CHARS]
    if too_long:
        return keywords, [FieldError("keywords", "tools.keyword_too_long", {"max": KEYWORD_MAX_CHARS})]
    try:
        check_keywords(keywords, (), len(keywords))
    except RuleError as error:  # SPEC §5's forbidden characters
        return keywords, [error.at("keywords")]
    return keywords, []


def start(db: Session, user: User, body: schemas.OnPageCheckIn) -> Operation:
    """Validates the request, paces the user and records the job (committed; the caller sends its task)."""
    keywords, errors = keyword_issues(body.keywords)
    url = None
    try:
        url = checked_url(body.url)
    except ValidationFailed as failed:
        errors += failed.fields
    if errors:
        raise ValidationFailed(errors)
    if ratelimit.take(PACE, ratelimit.caller_key(user.id, None)) is not None:
        raise TooManyRequests()
    operation = start_operation(db, user, TYPE, detail={"request": {"url": url, "keywords": keywords}})
    db.commit()
    return operation


def run(operation_id: int) -> None:
    """The ``crawl.tools.keyword_on_page_check`` task's work."""
    with get_sessionmaker()() as db:
        operation = db.get(Operation, operation_id)
        if operation is None or operation.status != "in_progress":
            return
        request = operation.detail["request"]
    fetched = fetch_page(request["url"])
    code = failure_code(fetched)
    if code is not None:
        status = getattr(fetched, "status", None)
        finish_operation(operation_id, "failed", {"error": code, "error_params": {"status": status}})
        return
    found = keyword_placement(fetched, request["keywords"])
    finish_operation(operation_id, "completed", {"result": asdict(found)})


def _operation(db: Session, user: User, operation_id: int) -> Operation:
    operation = db.get(Operation, operation_id)
    if operation is None or operation.user_id != user.id or operation.type != TYPE:
        raise NotFound()
    db.refresh(operation)
    return operation


def result(db: Session, user: User, operation_id: int, locale: str) -> schemas.OnPageCheckOut:
    operation = _operation(db, user, operation_id)
    detail = operation.detail
    error = detail.get("error")
    return schemas.OnPageCheckOut(
        id=operation.id, status=operation.status, url=detail["request"]["url"],
        keywords=detail["request"]["keywords"], result=detail.get("result"),
        error=translate(error, locale, **(detail.get("error_params") or {})) if isinstance(error, str) else None)


def wait(db: Session, user: User, operation_id: int, locale: str,
         seconds: float = WAIT_SECONDS) -> schemas.OnPageCheckOut:
    """The check's answer once it ended, or as it stands after ``seconds``."""
    return wait_for_end(db, lambda: result(db, user, operation_id, locale),
                        lambda answer: answer.status == "in_progress", seconds)


COLUMNS = ("keyword", *PLACES, "density")


def export_csv(db: Session, user: User, operation_id: int, locale: str) -> bytes:
    """A completed check as CSV (UTF-8 with a byte-order mark, for Excel), recorded in the history."""
    operation = _operation(db, user, operation_id)
    found = operation.detail.get("result")
    if operation.status != "completed" or not found:
        raise NotFound()
    table = excel_csv([
        [translate("tools.on_page.url", locale), found["final_url"]],
        [translate(f"tools.on_page.column.{column}", locale) for column in COLUMNS],
        *([row["keyword"], *(row["counts"][place] for place in PLACES), row["density"]] for row in found["keywords"]),
    ])
    export = start_operation(db, user, EXPORT_TYPE, detail={"check_id": operation.id, "url": found["final_url"],
                                                             "keywords": len(found["keywords"])})
    db.commit()
    finish_operation(export.id, "completed")
    return table

