"""Typed errors raised by services, turned into one error body at the edge.

Body: ``{"code": "...", "message": "...", "fields": [{"field", "code", "message"}]}`` with the
message in the request's locale (``locale`` query, ``Accept-Language``, the user's language).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from pydantic import Field as PydanticField
from starlette.exceptions import HTTPException as StarletteHTTPException

from api.core.i18n import DEFAULT_LOCALE, locale_from_accept_language, normalize_locale, translate

log = logging.getLogger(__name__)


@dataclass
class FieldError:
    field: str
    code: str
    params: dict = field(default_factory=dict)


class AppError(Exception):
    status_code = 400
    code = "request.invalid"

    def __init__(self, code: str | None = None, *, status_code: int | None = None,
                 fields: list[FieldError] | None = None, headers: dict[str, str] | None = None,
                 **params: object) -> None:
        self.code = code or self.code
        self.status_code = status_code or self.status_code
        self.fields = fields or []
        self.headers = headers  # sent with the error body (Retry-After on a provider's quota)
        self.params = params
        super().__init__(self.code)


class Unauthenticated(AppError):
    status_code = 401
    code = "auth.unauthenticated"


class PermissionDenied(AppError):
    status_code = 403
    code = "permission.denied"


class NotFound(AppError):
    status_code = 404
    code = "resource.not_found"


class Conflict(AppError):
    status_code = 409
    code = "resource.conflict"


class ValidationFailed(AppError):
    status_code = 422
    code = "validation.failed"

    def __init__(self, fields: list[FieldError] | FieldError, **params: object) -> None:
        super().__init__(fields=fields if isinstance(fields, list) else [fields], **params)


class LimitReached(AppError):
    status_code = 429
    code = "plan.limit_reached"


class TooManyRequests(AppError):
    status_code = 429
    code = "request.too_frequent"


def request_locale(request: Request) -> str:
    return (
        normalize_locale(request.query_params.get("locale"))
        or locale_from_accept_language(request.headers.get("accept-language"))
        or normalize_locale(getattr(request.state, "user_language", None))
        or DEFAULT_LOCALE
    )


def error_body(code: str, locale: str, fields: list[FieldError] | None = None, **params: object) -> dict:
    body = {"code": code, "message": translate(code, locale, **params)}
    if fields:
        body["fields"] = [
            {"field": f.field, "code": f.code, "message": translate(f.code, locale, **f.params)} for f in fields
        ]
    return body


# pydantic error types → our validation codes
_PYDANTIC_CODES = {
    "missing": "validation.required",
    "string_too_short": "validation.required",
    "value_error": "validation.invalid",
    "string_too_long": "validation.too_long",
    "int_parsing": "validation.invalid",
    "bool_parsing": "validation.invalid",
    "literal_error": "validation.invalid",
    "enum": "validation.invalid",
}


def _field_name(loc: tuple) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path", "header", "cookie")]
    return ".".join(parts) or "body"


OUTAGE_RETRY_SECONDS = 10


def store_outages() -> tuple[type[Exception], ...]:
    """What a store that did not answer raises: PostgreSQL or SQLite (refused, dropped, locked: SQLAlchemy's
    OperationalError; every connection of the pool busy past its wait: TimeoutError), Redis (the throttles' and
    events' connection or timeout) and a ClickHouse server (the HTTP client's OperationalError). The API answers them
    503 ``server.unavailable`` with Retry-After."""
    from clickhouse_connect.driver.exceptions import OperationalError as ClickHouseUnreachable
    from redis.exceptions import ConnectionError as RedisUnreachable
    from redis.exceptions import TimeoutError as RedisTimeout
    from sqlalchemy.exc import OperationalError as DatabaseUnreachable
    from sqlalchemy.exc import TimeoutError as DatabaseBusy

    return DatabaseUnreachable, DatabaseBusy, RedisUnreachable, RedisTimeout, ClickHouseUnreachable


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AppError)
    async def _app_error(request: Request, exc: AppError) -> JSONResponse:
        body = error_body(exc.code, request_locale(request), exc.fields, **exc.params)
        return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        fields = []
        for err in exc.errors():
            code = _PYDANTIC_CODES.get(err.get("type", ""), "validation.invalid")
            ctx = err.get("ctx") or {}
            if "email" in str(ctx.get("reason", "")).lower() or "email" in err.get("msg", "").lower():
                code = "validation.email"
            elif isinstance(ctx.get("error"), ValueError) and str(ctx["error"]).startswith("code:"):
                code = str(ctx["error"])[5:]  # a validator that names one of our codes
            fields.append(FieldError(_field_name(tuple(err.get("loc", ()))), code,
                                     {k: v for k, v in ctx.items() if isinstance(v, (int, str))}))
        body = error_body("validation.failed", request_locale(request), fields)
        return JSONResponse(body, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {401: "auth.unauthenticated", 403: "permission.denied", 404: "resource.not_found",
                405: "request.method_not_allowed"}.get(exc.status_code, "request.invalid")
        return JSONResponse(error_body(code, request_locale(request)), status_code=exc.status_code,
                            headers=getattr(exc, "headers", None))

    async def _outage(request: Request, exc: Exception) -> JSONResponse:
        # a store that did not answer is not a bug: no traceback, and the caller is told when to try again
        log.warning("%s %s: a store did not answer: %s", request.method, request.url.path, str(exc)[:300])
        return JSONResponse(error_body("server.unavailable", request_locale(request)), status_code=503,
                            headers={"Retry-After": str(OUTAGE_RETRY_SECONDS)})

    for outage in store_outages():
        app.add_exception_handler(outage, _outage)

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return JSONResponse(error_body("server.unknown", request_locale(request)), status_code=500)


class FieldErrorOut(BaseModel):
    field: str
    code: str
    message: str


class ErrorOut(BaseModel):
    """The error body of every 4xx and 5xx answer."""

    code: str = PydanticField(description="Stable machine code, e.g. plan.limit_reached")
    message: str = PydanticField(description="The message in the request's locale")
    fields: list[FieldErrorOut] | None = None


ERROR_RESPONSES = {
    status: {"model": ErrorOut, "description": description}
    for status, description in (
        (400, "Bad request"),
        (401, "Not signed in"),
        (403, "Insufficient permission or a plan without this feature"),
        (404, "Not found"),
        (409, "Conflict with existing data"),
        (422, "Validation failed; `fields` names each invalid field"),
        (429, "Usage limit reached, or too many attempts"),
    )
}


def document_error_body(app: FastAPI) -> None:
    """Makes the OpenAPI schema show our error body instead of FastAPI's default validation error."""
    build_default = app.openapi

    def openapi() -> dict:
        if app.openapi_schema:
            return app.openapi_schema
        schema = build_default()
        for path_item in schema.get("paths", {}).values():
            for operation in path_item.values():
                responses = operation.get("responses", {})
                for status, spec in ERROR_RESPONSES.items():
                    responses.setdefault(str(status), {
                        "description": spec["description"],
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}},
                    })
                if "422" in responses:
                    responses["422"]["content"] = {
                        "application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}}
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        components.pop("HTTPValidationError", None)
        components.pop("ValidationError", None)
        components["ErrorOut"] = ErrorOut.model_json_schema(ref_template="#/components/schemas/{model}")
        components.update(ErrorOut.model_json_schema(ref_template="#/components/schemas/{model}")
                          .pop("$defs", {}))
        components["ErrorOut"].pop("$defs", None)
        app.openapi_schema = schema
        return schema

    app.openapi = openapi
