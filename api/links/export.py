"""Competitor research exports (SPEC §9: at most 5,000 rows): a grid as CSV at once, or as an Excel workbook
mailed to the user (operation ``site_research_export``). The rows are read again from the stores; the look
that showed them counted its ``competitor_research`` use already (api.links.service.start)."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core import mailed_workbook
from api.core.csv_file import excel_csv
from api.core.db import utcnow
from api.core.errors import FieldError, ValidationFailed
from api.core.i18n import translate
from api.core.mail import Mail, render
from api.history.models import Operation
from api.history.service import start_operation
from api.links import schemas, service

EXPORT_LIMIT = 5000  # SPEC §9
OPERATION_TYPE = "site_research_export"
COLUMNS: dict[str, tuple[str, ...]] = {
    "backlinks": ("source_url", "source_url_rating", "source_domain_rating", "target_url", "anchor", "rel",
                  "placement", "first_seen", "last_seen", "lost_at"),
    "referring-domains": ("domain", "domain_rating", "backlinks", "dofollow_backlinks", "first_seen", "last_seen"),
    "anchors": ("anchor", "backlinks", "referring_domains"),
    "organic-keywords": ("keyword", "position", "volume", "traffic", "url", "serp_features"),
    "top-pages": ("url", "keywords", "traffic", "top_keyword", "top_position"),
    "competitors": ("domain", "common_keywords", "share", "domain_rating"),
}


def checked_rows(rows: int) -> int:
    if rows > EXPORT_LIMIT:
        raise ValidationFailed(FieldError("rows", "site_research.export_too_many", {"max": EXPORT_LIMIT}))
    return rows


def _cell(value) -> object:
    if isinstance(value, list):
        return " ".join(map(str, value))
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return "" if value is None else value


def table(research: service.Research, grid: str, rows: int, lost: bool | None, locale: str) -> tuple[list, list, bool]:
    """(headers, rows, sandbox) of a grid's first ``rows`` rows."""
    found, _, sandbox = service.grid_rows(research, grid, 0, rows, lost)
    columns = COLUMNS[grid]
    headers = [translate(f"site_research.column.{column}", locale) for column in columns]
    return headers, [[_cell(getattr(row, column)) for column in columns] for row in found], sandbox


def filename(research: service.Research, grid: str, sandbox: bool, extension: str) -> str:
    name = research.target.value.replace("/", "_")
    return f"{grid}-{name}-{research.country}-{research.language}-{utcnow().date().isoformat()}" \
           f"{'-sandbox' if sandbox else ''}.{extension}"


def to_csv(research: service.Research, grid: str, rows: int, lost: bool | None, locale: str) -> tuple[bytes, str]:
    headers, body, sandbox = table(research, grid, checked_rows(rows), lost, locale)
    return excel_csv([headers, *body]), filename(research, grid, sandbox, "csv")


def start_export(db: Session, user: User, body: schemas.SiteExportIn) -> Operation:
    checked_rows(body.rows)
    research = service.start(db, user, body.target, body.country, body.language,
                             needs_links=body.grid in schemas.LINK_GRIDS)
    operation = start_operation(db, user, OPERATION_TYPE, None, {
        "kind": research.target.kind, "target": research.target.value, "display": service.display(research.target),
        "country": research.country, "language": research.language, "grid": body.grid, "rows": body.rows,
        "lost": body.lost})
    db.commit()
    return operation


def compose(locale: str, target: str, grid: str, count: int, sandbox: bool) -> Mail:
    grid_name = translate(f"site_research.grid.{grid}", locale)
    return render("site_research", locale, translate("site_research.export.mail_subject", locale, target=target,
                                                     grid=grid_name),
                  target=target, grid=grid_name, count=count, sandbox=sandbox)


def mail_export(operation_id: int) -> None:
    """The ``reports.links.research_export`` task's work: the workbook, mailed to the requester."""
    def build(db: Session, operation: Operation, user: User, locale: str,
              progress: Callable[[int], None]) -> mailed_workbook.MailedWorkbook:
        detail = operation.detail
        research = service.Research(service.LinkTarget(detail["kind"], detail["target"]), detail["country"],
                                    detail["language"], True, False)
        headers, body, sandbox = table(research, detail["grid"], detail["rows"], detail.get("lost"), locale)
        progress(60)
        title = f"{detail['display']} · {detail['country']} · {detail['language']} · {utcnow().date().isoformat()}"
        if sandbox:
            title += " · " + translate("site_research.sandbox", locale)
        content = mailed_workbook.to_xlsx(translate(f"site_research.grid.{detail['grid']}", locale), title, headers,
                                          body, widths={"A": 50})
        return mailed_workbook.MailedWorkbook(compose(locale, detail["display"], detail["grid"], len(body), sandbox),
                                              filename(research, detail["grid"], sandbox, "xlsx"), content,
                                              {"rows_written": len(body), "sandbox": sandbox})

    mailed_workbook.mail_workbook(operation_id, build)
