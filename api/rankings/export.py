"""The ranking report: a CSV download, and an Excel workbook mailed to the user (SPEC §7 "Excel exports
are e-mailed"), recorded in operation history as ``ranking_report``.

Both hold the same rows: every tracked keyword (the first 5,000, SPEC §9) with its positions today,
yesterday, 7 and 30 days ago and initially, the change against 7 days earlier, the trend, the ranking
URL and the day's check (a failed check is written as failed, never as a rank). Headers are in the
requester's language; a report made from sandbox SERPs says so in its file name, its header and its mail.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from analytics.rankings import queries
from api.accounts.models import User
from api.core import mailed_workbook
from api.core.csv_file import excel_csv
from api.core.i18n import translate, value_label
from api.core.mail import Mail, render
from api.core.store import get_client
from api.history.models import Operation
from api.history.service import finish_operation
from api.projects.models import Keyword, Site
from api.rankings import schemas
from api.rankings.service import as_of, scope_for, site_rule, today, tracked

EXPORT_LIMIT = 5000
COLUMNS = ("keyword", "today", "yesterday", "week_ago", "month_ago", "initial", "diff", "trend", "url", "check",
           "date", "engine", "device", "source")


@dataclass(frozen=True)
class Report:
    site: Site
    engine: str
    device: str
    day: date
    sandbox: bool
    rows: list[list]


def report(db: Session, site: Site, query: schemas.ExportIn) -> Report:
    """The report's rows: one query for every keyword's positions, one for their checks."""
    keywords = list(db.scalars(select(Keyword).where(Keyword.site_id == site.id).order_by(Keyword.id)
                               .limit(EXPORT_LIMIT)))
    scope = scope_for(db, site, query.engine, query.device)
    client = get_client()
    keyword_set = queries.keyword_set(tracked(site, keywords), client)
    day = as_of(site, scope, keyword_set, query.end) or today(site)
    positions = queries.keyword_positions(client, scope, keyword_set, site_rule(site), day)
    statuses = queries.check_statuses(client, scope, keyword_set, day)
    rows = []
    for keyword, p in zip(keywords, positions, strict=True):
        status = statuses.get(keyword.text)
        state = "pending" if status is None else ("ok" if status.ok else "failed")
        rows.append([keyword.text, p.today.label, p.yesterday.label, p.week_ago.label, p.month_ago.label,
                     p.initial.label, p.comparison.diff, p.comparison.trend.value if p.comparison.trend else None,
                     p.today.url, state, day.isoformat(), scope.engine, scope.device,
                     status.last_source if status and status.ok else None])
    return Report(site, scope.engine, scope.device, day, any(s.sandbox for s in statuses.values()), rows)


def _headers(locale: str) -> list[str]:
    return [translate(f"rankings.report.{column}", locale) for column in COLUMNS]


def filename(rep: Report, extension: str) -> str:
    sandbox = "-sandbox" if rep.sandbox else ""
    return f"ranking-report-{rep.site.domain}-{rep.engine}-{rep.device}-{rep.day.isoformat()}{sandbox}.{extension}"


# columns holding internal codes, written as the reader's language names them
VALUE_COLUMNS = {"trend": "rankings.value.trend", "check": "rankings.value.check", "engine": "rankings.value.engine",
                 "device": "rankings.value.device", "source": "rankings.value.source"}


def _rows(rep: Report, locale: str) -> list[list]:
    kinds = [VALUE_COLUMNS.get(column) for column in COLUMNS]
    return [[value_label(kind, value, locale) if kind else value for kind, value in zip(kinds, row, strict=True)]
            for row in rep.rows]


def to_csv(rep: Report, locale: str) -> bytes:
    return excel_csv([_headers(locale), *(["" if value is None else value for value in row]
                                          for row in _rows(rep, locale))])


def to_xlsx(rep: Report, locale: str) -> bytes:
    engine, device = (value_label(f"rankings.value.{kind}", value, locale)
                      for kind, value in (("engine", rep.engine), ("device", rep.device)))
    title = f"{rep.site.name} ({rep.site.url}) · {engine} · {device} · {rep.day.isoformat()}"
    if rep.sandbox:
        title += " · " + translate("rankings.report.sandbox", locale)
    return mailed_workbook.to_xlsx(translate("rankings.report.sheet", locale), title, _headers(locale),
                                   _rows(rep, locale), widths={"A": 30, "I": 50})


def compose(locale: str, site: Site, rep: Report) -> Mail:
    """The mail that carries the workbook (template ``ranking_report``); a sandbox report says so."""
    return render("ranking_report", locale, translate("rankings.report.mail_subject", locale, site=site.name),
                  site=site.name, date=rep.day.isoformat(), count=len(rep.rows), sandbox=rep.sandbox)


def mail_report(operation_id: int, query: dict) -> None:
    """The ``reports.rankings.export`` task's work: build the workbook and mail it to the requester."""
    def build(db: Session, operation: Operation, user: User, locale: str,
              progress: Callable[[int], None]) -> mailed_workbook.MailedWorkbook | None:
        site = db.get(Site, operation.site_id)
        if site is None:
            finish_operation(operation.id, "failed", {"error": "the project is gone"})
            return None
        rep = report(db, site, schemas.ExportIn(**query))
        progress(60)
        return mailed_workbook.MailedWorkbook(compose(locale, site, rep), filename(rep, "xlsx"), to_xlsx(rep, locale),
                                              {"keywords": len(rep.rows), "sandbox": rep.sandbox})

    mailed_workbook.mail_workbook(operation_id, build)
