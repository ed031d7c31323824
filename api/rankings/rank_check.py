"""The real-time rank check tool (/tool/rank-check): up to 10 keywords, one per line, for any domain.

A check is a short job (operation history ``rank_check``, progress, the ``job`` event at the end): the
request waits a little for it and answers with the results when they are ready, else with the job to
follow. Today's SERPs already stored (a project tracks the keyword, or someone checked it) are read
from the store when they reach the user's plan depth or hold the domain; the others are fetched through the same failover chain as the daily checks and stored
like them, so the next check of the day is free. A failed fetch is a failed row, never a rank.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from analytics.rankings import queries
from analytics.rankings.keys import SerpScope
from analytics.rankings.matching import InvalidRule, MatchKind, MatchRule
from api.accounts.models import User
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow
from api.core.errors import FieldError, NotFound, ValidationFailed
from api.core.i18n import value_label
from api.core.store import get_client
from api.history.models import Operation
from api.history.service import finish_operation, start_operation, update_progress, wait_for_end
from api.plans.edits import serp_depth
from api.plans.service import active_subscription, consume, require
from api.projects.validation import split_keywords
from api.rankings import export, pipeline, schemas
from api.rankings.scheduling import NEVER, PlannedCheck, local_day
from crawler.serp.requests import COUNTRIES, ENGINE_COUNTRY, language_tag
from crawler.serp.sources import chain_from_settings

MAX_KEYWORDS = 10  # SPEC §5 and §9
WAIT_SECONDS = 20.0


def start(db: Session, user: User, body: schemas.RankCheckIn) -> Operation:
    """Validates the request, counts one use of the user's ``rank_check`` allowance and records the job."""
    errors: list[FieldError] = []
    keywords = split_keywords(body.keywords)
    if not keywords:
        errors.append(FieldError("keywords", "validation.required"))
    elif len(keywords) > MAX_KEYWORDS:
        errors.append(FieldError("keywords", "rankings.rank_check_limit", {"max": MAX_KEYWORDS}))
    rule = None
    try:
        rule = MatchRule.for_site(body.domain)
    except InvalidRule:
        errors.append(FieldError("domain", "project.domain_invalid"))
    country = body.country.strip().upper()
    language = None
    if country not in COUNTRIES:
        errors.append(FieldError("country", "validation.option"))
    else:
        served = {engine.value: c for engine, c in ENGINE_COUNTRY.items()}.get(body.engine)
        if served is not None and served != country:
            errors.append(FieldError("engine", "rankings.engine_country"))
        try:
            language = language_tag(body.language or COUNTRIES[country].language)
        except ValueError:
            errors.append(FieldError("language", "validation.invalid"))
    if errors:
        raise ValidationFailed(errors)
    require(db, user, "rank_check")
    consume(db, user, "rank_check")
    request = {"keywords": keywords, "domain": body.domain.strip(), "rule": [rule.kind.value, rule.value],
               "engine": body.engine, "country": country, "language": language, "device": body.device}
    operation = start_operation(db, user, "rank_check", detail={"request": request})
    db.commit()
    return operation


def _target(rule: MatchRule) -> str:
    return rule.value if rule.kind is MatchKind.DOMAIN else rule.value.split("/", 1)[0]


def run(operation_id: int) -> None:
    """The ``serp.rankings.rank_check`` task's work."""
    with get_sessionmaker()() as db:
        operation = db.get(Operation, operation_id)
        if operation is None or operation.status != "in_progress":
            return
        request = operation.detail["request"]
        subscription = active_subscription(db, db.get(User, operation.user_id))
        depth = serp_depth(db, subscription.plan_id if subscription else None)
    rule = MatchRule(MatchKind(request["rule"][0]), request["rule"][1])
    scope = SerpScope(request["engine"], request["country"], request["language"], request["device"])
    day = local_day(scope.country, utcnow())
    keywords = request["keywords"]
    client = get_client()
    checks = [PlannedCheck(scope.key(k, day), utcnow(), depth, (_target(rule),), ())
              for k in keywords]
    # A SERP stored today answers only when it is deep enough for this plan or already holds the domain.
    known = pipeline.attempts(checks)
    todo = [c for c in checks if not known.get(c.key, NEVER).covers(c.depth, c.targets)]
    if todo:
        update_progress(operation_id, 10)
        chain = chain_from_settings(get_settings())
        try:
            pipeline.run_checks(todo, chain)
        finally:
            chain.close()
        update_progress(operation_id, 90)
    statuses = queries.check_statuses(client, scope, keywords, day)
    ranks = {s.term: s.points[0].rank for s in queries.rank_history(client, scope, keywords, {"site": rule}, day, day)}
    results = []
    for keyword in keywords:
        status, rank = statuses.get(keyword), ranks[keyword]
        ok = bool(status and status.ok)
        results.append(schemas.RankCheckRow(
            keyword=keyword, state="ok" if ok else "failed", position=rank.position, label=rank.label,
            url=rank.url, source=status.last_source if status else None,
            error=None if ok else (status.last_error if status else "not_checked"),
            sandbox=bool(status and status.sandbox)).model_dump())
    finish_operation(operation_id, "completed", {"results": results, "date": day.isoformat()})


def _labelled(row: dict, locale: str | None) -> dict:
    """A stored result row with its source named in ``locale`` (rows are stored once, read in any language)."""
    return {**row, "source_label": value_label(export.VALUE_COLUMNS["source"], row.get("source"), locale) or None}


def result(db: Session, user: User, operation_id: int, locale: str | None = None) -> schemas.RankCheckOut:
    operation = db.get(Operation, operation_id)
    if operation is None or operation.user_id != user.id or operation.type != "rank_check":
        raise NotFound()
    db.refresh(operation)
    return schemas.RankCheckOut(
        operation=schemas.OperationRef(id=operation.id, type=operation.type, status=operation.status,
                                       progress=operation.progress, site_id=None,
                                       detail={k: v for k, v in operation.detail.items() if k != "results"}),
        results=None if (rows := operation.detail.get("results")) is None else [_labelled(r, locale) for r in rows])


def wait(db: Session, user: User, operation_id: int, seconds: float = WAIT_SECONDS,
         locale: str | None = None) -> schemas.RankCheckOut:
    """The check's answer once it finished, or as it stands after ``seconds``."""
    return wait_for_end(db, lambda: result(db, user, operation_id, locale),
                        lambda answer: answer.operation.status == "in_progress", seconds)
