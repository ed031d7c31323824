"""Page evaluations API: thin routes over ``api/page_audits/service.py`` (SPEC §7 paths)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated

from fastapi import APIRouter, Query, Request, status

from api.core.errors import request_locale
from api.core.i18n import translate
from api.core.pagination import DEFAULT_PER_PAGE, PageNumber, PerPage, page_path
from api.core.params import RowId
from api.deps import CurrentUser, DbSession, WritingUser
from api.history.models import Operation
from api.page_audits import schemas, service, tasks
from api.page_audits.models import PageEvaluation

router = APIRouter(tags=["page audits"])


def _submit(db: DbSession, evaluations: Sequence[PageEvaluation], operation: Operation, failure: str) -> None:
    """Hands the job to the workers; a refused job fails its pages and answers 503 with ``failure``."""
    try:
        tasks.run.delay(operation.id)
    except Exception as exc:  # the broker is down or refused the message
        service.failed_to_submit(db, evaluations, operation)
        raise service.SubmitFailed(failure) from exc


def _started(request: Request, db: DbSession, evaluations: Sequence[PageEvaluation], operation: Operation,
             failure: str = "page_audit.system_error") -> schemas.StartedOut:
    _submit(db, evaluations, operation, failure)
    locale = request_locale(request)
    for evaluation in evaluations:
        db.refresh(evaluation)
    return schemas.StartedOut(data=[service.evaluation_out(e, locale) for e in evaluations],
                              operation_id=operation.id, message=translate("page_audit.crawling", locale))


@router.get("/sites/{site_id}/pages_evaluations", response_model=schemas.EvaluationPage)
def list_evaluations(
    request: Request, site_id: RowId, db: DbSession, user: CurrentUser, page: PageNumber = 1,
    per_page: PerPage = DEFAULT_PER_PAGE,
    auditing: Annotated[bool | None, Query(description="1: being audited, 0: not")] = None,
    success_audited: Annotated[bool | None, Query(description="1: evaluated, 0: not")] = None,
    target_keyword: Annotated[str | None, Query(max_length=200, description="part of the target keyword")] = None,
) -> dict:
    return service.list_evaluations(db, user, site_id, page=page, per_page=per_page, path=page_path(request),
                                    locale=request_locale(request), auditing=auditing,
                                    success_audited=success_audited, target_keyword=target_keyword)


@router.post("/sites/{site_id}/page_evaluations", response_model=schemas.StartedOut,
             status_code=status.HTTP_202_ACCEPTED)
def add(request: Request, site_id: RowId, body: schemas.PageEvaluationIn, db: DbSession,
        user: CurrentUser) -> schemas.StartedOut:
    return _started(request, db, *service.add(db, user, site_id, body))


@router.post("/sites/{site_id}/page_evaluations/batch", response_model=schemas.StartedOut,
             status_code=status.HTTP_202_ACCEPTED)
def batch(request: Request, site_id: RowId, body: schemas.BatchIn, db: DbSession,
          user: CurrentUser) -> schemas.StartedOut:
    return _started(request, db, *service.batch(db, user, site_id, body))


@router.post("/sites/{site_id}/page_evaluations/import", response_model=schemas.StartedOut,
             status_code=status.HTTP_202_ACCEPTED)
def import_pages(request: Request, site_id: RowId, body: schemas.ImportIn, db: DbSession,
                 user: CurrentUser) -> schemas.StartedOut:
    return _started(request, db, *service.import_pages(db, user, site_id, body), failure="page_audit.import_failed")


@router.post("/sites/{site_id}/page_evaluations/re_audit_all", response_model=schemas.StartedOut,
             status_code=status.HTTP_202_ACCEPTED)
def re_audit_all(request: Request, site_id: RowId, db: DbSession, user: CurrentUser) -> schemas.StartedOut:
    answer = _started(request, db, *service.re_audit_all(db, user, site_id), failure="page_audit.reaudit_failed")
    answer.message = translate("page_audit.reaudit_successful", request_locale(request))
    return answer


@router.get("/re_audit_page_evaluation/{page_evaluation_id}", response_model=schemas.ReauditOut)
def re_audit(request: Request, page_evaluation_id: RowId, db: DbSession, user: WritingUser) -> schemas.ReauditOut:
    evaluation, operation = service.re_audit(db, user, page_evaluation_id)
    started = _started(request, db, [evaluation], operation, failure="page_audit.reaudit_failed")
    return schemas.ReauditOut(data=started.data[0], operation_id=operation.id,
                              message=translate("page_audit.reaudit_successful", request_locale(request)))


@router.post("/sites/{site_id}/page_evaluations/destroy", response_model=schemas.DestroyedOut)
def destroy(site_id: RowId, body: schemas.DestroyIn, db: DbSession, user: CurrentUser) -> schemas.DestroyedOut:
    return schemas.DestroyedOut(data=service.destroy(db, user, site_id, body.page_evaluation_ids))


@router.get("/page_evaluations/{page_evaluation_id}", response_model=schemas.ReportOut)
def report(request: Request, page_evaluation_id: RowId, db: DbSession, user: CurrentUser) -> schemas.ReportOut:
    db.expire_all()  # the worker may have written it since this session began
    return service.report_out(service.evaluation_for(db, user, page_evaluation_id), request_locale(request))
