"""A console page printed to PDF by Chromium, as A4: the site check's report (``/pdfReport``) and the monthly
report (``/projects/{id}/monthly_report``).

The browser opens the page on this server with a credential of the reader (their session token, or a
:func:`api.core.security.print_pass` when no session is at hand, as for a mailed report) and waits for the
page to say ``data-pdf-ready="true"`` (set once its data and charts are drawn; ``data-pdf-error="true"``
when it could not load them), then prints it with the print stylesheet (no sidebar or menus). "This server" is the configured address (``Settings.pdf_origin``),
never one taken from the request: the credential goes along, and a Host header is whatever the caller wrote.
Chinese and Japanese text needs CJK fonts on the host (fonts-noto-cjk, see scripts/ensure-chromium.sh).
"""

from __future__ import annotations

import logging
from urllib.parse import urlencode

from api.core.config import get_settings
from api.core.errors import AppError
from api.core.security import SESSION_COOKIE
from crawler.serp.crawl import CHROMIUM_LAUNCH_OPTIONS

log = logging.getLogger(__name__)

READY = '[data-pdf-ready="true"]'
FAILED = '[data-pdf-error="true"]'  # the page could not load what it prints: no need to wait
TIMEOUT_MS = 60_000
MARGIN = {"top": "12mm", "bottom": "12mm", "left": "10mm", "right": "10mm"}


class PdfFailed(AppError):
    status_code = 503
    code = "pdf.failed"


def print_page(path: str, query: dict[str, str | int], credential: str, locale: str) -> bytes:
    """The console page ``path`` (with ``query`` and the reader's ``locale``) as an A4 PDF, read with
    ``credential`` as the session cookie; :class:`PdfFailed` when the page does not get ready in time or
    Chromium fails (or is missing)."""
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import sync_playwright

    origin = get_settings().pdf_origin
    url = f"{origin}{path}?{urlencode({**query, 'locale': locale})}"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**CHROMIUM_LAUNCH_OPTIONS)
            try:
                context = browser.new_context(locale=locale)
                context.add_cookies([{"name": SESSION_COOKIE, "value": credential, "url": origin}])
                page = context.new_page()
                page.goto(url, wait_until="domcontentloaded", timeout=TIMEOUT_MS)
                page.wait_for_selector(f"{READY}, {FAILED}", state="attached", timeout=TIMEOUT_MS)
                if page.query_selector(FAILED) is not None:
                    log.warning("PDF of %s failed: the page could not load its data", path)
                    raise PdfFailed()
                page.emulate_media(media="print")
                return page.pdf(format="A4", print_background=True, margin=MARGIN)
            finally:
                browser.close()
    except PlaywrightError as exc:
        log.warning("PDF of %s failed: %s", path, exc)
        raise PdfFailed() from None
