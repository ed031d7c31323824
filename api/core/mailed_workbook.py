"""Excel exports mailed to the requester (SPEC §7 "Excel exports are e-mailed", §9's 5,000 rows), shared by
the ranking report and the keyword suggestions: the workbook (a bold title row and header row, then the rows)
and the task's work around it (the operation that recorded the request, the requester's language, the mail
with the workbook attached, the operation finished with what was sent)."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from openpyxl import Workbook
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.styles import Font
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.db import get_sessionmaker
from api.core.i18n import DEFAULT_LOCALE
from api.core.mail import Attachment, Mail, send_mail
from api.history.models import Operation
from api.history.service import finish_operation, update_progress

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def to_xlsx(sheet_title: str, title: str, headers: Sequence[str], rows: Sequence[Sequence],
            widths: dict[str, int] | None = None) -> bytes:
    """One sheet: ``title`` in A1 and ``headers`` in row 2 (both bold, frozen above the rows), then ``rows``."""
    book = Workbook()
    sheet = book.active
    sheet.title = sheet_title
    sheet.append([title])
    sheet["A1"].font = Font(bold=True)
    sheet.append(list(headers))
    for cell in sheet[2]:
        cell.font = Font(bold=True)
    for row in rows:
        # control characters (a keyword as a client sent it) are not allowed in a cell: openpyxl refuses them
        sheet.append([ILLEGAL_CHARACTERS_RE.sub("", value) if isinstance(value, str) else value for value in row])
    sheet.freeze_panes = "B3"
    for column, width in (widths or {}).items():
        sheet.column_dimensions[column].width = width
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


@dataclass(frozen=True)
class MailedWorkbook:
    """What an export's builder hands back: the mail, the attachment's name and bytes, and the detail the
    finished operation keeps (what operation history says of it)."""
    mail: Mail
    filename: str
    content: bytes
    detail: dict = field(default_factory=dict)


# (db, operation, requester, locale, progress) → the workbook and its mail, or None when the operation
# cannot be done (the builder finished it as failed)
Builder = Callable[[Session, Operation, User, str, Callable[[int], None]], "MailedWorkbook | None"]


def mail_workbook(operation_id: int, build: Builder) -> None:
    """A mailed export task's work (through :func:`api.history.service.run_operation_task`, which leaves an ended
    operation alone): built by ``build`` in its requester's language, mailed to them, and completed with the
    builder's detail and the file's name."""
    with get_sessionmaker()() as db:
        operation = db.get(Operation, operation_id)
        if operation is None:
            return
        user = db.get(User, operation.user_id)
        if user is None:
            finish_operation(operation_id, "failed", {"error": "the requester is gone"})
            return
        locale = user.language or DEFAULT_LOCALE
        built = build(db, operation, user, locale, lambda done: update_progress(operation_id, done))
        if built is None:
            return
        send_mail(user.email, built.mail, attachments=[Attachment(built.filename, built.content, XLSX)])
    finish_operation(operation_id, "completed", {"file": built.filename, **built.detail})
