"""The site check's downloads: CSV of one issue's URLs or of every page, and the PDF report.

CSV files are UTF-8 with a byte-order mark, so that Excel opens Chinese and Japanese text correctly.
The PDF is the console's ``/pdfReport?site_check_id=N`` screen (the pdf layout, charts included)
printed by Chromium as A4 with the user's session (api/core/page_pdf.py).
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

from analytics.audits import store
from analytics.audits.catalogue import BY_ID
from api.audits.models import SiteCheck
from api.core.csv_file import excel_csv
from api.core.errors import NotFound
from api.core.i18n import translate, value_label
from api.core.page_pdf import print_page
from api.core.store import get_client


def _cell(value: Any) -> Any:
    """Evidence values as one cell: lists and objects as JSON (CJK kept readable), None as empty."""
    if value is None:
        return ""
    if isinstance(value, (list, dict)):
        return json.dumps(value, ensure_ascii=False)
    return value


def evidence_value(name: str, value: Any, locale: str) -> Any:
    """A code among the evidence (a fetch error ``dns``, the reading ``cjk``) in the reader's language:
    ``site_check.value.<field>.<code>``, the console reading the same texts; other values as they are."""
    if not isinstance(value, str):
        return _cell(value)
    code = "tls" if name == "error" and value.startswith("tls:") else value
    label = value_label(f"site_check.value.{name}", code, locale)
    return value if label == code else label


def evidence_field(name: str, locale: str) -> str:
    """An evidence field (``href``, ``reading``) as the reader's language names it:
    ``site_check.field.<name>``, the console labelling the same fields; an unknown field by its own name."""
    return value_label("site_check.field", name, locale)


def issue_csv(check: SiteCheck, check_id: str, locale: str) -> bytes:
    """One issue's URLs, one row per finding: the URL, then a column per evidence field (in the order the
    findings first name them), headed by the field's name in the reader's language."""
    if check_id not in BY_ID:
        raise NotFound()
    rows = list(store.issue_rows(get_client(), check.id, check_id))
    fields = list(dict.fromkeys(name for _, evidence in rows for name in evidence))
    return excel_csv([[translate("site_check.csv.url", locale), *(evidence_field(name, locale) for name in fields)],
                      *([url, *(evidence_value(name, evidence.get(name), locale) for name in fields)]
                        for url, evidence in rows)])


def pages_csv(check: SiteCheck, locale: str) -> bytes:
    """Every crawled page with the pages list's columns."""
    yes, no = translate("site_check.csv.yes", locale), translate("site_check.csv.no", locale)
    header = [translate(f"site_check.csv.{field}", locale) for field in store.PAGE_FIELDS]
    return excel_csv([header, *(
        [(yes if row[field] else no) if field == "indexable" else _cell(row[field]) for field in store.PAGE_FIELDS]
        for row in store.page_rows(get_client(), check.id)
    )])


def filename(check: SiteCheck, part: str, extension: str) -> str:
    """``site-check-12-example.com-pages.csv``: ASCII, as a Content-Disposition header needs."""
    host = urlsplit(check.url).hostname or "site"
    try:
        host = host.encode("idna").decode("ascii")
    except UnicodeError:
        host = "site"
    return f"site-check-{check.id}-{host}-{part}.{extension}"


def report_pdf(check: SiteCheck, credential: str, locale: str) -> bytes:
    """The console's PDF report of ``check``, printed by Chromium as A4 (:class:`~api.core.page_pdf.PdfFailed` when the page
    does not get ready in time or Chromium fails)."""
    return print_page("/pdfReport", {"site_check_id": check.id}, credential, locale)
