"""Operation history: long jobs a user started, their progress, and the event when one ends.

Other areas call ``start_operation`` in the request that starts a job (it lands with that request's
commit), then ``update_progress`` and ``finish_operation`` from the worker, which open their own
sessions. Finishing publishes ``job`` {operation} on the user's event channel.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.db import get_sessionmaker, utcnow
from api.core.events import publish, user_channel
from api.core.pagination import paginate
from api.history.models import Operation
from api.history.schemas import OperationOut
from api.projects.models import Site

# SPEC §3's operation types; areas that add long jobs add their type here.
OPERATION_TYPES = frozenset(
    {"ranking_report", "keyword_on_page_check", "keyword_on_page_check_export", "keyword_gap_competitor",
     "ranking_update", "rank_check", "site_check", "ranking_drop_alert", "page_audit"}
)
FINAL_STATUSES = frozenset({"completed", "failed"})  # SPEC §4; the first state is in_progress
PER_PAGE = 10


def start_operation(
    db: Session, user: User, type: str, site: Site | None = None, detail: dict | None = None
) -> Operation:
    """Records a job as in progress (flushed for its id, committed by the caller with its work)."""
    if type not in OPERATION_TYPES:
        raise ValueError(f"unknown operation type {type!r}")
    operation = Operation(
        user_id=user.id,
        site_id=site.id if site else None,
        type=type,
        status="in_progress",
        progress=0,
        detail=dict(detail or {}),
    )
    db.add(operation)
    db.flush()
    return operation


def update_progress(op_id: int, progress: int) -> None:
    """Sets a running job's progress (0-100); a finished or missing job is left alone."""
    with get_sessionmaker()() as db:
        operation = db.get(Operation, op_id)
        if operation is None or operation.status != "in_progress":
            return
        operation.progress = max(0, min(100, int(progress)))
        db.commit()


def finish_operation(op_id: int, status: str, detail: dict | None = None) -> Operation | None:
    """Ends a job as completed or failed and tells the user's browsers.

    Finishing twice (a retried task) changes nothing and publishes nothing the second time.
    """
    if status not in FINAL_STATUSES:
        raise ValueError(f"an operation ends completed or failed, not {status!r}")
    with get_sessionmaker()() as db:
        operation = db.get(Operation, op_id)
        if operation is None or operation.status != "in_progress":
            return operation
        operation.status = status
        operation.completed_at = utcnow()
        if status == "completed":
            operation.progress = 100
        if detail:
            operation.detail = {**operation.detail, **detail}
        db.commit()
        payload = OperationOut.model_validate(operation).model_dump(mode="json")
    publish(user_channel(operation.user_id), "job", {"operation": payload})
    return operation


def list_operations(db: Session, user: User, *, page: int, per_page: int, path: str, type: str | None = None,
                    site_id: int | None = None) -> dict:
    """The user's own operations, newest first; only those of one ``type`` and of one project when given."""
    stmt = (
        select(Operation)
        .where(Operation.user_id == user.id)
        .order_by(Operation.created_at.desc(), Operation.id.desc())
    )
    if type is not None:
        stmt = stmt.where(Operation.type == type)
    if site_id is not None:
        stmt = stmt.where(Operation.site_id == site_id)
    return paginate(
        db,
        stmt,
        page=page,
        per_page=per_page,
        path=path,
        serialize=lambda rows: [OperationOut.model_validate(row) for row in rows],
    )
