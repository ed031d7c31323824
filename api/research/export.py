"""The keyword suggestions' Excel export (SPEC §9: at most 5,000 rows, Excel mailed), recorded in operation
history as ``keyword_suggestions_export``.

The console sends the keywords the user sees, in the grid's order, with their source; the figures are
read again from the research store (the newest cached month, and the stored SERPs for difficulty and
intent), so the workbook holds what RankLens knows rather than what a client says. Nothing is paid for
and no ``keyword_search`` use is counted: the search that showed these keywords counted already.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy.orm import Session

from analytics.research import store
from api.accounts.models import User
from api.core import mailed_workbook
from api.core.db import utcnow
from api.core.errors import FieldError, ValidationFailed
from api.core.i18n import translate, value_label
from api.core.mail import Mail, render
from api.core.store import get_client
from api.history.models import Operation
from api.history.service import start_operation
from api.research import schemas
from api.research.service import checked_market, checked_seed, serp_readings

EXPORT_LIMIT = 5000  # SPEC §9
OPERATION_TYPE = "keyword_suggestions_export"
COLUMNS = ("keyword", "volume", "trend", "cpc_usd", "competition", "difficulty", "intent", "source")


def start_export(db: Session, user: User, body: schemas.SuggestionsExportIn) -> Operation:
    """Checks the request and records the job (committed); the task mails the workbook."""
    seed = checked_seed(body.seed, "seed")
    country, language = checked_market(body.country, body.language)
    if len(body.rows) > EXPORT_LIMIT:
        raise ValidationFailed(FieldError("rows", "research.export_too_many", {"max": EXPORT_LIMIT}))
    if not body.rows:
        raise ValidationFailed(FieldError("rows", "validation.required"))
    operation = start_operation(db, user, OPERATION_TYPE, None, {"seed": seed, "country": country,
                                                                 "language": language, "keywords": len(body.rows)})
    db.commit()
    return operation


def rows(country: str, language: str, ideas: list[schemas.ExportRowIn], locale: str) -> tuple[list[list], bool]:
    """The workbook's rows in the order given, and whether any figure is the sandbox's."""
    client = get_client()
    texts = [idea.keyword for idea in ideas]
    figures = store.latest_metrics(client, country, language, texts)
    readings = serp_readings(client, country, language, texts, utcnow().date())
    out = []
    for idea in ideas:
        metrics = figures.get(idea.keyword)
        _, found, intent = readings[idea.keyword]
        out.append([idea.keyword,
                    metrics.volume if metrics else None,
                    " ".join(str(volume) for volume in metrics.trend()) if metrics and metrics.history else None,
                    metrics.cpc_usd if metrics else None,
                    metrics.competition if metrics else None,
                    found.score if found else None,
                    " / ".join(translate(f"research.intent.{name}", locale) for name in intent.intents),
                    value_label("research.origin", idea.origin, locale)])
    return out, any(metrics.sandbox for metrics in figures.values())


def compose(locale: str, seed: str, country: str, language: str, count: int, sandbox: bool) -> Mail:
    return render("keyword_suggestions", locale, translate("research.export.mail_subject", locale, seed=seed),
                  seed=seed, country=country, language=language, count=count, sandbox=sandbox)


def mail_export(operation_id: int, ideas: list[dict]) -> None:
    """The ``reports.research.suggestions_export`` task's work: the workbook, mailed to the requester."""
    def build(db: Session, operation: Operation, user: User, locale: str,
              progress: Callable[[int], None]) -> mailed_workbook.MailedWorkbook:
        seed, country, language = (operation.detail[key] for key in ("seed", "country", "language"))
        table, sandbox = rows(country, language, [schemas.ExportRowIn(**idea) for idea in ideas], locale)
        progress(60)
        title = f"{seed} · {country} · {language} · {utcnow().date().isoformat()}"
        if sandbox:
            title += " · " + translate("research.export.sandbox", locale)
        content = mailed_workbook.to_xlsx(translate("research.export.sheet", locale), title,
                                          [translate(f"research.export.{column}", locale) for column in COLUMNS],
                                          table, widths={"A": 30, "C": 40})
        name = f"keyword-suggestions-{country}-{language}-{utcnow().date().isoformat()}" \
               f"{'-sandbox' if sandbox else ''}.xlsx"
        return mailed_workbook.MailedWorkbook(compose(locale, seed, country, language, len(table), sandbox), name,
                                              content, {"keywords": len(table), "sandbox": sandbox})

    mailed_workbook.mail_workbook(operation_id, build)
